// Copies outside this browser, as the director sees them: in Share and files, where the last copy of the event went
// and when, and the backup folder (chosen, written to after every change, paused until the browser is allowed again,
// stopped); above the open event, after a round is complete with no copy made since, a reminder with the ways to
// make one; on the list of events, that the browser's storage was cleared, said plainly.
import { el, show } from "./dom.js";
import { completeEverywhere, completeRounds, eventFinished } from "./model.js";
import { t, timeText } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);
const HOW = { download: "backup.last_copy_download", folder: "backup.last_copy_folder", link: "backup.last_copy_link" };
// The rounds count the director said "Not now" to, per event, for this visit.
const dismissed = new Map();

function lastCopyText(copy) {
  return copy ? t(HOW[copy.how] ?? HOW.download, { when: timeText(copy.at, t("backup.not_recorded")) }) : t("backup.no_copy");
}

function folderPart(backup, doc) {
  if (!backup.supported) {
    return [el("p", { className: "note" }, t("backup.no_folders"))];
  }
  const name = backup.folder?.name ?? "";
  const written = backup.lastWrite?.error ? el("p", { className: "alert", role: "alert" }, backup.lastWrite.error)
    : backup.lastWrite ? el("p", { className: "note" }, t("backup.last_written", { when: timeText(backup.lastWrite.at, t("backup.not_recorded")), file: backup.lastWrite.name }))
    : null;
  if (backup.mode === "on") {
    return [el("p", {}, t("backup.folder_on", { folder: name })), written,
      el("button", { type: "button", className: "secondary", onclick: () => backup.stop() }, t("backup.stop"))];
  }
  if (backup.mode === "paused") {
    return [el("p", {}, t("backup.folder_paused", { folder: name })),
      written,
      el("button", { type: "button", onclick: () => backup.resume(doc) }, t("backup.allow", { folder: name })),
      el("button", { type: "button", className: "secondary", onclick: () => backup.stop() }, t("backup.stop"))];
  }
  return [el("p", { className: "note" }, t("backup.choose_help")), written,
    el("button", { type: "button", onclick: () => backup.chooseFolder(doc) }, t("backup.choose"))];
}

function storageText(persisted) {
  if (persisted === true) return t("backup.storage_kept");
  if (persisted === false) return t("backup.storage_not_kept");
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
  show(panel, el("h4", { id: "backup-title" }, t("backup.heading")),
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
  show(reminder, el("p", { title: t("backup.reminder_why") },
    copy ? t("backup.reminder_since", { round: complete, when: timeText(copy.at, t("backup.not_recorded")) }) : t("backup.reminder", { round: complete })),
  el("div", { className: "actions" },
    el("button", { type: "button", onclick: () => $("#event-download").click() }, t("backup.download")),
    el("a", { href: "#files" }, backup.supported ? t("backup.folder_link") : t("backup.share_link")),
    el("button", { type: "button", className: "secondary", onclick: () => {
      dismissed.set(doc.id, everywhere);
      reminder.hidden = true;
    } }, t("backup.not_now"))));
}

/** The list of events: a browser that cleared its storage says so. */
export function renderCleared(data, backup) {
  const note = $("#storage-cleared");
  note.hidden = data.doc !== null || !backup.cleared;
  note.textContent = backup.cleared ?? "";
}
