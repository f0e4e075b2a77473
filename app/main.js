// Start-up: show the engine loading stage by stage, wire the organiser's page (events, roster, rounds,
// standings), the TRF panel and the round-one demo, register the service worker that makes the page work offline.
import { Engine, EngineError } from "./engine.js";
import { el, show } from "./dom.js";
import { setUpTrfPanel } from "./trf-panel.js";
import { State } from "./state.js";
import { Store } from "./store.js";
import { download, renderEvents, setUpEvents } from "./view-events.js";
import { renderRoster, setUpRoster } from "./view-roster.js";
import { renderRound, setUpRound } from "./view-round.js";
import { renderManual, setUpManual } from "./view-manual.js";
import { renderShare, setUpShare } from "./view-share.js";
import { renderStandings } from "./view-standings.js";
import { arenaSummary, renderArena, setUpArena } from "./view-arena.js";
import { renderPrintMenu, setUpPrint } from "./view-print.js";
import { renderWallchart } from "./view-wallchart.js";
import { renderFiles, setUpFiles } from "./view-files.js";
import { pairingSystemOf } from "./formats.js";
import { formatSummary, setUpSystemOptions } from "./view-formats.js";
import { setUpSchedule } from "./view-schedule.js";
import { setUpProgress } from "./view-progress.js";

const $ = (selector) => document.querySelector(selector);

const WHAT_TO_DO = {
  runtime: "The Python runtime (Pyodide) did not start. Reload the page. If it fails again, use a current "
    + "Chrome, Edge, Firefox or Safari; if it still fails, the site is missing files under pyodide/ and "
    + "whoever hosts it should rebuild it with python3 build.py.",
  packages: "A package the engine needs did not install. Reload the page; if it fails again, the site is "
    + "missing files under wheels/ and whoever hosts it should rebuild it with python3 build.py.",
  engine: "The SwissPair engine did not start. Reload the page; if it fails again, whoever hosts the site "
    + "should rebuild it with python3 build.py.",
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function showStage(stage, state, ms) {
  const item = $(`#engine-stages [data-stage="${stage}"]`);
  if (!item) return;
  item.dataset.state = state;
  if (ms !== undefined) item.dataset.ms = String(ms);
  const text = { start: "loading…", done: `done in ${seconds(ms)}`, failed: "failed" }[state];
  item.querySelector(".stage-state").textContent = text;
}

function showReady({ version }) {
  const readyMs = Math.round(performance.now());
  const status = $("#engine-status");
  status.dataset.readyMs = String(readyMs);
  status.textContent = `Engine ready: SwissPair ${version.engine} on Python ${version.python}, `
    + `${seconds(readyMs)} after the page opened.`;
  $("#engine").dataset.state = "ready";
  $("#demo-pair").disabled = false;
}

function showLoadFailure(error) {
  const stage = error.details?.stage ?? "runtime";
  $("#engine").dataset.state = "failed";
  $("#engine-status").textContent = "The pairing engine did not load.";
  show($("#engine-error"),
    el("p", {}, el("strong", {}, `What failed: `), `${error.message}.`),
    el("p", {}, el("strong", {}, "What to do: "), WHAT_TO_DO[stage] ?? WHAT_TO_DO.runtime));
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
      el("caption", {}, "Round 1"),
      el("thead", {}, el("tr", {}, el("th", {}, "Board"), el("th", {}, "White"), el("th", {}, "Black"))),
      el("tbody", {}, ...rows)),
    result.bye === null ? null : el("p", { className: "bye" }, `Bye: ${who(result.bye)}`),
  ];
}

function errorMessage(error, lines) {
  if (!(error instanceof EngineError)) return `Something went wrong: ${error.message}`;
  const player = error.field?.match(/^args\.players\[(\d+)\]/);
  return player ? `Line ${lines[Number(player[1])]}: ${error.message}` : error.message;
}

async function pairDemo(engine) {
  const { players, lines } = readPlayers($("#demo-players").value);
  const result = $("#demo-result");
  try {
    const pairing = await engine.call("pair_round_one", { players, initial_colour: $("#demo-colour").value });
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
      else if (worker.state === "redundant") reject(new Error("the site's files could not be stored"));
    };
    worker.addEventListener("statechange", check);
    check();
  });
}

async function registerServiceWorker() {
  const status = $("#offline-status");
  if (!("serviceWorker" in navigator)) {
    status.textContent = "Offline use is not available here: it needs HTTPS (or localhost) and a browser "
      + "that allows service workers.";
    return;
  }
  try {
    const registration = await navigator.serviceWorker.register("./sw.js");
    // Some browsers (and automation that blocks service workers) resolve without a registration.
    if (!registration) throw new Error("the browser did not register the service worker");
    await activation(registration.installing ?? registration.waiting ?? registration.active);
    status.dataset.state = "ready";
    status.textContent = "Available offline: after this visit the page loads and pairs without a network.";
  } catch (error) {
    status.textContent = `Offline use is not available: ${error.message}.`;
  }
}

