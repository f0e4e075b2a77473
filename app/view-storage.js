// How much of the browser's storage is used and what to do when it runs short: the line under the list of
// events, and the #storage-problem panel (a problem storing, or a warning before the storage is full) with a
// download of each event this tab holds but could not store.
import { el, show } from "./dom.js";

/** A stored size (characters, as the browser counts its limit) in KB. */
export const sizeText = (chars) => `${Math.max(1, Math.round(chars / 1024)).toLocaleString("en")} KB`;

/** "Storage in this browser: … used, … left", or null when nothing can be stored. */
export function roomLine(room) {
  if (!room?.stored) return null;
  const share = Math.min(100, Math.round((room.used / room.quota) * 100));
  return el("p", { className: "note", id: "storage-room" }, `Storage in this browser: ${sizeText(room.used)} of `
    + `about ${sizeText(room.quota)} used (${share} %), ${room.left ? sizeText(room.left) : "nothing"} left.`);
}

export function renderStorage(data, state, download) {
  const panel = document.querySelector("#storage-problem");
  const text = data.problem ?? data.room?.warning ?? null;
  const { unreadable } = state.store;
  panel.hidden = text === null && !unreadable.length;
  if (panel.hidden) return;
  const children = [text && el("p", {}, text)];
  if (unreadable.length) {
    children.push(el("p", {}, `${unreadable.length === 1 ? "One stored item" : `${unreadable.length} stored items`} `
      + "could not be read and ", unreadable.length === 1 ? "is" : "are", " kept aside, not deleted, under keys "
      + `starting “swisspair:unreadable:” (${[...new Set(unreadable.map((item) => item.reason))].join("; ")}).`));
  }
  if (data.doc) children.push(el("button", { type: "button", onclick: () => download(data.doc) }, "Download the event"));
  for (const id of state.store.unsaved().filter((other) => other !== data.doc?.id)) {
    const name = data.events.find((entry) => entry.id === id)?.name ?? id;
    children.push(el("button", {
      type: "button",
      onclick: async () => download(await state.store.load(id)),
    }, `Download “${name}” (changes not stored)`));
  }
  show(panel, ...children);
}
