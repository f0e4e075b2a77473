// The Magic Swiss and CS Major parts of the event's page: the game-score box of a Magic match (typed as
// "2-1", committed with Enter or on leaving the box), the top-cut bracket under the Swiss standings, the
// CS Major stage (each team's record and difficulty score, who has advanced and who is out), and the
// summary line and new-event form of these two systems, whose rules fix their scoring, bye and order.
import { el } from "./dom.js";
import { gamesResult, gamesText, parseGames, totalRounds } from "./formats.js";

// Each system's own summary of its rules, after the players and rounds played.
const OWN_RULES = {
  magic_swiss: (settings) => `Magic Swiss: ${settings.rounds ?? "?"} Swiss rounds, `
    + `${settings.options.top_cut ? `top ${settings.options.top_cut}` : "no top cut"}, seed ${settings.options.seed} · `
    + "match points 3/1/0, a bye is a 2-0 win · standings by OMW%, GW%, OGW%",
  cs_major: () => "Counter-Strike Major Swiss stage: Bo1, Bo3 when a team can advance or be eliminated · "
    + "3 wins advance, 3 losses eliminate",
};

/** The event summary line of a Magic Swiss or CS Major event (null for the other systems). */
export function formatSummary(doc) {
  const rules = OWN_RULES[doc.settings.system];
  if (!rules) return null;
  const complete = doc.rounds.filter((round) => round.boards.every((board) => board.result !== null)).length;
  return `${doc.players.length} players · ${complete} of ${totalRounds(doc) ?? "?"} rounds played · ${rules(doc.settings)}`;
}

/** The game score box of a Magic match and the sentence saying who won it. `commit(result, games)` enters
 * it (null, null clears it); `fail(text)` reports a score that cannot be read. */
export function gameScoreCell(roundNumber, boardNumber, board, names, commit, fail) {
  const first = names.get(board.white);
  const second = names.get(board.black);
  const input = el("input", {
    type: "text", size: 6, autocomplete: "off", spellcheck: false, placeholder: "2-1",
    value: gamesText(board.games),
    ariaLabel: `Game score of round ${roundNumber}, board ${boardNumber}: games won by ${first}, by ${second}, then drawn games`,
    dataset: { key: `games-${roundNumber}-${boardNumber}` },
  });
  // Committed after the event: a change made by Tab fires while the focus is between the boxes, and the
  // page's re-render would put it back in this box instead of letting it move on.
  input.addEventListener("change", () => setTimeout(() => {
    const text = input.value.trim();
    if (text === "") {
      commit(null, null);
      return;
    }
    const games = parseGames(text);
    if (games === null) {
      fail(`Round ${roundNumber}, board ${boardNumber} (${first} - ${second}): “${text}” is not a game score. Type the `
        + "games won by each player, then the drawn games if any: 2-1, 2-0, 1-1-1.");
      return;
    }
    commit(gamesResult(games), games);
  }));
  return [input, el("span", { className: "outcome", dataset: { key: `outcome-${roundNumber}-${boardNumber}` } },
    outcomeText(board, first, second))];
}

export function outcomeText(board, first, second) {
  if (!board.games) return "";
  const winner = { "1-0": first, "0-1": second }[board.result];
  return winner ? ` ${winner} wins` : " drawn match";
}

/** Bring the game boxes up to date without replacing them (one may be in use from the keyboard). */
export function updateGameScores(doc, view) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  // One pass over the boxes (a search per board would cost boards times the page's size).
  for (const element of view.querySelectorAll('[data-key^="games-"], [data-key^="outcome-"]')) {
    const [kind, round, board] = element.dataset.key.split("-");
    const entry = doc.rounds[Number(round) - 1]?.boards[Number(board) - 1];
    if (!entry) continue;
    if (kind === "outcome") element.textContent = outcomeText(entry, names.get(entry.white), names.get(entry.black));
    else if (document.activeElement !== element) element.value = gamesText(entry.games);
  }
}

