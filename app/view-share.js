// Share links on the page: the open event's "Share" panel (the link to the current round, the read-only link and
// the editable link, each with a copy button and, when it fits, a QR code), opening a link this page was loaded
// with (or that was pasted into the address bar of an open tab), and the views a read-only or round link opens.
//
// An editable link goes through app/incoming.js (checked, compared with a copy already here, stored only as
// the director decides); its fragment is removed from the address at once, so a reload does not receive it
// again. A read-only link stores nothing: it shows the event (the current round's pairings first, for a
// player on a phone, then the standings) and keeps its fragment, so a reload shows it again. A round's link
// (app/round-link.js) shows that round's pairings alone, the same way.
import { el, show } from "./dom.js";
import { EngineError } from "./engine.js";
import { errorText, resultText } from "./state.js";
import { eventLanguage, points, prepareLanguage, t, timeText, visitLanguage } from "./i18n.js";
import { completeRounds, readRoundView, roundViewOf } from "./model.js";
import { checkEvent, receiveEvent, receiveRecord, refuse, summarize } from "./incoming.js";
import { ShareError, decodeFragment, isShareFragment, linkTo } from "./share.js";
import { refusalText } from "./link-refusal.js";
import { qrFits, qrSvg } from "./qr.js";
import { boardNumber, matchOfBoard, seatsByName } from "./round-link.js";
import { roundCard } from "./round-card.js";
import { matchName, matchScoreText } from "./match-score.js";
import { announceCopy } from "./backup.js";
import { findName } from "./find-name.js";
import { roundLink, roundSections } from "./round-qr.js";
import { playoffView } from "./systems/magic_swiss.js";
import { stageView } from "./systems/cs_major.js";
import { pairingSystemOf } from "./formats.js";
import { cardSeatWords } from "./seat-words.js";
import { playedOfTotal, roundOfCount, roundTitle } from "./round-words.js";
import { knockoutStandings } from "./systems/knockout.js";
import { sectionViews, sectionsOf } from "./sections.js";

const $ = (selector) => document.querySelector(selector);
// Where an event from a link comes from, for incoming.js's sentences.
const source = () => t("share.source");

// ----------------------------------------------------------------------------- the open event's links

let shown = { doc: null, roundView: null, links: null };

const madeLinks = new WeakMap(); // doc -> the promise of its links: the share view, the hall screen and print ask alike

/** The event's editable and read-only links, made once per version of the event. */
function shareLinks(doc, state) {
  let links = madeLinks.get(doc);
  if (!links) {
    // Packed in the store's worker: packing and compressing a 2,000-player event holds a thread for a while.
    links = state.store.shareFragments(doc).then(({ edit, view, record }) => ({
      edit: linkTo(edit), view: linkTo(view), record: record === null ? null : linkTo(record) }));
    madeLinks.set(doc, links);
    links.catch(() => madeLinks.delete(doc));
  }
  return links;
}

async function copy(link, input, status) {
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = t("share.copied");
  } catch {
    // No clipboard access (an insecure page, or refused): the link is selected for the director to copy.
    input.focus();
    input.select();
    status.textContent = t("share.selected");
  }
}

// A link's title, its QR code's name and its copy button, by the link's kind.
const LINK_WORDS = {
  round: { title: "share.round_title", qr: "share.round_qr", copy: "share.round_copy" },
  part: { title: "share.part_title", qr: "share.part_qr", copy: "share.part_copy" },
  view: { title: "share.view_title", qr: "share.view_qr", copy: "share.view_copy" },
  edit: { title: "share.edit_title", qr: "share.edit_qr", copy: "share.edit_copy" },
};

/** A link with its copy button and QR code; `words` names its kind in LINK_WORDS and `params` fill its words. */
function linkBlock(kind, link, { words, params = {} }, help, qrOpen) {
  const id = `share-${kind}`;
  const keys = LINK_WORDS[words];
  const text = t(keys.title, params);
  const input = el("input", { id, type: "text", readOnly: true, value: link, spellcheck: false, className: "share-link" });
  const status = el("span", { className: "status", role: "status" });
  const qr = qrSvg(link, { label: t(keys.qr, params) });
  return el("div", { className: "share-block", dataset: { kind } },
    el("h4", {}, text),
    el("p", { className: "note" }, help),
    el("label", { htmlFor: id }, t("share.link_length", { title: text, count: link.length })),
    input,
    el("div", { className: "actions" },
      el("button", { type: "button", onclick: () => copy(link, input, status).then(() => {
        if (kind === "edit") announceCopy(null, "link");
      }) }, t(keys.copy, params)),
      status),
    qr ? el("details", { open: qrOpen }, el("summary", {}, t(keys.qr, params)),
      el("figure", { className: "qr" }, qr, el("figcaption", {}, t("share.qr_scan"))))
      : el("p", { className: "note" }, t("share.qr_too_long")));
}

