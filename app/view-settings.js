// The Settings view: what is set once for an event (name, rounds, pairing system, scoring and the bye's value,
// the first colour, tie-breaks), each changed through the engine, which refuses what the event no longer allows
// (a new pairing system after round 1, say); its refusal is shown here, next to the setting.
import { el, show, withWhy } from "./dom.js";
import { errorText } from "./state.js";
import { facts } from "./facts.js";
import { byeChoice, byePoints, offerScoring, pairingSystemOf } from "./formats.js";
import { arenaSummary } from "./view-arena.js";
import { formatSummary, hasOwnRules } from "./view-formats.js";
import { chosenTiebreaks, tiebreakName } from "./tiebreak-picker.js";

const $ = (selector) => document.querySelector(selector);

const SYSTEM_NAMES = {
  dutch: "Swiss, Dutch system",
  dutch_baku: "Swiss, Dutch system with Baku acceleration",
  round_robin: "Round robin (Berger tables)",
  knockout: "Knockout",
  magic_swiss: "Magic Swiss with a top cut",
  cs_major: "Counter-Strike Major Swiss stage",
  arena: "Arena",
};

/** The settings in one line, as the director reads them. */
function summaryText(doc) {
  const settings = doc.settings;
  if (!pairingSystemOf(doc).plays_rounds) return arenaSummary(doc);
  const own = formatSummary(doc);
  if (own) return own;
  const complete = doc.rounds.filter((round) => round.boards.every((board) => board.result !== null)).length;
  return `${doc.players.length} players · ${complete} of ${settings.rounds ?? "?"} rounds `
    + `played · scoring ${settings.scoring.system.replace("_", "/")}, bye ${settings.scoring.pab / 10} · tie-breaks `
    + `${settings.tiebreaks.join(", ") || "none"} · round 1 top board ${settings.initial_colour}`;
}

let filledFor = null;

/** The forms show the event's settings whenever the event changes (never while the director edits one). */
function fill(doc) {
  if (filledFor === doc) return;
  filledFor = doc;
  const settings = doc.settings;
  const set = (selector, value) => {
    const input = $(selector);
    if (document.activeElement !== input) input.value = value;
  };
  set("#settings-name", doc.name);
  set("#rounds-input", settings.rounds ?? "");
  set("#settings-system", settings.system);
  set("#settings-scoring", settings.scoring.system);
  set("#settings-pab", byeChoice(doc));
  set("#settings-colour", settings.initial_colour);
}

export function renderSettings(data, state) {
  const doc = data.doc;
  if (!doc) {
    filledFor = null;
    return;
  }
  const pairingSystem = pairingSystemOf(doc);
  const started = doc.rounds.length > 0;
  $("#event-summary").textContent = summaryText(doc);
  $("#rounds-form").hidden = pairingSystem.counted_rounds || !pairingSystem.plays_rounds;
  // A system with standings of its own has no tie-break list to set.
  $("#tiebreak-picker").hidden = pairingSystem.own_standings;
  $("#scoring-form").hidden = hasOwnRules(doc.settings.system);
  $("#colour-form").hidden = !pairingSystem.colours || !["fide", "club"].includes(doc.settings.mode);
  for (const control of $("#colour-form").elements) control.disabled = started;
  for (const control of $("#system-form").elements) control.disabled = started;
  $("#system-hint").textContent = started ? "Round 1 is paired: the pairing system stays as it is." : "";
  $("#colour-hint").textContent = started ? "Round 1 is paired: its colours were drawn and stay as they are." : "";
  fill(doc);
  adviseRounds(doc, state);
}

let advisedFor = null;
async function adviseRounds(doc, state) {
  const active = doc.players.filter((p) => p.withdrawn_round === null).length;
  const key = `${doc.id}:${active}:${doc.settings.mode}`;
  if (!state.data.engineReady || advisedFor === key) return;
  advisedFor = key;
  try {
    const plan = await state.engine.call("event_plan_rounds", { players: active, mode: doc.settings.mode });
    show($("#rounds-advice"), ...(plan.recommended === null ? [plan.reason]
      : withWhy(`Recommended for ${active} players: ${plan.recommended} rounds (at most ${plan.maximum}).`, plan.reason)));
  } catch (error) {
    $("#rounds-advice").textContent = error.message;
  }
}

/** Tell the director, here, what was changed or why the engine refused it; `input` gets the focus back. */
function say(text, kind, input) {
  const message = $("#settings-message");
  message.textContent = text;
  message.dataset.kind = kind;
  if (kind === "error" && input) input.focus();
}

async function change(state, operations, label, input) {
  const done = await state.apply(operations, label);
  if (done) say(label, "info");
  else say(`Not changed: ${state.data.message}`, "error", input);
  return done;
}

export function setUpSettings(state) {
  offerScoring($("#settings-scoring"), $("#settings-pab"));
  show($("#settings-system"), ...Object.keys(facts.systems).map((name) => el("option", { value: name }, SYSTEM_NAMES[name] ?? name)));
  const form = (selector, handler) => $(selector).addEventListener("submit", (event) => {
    event.preventDefault();
    handler();
  });
  form("#name-form", () => {
    const input = $("#settings-name");
    const name = input.value.trim();
    const doc = state.data.doc;
    if (!name) {
      say("The name cannot be empty: the event keeps its name.", "error", input);
      return;
    }
    change(state, [{ op: "update_settings", name }], `Renamed “${doc.name}” to “${name}”.`, input);
  });
  form("#rounds-form", () => {
    const input = $("#rounds-input");
    const text = input.value.trim();
    const rounds = Number(text);
    if (!/^\d+$/.test(text) || rounds < 1 || rounds > 99) {
      say(`Rounds: “${text}” is not a whole number from 1 to 99.`, "error", input);
      return;
    }
    change(state, [{ op: "set_rounds", rounds }], `The event has ${rounds} rounds.`, input);
  });
  form("#system-form", () => {
    const system = $("#settings-system").value;
    change(state, [{ op: "set_system", system }], `Pairing system: ${SYSTEM_NAMES[system] ?? system}.`, $("#settings-system"));
  });
  form("#scoring-form", () => {
    const pointSystem = $("#settings-scoring").value;
    const { pab, error } = byePoints(pointSystem, $("#settings-pab").value);
    if (error) {
      say(error, "error", $("#settings-pab"));
      return;
    }
    change(state, [{ op: "set_scoring", system: pointSystem, points: { pab } }],
      `Scoring: ${$("#settings-scoring").selectedOptions[0].text}; the bye scores ${$("#settings-pab").selectedOptions[0].text}.`,
      $("#settings-scoring"));
  });
  form("#colour-form", () => {
    const colour = $("#settings-colour").value;
    change(state, [{ op: "update_settings", initial_colour: colour }],
      `The top player on board 1 of round 1 plays ${colour}.`, $("#settings-colour"));
  });
  form("#tiebreaks-form", async () => {
    const doc = state.data.doc;
    const codes = chosenTiebreaks(doc);
    const first = $("#tiebreak-add");
    // The engine's standings check the list first (unknown or repeated codes, named by position); only a list it
    // accepts is stored.
    try {
      await state.engine.call("event_standings", { event: { ...doc, settings: { ...doc.settings, tiebreaks: codes } } });
    } catch (error) {
      const text = `Tie-breaks not changed: ${errorText(error)}`;
      state.set({ message: text, messageKind: "error" });
      say(text, "error", first);
      return;
    }
    change(state, [{ op: "update_settings", tiebreaks: codes }],
      `Tie-breaks: ${codes.map(tiebreakName).join(", ") || "none"}.`, first);
  });

}
