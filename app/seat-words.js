// Where two players meet, in the event's words: a chess board with White and Black, or (a system without colours,
// such as Magic's) a match between a player and an opponent. The round view's columns say the same
// (app/view-round.js).
import { pairingSystemOf } from "./formats.js";

const COLOURED = { board: "board", boards: "boards", Board: "Board", first: "White", second: "Black", white: "white", black: "black" };
const UNCOLOURED = { board: "match", boards: "matches", Board: "Match", first: "Player", second: "Opponent", white: "", black: "" };

/** {board, boards, Board, first, second, white, black}: the words for a board and its two sides ("" where a side has none). */
export const seatWords = (doc) => (pairingSystemOf(doc).colours ? COLOURED : UNCOLOURED);
