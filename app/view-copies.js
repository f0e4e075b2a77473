// Co-organisers: the name this copy shows to them, handing the event over (the pen), and the banner a copy
// without the pen shows. The engine keeps the rule (only the pen's holder changes a handed-over event:
// py/swisspair/event/ops/copies.py); this view says where the pen is and offers to take it.
import { capitalised, el, show, timeText, waitsForEngine } from "./dom.js";
import { COPY_ID } from "./state.js";

const $ = (selector) => document.querySelector(selector);

const when = (text) => timeText(text, "a moment not recorded");
const nameOf = (doc, copy) => doc.copies?.[copy] || "a co-organiser";

/** Where the pen is, in a sentence, or null while every copy may change the event (never handed over). */
function penText(doc) {
  const pen = doc.pen;
  if (!pen) return null;
  if (pen.holder === COPY_ID) return `You have the pen for this event (since ${when(pen.since)}).`;
  if (pen.holder === null && pen.from === COPY_ID) {
    return `You handed this event to a co-organiser on ${when(pen.since)}: this copy only shows it now. Open their `
      + "latest link to see their changes.";
  }
  if (pen.holder === null) return `${capitalised(nameOf(doc, pen.from))} handed this event over on ${when(pen.since)}; no copy has taken it yet.`;
  return `${capitalised(nameOf(doc, pen.holder))} has the pen for this event since ${when(pen.since)}: changes are made there.`;
}

export function renderPen(data, state) {
  const banner = $("#pen-banner");
  const doc = data.doc;
  const text = doc && penText(doc);
  banner.hidden = !text;
  if (!text) return show(banner);
  const mine = doc.pen.holder === COPY_ID;
  const label = doc.pen.holder === null && doc.pen.from === COPY_ID ? "Take the pen back" : "Take the pen";
  const confirm = el("div", { hidden: true },
    el("p", { className: "note" }, "Take the pen only if your co-organiser has stopped changing the event (or merge "
      + "their latest link first): changes made on two devices at once have to be merged."),
    el("button", { type: "button", onclick: () => state.apply([{ op: "take_pen" }], "You have the pen again.") },
      "Yes, take the pen"));
  const take = mine ? null : el("button", { type: "button", className: "secondary",
    onclick: () => { confirm.hidden = false; } }, label);
  if (take) waitsForEngine(take, false, data.busy);
  show(banner, el("p", {}, text), take, mine ? null : confirm);
  banner.dataset.pen = mine ? "mine" : "elsewhere";
}

let shownDoc = null;

export function renderCopies(data, state) {
  const panel = $("#copies-panel");
  const doc = data.doc;
  if (!doc || doc === shownDoc) return;
  shownDoc = doc;
  const input = el("input", { id: "copy-name", type: "text", maxLength: 200, autocomplete: "name",
    value: doc.copies?.[COPY_ID] ?? "" });
  const canHand = !doc.pen || doc.pen.holder === COPY_ID;
  show(panel,
    el("h4", { id: "copies-title" }, "Co-organisers"),
    el("p", { className: "note" }, "Two organisers can work on one event on two devices: each sends the other the "
      + "editable link, and opening it offers to merge what each did (results, corrections, withdrawals, pairings), "
      + "asking wherever the two copies disagree."),
    el("form", { className: "inline", onsubmit: (event) => {
      event.preventDefault();
      state.apply([{ op: "name_copy", name: input.value }], input.value.trim()
        ? `Co-organisers now see this copy as “${input.value.trim()}”.` : "This copy has no name now.");
    } },
    el("label", { htmlFor: "copy-name" }, "Your name, as co-organisers see it"),
    input,
    el("button", { type: "submit", className: "secondary" }, "Save the name")),
    canHand ? el("div", { className: "actions" }, el("button", { type: "button", id: "hand-over", onclick: async () => {
      if (await state.apply([{ op: "hand_over" }], "Handed over: send the editable link below to your co-organiser.")) {
        const share = $("#event-share");
        if (share.getAttribute("aria-expanded") !== "true") share.click();
        $("#share-panel").scrollIntoView({ block: "start" });
      }
    } }, "Hand this event to a co-organiser")) : null,
    el("p", { className: "note" }, canHand
      ? "Handing over gives the pen to whoever opens this event's next editable link; this copy then only shows the "
        + "event, so two people never pair the next round on two devices without knowing it."
      : "This copy does not have the pen: only its holder can hand the event on."));
}
