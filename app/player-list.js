// A pasted list of players read into players: the roster's "paste a list" and a team's roster editor read it alike
// (nothing is imported before the director confirms).
/** Split a pasted line into name, rating and club: by tabs, else commas, else two or more spaces; a line with
 * single spaces only is a name, then a rating if its last word is a number ("Anna Berg 2150", "Anna Berg"). */
function columnsOf(line) {
  if (line.includes("\t")) return line.split("\t");
  if (line.includes(",")) return line.split(",");
  if (/ {2,}/.test(line)) return line.split(/ {2,}/);
  const rated = line.match(/^(.*\S)\s+(\d+)$/);
  return rated ? [rated[1], rated[2]] : [line];
}

/** Read a pasted list: [{line, player}] and [{line, text, why}]. One player per line: the name, then the
 * rating if there is one, then a club if any. */
export function readPlayerList(text) {
  const players = [];
  const problems = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed) return;
    const parts = columnsOf(trimmed).map((part) => part.trim());
    const problem = (why) => problems.push({ line, text: trimmed, why });
    if (parts.length > 3) return problem(`${parts.length} columns; expected a name, then a rating and a club if any`);
    const [name, ratingText = "", club = ""] = parts;
    if (!name) return problem("the name is empty");
    if (name.length > 200) return problem("the name is longer than 200 characters");
    if (ratingText !== "" && !/^\d+$/.test(ratingText)) {
      return problem(`the rating “${ratingText}” is not a whole number (leave it out for an unrated player)`);
    }
    const rating = ratingText === "" ? 0 : Number(ratingText);
    if (rating > 4000) return problem(`the rating ${rating} is above 4000`);
    if (club.length > 100) return problem("the club is longer than 100 characters");
    players.push({ line, player: { name, rating, club } });
  });
  return { players, problems };
}
