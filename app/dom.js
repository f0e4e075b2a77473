// Small DOM helpers. Data only ever reaches the page as text (textContent), never as markup.
import { t } from "./i18n.js";

/** Create an element: el("td", { className: "num" }, "12", otherNode). */
export function el(tag, properties = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(properties)) {
    if (key === "dataset") Object.assign(element.dataset, value);
    else element[key] = value;
  }
  element.append(...children.filter((child) => child !== null && child !== undefined));
  return element;
}

/** Replace an element's content with the given children. */
export function show(element, ...children) {
  element.replaceChildren(...children.filter((child) => child !== null && child !== undefined));
}

/** A short answer with the rule behind it folded under "Why" (for the arbiter who wants the citation). */
export function withWhy(answer, why) {
  return [el("span", {}, answer), why ? el("details", { className: "why" }, el("summary", {}, t("dom.why")), el("p", {}, why)) : null];
}

/** A sentence's text with its first letter upper case (the rest as written: a name keeps its capitals). */
export const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A control that waits for the engine: disabled while the engine works and whenever `blocked` (the view's own
 * reason). The status (view-status.js) follows the engine's busy state for every such control, so a view that has one
 * is not drawn again when the engine starts or stops working. */
export function waitsForEngine(control, blocked, busy) {
  control.dataset.waitsForEngine = blocked ? "blocked" : "free";
  control.disabled = blocked || busy !== null;
}
