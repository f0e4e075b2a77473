// Start-up: show the engine loading (a small status, gone once the engine is ready), wire the organiser's page
// (the events, an open event's views and its heading), the TRF panel and the round-one demo, register the service
// worker that makes the page work offline.
import { Actions } from "./actions.js";
import { Engine, EngineError, startFailure } from "./engine.js";
import { engineText } from "./engine-text.js";
import { el, show, waitsForEngine } from "./dom.js";
import { setUpTrfPanel } from "./trf-panel.js";
import { State } from "./state.js";
import { Store } from "./store.js";
import { download, renderEvents } from "./view-events.js";
import { setUpNewEvent } from "./view-new-event.js";
import { renderRoster, setUpRoster } from "./view-roster.js";
import { renderRatingList, setUpRatingList } from "./view-rating-list.js";
import { renderRound, setUpRound } from "./view-round.js";
import { renderManual, setUpManual } from "./view-manual.js";
import { renderShare, setUpShare } from "./view-share.js";
import { renderCopies, renderPen } from "./view-copies.js";
import { renderHall, setUpHall } from "./view-hall.js";
import { renderStandings } from "./view-standings.js";
import { renderPrizes, setUpPrizes } from "./view-prizes.js";
import { renderTeams, setUpTeams } from "./systems/teams.js";
import { renderArena, setUpArena } from "./systems/arena.js";
import { renderPrintMenu, setUpPrint } from "./view-print.js";
import { renderWallchart } from "./view-wallchart.js";
import { renderFiles, setUpFiles } from "./view-files.js";
import { setUpSchedule } from "./view-schedule.js";
import { renderSettings, renderTiebreaks, setUpSettings, setUpTiebreaks } from "./view-settings.js";
import { renderSectionSettings, renderSectionSwitch, setUpSections } from "./view-sections.js";
import { renderPairEvery, setUpPairEvery } from "./view-pair-every.js";
import { Navigation } from "./nav.js";
import { watchTables } from "./reflow.js";
import { EVENT, nextStep, stageText } from "./model.js";
import { setUpProgress } from "./view-progress.js";
import { renderStatus } from "./view-status.js";
import { Backup } from "./backup.js";
import {
  LANGUAGES, eventLanguage, inLanguage, language, loadLanguage, number, onLanguageChange, prepareLanguage, t, translatePage,
} from "./i18n.js";
import { speaking as loadingWords } from "./words-start.js";
import { renderBackup, renderCleared } from "./view-backup.js";

// Every module of the page is loaded once this runs (the start-up benchmark's moment).
performance.mark("page: modules loaded");

const $ = (selector) => document.querySelector(selector);

const WHAT_TO_DO = { runtime: "start.fix_runtime", packages: "start.fix_packages", engine: "start.fix_engine" };

const seconds = (ms) => number(ms / 1000, 2);

function showStage(stage, state, ms) {
  const item = $(`#engine-stages [data-stage="${stage}"]`);
  if (!item) return;
  item.dataset.state = state;
  if (ms !== undefined) item.dataset.ms = String(ms);
  const text = { start: t("start.stage_working"), done: t("start.stage_done", { seconds: seconds(ms) }),
    failed: t("start.stage_failed") }[state];
  const shown = item.querySelector(".stage-state");
  delete shown.dataset.i18n; // what it says now is no longer the fixed text: a language switch must not undo it
  shown.textContent = text;
}

function showReady({ version, start, note }) {
  const readyMs = Math.round(performance.now());
  const status = $("#engine-status");
  delete status.dataset.i18n;
  status.dataset.readyMs = String(readyMs);
  const words = { engine: version.engine, python: version.python, seconds: seconds(readyMs) };
  status.textContent = t(start === "snapshot" ? "start.ready_snapshot" : "start.ready", words)
    + (note ? ` ${t("start.snapshot_unused", { reason: note })}` : "");
  $("#engine").dataset.start = start;
  $("#engine").dataset.state = "ready";
  // Once ready there is nothing to say about the engine: the status goes (and stays for a failure).
  $("#engine").hidden = true;
  $("#demo-pair").disabled = false;
}