// The help of a round's link and of its runs of names, by the system's word for where two players meet.
const ROUND_HELP = { board: "share.round_help_board", table: "share.round_help_table", match: "share.round_help_match" };
const RUNS_HELP = { board: "share.runs_help_board", table: "share.runs_help_table", match: "share.runs_help_match" };

/** The editable link to give: the one that carries the record of changes where only it fits a QR code (the
 * receiving page pairs the rounds again, a few seconds for a hundred players), else the whole event. */
function editableLinks(links) {
  const short = links.record !== null && links.record.length < links.edit.length
    && !qrFits(links.edit) && qrFits(links.record);
  return short ? { given: links.record, full: links.edit } : { given: links.edit, full: null };
}

function renderLinks(panel, links) {
  const round = links.number;
  const current = links.round
    ? linkBlock("round", links.round, { words: "round", params: { round } }, t(ROUND_HELP[links.board] ?? ROUND_HELP.board, { round }), true)
    : null;
  const sections = links.sections?.length > 1 ? el("details", { className: "share-sections" },
    el("summary", {}, t("share.runs", { round, count: links.sections.length })),
    el("p", { className: "note" }, t(RUNS_HELP[links.board] ?? RUNS_HELP.board)),
    ...links.sections.map((section, index) => linkBlock(`round-${index + 1}`, section.link,
      { words: "part", params: { round, names: section.section } },
      t("share.run_help", { first: section.first, last: section.last }), false)))
    : null;
  show(panel,
    el("h3", { id: "share-title" }, t("share.heading")),
    el("p", { className: "note" }, t("share.about")),
    current,
    sections,
    linkBlock("view", links.view, { words: "view" }, t("share.view_help"), !current),
    editableBlock(editableLinks(links)));
}

function editableBlock({ given, full }) {
  if (full === null) return linkBlock("edit", given, { words: "edit" }, t("share.edit_help"), false);
  const block = linkBlock("edit", given, { words: "edit" }, t("share.edit_help_record"), false);
  const input = el("input", { id: "share-edit-full", type: "text", readOnly: true, value: full, spellcheck: false,
    className: "share-link" });
  block.append(el("details", {}, el("summary", {}, t("share.full_link")),
    el("p", { className: "note" }, t("share.full_link_help")),
    el("label", { htmlFor: input.id }, t("share.link_length", { title: t("share.full_link"), count: full.length })),
    input));
  return block;
}

export function renderShare(data, state) {
  const panel = $("#share-panel");
  const button = $("#event-share");
  if (!data.doc) {
    panel.hidden = true;
    button.setAttribute("aria-expanded", "false");
    return;
  }
  const roundView = roundViewOf(data);
  if (panel.hidden || (shown.doc === data.doc && shown.roundView === roundView)) return;
  const doc = data.doc;
  const event = data.event; // the links carry the whole event; the round's links, the section shown
  shown = { doc, roundView, links: null };
  panel.dataset.state = "encoding";
  const number = doc.rounds.length;
  const current = roundView && number > 0 ? roundLink(doc, roundView, number) : null;
  const sections = roundView && number > 0 ? roundSections(doc, roundView, number) : null;
  Promise.all([shareLinks(event, state), current, sections]).then(([links, round, parts]) => {
    if (shown.doc !== doc || shown.roundView !== roundView) return;
    links = { ...links, round, number, sections: parts, board: pairingSystemOf(doc).board_word };
    shown.links = links;
    renderLinks(panel, links);
    panel.dataset.state = "ready";
  }, (error) => {
    if (shown.doc !== doc) return;
    show(panel, el("p", { className: "alert", role: "alert" }, t("share.link_failed", { error: errorText(error) })));
    panel.dataset.state = "failed";
  });
}

// ------------------------------------------------------------------------------------ the read-only view

