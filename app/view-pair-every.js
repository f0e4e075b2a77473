// "Pair round N of every section": the next round of each section that is ready for it, paired one section after
// another, each its own undoable change, with each section's progress said ("Open: paired · U1800: pairing… ·
// U1400: waiting"). Cancel stops before the next section: a section is either paired or not (the engine's own
// Cancel, in the activity bar, stops the one pairing now without storing it). A section may run fewer rounds or start
// later: one not ready (results missing, no rounds left, too few players) is left out and said so.
import { waitsForEngine } from "./dom.js";
import { pairingSystemOf, totalRounds } from "./formats.js";
import { activePlayers, roundComplete } from "./model.js";
import { roundTitle } from "./round-words.js";
import { sectionView, sectionsOf } from "./sections.js";

const $ = (selector) => document.querySelector(selector);

/** Why the section's next round cannot be paired now, or "" when it can. */
function notReady(doc) {
  if (!pairingSystemOf(doc).plays_rounds) return "no rounds";
  const paired = doc.rounds.length;
  const total = totalRounds(doc);
  if (total === null) return "rounds not set";
  if (paired >= total) return "all rounds paired";
  if (paired > 0 && !roundComplete(doc.rounds[paired - 1])) return "results missing";
  if (activePlayers(doc, paired + 1).length < 2) return "too few players";
  return "";
}

/** Each section of the event with its view, its next round and why it waits (when it does). */
const sectionStates = (event) => sectionsOf(event).map((section) => {
  const doc = sectionView(event, section.id);
  return { id: section.id, name: section.name, doc, next: doc.rounds.length + 1, why: notReady(doc) };
});

/** The button's words: the round when every section ready pairs the same one. */
function buttonText(states, ready) {
  const rounds = new Set(ready.map((state) => state.next));
  if (rounds.size !== 1) return "Pair the next round of every section ready";
  const [round] = rounds;
  if (ready.length === states.length) return `Pair round ${round} of every section`;
  return `Pair round ${round} of ${ready.map((state) => state.name).join(", ")}`;
}

let running = null; // {steps: Map(id -> words), cancelled}

function progressText(states) {
  return states.map((state) => `${state.name}: ${running.steps.get(state.id) ?? state.why ?? ""}`).join(" · ");
}

export function renderPairEvery(data) {
  const states = sectionStates(data.event);
  const ready = states.filter((state) => state.why === "");
  const panel = $("#pair-every");
  // With one section ready, its own Pair button is the one action (shown on that section); what the last run did
  // stays said until another section or event is shown.
  const progress = $("#pair-every-progress").textContent !== "";
  const button = $("#pair-every-button");
  button.hidden = ready.length < 2 && running === null;
  panel.hidden = states.length < 2 || (button.hidden && !progress);
  if (panel.hidden) return;
  if (running === null) {
    button.textContent = buttonText(states, ready);
    const waiting = states.filter((state) => state.why !== "");
    button.title = waiting.map((state) => `${state.name}: ${state.why}`).join("; ");
  }
  waitsForEngine(button, running !== null || ready.length < 2, data.busy);
}

export function setUpPairEvery(state) {
  const progress = $("#pair-every-progress");
  const cancel = $("#pair-every-cancel");
  const say = (states) => { progress.textContent = progressText(states); };
  state.onEventChange(() => {
    if (running === null) progress.textContent = "";
  });
  cancel.addEventListener("click", () => {
    if (!running) return;
    running.cancelled = true;
    cancel.disabled = true;
  });
  $("#pair-every-button").addEventListener("click", async () => {
    if (running) return;
    const event = state.data.event;
    const states = sectionStates(event);
    const ready = states.filter((entry) => entry.why === "");
    if (!ready.length) return;
    running = { steps: new Map(states.map((entry) => [entry.id, entry.why === "" ? "waiting" : `not paired (${entry.why})`])),
      cancelled: false };
    cancel.hidden = false;
    cancel.disabled = false;
    say(states);
    renderPairEvery(state.data);
    let paired = 0;
    try {
      for (const entry of ready) {
        if (running.cancelled) {
          running.steps.set(entry.id, "not paired (cancelled)");
          continue;
        }
        running.steps.set(entry.id, "pairing…");
        say(states);
        const title = roundTitle(entry.doc, entry.next);
        const done = await state.apply([{ op: "pair_next", section: entry.id }], `${title} of ${entry.name} paired.`,
          `Pairing ${title.toLowerCase()} of ${entry.name}…`);
        running.steps.set(entry.id, done ? "paired" : `not paired (${state.data.message ?? "refused"})`);
        if (done) paired += 1;
        say(states);
      }
    } finally {
      say(states);
      running = null;
      cancel.hidden = true;
      if (state.data.event?.id === event.id) {
        state.set({ message: `${paired} of ${ready.length} section${ready.length === 1 ? "" : "s"} paired.`,
          messageKind: "info" });
      }
      renderPairEvery(state.data);
    }
  });
}
