// "Find my name": a box where a player types a few letters of their name and reads their board, colour, opponent
// and the opponent's points, on the round link, the read-only link and the hall screen.
import { el, show } from "./dom.js";
import { findSeats } from "./round-link.js";
import { points, t } from "./i18n.js";
import { matchName } from "./match-score.js";

const MOST = 8; // more matches than fit on a phone's screen above the keyboard: type more letters

/** A seat in the event's words (app/seat-words.js): "board 12, White, against Berg, Anna (3½)", "table 4, against
 * …" where there are no colours, in a team round with its match ("… (Match 3: Knights - Rooks)"), or the bye; one
 * of an event's sections named first ("U1800: board 7, …"). */
export function seatText(seat, words) {
  // Found across an event's sections: the section first.
  if (seat.section) return `${seat.section}: ${seatText({ ...seat, section: undefined }, words)}`;
  if (seat.board === null) return t("hall.seat_bye");
  const opponent = seat.opponent === null ? t("hall.no_opponent")
    : seat.opponentPoints === null ? t("hall.against", { opponent: seat.opponent })
      : t("hall.against_with_points", { opponent: seat.opponent, points: points(seat.opponentPoints) });
  const colour = words.colours ? `${seat.colour === "White" ? words.first : words.second}, ` : "";
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
    status.textContent = found.length === 0 ? t("hall.found_none", { text: typed })
      : found.length > MOST ? t("hall.found_many", { count: found.length, most: MOST })
        : t("hall.found", { count: found.length });
    show(answers, ...found.slice(0, MOST).map((seat) => el("li", {},
      el("span", { className: "found-name" }, seat.name), " ", el("span", {}, seatText(seat, words)))));
  });
  return el("div", { className: "find-name", role: "search" },
    el("label", { htmlFor: id }, t("hall.find_my_name")),
    input, status, answers);
}
