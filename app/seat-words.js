// Where two players meet, in the event's words: a chess board with White and Black, or (a system without colours)
// a Magic table or an esports match between a player and an opponent. The word for the place is the engine's
// (facts: the system's board_word). The round view's columns say the same (app/view-round.js); a round's link
// carries the word and whether there are colours (app/round-link.js), so a player's phone says them too.
import { pairingSystemOf } from "./formats.js";
import { CHESS_SEATS } from "./round-link.js";

const COLOURED = { first: "White", second: "Black", white: "white", black: "black" };
const UNCOLOURED = { first: "Player", second: "Opponent", white: "", black: "" };

/** {board, boards, Board, first, second, white, black, colours}: the words for a place named `board` and its two
 * sides ("" where a side has none). */
export function seatWordsOf(board, colours) {
  return { board, boards: board.endsWith("ch") ? `${board}es` : `${board}s`, Board: board[0].toUpperCase() + board.slice(1),
    colours, ...(colours ? COLOURED : UNCOLOURED) };
}

/** The words for a board of the event and its two sides. */
export function seatWords(doc) {
  const system = pairingSystemOf(doc);
  return seatWordsOf(system.board_word, system.colours);
}

/** The words of a round's card (app/round-link.js): a chess board's unless the card carries its own. */
export function cardSeatWords(card) {
  const { board, colours } = card.seats ?? CHESS_SEATS;
  return seatWordsOf(board, colours);
}