function showLoadFailure(error) {
  const stage = error.details?.stage ?? "runtime";
  $("#engine").dataset.state = "failed";
  delete $("#engine-status").dataset.i18n;
  $("#engine-status").textContent = t("start.failed");
  show($("#engine-error"),
    el("p", {}, el("strong", {}, `${t("start.what_failed")} `), `${startFailure(error)}.`),
    el("p", {}, el("strong", {}, `${t("start.what_to_do")} `),
      t(WHAT_TO_DO[stage] ?? WHAT_TO_DO.runtime)));
  $("#engine-error").hidden = false;
}

/** One player per non-empty line: the last word is the rating, the rest is the name. */
function readPlayers(text) {
  const players = [];
  const lines = [];
  text.split("\n").forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed) return;
    const match = trimmed.match(/^(.*?)[\s,;]+(\S+)$/);
    const name = match ? match[1] : trimmed;
    const ratingText = match ? match[2] : null;
    // Anything that is not plain digits goes to the engine as it is, so its message names the field.
    const rating = ratingText !== null && /^\d+$/.test(ratingText) ? Number(ratingText) : ratingText;
    players.push({ id: players.length + 1, name, rating });
    lines.push(index + 1);
  });
  return { players, lines };
}

function pairingTable(result, players) {
  const byId = new Map(players.map((player) => [player.id, player]));
  const who = (id) => `${byId.get(id).name} (${byId.get(id).rating})`;
  const rows = result.boards.map((board) => el("tr", {},
    el("td", { className: "num" }, String(board.board)),
    el("td", {}, who(board.white)),
    el("td", {}, who(board.black))));
  return [
    el("table", { className: "pairings" },
      el("caption", {}, t("demo.round_one")),
      el("thead", {}, el("tr", {}, el("th", {}, t("demo.board")), el("th", {}, t("demo.white")), el("th", {}, t("demo.black")))),
      el("tbody", {}, ...rows)),
    result.bye === null ? null : el("p", { className: "bye" }, t("demo.bye", { name: who(result.bye) })),
  ];
}

function errorMessage(error, lines) {
  if (!(error instanceof EngineError)) return t("state.went_wrong", { reason: error.message });
  const player = error.field?.match(/^args\.players\[(\d+)\]/);
  return player ? t("demo.line", { line: lines[Number(player[1])], reason: engineText(error) }) : engineText(error);
}

async function pairDemo(actions) {
  const { players, lines } = readPlayers($("#demo-players").value);
  const result = $("#demo-result");
  try {
    const pairing = await actions.pairRoundOne(players, $("#demo-colour").value);
    show(result, ...pairingTable(pairing, players));
  } catch (error) {
    show(result, el("p", { className: "alert", role: "alert" }, errorMessage(error, lines)));
  }
}

/** Resolves when the service worker is active; rejects if it fails to install (e.g. a file is missing). */
function activation(worker) {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === "activated") resolve();
      else if (worker.state === "redundant") reject(new Error(t("start.offline_not_stored")));
    };
    worker.addEventListener("statechange", check);
    check();
  });
}

async function registerServiceWorker() {
  const status = $("#offline-status");
  // What it says is index.html's words until now: a switch of language words the answer, not the question again.
  const say = (key) => {
    status.dataset.i18n = key;
    status.textContent = t(key);
  };
  if (!("serviceWorker" in navigator)) {
    say("start.offline_unsupported");
    return;
  }
  try {
    const registration = await navigator.serviceWorker.register("./sw.js");
    // Some browsers (and automation that blocks service workers) resolve without a registration.
    if (!registration) throw new Error(t("start.offline_not_registered"));
    await activation(registration.installing ?? registration.waiting ?? registration.active);
    status.dataset.state = "ready";
    say("start.offline_ready");
  } catch (error) {
    delete status.dataset.i18n;
    status.textContent = t("start.offline_failed", { reason: error.message });
  }
}

