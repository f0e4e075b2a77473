// The FIDE rating list in the page: loading FIDE's file (read by the list's worker, with a bar), the list kept and
// its date, the list's players offered while a name or FIDE ID is typed in the player form (picking one fills the
// form), and, before round 1, the players' ratings and titles brought up to date from the list: the changes are
// shown first and applied as one action. The form's inputs are found by name (name, rating, title, sex,
// federation, fide_id, birth, k), or by the id player-<name>; a form without one of them is filled without it. The
// list's K for the rating taken (FIDE knows who is new to the list or once reached 2400) becomes the player's K,
// with the list named as its source. The rating taken follows the event: the rating its details say it is rated
// for, else its time control's word (rapid, blitz); the panel's choice overrides it for that event.
import { el, show } from "./dom.js";
import { RatingList } from "./rating-list.js";
import { KINDS } from "./rating-list-format.js";
import { dateText, number, t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);
const KIND_KEY = "swisspair-rating-list-kind";
const PHASES = { reading: "ratings.reading", indexing: "ratings.indexing", saving: "ratings.saving" };
// A list's ratings by their kind: the word alone and in the sentences that name it.
const KIND_WORDS = {
  standard: { word: "ratings.kind_standard", rated: "ratings.rated_standard", why: "ratings.why_standard",
    over: "ratings.over_standard", none: "ratings.none_standard" },
  rapid: { word: "ratings.kind_rapid", rated: "ratings.rated_rapid", why: "ratings.why_rapid",
    over: "ratings.over_rapid", none: "ratings.none_rapid" },
  blitz: { word: "ratings.kind_blitz", rated: "ratings.rated_blitz", why: "ratings.why_blitz",
    over: "ratings.over_blitz", none: "ratings.none_blitz" },
};
const kindWords = (name) => KIND_WORDS[name] ?? KIND_WORDS.standard;

const list = new RatingList();
let about = null; // the list kept, as the worker describes it
let asked = 0; // the latest look-up: an older answer is not shown
let matches = [];
let active = -1;
let preferred = "standard"; // the panel's last choice: for an event that says nothing of its rating
let override = null; // {event, kind}: the panel's choice for one event, over what the event says

const kind = () => $("#rating-list-kind").value;

/** The rating an event is rated for and why, or null: its details' `rating_kind`, else a time control that names
 * rapid or blitz ("Rapid, 15 min + 10 s"). */
function eventKind(doc) {
  const details = doc?.details ?? {};
  if (details.rating_kind) return { kind: details.rating_kind, why: t(kindWords(details.rating_kind).rated) };
  const named = (details.time_control ?? "").match(/\b(rapid|blitz)\b/i);
  return named ? { kind: named[1].toLowerCase(), why: t("ratings.time_control", { control: details.time_control }) } : null;
}

/** The panel's rating: the director's choice for this event, else the event's, else the last choice. */
function followEvent(doc) {
  const own = eventKind(doc);
  const chosen = override && doc && override.event === doc.id ? override.kind : null;
  $("#rating-list-kind").value = chosen ?? own?.kind ?? preferred;
  $("#rating-list-kind-why").textContent = !own ? ""
    : chosen && chosen !== own.kind ? t(kindWords(own.kind).over, { why: own.why })
      : t(kindWords(own.kind).why, { why: own.why });
}
const ratingOf = (record) => record[kind()];
const kOf = (record) => record.k?.[kind()] ?? 0; // 0: the list gives none
/** Where a K filled from the list comes from, as the engine reads it ("fide:standard:2026-12": FIDE's standard list
 * of December 2026) and the rating report words it in the event's language. */
const sourceText = () => `fide:${kind()}:${about.date}`;

function aboutText() {
  if (!about) return t("ratings.none_loaded");
  const rated = KINDS.filter((k) => about.rated[k]).map((k) => t(kindWords(k).word)).join(", ");
  return t("ratings.about", { date: dateText(about.date, { long: true }), count: about.count, file: about.file, rated,
    loaded: dateText(about.loaded.slice(0, 10), { long: true }) });
}

function field(key) {
  const form = $("#player-form");
  const named = form.elements.namedItem(key);
  return named instanceof HTMLElement ? named : document.getElementById(`player-${key}`);
}

