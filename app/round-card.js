// A round's card: one round of the event as a player's view shows it (the hall screen, the printed pairings, the
// read-only link), and what its link carries (app/round-link.js), made from the event and the engine's round view.
import { pairingSystemOf } from "./formats.js";
import { playoffName } from "./round-words.js";
import { CHESS_SEATS } from "./round-link.js";
import { printedBoard } from "./model.js";
import { viewName } from "./sections.js";

/** The round as its view shows it: {name, round, of, at, boards: [{white, black, result, whitePoints, blackPoints}],
 * bye: {name, points} | null}; in an event whose words are not chess's `seats`: {board: the word for a board (the
 * engine's), colours: whether its sides have colours}; in a playoff round `title`: its name; in a team round
 * `teams`: {boards (a match's), matches: [{match, teams: [first's name, second's], score, to_play, match_points,
 * forfeit}], bye: a team's name | null}, each match's numbers the engine's (the round view's "matches"; none
 * without it); `language`: the event's, when its details name one. Names are the players' (null for a board a line-up left empty); points are in tenths before the round
 * (null when the engine has not given them); `at` is the event's last change (ms). */
export function roundCard(doc, roundView, number) {
  const round = doc.rounds[number - 1];
  const scores = roundView?.rounds[number - 1]?.scores ?? null;
  const names = new Map(doc.players.map((player) => [player.id, player.name]));
  const nameOf = (id) => (id === null ? null : names.get(id));
  const points = (id) => (id === null || scores === null ? null : scores.get(id) ?? 0);
  const system = pairingSystemOf(doc);
  const seats = { board: system.board_word, colours: system.colours };
  const title = playoffName(doc, number);
  // A section's round is named with its section, and its boards keep the numbers they are printed with.
  const section = viewName(doc);
  const numbered = (index) => {
    const printed = printedBoard(roundView, number, index);
    return printed === index + 1 ? {} : { number: printed };
  };
  return {
    name: section === null ? doc.name ?? "" : `${doc.name ?? ""} · ${section}`,
    round: number,
    of: doc.settings.rounds ?? null,
    at: Date.parse(doc.modified) || 0,
    boards: round.boards.map((board, index) => ({ white: nameOf(board.white), black: nameOf(board.black),
      result: board.result, whitePoints: points(board.white), blackPoints: points(board.black), ...numbered(index) })),
    bye: round.pab === null ? null : { name: nameOf(round.pab), points: points(round.pab) },
    ...(seats.board === CHESS_SEATS.board && seats.colours === CHESS_SEATS.colours ? {} : { seats }),
    ...(title === null ? {} : { title }),
    ...(doc.details?.language ? { language: doc.details.language } : {}),
    ...(round.teams && doc.teams ? { teams: teamPart(doc, round, roundView?.rounds[number - 1]?.matches ?? null) } : {}),
  };
}

function teamPart(doc, round, counted) {
  const names = new Map(doc.teams.list.map((team) => [team.id, team.name]));
  return {
    boards: doc.settings.options.boards,
    matches: round.teams.matches.map(([first, second], m) => {
      const match = counted?.[m];
      return { match: m + 1, teams: [names.get(first), names.get(second)], score: match?.score ?? null,
        to_play: match?.to_play ?? null, match_points: match?.match_points ?? null, forfeit: match?.forfeit ?? null };
    }),
    bye: round.teams.pab === null ? null : names.get(round.teams.pab),
  };
}
