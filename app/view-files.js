// Files in and out, and text for a chat. On the list of events: open an event from a file (a TRF from another
// program becomes a new event after a preview, several TRF files the sections of one; a SwissPair JSON backup comes
// in as every event from outside does, through incoming.js). In an open event: export TRF-2026 for a rating report
// (an event of sections: one file per section, as FIDE rates each), import players from a CSV file (preview with
// every bad line named, a section column placing each player in their section, nothing imported until the director
// confirms), and copy the pairings of a round or the standings as text aligned for monospace. Every conversion is
// the engine's (event_import_trf, event_import_trf_sections, event_to_trf, event_trf_files, roster_from_csv,
// event_text, event_csv); this module shows what it answers. The standings and the players also leave as CSV files in
// the event's language (csv-export.js). File content reaches the page only as text.
import { EngineError } from "./engine.js";
import { saidText, textWords } from "./engine-text.js";
import { el, show, waitsForEngine } from "./dom.js";
import { copyText, fileName, readTextFile, saveText } from "./files.js";
import { receiveEvent, refuse } from "./incoming.js";
import { errorText, newId } from "./state.js";
import { playerOf, showRosterPreview } from "./roster-preview.js";
import { entryOperations } from "./roster-sections.js";
import { sectionViews, sectionsOf } from "./sections.js";
import { completeEverywhere, completeRounds } from "./model.js";
import { csvHint, saveCsv } from "./csv-export.js";
import { eventLanguage, t, withLanguage } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);
const PREVIEW_ROWS = 30;

// The page holds the whole open event (`event`) apart from the section it shows (`doc`): files are the event's.
const wholeEvent = (data) => data.event;
const everyPlayer = (doc) => sectionViews(doc).flatMap((group) => group.players);

/** A file's line, for quoting it next to an error that names it. */
function lineOf(text, number) {
  const line = text.replace(/^\ufeff/, "").split(/\r\n|\r|\n/)[number - 1];
  return line === undefined ? null : line.replace(/\s+$/, "");
}

function alertBox(...children) {
  return el("div", { className: "alert", role: "alert" }, ...children);
}

/** An engine error about a file: its message, and the line it names quoted with a caret under the column. */
function fileError(error, text, what) {
  const details = error instanceof EngineError ? error.details : {};
  const parts = [el("p", {}, el("strong", {}, `${t("files.nothing_imported")} `), t("files.error_what", { what, error: errorText(error) }))];
  if (Number.isInteger(details.line) && details.line > 0) {
    const line = lineOf(text, details.line);
    if (line !== null) {
      const column = Number.isInteger(details.column) && details.column > 0 ? details.column : null;
      parts.push(el("p", {}, column ? t("files.line_column", { line: String(details.line), column: String(column) })
        : t("files.line", { line: String(details.line) })),
        el("pre", { className: "file-line" }, line + (column ? `\n${" ".repeat(column - 1)}^` : "")));
    }
  }
  return alertBox(...parts);
}

// ------------------------------------------------------------------------------------- open an event from a file

/** A SwissPair JSON backup: parsed here, then the way every event from outside comes in (incoming.js: the engine
 * checks and upgrades it; the same event already here offers replace, keep both or cancel). The browser's parser
 * does not say where a syntax error is, so the engine reads a broken file again to name the line and column. */
async function openJson(state, text, file) {
  const source = t("files.source_file", { file: file.name });
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    let why = t("files.not_json", { file: file.name, error: error.message });
    try {
      await state.actions.readJson(text);
    } catch (located) {
      // The engine's sentence names "the file"; the page names which.
      if (located instanceof EngineError && located.code === "bad_json") {
        why = t("files.json_refused", { file: file.name, reason: located.message.replace(/^The file /, "") });
      }
    }
    return refuse(why, { source });
  }
  return receiveEvent(state, doc, { source });
}

/** Who a file's event or section holds: a team file's teams are said first. */
function whoPlays(part) {
  const players = t("files.count_players", { count: part.players.length });
  return part.teams ? t("files.teams_and_players", { teams: t("files.count_teams", { count: part.teams.list.length }),
    players }) : players;
}

