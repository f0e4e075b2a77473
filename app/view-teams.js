// The teams of a team event (the engine's "teams" block): enter a team with its roster, typed or pasted one
// player a line (name, rating, club, as the Players list reads them); before each round, each team's line-up,
// one roster player per board (the roster's order until one is set), or every line-up of the round before in one
// click; and each round's matches with their game and match points, as the engine computes them.
import { el, show } from "./dom.js";
import { tenths } from "./state.js";
import { readPlayerList } from "./view-roster.js";
import { unchanged } from "./rows.js";
import { totalRounds } from "./formats.js";

const $ = (selector) => document.querySelector(selector);

/** Who plays board k for a team in round r: the line-up set for it, else the roster's order. */
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
    const select = el("select", { id: `lineup-${team.id}-${board}`, dataset: { key: `lineup-${team.id}-${board}` } },
      ...team.players.map((pid) => el("option", { value: String(pid), selected: chosen[board - 1] === pid },
        names.get(pid))));
    selects.push(el("label", { htmlFor: select.id }, `Board ${board} of ${team.name}`), select);
  }
  const form = el("form", { className: "lineup", ariaLabel: `Line-up of ${team.name} for round ${round}` },
    ...selects,
    el("button", { type: "submit" }, `Save the line-up of ${team.name}`));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const players = [...form.querySelectorAll("select")].map((select) => Number(select.value));
    state.apply([{ op: "set_lineup", team: team.id, round, players }], `Round ${round}: line-up of ${team.name} saved.`);
  });
  return form;
}

function teamCard(doc, team, state, open) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const round = doc.rounds.length + 1;
  const enough = team.players.length >= doc.settings.options.boards;
  if (!open) {
    return el("section", { className: "team", ariaLabel: team.name },
      el("h4", {}, team.name + (team.short_name ? ` (${team.short_name})` : "")),
      el("ol", { className: "roster", ariaLabel: `Roster of ${team.name}` },
        ...team.players.map((pid) => el("li", {}, names.get(pid)))));
  }
  return el("section", { className: "team", ariaLabel: team.name },
    el("h4", {}, team.name + (team.short_name ? ` (${team.short_name})` : "")),
    el("ol", { className: "roster", ariaLabel: `Roster of ${team.name}` },
      ...team.players.map((pid) => el("li", {}, names.get(pid)))),
    enough ? lineupForm(doc, team, round, state)
      : el("p", { className: "note" }, `${team.players.length} of ${doc.settings.options.boards} boards filled: `
        + "add players to the roster before pairing."));
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
  show(list, ...doc.teams.list.map((team) => teamCard(doc, team, state, open)));
  // The matches of every paired round, the latest one too while its results come in (the standings the page
  // keeps are the complete rounds' only): asked of the engine once per version of the event.
  const teamNames = new Map(doc.teams.list.map((team) => [team.id, team.name]));
  const matches = $("#team-matches");
  if (!doc.rounds.length) {
    show(matches);
    return;
  }
  state.eventCall("event_standings", doc).then((answer) => {
    if (state.data.doc !== doc) return;
    show(matches, ...answer.rounds.slice().reverse().map((entry) => matchTable(doc, entry, teamNames, state)));
  }, () => {});
}
