// A team match's score as the round view, the hall screen, the round link and the printed pairings show it: the
// game points so far (the engine counts them by the event's point table, forfeits included) and, once every board
// has its result, the match points each team takes.
import { tenths } from "./state.js";

/** "2½-1½ (match points 2-0)", "1½-½, 2 boards to play", or "" before any of its `boards` has a result. */
export function matchScoreText(match, boards) {
  if (!match) return "";
  const [first, second] = match.score;
  const score = `${tenths(first)}-${tenths(second)}`;
  if (match.to_play > 0) {
    return match.to_play < boards ? `${score}, ${match.to_play} board${match.to_play === 1 ? "" : "s"} to play` : "";
  }
  const forfeit = match.forfeit === null || match.forfeit === undefined ? "" : ", by forfeit";
  return `${score} (match points ${tenths(match.match_points[0])}-${tenths(match.match_points[1])}${forfeit})`;
}

/** "Match 2: Knights - Rooks": a match of a round's link (app/round-link.js) by its number and its two teams. */
export const matchName = (match) => `Match ${match.match}: ${match.teams[0]} - ${match.teams[1]}`;
