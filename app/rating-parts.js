// Rating changes by FIDE B.02, as the engine works them out with the standings (its "ratings", by pairing
// number): the column's text, and a player's rating card (K and why, each rated game, the totals), drawn alike
// in the standings view and on the printed standings.
import { el } from "./dom.js";
import { dateText, number, t } from "./i18n.js";
import { explanationText } from "./engine-text.js";

/** Whether the standings show the rating-change column: the director switched it on and the engine gave them. */
export const showsRatingChanges = (doc, standings) => Boolean(doc.settings.rating_changes && standings?.ratings);

/** A change as FIDE's calculator shows it: signed, one decimal; a dash for a player without one (unrated). */
function changeText(change) {
  if (change === null || change === undefined) return "—";
  const text = number(Math.abs(change), 1);
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : text;
}

/** The column's text: the change, or an unrated player's first rating from this event alone ("initial 1642"). */
export const columnText = (r) => (r.initial_rating ? t("ratings.initial", { rating: String(r.initial_rating) })
  : changeText(r.rating_change));

const twoDecimals = (value) => (value === null ? "—" : number(value, 2));

/** Why K is what it is, in the page's language (the month of FIDE's list as the language writes it); a report of
 * an engine without the words keeps its English. */
export function kReason(r) {
  const words = r.k_reason_words;
  if (!words) return r.k_reason;
  const params = words.params.date
    ? { ...words.params, date: dateText(words.params.date, { long: true }) } : words.params;
  return explanationText({ key: words.key, params }, r.k_reason);
}

/** Why an unrated player's first rating from this event is what it is, in the page's language. */
const initialReason = (r) => (r.initial_reason_words ? explanationText(r.initial_reason_words, r.initial_reason)
  : r.initial_reason);

/** One player's rating card: what the change is made of, game by game; `setK(k)` (k null: derived), when given,
 * offers the director the K factor to set (FIDE B.02 8.3.3: 40, 20 or 10). */
export function ratingCard(name, rating, r, names, player = null, setK = null) {
  const games = r.rated_games.map((g) => {
    const words = { round: g.round, opponent: names.get(g.opponent) ?? t("ratings.opponent_number", { number: g.opponent }),
      rating: String(g.opponent_rating), score: number(g.score), expected: twoDecimals(g.expected), change: changeText(g.change) };
    return el("li", {}, t(g.expected === null ? "ratings.game" : "ratings.game_expected", words));
  });
  const initial = r.initial_rating ? String(r.initial_rating) : null;
  return el("div", { className: "explain rating-card", role: "note" },
    el("p", {}, r.k === null
      ? t(initial ? "ratings.card_unrated_initial" : "ratings.card_unrated_first", { name, initial, reason: initialReason(r) })
      : t("ratings.card_rated", { name, rating: String(rating), change: changeText(r.rating_change), k: r.k,
        scored: number(r.rated_score), expected: twoDecimals(r.expected), count: r.rated_games.length, reason: kReason(r) })),
    el("p", {}, r.average_opponent_rating === null ? t("ratings.no_rated_game")
      : t("ratings.average", { average: String(r.average_opponent_rating), performance: String(r.performance) })),
    games.length ? el("ul", {}, ...games) : null,
    setK && r.k !== null ? kChoice(name, player, setK) : null);
}

/** The K factor of a rated player: as the regulations derive it, or 40, 20 or 10 as the director knows it. */
function kChoice(name, player, setK) {
  const select = el("select", { id: `k-${player.id}` },
    ...[["", t("ratings.k_derived")], ["40", t("ratings.k_40")], ["20", "20"], ["10", t("ratings.k_10")]]
      .map(([value, text]) => el("option", { value, selected: String(player.k ?? "") === value }, text)));
  select.addEventListener("change", () => setK(select.value === "" ? null : Number(select.value)));
  return el("p", {}, el("label", { htmlFor: select.id }, t("ratings.k_of", { name })), " ", select);
}
