// The teams of a team event (the engine's "teams" block): enter a team with its roster, typed or pasted one
// player a line (name, rating, club, as the Players list reads them); before each round, each team's line-up,
// one roster player per board or none (the board lost by forfeit; the roster's order until one is set), or every
// line-up of the round before in one click; and each round's matches with their game and match points, as the engine computes them.
import { el, show } from "../dom.js";
import { tenths } from "../state.js";
import { readPlayerList } from "../player-list.js";
import { unchanged } from "../rows.js";
import { totalRounds } from "../formats.js";

const $ = (selector) => document.querySelector(selector);

const NO_PLAYER = "no player: lost by forfeit";

/** Who plays board k for a team in round r (null: nobody, the board left empty): the line-up set for it, else the
 * roster's order. */
function lineupOf(doc, team, round) {
  const set = doc.teams.lineups.find((entry) => entry.round === round && entry.team === team.id);
  return set ? set.players : team.players.slice(0, doc.settings.options.boards);
}

function lineupForm(doc, team, round, state) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const boards = doc.settings.options.boards;
  const chosen = lineupOf(doc, team, round);
  const selects = [];
  for (let board = 1; board <= boards; board += 1) {
    // A team short of players leaves a board empty: that board is lost by forfeit (a short roster's default).
    const empty = chosen[board - 1] === null || chosen[board - 1] === undefined;
    const select = el("select", { id: `lineup-${team.id}-${board}`, dataset: { key: `lineup-${team.id}-${board}` } },
      ...team.players.map((pid) => el("option", { value: String(pid), selected: chosen[board - 1] === pid },
        names.get(pid))),
      el("option", { value: "", selected: empty }, NO_PLAYER));
    selects.push(el("label", { htmlFor: select.id }, `Board ${board} of ${team.name}`), select);
  }
  const form = el("form", { className: "lineup", ariaLabel: `Line-up of ${team.name} for round ${round}` },
    ...selects,
    el("button", { type: "submit" }, `Save the line-up of ${team.name}`));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const players = [...form.querySelectorAll("select")].map((select) => (select.value ? Number(select.value) : null));
    state.apply([{ op: "set_lineup", team: team.id, round, players }], `Round ${round}: line-up of ${team.name} saved.`);
  });
  return form;
}

/** The roster in board order, each player moved up or down or taken off it, and a player on no team added. */
function rosterEditor(doc, team, state) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const setRoster = (players, text) => state.apply([{ op: "set_roster", team: team.id, players }], text);
  const move = (index, by) => {
    const players = [...team.players];
    [players[index], players[index + by]] = [players[index + by], players[index]];
    setRoster(players, `${team.name}: ${names.get(players[index + by])} moved to board ${index + by + 1}.`);
  };
  const onTeams = new Set(doc.teams.list.flatMap((t) => t.players));
  const free = doc.players.filter((p) => !onTeams.has(p.id));
  const add = el("select", { ariaLabel: `Add a player to the roster of ${team.name}`, dataset: { key: `roster-add-${team.id}` } },
    el("option", { value: "" }, "— add a player on no team —"),
    ...free.map((p) => el("option", { value: String(p.id) }, p.name)));
  add.addEventListener("change", () => {
    if (add.value) setRoster([...team.players, Number(add.value)], `${team.name}: ${names.get(Number(add.value))} added to the roster.`);
  });
  const last = team.players.length - 1;
  return [el("ol", { className: "roster", ariaLabel: `Roster of ${team.name}` },
    ...team.players.map((pid, index) => el("li", {}, names.get(pid), " ",
      el("span", { className: "actions" },
        el("button", { type: "button", ariaLabel: `Move ${names.get(pid)} up the roster of ${team.name}`, disabled: index === 0,
          onclick: () => move(index, -1) }, "Up"),
        el("button", { type: "button", ariaLabel: `Move ${names.get(pid)} down the roster of ${team.name}`,
          disabled: index === last, onclick: () => move(index, 1) }, "Down"),
        el("button", { type: "button", ariaLabel: `Take ${names.get(pid)} off the roster of ${team.name}`,
          onclick: () => setRoster(team.players.filter((other) => other !== pid),
            `${team.name}: ${names.get(pid)} taken off the roster.`) }, "Off the roster"))))),
  free.length ? add : null];
}

/** Where the team stands: joining late, withdrawn, its requested byes (each cancelled here), and the forms to ask
 * for a bye in a round not paired yet or to withdraw it. */
function absences(doc, team, state, round, total) {
  const withdrawn = team.withdrawn_round;
  const status = [
    team.joined_round > 1 ? `Joins in round ${team.joined_round}.` : null,
    withdrawn !== null ? `Withdrawn from round ${withdrawn}.` : null,
  ].filter(Boolean);
  const byes = team.requested_byes.map((bye) => el("li", {}, `Bye in round ${bye.round} (${bye.points === "half"
    ? "a drawn match" : "no points"}) `, bye.round >= round ? el("button", { type: "button",
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
    el("option", { value: "half" }, "a drawn match"), el("option", { value: "zero" }, "no points"));
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
    ...rosterEditor(doc, team, state),
    absences(doc, team, state, round, total),
    !playing ? null : short,
    !playing || team.players.length === 0 ? null : lineupForm(doc, team, round, state));
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
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const error = $("#team-error");
    error.hidden = true;
    const name = $("#team-name").value.trim();
    const fail = (text, input) => { error.textContent = text; error.hidden = false; input.focus(); };
    if (!name) return fail("Give the team a name.", $("#team-name"));
    const { players, problems } = readPlayerList($("#team-roster").value);
    if (problems.length) {
      const first = problems[0];
      return fail(`Roster line ${first.line} (“${first.text}”): ${first.why}.`, $("#team-roster"));
    }
    const done = await state.apply([{ op: "add_team", team: { name, short_name: $("#team-short").value.trim() },
      new_players: players.map((entry) => entry.player) }], `Added team ${name} with ${players.length} players.`);
    if (done) {
      form.reset();
      $("#team-name").focus();
    }
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
