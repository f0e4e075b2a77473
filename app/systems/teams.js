// The teams of a team event (the engine's "teams" block): enter a team with its roster, typed or pasted one
// player a line and read by the engine as the Players list's pasted list is (every FIDE field; a preview of what each
// line became, flagged lines unticked, before the team is added); before each round, each team's line-up,
// one roster player per board or none (the board lost by forfeit; the roster's order until one is set), or every
// line-up of the round before in one click; and each round's matches with their game and match points, as the engine computes them.
import { el, show } from "../dom.js";
import { errorText } from "../state.js";
import { language, points, t } from "../i18n.js";
import { playerOf, showRosterPreview } from "../roster-preview.js";
import { unchanged } from "../rows.js";
import { totalRounds } from "../formats.js";

const $ = (selector) => document.querySelector(selector);
// A team's requested bye by its points (the engine's TEAM_BYE_POINTS), as a match the team is given.
const BYE_WORDS = { half: "systems.team_bye_half", full: "systems.team_bye_full", zero: "systems.team_bye_zero" };

/** Who plays board k for a team in round r (null: nobody, the board left empty): the line-up set for it, else the
 * roster's order. */
function lineupOf(doc, team, round) {
  const set = doc.teams.lineups.find((entry) => entry.round === round && entry.team === team.id);
  return set ? set.players : team.players.slice(0, doc.settings.options.boards);
}

/** The line-up the board numbers typed in the table make: a player per board (null: nobody, lost by forfeit), or
 * the reason it cannot be saved. */
function lineupFromBoards(entries, boards) {
  const players = new Array(boards).fill(null);
  for (const { name, pid, text } of entries) {
    if (text === "") continue;
    const board = Number(text);
    if (!Number.isInteger(board) || board < 1 || board > boards) {
      return { error: t("systems.team_board_range", { name, boards }) };
    }
    if (players[board - 1] !== null) {
      const other = entries.find((entry) => entry.pid === players[board - 1]).name;
      return { error: t("systems.team_board_twice", { board, other, name }) };
    }
    players[board - 1] = pid;
  }
  return { players };
}

/** One table a team: its roster in board order (a place typed, or a row dragged to another), each player's board in
 * the next round (blank: a reserve; a board nobody has is lost by forfeit), and a player taken off the roster or
 * one on no team added. */
