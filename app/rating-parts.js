// Rating changes by FIDE B.02, as the engine works them out with the standings (its "ratings", by pairing
// number): the column's text, and a player's rating card (K and why, each rated game, the totals), drawn alike
// in the standings view and on the printed standings.
import { el } from "./dom.js";

/** Whether the standings show the rating-change column: the director switched it on and the engine gave them. */
export const showsRatingChanges = (doc, standings) => Boolean(doc.settings.rating_changes && standings?.ratings);

/** A change as FIDE's calculator shows it: signed, one decimal; a dash for a player without one (unrated). */
function changeText(change) {
  if (change === null || change === undefined) return "—";
  const text = Math.abs(change).toFixed(1);
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : text;
}

/** The column's text: the change, or an unrated player's first rating from this event alone ("initial 1642"). */
export const columnText = (r) => (r.initial_rating ? `initial ${r.initial_rating}` : changeText(r.rating_change));

const twoDecimals = (value) => (value === null ? "—" : value.toFixed(2));

/** One player's rating card: what the change is made of, game by game; `setK(k)` (k null: derived), when given,
 * offers the director the K factor to set (FIDE B.02 8.3.3: 40, 20 or 10). */
export function ratingCard(name, rating, r, names, player = null, setK = null) {
  const games = r.rated_games.map((g) => el("li", {},
    `Round ${g.round} against ${names.get(g.opponent) ?? `no. ${g.opponent}`} (${g.opponent_rating}): scored ${g.score}`
    + (g.expected === null ? "" : `, expected ${twoDecimals(g.expected)}, change ${changeText(g.change)}`)));
  return el("div", { className: "explain rating-card", role: "note" },
    el("p", {}, r.k === null
      ? `${name} is unrated: no rating change (FIDE B.02 8.3 rates rated players). `
        + (r.initial_rating ? `Initial rating ${r.initial_rating} if rated on this event: ` : "First rating: ")
        + `${r.initial_reason}.`
      : `${name} (${rating}): rating change ${changeText(r.rating_change)} = K ${r.k} × (${r.rated_score} scored − `
        + `${twoDecimals(r.expected)} expected) in ${r.rated_games.length} rated games. K ${r.k}: ${r.k_reason}.`),
    el("p", {}, r.average_opponent_rating === null ? "No rated game: byes, forfeits and games against unrated "
      + "players do not count."
      : `Average rating of opponents ${r.average_opponent_rating}; performance ${r.performance}.`),
    games.length ? el("ul", {}, ...games) : null,
    setK && r.k !== null ? kChoice(name, player, setK) : null);
}

/** The K factor of a rated player: as the regulations derive it, or 40, 20 or 10 as the director knows it. */
function kChoice(name, player, setK) {
  const select = el("select", { id: `k-${player.id}` },
    ...[["", "Derived (birth year and rating)"], ["40", "40 (new to the list, or a junior under 2300)"],
      ["20", "20"], ["10", "10 (has reached 2400)"]]
      .map(([value, text]) => el("option", { value, selected: String(player.k ?? "") === value }, text)));
  select.addEventListener("change", () => setK(select.value === "" ? null : Number(select.value)));
  return el("p", {}, el("label", { htmlFor: select.id }, `K factor of ${name}`), " ", select);
}
