// The "Pair a TRF file" panel: the director pastes a TRF or picks a file (read in the page as every file is, UTF-8
// or else Windows-1252, said so; never uploaded), and the engine pairs its next round by the Dutch system (a team
// event's file: its teams, by FIDE C.04.6) in its worker (op pair_trf), so the page stays responsive however long
// that takes. A file that does not say how many rounds the event has gets a field for the number. Names and file
// content reach the page only as text.
import { EngineError } from "./engine.js";
import { engineText, linesText, saidText } from "./engine-text.js";
import { el, show } from "./dom.js";
import { readTextFile } from "./files.js";
import { ruleText, ruleWords } from "./rule-words.js";
import { t } from "./i18n.js";

const LINE_BREAK = /\r\n|\r|\n/;

/** Pairing number -> name, from the TRF's 001 lines (number in columns 5-8, name in 15-47). */
export function namesFromTrf(text) {
  const names = new Map();
  for (const line of text.replace(/^\ufeff/, "").split(LINE_BREAK)) {
    if (!line.startsWith("001")) continue;
    const number = Number(line.slice(4, 8));
    if (Number.isInteger(number) && number > 0) names.set(number, line.slice(14, 47).trim());
  }
  return names;
}

/** The UTF-16 offset of a line and column in the textarea's text (which always breaks lines with \n). */
function offsetOf(text, line, column) {
  const lines = text.split("\n");
  const index = Math.min(Math.max(line, 1), lines.length) - 1;
  const start = lines.slice(0, index).reduce((sum, before) => sum + before.length + 1, 0);
  return start + [...lines[index]].slice(0, Math.max(column - 1, 0)).join("").length;
}


function playerCell(number, names) {
  const name = names.get(number);
  return el("td", {}, el("span", { className: "pno" }, String(number)), name ? ` ${name}` : null);
}

/** A team event's file is paired by its teams (op pair_trf answers `teams`): each row is a match, named by team. */
function pairingView(result, playerNames, explained) {
  const teams = result.teams !== null;
  const system = teams ? "team_swiss" : "dutch";
  const names = teams ? new Map(result.teams.map((team) => [team.number, team.name])) : playerNames;
  const rows = result.boards.map((board) => el("tr", {},
    el("td", { className: "num" }, String(board.board)),
    playerCell(board.white, names),
    playerCell(board.black, names),
    el("td", {}, ruleWords(system, board.colour_rule))));
  const count = t(teams ? "trf.count_matches" : "trf.count_boards", { count: result.boards.length });
  const bye = result.bye === null
    ? el("p", { className: "bye" }, t("trf.no_bye"))
    : el("p", { className: "bye" }, `${t(teams ? "trf.bye_team" : "trf.bye")} `,
      el("span", { className: "pno" }, String(result.bye)), names.get(result.bye) ? ` ${names.get(result.bye)}` : null);
  return [
    el("h3", { id: "trf-round", tabIndex: -1 }, t("trf.round_heading", { round: result.round, boards: count })),
    // What the engine read as meant or assumed in the file: the notes the command line prints too.
    result.notes.length ? el("ul", { className: "warnings" }, ...result.notes.map((note) => el("li", {}, ...ruleText(system, saidText(note)))))
      : null,
    el("table", { className: "pairings" },
      el("caption", {}, t(teams ? "trf.caption_teams" : "trf.caption", { round: result.round })),
      el("thead", {}, el("tr", {},
        el("th", { scope: "col" }, t(teams ? "trf.match" : "trf.board")),
        el("th", { scope: "col" }, t(teams ? "trf.white_team" : "trf.white")),
        el("th", { scope: "col" }, t(teams ? "trf.black_team" : "trf.black")),
        el("th", { scope: "col" }, t("trf.colour_rule")))),
      el("tbody", {}, ...rows)),
    bye,
    explained && result.explanation !== null
      ? el("div", { className: "explanation" }, el("h4", {}, t("trf.why")), el("pre", {}, ...ruleText(system, linesText(result.explanation_lines, result.explanation))))
      : null,
  ];
}

