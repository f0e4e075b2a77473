// The format view: what a system shows beside its rounds (facts.systems[…].format_view), a round robin's schedule
// (systems/round_robin.js) or a knockout's bracket (systems/knockout.js). Both come from the engine
// (`event_format_view`), which owns the tables and the bracket; every name reaches the page as text.
import { el, show } from "./dom.js";
import { errorText } from "./state.js";
import { pairingSystemOf } from "./formats.js";
import { EVENT } from "./model.js";
import { schedule } from "./systems/round_robin.js";
import { bracket } from "./systems/knockout.js";

const $ = (selector) => document.querySelector(selector);


export function setUpSchedule(state) {
  let shown = null;
  state.subscribe(async (data) => {
    const view = $("#format-view");
    const doc = data.doc;
    const kind = doc && pairingSystemOf(doc).format_view;
    if (!kind) {
      shown = null;
      view.hidden = true;
      show(view);
      return;
    }
    if (!data.engineReady || doc === shown) return;
    shown = doc;
    const names = new Map(doc.players.map((p) => [p.id, p.name]));
    try {
      const answer = await state.actions.formatView(doc);
      show(view, ...(kind === "schedule" ? schedule(answer, names) : bracket(answer, names, doc.settings.rounds)));
    } catch (error) {
      show(view, el("p", { className: "alert", role: "alert" }, errorText(error)));
    }
    view.hidden = false;
  }, [...EVENT, "engineReady"]);
}
