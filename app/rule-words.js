// An explanation cites rule numbers ("C9: 2 unplayed games, more than Ana's 1", "(MTR 10.4)"); on screen each is the
// rule's words, the number (with the regulation before it, if cited) in a tooltip: the title on hover, shown after
// the words when the keyboard reaches them (style.css, abbr.rule). The words are the engine's (facts: each system's
// rule_words), so an explanation and its tooltip say what the pairing engine says, in the page's language
// (fact-words.js).
import { el } from "./dom.js";
import { ruleWordsOf } from "./fact-words.js";
import { t } from "./i18n.js";

// A FIDE criterion's number, with the regulation it belongs to when the text names it ("C.04.3 C12"), or a range of
// them ("C4-C7"), but not a tie-break's modifier ("BH/C1", "SB-C1"); or a section of the Magic Tournament Rules
// ("MTR 10.4").
const RULE = /(?:\bC\.04\.\d+ )?(?<![A-Za-z][/-])\bC(\d{1,2})\b(?:\s*[-–]\s*C(\d{1,2})\b)?|\bMTR \d+(?:\.\d+)*/g;

/** The words and the tooltip of one cited rule, or null where the system has no words for it. */
function cited(words, [text, first, last]) {
  if (first === undefined) return words[text] ? { said: words[text], title: text, rule: text } : null;
  const rule = text.replace(/\s*[-–]\s*/, "-");
  if (!words[`C${first}`] || (last !== undefined && !words[`C${last}`])) return null;
  return last === undefined
    ? { said: words[`C${first}`], title: rule.startsWith("C.") ? t("rules.fide", { rule }) : t("rules.criterion", { rule }), rule }
    : { said: `${words[`C${first}`]} … ${words[`C${last}`]}`, title: t("rules.criteria", { rule }), rule };
}

/** The colour rule (an article number such as "5.2.1") that decided a board's colours, as its words with the number
 * in their tooltip; the number itself where the system has no words for it. */
export function ruleWords(system, number) {
  const said = ruleWordsOf(system)[number];
  return said ? el("abbr", { className: "rule", tabIndex: 0, title: t("rules.article", { number }), dataset: { rule: number } }, said)
    : number;
}

/** `text` as text and elements: each rule number of the system `system` (its name in facts.systems) replaced by
 * its words, the number in their tooltip (a range by its first and last criteria's words); a number the system has
 * no words for stays as written. */
export function ruleText(system, text) {
  const words = ruleWordsOf(system);
  const parts = [];
  let from = 0;
  for (const match of text.matchAll(RULE)) {
    const rule = cited(words, match);
    if (rule === null) continue;
    parts.push(text.slice(from, match.index),
      el("abbr", { className: "rule", tabIndex: 0, title: rule.title, dataset: { rule: rule.rule } }, rule.said));
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts.filter((part) => part !== "");
}
