// The teams of a team event (the engine's "teams" block): enter a team with its roster, typed or pasted one
// player a line and read by the engine as the Players list's pasted list is (every FIDE field; a preview of what each
// line became, flagged lines unticked, before the team is added); before each round, each team's line-up,
// one roster player per board or none (the board lost by forfeit; the roster's order until one is set), or every
// line-up of the round before in one click; and each round's matches with their game and match points, as the engine computes them.
import { el, show } from "../dom.js";
import { errorText, tenths } from "../state.js";
import { playerOf, showRosterPreview } from "../roster-preview.js";
import { unchanged } from "../rows.js";
import { totalRounds } from "../formats.js";

const $ = (selector) => document.querySelector(selector);
// A team's requested bye by its points (the engine's TEAM_BYE_POINTS), as a match the team is given.
const BYE_WORDS = { half: "a drawn match", full: "a won match", zero: "no points" };

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
      return { error: `${name}: the board is a number from 1 to ${boards} (or none: a reserve).` };
    }
    if (players[board - 1] !== null) {
      const other = entries.find((entry) => entry.pid === players[board - 1]).name;
      return { error: `Board ${board} is given to both ${other} and ${name}.` };
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
    setRoster(players, `${team.name}: ${name(pid)} moved to place ${to + 1} of the roster.`);
  };
  const error = el("p", { className: "alert", role: "alert", hidden: true });
  const boardInputs = [];
  const rows = team.players.map((pid, index) => {
    const place = el("input", { type: "number", min: "1", max: String(team.players.length), value: String(index + 1),
      className: "place", ariaLabel: `Place of ${name(pid)} in the roster of ${team.name}`,
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
      ariaLabel: `Board of ${name(pid)} in round ${round}`, dataset: { key: `lineup-${team.id}-${pid}` } }) : null;
    if (board) boardInputs.push({ pid, name: name(pid), input: board });
    const row = el("tr", { draggable: true, dataset: { index: String(index) } },
      el("td", { className: "num" }, place),
      el("td", {}, el("span", { className: "drag", ariaHidden: "true", title: "Drag to another place" }, "⠿ "), name(pid)),
      el("td", { className: "num" }, people.get(pid).rating ? String(people.get(pid).rating) : ""),
      playing ? el("td", { className: "num" }, board) : null,
      el("td", {}, el("button", { type: "button", className: "link",
        ariaLabel: `Take ${name(pid)} off the roster of ${team.name}`,
        onclick: () => setRoster(team.players.filter((other) => other !== pid),
          `${team.name}: ${name(pid)} taken off the roster.`) }, "Remove")));
    row.addEventListener("dragstart", (event) => event.dataTransfer.setData("text/plain", String(index)));
    row.addEventListener("dragover", (event) => event.preventDefault());
    row.addEventListener("drop", (event) => {
      event.preventDefault();
      moveTo(Number(event.dataTransfer.getData("text/plain")), index);
    });
    return row;
  });
  const table = el("table", { className: "lineup-table", ariaLabel: `Roster of ${team.name}` },
    el("caption", {}, playing ? `Roster and boards in round ${round} (no board: a reserve)` : "Roster"),
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", className: "num" }, "Place"), el("th", { scope: "col" }, "Player"),
      el("th", { scope: "col", className: "num" }, "Rating"),
      playing ? el("th", { scope: "col", className: "num" }, "Board") : null, el("td", {}))),
    el("tbody", {}, ...rows));
  const onTeams = new Set(doc.teams.list.flatMap((t) => t.players));
  const free = doc.players.filter((p) => !onTeams.has(p.id));
  const add = free.length ? el("select", { ariaLabel: `Add a player to the roster of ${team.name}`,
    dataset: { key: `roster-add-${team.id}` } },
  el("option", { value: "" }, "— add a player on no team —"),
  ...free.map((p) => el("option", { value: String(p.id) }, p.name))) : null;
  add?.addEventListener("change", () => {
    if (add.value) setRoster([...team.players, Number(add.value)], `${team.name}: ${name(Number(add.value))} added to the roster.`);
  });
  if (!playing || team.players.length === 0) return [table, add];
  const form = el("form", { className: "lineup", ariaLabel: `Line-up of ${team.name} for round ${round}` },
    table, error, el("button", { type: "submit" }, `Save the line-up of ${team.name}`));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const made = lineupFromBoards(boardInputs.map(({ pid, name: who, input }) => ({ pid, name: who,
      text: input.value.trim() })), boards);
    error.hidden = !made.error;
    error.textContent = made.error ?? "";
    if (made.error) return;
    const empty = made.players.flatMap((pid, k) => (pid === null ? [k + 1] : []));
    const note = empty.length ? ` Board${empty.length > 1 ? "s" : ""} ${empty.join(", ")}: nobody, lost by forfeit.` : "";
    state.apply([{ op: "set_lineup", team: team.id, round, players: made.players }],
      `Round ${round}: line-up of ${team.name} saved.${note}`);
  });
  return [form, add];
}

