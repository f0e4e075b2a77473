// "Pair round N of every section": the next round of each section that is ready for it, paired one section after
// another, each its own undoable change, with each section's progress said ("Open: paired · U1800: pairing… ·
// U1400: waiting"). Cancel stops before the next section: a section is either paired or not (the engine's own
// Cancel, in the activity bar, stops the one pairing now without storing it). Which sections are ready is the
// engine's word (event_sections): a section may run fewer rounds or start later, and one not ready (results
// missing, every round paired) is left out and said why.
import { waitsForEngine } from "./dom.js";
import { errorText } from "./state.js";
import { roundTitle } from "./round-words.js";
import { sectionListOf } from "./section-list.js";
import { clausesJoined, t } from "./i18n.js";
import { sectionView, sectionsOf } from "./sections.js";

const $ = (selector) => document.querySelector(selector);

/** Each section of the event as the engine lists it: its view, its next round and why it waits ("" when ready). */
const sectionStates = (event, list) => list.sections.map((section) => ({
  id: section.id, name: section.name, doc: sectionView(event, section.id), next: section.next_round,
  why: section.can_pair ? "" : section.why_not.replace(/\.$/, ""),
}));

/** The button's words: the round when every section ready pairs the same one. */
function buttonText(states, ready) {
  const rounds = new Set(ready.map((state) => state.next));
  if (rounds.size !== 1) return t("pair_every.next_round_every");
  const [round] = rounds;
  if (ready.length === states.length) return t("pair_every.round_every", { round });
  return t("pair_every.round_of", { round, sections: ready.map((state) => state.name).join(", ") });
}

let running = null; // {steps: Map(id -> words), cancelled}

function progressText(states) {
  return states.map((state) => `${state.name}: ${running.steps.get(state.id)}`).join(" · ");
}

/** The engine's list of the open event's sections, asked for once per version of the event once the engine is
 * ready (drawn again when it comes); null until then. */
function listOf(data, state) {
  if (!data.engineReady) return null;
  return sectionListOf(data.event, state.actions, "pair-every", () => renderPairEvery(state.data, state),
    (error) => state.set({ message: errorText(error), messageKind: "error" }));
}

export function renderPairEvery(data, state) {
  const panel = $("#pair-every");
  const list = sectionsOf(data.event).length < 2 ? null : listOf(data, state);
  const states = list ? sectionStates(data.event, list) : [];
  const ready = states.filter((entry) => entry.why === "");
  // With one section ready, its own Pair button is the one action (shown on that section); what the last run did
  // stays said until another section or event is shown.
  const progress = $("#pair-every-progress").textContent !== "";
  const button = $("#pair-every-button");
  button.hidden = ready.length < 2 && running === null;
  panel.hidden = sectionsOf(data.event).length < 2 || (button.hidden && !progress);
  if (panel.hidden) return;
  if (running === null) {
    button.textContent = buttonText(states, ready);
    button.title = clausesJoined(states.filter((entry) => entry.why !== "").map((entry) => `${entry.name}: ${entry.why}`));
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
    const list = listOf(state.data, state);
    if (!list) return;
    const states = sectionStates(event, list);
    const ready = states.filter((entry) => entry.why === "");
    if (!ready.length) return;
    running = { steps: new Map(states.map((entry) => [entry.id, entry.why === "" ? t("pair_every.waiting") : t("pair_every.left_out", { why: entry.why })])),
      cancelled: false };
    cancel.hidden = false;
    cancel.disabled = false;
    say(states);
    renderPairEvery(state.data, state);
    let paired = 0;
    try {
      for (const entry of ready) {
        if (running.cancelled) {
          running.steps.set(entry.id, t("pair_every.cancelled"));
          continue;
        }
        running.steps.set(entry.id, t("pair_every.pairing"));
        say(states);
        const title = roundTitle(entry.doc, entry.next);
        const words = { round: title, section: entry.name };
        const done = await state.apply([{ op: "pair_next", section: entry.id }], t("pair_every.section_paired", words),
          t("pair_every.pairing_section", words));
        running.steps.set(entry.id, done ? t("pair_every.paired")
          : t("pair_every.not_paired", { why: state.data.message ?? t("pair_every.refused") }));
        if (done) paired += 1;
        say(states);
      }
    } finally {
      say(states);
      running = null;
      cancel.hidden = true;
      if (state.data.event?.id === event.id) {
        state.set({ message: t("pair_every.sections_paired", { paired, count: ready.length }),
          messageKind: "info" });
      }
      renderPairEvery(state.data, state);
    }
  });
}
