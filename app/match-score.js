// A team match's score as the round view, the hall screen, the round link and the printed pairings show it: the
// game points so far (the engine counts them by the event's point table, forfeits included) and, once every board
// has its result, the match points each team takes.
import { points, t } from "./i18n.js";

/** "2½-1½ (match points 2-0)", "1½-½, 2 boards to play", or "" before any of its `boards` has a result. */
export function matchScoreText(match, boards) {
  if (!match) return "";
  const [first, second] = match.score;
  const score = `${points(first)}-${points(second)}`;
  if (match.to_play > 0) return match.to_play < boards ? t("round.match_to_play", { score, count: match.to_play }) : "";
  const won = `${points(match.match_points[0])}-${points(match.match_points[1])}`;
  const forfeit = match.forfeit !== null && match.forfeit !== undefined;
  return t(forfeit ? "round.match_done_forfeit" : "round.match_done", { score, match: won });
}

/** "Match 2: Knights - Rooks": a match of a round's link (app/round-link.js) by its number and its two teams. */
export const matchName = (match) => t("round.match_head", { match: match.match, first: match.teams[0], second: match.teams[1] });
