// Small DOM helpers. Data only ever reaches the page as text (textContent), never as markup.

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
  return [el("span", {}, answer), why ? el("details", { className: "why" }, el("summary", {}, "Why"), el("p", {}, why)) : null];
}
