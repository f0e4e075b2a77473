// The roster: add players one at a time (every field of FIDE's player record, and byes requested at entry) or from
// a pasted list (read by the engine and shown line by line, added only after the director confirms), register
// requested byes for any round still to pair, edit players at any time (the engine warns when a change moves
// pairing numbers), remove them before round 1, let them leave (the system's word: withdraw, drop, pause) or add
// late entries once the event runs. The table lists players by pairing number (FIDE initial order unless the
// director fixed numbers); it has rating, title and federation columns only when some player has one.
import { el, show } from "./dom.js";
import { roundViewOf } from "./model.js";
import { pairingSystemOf } from "./formats.js";
import { fillRows, unchanged } from "./rows.js";
import { errorText } from "./state.js";
import { compareNames, language, t } from "./i18n.js";
import { hasRatings } from "./standings-parts.js";
import { playerOf, showRosterPreview } from "./roster-preview.js";
import { misfitsOf, sectionListOf } from "./section-list.js";
import { sectionsOf } from "./sections.js";
import {
  entryOperations, entrySection, followRules, forgetMove, moveControl, renderPlayerSection, setUpPlayerSection,
} from "./roster-sections.js";

const $ = (selector) => document.querySelector(selector);

/** The system's word for a player who stops playing but keeps the games played (withdraw, drop, pause): the keys of
 * what the roster says about it, by that word. */
const LEAVE = {
  withdraw: { button: "roster.withdraw", label: "roster.withdraw_label", confirm: "roster.withdraw_confirm",
    done: "roster.withdrawn_done", status: "roster.status_withdrawn" },
  drop: { button: "roster.drop", label: "roster.drop_label", confirm: "roster.drop_confirm",
    done: "roster.dropped_done", status: "roster.status_dropped" },
  pause: { button: "roster.pause", label: "roster.pause_label", confirm: "roster.pause_confirm",
    done: "roster.paused_done", status: "roster.status_paused" },
};
const leaveKeys = (doc) => LEAVE[pairingSystemOf(doc).leave_word] ?? LEAVE.withdraw;

/** "16 players", "16 teams": the count in the system's own word for who takes part. */
const participants = (doc, count) => t(pairingSystemOf(doc).participant_word === "team" ? "roster.count_teams"
  : "roster.count_players", { count });

// The form's inputs by their `name` (a rating list's look-up fills them by name too); the engine reads the FIDE
// fields as typed (gm: GM, 14.07.1990: 1990/07/14) and refuses a bad one naming it.
const TEXT_FIELDS = ["club", "title", "federation", "fide_id", "sex", "birth", "national_id"];
const FORM_FIELDS = ["name", "rating", "national_rating", ...TEXT_FIELDS, "k", "byes"];
const input = (name) => $("#player-form").elements.namedItem(name);
const LABELS = { rating: "roster.rating", national_rating: "roster.national_rating" };

/** A rating typed: 0 when empty, or the error naming its field. */
function ratingOf(name) {
  const text = input(name).value.trim();
  if (text !== "" && !/^\d+$/.test(text)) {
    return { error: t("roster.rating_not_number", { field: t(LABELS[name]), text }), input: input(name) };
  }
  const value = text === "" ? 0 : Number(text);
  if (value > 4000) return { error: t("roster.rating_too_high", { field: t(LABELS[name]), value: String(value) }), input: input(name) };
  return { value };
}

/** The player the form holds ({player, byes}) or the error naming its field; `named` false: a player still being
 * typed, who may have no name yet. */
function readForm(named = true) {
  const name = input("name").value.trim();
  if (!name && named) return { error: t("roster.name_missing"), input: input("name") };
  const player = name ? { name } : {};
  for (const key of ["rating", "national_rating"]) {
    const read = ratingOf(key);
    if (read.error) return read;
    player[key] = read.value;
  }
  for (const key of TEXT_FIELDS) player[key] = input(key).value.trim();
  // The K factor (FIDE B.02 8.3.3), when set: one filled from FIDE's rating list carries the list's name
  // (data-source), which a K chosen by hand drops.
  if (input("k").value) Object.assign(player, { k: Number(input("k").value), k_source: input("k").dataset.source ?? "" });
  const byes = [];
  for (const text of input("byes").value.split(/[\s,;]+/).filter(Boolean)) {
    if (!/^\d+$/.test(text)) return { error: t("roster.byes_not_round", { text }), input: input("byes") };
    byes.push({ round: Number(text), points: input("bye_points").value });
  }
  return { player, byes };
}