/** A link to where the next step is, when it is in another view. */
function showNextStep(doc) {
  const { view, text } = nextStep(doc);
  const link = $("#next-step-link");
  link.hidden = view === null || $("#event-view").dataset.current === view;
  link.href = `#${view}`;
  link.textContent = text;
}

/** The open event's heading: name, where it stands, undo, the next step (its messages: view-status.js). */
function renderEventHead(data) {
  const doc = data.doc;
  $("#event-view").hidden = doc === null;
  // The TRF panel and the round-one demo belong to the list of events, not to an open event.
  $("#trf").hidden = doc !== null;
  $("#demo").hidden = doc !== null;
  if (!doc) return;
  $("#event-title").textContent = doc.name || t("page.no_name");
  $("#event-stage").textContent = stageText(doc);
  showNextStep(doc);
  const undo = $("#event-undo");
  const last = data.undo[data.undo.length - 1];
  waitsForEngine(undo, !last, data.busy);
  undo.textContent = last ? t("page.undo_count", { count: data.undo.length }) : t("page.undo");
  undo.title = last ? t("page.undo_what", { change: last.label }) : t("page.nothing_to_undo");
}

function setUpEventHead(state) {
  $("#event-undo").addEventListener("click", () => state.undo());
  $("#event-close").addEventListener("click", () => state.close());
  $("#event-download").addEventListener("click", () => download(state.data.event));
}

/** Copies outside this browser: every change of the open event goes to the backup folder (opening an event is not
 * a change); a download or a co-organiser's link copied is a copy made; the events held are remembered once the
 * start has compared them with those held before. */
function setUpBackup(state) {
  let shown = null;
  state.subscribe((data) => {
    if (data.event && shown && data.event.id === shown.id && data.event !== shown) backup.saved(data.event);
    shown = data.event;
  }, EVENT);
  window.addEventListener("swisspair:copy", ({ detail }) => {
    const doc = detail.doc ?? state.data.event;
    if (doc) backup.noteCopy(doc, detail.how);
  });
  backup.onChange(() => {
    renderBackup(state.data, backup);
    renderCleared(state.data, backup);
  });
  state.store.ready.finally(() => backup.start(state.store.list())).then(() => {
    backup.remember(state.store.list());
    state.subscribe(() => backup.remember(state.store.list()), ["list", "event"]);
  });
}

/** Each panel with the parts of the data it shows (model.js PARTS) and, for a panel of one view only, that view: a
 * change draws again only the panels that show what it changed, and a hidden view's panels once it is shown. */
function panels(state) {
  const event = EVENT;
  return [
    [(data) => renderEvents(data, state), ["list", "event"]],
    [renderEventHead, [...event, "undo"]],
    [renderSectionSwitch, ["event", "section"]],
    [(data) => renderPairEvery(data, state), [...event, "busy", "engineReady"]],
    [(data) => renderSectionSettings(data, state), [...event, "busy"]],
    [(data) => renderPen(data, state), event],
    [(data) => renderSettings(data, state), [...event, "engineReady"]],
    [renderTiebreaks, ["event", "settings"]],
    [(data) => renderRoster(data, state), [...event, "roundView", "view"], "players"],
    [renderRatingList, event, "players"],
    [(data) => renderTeams(data, state), event, "teams"],
    [(data) => renderRound(data, state), [...event, "roundView", "engineReady"]],
    [(data) => renderManual(data, state), [...event, "roundView", "engineReady"]],
    [(data) => renderStandings(data, state), [...event, "standings", "view"]],
    [(data) => renderPrizes(data, state), [...event, "standings", "prizes"], "standings"],
    [(data) => renderArena(data, state), [...event, "engineReady"]],
    [(data) => renderWallchart(data, state), [...event, "engineReady", "view"], "wallchart"],
    [(data) => renderPrintMenu(data, state), [...event, "roundView", "standings", "prizes", "engineReady"]],
    [renderFiles, [...event, "standings", "engineReady"]],
    [(data) => renderShare(data, state), [...event, "roundView"]],
    [(data) => renderCopies(data, state), event, "files"],
    // The hall screen speaks the event's language (its players read it), whatever the director's.
    [(data) => inLanguage(eventLanguage(data.event), () => renderHall(data)), [...event, "roundView"]],
    [(data) => renderBackup(data, backup), event],
    [(data) => renderCleared(data, backup), ["list", "event"]],
    // Last: it follows the busy state of the controls the panels above have just drawn.
    [(data) => renderStatus(data, state), ["busy", "message", "list", "event"]],
  ];
}

