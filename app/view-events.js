// The events panel: the list of events kept in this browser (open, download, duplicate, delete, with each
// one's size and the room left), the new-event form with the engine's round recommendation, and the storage
// problem with its "download the event" way out (app/view-storage.js).
import { el, show } from "./dom.js";
import { TIEBREAK_PRESETS, errorText } from "./state.js";
import { facts } from "./facts.js";
import { renderStorage, roomLine, sizeText } from "./view-storage.js";

const $ = (selector) => document.querySelector(selector);

const when = (text) => (text ? new Date(text).toLocaleString() : "—");

/** The event as a JSON file the director saves; nothing leaves the page but through the browser's download. */
export function download(doc) {
  const blob = new Blob([JSON.stringify(doc, null, 1)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: `${(doc.name || "event").replace(/[^\w.-]+/g, "_")}.swisspair.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

async function downloadStored(state, entry) {
  const doc = await state.store.load(entry.id);
  if (doc) download(doc);
  else state.set({ events: state.store.list(), message: "That event could not be read; it is kept aside, not deleted.",
    messageKind: "error" });
}

function eventList(data, state) {
  if (!data.events.length) return el("p", { className: "note" }, "No events yet: create one below.");
  const rows = data.events.map((entry) => el("tr", {},
    el("td", {}, el("button", { type: "button", className: "link", onclick: () => state.open(entry.id) }, entry.name || "(no name)")),
    el("td", { className: "num" }, `${entry.played} of ${entry.rounds ?? "?"}`),
    el("td", { className: "num" }, String(entry.players ?? 0)),
    el("td", { className: "num" }, entry.size ? sizeText(entry.size) : "—"),
    el("td", {}, when(entry.modified)),
    el("td", { className: "actions" }, el("button", {
      type: "button",
      ariaLabel: `Download ${entry.name}`,
      onclick: () => downloadStored(state, entry),
    }, "Download"), el("button", {
      type: "button",
      ariaLabel: `Duplicate ${entry.name}`,
      onclick: () => state.duplicate(entry.id),
    }, "Duplicate"), el("button", {
      type: "button",
      ariaLabel: `Delete ${entry.name}`,
      onclick: () => {
        if (window.confirm(`Delete the event “${entry.name}” with its ${entry.players ?? 0} players and ${entry.played} `
          + "rounds? It cannot be brought back (download it first to keep a copy).")) state.remove(entry.id);
      },
    }, "Delete"))));
  return el("table", { className: "events" },
    el("caption", {}, "Events in this browser"),
    el("thead", {}, el("tr", {}, ...["Event", "Rounds played", "Players", "Size", "Last change", ""].map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...rows));
}

export function renderEvents(data, state) {
  $("#organiser").hidden = data.doc !== null;
  show($("#event-list"), eventList(data, state), roomLine(data.room));
  $("#new-create").disabled = !data.engineReady || data.busy !== null;
  const message = $("#org-message");
  show(message, data.doc === null ? (data.message ?? "") : "", data.doc === null && data.deleted
    ? el("button", { type: "button", className: "link", onclick: () => state.restoreDeleted() }, " Undo delete") : null);
  message.dataset.kind = data.messageKind ?? "info";
  renderStorage(data, state, download);
}

/** The chosen pairing system's options from its block's inputs: a checkbox gives true/false, a number or a
 * numeric choice a number, anything else its text. */
function systemOptions(pairingSystem) {
  const options = {};
  for (const input of document.querySelectorAll(`#new-event-form [data-system="${pairingSystem}"] [data-option]`)) {
    if (input.type === "checkbox") options[input.dataset.option] = input.checked;
    else if (input.value !== "" && /^-?\d+$/.test(input.value)) options[input.dataset.option] = Number(input.value);
    else options[input.dataset.option] = input.value;
  }
  return options;
}

/** Each option input starts at the engine's default for it, a number within the engine's bounds. */
function optionDefaults() {
  for (const input of document.querySelectorAll("#new-event-form [data-system] [data-option]")) {
    const option = facts.systems[input.closest("[data-system]").dataset.system].options[input.dataset.option];
    if (input.type === "checkbox") {
      input.defaultChecked = option.default;
    } else if (input.tagName === "SELECT") {
      for (const choice of input.options) choice.defaultSelected = Number(choice.value) === option.default;
    } else {
      Object.assign(input, { min: String(option.low), max: String(option.high), defaultValue: String(option.default) });
    }
  }
}

export function setUpEvents(state) {
  optionDefaults();
  const select = $("#new-tiebreaks");
  show(select, ...Object.entries(TIEBREAK_PRESETS).map(([key, preset]) => el("option", { value: key }, preset.label)));
  const mode = $("#new-mode");
  const advice = $("#new-rounds-advice");
  // Each mode's tie-break preset; its point system is the engine's default for the mode.
  const presets = { fide: "chess", club: "chess", magic: "magic", esports: "esports" };
  mode.addEventListener("change", () => {
    $("#new-scoring").value = facts.modes[mode.value].point_system;
    select.value = presets[mode.value];
    adviseRounds();
  });
  let asked = 0;
  async function adviseRounds() {
    const players = Number($("#new-expected").value);
    if (!Number.isInteger(players) || players < 2 || !state.data.engineReady) {
      advice.textContent = "Enter the expected number of players to see the recommended number of rounds.";
      return;
    }
    const mine = ++asked;
    try {
      const plan = await state.engine.call("event_plan_rounds", { players, mode: mode.value });
      if (mine !== asked) return;
      advice.textContent = `Recommended: ${plan.recommended} rounds (at most ${plan.maximum}). ${plan.reason}`;
      if (!$("#new-rounds").value) $("#new-rounds").value = String(plan.recommended);
    } catch (error) {
      advice.textContent = errorText(error);
    }
  }
  const pairingSystem = $("#new-system");
  const showSystemOptions = () => {
    for (const block of document.querySelectorAll("#new-event-form [data-system]")) {
      block.hidden = block.dataset.system !== pairingSystem.value;
    }
    // A system runs under its own modes (the engine checks it too): keep the mode one of them.
    const { modes } = facts.systems[pairingSystem.value];
    for (const option of mode.options) option.disabled = !modes.includes(option.value);
    if (!modes.includes(mode.value)) {
      mode.value = modes[0];
      mode.dispatchEvent(new Event("change"));
    }
  };
  pairingSystem.addEventListener("change", showSystemOptions);
  showSystemOptions();
  $("#new-expected").addEventListener("input", adviseRounds);
  state.engine.ready.then(adviseRounds, () => {});

  $("#new-event-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const error = $("#new-error");
    const fail = (text, input) => {
      error.textContent = text;
      error.hidden = false;
      input.focus();
    };
    error.hidden = true;
    const name = $("#new-name").value.trim();
    if (!name) return fail("Give the event a name.", $("#new-name"));
    const roundsText = $("#new-rounds").value.trim();
    const rounds = roundsText === "" ? null : Number(roundsText);
    if (rounds !== null && !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 99)) {
      return fail(`Number of rounds: “${roundsText}” is not a whole number from 1 to 99.`, $("#new-rounds"));
    }
    const pointSystem = $("#new-scoring").value;
    const { points, draws } = facts.point_systems[pointSystem];
    const pabChoice = $("#new-pab").value;
    if (pabChoice === "draw" && !draws) {
      return fail("Win/loss scoring has no draws: the bye can score a win or nothing.", $("#new-pab"));
    }
    const pab = { win: points.win, draw: points.draw, loss: 0 }[pabChoice];
    const created = await state.createEvent({
      name, mode: mode.value, rounds, initialColour: $("#new-colour").value, pointSystem, pab,
      tiebreaks: TIEBREAK_PRESETS[select.value].codes, pairingSystem: pairingSystem.value,
      options: systemOptions(pairingSystem.value),
    });
    if (created) {
      $("#new-event-form").reset();
      select.value = "chess";
      showSystemOptions();
      $("#event-title").focus();
    } else {
      fail(state.data.message, $("#new-name"));
    }
  });
}
