// An explanation cites rule numbers ("C9: 2 unplayed games, more than Ana's 1"); on screen each is the rule's words,
// the number (with the regulation before it, if cited) in a tooltip: the title on hover, shown after the words when
// the keyboard reaches them (style.css, abbr.rule). The words are the engine's (facts: each system's rule_words), so
// an explanation and its tooltip say what the pairing engine says.
import { el } from "./dom.js";
import { facts } from "./facts.js";

// A criterion's number, with the regulation it belongs to when the text names it ("C.04.3 C12"), or a range of them
// ("C4-C7").
const RULE = /(?:\bC\.04\.\d+ )?\bC(\d{1,2})\b(?:\s*[-–]\s*C(\d{1,2})\b)?/g;

/** `text` as text and elements: each rule number of the system `system` (its name in facts.systems) replaced by
 * its words, the number in their tooltip (a range by its first and last criteria's words); a number the system has
 * no words for stays as written. */
export function ruleText(system, text) {
  const words = facts.systems[system]?.rule_words ?? {};
  const parts = [];
  let from = 0;
  for (const match of text.matchAll(RULE)) {
    const first = words[`C${match[1]}`];
    const last = match[2] === undefined ? null : words[`C${match[2]}`];
    if (!first || last === undefined) continue;
    const cited = match[0].replace(/\s*[-–]\s*/, "-");
    parts.push(text.slice(from, match.index), el("abbr", {
      className: "rule", tabIndex: 0, dataset: { rule: cited },
      title: `FIDE ${cited.startsWith("C.") ? "" : last ? "criteria " : "criterion "}${cited}`,
    }, last ? `${first} … ${last}` : first));
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts.filter((part) => part !== "");
}
