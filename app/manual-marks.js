// What a round's pairing shows of its changes by hand, wherever it is drawn (the round view): a note for each
// board and the bye that the director moved, and the list of the changes.
import { el } from "./dom.js";
import { clausesJoined, t } from "./i18n.js";
import { ruleText } from "./rule-words.js";

/** What the pairing shows of the round's changes by hand: a note for each board (and the bye) that differs
 * from the engine's pairing, with the text of the changes that moved its players, and the list of changes (their
 * warnings in the words of the rules of `system`, the event's pairing system). */
export function manualMarks(round, system) {
  const changes = round.manual.filter((change) => change.change !== "imported");
  const engine = round.engine;
  const textsFor = (ids) => changes.filter((change) => (change.players ?? []).some((id) => ids.includes(id)))
    .map((change) => change.text);
  const note = (byHand, ids) => {
    if (!byHand) return null;
    const texts = textsFor(ids);
    return texts.length ? t("round.changed_by_hand", { changes: clausesJoined(texts) }) : t("round.changed_by_hand_below");
  };
  return {
    board: (board) => note(changes.length > 0 && (engine
      ? !engine.boards.some(([w, b]) => w === board.white && b === board.black)
      : textsFor([board.white, board.black]).length > 0), [board.white, board.black]),
    bye: (pab) => note(changes.length > 0 && (engine ? pab !== engine.pab : textsFor([pab]).length > 0), [pab]),
    list: round.manual.length
      ? el("div", { className: "manual-changes" }, el("p", {}, t("round.changes_by_hand", { round: round.number })),
        el("ol", {}, ...round.manual.map((change) => el("li", {}, change.text,
          change.warnings.length ? el("ul", {}, ...change.warnings.map((text) => el("li", {}, ...ruleText(system, text))))
            : null))))
      : null,
  };
}
