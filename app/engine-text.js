// An engine error's sentence in the page's language. The engine answers each error with the key of its sentence in
// py/swisspair/messages.py and the parameters that fill it (beside its English "message"); the page's words for them
// are app/locales/<language>/engine.json. A parameter named `..._msg` holds the key of another sentence (a file's
// fault inside "The TRF file is not valid: …"), filled from the same parameters. An error without a key (one the
// engine has not put in its table yet, or not the engine's) keeps its English message. The engine's explanations
// (a round's notes, how a tie-break's value was computed) carry a key and parameters the same way, beside their
// English text.

import { t } from "./i18n.js";

/** The words of message `key` with `params`, nested messages in their places; null when the page has none. */
function worded(key, params) {
  const entry = `engine.${key}`;
  const filled = {};
  for (const [name, value] of Object.entries(params)) {
    if (!name.endsWith("_msg")) filled[name] = value;
    else {
      // The nested message is filled from the same parameters but this one (a message never holds itself).
      const { [name]: _self, ...rest } = params;
      const nested = worded(value, rest);
      if (nested === null) return null;
      filled[name] = nested;
    }
  }
  const text = t(entry, filled);
  return text === entry ? null : text;
}

/** What an error says, in the page's language when the engine gave its key, else its own message. */
export function engineText(error) {
  const text = error?.key ? worded(error.key, error.params ?? {}) : null;
  if (text === null) return error?.message ?? "";
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** What an explanation of the engine says ({key, params} beside its English `english`: a round's note, a tie-break's
 * working), in the page's language when the engine gave its key and the page has words for it, else in English. */
export function explanationText({ key, params }, english) {
  return (key ? worded(key, params ?? {}) : null) ?? english;
}

/** What the engine said ({text, key, params}: a file's note, why a player has no board) in the page's language. */
export const saidText = (said) => explanationText(said, said.text);