function lineupTable(doc, team, round, state, playing) {
  const people = new Map(doc.players.map((p) => [p.id, p]));
  const name = (pid) => people.get(pid).name;
  const boards = doc.settings.options.boards;
  const boardOf = new Map(lineupOf(doc, team, round).map((pid, k) => [pid, k + 1]).filter(([pid]) => pid !== null));
  const setRoster = (players, text) => state.apply([{ op: "set_roster", team: team.id, players }], text);
  const moveTo = (from, to) => {
    if (to === from || to < 0 || to >= team.players.length) return;
    const players = [...team.players];
    const [pid] = players.splice(from, 1);
    players.splice(to, 0, pid);
    setRoster(players, t("systems.team_moved", { team: team.name, name: name(pid), place: to + 1 }));
  };
  const error = el("p", { className: "alert", role: "alert", hidden: true });
  const boardInputs = [];
  const rows = team.players.map((pid, index) => {
    const place = el("input", { type: "number", min: "1", max: String(team.players.length), value: String(index + 1),
      className: "place", ariaLabel: t("systems.team_place_label", { name: name(pid), team: team.name }),
      dataset: { key: `roster-place-${team.id}-${pid}` } });
    place.addEventListener("change", () => moveTo(index, Number(place.value) - 1));
    // Enter moves the player (in the line-up's form it would save the line-up instead).
    place.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      moveTo(index, Number(place.value) - 1);
    });
    const board = playing ? el("input", { type: "number", min: "1", max: String(boards), className: "board",
      value: boardOf.has(pid) ? String(boardOf.get(pid)) : "", placeholder: "–",
      ariaLabel: t("systems.team_board_label", { name: name(pid), round }), dataset: { key: `lineup-${team.id}-${pid}` } }) : null;
    if (board) boardInputs.push({ pid, name: name(pid), input: board });
    const row = el("tr", { draggable: true, dataset: { index: String(index) } },
      el("td", { className: "num" }, place),
      el("td", {}, el("span", { className: "drag", ariaHidden: "true", title: t("systems.team_drag") }, "⠿ "), name(pid)),
      el("td", { className: "num" }, people.get(pid).rating ? String(people.get(pid).rating) : ""),
      playing ? el("td", { className: "num" }, board) : null,
      el("td", {}, el("button", { type: "button", className: "link",
        ariaLabel: t("systems.team_remove_label", { name: name(pid), team: team.name }),
        onclick: () => setRoster(team.players.filter((other) => other !== pid),
          t("systems.team_removed", { team: team.name, name: name(pid) })) }, t("prizes.remove"))));
    row.addEventListener("dragstart", (event) => event.dataTransfer.setData("text/plain", String(index)));
    row.addEventListener("dragover", (event) => event.preventDefault());
    row.addEventListener("drop", (event) => {
      event.preventDefault();
      moveTo(Number(event.dataTransfer.getData("text/plain")), index);
    });
    return row;
  });
  const table = el("table", { className: "lineup-table", ariaLabel: t("systems.team_roster_of", { team: team.name }) },
    el("caption", {}, playing ? t("systems.team_roster_round", { round }) : t("systems.team_roster")),
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", className: "num" }, t("standings.place")), el("th", { scope: "col" }, t("standings.player")),
      el("th", { scope: "col", className: "num" }, t("standings.rating")),
      playing ? el("th", { scope: "col", className: "num" }, t("round.seat_board_title")) : null, el("td", {}))),
    el("tbody", {}, ...rows));
  const onTeams = new Set(doc.teams.list.flatMap((t) => t.players));
  const free = doc.players.filter((p) => !onTeams.has(p.id));
  const add = free.length ? el("select", { ariaLabel: t("systems.team_add_label", { team: team.name }),
    dataset: { key: `roster-add-${team.id}` } },
  el("option", { value: "" }, t("systems.team_add_choice")),
  ...free.map((p) => el("option", { value: String(p.id) }, p.name))) : null;
  add?.addEventListener("change", () => {
    if (add.value) setRoster([...team.players, Number(add.value)], t("systems.team_added_player", { team: team.name, name: name(Number(add.value)) }));
  });
  if (!playing || team.players.length === 0) return [table, add];
  const form = el("form", { className: "lineup", ariaLabel: t("systems.team_lineup_label", { team: team.name, round }) },
    table, error, el("button", { type: "submit" }, t("systems.team_save_lineup", { team: team.name })));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const made = lineupFromBoards(boardInputs.map(({ pid, name: who, input }) => ({ pid, name: who,
      text: input.value.trim() })), boards);
    error.hidden = !made.error;
    error.textContent = made.error ?? "";
    if (made.error) return;
    const empty = made.players.flatMap((pid, k) => (pid === null ? [k + 1] : []));
    const saved = t("systems.team_lineup_saved", { round, team: team.name });
    const note = empty.length ? ` ${t("systems.team_empty_boards", { count: empty.length, boards: empty.join(", ") })}` : "";
    state.apply([{ op: "set_lineup", team: team.id, round, players: made.players }], `${saved}${note}`);
  });
  return [form, add];
}

/** Where the team stands: joining late, withdrawn, its requested byes (each cancelled here), and the forms to ask
 * for a bye in a round not paired yet or to withdraw it. */
function absences(doc, team, state, round, total) {
  const withdrawn = team.withdrawn_round;
  const status = [
    team.joined_round > 1 ? t("systems.team_joins", { round: team.joined_round }) : null,
    withdrawn !== null ? t("systems.team_withdrawn", { round: withdrawn }) : null,
  ].filter(Boolean);
  const byes = team.requested_byes.map((bye) => el("li", {},
    `${t("systems.team_bye_in", { round: bye.round, points: t(BYE_WORDS[bye.points]) })} `, bye.round >= round ? el("button", { type: "button",
      ariaLabel: t("systems.team_cancel_bye_label", { team: team.name, round: bye.round }),
      onclick: () => state.apply([{ op: "cancel_team_bye", team: team.id, round: bye.round }],
        t("systems.team_bye_cancelled", { team: team.name, round: bye.round })) }, t("manual.cancel")) : null));
  const last = total ?? round + 9;
  const rounds = [];
  for (let r = Math.max(round, team.joined_round); r <= last && (withdrawn === null || r < withdrawn); r += 1) {
    if (!team.requested_byes.some((bye) => bye.round === r)) rounds.push(r);
  }
  const byeRound = el("select", { ariaLabel: t("systems.team_bye_round_label", { team: team.name }), dataset: { key: `bye-round-${team.id}` } },
    ...rounds.map((r) => el("option", { value: String(r) }, t("round.title", { round: r }))));
  const byePoints = el("select", { ariaLabel: t("systems.team_bye_points_label", { team: team.name }), dataset: { key: `bye-points-${team.id}` } },
    ...Object.entries(BYE_WORDS).map(([value, key]) => el("option", { value }, t(key))));
  const byeForm = el("form", { className: "team-bye", ariaLabel: t("systems.team_bye_for", { team: team.name }) }, byeRound, byePoints,
    el("button", { type: "submit" }, t("systems.team_request_bye", { team: team.name })));
  byeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const r = Number(byeRound.value);
    state.apply([{ op: "team_bye", team: team.id, round: r, points: byePoints.value }], t("systems.team_bye_set", { team: team.name, round: r }));
  });
  const leave = withdrawn === null
    ? el("button", { type: "button", onclick: () => state.apply([{ op: "withdraw_team", team: team.id }],
      t("systems.team_withdraws", { team: team.name, round: Math.max(round, team.joined_round) })) },
    t("systems.team_withdraw", { team: team.name }))
    : withdrawn >= round ? el("button", { type: "button", onclick: () => state.apply([{ op: "cancel_team_withdrawal",
      team: team.id }], t("systems.team_plays_on", { team: team.name })) }, t("systems.team_cancel_withdrawal", { team: team.name })) : null;
  return el("div", { className: "team-absences" },
    status.length ? el("p", { className: "note" }, status.join(" ")) : null,
    byes.length ? el("ul", { ariaLabel: t("systems.team_byes_of", { team: team.name }) }, ...byes) : null,
    rounds.length ? byeForm : null, leave);
}

