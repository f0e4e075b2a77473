// A round's link: the pairings of one round as the hall screen and a player's phone show them, and nothing else.
//
//   #r1.<payload>   format 1: the event's name, the round and how many are planned, when the round stood so, and
//                   every board's White and Black (name and points before the round) and result, then the bye
//
// It is the link players scan from the hall screen and the printed pairings, so it carries only what that view
// shows (no ids, ratings, earlier rounds, settings or log) and stays short enough for a QR code at a few hundred
// players. <payload> is sealed as every link is (app/link-bytes.js); its bytes are the text's length (LEB128), the
// text (UTF-8: the lines below, joined by "\n"), then the numbers (LEB128).
//   text:    the event's name; per board White's name, Black's name and the result as the engine writes it ("" for
//            none, and for a board a team's line-up left empty, "" as the name); the bye's name, if there is one
//   numbers: the round, the planned rounds (0: not set), the minute (since 1970) it stood so, the boards, 1 if
//            there is a bye (else 0), then every seat's points in tenths, board by board (White, Black), the bye last
// A link is untrusted input: decodeRound checks every part and says what is wrong in a sentence.
import { DAMAGED, NumberReader, NumberWriter, ShareError, seal, unseal } from "./link-bytes.js";

export const ROUND_FORMAT = 1;
export const ROUND_PREFIX = `r${ROUND_FORMAT}.`;
// Far beyond any real round (2,000 players sit at 1,000 boards), and a cap on what a link may unpack to.
const MAX_BOARDS = 5_000;
const MAX_NAME_CHARS = 300;
const MAX_POINTS = 100_000;
const MAX_INFLATED_BYTES = 2 * 1024 * 1024;

/** The round as its view shows it: {name, round, of, at, boards: [{white, black, result, whitePoints, blackPoints}],
 * bye: {name, points} | null}. Names are the players' (null for a board a line-up left empty); points are in
 * tenths before the round (null when the engine has not given them); `at` is the event's last change (ms). */
export function roundCard(doc, roundView, number) {
  const round = doc.rounds[number - 1];
  const scores = roundView?.rounds[number - 1]?.scores ?? null;
  const names = new Map(doc.players.map((player) => [player.id, player.name]));
  const nameOf = (id) => (id === null ? null : names.get(id));
  const points = (id) => (id === null || scores === null ? null : scores.get(id) ?? 0);
  return {
    name: doc.name ?? "",
    round: number,
    of: doc.settings.rounds ?? null,
    at: Date.parse(doc.modified) || 0,
    boards: round.boards.map((board) => ({ white: nameOf(board.white), black: nameOf(board.black), result: board.result,
      whitePoints: points(board.white), blackPoints: points(board.black) })),
    bye: round.pab === null ? null : { name: nameOf(round.pab), points: points(round.pab) },
  };
}

/** Every player of the round by name, with their board and colour and their opponent (the bye as colour "bye"). */
export function seatsByName(card) {
  const seats = [];
  card.boards.forEach((board, index) => {
    if (board.white !== null) seats.push({ name: board.white, board: index + 1, colour: "White", opponent: board.black });
    if (board.black !== null) seats.push({ name: board.black, board: index + 1, colour: "Black", opponent: board.white });
  });
  if (card.bye) seats.push({ name: card.bye.name, board: null, colour: "bye", opponent: null });
  return seats.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
}

// A name on one line: the link's lines are its fields (a name never holds a line break; a hostile one is shown
// with a space instead).
const oneLine = (text) => String(text).replace(/[\r\n]+/g, " ");

/** The fragment (without "#") of the round's link. */
export async function encodeRound(card) {
  const lines = [oneLine(card.name)];
  for (const board of card.boards) lines.push(oneLine(board.white ?? ""), oneLine(board.black ?? ""), board.result ?? "");
  if (card.bye) lines.push(oneLine(card.bye.name ?? ""));
  const text = new TextEncoder().encode(lines.join("\n"));
  const numbers = new NumberWriter();
  numbers.write(text.length, false);
  const head = numbers.bytes.length;
  for (const value of [card.round, card.of ?? 0, Math.floor(card.at / 60_000), card.boards.length, card.bye ? 1 : 0]) {
    numbers.write(value, false);
  }
  const seats = card.boards.flatMap((board) => [board.whitePoints, board.blackPoints]);
  if (card.bye) seats.push(card.bye.points);
  for (const value of seats) numbers.write(value ?? 0, false);
  const bytes = new Uint8Array(numbers.bytes.length + text.length);
  bytes.set(numbers.bytes.slice(0, head));
  bytes.set(text, head);
  bytes.set(numbers.bytes.slice(head), head + text.length);
  return `${ROUND_PREFIX}${await seal(bytes)}`;
}

function checked(value, low, high) {
  if (!(value >= low && value <= high)) throw new ShareError(DAMAGED);
  return value;
}

/** The card a round link's payload (after "r1.") holds; ShareError with a sentence when it holds none. */
export async function decodeRound(payload) {
  const bytes = await unseal(payload, MAX_INFLATED_BYTES);
  const reader = new NumberReader(bytes);
  const length = reader.read(false);
  if (reader.at + length > bytes.length) throw new ShareError(DAMAGED);
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(reader.at, reader.at + length));
  } catch {
    throw new ShareError(DAMAGED);
  }
  const numbers = new NumberReader(bytes.subarray(reader.at + length));
  const round = checked(numbers.read(false), 1, 10_000);
  const of = checked(numbers.read(false), 0, 10_000);
  const at = checked(numbers.read(false), 0, 2 ** 40) * 60_000;
  const boardCount = checked(numbers.read(false), 0, MAX_BOARDS);
  const hasBye = checked(numbers.read(false), 0, 1);
  const lines = text.split("\n");
  if (lines.length !== 1 + 3 * boardCount + hasBye || lines.some((line) => line.length > MAX_NAME_CHARS)) {
    throw new ShareError(DAMAGED);
  }
  const points = () => checked(numbers.read(false), 0, MAX_POINTS);
  const player = (line) => (line === "" ? null : line);
  const boards = [];
  for (let index = 0; index < boardCount; index += 1) {
    const [white, black, result] = lines.slice(1 + 3 * index, 4 + 3 * index);
    boards.push({ white: player(white), black: player(black), result: result === "" ? null : result,
      whitePoints: points(), blackPoints: points() });
  }
  const bye = hasBye ? { name: lines[lines.length - 1], points: points() } : null;
  if (numbers.at !== numbers.bytes.length || (bye && bye.name === "")) throw new ShareError(DAMAGED);
  return { name: lines[0], round, of: of || null, at, boards, bye };
}