/** The alert for a failed pairing; a TRF error with a place gets a button that shows that place; a file without a
 * number of rounds gets a field for it and a button that pairs with it. */
function errorView(error, textarea, pairWith) {
  // A file with team records (310, or 013 lines) is paired by the team system, whose criteria it cites.
  const system = /^(?:310|013)/m.test(textarea.value) ? "team_swiss" : "dutch";
  const alert = el("div", { className: "alert", role: "alert", tabIndex: -1 });
  if (!(error instanceof EngineError)) {
    show(alert, el("p", {}, t("trf.failed", { error: error.message })));
    return alert;
  }
  const { line, column } = error.details;
  const place = Number.isInteger(line) && line > 0;
  show(alert,
    el("p", {}, ...ruleText(system, engineText(error))),
    error.code === "no_pairing" && error.details.rule
      ? el("p", {}, `${t("trf.blocking")} `, ...ruleText(system, error.details.rule), ".") : null,
    error.code === "no_rounds" ? roundsForm(pairWith) : null,
    place ? el("button", {
      type: "button",
      className: "link",
      onclick: () => {
        const offset = offsetOf(textarea.value, line, column);
        textarea.focus();
        textarea.setSelectionRange(offset, offset + 1);
      },
    }, t("trf.show_place", { line: String(line), column: String(column) })) : null);
  return alert;
}

function roundsForm(pairWith) {
  const input = el("input", { id: "trf-rounds", type: "number", inputMode: "numeric" });
  return el("div", { className: "actions" },
    el("label", { htmlFor: "trf-rounds" }, t("trf.rounds")), input,
    el("button", { type: "button", onclick: () => pairWith(Number(input.value)) }, t("trf.pair_with_rounds")));
}

/** Wire the panel to the engine; its button is enabled once the engine is ready. */
export function setUpTrfPanel(actions) {
  const $ = (selector) => document.querySelector(selector);
  const form = $("#trf-form");
  const textarea = $("#trf-text");
  const fileInput = $("#trf-file");
  const button = $("#trf-pair");
  const status = $("#trf-status");
  const result = $("#trf-result");
  let ready = false;
  let working = false;
  const enable = () => { button.disabled = !ready || working; };

  actions.ready.then(() => { ready = true; enable(); }, () => {});

  fileInput.addEventListener("change", async () => {
    const [file] = fileInput.files;
    if (!file) return;
    show(result);
    try {
      const read = await readTextFile(file);
      textarea.value = read.text.replace(/^\ufeff/, "");
      const lines = textarea.value.split(LINE_BREAK).filter((line) => line.trim()).length;
      status.textContent = [t("trf.read", { file: file.name, count: lines }), read.note, t("trf.press_pair")]
        .filter((part) => part).join(" ");
    } catch (error) {
      status.textContent = "";
      show(result, el("div", { className: "alert", role: "alert" },
        el("p", {}, t("trf.unreadable", { file: file.name, error: error.message }))));
    }
  });

  const pair = async (rounds) => {
    if (working) return;
    const text = textarea.value;
    const explained = $("#trf-explain").checked;
    working = true;
    enable();
    show(result);
    delete status.dataset.ms;
    status.textContent = t("trf.pairing");
    const started = performance.now();
    try {
      const pairing = await actions.pairTrf({ trf: text, explain: explained, ...(rounds === undefined ? {} : { rounds }) });
      const ms = Math.round(performance.now() - started);
      show(result, ...pairingView(pairing, namesFromTrf(text), explained));
      status.dataset.ms = String(ms);
      status.textContent = t("trf.paired", { round: pairing.round });
      $("#trf-round").focus();
    } catch (error) {
      status.textContent = t("trf.not_paired");
      const alert = errorView(error, textarea, pair);
      show(result, alert);
      alert.focus();
    } finally {
      working = false;
      enable();
    }
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    pair();
  });
}
