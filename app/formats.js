// What the page knows of an event's pairing and point systems before the engine answers (facts.js, made from
// the engine at build time): each system's facts, how many rounds the event has (a playoff adds its rounds),
// and Magic game scores typed as "2-1" or "1-1-1".
import { facts } from "./facts.js";

/** The facts of the event's pairing system (facts.systems) and of its point system (facts.point_systems). */
export const pairingSystemOf = (doc) => facts.systems[doc.settings.system];
export const pointSystemOf = (doc) => facts.point_systems[doc.settings.scoring.system];

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
