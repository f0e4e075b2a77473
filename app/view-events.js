// The events panel: the list of events kept in this browser (open, download, duplicate, delete, with each
// one's size and the room left) and the storage problem with its "download the event" way out
// (renderStorage, below). The new-event form beside it is view-new-event.js.
import { el, show } from "./dom.js";
import { unchanged } from "./rows.js";
import { announceCopy, eventFileName, eventFileText } from "./backup.js";
import { clausesJoined, language, number, t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

// ----------------------------------------------------------------------------------------------- storage
// How much of the browser's storage is used and what to do when it runs short: the line under the list of
// events, and the #storage-problem panel (a problem storing, or a warning before the storage is full) with a
// download of each event this tab holds but could not store.

/** A stored size (characters, as the browser counts its limit) in KB. */
const sizeText = (chars) => t("events.size_kb", { size: number(Math.max(1, Math.round(chars / 1024))) });

/** "Storage in this browser: … used, … left", or null when nothing can be stored. */
function roomLine(room) {
  if (!room?.stored) return null;
  const share = Math.min(100, Math.round((room.used / room.quota) * 100));
  const words = { used: sizeText(room.used), quota: sizeText(room.quota), share };
  return el("p", { className: "note", id: "storage-room" }, room.left
    ? t("events.storage_room", { ...words, left: sizeText(room.left) }) : t("events.storage_full", words));
}

function renderStorage(data, state, download) {
  const panel = document.querySelector("#storage-problem");
  const text = data.problem ?? data.room?.warning ?? null;
  const { unreadable } = state.store;
  panel.hidden = text === null && !unreadable.length;
  if (panel.hidden) return;
  const children = [text && el("p", {}, text)];
  if (unreadable.length) {
    children.push(el("p", {}, t("events.unreadable", { count: unreadable.length,
      reasons: clausesJoined([...new Set(unreadable.map((item) => item.reason))]) })));
  }
  if (data.doc) children.push(el("button", { type: "button", onclick: () => download(state.data.event) }, t("events.download_event")));
  for (const id of state.store.unsaved().filter((other) => other !== data.doc?.id)) {
    const name = data.events.find((entry) => entry.id === id)?.name ?? id;
    children.push(el("button", {
      type: "button",
      onclick: async () => download(await state.store.load(id)),
    }, t("events.download_unsaved", { name })));
  }
  show(panel, ...children);
}

// ----------------------------------------------------------------------------------------------- the list

// One formatter for the list per language (toLocaleString makes one per call, which took 15 ms for a few events),
// with toLocaleString's own fields.
const dateTimes = new Map();
function when(text) {
  if (!text) return "—";
  if (!dateTimes.has(language())) {
    dateTimes.set(language(), new Intl.DateTimeFormat(language(), { year: "numeric", month: "numeric", day: "numeric",
      hour: "numeric", minute: "numeric", second: "numeric" }));
  }
  return dateTimes.get(language()).format(new Date(text));
}

/** The event as a JSON file the director saves; nothing leaves the page but through the browser's download. */
export function download(doc) {
  const blob = new Blob([eventFileText(doc)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: eventFileName(doc) });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  announceCopy(doc, "download");
}

async function downloadStored(state, entry) {
  const doc = await state.store.load(entry.id);
  if (doc) download(doc);
  else state.set({ events: state.store.list(), message: t("state.unreadable"),
    messageKind: "error" });
}

function eventList(data, state) {
  if (!data.events.length) return el("p", { className: "note" }, t("events.none"));
  const rows = data.events.map((entry) => el("tr", {},
    el("td", {}, el("button", { type: "button", className: "link", onclick: () => state.open(entry.id) }, entry.name || t("events.no_name"))),
    el("td", { className: "num" }, entry.progress ?? t("events.played_of", { played: entry.played, rounds: entry.rounds ?? "?" })),
    el("td", { className: "num" }, number(entry.players ?? 0)),
    el("td", { className: "num" }, entry.size ? sizeText(entry.size) : "—"),
    el("td", {}, when(entry.modified)),
    el("td", { className: "actions" }, el("button", {
      type: "button",
      ariaLabel: t("events.download_named", { name: entry.name }),
      onclick: () => downloadStored(state, entry),
    }, t("events.download")), el("button", {
      type: "button",
      ariaLabel: t("events.duplicate_named", { name: entry.name }),
      onclick: () => state.duplicate(entry.id),
    }, t("events.duplicate")), el("button", {
      type: "button",
      ariaLabel: t("events.delete_named", { name: entry.name }),
      onclick: () => {
        if (window.confirm(t("events.delete_confirm", { name: entry.name, count: entry.players ?? 0,
          rounds: entry.played }))) state.remove(entry.id);
      },
    }, t("events.delete")))));
  const heads = [t("events.event"), t("events.rounds_played"), t("events.players"), t("events.size"), t("events.last_change"), ""];
  return el("table", { className: "events" },
    el("caption", {}, t("events.caption")),
    el("thead", {}, el("tr", {}, ...heads.map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...rows));
}

export function renderEvents(data, state) {
  $("#organiser").hidden = data.doc !== null;
  // Drawn while it is shown (no event open), and again only when the list or the room changed: the page renders on
  // every change of its state.
  const list = $("#event-list");
  const room = data.room;
  if (data.doc === null && !unchanged(list, data.events, room?.stored, room?.used, room?.quota, room?.left, language())) {
    show(list, eventList(data, state), roomLine(room));
  }
  renderStorage(data, state, download);
}
