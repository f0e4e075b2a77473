// Magic Swiss's own parts of the event's page: the game-score box of a match (typed as "2-1", committed with Enter
// or on leaving the box), the top cut's bracket under the Swiss standings, and the start of the event's summary line
// (its settings; the rules that follow are the engine's words, facts.systems.magic_swiss.own_rules).
import { el } from "../dom.js";
import { gamesResult, gamesText, parseGames } from "../formats.js";
import { t } from "../i18n.js";
import { playoffWords } from "../round-words.js";

/** The event's settings as its summary line starts with them. */
export const settingsWords = (settings) => t("systems.magic_settings", { rounds: settings.rounds ?? "?",
  cut: settings.options.top_cut ? t("systems.magic_top", { size: settings.options.top_cut }) : t("systems.magic_no_cut"),
  seed: String(settings.options.seed) });

/** The game score box of a Magic match and the sentence saying who won it; `where` names the match in the event's
 * words ("round 2, table 3", "the quarter-finals, table 1"). `commit(result, games)` enters it (null, null clears it);
 * `fail(text)` reports a score that cannot be read. */
export function gameScoreCell(where, roundNumber, boardNumber, board, names, commit, fail) {
  const first = names.get(board.white);
  const second = names.get(board.black);
  const input = el("input", {
    type: "text", size: 6, autocomplete: "off", spellcheck: false, placeholder: "2-1",
    value: gamesText(board.games),
    ariaLabel: t("systems.magic_score_label", { where, first, second }),
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
      fail(t("systems.magic_not_a_score", { where: `${where[0].toUpperCase()}${where.slice(1)}`, first, second, text }));
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
  return ` ${winner ? t("systems.magic_wins", { name: winner }) : t("systems.magic_drawn")}`;
}

/** Bring the game boxes up to date without replacing them (one may be in use from the keyboard); `controls` maps the
 * round view's data-key values to their elements. */
export function updateGameScores(doc, controls) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  doc.rounds.forEach((round, index) => round.boards.forEach((board, boardIndex) => {
    const key = `${index + 1}-${boardIndex + 1}`;
    const input = controls.get(`games-${key}`);
    if (input && document.activeElement !== input) input.value = gamesText(board.games);
    const outcome = controls.get(`outcome-${key}`);
    if (outcome) outcome.textContent = outcomeText(board, names.get(board.white), names.get(board.black));
  }));
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
    while (matches.length < expected) matches.push(el("li", { className: "match pending" }, t("systems.magic_to_be_paired")));
    const name = playoffWords(round.name);
    return el("section", { className: "bracket-round", ariaLabel: name },
      el("h5", {}, t("systems.magic_playoff_round", { name, round: round.round })), el("ol", {}, ...matches));
  });
  return el("section", { className: "bracket", ariaLabel: t("systems.magic_top_title", { size: playoff.size }) },
    el("h4", {}, t("systems.magic_top_heading", { size: playoff.size })),
    el("div", { className: "bracket-rounds" }, ...columns),
    playoff.champion ? el("p", { className: "champion" }, t("systems.magic_champion", { name: names.get(playoff.champion) })) : null);
}