let editing = null;

function stopEditing() {
  editing = null;
  followRules();
  $("#player-form").reset();
  delete input("k").dataset.source;
  $("#player-cancel").hidden = true;
  // The form's own word again at once (the roster, drawn when shown, says whether it is a late entry).
  $("#player-submit").textContent = t("roster.add_player");
  byesAtEntry(true);
}

/** The requested byes of a new player are typed with them; an edited player's are changed in the roster table. */
function byesAtEntry(shown) {
  for (const name of ["byes", "bye_points"]) {
    input(name).hidden = !shown;
    $(`label[for="${input(name).id}"]`).hidden = !shown;
  }
}

function status(player, doc) {
  if (player.withdrawn_round !== null) return t(leaveKeys(doc).status, { round: player.withdrawn_round });
  if (player.joined_round > 1) return t("roster.status_late", { round: player.joined_round });
  return doc.rounds.length ? t("roster.status_playing") : "";
}

const BYE_KEYS = { half: "roster.bye_half", full: "roster.bye_full", zero: "roster.bye_zero" };
const byeLabel = (kind) => t(BYE_KEYS[kind]);

/** The round still to pair next, or null when every round is paired. */
function nextRound(doc) {
  if (!pairingSystemOf(doc).plays_rounds) return null; // without rounds there is no bye to request
  const next = doc.rounds.length + 1;
  return doc.settings.rounds !== null && next > doc.settings.rounds ? null : next;
}

/** A drop-down for a bye requested for the coming round (only kinds the event allows). */
function byeCell(player, doc, state) {
  const round = nextRound(doc);
  const allowed = doc.settings.requested_byes.allowed;
  if (round === null || !allowed.length || round < player.joined_round
    || (player.withdrawn_round !== null && player.withdrawn_round <= round)) return el("td");
  const current = player.requested_byes.find((bye) => bye.round === round);
  const select = el("select", { ariaLabel: t("roster.bye_round_for", { round, name: player.name }), dataset: { key: `bye-${player.id}` } },
    el("option", { value: "" }, t("roster.bye_plays")),
    ...allowed.map((kind) => el("option", { value: kind, selected: current?.points === kind }, byeLabel(kind))));
  select.addEventListener("change", () => {
    const points = select.value;
    if (points) {
      state.apply([{ op: "request_bye", player: player.id, round, points }], t("roster.bye_requested", { name: player.name, bye: byeLabel(points), round }));
    } else {
      state.apply([{ op: "cancel_bye", player: player.id, round }], t("roster.bye_cancelled", { name: player.name, round }));
    }
  });
  return el("td", {}, select);
}

/** A player's requested byes for rounds still to pair, each with a button that cancels it. */
function byesCell(player, doc, state) {
  const byes = player.requested_byes.filter((bye) => bye.round > doc.rounds.length);
  return el("td", { className: "byes" }, ...byes.map((bye) => el("div", {},
    `${t("roster.bye_in_round", { round: bye.round, bye: byeLabel(bye.points) })} `,
    el("button", {
      type: "button", className: "link", ariaLabel: t("roster.bye_cancel_label", { name: player.name, round: bye.round }),
      onclick: () => state.apply([{ op: "cancel_bye", player: player.id, round: bye.round }], t("roster.bye_cancelled", { name: player.name, round: bye.round })),
    }, t("roster.cancel")))));
}

/** The rounds a bye may still be requested for: from the next one to the last (or ten more when open-ended). */
function roundsAhead(doc) {
  const next = doc.rounds.length + 1;
  const last = doc.settings.rounds ?? next + 9;
  return Array.from({ length: Math.max(0, last - next + 1) }, (_, index) => next + index);
}