/** Where the team stands: joining late, withdrawn, its requested byes (each cancelled here), and the forms to ask
 * for a bye in a round not paired yet or to withdraw it. */
function absences(doc, team, state, round, total) {
  const withdrawn = team.withdrawn_round;
  const status = [
    team.joined_round > 1 ? `Joins in round ${team.joined_round}.` : null,
    withdrawn !== null ? `Withdrawn from round ${withdrawn}.` : null,
  ].filter(Boolean);
  const byes = team.requested_byes.map((bye) => el("li", {}, `Bye in round ${bye.round} (${BYE_WORDS[bye.points]}) `, bye.round >= round ? el("button", { type: "button",
    ariaLabel: `Cancel the bye of ${team.name} in round ${bye.round}`,
    onclick: () => state.apply([{ op: "cancel_team_bye", team: team.id, round: bye.round }],
      `${team.name}: bye in round ${bye.round} cancelled.`) }, "Cancel") : null));
  const last = total ?? round + 9;
  const rounds = [];
  for (let r = Math.max(round, team.joined_round); r <= last && (withdrawn === null || r < withdrawn); r += 1) {
    if (!team.requested_byes.some((bye) => bye.round === r)) rounds.push(r);
  }
  const byeRound = el("select", { ariaLabel: `Round of the bye of ${team.name}`, dataset: { key: `bye-round-${team.id}` } },
    ...rounds.map((r) => el("option", { value: String(r) }, `Round ${r}`)));
  const byePoints = el("select", { ariaLabel: `Points of the bye of ${team.name}`, dataset: { key: `bye-points-${team.id}` } },
    ...Object.entries(BYE_WORDS).map(([points, words]) => el("option", { value: points }, words)));
  const byeForm = el("form", { className: "team-bye", ariaLabel: `Bye for ${team.name}` }, byeRound, byePoints,
    el("button", { type: "submit" }, `Request a bye for ${team.name}`));
  byeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const r = Number(byeRound.value);
    state.apply([{ op: "team_bye", team: team.id, round: r, points: byePoints.value }], `${team.name}: bye in round ${r}.`);
  });
  const leave = withdrawn === null
    ? el("button", { type: "button", onclick: () => state.apply([{ op: "withdraw_team", team: team.id }],
      `${team.name} withdraws from round ${Math.max(round, team.joined_round)}.`) }, `Withdraw ${team.name}`)
    : withdrawn >= round ? el("button", { type: "button", onclick: () => state.apply([{ op: "cancel_team_withdrawal",
      team: team.id }], `${team.name} plays on.`) }, `Cancel the withdrawal of ${team.name}`) : null;
  return el("div", { className: "team-absences" },
    status.length ? el("p", { className: "note" }, status.join(" ")) : null,
    byes.length ? el("ul", { ariaLabel: `Byes of ${team.name}` }, ...byes) : null,
    rounds.length ? byeForm : null, leave);
}

/** Before round 1, the team order (the pairing numbers): a team moved up or down by hand. */
function orderButtons(doc, index, state) {
  const order = doc.teams.list.map((t) => t.id);
  const name = doc.teams.list[index].name;
  const move = (by) => {
    [order[index], order[index + by]] = [order[index + by], order[index]];
    state.apply([{ op: "set_team_order", order }], `${name} moved to no. ${index + by + 1} in the team order.`);
  };
  return el("span", { className: "actions" },
    el("button", { type: "button", ariaLabel: `Move ${name} up the team order`, disabled: index === 0,
      onclick: () => move(-1) }, "Up"),
    el("button", { type: "button", ariaLabel: `Move ${name} down the team order`, disabled: index === order.length - 1,
      onclick: () => move(1) }, "Down"));
}