/** "Berg, Anna · IM · NOR · 2410 · born 1990 · FIDE ID 100009" */
function matchText(record) {
  const rating = ratingOf(record);
  return [record.name, record.title, record.fed, rating ? String(rating) : t(kindWords(kind()).none),
    kOf(record) ? `K ${kOf(record)}` : "", record.birth ? t("ratings.born", { year: String(record.birth) }) : "",
    t("ratings.fide_id", { id: String(record.id) }), record.inactive ? t("ratings.inactive") : ""]
    .filter(Boolean).join(" · ");
}

function hideMatches() {
  matches = [];
  active = -1;
  $("#player-matches").hidden = true;
  field("name").removeAttribute("aria-activedescendant");
}

function fill(record) {
  const rating = ratingOf(record);
  const values = { name: record.name, rating: rating ? String(rating) : "", title: record.title, sex: record.sex,
    federation: record.fed, fide_id: String(record.id), birth: record.birth ? String(record.birth) : "" };
  for (const [key, value] of Object.entries(values)) {
    const input = field(key);
    if (input) input.value = value;
  }
  const k = field("k");
  if (k) {
    k.value = kOf(record) ? String(kOf(record)) : "";
    if (kOf(record)) k.dataset.source = sourceText();
    else delete k.dataset.source;
  }
  hideMatches();
  field("name").focus();
}

function drawMatches() {
  const box = $("#player-matches");
  show(box, ...matches.map((record, i) => el("li", {
    id: `player-match-${i}`, role: "option", ariaSelected: String(i === active), onclick: () => fill(record),
  }, matchText(record))));
  box.hidden = matches.length === 0;
  if (active >= 0) field("name").setAttribute("aria-activedescendant", `player-match-${active}`);
  else field("name").removeAttribute("aria-activedescendant");
}

async function lookUp(query) {
  const mine = ++asked;
  if (!about || query.trim().length < 2) return hideMatches();
  const started = performance.now();
  const found = await list.find(query, 8);
  if (mine !== asked) return;
  matches = found;
  active = -1;
  drawMatches();
  performance.measure("rating list look-up", { start: started });
}

function showLoading(progress) {
  // Each stage's start, for the benchmark to tell reading from sorting and storing.
  if ($("#rating-list-loading").hidden || $("#rating-list-phase").dataset.phase !== progress.phase) {
    performance.mark(`rating list ${progress.phase}`);
  }
  $("#rating-list-loading").hidden = false;
  $("#rating-list-phase").dataset.phase = progress.phase;
  $("#rating-list-phase").textContent = t(PHASES[progress.phase]);
  const bar = $("#rating-list-progress");
  bar.max = progress.total || 1;
  bar.value = progress.done;
}

async function loadFile(file, state) {
  const message = (text, messageKind = "info") => state.set({ message: text, messageKind });
  const date = await list.dateOf(file);
  // Lists are compared by month: FIDE publishes one a month, and a file's own date says only the day it was written.
  if (about && date.date.slice(0, 7) < about.date.slice(0, 7) && !window.confirm(
    t("ratings.older", { date: dateText(date.date, { long: true }), kept: dateText(about.date, { long: true }) }))) {
    $("#rating-list-file").value = "";
    return;
  }
  showLoading({ phase: "reading", done: 0, total: file.size });
  const started = performance.now();
  try {
    about = await list.load(file, date, showLoading);
    performance.measure("rating list load", { start: started });
    const seconds = number((performance.now() - started) / 1000, 1);
    message(t("ratings.loaded", { date: dateText(about.date, { long: true }), count: about.count, seconds }));
    if (!about.rated[preferred]) preferred = KINDS.find((k) => about.rated[k]) ?? "standard";
  } catch (error) {
    message(t("ratings.load_failed", { error: error.message }), "error");
  } finally {
    $("#rating-list-loading").hidden = true;
    $("#rating-list-file").value = "";
    renderRatingList(state.data);
  }
}

/** The players whose rating or title differs from the list's, and those whose FIDE ID it does not hold. */
async function changesFor(doc) {
  const ids = [...new Set(doc.players.map((p) => p.fide_id).filter((id) => /^\d+$/.test(id)).map(Number))];
  const found = await list.byIds(ids);
  const changes = [];
  const missing = [];
  for (const player of doc.players) {
    if (!/^\d+$/.test(player.fide_id)) continue;
    const record = found[Number(player.fide_id)];
    if (!record) {
      missing.push(player);
      continue;
    }
    const update = {};
    if (ratingOf(record) !== player.rating) update.rating = ratingOf(record);
    if (record.title !== player.title) update.title = record.title;
    if (kOf(record) && kOf(record) !== player.k) Object.assign(update, { k: kOf(record), k_source: sourceText() });
    if (Object.keys(update).length) changes.push({ player, update });
  }
  return { changes, missing };
}

