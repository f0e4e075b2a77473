// What the Magic Swiss and CS Major systems change in the rounds view, as plain functions of the event
// document: how many rounds the event has (a Magic top cut adds its playoff rounds), each round's name, the
// best-of-one / best-of-three format of a CS Major match, and Magic game scores typed as "2-1" or "1-1-1".

const MAGIC_CUT_NAMES = { 8: ["Quarter-finals", "Semi-finals", "Final"], 4: ["Semi-finals", "Final"] };
export const CS_ROUNDS = 5; // 16 teams, 3 wins advance, 3 losses eliminate: always 5 rounds

const cutSize = (doc) => (doc.settings.system === "magic_swiss" ? doc.settings.options.top_cut : 0);

/** Every round the event plays: the Swiss rounds, then a Magic top cut's playoff rounds. */
export function totalRounds(doc) {
  const rounds = doc.settings.rounds ?? (doc.settings.system === "cs_major" ? CS_ROUNDS : null);
  if (rounds === null) return null;
  return rounds + (MAGIC_CUT_NAMES[cutSize(doc)]?.length ?? 0);
}

/** "Quarter-finals" for a Magic playoff round; null for a Swiss round. */
export function playoffName(doc, number) {
  const swiss = doc.settings.rounds;
  const names = MAGIC_CUT_NAMES[cutSize(doc)];
  return names && swiss !== null && number > swiss ? names[number - swiss - 1] ?? null : null;
}

// MTR 10.4: the first playoff round's boards by seed; the winners of neighbouring boards meet next.
const CUT_PAIRS = { 8: [[1, 8], [4, 5], [2, 7], [3, 6]], 4: [[1, 4], [2, 3]] };

/** A Magic playoff's seeds (player id -> seed) as its first round placed them; null before it is paired. */
export function cutSeeds(doc) {
  const first = doc.rounds[doc.settings.rounds ?? Infinity];
  const pairs = CUT_PAIRS[cutSize(doc)];
  if (!first || !pairs) return null;
  const seeds = new Map();
  first.boards.forEach((board, index) => {
    seeds.set(board.white, pairs[index][0]);
    seeds.set(board.black, pairs[index][1]);
  });
  return seeds;
}

/** For a CS Major stage: per round, per board, "Bo1" or "Bo3" (Valve: "All elimination and advancement
 * matches are to be best of three"; both teams share a record, so the record before the round decides). */
export function csFormats(doc) {
  const wins = new Map();
  const losses = new Map();
  const add = (map, id) => map.set(id, (map.get(id) ?? 0) + 1);
  return doc.rounds.map((round) => {
    const formats = round.boards.map((board) => {
      const w = wins.get(board.white) ?? 0;
      const l = losses.get(board.white) ?? 0;
      return w === 2 || l === 2 ? "Bo3" : "Bo1";
    });
    for (const board of round.boards) {
      const winner = { "1-0": board.white, "+-": board.white, "0-1": board.black, "-+": board.black }[board.result];
      if (winner === undefined) continue;
      add(wins, winner);
      add(losses, winner === board.white ? board.black : board.white);
    }
    return formats;
  });
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

/** The event summary line of a Magic Swiss or CS Major event (null for the other systems). */
export function formatSummary(doc) {
  const settings = doc.settings;
  const complete = doc.rounds.filter((round) => round.boards.every((board) => board.result !== null)).length;
  const played = `${doc.players.length} players · ${complete} of ${totalRounds(doc) ?? "?"} rounds played`;
  if (settings.system === "magic_swiss") {
    const cut = settings.options.top_cut ? `top ${settings.options.top_cut}` : "no top cut";
    return `${played} · Magic Swiss: ${settings.rounds ?? "?"} Swiss rounds, ${cut}, seed ${settings.options.seed} · `
      + "match points 3/1/0, a bye is a 2-0 win · standings by OMW%, GW%, OGW%";
  }
  if (settings.system === "cs_major") {
    return `${played} · Counter-Strike Major Swiss stage: Bo1, Bo3 when a team can advance or be eliminated · `
      + "3 wins advance, 3 losses eliminate";
  }
  return null;
}