/** Before round 1, the team order (the pairing numbers): a team moved up or down by hand. */
function orderButtons(doc, index, state) {
  const order = doc.teams.list.map((t) => t.id);
  const name = doc.teams.list[index].name;
  const move = (by) => {
    [order[index], order[index + by]] = [order[index + by], order[index]];
    state.apply([{ op: "set_team_order", order }], t("systems.team_order_moved", { team: name, number: index + by + 1 }));
  };
  return el("span", { className: "actions" },
    el("button", { type: "button", ariaLabel: t("systems.team_up_label", { team: name }), disabled: index === 0,
      onclick: () => move(-1) }, t("systems.team_up")),
    el("button", { type: "button", ariaLabel: t("systems.team_down_label", { team: name }), disabled: index === order.length - 1,
      onclick: () => move(1) }, t("systems.team_down")));
}

function teamCard(doc, team, state, { open, index, total }) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const round = doc.rounds.length + 1;
  const boards = doc.settings.options.boards;
  // A team short of players still plays the boards it can: its line-up leaves the others empty (lost by forfeit).
  const short = team.players.length < boards
    ? el("p", { className: "note" }, t("systems.team_short", { filled: team.players.length, boards })) : null;
  const heading = el("h4", {}, `${index + 1}. ${team.name}` + (team.short_name ? ` (${team.short_name})` : ""),
    doc.rounds.length === 0 ? orderButtons(doc, index, state) : null);
  if (!open) {
    return el("section", { className: "team", ariaLabel: team.name }, heading,
      el("ol", { className: "roster", ariaLabel: t("systems.team_roster_of", { team: team.name }) },
        ...team.players.map((pid) => el("li", {}, names.get(pid)))));
  }
  const playing = team.withdrawn_round === null || team.withdrawn_round > round;
  return el("section", { className: "team", ariaLabel: team.name }, heading,
    playing ? short : null,
    ...lineupTable(doc, team, round, state, playing),
    absences(doc, team, state, round, total));
}

/** A whole-team forfeit: every board of the match lost by forfeit by the team that did not come (or both). */
function forfeitSelect(round, match, teamNames, state) {
  const [first, second] = match.teams.map((id) => teamNames.get(id));
  const select = el("select", { ariaLabel: t("systems.team_forfeit_label", { round, match: match.match, first, second }),
    dataset: { key: `forfeit-${round}-${match.match}` } },
  el("option", { value: "" }, t("systems.team_forfeit_choice")),
  el("option", { value: "first" }, t("systems.team_did_not_come", { team: first })),
  el("option", { value: "second" }, t("systems.team_did_not_come", { team: second })),
  el("option", { value: "both" }, t("systems.team_neither_came")));
  select.addEventListener("change", () => {
    if (!select.value) return;
    const side = select.value;
    const who = side === "both" ? t("systems.team_both_teams") : side === "first" ? first : second;
    state.apply([{ op: "forfeit_match", round, match: match.match, side }],
      t("systems.team_forfeited", { round, match: match.match, first, second, who }));
  });
  return select;
}

