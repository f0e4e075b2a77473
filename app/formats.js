// What the page knows of an event's pairing and point systems before the engine answers (facts.js, made from
// the engine at build time): each system's facts, how many rounds the event has (a playoff adds its rounds),
// the point systems and byes a director chooses from, and Magic game scores typed as "2-1" or "1-1-1".
import { el, show } from "./dom.js";
import { facts } from "./facts.js";
import { t } from "./i18n.js";

/** The facts of the event's pairing system (facts.systems) and of its point system (facts.point_systems). */
export const pairingSystemOf = (doc) => facts.systems[doc.settings.system];
export const pointSystemOf = (doc) => facts.point_systems[doc.settings.scoring.system];

/** Do the system's own rules fix the scoring, the bye's value and the order (nothing for the director to set)? */
export const hasOwnRules = (system) => facts.systems[system].own_rules !== null;

/** Every round the event plays: its rounds (or the system's fixed count), then the playoff rounds its options add. */
export function totalRounds(doc) {
  const pairingSystem = pairingSystemOf(doc);
  const rounds = doc.settings.rounds ?? pairingSystem.fixed_rounds;
  if (rounds === null) return null;
  const playoff = pairingSystem.playoff;
  return rounds + (playoff ? playoff.rounds[String(doc.settings.options[playoff.option])] ?? 0 : 0);
}

/** A typed game score: "2-1" or "1-1-1" (first player's wins, second player's wins, drawn games). */
export function parseGames(text) {
  const match = /^\s*(\d)\s*-\s*(\d)\s*(?:-\s*(\d)\s*)?$/.exec(text);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

export const gamesText = (games) => (games ? (games[2] ? games.join("-") : `${games[0]}-${games[1]}`) : "");

/** The match result the games make: more games won wins the match, equal is a drawn match. */
export const gamesResult = ([first, second]) => (first > second ? "1-0" : first < second ? "0-1" : "1/2-1/2");

const SCORING_CHOICES = { chess: "formats.scoring_chess", football: "formats.scoring_football", win_loss: "formats.scoring_win_loss" };
const SCORING_SHORT = { chess: "formats.short_chess", football: "formats.short_football", win_loss: "formats.short_win_loss" };

/** An event's point system in a few words ("win 3, draw 1"), for a summary line. */
export const scoringText = (pointSystem) => (pointSystem in SCORING_SHORT ? t(SCORING_SHORT[pointSystem]) : pointSystem);
const BYE_CHOICES = { win: "formats.bye_win", draw: "formats.bye_draw", loss: "formats.bye_loss" };

/** Fill a scoring and a bye drop-down with the choices a director has (each choice's words follow a change of
 * language: translatePage rewrites them by their key). */
export function offerScoring(scoring, bye) {
  const options = (choices) => Object.entries(choices).map(([value, key]) => el("option", { value, dataset: { i18n: key } }, t(key)));
  show(scoring, ...options(SCORING_CHOICES));
  show(bye, ...options(BYE_CHOICES));
}

/** What a pairing-allocated bye scores (tenths) when it counts as the chosen outcome: { pab } or { error }. */
export function byePoints(pointSystem, choice) {
  const { points, draws } = facts.point_systems[pointSystem];
  if (choice === "draw" && !draws) return { error: t("formats.no_draws") };
  return { pab: { win: points.win, draw: points.draw, loss: 0 }[choice] };
}

/** The outcome an event's bye value counts as (the inverse of byePoints). */
export function byeChoice(doc) {
  const { pab } = doc.settings.scoring;
  return pab === 0 ? "loss" : pab === pointSystemOf(doc).points.draw ? "draw" : "win";
}
