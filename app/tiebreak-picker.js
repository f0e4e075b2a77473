// The tie-break picker: the event's tie-breaks in order, each by its name and what it is in words, chosen from
// the engine's list for the event's system (facts.js: a round robin offers no Buchholz), moved up or down or
// removed; the rule each comes from is kept behind a "why" for arbiters. Nothing is stored until the director
// sets the list in Settings, where the engine checks it first (only a list it accepts is stored).
import { el, show } from "./dom.js";
import { facts } from "./facts.js";
import { t } from "./i18n.js";
import { tiebreakName as standingsName, tiebreakWhat } from "./standings-parts.js";
import { teamTiebreakName } from "./fact-words.js";

const $ = (selector) => document.querySelector(selector);

/** The tie-breaks the system offers, by code, in the engine's order. */
const offered = (system) => facts.systems[system].tiebreaks ?? Object.keys(facts.tiebreaks);

/** The words of the tie-breaks of an event of `system`: a team event's codes are the teams' (its BH is a team's). */
export const tiebreakWords = (system) => (facts.systems[system]?.teams ? facts.team_tiebreaks : facts.tiebreaks);

let words = facts.tiebreaks; // the open event's
/** A tie-break's name by its code, in the page's language where the page has words for it (the individual ones). */
export const tiebreakName = (code) => (words === facts.team_tiebreaks ? teamTiebreakName(code)
  : standingsName({ code, name: words[code]?.name ?? code }));

/** The picker for `codes` (a list of tie-break codes) of an event of `system`: `change(codes)` is told each new
 * order. Returns the element; it draws itself again on each change. */
export function tiebreakPicker(system, codes, change) {
  words = tiebreakWords(system);
  const box = el("div", { className: "tiebreak-picker" });
  let chosen = [...codes];
  const update = (next) => {
    chosen = next;
    change(chosen);
    draw();
  };
  const move = (index, by) => {
    const next = [...chosen];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    update(next);
  };
  function item(code, index) {
    const name = tiebreakName(code);
    return el("li", { dataset: { code } },
      el("strong", {}, name), ` (${code}): ${tiebreakWhat(code, words)} `,
      el("span", { className: "actions" },
        el("button", { type: "button", className: "secondary", ariaLabel: t("tiebreaks.move_up", { name }), disabled: index === 0, onclick: () => move(index, -1) }, t("tiebreaks.up")),
        el("button", { type: "button", className: "secondary", ariaLabel: t("tiebreaks.move_down", { name }), disabled: index === chosen.length - 1,
          onclick: () => move(index, 1) }, t("tiebreaks.down")),
        el("button", { type: "button", className: "secondary", ariaLabel: t("tiebreaks.remove_named", { name }),
          onclick: () => update(chosen.filter((other) => other !== code)) }, t("tiebreaks.remove"))));
  }
  function draw() {
    const add = el("select", { id: "tiebreak-add", dataset: { key: "tiebreak-add" } },
      el("option", { value: "" }, t("tiebreaks.choose")),
      ...offered(system).filter((code) => !chosen.includes(code))
        .map((code) => el("option", { value: code }, `${tiebreakName(code)} (${code})`)));
    add.addEventListener("change", () => {
      if (add.value) update([...chosen, add.value]);
      $("#tiebreak-add")?.focus();
    });
    show(box,
      chosen.length ? el("ol", { className: "tiebreak-list" }, ...chosen.map(item))
        : el("p", { className: "note" }, t("tiebreaks.none")),
      el("label", { htmlFor: "tiebreak-add" }, t("tiebreaks.add")), add,
      chosen.length ? el("details", { className: "why" }, el("summary", {}, t("tiebreaks.why")),
        el("ul", {}, ...chosen.map((code) => el("li", {}, `${tiebreakName(code)}: ${words[code]?.rule ?? ""}`))))
        : null);
  }
  draw();
  return box;
}
