// Copies outside this browser, as the director sees them: in Share and files, where the last copy of the event went
// and when, and the backup folder (chosen, written to after every change, paused until the browser is allowed again,
// stopped); above the open event, after a round is complete with no copy made since, a reminder with the ways to
// make one; on the list of events, that the browser's storage was cleared, said plainly.
import { el, show, timeText } from "./dom.js";
import { completeEverywhere, completeRounds, eventFinished } from "./model.js";

const $ = (selector) => document.querySelector(selector);
const HOW = { download: "downloaded", folder: "written to the backup folder", link: "sent as a co-organiser's link" };
// The rounds count the director said "Not now" to, per event, for this visit.
const dismissed = new Map();

function lastCopyText(copy) {
  return copy ? `The last copy of this event left this browser ${timeText(copy.at)}: ${HOW[copy.how] ?? copy.how}.`
    : "No copy of this event has left this browser yet.";
}

function folderPart(backup, doc) {
  if (!backup.supported) {
    return [el("p", { className: "note" }, "This browser cannot write to a folder of your choice: download the event "
      + "after each round, or send the co-organiser's link, so that a lost computer or a cleared browser loses nothing.")];
  }
  const name = backup.folder?.name ?? "";
  const written = backup.lastWrite?.error ? el("p", { className: "alert", role: "alert" }, backup.lastWrite.error)
    : backup.lastWrite ? el("p", { className: "note" }, `Last written ${timeText(backup.lastWrite.at)}: ${backup.lastWrite.name}.`)
    : null;
  if (backup.mode === "on") {
    return [el("p", {}, `Every change is written to the folder “${name}” as a file that opens the event (with `
      + "“Open an event from a file” below the list of events)."), written,
    el("button", { type: "button", className: "secondary", onclick: () => backup.stop() }, "Stop writing to the folder")];
  }
  if (backup.mode === "paused") {
    return [el("p", {}, `Copies to the folder “${name}” wait for your permission: the browser asks again after a restart.`),
      written,
      el("button", { type: "button", onclick: () => backup.resume(doc) }, `Allow copies to “${name}”`),
      el("button", { type: "button", className: "secondary", onclick: () => backup.stop() }, "Stop writing to the folder")];
  }
  return [el("p", { className: "note" }, "Choose a folder (on a USB stick, or one your cloud drive keeps) and every "
    + "change is written there as a file that opens the event."), written,
  el("button", { type: "button", onclick: () => backup.chooseFolder(doc) }, "Choose a backup folder…")];
}

function storageText(persisted) {
  if (persisted === true) return "This browser keeps SwissPair's storage: it will not clear it to make room on the disk.";
  if (persisted === false) return "This browser may clear SwissPair's storage when the disk runs low (Safari after "
    + "weeks without a visit): keep a copy outside it.";
  return null;
}

/** Share and files' "Keep a copy" part, and the reminder above the event. */
export function renderBackup(data, backup) {
  const doc = data.doc;
  const panel = $("#backup-panel");
  if (!doc) {
    show(panel);
    $("#copy-reminder").hidden = true;
    return;
  }
  const copy = backup.lastCopy(doc.id);
  show(panel, el("h4", { id: "backup-title" }, "Keep a copy outside this browser"),
    el("p", { id: "last-copy" }, lastCopyText(copy)),
    storageText(backup.persisted) && el("p", { id: "storage-kept", className: "note" }, storageText(backup.persisted)),
    ...folderPart(backup, doc));
  const complete = completeRounds(doc);
  // Between rounds (the latest one complete, another to pair): while a round is played its boards, and once the
  // last is done the final standings, head the screen; Share and files says then where the last copy went.
  const between = doc.rounds.length > 0 && complete === doc.rounds.length && !eventFinished(doc);
  // A copy counts the rounds complete in every section (app/backup.js).
  const everywhere = completeEverywhere(data.event);
  const remind = between && backup.mode !== "on" && everywhere > (copy?.rounds ?? 0) && dismissed.get(doc.id) !== everywhere;
  const reminder = $("#copy-reminder");
  reminder.hidden = !remind;
  if (!remind) return;
  // Short enough to leave the round's first board or the final standings on a phone's first screen.
  show(reminder, el("p", { title: "If this computer is lost or the browser clears its storage, the event goes with it." },
    `Round ${complete} done: no copy of the event outside this browser ${copy ? `since ${timeText(copy.at)}` : "yet"}.`),
  el("div", { className: "actions" },
    el("button", { type: "button", onclick: () => $("#event-download").click() }, "Download a copy"),
    el("a", { href: "#files" }, backup.supported ? "Backup folder" : "Share"),
    el("button", { type: "button", className: "secondary", onclick: () => {
      dismissed.set(doc.id, everywhere);
      reminder.hidden = true;
    } }, "Not now")));
}

/** The list of events: a browser that cleared its storage says so. */
export function renderCleared(data, backup) {
  const note = $("#storage-cleared");
  note.hidden = data.doc !== null || !backup.cleared;
  note.textContent = backup.cleared ?? "";
}
