// The arena (settings.system "arena"): no rounds. A clock with the time left, the games in play each with
// "Finished: 1-0 / ½-½ / 0-1" buttons, who is waiting for an opponent, and the live standings with the streak
// marked. The engine pairs (event_arena_* operations) and computes the view (event_arena); the page only gives
// it the time, so the clock the engine sees is this page's clock, never earlier than what the event holds.
import { el, show, waitsForEngine } from "../dom.js";

const $ = (selector) => document.querySelector(selector);

const RESULTS = [["1-0", "1-0"], ["1/2-1/2", "½-½"], ["0-1", "0-1"]];

/** The latest time recorded in the arena block (times never go backwards in an event). */
function latestTime(block) {
  if (!block) return 0;
  let latest = block.start;
  for (const game of block.games) latest = Math.max(latest, game.start, game.finish ?? 0);
  for (const pause of block.pauses) latest = Math.max(latest, pause.start, pause.end ?? 0);
  return latest;
}

export const arenaNow = (doc) => Math.max(Date.now(), latestTime(doc.arena));

/** The event's one-line summary under its name. */
export function arenaSummary(doc) {
  const games = doc.arena?.games ?? [];
  return `${doc.players.length} players · arena of ${doc.settings.options.duration_minutes} minutes · `
    + (doc.arena === null ? "not started" : `${games.length} game${games.length === 1 ? "" : "s"} paired`)
    + " · win 2, draw 1, doubled on a streak";
}

export function clockText(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

let current = { doc: null, view: null, error: null };
let asked = null; // the document the last view request was for
let timer = null;
let focusGames = null; // after a result: the first drawing of a later event puts the focus on the games in play

async function fetchView(doc, state) {
  asked = doc;
  try {
    current = { doc, view: await state.actions.arena(doc, arenaNow(doc)), error: null };
  } catch (error) {
    current = { doc, view: null, error: error.message };
  }
  draw(doc, state);
}

export function renderArena(data, state) {
  const doc = data.doc;
  const isArena = doc?.settings?.system === "arena";
  $("#event-view").toggleAttribute("data-arena", isArena);
  $("#arena").hidden = !isArena;
  if (!isArena) {
    clearInterval(timer);
    timer = null;
    return;
  }
  if (timer === null) timer = setInterval(() => tick(state), 1000);
  if (data.engineReady && asked !== doc) fetchView(doc, state);
  waitsForEngine($("#arena-start"), !data.engineReady || doc.arena !== null || doc.players.length < 2, data.busy);
}

/** Once a second: the clock and the waiting times; when the time runs out, the engine's view again. */
function tick(state) {
  const doc = state.data.doc;
  const view = current.view;
  if (!doc || current.doc !== doc || !view) return;
  const now = arenaNow(doc);
  if (view.pairing && now >= view.end) {
    fetchView(doc, state);
    return;
  }
  showClock(view, now);
  for (const item of document.querySelectorAll("#arena-waiting [data-since]")) {
    item.querySelector(".since").textContent = clockText(now - Number(item.dataset.since));
  }
}

function showClock(view, now) {
  const clock = $("#arena-clock");
  if (view.started === null) {
    clock.textContent = `Not started. Once started the arena lasts ${view.duration_minutes} minutes.`;
  } else if (now < view.end) {
    clock.textContent = `Time left: ${clockText(view.end - now)} of ${view.duration_minutes} minutes.`;
  } else if (view.playing.length) {
    clock.textContent = `Time is up: no new games. ${view.playing.length} game${view.playing.length === 1 ? " is" : "s are"} still being played and count${view.playing.length === 1 ? "s" : ""}.`;
  } else {
    clock.textContent = "The arena is over.";
  }
  clock.dataset.state = view.started === null ? "waiting" : now < view.end ? "running" : view.playing.length ? "ending" : "over";
}

function draw(doc, state) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  if (current.error) {
    show($("#arena-games"), el("p", { className: "alert", role: "alert" }, `The arena could not be shown: ${current.error}`));
    return;
  }
  const view = current.view;
  showClock(view, arenaNow(doc));
  $("#arena-start").hidden = view.started !== null;
  show($("#arena-games"), view.started === null ? null : gamesTable(view, names, state));
  show($("#arena-waiting"), view.started === null ? null : waitingList(view, names));
  show($("#arena-standings"), ...standingsTable(view, doc, names, state));
  // What the section shows: the number of the event's latest log entry (tests wait for it to change).
  const seq = doc.log[doc.log.length - 1].seq;
  $("#arena").dataset.shows = String(seq);
  if (focusGames !== null && seq > focusGames) {
    focusGames = null;
    ($("#arena-games-caption") ?? $("#arena-title")).focus();
  }
}