/** The language chooser: the five languages, each by its own name; a choice is spoken at once (every panel and the
 * page's fixed texts drawn again, no reload) and kept for the next visit. */
function setUpLanguageChoice(state) {
  const choice = $("#language-choice");
  show(choice, ...Object.entries(LANGUAGES).map(([code, name]) => el("option", { value: code, lang: code }, name)));
  choice.value = language();
  choice.addEventListener("change", () => loadLanguage(choice.value, { remember: true }).catch((error) => {
    choice.value = language();
    state.set({ message: error.message, messageKind: "error" });
  }));
  onLanguageChange((code) => {
    choice.value = code;
    translatePage();
    state.set({ language: code });
  });
  // The open event's language is loaded ahead, so that the views drawn in it (the hall screen, printed sheets, its
  // links) draw at once.
  state.subscribe((data) => {
    if (data.event) prepareLanguage(eventLanguage(data.event)).catch(() => {});
  }, ["event", "other"]);
}

/** After a change the element that had the focus (known by its data-key) gets it back, also when a panel drawn again
 * replaced it while the engine worked. */
let focusKey = null;
document.addEventListener("focusin", (event) => { focusKey = event.target.dataset?.key ?? null; });

function restoreFocus() {
  if (focusKey && (document.activeElement === document.body || document.activeElement === null)) {
    document.querySelector(`[data-key="${focusKey}"]`)?.focus();
  }
}

// The words load while the engine starts (words-start.js, from the page's first scripts); nothing is drawn before
// them. Words that do not load leave the page in English (its fixed parts are written in English), never without words.
const speaking = loadingWords.then(() => translatePage(), () => {});
const engine = new Engine({ onStage: (...stage) => speaking.then(() => showStage(...stage)) });
await speaking;
performance.mark("page: words loaded");
setUpProgress(engine);
const actions = new Actions(engine);
const state = new State(actions, new Store());
const backup = new Backup();
watchTables(document.querySelector("main"));
setUpLanguageChoice(state);
setUpNewEvent(state);
setUpEventHead(state);
setUpSettings(state);
setUpSections(state);
setUpPairEvery(state);
setUpTiebreaks(state);
setUpRoster(state);
setUpRatingList(state);
setUpTeams(state);
setUpRound(state);
setUpArena(state);
setUpPrint(state);
setUpPrizes(state);
setUpHall(state);
setUpSchedule(state);
setUpManual();
setUpFiles(state);
for (const [render, parts, view] of panels(state)) state.subscribe(render, parts, view);
state.subscribe(restoreFocus);
setUpBackup(state);
// After reopening (reading a stored event takes a moment): a reload comes back to the event and to the view its
// address names.
state.reopen().finally(() => new Navigation(state));
const linkShown = setUpShare(state);
engine.ready.then(() => {
  state.set({ engineReady: true });
  state.checkStored();
  state.refreshStandings();
}, () => {});
setUpTrfPanel(actions);
$("#demo-form").addEventListener("submit", (event) => {
  event.preventDefault();
  pairDemo(actions);
});
// The service worker downloads the whole build (34 MB) to cache it; waiting for the engine keeps that from competing
// with the first start-up (its requests then revalidate what is already cached), and waiting for the link the page
// opened with keeps it from the engine's first answers (a read-only link's check, round and standings, which it
// started beside when it waited for the engine alone).
Promise.allSettled([engine.ready.then(showReady, showLoadFailure), linkShown]).then(registerServiceWorker);
