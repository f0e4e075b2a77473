// Co-organisers: the name this copy shows to them, handing the event over (the pen), and the banner a copy
// without the pen shows. The engine keeps the rule (only the pen's holder changes a handed-over event:
// py/swisspair/event/ops/copies.py); this view says where the pen is and offers to take it.
import { el, show, waitsForEngine } from "./dom.js";
import { COPY_ID } from "./state.js";
import { language, t, timeText } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

/** Where the pen is, in a sentence, or null while every copy may change the event (never handed over). */
function penText(doc) {
  const pen = doc.pen;
  if (!pen) return null;
  const since = timeText(pen.since, t("copies.not_recorded"));
  if (pen.holder === COPY_ID) return t("copies.pen_mine", { when: since });
  if (pen.holder === null && pen.from === COPY_ID) return t("copies.pen_handed", { when: since });
  // A copy its organiser named says the name; one without a name, "a co-organiser".
  const name = doc.copies?.[pen.holder ?? pen.from];
  if (pen.holder === null) return name ? t("copies.pen_open_named", { name, when: since }) : t("copies.pen_open", { when: since });
  return name ? t("copies.pen_elsewhere_named", { name, when: since }) : t("copies.pen_elsewhere", { when: since });
}

export function renderPen(data, state) {
  const banner = $("#pen-banner");
  const doc = data.doc;
  const text = doc && penText(doc);
  banner.hidden = !text;
  if (!text) return show(banner);
  const mine = doc.pen.holder === COPY_ID;
  const label = doc.pen.holder === null && doc.pen.from === COPY_ID ? t("copies.take_back") : t("copies.take");
  const confirm = el("div", { hidden: true },
    el("p", { className: "note" }, t("copies.take_warning")),
    el("button", { type: "button", onclick: () => state.apply([{ op: "take_pen" }], t("copies.taken")) },
      t("copies.take_confirm")));
  const take = mine ? null : el("button", { type: "button", className: "secondary",
    onclick: () => { confirm.hidden = false; } }, label);
  if (take) waitsForEngine(take, false, data.busy);
  show(banner, el("p", {}, text), take, mine ? null : confirm);
  banner.dataset.pen = mine ? "mine" : "elsewhere";
}

let shownDoc = null;
let shownIn = null;

export function renderCopies(data, state) {
  const panel = $("#copies-panel");
  const doc = data.doc;
  if (!doc || (doc === shownDoc && shownIn === language())) return;
  shownDoc = doc;
  shownIn = language();
  const input = el("input", { id: "copy-name", type: "text", maxLength: 200, autocomplete: "name",
    value: doc.copies?.[COPY_ID] ?? "" });
  const canHand = !doc.pen || doc.pen.holder === COPY_ID;
  show(panel,
    el("h4", { id: "copies-title" }, t("copies.heading")),
    el("p", { className: "note" }, t("copies.about")),
    el("form", { className: "inline", onsubmit: (event) => {
      event.preventDefault();
      state.apply([{ op: "name_copy", name: input.value }], input.value.trim()
        ? t("copies.named", { name: input.value.trim() }) : t("copies.unnamed"));
    } },
    el("label", { htmlFor: "copy-name" }, t("copies.name_label")),
    input,
    el("button", { type: "submit", className: "secondary" }, t("copies.save_name"))),
    canHand ? el("div", { className: "actions" }, el("button", { type: "button", id: "hand-over", onclick: async () => {
      if (await state.apply([{ op: "hand_over" }], t("copies.handed_over"))) {
        const share = $("#event-share");
        if (share.getAttribute("aria-expanded") !== "true") share.click();
        $("#share-panel").scrollIntoView({ block: "start" });
      }
    } }, t("copies.hand_over"))) : null,
    el("p", { className: "note" }, canHand ? t("copies.hand_over_help") : t("copies.not_holder")));
}