function matchTable(doc, round, teamNames, state) {
  return el("table", { className: "matches", dataset: { round: String(round.round) } },
    el("caption", {}, t("systems.team_matches_caption", { round: round.round })),
    el("thead", {}, el("tr", {}, ...[t("print.col_match"), t("print.col_team"), t("print.col_score"), t("print.col_team"),
      t("standings.team_match_points"), t("systems.team_forfeit")].map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {},
      ...round.matches.map((match) => el("tr", {},
        el("td", { className: "num" }, String(match.match)),
        el("td", {}, teamNames.get(match.teams[0])),
        el("td", { className: "num score" }, match.game_points
          ? `${points(match.game_points[0])}-${points(match.game_points[1])}` : "…"),
        el("td", {}, teamNames.get(match.teams[1])),
        el("td", { className: "num" }, match.match_points
          ? `${points(match.match_points[0])}-${points(match.match_points[1])}` : ""),
        el("td", {}, forfeitSelect(round.round, match, teamNames, state)))),
      round.pab === null ? null : el("tr", { className: "bye" }, el("td", {}, ""),
        el("td", { colSpan: 5 }, t("systems.team_pab", { team: teamNames.get(round.pab) })))));
}

export function setUpTeams(state) {
  const form = $("#team-form");
  const preview = $("#team-preview");
  const added = (name, count) => t("systems.team_added", { team: name, count });
  const addTeam = async (name, players) => {
    const done = await state.apply([{ op: "add_team", team: { name, short_name: $("#team-short").value.trim() },
      new_players: players }], added(name, players.length));
    if (done) {
      form.reset();
      $("#team-name").focus();
    }
    return done;
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const error = $("#team-error");
    error.hidden = true;
    show(preview);
    const name = $("#team-name").value.trim();
    const fail = (text, input) => { error.textContent = text; error.hidden = false; input.focus(); };
    if (!name) return fail(t("systems.team_name_missing"), $("#team-name"));
    const text = $("#team-roster").value;
    if (!text.trim()) return addTeam(name, []);
    // The roster is read by the engine as the Players list's pasted list is, and shown before anything is added.
    let read;
    try {
      read = await state.actions.rosterFromText(text, state.data.doc.players.map((player) => player.name));
    } catch (failure) {
      return fail(t("systems.team_roster_unread", { reason: errorText(failure) }), $("#team-roster"));
    }
    showRosterPreview(preview, read, {
      caption: t("systems.team_preview_caption", { team: name }),
      addText: (count) => t("systems.team_add_with", { team: name, count }),
      onCancel: () => show(preview, el("p", {}, t("systems.team_not_added", { team: name }))),
      onAdd: async (rows) => {
        if (await addTeam(name, rows.map(playerOf))) show(preview, el("p", {}, added(name, rows.length)));
      },
    });
  });
  $("#copy-lineups").addEventListener("click", () => {
    const round = state.data.doc.rounds.length + 1;
    state.apply([{ op: "copy_lineups", round }], t("systems.team_lineups_copied", { round, from: round - 1 }));
  });
}

export function renderTeams(data, state) {
  const doc = data.doc;
  if (!doc || !doc.teams) return;
  const list = $("#team-list");
  if (unchanged(list, doc, language())) return;
  const round = doc.rounds.length + 1;
  // Line-ups are for a round still to pair: none once every round is paired.
  const total = totalRounds(doc);
  const open = total === null || round <= total;
  $("#lineups-title").textContent = open ? t("systems.team_lineups_title", { round }) : t("systems.team_teams");
  $("#copy-lineups").hidden = doc.rounds.length === 0 || !open;
  $("#copy-lineups").textContent = t("systems.team_copy_lineups", { round: round - 1 });
  // Before round 1 the teams are numbered: seeded by the engine from their top boards' ratings, or by hand.
  const seed = doc.rounds.length === 0 && doc.teams.list.length > 1 ? el("p", {}, el("button", { type: "button",
    onclick: () => state.apply([{ op: "set_team_order", by: "rating" }], t("systems.team_seeded")) },
  t("systems.team_seed"))) : null;
  show(list, seed, ...doc.teams.list.map((team, index) => teamCard(doc, team, state, { open, index, total })));
  // The matches of every paired round, the latest one too while its results come in (the standings the page
  // keeps are the complete rounds' only): asked of the engine once per version of the event.
  const teamNames = new Map(doc.teams.list.map((team) => [team.id, team.name]));
  const matches = $("#team-matches");
  if (!doc.rounds.length) {
    show(matches);
    return;
  }
  state.actions.teamMatches(doc).then((answer) => {
    show(matches, ...answer.rounds.slice().reverse().map((entry) => matchTable(doc, entry, teamNames, state)));
  }, () => {});
}
