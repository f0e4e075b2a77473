// The Settings view: what is set once for an event (name, rounds, pairing system, scoring and the bye's value,
// the first colour, tie-breaks), each changed through the engine, which refuses what the event no longer allows
// (a new pairing system after round 1, say); its refusal is shown here, next to the setting.
import { el, show, withWhy } from "./dom.js";
import { errorText } from "./state.js";
import { facts } from "./facts.js";
import { schoolTiebreakText, systemLabel } from "./fact-words.js";
import { reasonsText, saidText } from "./engine-text.js";
import { byeChoice, byePoints, hasOwnRules, offerScoring, pairingSystemOf, scoringText } from "./formats.js";
import { activePlayers } from "./model.js";
import { roundTitle } from "./round-words.js";
import { systemSummary } from "./systems/summary.js";
import { tiebreakName, tiebreakPicker } from "./tiebreak-picker.js";
import { LANGUAGES, eventLanguage, language, points, t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

/** The settings in one line, as the director reads them. */
function summaryText(doc) {
  const settings = doc.settings;
  const own = systemSummary(doc);
  if (own) return own;
  const complete = doc.rounds.filter((round) => round.boards.every((board) => board.result !== null)).length;
  return t("settings.summary", { count: doc.players.length, complete, rounds: settings.rounds ?? "?",
    scoring: scoringText(settings.scoring.system), bye: points(settings.scoring.pab),
    tiebreaks: settings.tiebreaks.join(", ") || t("settings.none"),
    colour: settings.initial_colour === "white" ? t("settings.summary_white") : t("settings.summary_black") });
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
  const teams = settings.school_teams ?? null;
  set("#teams-best", teams?.best ?? facts.school_teams.best);
  set("#teams-tiebreak", teams?.tiebreak ?? "tiebreaks");
  set("#teams-apart", teams?.apart_until ?? "");
  const on = $("#teams-on");
  if (document.activeElement !== on) on.checked = teams !== null;
  fillDetails(doc);
}

// The event details' inputs and the keys of the document's `details` part they hold.
const DETAIL_INPUTS = [["#details-city", "city"], ["#details-federation", "federation"], ["#details-start", "start_date"],
  ["#details-end", "end_date"], ["#details-type", "type"], ["#details-chief", "chief_arbiter"],
  ["#details-time", "time_control"], ["#details-rating-kind", "rating_kind"], ["#details-language", "language"]];

/** The event details form: one date input per round of the event, each labelled with its round. */
function fillDetails(doc) {
  // An event made before it had a language speaks the director's until one is saved.
  const details = { ...doc.details, language: eventLanguage(doc) };
  for (const [selector, key] of DETAIL_INPUTS) {
    const input = $(selector);
    if (document.activeElement !== input) input.value = details[key] ?? "";
  }
  const deputies = $("#details-deputies");
  if (document.activeElement !== deputies) deputies.value = (details.deputy_arbiters ?? []).join("\n");
  const rounds = Math.max(doc.settings.rounds ?? 0, doc.rounds.length, (details.round_dates ?? []).length);
  const box = $("#details-rounds");
  if (box.contains(document.activeElement)) return;
  show(box, ...Array.from({ length: rounds }, (_, index) => [
    el("label", { htmlFor: `details-round-${index + 1}` }, t("settings.round_date", { round: roundTitle(doc, index + 1) })),
    el("input", { id: `details-round-${index + 1}`, type: "date", value: details.round_dates?.[index] ?? "" }),
  ]).flat());
}

/** The details as the form holds them, for set_details. */
function detailsOfForm() {
  const details = Object.fromEntries(DETAIL_INPUTS.map(([selector, key]) => [key, $(selector).value.trim()]));
  details.federation = details.federation.toUpperCase();
  details.deputy_arbiters = $("#details-deputies").value.split("\n").map((line) => line.trim()).filter(Boolean);
  const dates = [...$("#details-rounds").querySelectorAll("input")].map((input) => input.value);
  while (dates.length && !dates[dates.length - 1]) dates.pop();
  details.round_dates = dates;
  return details;
}

export function renderSettings(data, state) {
  const doc = data.doc;
  if (!doc) {
    filledFor = null;
    return;
  }
  for (const option of $("#settings-system").options) option.textContent = systemLabel(option.value);
  const pairingSystem = pairingSystemOf(doc);
  const started = doc.rounds.length > 0;
  $("#event-summary").textContent = summaryText(doc);
  $("#rounds-form").hidden = pairingSystem.counted_rounds || !pairingSystem.plays_rounds;
  // With a playoff after them (a Magic top cut), the rounds set here are the Swiss rounds.
  $("#rounds-form label").textContent = pairingSystem.playoff ? t("settings.swiss_rounds") : t("settings.rounds");
  // A system with standings of its own has no tie-break list to set.
  $("#tiebreak-picker").hidden = pairingSystem.own_standings;
  $("#scoring-form").hidden = hasOwnRules(doc.settings.system);
  $("#colour-form").hidden = !pairingSystem.colours || !["fide", "club"].includes(doc.settings.mode);
  for (const control of $("#colour-form").elements) control.disabled = started;
  for (const control of $("#system-form").elements) control.disabled = started;
  $("#system-hint").textContent = started ? t("settings.system_fixed") : "";
  $("#colour-hint").textContent = started ? t("settings.colour_fixed") : "";
  // Team scores come with a tie-break list's standings; keeping team-mates apart is never FIDE's rule.
  $("#teams-form").hidden = pairingSystem.own_standings || !pairingSystem.plays_rounds;
  const fide = doc.settings.mode === "fide";
  $("#teams-apart").disabled = fide;
  $("#teams-hint").textContent = fide ? saidText(facts.school_teams.fide_note) : "";
  fill(doc);
  adviseRounds(doc, state);
}

let advisedFor = null;
async function adviseRounds(doc, state) {
  const active = activePlayers(doc).length;
  const key = `${doc.id}:${active}:${doc.settings.mode}:${language()}`;
  if (!state.data.engineReady || advisedFor === key) return;
  advisedFor = key;
  try {
    const plan = await state.actions.planRounds("settings", active, doc.settings.mode);
    const reason = reasonsText(plan.reasons, plan.reason);
    show($("#rounds-advice"), ...(plan.recommended === null ? [reason]
      : withWhy(t(pairingSystemOf(doc).playoff ? "settings.advice_swiss" : "settings.advice",
        { players: active, count: plan.recommended, maximum: plan.maximum }), reason)));
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
  else say(t("settings.not_changed", { reason: state.data.message }), "error", input);
  return done;
}

export function setUpSettings(state) {
  offerScoring($("#settings-scoring"), $("#settings-pab"));
  show($("#details-language"), ...Object.entries(LANGUAGES).map(([code, name]) => el("option", { value: code, lang: code }, name)));
  show($("#settings-system"), ...Object.keys(facts.systems).map((name) => el("option", { value: name }, systemLabel(name))));
  const form = (selector, handler) => $(selector).addEventListener("submit", (event) => {
    event.preventDefault();
    handler();
  });
  form("#name-form", () => {
    const input = $("#settings-name");
    const name = input.value.trim();
    const doc = state.data.doc;
    if (!name) {
      say(t("settings.name_empty"), "error", input);
      return;
    }
    change(state, [{ op: "update_settings", name }], t("settings.renamed", { before: doc.name, name }), input);
  });
  form("#rounds-form", () => {
    const input = $("#rounds-input");
    const text = input.value.trim();
    const rounds = Number(text);
    if (!/^\d+$/.test(text) || rounds < 1 || rounds > 99) {
      say(t("settings.rounds_wrong", { text }), "error", input);
      return;
    }
    change(state, [{ op: "set_rounds", rounds }], t("settings.rounds_set", { count: rounds }), input);
  });
  form("#system-form", () => {
    const system = $("#settings-system").value;
    change(state, [{ op: "set_system", system }], t("settings.system_set", { system: systemLabel(system) }), $("#settings-system"));
  });
  form("#scoring-form", () => {
    const pointSystem = $("#settings-scoring").value;
    const { pab, error } = byePoints(pointSystem, $("#settings-pab").value);
    if (error) {
      say(error, "error", $("#settings-pab"));
      return;
    }
    change(state, [{ op: "set_scoring", system: pointSystem, points: { pab } }],
      t("settings.scoring_set", { scoring: $("#settings-scoring").selectedOptions[0].text, bye: $("#settings-pab").selectedOptions[0].text }),
      $("#settings-scoring"));
  });
  form("#colour-form", () => {
    const colour = $("#settings-colour").value;
    change(state, [{ op: "update_settings", initial_colour: colour }],
      colour === "white" ? t("settings.colour_white") : t("settings.colour_black"), $("#settings-colour"));
  });
  form("#details-form", () => {
    change(state, [{ op: "set_details", ...detailsOfForm() }], t("settings.details_saved"), $("#details-city"));
  });
  show($("#teams-tiebreak"), ...Object.keys(facts.school_teams.tiebreaks).map((value) => {
    const words = schoolTiebreakText(value);
    return el("option", { value }, words[0].toUpperCase() + words.slice(1));
  }));
  form("#teams-form", () => {
    const doc = state.data.doc;
    if (!$("#teams-on").checked) {
      if (doc.settings.school_teams) change(state, [{ op: "clear_team_scores" }], t("settings.teams_off"), $("#teams-on"));
      else say(t("settings.teams_are_off"), "info");
      return;
    }
    const read = (selector) => {
      const text = $(selector).value.trim();
      return text === "" ? null : /^\d+$/.test(text) ? Number(text) : text;
    };
    const best = read("#teams-best");
    const apart = doc.settings.mode === "fide" ? null : read("#teams-apart");
    for (const [value, selector, key] of [[best, "#teams-best", "settings.best_wrong"], [apart, "#teams-apart", "settings.apart_wrong"]]) {
      if (typeof value === "string") {
        say(t(key, { value }), "error", $(selector));
        return;
      }
    }
    const tiebreak = $("#teams-tiebreak").value;
    change(state, [{ op: "set_team_scores", best, tiebreak, apart_until: apart }],
      t(apart ? "settings.teams_set_apart" : "settings.teams_set", { best, tiebreak: facts.school_teams.tiebreaks[tiebreak], round: apart }),
      $("#teams-best"));
  });
  form("#tiebreaks-form", async () => {
    const doc = state.data.doc;
    const codes = chosenTiebreaks(doc);
    const first = $("#tiebreak-add");
    // The engine's standings check the list first (unknown or repeated codes, named by position); only a list it
    // accepts is stored.
    try {
      await state.actions.standingsOf({ ...doc, settings: { ...doc.settings, tiebreaks: codes } });
    } catch (error) {
      const text = t("settings.tiebreaks_not_changed", { reason: errorText(error) });
      state.set({ message: text, messageKind: "error" });
      say(text, "error", first);
      return;
    }
    change(state, [{ op: "update_settings", tiebreaks: codes }],
      t("settings.tiebreaks_set", { tiebreaks: codes.map(tiebreakName).join(", ") || t("settings.none") }), first);
  });

}

// ------------------------------------------------------------------------------------------- tie-breaks

let draft = null; // { id, saved, codes }: the open event's list as the director is arranging it

/** The picker in the event's tie-break form, drawn again only when another event opens or its stored list
 * changes, so a list being arranged is not lost to a re-render. */
export function renderTiebreaks(data) {
  const doc = data.doc;
  if (!doc) return;
  const saved = doc.settings.tiebreaks.join(",");
  if (draft && draft.id === doc.id && draft.saved === saved && draft.language === language()) return;
  draft = { id: doc.id, saved, codes: draft?.id === doc.id && draft.saved === saved ? draft.codes : [...doc.settings.tiebreaks],
    language: language() };
  show($("#tiebreaks-picker"), tiebreakPicker(doc.settings.system, draft.codes, (codes) => { draft.codes = codes; }));
}

/** The list the director has arranged for the open event `doc`, or its stored list when nothing was arranged. */
export function chosenTiebreaks(doc) {
  return draft?.id === doc.id ? draft.codes : doc.settings.tiebreaks;
}

export function setUpTiebreaks(state) {
  state.onEventChange(() => { draft = null; });
}