/** The form that registers a requested bye for any round still to pair: its players and rounds as the event has them. */
let byeChoices = null;
let byeChoicesIn = null;
function fillByeChoices(doc) {
  const allowed = doc.settings.requested_byes.allowed;
  show($("#bye-points"), ...allowed.map((kind) => el("option", { value: kind }, byeLabel(kind))));
  show($("#bye-round"), ...roundsAhead(doc).map((r) => el("option", { value: String(r) }, t("roster.round_n", { round: r }))));
  if (byeChoices === doc.players && byeChoicesIn === language()) return;
  byeChoicesIn = language();
  byeChoices = doc.players;
  const keep = $("#bye-player").value;
  show($("#bye-player"), el("option", { value: "" }, t("roster.choose_player")),
    ...[...doc.players].sort((a, b) => compareNames(a.name, b.name)).map((p) => el("option", { value: String(p.id) }, p.name)));
  $("#bye-player").value = keep;
}

const KINDS = { siblings: "roster.kind_siblings", parent_child: "roster.kind_parent_child", team: "roster.kind_team",
  club: "roster.kind_club", other: "roster.kind_other" };

/** Players who must not meet: the list with a remove button, and a form for a new pair. */
function renderRestrictions(doc, state) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const together = new Intl.ListFormat(language(), { type: "conjunction" });
  const items = doc.restrictions.map((restriction) => {
    const players = together.format(restriction.players.map((id) => names.get(id)));
    const kind = t(KINDS[restriction.kind]);
    return el("li", {},
      `${restriction.label ? t("roster.apart_item_labelled", { players, kind, label: restriction.label })
        : t("roster.apart_item", { players, kind })} `,
      el("button", {
        type: "button", className: "link", ariaLabel: t("roster.apart_remove_label", { players }),
        onclick: () => state.apply([{ op: "remove_restriction", id: restriction.id }], t("roster.apart_removed")),
      }, t("roster.remove")));
  });
  show($("#restriction-list"), items.length ? el("ul", {}, ...items) : el("p", { className: "note" }, t("roster.apart_none")));
  apartChoices = null;
  if ($("#apart").open) fillApartChoices(doc);
}

// The players the "keep apart" form offers were last listed for (null: to list again). Two lists of every player
// are thousands of options at 2,000 players: they are made when the form is opened, not on every change.
let apartChoices = null;

function fillApartChoices(doc) {
  if (apartChoices === doc.players) return;
  apartChoices = doc.players;
  const sorted = [...doc.players].sort((a, b) => compareNames(a.name, b.name));
  for (const id of ["#apart-first", "#apart-second"]) {
    const select = $(id);
    const keep = select.value;
    show(select, el("option", { value: "" }, t("roster.choose_player")), ...sorted.map((p) => el("option", { value: String(p.id) }, p.name)));
    select.value = keep;
  }
}

/** Start editing a player in the player form (at any time: a correction of a name or rating is always allowed). */
function startEditing(player) {
  editing = player.id;
  input("name").value = player.name;
  input("rating").value = player.rating ? String(player.rating) : "";
  input("national_rating").value = player.national_rating ? String(player.national_rating) : "";
  for (const key of TEXT_FIELDS) input(key).value = player[key] ?? "";
  input("k").value = player.k ? String(player.k) : "";
  if (player.k_source) input("k").dataset.source = player.k_source;
  byesAtEntry(false);
  $("#player-cancel").hidden = false;
  $("#player-submit").textContent = t("roster.save");
  input("name").focus();
}