const ratingText = (rating) => (rating ? String(rating) : t("ratings.unrated"));
const change = (before, after) => (before === after ? before : `${before} → ${after}`);

async function checkRatings(state) {
  const doc = state.data.doc;
  const { changes, missing } = await changesFor(doc);
  if (state.data.doc !== doc) return;
  const parts = [];
  const source = t("ratings.source", { date: dateText(about.date, { long: true }), kind: t(kindWords(kind()).word) });
  const count = changes.length;
  if (!count) parts.push(el("p", {}, t("ratings.up_to_date", { source })));
  else {
    parts.push(el("table", {},
      el("caption", {}, t("ratings.to_update", { count, source })),
      el("thead", {}, el("tr", {}, ...[t("roster.name"), t("roster.fide_id"), t("roster.rating"), t("roster.title"), "K"]
        .map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...changes.map(({ player, update }) => el("tr", {},
        el("td", {}, player.name), el("td", {}, player.fide_id),
        el("td", {}, change(ratingText(player.rating), ratingText(update.rating ?? player.rating))),
        el("td", {}, change(player.title || "—", (update.title ?? player.title) || "—")),
        el("td", {}, change(player.k ?? t("ratings.derived"), update.k ?? player.k ?? t("ratings.derived"))))))));
    parts.push(el("button", {
      type: "button",
      onclick: async () => {
        if (state.data.doc !== doc || doc.rounds.length) return;
        const done = await state.apply(changes.map(({ player, update }) => ({ op: "edit_player", player: player.id, changes: update })),
          t("ratings.updated", { count, source }), t("ratings.updating"));
        if (done) show($("#rating-list-changes"), el("p", {}, t("ratings.updated", { count, source })));
      },
    }, t("ratings.apply", { count })));
  }
  if (missing.length) {
    parts.push(el("p", { className: "note" }, t("ratings.missing", { players: missing.map((p) => `${p.name} (${p.fide_id})`).join(", ") })));
  }
  show($("#rating-list-changes"), ...parts);
}

let asking = null; // the list kept is asked of the worker when the players' view is first shown, not at start-up
let shown = null; // what was last drawn

export function renderRatingList(data) {
  shown = data;
  // The panel is drawn once as the page starts, with no event open (the players' view is an open event's): asking
  // then started the list's worker and read its store on a 2-core machine's start-up, beside the engine's.
  if (data.doc) {
    asking ??= list.about().then((kept) => {
      about = kept;
      renderRatingList(shown);
    }, () => {});
  }
  $("#rating-list-about").textContent = aboutText();
  const doc = data.doc;
  followEvent(doc);
  // Ratings are brought up to date before round 1 only: once pairing has begun, they are the event's.
  $("#rating-list-check").hidden = !about || !doc || doc.rounds.length > 0 || !doc.players.some((p) => /^\d+$/.test(p.fide_id));
}

export function setUpRatingList(state) {
  const choice = localStorage.getItem(KIND_KEY);
  if (KINDS.includes(choice)) preferred = choice;
  $("#rating-list-kind").value = preferred;
  $("#rating-list-kind").addEventListener("change", () => {
    preferred = kind();
    localStorage.setItem(KIND_KEY, kind());
    override = state.data.doc ? { event: state.data.doc.id, kind: kind() } : null;
    followEvent(state.data.doc);
    show($("#rating-list-changes"));
  });
  $("#rating-list-file").addEventListener("change", () => {
    const file = $("#rating-list-file").files[0];
    if (file) loadFile(file, state);
  });
  $("#rating-list-check").addEventListener("click", () => checkRatings(state));
  state.onEventChange(() => {
    hideMatches();
    show($("#rating-list-changes"));
  });
  for (const key of ["name", "fide_id"]) {
    field(key)?.addEventListener("input", (event) => lookUp(event.target.value));
  }
  field("name").addEventListener("keydown", (event) => {
    if ($("#player-matches").hidden) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (event.key === "ArrowDown") active = (active + 1) % matches.length;
      else active = active <= 0 ? matches.length - 1 : active - 1;
      drawMatches();
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      fill(matches[active]);
    } else if (event.key === "Escape") {
      hideMatches();
    }
  });
  $("#player-form").addEventListener("submit", hideMatches);
  $("#player-form").addEventListener("reset", hideMatches);
}
