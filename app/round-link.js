// A round's link: the pairings of one round as the hall screen and a player's phone show them, and nothing else.
//
//   #r1.<payload>   format 1: the event's name, the round and how many are planned, when the round stood so, and
//                   every board's White and Black (name and points before the round) and result, then the bye
//   #r2.<payload>   format 2: one section of the round by name (a round too large for one QR code is given as
//                   several links, one per run of names): format 1's parts for the boards where a player of the
//                   section sits, then the section's label and each board's number
// A team round's link carries its matches too (either format): each match's two teams and its score as the engine
// counted it (game points so far, boards to play, match points once done), and the team given the bye. An event
// whose system has no colours or another word for a board (a Magic table) carries that word and that it has no
// colours, and a playoff round (a Magic top cut's) its name, so the phone speaks the event's words; a chess
// event's link holds neither, byte for byte as before. An event that names its language carries it, so that a
// player's phone reads the round in the organiser's language.
//
// It is the link players scan from the hall screen and the printed pairings, so it carries only what that view
// shows (no ids, ratings, earlier rounds, settings or log) and stays short enough for a QR code at a few hundred
// players. <payload> is sealed as every link is (app/link-bytes.js); its bytes are the text's length (LEB128), the
// text (UTF-8: the lines below, joined by "\n"), then the numbers (LEB128).
//   text:    the event's name; per board White's name, Black's name and the result as the engine writes it ("" for
//            none, and for a board a team's line-up left empty, "" as the name); the bye's name, if there is one;
//            a team round: each match's two teams' names, then the name of the team given the bye, if one is;
//            the word for a board, if not "board"; a playoff round's name; the event's language ("de"), if it names
//            one; format 2: the section's label last
//   numbers: the round, the planned rounds (0: not set; before a playoff, the rounds before it), the minute (since
//            1970) it stood so, the boards, the flags (1 if there is a bye, plus 2 in a team round, 4 if a board
//            has its own word, 8 if there are no colours, 16 in a playoff round, 32 with a language), then every seat's points in
//            tenths, board by board (White, Black), the bye last; format 2: then every board's number; a team
//            round: then the boards a match has, the matches, 1 if a team has the bye (else 0), and per match its
//            teams' game points so far (tenths), the boards to play and, when none is left, the match points of each
//            team and 0 (played), 1 (the first team forfeited it whole) or 2 (the second did). A section's matches are those of its boards.
// A link is untrusted input: decodeRound checks every part and says what is wrong in a sentence.
import { DAMAGED, NumberReader, NumberWriter, ShareError, seal, unseal } from "./link-bytes.js";

export const ROUND_FORMAT = 2;
const WHOLE_PREFIX = "r1.";
const SECTION_PREFIX = "r2.";
// Far beyond any real round (2,000 players sit at 1,000 boards), and a cap on what a link may unpack to.
const MAX_BOARDS = 5_000;
const MAX_NAME_CHARS = 300;
const MAX_POINTS = 100_000;
const MAX_INFLATED_BYTES = 2 * 1024 * 1024;
const MAX_MATCH_BOARDS = 100;
const BYE = 1;
const TEAMS = 2;
const BOARD_WORD = 4;
const NO_COLOURS = 8;
const PLAYOFF = 16;
const LANGUAGE = 32;
/** A chess board's words, which a card (app/round-card.js) holds without saying. */
export const CHESS_SEATS = { board: "board", colours: true };

// The number of the match a board is part of (match m holds the round's boards (m - 1) * perMatch + 1 on).
const matchNumber = (board, perMatch) => Math.floor((board - 1) / perMatch) + 1;

/** The match a board (by its number in the round) is part of in a team round's card; null in an individual one. */
export function matchOfBoard(card, number) {
  if (!card.teams) return null;
  const match = matchNumber(number, card.teams.boards);
  return card.teams.matches.find((entry) => entry.match === match) ?? null;
}

/** A board's number: its own in a section's card, else its place in the round. */
export const boardNumber = (board, index) => board.number ?? index + 1;