/** The top cut as a bracket: one column per playoff round, each match with seeds, names and games won. */
export function playoffView(playoff, names) {
  const columns = playoff.rounds.map((round, index) => {
    const expected = playoff.size >> (index + 1);
    const matches = round.matches.map((match) => el("li", { className: "match" }, ...match.players.map((id, side) => el("div", {
      className: match.winner === id ? "winner" : "",
    }, el("span", { className: "pno" }, `${match.seeds[side]}`), ` ${names.get(id)} `,
    el("span", { className: "score" }, match.games ? String(match.games[side]) : ""),
    match.winner === id ? el("span", { className: "mark" }, " ✓") : null))));
    while (matches.length < expected) matches.push(el("li", { className: "match pending" }, "to be paired"));
    return el("section", { className: "bracket-round", ariaLabel: round.name },
      el("h5", {}, `${round.name} (round ${round.round})`), el("ol", {}, ...matches));
  });
  return el("section", { className: "bracket", ariaLabel: `Top ${playoff.size}` },
    el("h4", {}, `Top ${playoff.size}: single elimination seeded by the Swiss standings`),
    el("div", { className: "bracket-rounds" }, ...columns),
    playoff.champion ? el("p", { className: "champion" }, `Champion: ${names.get(playoff.champion)}`) : null);
}

const STATE_TEXT = { advanced: "Advanced", eliminated: "Out", playing: "Playing" };

/** The CS Major stage: teams in Valve's mid-stage order (record, difficulty score, initial seed). */
export function stageView(stage, names) {
  const rows = stage.teams.map((team, index) => el("tr", { dataset: { state: team.state } },
    el("td", { className: "num" }, String(index + 1)),
    el("td", {}, names.get(team.id)),
    el("td", { className: "num" }, String(team.seed)),
    el("td", { className: "num" }, `${team.wins}-${team.losses}`),
    el("td", { className: "num" }, (team.difficulty > 0 ? "+" : "") + String(team.difficulty)),
    el("td", {}, STATE_TEXT[team.state])));
  const listed = (state) => stage.teams.filter((team) => team.state === state).map((team) => names.get(team.id));
  const advanced = listed("advanced");
  const out = listed("eliminated");
  return [
    el("p", { className: "stage-summary", role: "status" }, stage.finished
      ? "The stage is over: 8 teams have advanced and 8 are out."
      : `${advanced.length} of 8 teams have advanced, ${out.length} of 8 are out.`),
    el("p", { className: "advanced" }, `Advanced (${advanced.length}): ${advanced.join(", ") || "none yet"}.`),
    el("p", { className: "eliminated" }, `Out (${out.length}): ${out.join(", ") || "none yet"}.`),
    el("table", { className: "standings stage" },
      el("caption", {}, "Swiss stage: record, then difficulty score (opponents' wins minus losses), then seed"),
      el("thead", {}, el("tr", {}, ...["Place", "Team", "Seed", "W-L", "Difficulty", "Status"].map((t) => el("th", { scope: "col" }, t)))),
      el("tbody", {}, ...rows)),
  ];
}

/** The new-event form's Magic and CS Major parts: a fresh random pairing seed for every new event (kept in
 * its box, so a judge can note it or type another), and no choice of scoring, bye or tie-breaks. */
export function setUpSystemOptions() {
  const seed = document.querySelector("#new-seed");
  const draw = () => {
    // Setting the default too makes the form's reset (after creating an event) show the new one.
    seed.defaultValue = String(crypto.getRandomValues(new Uint32Array(1))[0] % 2147483648);
    seed.value = seed.defaultValue;
  };
  draw();
  document.querySelector("#new-event-form").addEventListener("reset", draw);
  const pairingSystem = document.querySelector("#new-system");
  // Their scoring, bye and order are the rules' own (the mode's defaults): nothing to choose there.
  const fixed = ["#new-scoring", "#new-pab", "#new-tiebreaks"].map((selector) => document.querySelector(selector));
  const follow = () => {
    const own = pairingSystem.value in OWN_RULES;
    for (const select of fixed) select.disabled = own;
    if (own) document.querySelector("#new-pab").value = "win";
  };
  pairingSystem.addEventListener("change", follow);
  document.querySelector("#new-event-form").addEventListener("reset", () => setTimeout(follow));
}