/** The buttons of a player's row: Edit always; Remove before round 1, later the system's leave (and its undo). */
function playerActions(player, doc, state) {
  const started = doc.rounds.length > 0;
  const actions = [el("button", { type: "button", ariaLabel: t("roster.edit_label", { name: player.name }),
    onclick: () => startEditing(player) }, t("roster.edit")), moveControl(player, doc, state.data.event, state)];
  const leave = leaveKeys(doc);
  if (!started) {
    // A running arena has no rounds yet keeps its players' games: they pause instead (the engine refuses removal).
    if (!doc.arena) {
      actions.push(el("button", {
        type: "button", ariaLabel: t("roster.remove_label", { name: player.name }),
        onclick: () => {
          if (window.confirm(t("roster.remove_confirm", { name: player.name }))) {
            state.apply([{ op: "remove_player", player: player.id }], t("roster.removed", { name: player.name }));
          }
        },
      }, t("roster.remove")));
    }
  } else if (player.withdrawn_round === null) {
    const round = doc.rounds.length + 1;
    actions.push(el("button", {
      type: "button", ariaLabel: t(leave.label, { name: player.name }),
      onclick: () => {
        if (window.confirm(t(leave.confirm, { name: player.name, round }))) {
          state.apply([{ op: "withdraw", player: player.id }], t(leave.done, { name: player.name, round }));
        }
      },
    }, t(leave.button)));
  } else if (player.withdrawn_round > doc.rounds.length) {
    actions.push(el("button", {
      type: "button", ariaLabel: t("roster.plays_on_label", { name: player.name }),
      onclick: () => state.apply([{ op: "cancel_withdrawal", player: player.id }], t("roster.plays_on_done", { name: player.name })),
    }, t("roster.plays_on")));
  }
  return actions;
}

/** A player's row of the roster table; `misfits`: why players do not fit the section's rule (the engine's words),
 * said in their row for as long as it holds, not only when they are entered or moved. */
function playerRow(player, doc, numbers, shown, misfits, state) {
  const misfit = misfits?.get(player.id);
  return el("tr", { dataset: { player: String(player.id) } },
    el("td", { className: "num" }, numbers ? String(numbers.get(player.id)) : ""),
    el("td", {}, player.name),
    shown.titles ? el("td", {}, player.title) : null,
    shown.rated ? el("td", { className: "num" }, player.rating ? String(player.rating) : t("roster.unrated")) : null,
    shown.federations ? el("td", {}, player.federation) : null,
    el("td", {}, player.club),
    el("td", {}, status(player, doc),
      misfit ? el("span", { className: "misfit" }, `${status(player, doc) ? " · " : ""}${t("roster.misfit", { reason: misfit })}`)
        : null),
    byeCell(player, doc, state),
    shown.byes ? byesCell(player, doc, state) : null,
    el("td", { className: "actions" }, ...playerActions(player, doc, state)));
}

