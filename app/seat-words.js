// Where two players meet, in the event's words: a chess board with White and Black, or (a system without colours)
// a Magic table or an esports match between a player and an opponent. The word for the place is the engine's
// (facts: the system's board_word), said in the page's language. The round view's columns say the same
// (app/view-round.js); a round's link carries the word and whether there are colours (app/round-link.js), so a
// player's phone says them too.
import { pairingSystemOf } from "./formats.js";
import { t } from "./i18n.js";
import { CHESS_SEATS } from "./round-link.js";

// Each of the engine's words for a place: the word in a sentence, its plural, and as a heading.
const PLACES = {
  board: ["round.seat_board", "round.seat_boards", "round.seat_board_title"],
  table: ["round.seat_table", "round.seat_tables", "round.seat_table_title"],
  match: ["round.seat_match", "round.seat_matches", "round.seat_match_title"],
};

const coloured = () => ({ first: t("round.seat_white_title"), second: t("round.seat_black_title"),
  white: t("round.seat_white"), black: t("round.seat_black") });
const uncoloured = () => ({ first: t("round.seat_player"), second: t("round.seat_opponent"), white: "", black: "" });

/** {kind, board, boards, Board, first, second, white, black, colours}: the words for a place the engine names
 * `board` (kept as `kind`) and its two sides ("" where a side has none). */
export function seatWordsOf(board, colours) {
  const [one, many, title] = PLACES[board]?.map((key) => t(key))
    ?? [board, board.endsWith("ch") ? `${board}es` : `${board}s`, board[0].toUpperCase() + board.slice(1)];
  return { kind: board, board: one, boards: many, Board: title, colours, ...(colours ? coloured() : uncoloured()) };
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
