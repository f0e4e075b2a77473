// The new-event form: one question ("What are you running?", a pairing system and the rules it runs under) and
// the rest folded under "More options" with the defaults of that choice: each system's options, rounds with the
// engine's advice for the expected field, scoring, the bye's value, tie-breaks and the first colour. It can be
// filled in and sent while the engine loads: the event is created as soon as the engine answers.
import { el, show, waitsForEngine, withWhy } from "./dom.js";
import { errorText } from "./state.js";
import { facts } from "./facts.js";
import { presetLabel } from "./fact-words.js";
import { reasonsText } from "./engine-text.js";
import { byePoints, hasOwnRules, offerScoring } from "./formats.js";
import { onLanguageChange, t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

// Each mode's tie-break preset; its point system is the engine's default for the mode.
/** The chosen pairing system and mode: the question's answer is "system:mode". */
function chosen() {
  const [system, mode] = $("#new-kind").value.split(":");
  return { system, mode };
}

/** The chosen pairing system's options from its block's inputs: a checkbox gives true/false, a number or a
 * numeric choice a number, anything else its text. */
function systemOptions(pairingSystem) {
  const options = {};
  for (const input of document.querySelectorAll(`#new-event-form [data-system="${pairingSystem}"] [data-option]`)) {
    if (input.type === "checkbox") options[input.dataset.option] = input.checked;
    else if (input.value !== "" && /^-?\d+$/.test(input.value)) options[input.dataset.option] = Number(input.value);
    else options[input.dataset.option] = input.value;
  }
  return options;
}

/** Each option input starts at the engine's default for it, a number within the engine's bounds. */
function optionDefaults() {
  for (const input of document.querySelectorAll("#new-event-form [data-system] [data-option]")) {
    const option = facts.systems[input.closest("[data-system]").dataset.system].options[input.dataset.option];
    if (input.type === "checkbox") {
      input.defaultChecked = option.default;
    } else if (input.tagName === "SELECT") {
      for (const choice of input.options) choice.defaultSelected = Number(choice.value) === option.default;
    } else {
      Object.assign(input, { min: String(option.low), max: String(option.high), defaultValue: String(option.default) });
    }
  }
}

/** A fresh random pairing seed for every new event (kept in its box, so a judge can note it or type another). */
function drawSeed() {
  const seed = $("#new-seed");
  // Setting the default too makes the form's reset (after creating an event) show the new one.
  seed.defaultValue = String(crypto.getRandomValues(new Uint32Array(1))[0] % 2147483648);
  seed.value = seed.defaultValue;
}

/** The form follows the answer: the system's own options, the fields its rules leave to the director, and the
 * defaults of that kind of event (a round robin's tie-breaks without Buchholz and a sit-out that scores nothing,
 * a knockout without tie-breaks, the rules' own scoring for Magic and Counter-Strike). */
function follow() {
  const { system, mode } = chosen();
  const pairingSystem = facts.systems[system];
  for (const block of document.querySelectorAll("#new-event-form [data-system]")) block.hidden = block.dataset.system !== system;
  $("#new-scoring").value = facts.modes[mode].point_system;
  const own = hasOwnRules(system);
  const preset = pairingSystem.tiebreak_preset[mode];
  $("#new-tiebreaks").value = preset;
  $("#new-pab").value = pairingSystem.suggested_bye;
  for (const selector of ["#new-scoring", "#new-pab", "#new-tiebreaks"]) $(selector).disabled = own;
  // C.07 (2026), note to Art. 8: no Buchholz family in a round robin: presets with a tie-break the system does
  // not allow are not offered.
  for (const option of $("#new-tiebreaks").options) {
    option.disabled = Boolean(facts.tiebreak_presets[option.value].teams) !== pairingSystem.teams
      || (pairingSystem.tiebreaks !== null
      && !facts.tiebreak_presets[option.value].codes.every((code) => pairingSystem.tiebreaks.includes(code)));
  }
  // No number of rounds to type (nor advice on it) where the engine counts them from the players; the count
  // where it is fixed.
  const fromPlayers = pairingSystem.counted_rounds && pairingSystem.fixed_rounds === null;
  for (const selector of ["label[for='new-expected']", "#new-expected", "label[for='new-rounds']", "#new-rounds",
    "#new-rounds-advice"]) $(selector).hidden = fromPlayers || !pairingSystem.plays_rounds;
  if (fromPlayers || !pairingSystem.plays_rounds) $("#new-rounds").value = "";
  else if (pairingSystem.fixed_rounds !== null) $("#new-rounds").value = String(pairingSystem.fixed_rounds);
  const colours = pairingSystem.colours && (mode === "fide" || mode === "club");
  for (const selector of ["label[for='new-colour']", "#new-colour"]) $(selector).hidden = !colours;
  sayKind();
}

/** The hint under the question, for the answer chosen. */
function sayKind() {
  const { system, mode } = chosen();
  const pairingSystem = facts.systems[system];
  const fromPlayers = pairingSystem.counted_rounds && pairingSystem.fixed_rounds === null;
  $("#new-kind-hint").textContent = kindHint(system, mode, pairingSystem.tiebreak_preset[mode], fromPlayers);
}

/** What the answer sets up, in a sentence: the defaults the director may change under "More options". */
function kindHint(system, mode, preset, fromPlayers) {
  const scoring = $("#new-scoring").selectedOptions[0].text;
  if (hasOwnRules(system)) return t("new_event.own_rules");
  if (!facts.systems[system].plays_rounds) return t("new_event.scoring", { scoring });
  const codes = facts.tiebreak_presets[preset].codes;
  const words = { scoring, tiebreaks: codes.join(", ") };
  const hint = fromPlayers ? (codes.length ? t("new_event.hint_counted", words) : t("new_event.hint_counted_none", words))
    : (codes.length ? t("new_event.hint", words) : t("new_event.hint_none", words));
  return mode === "fide" ? `${hint} ${t("new_event.fide_no_rematch")}` : hint;
}

export function setUpNewEvent(state) {
  offerScoring($("#new-scoring"), $("#new-pab"));
  optionDefaults();
  drawSeed();
  const form = $("#new-event-form");
  const tiebreaks = $("#new-tiebreaks");
  const namePresets = () => {
    for (const option of tiebreaks.options) option.textContent = presetLabel(option.value);
  };
  show(tiebreaks, ...Object.keys(facts.tiebreak_presets).map((key) => el("option", { value: key })));
  namePresets();
  const advice = $("#new-rounds-advice");
  async function adviseRounds() {
    const players = Number($("#new-expected").value);
    if (!Number.isInteger(players) || players < 2 || !state.data.engineReady) {
      advice.textContent = t("new_event.enter_expected");
      return;
    }
    try {
      const plan = await state.actions.planRounds("new event", players, chosen().mode);
      show(advice, ...withWhy(t("new_event.recommended", { count: plan.recommended, maximum: plan.maximum }),
        reasonsText(plan.reasons, plan.reason)));
      if (!$("#new-rounds").value) $("#new-rounds").value = String(plan.recommended);
    } catch (error) {
      advice.textContent = errorText(error);
    }
  }
  $("#new-kind").addEventListener("change", () => { follow(); adviseRounds(); });
  // The hint and the advice are sentences of the page's language: said again in another (what the director chose
  // stays as it is).
  onLanguageChange(() => { sayKind(); adviseRounds(); namePresets(); });
  $("#new-expected").addEventListener("input", adviseRounds);
  state.actions.ready.then(adviseRounds, () => {});
  // A knockout has either a third-place match or a losers' bracket, never both.
  const third = $("#new-third-place");
  const double = $("#new-double-elimination");
  third.addEventListener("change", () => { if (third.checked) double.checked = false; });
  double.addEventListener("change", () => { if (double.checked) third.checked = false; });
  follow();
  // Never disabled while the engine loads: the event is created once it answers.
  waitsForEngine($("#new-create"), false, state.data.busy);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const error = $("#new-error");
    const status = $("#new-status");
    const fail = (text, input) => {
      status.textContent = "";
      error.textContent = text;
      error.hidden = false;
      if (input.closest("details")) input.closest("details").open = true;
      input.focus();
    };
    error.hidden = true;
    const name = $("#new-name").value.trim();
    if (!name) return fail(t("new_event.name_missing"), $("#new-name"));
    const roundsText = $("#new-rounds").value.trim();
    const rounds = roundsText === "" ? null : Number(roundsText);
    if (rounds !== null && !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 99)) {
      return fail(t("new_event.rounds_wrong", { text: roundsText }), $("#new-rounds"));
    }
    const pointSystem = $("#new-scoring").value;
    const { pab, error: byeError } = byePoints(pointSystem, $("#new-pab").value);
    if (byeError) return fail(byeError, $("#new-pab"));
    const { system, mode } = chosen();
    status.textContent = state.data.engineReady ? t("state.creating") : t("new_event.creating_when_ready");
    const created = await state.createEvent({
      name, mode, rounds, initialColour: $("#new-colour").value, pointSystem, pab,
      tiebreaks: facts.tiebreak_presets[tiebreaks.value].codes, pairingSystem: system, options: systemOptions(system),
    });
    if (created) {
      status.textContent = "";
      form.reset();
      $("#new-more").open = false;
      drawSeed();
      follow();
      $("#event-title").focus();
    } else {
      fail(state.data.message, $("#new-name"));
    }
  });
}