function standingsTable(doc, standings, after, magic) {
  const names = new Map(doc.players.map((player) => [standings.numbers[String(player.id)], player.name]));
  const codes = standings.tiebreaks.map((tiebreak) => tiebreak.code);
  const ties = new Map();
  for (const row of standings.standings) ties.set(row.rank, (ties.get(row.rank) ?? 0) + 1);
  const final = doc.settings.rounds === after;
  const caption = magic ? (final ? "share.final_swiss_standings" : "share.swiss_standings_after")
    : (final ? "share.final_standings" : "share.standings_after");
  return el("div", { className: "scroll" }, el("table", { className: "standings" },
    el("caption", {}, t(caption, { count: after, round: after })),
    el("thead", {}, el("tr", {}, ...[t("share.place"), t("share.name"), t("share.rating"),
      magic ? t("share.match_points") : t("share.points"), ...codes]
      .map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...standings.standings.map((row) => el("tr", {},
      el("td", { className: "num" }, `${row.rank}${ties.get(row.rank) > 1 ? "=" : ""}`),
      el("td", {}, names.get(row.tpn) ?? row.name),
      el("td", { className: "num" }, row.rating ? String(row.rating) : t("share.unrated")),
      el("td", { className: "num points" }, points(Math.round(row.points * 10))),
      ...codes.map((code) => el("td", { className: "num" }, row.details[code].text)))))));
}

/** The standings as each system gives them: a knockout's places, a CS Major stage, Swiss points (and a Magic
 * top cut), through the same views the organiser's page uses, none of which has a control. */
function standingsView(doc, standings, after) {
  const names = new Map(doc.players.map((player) => [player.id, player.name]));
  if (standings.places) return knockoutStandings(standings, doc);
  if (standings.stage) return stageView(standings.stage, names);
  // Before a top cut the standings are the Swiss rounds' in match points (Magic: MTR 3.1).
  const magic = Boolean(pairingSystemOf(doc).playoff);
  return [standingsTable(doc, standings, magic ? standings.rounds : after, magic),
    standings.playoff ? playoffView(standings.playoff, names) : null];
}


/** A round's boards as a table in the card's words: number, White, the result, Black (a Magic table: player and
 * opponent) and each one's points before the round, when the card has them, the bye last. On a phone each board is a
 * card; the colour marks there are text of their own (hidden from a screen reader, which has the column headings), so
 * nothing is drawn over a name or a number. */
function pairingsTable(card) {
  const words = cardSeatWords(card);
  const withPoints = card.boards.some((board) => board.whitePoints !== null);
  const name = (text, mark) => [mark ? el("span", { className: "mark", ariaHidden: "true" }, mark) : null,
    el("span", { className: "who" }, text ?? t("share.no_player"))];
  // The colour marks as the hall screen writes them in the language ("W"/"B", "Б"/"Ч").
  const cells = (board, index) => [String(boardNumber(board, index)), name(board.white, words.colours ? t("hall.white_short") : null),
    withPoints ? tenthsOrNone(board.whitePoints) : null, resultText(board.result, "–"),
    withPoints ? tenthsOrNone(board.blackPoints) : null, name(board.black, words.colours ? t("hall.black_short") : null)];
  const headings = [words.Board, words.first, withPoints ? t("share.pts") : null, t("share.result"),
    withPoints ? t("share.pts") : null, words.second];
  const classes = ["num board", "white-seat", "num points white-points", "result", "num points black-points", "black-seat"];
  const row = (texts, className) => el("tr", { className }, ...texts.map((text, i) => (text === null ? null
    : el("td", { className: classes[i] }, ...[text].flat()))));
  const columns = headings.filter((text) => text !== null).length;
  const rows = card.boards.flatMap((board, index) => [...matchHead(card, board, index, columns), row(cells(board, index))]);
  if (card.bye) rows.push(row(["", name(card.bye.name, null), withPoints ? tenthsOrNone(card.bye.points) : null, t("share.bye"), withPoints ? "" : null, ""], "bye"));
  if (card.teams?.bye) {
    rows.push(el("tr", { className: "match-head" }, el("th", { colSpan: columns, scope: "row" }, t("share.team_bye", { team: card.teams.bye }))));
  }
  const complete = card.boards.every((board) => board.result !== null);
  const caption = card.section ? (complete ? "share.card_names" : "share.card_names_so_far")
    : (complete ? "share.card" : "share.card_so_far");
  return el("table", { className: "pairings players-pairings", dataset: { round: String(card.round) } },
    el("caption", {}, t(caption, { title: cardTitle(card), names: card.section })),
    el("thead", {}, el("tr", {}, ...headings.map((text, i) => (text === null ? null
      : el("th", { scope: "col", className: classes[i] }, text))))),
    el("tbody", {}, ...rows));
}

const tenthsOrNone = (value) => (value === null ? "" : points(value));

/** A round's card's title: a play-off round's name, else the round's number. */
const cardTitle = (card) => card.title ?? t("share.round_n", { round: card.round });

/** In a team round, the row above a match's first board in the card: its teams and its score as the engine counted
 * it, as the round view heads it. */
function matchHead(card, board, index, columns) {
  const match = matchOfBoard(card, boardNumber(board, index));
  if (match === null) return [];
  const before = index > 0 ? matchOfBoard(card, boardNumber(card.boards[index - 1], index - 1)) : null;
  if (before === match) return [];
  // The read-only link's earlier rounds come without the engine's counts: their matches are headed by teams alone.
  const score = match.score === null ? "" : matchScoreText(match, card.teams.boards);
  return [el("tr", { className: "match-head" }, el("th", { colSpan: columns, scope: "rowgroup" },
    `${matchName(match)}${score && ` · ${score}`}`))];
}

/** Every player of a round with their board and colour (where there are colours), by name: a player looks for their
 * own name. */
function byName(card, { open = false } = {}) {
  const words = cardSeatWords(card);
  const seat = ({ board, colour }) => (board === null ? t("share.bye")
    // The round's card says a seat's colour as "White" or "Black"; the event's words say it.
    : words.colours ? t("share.seat_colour", { board: words.board, number: String(board),
      colour: colour === "White" ? words.white : words.black })
      : t("share.seat", { board: words.board, number: String(board) }));
  return el("details", { open }, el("summary", {}, t("share.by_name", { title: cardTitle(card) })),
    el("ul", { className: "by-name" }, ...seatsByName(card).map((item) => el("li", {},
      t("share.seat_of", { name: item.name, seat: seat(item) })))));
}

function leaveView() {
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  delete document.body.dataset.view;
  visitLanguage(null);
  $("#shared-view").hidden = true;
  show($("#shared-view"));
}

async function showReadOnly(state, received) {
  const view = $("#shared-view");
  document.body.dataset.view = "shared";
  view.hidden = false;
  show(view, el("h2", {}, t("share.read_only_heading")), el("p", { role: "status" }, t("share.checking")));
  // The event's language is fetched while the engine checks the event, not after.
  prepareLanguage(eventLanguage(received)).catch(() => {});
  let doc;
  let views;
  try {
    // The check answers each section's standings and round too: one request, which reads the event once.
    ({ event: doc, views } = await checkEvent(state.actions, received, { source: source(), shown: true }));
  } catch (error) {
    leaveView();
    refuse(error.message, { source: source() });
    return;
  }
  await visitLanguage(eventLanguage(doc)).catch(() => {}); // its players read the organiser's language
  const facts = summarize(doc);
  const groups = sectionViews(doc);
  const names = sectionsOf(doc).map((section) => section.name);
  const played = groups.length > 1 ? t("share.count_sections", { count: groups.length })
    : playedOfTotal(doc, facts.roundsPlayed, "share.rounds_played_of_total");
  const parts = [
    el("h2", { id: "shared-title" }, facts.name),
    el("p", { className: "note" }, t("share.read_only_note", { players: t("share.count_players", { count: facts.players }),
      played, when: timeText(facts.modified, t("share.not_recorded")) })),
  ];
  // Each section in turn (an event without sections is one, without a heading of its own).
  const found = [];
  for (const [index, group] of groups.entries()) {
    const { shown, seats } = readOnlySection(group, groups.length > 1 ? { name: names[index], key: index + 1 } : null, views[index]);
    parts.push(...shown);
    if (seats) found.push(seats);
  }
  // An event of sections has one "Find my name" across them, under its title: a player need not know their section.
  if (found.length) parts.splice(2, 0, findName(found.flatMap(({ seats }) => seats), found[0].words, { id: "shared-find" }));
  parts.push(el("div", { className: "actions" }, el("button", { type: "button", onclick: leaveView }, t("share.close"))));
  show(view, ...parts);
}

/** One section of a read-only event (`section`: {name, key} in an event with sections, else null) as the engine's
 * check answered it (`answered`: its standings and round view): its latest round, its standings, its earlier rounds;
 * in an event of sections, the seats of its latest round (`seats`) for the event's one "Find my name". */
function readOnlySection(doc, section, answered) {
  const paired = doc.rounds.length;
  const parts = section ? [el("h3", { className: "shared-section" }, section.name)] : [];
  let seats = null; // a section's seats in its latest round, for the event's one "Find my name"
  if (paired) {
    // The points before the round come from the engine, as on the organiser's page; without them the round still shows.
    const roundView = answered.round_view.error ? null : readRoundView(doc, answered.round_view);
    const card = roundCard(doc, roundView, paired);
    if (section) {
      seats = { seats: seatsByName(card).map((seat) => ({ ...seat, section: section.name })), words: cardSeatWords(card) };
    } else parts.push(findName(seatsByName(card), cardSeatWords(card), { id: "shared-find" }));
    parts.push(pairingsTable(card), byName(card));
  }
  else parts.push(el("p", { className: "note" }, t("share.no_round")));
  const standingsBox = el("div", { id: section ? `shared-standings-${section.key}` : "shared-standings" });
  parts.push(el(section ? "h4" : "h3", {}, section ? t("share.standings_of", { section: section.name }) : t("share.standings")), standingsBox);
  for (let number = paired - 1; number >= 1; number -= 1) {
    parts.push(el("details", {}, el("summary", {}, roundTitle(doc, number)), pairingsTable(roundCard(doc, null, number))));
  }
  if (completeRounds(doc) === 0) show(standingsBox, el("p", { className: "note" }, t("share.standings_later")));
  else if (answered.standings.error) {
    show(standingsBox, el("p", { className: "alert", role: "alert" },
      t("share.standings_failed", { error: errorText(new EngineError(answered.standings.error)) })));
  } else show(standingsBox, ...standingsView(doc, answered.standings, completeRounds(doc)));
  return { shown: parts, seats };
}

/** A round's link: its pairings and results so far, by board and by name, with when they stood so. Nothing to
 * check with the engine and nothing stored. In the event's language when the link carries it (its players read their
 * organiser's), else the reader's own. */
async function showRound(card) {
  await visitLanguage(card.language ?? null).catch(() => {});
  const view = $("#shared-view");
  document.body.dataset.view = "shared";
  view.hidden = false;
  const when = timeText(card.at);
  const round = roundOfCount(card.round, card.of, card.title ?? null);
  show(view,
    el("h2", { id: "shared-title" }, card.name || t("share.no_name")),
    el("p", { className: "note" }, when ? t("share.round_note_when", { round, when }) : t("share.round_note", { round })),
    card.section ? el("p", { className: "note" }, t("share.run_note", { names: card.section })) : null,
    findName(seatsByName(card), cardSeatWords(card), { id: "shared-find" }),
    pairingsTable(card),
    byName(card, { open: true }),
    el("div", { className: "actions" }, el("button", { type: "button", onclick: leaveView }, t("share.close"))));
}

// ------------------------------------------------------------------------------------ opening a link

async function openLink(state) {
  const fragment = location.hash;
  if (!isShareFragment(fragment)) {
    // The address lost its read-only link (edited by hand, or Back): leave the view it opened.
    if (document.body.dataset.view === "shared") leaveView();
    return;
  }
  let link;
  try {
    link = await decodeFragment(fragment);
  } catch (error) {
    // A view another link opened closes too: what it shows is not what this link was meant to show.
    leaveView();
    refuse(error instanceof ShareError ? refusalText(error) : t("share.unreadable", { error: error.message }), { source: source() });
    return;
  }
  if (link.round) {
    await showRound(link.card);
    return;
  }
  if (link.readOnly) {
    await showReadOnly(state, link.doc);
    return;
  }
  // Received once: a reload must not offer the same event again.
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  leaveView();
  // Not awaited: a received event's panel may wait for the director's choice (its own panel says what holds).
  if (link.rebuild) receiveRecord(state, link, { source: source() });
  else receiveEvent(state, link.doc, { source: source() });
}

/** Resolves once what the address's link shows (a read-only event with its standings, a round) is drawn, or at once
 * when it holds none or an event to receive. */
export function setUpShare(state) {
  const button = $("#event-share");
  button.addEventListener("click", () => {
    const panel = $("#share-panel");
    panel.hidden = !panel.hidden;
    button.setAttribute("aria-expanded", String(!panel.hidden));
    shown = { doc: null, roundView: null, links: null };
    renderShare(state.data, state);
  });
  window.addEventListener("hashchange", () => openLink(state));
  return openLink(state);
}