function teamCard(doc, team, state, { open, index, total }) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const round = doc.rounds.length + 1;
  const boards = doc.settings.options.boards;
  // A team short of players still plays the boards it can: its line-up leaves the others empty (lost by forfeit).
  const short = team.players.length < boards
    ? el("p", { className: "note" }, `${team.players.length} of ${boards} boards filled: add players to the roster, `
      + "or save a line-up with the boards nobody plays left empty (each lost by forfeit).") : null;
  const heading = el("h4", {}, `${index + 1}. ${team.name}` + (team.short_name ? ` (${team.short_name})` : ""),
    doc.rounds.length === 0 ? orderButtons(doc, index, state) : null);
  if (!open) {
    return el("section", { className: "team", ariaLabel: team.name }, heading,
      el("ol", { className: "roster", ariaLabel: `Roster of ${team.name}` },
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
  const select = el("select", { ariaLabel: `Whole-team forfeit in round ${round}, match ${match.match}: ${first} - ${second}`,
    dataset: { key: `forfeit-${round}-${match.match}` } },
  el("option", { value: "" }, "— whole-team forfeit —"),
  el("option", { value: "first" }, `${first} did not come`),
  el("option", { value: "second" }, `${second} did not come`),
  el("option", { value: "both" }, "Neither team came"));
  select.addEventListener("change", () => {
    if (!select.value) return;
    const side = select.value;
    const who = side === "both" ? "both teams" : side === "first" ? first : second;
    state.apply([{ op: "forfeit_match", round, match: match.match, side }],
      `Round ${round}, match ${match.match} (${first} - ${second}): forfeited by ${who}.`);
  });
  return select;
}

function matchTable(doc, round, teamNames, state) {
  return el("table", { className: "matches", dataset: { round: String(round.round) } },
    el("caption", {}, `Round ${round.round} matches`),
    el("thead", {}, el("tr", {}, ...["Match", "Team", "Score", "Team", "Match points", "Forfeit"]
      .map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {},
      ...round.matches.map((match) => el("tr", {},
        el("td", { className: "num" }, String(match.match)),
        el("td", {}, teamNames.get(match.teams[0])),
        el("td", { className: "num score" }, match.game_points
          ? `${tenths(match.game_points[0])}-${tenths(match.game_points[1])}` : "…"),
        el("td", {}, teamNames.get(match.teams[1])),
        el("td", { className: "num" }, match.match_points
          ? `${tenths(match.match_points[0])}-${tenths(match.match_points[1])}` : ""),
        el("td", {}, forfeitSelect(round.round, match, teamNames, state)))),
      round.pab === null ? null : el("tr", { className: "bye" }, el("td", {}, ""),
        el("td", { colSpan: 5 }, `${teamNames.get(round.pab)}: pairing-allocated bye`))));
}

export function setUpTeams(state) {
  const form = $("#team-form");
  const preview = $("#team-preview");
  const added = (name, count) => `Added team ${name} with ${count} player${count === 1 ? "" : "s"}.`;
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
    if (!name) return fail("Give the team a name.", $("#team-name"));
    const text = $("#team-roster").value;
    if (!text.trim()) return addTeam(name, []);
    // The roster is read by the engine as the Players list's pasted list is, and shown before anything is added.
    let read;
    try {
      read = await state.actions.rosterFromText(text, state.data.doc.players.map((player) => player.name));
    } catch (failure) {
      return fail(`The roster could not be read: ${errorText(failure)}`, $("#team-roster"));
    }
    showRosterPreview(preview, read, {
      caption: `The roster of ${name}: what each line became`,
      addText: (count) => `Add ${name} with ${count} player${count === 1 ? "" : "s"}`,
      onCancel: () => show(preview, el("p", {}, `${name} was not added; its roster is still in the form.`)),
      onAdd: async (rows) => {
        if (await addTeam(name, rows.map(playerOf))) show(preview, el("p", {}, added(name, rows.length)));
      },
    });
  });
  $("#copy-lineups").addEventListener("click", () => {
    const round = state.data.doc.rounds.length + 1;
    state.apply([{ op: "copy_lineups", round }], `Round ${round}: line-ups copied from round ${round - 1}.`);
  });
}

export function renderTeams(data, state) {
  const doc = data.doc;
  if (!doc || !doc.teams) return;
  const list = $("#team-list");
  if (unchanged(list, doc)) return;
  const round = doc.rounds.length + 1;
  // Line-ups are for a round still to pair: none once every round is paired.
  const total = totalRounds(doc);
  const open = total === null || round <= total;
  $("#lineups-title").textContent = open ? `Teams and line-ups for round ${round}` : "Teams";
  $("#copy-lineups").hidden = doc.rounds.length === 0 || !open;
  $("#copy-lineups").textContent = `Copy the line-ups of round ${round - 1}`;
  // Before round 1 the teams are numbered: seeded by the engine from their top boards' ratings, or by hand.
  const seed = doc.rounds.length === 0 && doc.teams.list.length > 1 ? el("p", {}, el("button", { type: "button",
    onclick: () => state.apply([{ op: "set_team_order", by: "rating" }], "Teams seeded by rating.") },
  "Seed the teams by the average rating of their top boards")) : null;
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