export function renderRoster(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const started = doc.rounds.length > 0;
  renderPlayerSection(data, editing !== null);
  const entering = entrySection(data.event)?.doc ?? doc;
  $("#player-submit").textContent = t(editing !== null ? "roster.save" : entering.rounds.length ? "roster.add_late" : "roster.add_player");
  // Never disabled while the engine works: state.apply queues each player, and a disabled default button
  // would make Enter drop what the director just typed.
  // Numbers are drawn or reset before round 1 only: later the engine renumbers only for late entries.
  $("#numbering").hidden = started || doc.players.length < 2;
  $("#numbers-fide").disabled = doc.players.every((p) => p.tpn === null);
  // Byes are requested where the event allows them, for rounds still to pair.
  const allowed = doc.settings.requested_byes.allowed;
  const byesOpen = pairingSystemOf(doc).plays_rounds && allowed.length > 0 && roundsAhead(doc).length > 0;
  $("#byes-ahead").hidden = !byesOpen || !doc.players.length;
  if (!unchanged(input("bye_points"), JSON.stringify([allowed, language()]))) {
    show(input("bye_points"), ...allowed.map((kind) => el("option", { value: kind }, byeLabel(kind))));
  }
  if (editing === null) byesAtEntry(byesOpen);
  if ($("#byes-ahead").open) fillByeChoices(doc);
  // The lists are drawn while the view is on screen only: at 2,000 players comparing and drawing them is a long task
  // in every change made elsewhere (a round paired, an event opened). Showing the view renders again (state.showing).
  if (data.view !== "players") return;
  if (!unchanged($("#restriction-list"), JSON.stringify([doc.players, doc.restrictions, language()]))) renderRestrictions(doc, state);
  // The pairing numbers are the engine's: until it has answered for this version of the event (it is still
  // loading, say), the players are listed as entered, without numbers.
  const numbers = roundViewOf(data)?.numbers ?? null;
  // Who does not fit the section's rule is the engine's word (event_sections), drawn in once it answers.
  const misfits = sectionsOf(data.event).some((section) => section.rule)
    ? misfitsOf(sectionListOf(data.event, state.actions, "roster", () => renderRoster(state.data, state)), data.section)
    : null;
  // The table is drawn again only when what its rows show changed (not for every result entered).
  const drawn = JSON.stringify([doc.players, doc.rounds.length, doc.settings.rounds, doc.settings.requested_byes,
    doc.settings.system, doc.arena !== null, numbers && [...numbers], data.section, misfits && [...misfits], language()]);
  if (unchanged($("#roster-table"), drawn)) return;
  const players = numbers ? [...doc.players].sort((a, b) => numbers.get(a.id) - numbers.get(b.id)) : doc.players;
  if (!players.length) {
    show($("#roster-table"), el("p", { className: "note" },
      t(pairingSystemOf(doc).participant_word === "team" ? "roster.no_teams" : "roster.no_players")));
    return;
  }
  // Title and federation columns only where some player has one; byes for later rounds only where some are asked.
  const shown = {
    rated: hasRatings(doc), titles: doc.players.some((p) => p.title), federations: doc.players.some((p) => p.federation),
    byes: doc.players.some((p) => p.requested_byes.some((bye) => bye.round > doc.rounds.length)),
  };
  show($("#roster-table"), el("table", { className: "roster" },
    el("caption", {}, numbers ? t("roster.caption_numbered", { participants: participants(doc, players.length) })
      : participants(doc, players.length)),
    el("thead", {}, el("tr", {}, ...[t("roster.number"), t("roster.name"), shown.titles ? t("roster.title") : null,
      shown.rated ? t("roster.rating") : null, shown.federations ? t("roster.fed") : null, t("roster.club"),
      t("roster.status"), nextRound(doc) ? t("roster.round_n", { round: nextRound(doc) }) : "",
      shown.byes ? t("roster.requested_byes") : null, ""].filter((text) => text !== null)
      .map((text) => el("th", { scope: "col" }, text)))),
    fillRows(el("tbody"), players, (player) => playerRow(player, doc, numbers, shown, misfits, state))));
}

