// The open event's views: one at a time (Round, Players, Teams in a team event, Standings, Wall chart, Share and files, Settings), a
// navigation bar, and the view named in the address's fragment (#round, #players, …) so that Back and reload
// return to it; in an event with sections, the section shown follows the view's name (#standings/s2). Share links
// use fragments of their own ("#e2.…", "#v2.…", "#r1.…", see share.js), which never look like a view's name, so each
// leaves the other alone. Each event opens on the view that matters at its stage.
import { pairingSystemOf } from "./formats.js";
import { EVENT, eventFinished } from "./model.js";
import { sectionsOf } from "./sections.js";
import { t } from "./i18n.js";

const VIEWS = ["round", "players", "teams", "standings", "wallchart", "files", "settings"];

const fragment = () => decodeURIComponent(location.hash.replace(/^#/, ""));
const fragmentView = () => fragment().replace(/\/s\d+$/, "");
/** The section the address names (null when it names none). */
const fragmentSection = () => {
  const match = fragment().match(/\/s(\d+)$/);
  return match ? Number(match[1]) : null;
};
const fragmentOf = (view, section) => (view && section !== null ? `${view}/s${section}` : view);
const address = (view, section = null) => `${location.pathname}${location.search}${view ? `#${fragmentOf(view, section)}` : ""}`;

/** The views an event has: an arena has no rounds to stand after, a system without a wall chart none. */
function viewsOf(doc) {
  const pairingSystem = pairingSystemOf(doc);
  return VIEWS.filter((view) => (view !== "teams" || pairingSystem.teams)
    && (view !== "standings" || pairingSystem.plays_rounds)
    && (view !== "wallchart" || (pairingSystem.plays_rounds && pairingSystem.wall_chart)));
}

/** Before round 1 the players (a team event's teams); while the event runs the round; after the last round the standings. */
function defaultView(doc) {
  if (!pairingSystemOf(doc).plays_rounds) return doc.arena === null ? "players" : "round";
  if (doc.rounds.length === 0) return pairingSystemOf(doc).teams ? "teams" : "players";
  return eventFinished(doc) ? "standings" : "round";
}

export class Navigation {
  #state;
  #shown = { id: null, view: null, section: null, rounds: 0, started: false };
  #firstOpen = true;

  constructor(state) {
    this.#state = state;
    for (const link of document.querySelectorAll("#event-nav a")) {
      link.addEventListener("click", (event) => {
        const view = link.closest("[data-view]").dataset.view;
        if (view !== this.#shown.view) return; // the fragment changes and hashchange shows the view
        event.preventDefault();
        this.#focusView(view);
      });
    }
    window.addEventListener("hashchange", () => this.#followAddress());
    // What stays in view under the bar (the results bar) needs its height, which wraps on a phone.
    const bar = document.querySelector(".event-nav");
    new ResizeObserver(() => document.documentElement.style.setProperty("--nav-height", `${bar.offsetHeight}px`))
      .observe(bar);
    // Before the panels: a step in the history makes the browser lay the page out at once (it keeps the scroll
    // position), which costs nothing before they draw; after them it laid out all they had just drawn, in the task
    // that drew it (an event of 1,500 players opened in one task of 40 ms of the page's own work, a third of it that
    // layout).
    state.subscribe((data) => this.#render(data), EVENT, null, { first: true });
    this.#render(state.data);
  }

  /** Show a view of the open event; `push` adds a step to the history (Back returns to the view before). */
  go(view, { push = true, focus = false } = {}) {
    const doc = this.#state.data.doc;
    if (!doc) return;
    const shown = viewsOf(doc).includes(view) ? view : defaultView(doc);
    this.#shown.view = shown;
    const section = this.#state.data.section;
    // The other views hidden first: the history's step makes the browser lay the page out at once (it keeps the
    // scroll position), and every view just drawn and still shown took it 100-200 ms.
    this.#show(doc, shown);
    if (fragment() !== fragmentOf(shown, section)) {
      history[push ? "pushState" : "replaceState"](null, "", address(shown, section));
    }
    if (focus) this.#focusView(shown);
  }

  #followAddress() {
    const view = fragmentView();
    const doc = this.#state.data.doc;
    if (!doc || document.body.dataset.view === "shared") return;
    // Back from the event's first view: the list of events.
    if (view === "") {
      this.#state.close();
      return;
    }
    const section = fragmentSection();
    if (section !== null && section !== this.#state.data.section) this.#state.chooseSection(section);
    if (VIEWS.includes(view) && view !== this.#shown.view) this.go(view, { push: false, focus: true });
  }

  #render(data) {
    const doc = data.doc;
    document.body.dataset.screen = doc ? "event" : "events";
    if (!doc) {
      this.#shown = { id: null, view: null, section: null, rounds: 0, started: false };
      if (VIEWS.includes(fragmentView())) history.replaceState(null, "", address(""));
      this.#firstOpen = false;
      return;
    }
    const started = doc.arena !== null && doc.arena !== undefined;
    if (doc.id !== this.#shown.id) {
      // A reload comes back to the view in the address; any other opening starts on the event's own default.
      const reloaded = this.#firstOpen && VIEWS.includes(fragmentView());
      const section = reloaded ? fragmentSection() : null;
      if (section !== null && section !== data.section && sectionsOf(data.event).some((each) => each.id === section)) {
        this.#state.chooseSection(section); // which draws this again, on that section
        return;
      }
      this.#firstOpen = false;
      this.#shown = { id: doc.id, view: null, section: data.section, rounds: doc.rounds.length, started };
      this.go(reloaded ? fragmentView() : defaultView(doc), { push: fragment() === "" });
      return;
    }
    if (data.section !== this.#shown.section) {
      // Another section shown: the same view, on that section, and the address says which.
      this.#shown = { ...this.#shown, section: data.section, rounds: doc.rounds.length, started };
      this.go(this.#shown.view, { push: false });
      return;
    }
    // A round just paired (or an arena just started): its boards are what the director needs next.
    const paired = doc.rounds.length > this.#shown.rounds || (started && !this.#shown.started);
    this.#shown.rounds = doc.rounds.length;
    this.#shown.started = started;
    if (paired && this.#shown.view !== "round") this.go("round");
    else this.#show(doc, this.#shown.view);
  }

  #show(doc, current) {
    const views = viewsOf(doc);
    // An arena has no rounds: its view is the arena itself (clock, games, standings).
    document.querySelector('#event-nav [data-view="round"] a').textContent = pairingSystemOf(doc).plays_rounds ? t("page.view_round") : t("nav.arena");
    for (const item of document.querySelectorAll("#event-nav [data-view]")) {
      item.hidden = !views.includes(item.dataset.view);
      const link = item.querySelector("a");
      if (item.dataset.view === current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    for (const section of document.querySelectorAll("#event-view > .view")) section.hidden = section.dataset.view !== current;
    document.querySelector("#event-view").dataset.current = current;
    // After this render: what the view shows is worked out for it (the standings, the wall chart).
    queueMicrotask(() => this.#state.showing(current));
  }

  /** Keyboard and screen-reader users land on the view's heading. */
  #focusView(view) {
    document.querySelector(`#event-view > .view[data-view="${view}"] h3`)?.focus({ preventScroll: false });
  }
}
