// An engine error's sentence in the page's language. The engine answers each error with the key of its sentence in
// py/swisspair/messages.py and the parameters that fill it (beside its English "message"); the page's words for them
// are app/locales/<language>/engine.json. A parameter named `..._msg` holds the key of another sentence (a file's
// fault inside "The TRF file is not valid: …"), filled from the same parameters. An error without a key (one the
// engine has not put in its table yet, or not the engine's) keeps its English message. The engine's explanations
// (a round's notes, how a tie-break's value was computed) carry a key and parameters the same way, beside their
// English text; an explanation made of several clauses (a round's line of a working, the steps of a direct encounter)
// carries a list of them, each {key, params}, worded one by one and put together as the language puts clauses.

import { clausesJoined, entriesOf, listed, points, t } from "./i18n.js";

// The messages the engine writes a text for players with (swisspair.event.plain_text.WORDS: a round's pairings or the
// standings copied as text), which the page gives it in the event's language.
const TEXT_WORDS = ["engine.text.", "engine.absence_note.", "engine.knockout_round.", "engine.knockout_result."];

/** A parameter `..._points` that is a number of points in whole tenths (a score: the engine's messages.points_param)
 * as the language writes points ("2½", "0,3"); any other parameter as it is (a tie-break's working writes its
 * arithmetic's numbers, `points` among them, as decimals). */
function scoreShown(name, value) {
  if (!name.endsWith("_points") || typeof value !== "number") return value;
  const tenths = Math.round(value * 10);
  return Math.abs(tenths - value * 10) < 1e-9 ? points(tenths) : value;
}

/** The words of message `key` with `params`, nested messages in their places (a `..._msgs` parameter holds a list
 * of them, keys or clauses with their own parameters, joined as the language joins a list: a player's fields, players
 * with their scores); null when the page has none. */
function worded(key, params) {
  const entry = `engine.${key}`;
  const filled = {};
  for (const [name, value] of Object.entries(params)) {
    if (!name.endsWith("_msg") && !name.endsWith("_msgs")) {
      filled[name] = scoreShown(name, value);
      continue;
    }
    // A nested message is filled from the same parameters but this one (a message never holds itself).
    const { [name]: _self, ...rest } = params;
    const nested = name.endsWith("_msgs") ? value.map((item) => nestedText(item, rest)) : [nestedText(value, rest)];
    if (nested.includes(null)) return null;
    filled[name] = name.endsWith("_msgs") ? listed(nested) : nested[0];
  }
  const text = t(entry, filled);
  return text === entry ? null : text;
}

/** A nested message's words: a key filled from `rest` (its holder's other parameters), or one with its own parameters
 * (a clause: a player with a score; a log entry a merge quotes, with its list's clauses), or a text without words
 * ({text}: a name, a refusal the engine has no sentence for) as it is; null when the page has no words for it. */
function nestedText(item, rest) {
  if (typeof item === "string") return worded(item, rest);
  if (!item.key) return String(item.text);
  const params = withClauses(item.params ?? {}, item.clauses, item.list);
  return params === null ? null : worded(item.key, params);
}

/** What an error says, in the page's language when the engine gave its key, else its own message. */
export function engineText(error) {
  const text = error?.key ? worded(error.key, error.params ?? {}) : null;
  if (text === null) return error?.message ?? "";
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The parameters of a sentence holding a list of clauses (a log entry's list of what an operation changed, a pairing
 * system's options: `clauses` beside its key, and `list`, the place that holds them and whether they are a list's
 * items or clauses, as py/swisspair/messages.py's LIST_PLACES says), that place filled with the clauses worded one by
 * one and joined as the language joins items or clauses; null when the page has no words for one of them, or the
 * engine did not say where they go. Parameters of a sentence without a list are as they are. */
function withClauses(params, clauses, list) {
  if (!clauses?.length) return params;
  const texts = clauses.map((c) => worded(c.key, c.params ?? {}));
  if (!list || texts.includes(null)) return null;
  return { ...params, [list.place]: list.joined === "clauses" ? clausesJoined(texts) : listed(texts) };
}

/** What an explanation of the engine says ({key, params} beside its English `english`: a round's note, a tie-break's
 * working, a log entry with its list's `clauses`), in the page's language when the engine gave its key and the page
 * has words for it, else in English. */
export function explanationText({ key, params, clauses, list }, english) {
  const filled = key ? withClauses(params ?? {}, clauses, list) : null;
  return (filled ? worded(key, filled) : null) ?? english;
}

/** Clauses of an explanation ([{key, params}]: a round's line of a tie-break's working), one after another in the
 * page's language, else the English `english` (the page has no words for one of them, or there are none). */
export function clausesText(clauses, english) {
  const texts = (clauses ?? []).map(({ key, params }) => worded(key, params ?? {}));
  return texts.length && !texts.includes(null) ? clausesJoined(texts) : english;
}

/** Reasons in clauses said as one sentence ("… rounds separate …; but …."), in the page's language; else the English
 * sentence `english`. */
export function reasonsText(clauses, english) {
  const text = clausesText(clauses, null);
  return text === null ? english : `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}.`;
}

/** How a tie-break's value was computed (a detail of the standings): its summary and, for a place among tied players,
 * the steps that decided it ("…: scored 1 against 2; then …"), joined with the same messages the engine's English is. */
export function workingText(detail) {
  const summary = explanationText(detail, detail.summary);
  if (!detail.steps?.length || !detail.key) return summary;
  const place = worded(detail.key, detail.params ?? {});
  const steps = detail.steps.map(({ key, params }, index) => {
    const step = worded(key, params ?? {});
    return index === 0 || step === null ? step : worded("working.then", { step });
  });
  if (place === null || steps.includes(null)) return detail.summary;
  return worded("working.decided", { place, steps: clausesJoined(steps) }) ?? detail.summary;
}

/** A round's note (why the round is paired as it is) in the page's language: its sentence and, when it has them, the
 * clauses of its reasons after it ("… Eve: C2: …; Dan: C9: …."), as the engine writes its English; else its English
 * text (a note stored by an engine that gave it no words). */
export function noteText(note) {
  if (!note.clauses?.length) return explanationText(note, note.text);
  const sentence = note.key ? worded(note.key, note.params ?? {}) : null;
  const reasons = clausesText(note.clauses, null);
  return sentence === null || reasons === null ? note.text : `${sentence} ${reasons}.`;
}

/** An explanation in lines, each of clauses (why a TRF file's round is paired as it is), in the page's language a
 * line each; else the English `english` (the page has no words for one of them, or the engine gave no lines). */
export function linesText(lines, english) {
  const texts = (lines ?? []).map((line) => clausesText(line, null));
  return texts.length && !texts.includes(null) ? texts.join("\n") : english;
}

/** The words of a text the engine writes for players, in the language spoken now: {message key: its template}. */
export const textWords = () => Object.fromEntries(TEXT_WORDS
  .flatMap((prefix) => Object.entries(entriesOf(prefix)))
  .map(([key, template]) => [key.slice("engine.".length), template]));

/** What the engine said ({text, key, params}: a file's note, why a player has no board) in the page's language. */
export const saidText = (said) => explanationText(said, said.text);

/** The warnings a change by hand or a log entry stored (their English `warnings`, with their words `warning_words`
 * beside when the engine gave them) in the page's language, each one's English where it has no words. */
export const storedWarningTexts = (holder) => (holder.warnings ?? [])
  .map((text, index) => explanationText(holder.warning_words?.[index] ?? {}, text));