export function setUpRoster(state) {
  const typed = () => {
    const read = readForm(false);
    return read.error || editing !== null ? null : read.player;
  };
  setUpPlayerSection(state, typed, () => renderRoster(state.data, state));
  state.onEventChange(forgetMove);
  $("#apart").addEventListener("toggle", () => {
    if ($("#apart").open && state.data.doc) fillApartChoices(state.data.doc);
  });
  const message = (text) => state.set({ message: text, messageKind: "error" });
  // A player being edited, a list half pasted, a pair half chosen belong to the event they were begun in.
  state.onEventChange(() => {
    stopEditing();
    $("#paste-text").value = "";
    show($("#paste-preview"));
    $("#paste").open = false;
    $("#apart-form").reset();
  });
  $("#numbers-shuffle").addEventListener("click", () => {
    const order = state.data.doc.players.map((p) => p.id);
    for (let i = order.length - 1; i > 0; i -= 1) {  // Fisher-Yates with the browser's cryptographic random
      const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    state.apply([{ op: "set_pairing_numbers", order }], t("roster.numbers_drawn"));
  });
  $("#numbers-fide").addEventListener("click", () => state.apply([{ op: "set_pairing_numbers", order: null }],
    t("roster.numbers_fide")));
  $("#apart-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const first = Number($("#apart-first").value);
    const second = Number($("#apart-second").value);
    if (!first || !second) return message(t("roster.apart_choose_two"));
    if (first === second) return message(t("roster.apart_choose_different"));
    const next = state.data.doc.rounds.length + 1;
    const done = await state.apply([{ op: "add_restriction", players: [first, second], kind: $("#apart-kind").value,
      label: "", first_round: next, last_round: null }], t("roster.apart_added"));
    if (done) $("#apart-form").reset();
  });
  $("#player-cancel").addEventListener("click", () => { stopEditing(); renderRoster(state.data, state); });
  input("k").addEventListener("change", () => { delete input("k").dataset.source; });
  $("#player-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const doc = state.data.doc;
    const read = readForm();
    if (read.error) {
      message(read.error);
      read.input.focus();
      return;
    }
    const { player, byes } = read;
    const wasEditing = editing;
    const typed = FORM_FIELDS.map((name) => input(name).value);
    // The form is free for the next player at once: typing never waits for the engine. If the engine refuses
    // the player, what was typed comes back (unless the director has started on the next one).
    stopEditing();
    renderRoster(state.data, state);
    input("name").focus();
    const asked = byes.length ? { requested_byes: byes } : {};
    // In an event with sections the player enters the section chosen in the form.
    const section = wasEditing === null ? entrySection(state.data.event) : null;
    const into = section ? { section: section.id } : {};
    const entered = section?.doc ?? doc;
    const words = { name: player.name, section: section?.name, round: entered.rounds.length + 1 };
    let done;
    if (wasEditing !== null) {
      done = await state.apply([{ op: "edit_player", player: wasEditing, changes: { k: null, ...player } }], t("roster.edited", words));
    } else if (entered.rounds.length) {
      done = await state.apply([{ op: "late_entry", player, ...asked, ...into }],
        t(section ? "roster.late_entry_to" : "roster.late_entry", words));
    } else {
      done = await state.apply([{ op: "add_player", player, ...asked, ...into }], t(section ? "roster.added_to" : "roster.added", words));
    }
    const untouched = FORM_FIELDS.every((name) => input(name).value === "");
    if (!done && untouched) {
      FORM_FIELDS.forEach((name, index) => { input(name).value = typed[index]; });
      if (wasEditing !== null) {
        editing = wasEditing;
        byesAtEntry(false);
        $("#player-cancel").hidden = false;
        renderRoster(state.data, state);
      }
    }
  });

  $("#byes-ahead").addEventListener("toggle", () => {
    if ($("#byes-ahead").open && state.data.doc) fillByeChoices(state.data.doc);
  });
  $("#bye-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const player = state.data.doc.players.find((p) => p.id === Number($("#bye-player").value));
    if (!player) return message(t("roster.bye_choose_player"));
    const round = Number($("#bye-round").value);
    const points = $("#bye-points").value;
    state.apply([{ op: "request_bye", player: player.id, round, points }], t("roster.bye_requested", { name: player.name, bye: byeLabel(points), round }));
  });

  $("#paste-read").addEventListener("click", async () => {
    const preview = $("#paste-preview");
    const doc = state.data.doc;
    let read;
    try {
      read = await state.actions.rosterFromText($("#paste-text").value, doc.players.map((p) => p.name));
    } catch (error) {
      show(preview, el("p", { className: "alert", role: "alert" }, t("roster.paste_unreadable", { error: errorText(error) })));
      return;
    }
    const late = doc.rounds.length > 0;
    const close = (text) => show(preview, el("p", {}, text));
    showRosterPreview(preview, read, {
      caption: late ? t("roster.paste_caption_late", { round: doc.rounds.length + 1 }) : t("roster.paste_caption"),
      onCancel: () => close(t("roster.paste_nothing_added")),
      onAdd: async (rows) => {
        const operations = await entryOperations(state, rows.map((row) => ({ player: playerOf(row) })));
        if (await state.apply(operations, t("roster.paste_added_from_list", { count: rows.length }), t("roster.adding"))) {
          $("#paste-text").value = "";
          close(t("roster.paste_added", { count: rows.length }));
        }
      },
    });
  });
}
