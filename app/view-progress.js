// What the engine is doing, on every view: a request that takes longer than half a second shows what it does,
// how far it is (players paired so far, for a pairing) and a running clock, with Cancel; Cancel stops the engine
// (it is restarted, and what the request would have changed is not stored). While the engine restarts, the bar
// says so.
import { el } from "./dom.js";
import { number, t } from "./i18n.js";

const SHOW_AFTER_MS = 500;
const CLOCK_MS = 100;

const capitalised = (text) => text.replace(/^./, (first) => first.toUpperCase());

function progressText({ doing, started, step, done, total }) {
  const seconds = number((performance.now() - started) / 1000, 1);
  const words = { doing: capitalised(doing), seconds };
  return step === "pairing" ? t("progress.pairing", { ...words, done: number(done), count: total })
    : t("progress.working", words);
}

export function setUpProgress(engine) {
  const notice = el("p", { className: "activity-text", role: "alert" });
  const dismiss = el("button", { type: "button", className: "secondary", dataset: { i18n: "progress.dismiss" } }, t("progress.dismiss"));
  const noticeRow = el("div", { className: "activity-row", hidden: true }, notice, dismiss);
  const text = el("p", { className: "activity-text", role: "status" });
  const cancel = el("button", { type: "button", className: "secondary", dataset: { i18n: "progress.cancel" } }, t("progress.cancel"));
  const activityRow = el("div", { className: "activity-row", hidden: true }, text, cancel);
  const panel = el("section", { id: "engine-activity", ariaLabel: t("progress.engine_at_work"), hidden: true, dataset: { i18nLabel: "progress.engine_at_work" } },
    noticeRow, activityRow);
  document.body.append(panel);

  let current = null; // the request shown: {id, doing, started, step?, done?, total?}
  let clock = null;
  let showing = null;

  const layout = () => { panel.hidden = noticeRow.hidden && activityRow.hidden; };
  const render = () => {
    if (current) text.textContent = progressText(current);
  };
  const stop = () => {
    clearTimeout(showing);
    clearInterval(clock);
    showing = clock = null;
    activityRow.hidden = true;
    layout();
  };

  engine.addEventListener("busy", ({ detail }) => {
    stop();
    current = detail;
    // A quick request shows nothing, so results entered one after another do not make the bar blink.
    showing = setTimeout(() => {
      render();
      cancel.hidden = false;
      activityRow.hidden = false;
      layout();
      clock = setInterval(render, CLOCK_MS);
    }, SHOW_AFTER_MS);
  });
  engine.addEventListener("progress", ({ detail }) => {
    if (current?.id !== detail.id) return;
    current = detail;
    if (!activityRow.hidden) render();
  });
  engine.addEventListener("idle", () => {
    current = null;
    stop();
  });
  // Shown until the new worker is ready ("idle", or the next request's "busy"). A restart the director did not
  // ask for stays said until dismissed: the actions that waited run at once and replace the page's own message.
  engine.addEventListener("restarting", ({ detail }) => {
    current = null;
    stop();
    text.textContent = t("progress.restarting");
    cancel.hidden = true;
    activityRow.hidden = false;
    if (detail.error.code !== "cancelled") {
      notice.textContent = t("progress.nothing_stored", { reason: detail.error.message });
      noticeRow.hidden = false;
    }
    layout();
  });
  dismiss.addEventListener("click", () => {
    noticeRow.hidden = true;
    layout();
  });
  cancel.addEventListener("click", () => engine.cancel());
}