const byName = (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" });

/** Every player of the round by name, with their board, colour and points, and their opponent and the opponent's
 * points (the bye as colour "bye"); in a team round each seat's `match` too. */
export function seatsByName(card) {
  const seats = [];
  card.boards.forEach((board, index) => {
    const number = boardNumber(board, index);
    const match = card.teams ? { match: matchOfBoard(card, number) } : {};
    if (board.white !== null) seats.push({ name: board.white, board: number, colour: "White", points: board.whitePoints,
      opponent: board.black, opponentPoints: board.blackPoints, ...match });
    if (board.black !== null) seats.push({ name: board.black, board: number, colour: "Black", points: board.blackPoints,
      opponent: board.white, opponentPoints: board.whitePoints, ...match });
  });
  if (card.bye) seats.push({ name: card.bye.name, board: null, colour: "bye", points: card.bye.points, opponent: null,
    opponentPoints: null });
  return seats.sort(byName);
}

/** The players whose names hold what was typed (a few letters, in any case and without accents), by name. */
export function findSeats(seats, typed) {
  const fold = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
  const words = fold(typed).split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return [];
  return seats.filter((seat) => {
    const name = fold(seat.name);
    return words.every((word) => name.includes(word));
  });
}

/** The round in `count` sections by name, each a card of its own (`section`: its label; each board with its
 * number): the boards where a player of the section sits, the bye if its player is in it; `from` and `to` are its
 * players' places in seatsByName. */
export function sectionCards(card, count) {
  const seats = seatsByName(card);
  const size = Math.ceil(seats.length / count);
  const sections = [];
  for (let start = 0; start < seats.length; start += size) {
    const part = seats.slice(start, start + size);
    const boards = new Set(part.map((seat) => seat.board).filter((number) => number !== null));
    const label = `${initials(part[0].name)}–${initials(part[part.length - 1].name)}`;
    const held = card.boards.map((board, index) => ({ ...board, number: boardNumber(board, index) }))
      .filter((board) => boards.has(board.number));
    sections.push({ ...card, section: label, first: part[0].name, last: part[part.length - 1].name, from: start,
      to: start + part.length, boards: held,
      bye: card.bye && part.some((seat) => seat.board === null) ? card.bye : null,
      ...(card.teams ? { teams: { ...card.teams, matches: sectionMatches(card.teams, held) } } : {}) });
  }
  return sections;
}

// A section's matches: those its boards are part of, in order.
function sectionMatches(teams, boards) {
  const numbers = new Set(boards.map((board) => matchNumber(board.number, teams.boards)));
  return teams.matches.filter((match) => numbers.has(match.match));
}

// A section's label: each end's first three letters, enough to tell one run of names from the next.
const initials = (name) => name.trim().slice(0, 3);

// A name on one line: the link's lines are its fields (a name never holds a line break; a hostile one is shown
// with a space instead).
const oneLine = (text) => String(text).replace(/[\r\n]+/g, " ");

/** The fragment (without "#") of the round's link, or of one section's (a card with `section`). A team round's card
 * must hold the engine's score of each match (roundCard made with the round view). */
export async function encodeRound(card) {
  const section = card.section !== undefined;
  const teams = card.teams ?? null;
  const lines = [oneLine(card.name)];
  for (const board of card.boards) lines.push(oneLine(board.white ?? ""), oneLine(board.black ?? ""), board.result ?? "");
  if (card.bye) lines.push(oneLine(card.bye.name ?? ""));
  if (teams) {
    for (const match of teams.matches) lines.push(...match.teams.map((name) => oneLine(name)));
    if (teams.bye !== null) lines.push(oneLine(teams.bye));
  }
  const ownWord = card.seats && card.seats.board !== CHESS_SEATS.board;
  if (ownWord) lines.push(oneLine(card.seats.board));
  if (card.title) lines.push(oneLine(card.title));
  if (card.language) lines.push(card.language);
  if (section) lines.push(oneLine(card.section));
  const text = new TextEncoder().encode(lines.join("\n"));
  const numbers = new NumberWriter();
  numbers.write(text.length, false);
  const head = numbers.bytes.length;
  const flags = (card.bye ? BYE : 0) + (teams ? TEAMS : 0) + (ownWord ? BOARD_WORD : 0)
    + (card.seats && !card.seats.colours ? NO_COLOURS : 0) + (card.title ? PLAYOFF : 0)
    + (card.language ? LANGUAGE : 0);
  for (const value of [card.round, card.of ?? 0, Math.floor(card.at / 60_000), card.boards.length, flags]) {
    numbers.write(value, false);
  }
  const seats = card.boards.flatMap((board) => [board.whitePoints, board.blackPoints]);
  if (card.bye) seats.push(card.bye.points);
  for (const value of seats) numbers.write(value ?? 0, false);
  if (section) for (const board of card.boards) numbers.write(board.number, false);
  if (teams) {
    for (const value of [teams.boards, teams.matches.length, teams.bye === null ? 0 : 1]) numbers.write(value, false);
    for (const match of teams.matches) {
      if (match.score === null) throw new Error("A team round's link needs the engine's match scores.");
      for (const value of [...match.score, match.to_play]) numbers.write(value, false);
      if (match.to_play === 0) {
        for (const value of [...match.match_points, match.forfeit === null ? 0 : match.forfeit + 1]) numbers.write(value, false);
      }
    }
  }
  const bytes = new Uint8Array(numbers.bytes.length + text.length);
  bytes.set(numbers.bytes.slice(0, head));
  bytes.set(text, head);
  bytes.set(numbers.bytes.slice(head), head + text.length);
  return `${section ? SECTION_PREFIX : WHOLE_PREFIX}${await seal(bytes)}`;
}

function checked(value, low, high) {
  if (!(value >= low && value <= high)) throw new ShareError(DAMAGED);
  return value;
}

/** The card a round link's payload (after "r1." or "r2.") holds; ShareError with a sentence when it holds none. */
export async function decodeRound(payload, format = 1) {
  const section = format === 2;
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
  const flags = checked(numbers.read(false), 0, BYE + TEAMS + BOARD_WORD + NO_COLOURS + PLAYOFF + LANGUAGE);
  const hasBye = flags & BYE;
  const lines = text.split("\n");
  if (lines.length < 1 + 3 * boardCount + hasBye + (section ? 1 : 0) || lines.some((line) => line.length > MAX_NAME_CHARS)) {
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
  let line = 1 + 3 * boardCount;
  const bye = hasBye ? { name: lines[line++], points: points() } : null;
  if (bye && bye.name === "") throw new ShareError(DAMAGED);
  const card = { name: lines[0], round, of: of || null, at, boards, bye };
  if (section) {
    let last = 0;
    for (const board of boards) {
      board.number = checked(numbers.read(false), last + 1, MAX_BOARDS);
      last = board.number;
    }
  }
  if (flags & TEAMS) {
    const perMatch = checked(numbers.read(false), 1, MAX_MATCH_BOARDS);
    const count = checked(numbers.read(false), 0, MAX_BOARDS);
    const teamBye = checked(numbers.read(false), 0, 1);
    // The matches' numbers: every one in the round, or a section's, those of its boards.
    const matchNumbers = [...new Set(boards.map((board, index) => matchNumber(boardNumber(board, index), perMatch)))];
    if (section ? count !== matchNumbers.length : boardCount !== count * perMatch) throw new ShareError(DAMAGED);
    if (lines.length < line + 2 * count + teamBye) throw new ShareError(DAMAGED);
    const matches = [];
    for (let m = 0; m < count; m += 1) {
      const score = [points(), points()];
      const toPlay = checked(numbers.read(false), 0, perMatch);
      const done = toPlay === 0 ? [points(), points(), checked(numbers.read(false), 0, 2)] : null;
      matches.push({ match: section ? matchNumbers[m] : m + 1, teams: [lines[line], lines[line + 1]], score,
        to_play: toPlay, match_points: done && done.slice(0, 2), forfeit: done && done[2] > 0 ? done[2] - 1 : null });
      line += 2;
    }
    card.teams = { boards: perMatch, matches, bye: teamBye ? lines[line++] : null };
    if (card.teams.bye === "") throw new ShareError(DAMAGED);
  }
  const named = (present) => {
    if (!present) return null;
    if (line >= lines.length || lines[line] === "") throw new ShareError(DAMAGED);
    return lines[line++];
  };
  const word = named(flags & BOARD_WORD);
  if (flags & (BOARD_WORD | NO_COLOURS)) card.seats = { board: word ?? CHESS_SEATS.board, colours: !(flags & NO_COLOURS) };
  const title = named(flags & PLAYOFF);
  if (title !== null) card.title = title;
  const language = named(flags & LANGUAGE);
  // A language tag's letters only: the page speaks it if it can, else its reader's own.
  if (language !== null && !/^[a-z]{2,8}$/.test(language)) throw new ShareError(DAMAGED);
  if (language !== null) card.language = language;
  if (section) card.section = lines[line++];
  if (line !== lines.length || numbers.at !== numbers.bytes.length) throw new ShareError(DAMAGED);
  return card;
}
