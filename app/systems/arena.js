// The arena (settings.system "arena"): no rounds. A clock with the time left, the games in play each with
// "Finished: 1-0 / ½-½ / 0-1" buttons, who is waiting for an opponent, and the live standings with the streak
// marked. The engine pairs (event_arena_* operations) and computes the view (event_arena); the page only gives
// it the time, so the clock the engine sees is this page's clock, never earlier than what the event holds.
import { el, show, waitsForEngine } from "../dom.js";
import { t } from "../i18n.js";

const $ = (selector) => document.querySelector(selector);

const RESULTS = [["1-0", "1-0"], ["1/2-1/2", "½-½"], ["0-1", "0-1"]];
// Each finished game's result as a button's label says who won.
const FINISHED = { "1-0": "systems.arena_finished_white", "1/2-1/2": "systems.arena_finished_draw", "0-1": "systems.arena_finished_black" };

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
  return [t("systems.players", { count: doc.players.length }),
    t("systems.arena_minutes", { count: doc.settings.options.duration_minutes }),
    doc.arena === null ? t("systems.arena_not_started") : t("systems.arena_games_paired", { count: games.length }),
    t("systems.arena_scoring")].join(" · ");
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
    clock.textContent = t("systems.arena_clock_waiting", { count: view.duration_minutes });
  } else if (now < view.end) {
    clock.textContent = t("systems.arena_clock_left", { left: clockText(view.end - now), count: view.duration_minutes });
  } else if (view.playing.length) {
    clock.textContent = t("systems.arena_clock_ending", { count: view.playing.length });
  } else {
    clock.textContent = t("systems.arena_over");
  }
  clock.dataset.state = view.started === null ? "waiting" : now < view.end ? "running" : view.playing.length ? "ending" : "over";
}

function draw(doc, state) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  if (current.error) {
    show($("#arena-games"), el("p", { className: "alert", role: "alert" }, t("systems.arena_failed", { reason: current.error })));
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
  if (!view.playing.length) return el("p", { className: "note" }, t("systems.arena_no_game"));
  const rows = view.playing.map((game) => {
    const white = names.get(game.white);
    const black = names.get(game.black);
    const buttons = RESULTS.map(([code, label]) => el("button", {
      type: "button",
      ariaLabel: t(FINISHED[code], { game: game.game, result: label, white, black }),
      dataset: { key: `arena-result-${game.game}-${code}` },
      onclick: () => finish(state, game, code, label, names),
    }, label));
    return el("tr", { dataset: { game: String(game.game) } },
      el("td", { className: "num" }, String(game.game)),
      el("td", { className: "white", dataset: { side: t("hall.white_short") } }, white),
      el("td", {}, el("div", { className: "actions", role: "group", ariaLabel: t("systems.arena_game_label", { game: game.game, white, black }) },
        el("span", { className: "hint" }, t("systems.arena_finished")), ...buttons)),
      el("td", { className: "black", dataset: { side: t("hall.black_short") } }, black));
  });
  return el("table", { className: "pairings arena-games" },
    el("caption", { tabIndex: -1, id: "arena-games-caption" }, t("systems.arena_in_play", { count: view.playing.length })),
    el("thead", {}, el("tr", {}, ...[t("systems.arena_game"), t("round.seat_white_title"), t("round.column_result"),
      t("round.seat_black_title")].map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...rows));
}

async function finish(state, game, code, label, names) {
  const doc = state.data.doc;
  // The finished game's buttons go away: the keyboard goes on from the list of games in play once it is drawn.
  focusGames = doc.log[doc.log.length - 1].seq;
  const done = await state.apply([{ op: "arena_finish", game: game.game, result: code, now: arenaNow(doc) }],
    t("systems.arena_result", { game: game.game, white: names.get(game.white), black: names.get(game.black), result: label }));
  if (!done) focusGames = null;
}

function waitingList(view, names) {
  const now = view.now;
  if (!view.pairing) return null;
  if (!view.waiting.length) return el("p", { className: "note" }, t("systems.arena_nobody_waiting"));
  return el("div", {},
    el("p", { id: "arena-waiting-title" }, t("systems.arena_waiting_count", { count: view.waiting.length })),
    el("ul", { ariaLabel: t("systems.arena_waiting") }, ...view.waiting.map((entry) => el("li", { dataset: { since: String(entry.since), player: String(entry.player) } },
      `${t("systems.arena_waiting_since", { name: names.get(entry.player) })} `, el("span", { className: "since" }, clockText(now - entry.since))))));
}

function standingsTable(view, doc, names, state) {
  const ratings = new Map(doc.players.map((p) => [p.id, p.rating]));
  const shared = new Map();
  for (const row of view.standings) shared.set(row.place, (shared.get(row.place) ?? 0) + 1);
  const rows = view.standings.map((row) => {
    const name = names.get(row.player);
    const sheet = el("span", { className: "sheet" }, ...row.sheet.flatMap((score, index) => [
      index ? " " : null,
      score.doubled ? el("strong", { title: t("systems.arena_doubled") }, String(score.points)) : String(score.points),
    ]));
    const status = row.paused ? t("systems.arena_paused") : row.playing !== null ? t("systems.arena_playing", { game: row.playing })
      : view.pairing ? t("systems.arena_status_waiting") : "";
    // Pausing matters only while players are paired: before the start and after the end there is nothing to pause.
    const toggle = !view.pairing ? null : el("button", {
      type: "button",
      dataset: { key: `arena-pause-${row.player}` },
      ariaLabel: t(row.paused ? "systems.arena_resume_label" : "systems.arena_pause_label", { name }),
      onclick: () => pauseOrResume(state, row, name),
    }, row.paused ? t("hall.resume") : t("hall.pause"));
    return el("tr", { dataset: { player: String(row.player) } },
      el("td", { className: "num" }, shared.get(row.place) > 1 ? `${row.place}=` : String(row.place)),
      el("td", {}, name, row.on_fire ? el("span", { className: "fire", title: t("systems.arena_streak") }, ` ${t("systems.arena_on_fire")}`) : null),
      el("td", { className: "num points" }, String(row.score)),
      el("td", {}, sheet),
      el("td", { className: "num" }, `${row.wins}-${row.draws}-${row.losses}`),
      el("td", { className: "num" }, row.performance === null ? `${ratings.get(row.player) || t("standings.unrated")}`
        : t("systems.arena_perf", { performance: row.performance })),
      el("td", {}, status),
      el("td", { className: "actions" }, toggle));
  });
  return [
    el("table", { className: "standings arena-standings" },
      el("caption", {}, view.over ? t("systems.arena_final") : t("systems.arena_live")),
      el("thead", {}, el("tr", {}, ...[t("standings.place"), t("standings.name"), t("systems.arena_score"), t("systems.arena_sheet"),
        t("systems.arena_record"), t("systems.arena_perf_or_rating"), t("systems.arena_now"), ""].map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...rows)),
    el("p", { className: "note" }, t("systems.arena_rules")),
  ];
}

function pauseOrResume(state, row, name) {
  const doc = state.data.doc;
  const op = row.paused ? "arena_resume" : "arena_pause";
  state.apply([{ op, player: row.player, now: arenaNow(doc) }], t(row.paused ? "systems.arena_back" : "systems.arena_pauses", { name }));
}

export function setUpArena(state) {
  $("#arena-start").addEventListener("click", () => {
    const doc = state.data.doc;
    state.apply([{ op: "arena_start", now: arenaNow(doc) }], t("systems.arena_started"));
  });
}