/** What the engine says of a file it read, in the page's language: its notes (what was read as meant or assumed)
 * and the import's warnings, each {text, key, params}. */
const fileNotes = (read) => [...read.notes, ...read.warnings].map(saidText);

/** The engine's reading of a TRF file: what the file holds, what was read as meant or assumed (the engine's notes:
 * the same the command line prints), and, when the file does not say how many rounds the event has, a field for it
 * (the file is read again with it before the event is made). */
function trfPreview(result, file, state, area, input, importTrf) {
  const doc = result.event;
  const played = completeRounds(doc);
  const players = [...doc.players].sort((a, b) => (a.tpn ?? 0) - (b.tpn ?? 0));
  const notes = fileNotes(result);
  const who = whoPlays(doc);
  const cancel = () => {
    input.value = "";
    show(area, el("p", { className: "status" }, t("files.nothing_imported_from", { file: file.name })));
  };
  const rounds = doc.settings.rounds === null
    ? el("input", { id: "import-rounds", type: "number", inputMode: "numeric", required: true })
    : null;
  const problem = el("p", { className: "alert", role: "alert", hidden: true });
  const create = async () => {
    let made = doc;
    if (rounds) {  // the engine checks the number (at least the rounds played, at most what a TRF holds)
      try {
        made = (await importTrf({ rounds: Number(rounds.value) })).event;
      } catch (error) {
        problem.hidden = false;
        problem.textContent = errorText(error);
        rounds.focus();
        return;
      }
    }
    input.value = "";
    show(area);
    state.addEvent(made, t("files.created_from_trf", { name: made.name, file: file.name, who,
      rounds: t("files.rounds_played", { count: played }) }));
  };
  const summary = { name: doc.name || t("files.no_name"), who, count: played, total: doc.settings.rounds ?? "?",
    paired: doc.rounds.length, program: result.program };
  show(area,
    el("h4", { tabIndex: -1 }, t("files.preview_of", { file: file.name })),
    el("p", { className: "import-summary" }, trfSummary(summary, doc.rounds.length > played)),
    notes.length ? el("ul", { className: "warnings" }, ...notes.map((note) => el("li", {}, note))) : null,
    el("table", { className: "roster import-preview" },
      el("caption", {}, players.length > PREVIEW_ROWS ? t("files.first_players", { shown: PREVIEW_ROWS, count: players.length })
        : t("roster.heading")),
      el("thead", {}, el("tr", {}, ...[t("roster.number"), t("roster.name"), t("roster.rating")].map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...players.slice(0, PREVIEW_ROWS).map((p) => el("tr", {},
        el("td", { className: "num" }, String(p.tpn ?? "")), el("td", {}, p.name),
        el("td", { className: "num" }, p.rating ? String(p.rating) : t("roster.unrated")))))),
    rounds ? el("div", { className: "actions" },
      el("label", { htmlFor: "import-rounds" }, t("files.rounds_unknown")), rounds) : null,
    rounds ? problem : null,
    el("div", { className: "actions" },
      el("button", { type: "button", onclick: create }, t("files.create")),
      el("button", { type: "button", onclick: cancel }, t("roster.cancel"))));
  area.querySelector("h4").focus();
}

/** What a TRF file holds, in one sentence: who, how many rounds of how many are played (and one paired beyond), and
 * the program that wrote it. */
function trfSummary({ program, ...words }, inProgress) {
  const keys = program
    ? (inProgress ? "files.summary_paired_program" : "files.summary_program")
    : (inProgress ? "files.summary_paired" : "files.summary");
  return t(keys, { program, ...words });
}

/** Several TRF files, read as the sections of one new event (event_import_trf_sections): what each section holds and
 * what was read as meant or assumed, then Create or Cancel. */
async function openTrfSet(state, files, input, area) {
  const names = files.map((file) => file.name).join(", ");
  show(area, el("p", { className: "status" }, t("files.reading", { file: names })));
  let texts;
  try {
    texts = await Promise.all(files.map(readTextFile));
  } catch (error) {
    show(area, alertBox(el("p", {}, t("files.nothing_imported_why", { error: error.message }))));
    return;
  }
  let result;
  try {
    result = await state.actions.importTrfSections({ id: newId(), at: new Date().toISOString(),
      files: texts.map((read, index) => ({ text: read.text, name: files[index].name.replace(/\.[^.]*$/, ""),
        encoding: read.encoding === "UTF-8" ? "UTF-8" : "Windows-1252" })) });
  } catch (error) {
    const index = Number((error instanceof EngineError ? error.field ?? "" : "").match(/^args\.files\[(\d+)\]/)?.[1]);
    show(area, Number.isInteger(index) && texts[index]
      ? fileError(error, texts[index].text, t("files.not_trf", { file: files[index].name }))
      : alertBox(el("p", {}, t("files.nothing_imported_from_why", { file: names, error: errorText(error) }))));
    return;
  }
  const made = result.event;
  const cancel = () => {
    input.value = "";
    show(area, el("p", { className: "status" }, t("files.nothing_imported_from", { file: names })));
  };
  const create = () => {
    input.value = "";
    show(area);
    state.addEvent(made, t("files.created_from_trf_files", { name: made.name, count: files.length }));
  };
  show(area,
    el("h4", { tabIndex: -1 }, t("files.preview_of_files", { count: files.length })),
    el("p", { className: "import-summary" }, t("files.sections_summary", { name: made.name || t("files.no_name"),
      count: made.sections.length })),
    el("ul", { className: "section-files" }, ...made.sections.map((section, index) => {
      const read = result.files[index];
      const notes = fileNotes(read);
      return el("li", {},
        t(read.program ? "files.section_file_program" : "files.section_file", { name: section.name,
          file: files[index].name, who: whoPlays(section),
          count: completeRounds(section), total: section.settings.rounds ?? "?", program: read.program }),
        notes.length ? el("ul", { className: "warnings" }, ...notes.map((note) => el("li", {}, note))) : null);
    })),
    el("div", { className: "actions" },
      el("button", { type: "button", onclick: create }, t("files.create")),
      el("button", { type: "button", onclick: cancel }, t("roster.cancel"))));
  area.querySelector("h4").focus();
}

async function openFile(state, input, area) {
  if (input.files.length > 1) return openTrfSet(state, [...input.files], input, area);
  const [file] = input.files;
  if (!file) return;
  show(area, el("p", { className: "status" }, t("files.reading", { file: file.name })));
  let read;
  try {
    read = await readTextFile(file);
  } catch (error) {
    show(area, alertBox(el("p", {}, t("files.unreadable", { file: file.name, error: error.message }))));
    return;
  }
  const text = read.text.replace(/^\ufeff/, "");
  if (text.trimStart().startsWith("{") || /\.json$/i.test(file.name)) {
    input.value = "";
    show(area);
    await openJson(state, text, file);
    return;
  }
  // The engine says what the file holds and names the encoding itself, as the command line does for the same bytes.
  const args = {
    trf: read.text, id: newId(), at: new Date().toISOString(), name: file.name.replace(/\.[^.]*$/, ""),
    encoding: read.encoding === "UTF-8" ? "UTF-8" : "Windows-1252",
  };
  // Through the state, which then knows the event made as the one the engine holds: opened, its rounds are asked for
  // by its key, not by sending (and checking again) the whole of a large event.
  const importTrf = (more) => state.actions.importTrf({ ...args, ...more });
  try {
    trfPreview(await importTrf({}), file, state, area, input, importTrf);
  } catch (error) {
    show(area, fileError(error, read.text, t("files.not_trf", { file: file.name })));
  }
}

function setUpOpenFile(state) {
  const panel = $("#open-file-panel");
  // Several TRF files at once are the sections of one event.
  const input = el("input", { id: "open-file", type: "file", accept: ".trf,.txt,.json,text/plain,application/json",
    multiple: true });
  const area = el("div", { id: "open-file-result", ariaLive: "polite" });
  show(panel,
    el("h3", { dataset: { i18n: "files.open_heading" } }, t("files.open_heading")),
    el("label", { htmlFor: "open-file", dataset: { i18n: "files.open_help" } }, t("files.open_help")),
    el("div", {}, input), area);
  input.disabled = !state.data.engineReady;
  state.actions.ready.then(() => { input.disabled = false; }, () => {});
  input.addEventListener("change", () => openFile(state, input, area));
}

// ----------------------------------------------------------------------------------------------- TRF export

/** An event of sections: a button per section that saves its file (a click each, as browsers let a page save one
 * file per click), with what each file cannot hold. */
async function exportSectionFiles(state, whole, status) {
  try {
    const { files } = await state.actions.trfFiles(whole);
    show(status,
      el("p", {}, t("files.trf_per_section")),
      el("ul", { className: "section-files" }, ...files.map((file) => {
        const name = fileName(`${whole.name} ${file.name}`, "trf");
        return el("li", {},
          el("button", { type: "button", className: "secondary",
            onclick: () => saveText(file.trf, name, "text/plain;charset=utf-8") }, t("files.save_file", { file: name })),
          file.warnings.length ? el("ul", { className: "warnings" }, ...file.warnings.map((w) => el("li", {}, saidText(w)))) : null);
      })));
  } catch (error) {
    show(status, alertBox(el("p", {}, t("files.trf_files_failed", { error: errorText(error) }))));
  }
}

async function exportTrf(state, status) {
  const whole = wholeEvent(state.data);
  if (sectionsOf(whole).length) return exportSectionFiles(state, whole, status);
  const doc = state.data.doc;
  try {
    const { trf, warnings } = await state.actions.toTrf(doc);
    saveText(trf, fileName(doc.name, "trf"), "text/plain;charset=utf-8");
    show(status, el("p", {}, t("files.trf_saved", { file: fileName(doc.name, "trf") })),
      warnings.length ? el("ul", { className: "warnings" }, ...warnings.map((w) => el("li", {}, saidText(w)))) : null);
  } catch (error) {
    show(status, alertBox(el("p", {}, t("files.trf_failed", { error: errorText(error) }))));
  }
}

async function exportCsv(state, kind, status) {
  try {
    show(status, el("p", {}, t("csv.saved", await saveCsv(state.actions, wholeEvent(state.data), kind))));
  } catch (error) {
    show(status, alertBox(el("p", {}, t("csv.failed", { error: errorText(error) }))));
  }
}

// ------------------------------------------------------------------------------------------ CSV roster import

/** The operations that add a list's players (`rows`), each to the section its row names (those without one to the
 * section shown), after the sections the list makes (`made`: their names, in order; in an event of one section the
 * first names its players' section). A section with a round paired takes a late entry. */
async function addOperations(state, rows, made) {
  const whole = wholeEvent(state.data);
  const sections = sectionsOf(whole);
  const key = (name) => name.trim().replace(/\s+/g, " ").toLowerCase();
  const ids = new Map(sections.map((section) => [key(section.name), section.id]));
  const operations = [];
  let last = sections.length ? Math.max(...sections.map((section) => section.id)) : 1;
  made.forEach((name, index) => {
    if (!sections.length && index === 0 && made.length > 1) {
      ids.set(key(name), 1);  // the event's players' section, named as the list names it
      return;
    }
    const first = !sections.length && index === 1 ? { first_name: made[0] } : {};
    operations.push({ op: "add_section", name, ...first, section: null });
    last += 1;
    ids.set(key(name), last);
  });
  const players = rows.map((row) => ({ player: playerOf(row), section: row.section ? ids.get(key(row.section)) : undefined }));
  return [...operations, ...await entryOperations(state, players)];
}

// The CSV file's summary by the separator the engine found in it (its name for it: tab, semicolon, comma).
const DELIMITERS = {
  comma: { header: "files.csv_summary_comma_header", plain: "files.csv_summary_comma" },
  semicolon: { header: "files.csv_summary_semicolon_header", plain: "files.csv_summary_semicolon" },
  tab: { header: "files.csv_summary_tab_header", plain: "files.csv_summary_tab" },
};

/** The CSV preview's caption: as late entries from `round` (null: before round 1), after the sections made first. */
function csvCaption(round, made) {
  const words = { round, count: made.length, sections: made.join(", ") };
  if (made.length) return t(round ? "files.csv_caption_late_sections" : "files.csv_caption_sections", words);
  return t(round ? "files.csv_caption_late" : "files.csv_caption", words);
}

function csvPreview(read, file, note, state, area, input, again) {
  const late = state.data.doc.rounds.length > 0;
  const finish = (text) => {
    input.value = "";
    show(area, el("p", { className: "status" }, text));
  };
  const words = { file: file.name, count: read.players.length, header: read.header?.filter((h) => h).join(", ") };
  const separated = DELIMITERS[read.delimiter];
  const summary = el("p", { className: "import-summary" }, t(read.header ? separated.header : separated.plain, words));
  const made = read.new_sections ?? [];
  // Sections the file names that the event lacks: made only when the director asks, so that a typo makes none.
  const unknown = read.unknown_sections?.length
    ? el("div", { className: "actions" },
      el("button", { type: "button", className: "secondary", onclick: again },
        t("files.csv_create_sections", { count: read.unknown_sections.length, sections: read.unknown_sections.join(", ") })))
    : null;
  const table = el("div");
  showRosterPreview(table, read, {
    caption: csvCaption(late ? state.data.doc.rounds.length + 1 : null, made),
    onCancel: () => finish(t("files.csv_nothing_added", { file: file.name })),
    onAdd: async (rows) => {
      const words = { count: rows.length, file: file.name,
        made: t("files.made_sections", { count: made.length, sections: made.join(", ") }) };
      const label = made.length ? t("files.csv_added_sections", words) : t("files.csv_added", words);
      if (await state.apply(await addOperations(state, rows, made), label, t("roster.adding"))) finish(label);
    },
  });
  show(area, summary, note ? el("p", { className: "note" }, note) : null, unknown, table);
}

async function readCsv(state, input, area, newSections = false) {
  const [file] = input.files;
  if (!file) return;
  show(area, el("p", { className: "status" }, t("files.reading", { file: file.name })));
  try {
    const read = await readTextFile(file);
    const whole = wholeEvent(state.data);
    const names = sectionsOf(whole).map((section) => section.name);
    const result = await state.actions.rosterFromCsv(read.text, everyPlayer(whole).map((p) => p.name), names,
      newSections);
    csvPreview(result, file, read.note, state, area, input, () => readCsv(state, input, area, true));
  } catch (error) {
    input.value = "";
    show(area, alertBox(el("p", {}, t("files.nothing_imported_from_why", { file: file.name, error: errorText(error) }))));
  }
}

// -------------------------------------------------------------------------------------------- copy as text

// What copying says, by what is copied.
const COPY_WORDS = {
  pairings: { writing: "files.copy_writing_pairings", failed: "files.copy_failed_pairings",
    label: "files.copy_label_pairings", copied: "files.copied_pairings" },
  standings: { writing: "files.copy_writing_standings", failed: "files.copy_failed_standings",
    label: "files.copy_label_standings", copied: "files.copied_standings" },
};

/** Copy the pairings or the standings as text, in the event's language (its players read it). */
async function copy(state, args, area) {
  const words = COPY_WORDS[args.kind];
  show(area, el("p", { className: "status" }, t(words.writing, args)));
  let text;
  try {
    const language = await withLanguage(eventLanguage(wholeEvent(state.data)), textWords);
    ({ text } = await state.actions.text(state.data.doc, { ...args, words: language }));
  } catch (error) {
    show(area, alertBox(el("p", {}, t(words.failed, { ...args, error: errorText(error) }))));
    return;
  }
  const copied = await copyText(text);
  const box = el("textarea", {
    className: "copy-text", readOnly: true, rows: Math.min(text.split("\n").length, 24), spellcheck: false,
    wrap: "off", ariaLabel: t(words.label, args),
  });
  box.value = text;
  show(area,
    el("p", { className: "status", role: "status" }, copied
      ? t(words.copied, args) : t("files.copy_refused")),
    box);
  if (!copied) {
    box.focus();
    box.select();
  }
}

function setUpEventFiles(state) {
  const status = el("div", { id: "trf-export-status", ariaLive: "polite" });
  const csvStatus = el("div", { id: "csv-export-status", ariaLive: "polite" });
  const round = el("select", { id: "copy-round" });
  const copyArea = el("div", { id: "copy-result" });
  // The fixed words, each element with its key (drawn again when the language changes).
  const words = (tag, key, properties = {}) => el(tag, { ...properties, dataset: { i18n: key } }, t(key));
  show($("#files-panel"),
    el("div", { className: "actions" },
      words("button", "files.export_trf", { id: "export-trf", type: "button", onclick: () => exportTrf(state, status) }),
      words("span", "files.export_trf_hint", { className: "hint" })),
    status,
    el("div", { className: "actions" },
      words("button", "csv.export_standings", { id: "export-standings-csv", type: "button",
        onclick: () => exportCsv(state, "standings", csvStatus) }),
      words("button", "csv.export_players", { id: "export-players-csv", type: "button",
        onclick: () => exportCsv(state, "players", csvStatus) }),
      el("span", { id: "csv-export-hint", className: "hint" })),
    csvStatus,
    words("h4", "files.copy_heading"),
    el("div", { className: "actions" },
      words("label", "roster.round", { htmlFor: "copy-round" }), round,
      words("button", "files.copy_pairings", { id: "copy-pairings", type: "button",
        onclick: () => copy(state, { kind: "pairings", round: Number(round.value) }, copyArea) }),
      words("button", "files.copy_standings", { id: "copy-standings", type: "button",
        onclick: () => copy(state, { kind: "standings" }, copyArea) })),
    copyArea);

  const csvInput = el("input", { id: "csv-file", type: "file", accept: ".csv,.tsv,.txt,text/csv,text/plain" });
  const csvArea = el("div", { id: "csv-preview", ariaLive: "polite" });
  show($("#csv-panel"), words("label", "files.csv_help", { htmlFor: "csv-file" }), csvInput, csvArea);
  csvInput.addEventListener("change", () => readCsv(state, csvInput, csvArea));
}

let shownFor = null;

export function renderFiles(data) {
  const doc = data.doc;
  if (!doc) {
    shownFor = null;
    return;
  }
  const blocked = { "#export-trf": false, "#copy-pairings": doc.rounds.length === 0,
    "#copy-standings": completeRounds(doc) === 0, "#csv-file": false,
    "#export-standings-csv": completeEverywhere(wholeEvent(data)) === 0,
    "#export-players-csv": everyPlayer(wholeEvent(data)).length === 0 };
  for (const [id, why] of Object.entries(blocked)) waitsForEngine($(id), !data.engineReady || why, data.busy);
  $("#csv-export-hint").textContent = csvHint(wholeEvent(data));
  const select = $("#copy-round");
  const key = `${doc.id}:${doc.rounds.length}`;
  if (shownFor !== key) {
    // A new round (or another event): its pairings are the ones to copy next; old texts and previews go.
    const keepPreviews = shownFor !== null && shownFor.startsWith(`${doc.id}:`);
    shownFor = key;
    show(select, ...doc.rounds.map((_, index) => el("option", { value: String(index + 1), selected: index === doc.rounds.length - 1 }, String(index + 1))));
    show($("#copy-result"));
    if (!keepPreviews) {
      show($("#trf-export-status"));
      show($("#csv-export-status"));
      show($("#csv-preview"));
      $("#csv-file").value = "";
    }
  }
}

export function setUpFiles(state) {
  setUpOpenFile(state);
  setUpEventFiles(state);
}
