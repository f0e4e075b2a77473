// Where two players meet, in the event's words: a chess board with White and Black, or (a system without colours)
// a Magic table or an esports match between a player and an opponent. The word for the place is the engine's
// (facts: the system's board_word). The round view's columns say the same (app/view-round.js).
import { pairingSystemOf } from "./formats.js";

const COLOURED = { first: "White", second: "Black", white: "white", black: "black" };
const UNCOLOURED = { first: "Player", second: "Opponent", white: "", black: "" };

/** {board, boards, Board, first, second, white, black}: the words for a board and its two sides ("" where a side has none). */
export function seatWords(doc) {
  const system = pairingSystemOf(doc);
  const board = system.board_word;
  return { board, boards: board.endsWith("ch") ? `${board}es` : `${board}s`, Board: board[0].toUpperCase() + board.slice(1),
    ...(system.colours ? COLOURED : UNCOLOURED) };
}