/** The open event's heading, settings line, undo, messages and warnings. */
function renderEventHead(data, state) {
  const doc = data.doc;
  $("#event-view").hidden = doc === null;
  // The TRF panel and the round-one demo belong to the list of events, not to an open event.
  $("#trf").hidden = doc !== null;
  $("#demo").hidden = doc !== null;
  if (!doc) return;
  const settings = doc.settings;
  $("#event-title").textContent = doc.name || "(no name)";
  const complete = doc.rounds.filter((round) => round.boards.every((board) => board.result !== null)).length;
  const pairingSystem = pairingSystemOf(doc);
  // A system with standings of its own has no tie-break list to set.
  $("#tiebreaks-form").hidden = pairingSystem.own_standings;
  $("#rounds-form").hidden = pairingSystem.fixed_rounds !== null;
  $("#event-summary").textContent = !pairingSystem.plays_rounds ? arenaSummary(doc) : formatSummary(doc)
    ?? `${doc.players.length} players · ${complete} of ${settings.rounds ?? "?"} rounds `
    + `played · scoring ${settings.scoring.system.replace("_", "/")}, bye ${settings.scoring.pab / 10} · tie-breaks `
    + `${settings.tiebreaks.join(", ") || "none"} · round 1 top board ${settings.initial_colour}`;
  const undo = $("#event-undo");
  const last = data.undo[data.undo.length - 1];
  undo.disabled = !last || data.busy !== null;
  undo.textContent = last ? `Undo (${data.undo.length})` : "Undo";
  undo.title = last ? `Undo: ${last.label}` : "Nothing to undo";
  const message = $("#event-message");
  message.textContent = data.busy ?? data.message ?? "";
  message.dataset.kind = data.busy ? "busy" : data.messageKind ?? "info";
  show($("#event-warnings"), data.warnings.length
    ? el("ul", { className: "warnings", role: "alert" }, ...data.warnings.map((text) => el("li", {}, text))) : null);
  const input = $("#rounds-input");
  if (document.activeElement !== input) input.value = settings.rounds ?? "";
  const tiebreaks = $("#tiebreaks-input");
  if (document.activeElement !== tiebreaks) tiebreaks.value = settings.tiebreaks.join(", ");
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
    $("#rounds-advice").textContent = plan.recommended === null ? plan.reason
      : `Recommended for ${active} players: ${plan.recommended} rounds (at most ${plan.maximum}). ${plan.reason}`;
  } catch (error) {
    $("#rounds-advice").textContent = error.message;
  }
}

function setUpEventHead(state) {
  $("#event-undo").addEventListener("click", () => state.undo());
  $("#event-close").addEventListener("click", () => state.close());
  $("#event-download").addEventListener("click", () => download(state.data.doc));
  $("#event-rename").addEventListener("click", () => {
    const doc = state.data.doc;
    const name = window.prompt("New name of the event", doc.name);
    if (name === null) return;
    if (!name.trim()) {
      state.set({ message: "The name cannot be empty: the event keeps its name.", messageKind: "error" });
      return;
    }
    state.apply([{ op: "update_settings", name: name.trim() }], `Renamed “${doc.name}” to “${name.trim()}”.`);
  });
  $("#tiebreaks-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const doc = state.data.doc;
    const codes = $("#tiebreaks-input").value.split(",").map((code) => code.trim()).filter((code) => code);
    // The engine's standings check the list first (unknown or repeated codes, named by position); only a list it
    // accepts is stored.
    try {
      await engine.call("event_standings", { event: { ...doc, settings: { ...doc.settings, tiebreaks: codes } } });
    } catch (error) {
      state.set({ message: `Tie-breaks not changed: ${error.message}`, messageKind: "error" });
      $("#tiebreaks-input").focus();
      return;
    }
    state.apply([{ op: "update_settings", tiebreaks: codes }], `Tie-breaks: ${codes.join(", ") || "none"}.`);
  });
  $("#rounds-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("#rounds-input").value.trim();
    const rounds = Number(text);
    if (!/^\d+$/.test(text) || rounds < 1 || rounds > 99) {
      state.set({ message: `Rounds: “${text}” is not a whole number from 1 to 99.`, messageKind: "error" });
      return;
    }
    state.apply([{ op: "set_rounds", rounds }], `The event has ${rounds} rounds.`);
  });
}

/** Re-render every panel; the element that had the focus (known by its data-key) gets it back, also when a
 * render replaced it while the engine worked. */
let focusKey = null;
document.addEventListener("focusin", (event) => { focusKey = event.target.dataset?.key ?? null; });

function renderAll(state) {
  return (data) => {
    renderEvents(data, state);
    renderEventHead(data, state);
    renderRoster(data, state);
    renderRound(data, state);
    renderManual(data, state);
    renderStandings(data, state);
    renderArena(data, state);
    renderWallchart(data, state);
    renderPrintMenu(data, state);
    renderFiles(data);
    renderShare(data);
    if (focusKey && (document.activeElement === document.body || document.activeElement === null)) {
      document.querySelector(`[data-key="${focusKey}"]`)?.focus();
    }
  };
}

const engine = new Engine({ onStage: showStage });
setUpProgress(engine);
const state = new State(engine, new Store());
setUpEvents(state);
setUpSystemOptions();
setUpEventHead(state);
setUpRoster(state);
setUpRound(state);
setUpArena(state);
setUpPrint(state);
setUpSchedule(state);
setUpManual();
setUpFiles(state);
state.subscribe(renderAll(state));
state.reopen();
setUpShare(state);
engine.ready.then(() => {
  state.set({ engineReady: true });
  state.checkStored();
  state.refreshStandings();
}, () => {});
setUpTrfPanel(engine);
$("#demo-form").addEventListener("submit", (event) => {
  event.preventDefault();
  pairDemo(engine);
});
// The service worker downloads the whole build to cache it; waiting for the engine keeps that
// from competing with the first start-up (its requests then revalidate what is already cached).
engine.ready.then(showReady, showLoadFailure).finally(registerServiceWorker);
