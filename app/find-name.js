// "Find my name": a box where a player types a few letters of their name and reads their board, colour, opponent
// and the opponent's points, on the round link, the read-only link and the hall screen.
import { el, show } from "./dom.js";
import { findSeats } from "./round-link.js";
import { tenths } from "./state.js";
import { matchName } from "./match-score.js";

const MOST = 8; // more matches than fit on a phone's screen above the keyboard: type more letters

/** A seat in the event's words (app/seat-words.js): "board 12, White, against Berg, Anna (3½)", "table 4, against
 * …" where there are no colours, in a team round with its match ("… (Match 3: Knights - Rooks)"), or the bye; one
 * of an event's sections named first ("U1800: board 7, …"). */
export function seatText(seat, words) {
  // Found across an event's sections: the section first.
  if (seat.section) return `${seat.section}: ${seatText({ ...seat, section: undefined }, words)}`;
  if (seat.board === null) return "a bye this round";
  const opponent = seat.opponent === null ? "no opponent"
    : `against ${seat.opponent}${seat.opponentPoints === null ? "" : ` (${tenths(seat.opponentPoints)})`}`;
  const colour = words.colours ? `${seat.colour}, ` : "";
  return `${words.board} ${seat.board}, ${colour}${opponent}${seat.match ? ` (${matchName(seat.match)})` : ""}`;
}

/** The search box and its answers for these seats (app/round-link.js seatsByName) in these words; `id` names its
 * input. `onFind` is told whether anything is typed (the hall screen holds its pages while a player reads). */
export function findName(seats, words, { id, onFind = () => {} }) {
  const input = el("input", { id, type: "search", autocomplete: "off", spellcheck: false, enterKeyHint: "search" });
  const answers = el("ul", { className: "found" });
  const status = el("p", { className: "found-count", role: "status" });
  input.addEventListener("input", () => {
    const typed = input.value.trim();
    onFind(typed !== "");
    if (typed === "") {
      show(answers);
      status.textContent = "";
      return;
    }
    const found = findSeats(seats, typed);
    status.textContent = found.length === 0 ? `No player's name holds “${typed}”.`
      : found.length > MOST ? `${found.length} players: the first ${MOST} (type more letters).`
        : `${found.length} ${found.length === 1 ? "player" : "players"}.`;
    show(answers, ...found.slice(0, MOST).map((seat) => el("li", {},
      el("span", { className: "found-name" }, seat.name), " ", el("span", {}, seatText(seat, words)))));
  });
  return el("div", { className: "find-name", role: "search" },
    el("label", { htmlFor: id }, "Find my name"),
    input, status, answers);
}
