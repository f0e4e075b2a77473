// The page's status: what the engine is doing or the latest message (with its warnings), and every control that
// waits for the engine (dom.js waitsForEngine) enabled or not. Drawn in this one place, so that the engine starting
// and stopping work redraws this small status rather than every panel with such a control.
import { el, show } from "./dom.js";
import { saidText } from "./engine-text.js";
import { ruleText } from "./rule-words.js";
import { t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

export function renderStatus(data, state) {
  for (const control of document.querySelectorAll("[data-waits-for-engine]")) {
    control.disabled = data.busy !== null || control.dataset.waitsForEngine === "blocked";
  }
  // The list of events' message, while no event is open (with a way back from the last delete).
  const orgMessage = $("#org-message");
  show(orgMessage, data.doc === null ? (data.message ?? "") : "", data.doc === null && data.deleted
    ? el("button", { type: "button", className: "link", onclick: () => state.restoreDeleted() }, ` ${t("status.undo_delete")}`) : null);
  orgMessage.dataset.kind = data.messageKind ?? "info";
  if (!data.doc) return;
  const message = $("#event-message");
  const system = data.doc.settings.system;
  show(message, ...ruleText(system, data.busy ?? data.message ?? ""));
  message.dataset.kind = data.busy ? "busy" : data.messageKind ?? "info";
  show($("#event-warnings"), data.warnings.length
    ? el("ul", { className: "warnings", role: "alert" }, ...data.warnings.map((said) => el("li", {}, ...ruleText(system, saidText(said)))))
    : null);
}