function gamesTable(view, names, state) {
  if (!view.playing.length) return el("p", { className: "note" }, "No game in play.");
  const rows = view.playing.map((game) => {
    const white = names.get(game.white);
    const black = names.get(game.black);
    const buttons = RESULTS.map(([code, label]) => el("button", {
      type: "button",
      ariaLabel: `Game ${game.game} finished ${label}: ${code === "1-0" ? `${white} wins` : code === "0-1" ? `${black} wins` : "draw"}`,
      dataset: { key: `arena-result-${game.game}-${code}` },
      onclick: () => finish(state, game, code, label, names),
    }, label));
    return el("tr", { dataset: { game: String(game.game) } },
      el("td", { className: "num" }, String(game.game)),
      el("td", { className: "white" }, white),
      el("td", {}, el("div", { className: "actions", role: "group", ariaLabel: `Game ${game.game}: ${white} against ${black}` },
        el("span", { className: "hint" }, "Finished:"), ...buttons)),
      el("td", { className: "black" }, black));
  });
  return el("table", { className: "pairings arena-games" },
    el("caption", { tabIndex: -1, id: "arena-games-caption" }, `Games in play: ${view.playing.length}`),
    el("thead", {}, el("tr", {}, ...["Game", "White", "Result", "Black"].map((t) => el("th", { scope: "col" }, t)))),
    el("tbody", {}, ...rows));
}

async function finish(state, game, code, label, names) {
  const doc = state.data.doc;
  // The finished game's buttons go away: the keyboard goes on from the list of games in play once it is drawn.
  focusGames = doc.log[doc.log.length - 1].seq;
  const done = await state.apply([{ op: "arena_finish", game: game.game, result: code, now: arenaNow(doc) }],
    `Game ${game.game} (${names.get(game.white)} - ${names.get(game.black)}): ${label}.`);
  if (!done) focusGames = null;
}

function waitingList(view, names) {
  const now = view.now;
  if (!view.pairing) return null;
  if (!view.waiting.length) return el("p", { className: "note" }, "Nobody is waiting.");
  return el("div", {},
    el("p", { id: "arena-waiting-title" }, `Waiting for an opponent: ${view.waiting.length}`),
    el("ul", { ariaLabel: "Waiting for an opponent" }, ...view.waiting.map((entry) => el("li", { dataset: { since: String(entry.since), player: String(entry.player) } },
      `${names.get(entry.player)}, waiting `, el("span", { className: "since" }, clockText(now - entry.since))))));
}

function standingsTable(view, doc, names, state) {
  const ratings = new Map(doc.players.map((p) => [p.id, p.rating]));
  const shared = new Map();
  for (const row of view.standings) shared.set(row.place, (shared.get(row.place) ?? 0) + 1);
  const rows = view.standings.map((row) => {
    const name = names.get(row.player);
    const sheet = el("span", { className: "sheet" }, ...row.sheet.flatMap((score, index) => [
      index ? " " : null,
      score.doubled ? el("strong", { title: "doubled: on a streak" }, String(score.points)) : String(score.points),
    ]));
    const status = row.paused ? "paused" : row.playing !== null ? `playing game ${row.playing}` : view.pairing ? "waiting" : "";
    // Pausing matters only while players are paired: before the start and after the end there is nothing to pause.
    const toggle = !view.pairing ? null : el("button", {
      type: "button",
      dataset: { key: `arena-pause-${row.player}` },
      ariaLabel: `${row.paused ? "Resume" : "Pause"} ${name}`,
      onclick: () => pauseOrResume(state, row, name),
    }, row.paused ? "Resume" : "Pause");
    return el("tr", { dataset: { player: String(row.player) } },
      el("td", { className: "num" }, shared.get(row.place) > 1 ? `${row.place}=` : String(row.place)),
      el("td", {}, name, row.on_fire ? el("span", { className: "fire", title: "on a streak: the next result counts double" }, " on fire") : null),
      el("td", { className: "num points" }, String(row.score)),
      el("td", {}, sheet),
      el("td", { className: "num" }, `${row.wins}-${row.draws}-${row.losses}`),
      el("td", { className: "num" }, row.performance === null ? `${ratings.get(row.player) || "unrated"}` : `${row.performance} perf.`),
      el("td", {}, status),
      el("td", { className: "actions" }, toggle));
  });
  return [
    el("table", { className: "standings arena-standings" },
      el("caption", {}, view.over ? "Final standings" : "Live standings"),
      el("thead", {}, el("tr", {}, ...["Place", "Name", "Score", "Game points", "W-D-L", "Perf. or rating", "Now", ""].map((t) => el("th", { scope: "col" }, t)))),
      el("tbody", {}, ...rows)),
    el("p", { className: "note" }, "A win scores 2, a draw 1. After two wins in a row every result counts double "
      + "(bold) until a game is not won. Ties: performance once three games are played, else rating."),
  ];
}

function pauseOrResume(state, row, name) {
  const doc = state.data.doc;
  const op = row.paused ? "arena_resume" : "arena_pause";
  state.apply([{ op, player: row.player, now: arenaNow(doc) }], row.paused ? `${name} is back.` : `${name} pauses.`);
}

export function setUpArena(state) {
  $("#arena-start").addEventListener("click", () => {
    const doc = state.data.doc;
    state.apply([{ op: "arena_start", now: arenaNow(doc) }], "Arena started.");
  });
}
