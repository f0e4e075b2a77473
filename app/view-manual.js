// Changes by hand to the latest round ("fix a mistake in this round"): swap two players, give the bye, or set
// a board. Nothing is stored until the director has seen what the change breaks: the engine applies it to a
// copy of the event (event_apply stores nothing), the page shows that answer's warnings and boards, and
// "Apply the change" stores that very answer (one undoable action); "Cancel" drops it. Boards that have a
// result are locked (their players are not offered): the director clears the result first, so a change never
// drops an entered result. The pairing marks the boards changed by hand (manualMarks, used by view-round.js).
import { el, show, waitsForEngine } from "./dom.js";
import { errorText } from "./state.js";
import { latestRound, roundViewOf } from "./model.js";
import { seatWords } from "./seat-words.js";
import { ruleText } from "./rule-words.js";
import { explanationText } from "./engine-text.js";
import { language, t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

let renderedKey = null;
let scope = null; // the engine's event_manual_scope answer for { doc }
let scopeAnswered = Promise.resolve(); // settles once the panel shows the latest scope
let dialog = null;
let statusLine = { round: null, text: "", kind: "info" }; // round: "event id:round number", so no other event's shows

/** Where each player of the latest round is: { board, side, locked } | { bye } | { unplaced }. Who is
 * unplaced is the engine's word (scope): absent players and those out of the round by the system are not. */
function places(doc, unplaced) {
  const round = latestRound(doc);
  const words = seatWords(doc);
  const where = new Map();
  round.boards.forEach((board, index) => {
    const locked = board.result !== null;
    where.set(board.white, { board: index + 1, side: words.white, locked });
    where.set(board.black, { board: index + 1, side: words.black, locked });
  });
  if (round.pab !== null) where.set(round.pab, { bye: true });
  for (const id of unplaced) where.set(id, { unplaced: true });
  return where;
}

const placeText = (spot, words) => (spot.bye ? t("manual.place_bye") : spot.unplaced ? t("manual.place_none", { board: words.board })
  : `${words.board} ${spot.board}${spot.side ? `, ${spot.side}` : ""}`);

function playerSelect(id, key, players, spots, numbers, first, words) {
  return el("select", { id, dataset: { key } },
    el("option", { value: "" }, first),
    ...players.map((player) => el("option", { value: String(player.id) },
      `${numbers.get(player.id)} ${player.name} (${placeText(spots.get(player.id), words)})`)));
}

function form(id, title, ...fields) {
  return el("form", { id, className: "manual-form", noValidate: true }, el("h5", {}, title), ...fields);
}

/** Ask the engine what may change in this event's latest round, then render with its answer. */
async function askScope(doc, state) {
  scope = { asking: doc };
  let answer;
  try {
    answer = await state.actions.manualScope(doc);
  } catch (error) {
    answer = { allowed: false, reason: errorText(error), unplaced: [] };
  }
  scope = { doc, answer };
  renderManual(state.data, state);
}

export function renderManual(data, state) {
  const view = $("#manual-view");
  const doc = data.doc;
  // The panel lives in the open event's view only: a read-only link shows its own view, without it.
  if (!doc || doc.rounds.length === 0 || !data.engineReady) {
    renderedKey = null;
    show(view);
    return;
  }
  const round = latestRound(doc);
  const roundView = roundViewOf(data);
  const key = JSON.stringify([doc.id, round.number, round.pab, round.boards.map((b) => [b.white, b.black, b.result !== null]),
    doc.players.map((p) => [p.id, p.name]), [...roundView?.numbers ?? []], language()]);
  if (!roundView || (key !== renderedKey && scope?.doc !== doc)) {
    // Until the engine answers, the panel's controls belong to the event as it was: not usable.
    for (const control of view.querySelectorAll("select")) control.disabled = true;
    for (const button of view.querySelectorAll("button")) waitsForEngine(button, true, data.busy);
    if (scope?.asking !== doc && scope?.doc !== doc) scopeAnswered = askScope(doc, state);
    return;
  }
  for (const button of view.querySelectorAll("button")) waitsForEngine(button, false, data.busy);
  if (key === renderedKey) return;
  renderedKey = key;
  // Round robin, knockout, arena and a Magic top cut follow a fixed schedule: the engine says so.
  if (!scope.answer.allowed) {
    show(view, el("p", { id: "manual-refused", className: "hint" },
      ...ruleText(doc.settings.system, explanationText(scope.answer.said ?? {}, scope.answer.reason))));
    return;
  }
  const details = view.querySelector("details");
  const wasOpen = details?.open ?? false;

  const numbers = roundView.numbers;
  const spots = places(doc, scope.answer.unplaced);
  const byNumber = (a, b) => numbers.get(a.id) - numbers.get(b.id);
  const movable = doc.players.filter((p) => spots.has(p.id) && !spots.get(p.id).locked).sort(byNumber);
  const lockedBoards = round.boards.filter((board) => board.result !== null).length;
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const words = seatWords(doc);
  const where = `${doc.id}:${round.number}`;
  if (statusLine.round !== where) statusLine = { round: where, text: "", kind: "info" };
  const status = el("p", { id: "manual-status", className: "status", role: "status", dataset: { kind: statusLine.kind } },
    statusLine.text);

  // The forms offer every player in a select of its own: at 2,000 players that is thousands of options, built once
  // the director opens the panel, not on every result entered.
  const forms = () => {
    const placed = movable.filter((p) => !spots.get(p.id).unplaced);
    const swap = form("manual-swap", t("manual.swap_title"),
      el("label", { htmlFor: "manual-swap-a" }, t("manual.player")),
      playerSelect("manual-swap-a", "manual-swap-a", placed, spots, numbers, t("manual.player_choice"), words),
      el("label", { htmlFor: "manual-swap-b" }, t("manual.changes_places_with")),
      playerSelect("manual-swap-b", "manual-swap-b", placed, spots, numbers, t("manual.player_choice"), words),
      el("button", { type: "submit", dataset: { key: "manual-swap-check" } }, t("manual.check_swap")));
    swap.addEventListener("submit", (event) => {
      event.preventDefault();
      const a = Number(swap.elements["manual-swap-a"].value);
      const b = Number(swap.elements["manual-swap-b"].value);
      if (!a || !b || a === b) return say(t("manual.choose_two_to_swap"), "error");
      check(state, { op: "swap_players", round: round.number, players: [a, b] });
    });

    const byeCandidates = movable.filter((p) => !spots.get(p.id).bye);
    const bye = form("manual-bye", t("manual.bye_title"),
      el("p", { className: "hint" }, round.pab === null ? t("manual.bye_hint_none", { board: words.board })
        : t("manual.bye_hint_swap", { name: names.get(round.pab), board: words.board })),
      el("label", { htmlFor: "manual-bye-player" }, t("manual.bye_player")),
      playerSelect("manual-bye-player", "manual-bye-player", byeCandidates, spots, numbers, t("manual.player_choice"), words),
      el("button", { type: "submit", dataset: { key: "manual-bye-check" } }, t("manual.check_bye")));
    bye.addEventListener("submit", (event) => {
      event.preventDefault();
      const id = Number(bye.elements["manual-bye-player"].value);
      if (!id) return say(t("manual.choose_bye_player"), "error");
      // With a bye in the round, moving a player to it is a swap with the bye player (who takes their board).
      const operation = round.pab !== null && !spots.get(id).unplaced
        ? { op: "swap_players", round: round.number, players: [id, round.pab] }
        : { op: "set_pab", round: round.number, player: id };
      check(state, operation);
    });

    const freeBoards = round.boards.map((board, index) => [board, index + 1]).filter(([board]) => board.result === null);
    const boardChoice = el("select", { id: "manual-board-number", dataset: { key: "manual-board-number" } },
      ...freeBoards.map(([board, number]) => el("option", { value: String(number) },
        `${words.Board} ${number}: ${names.get(board.white)} – ${names.get(board.black)}`)),
      el("option", { value: String(round.boards.length + 1) }, t("manual.new_board", { board: words.board,
        number: String(round.boards.length + 1) })));
    const white = playerSelect("manual-board-white", "manual-board-white", movable, spots, numbers,
      `— ${words.first} —`, words);
    const black = playerSelect("manual-board-black", "manual-board-black", movable, spots, numbers,
      `— ${words.second} —`, words);
    const fillBoard = () => {
      const board = round.boards[Number(boardChoice.value) - 1];
      white.value = board ? String(board.white) : "";
      black.value = board ? String(board.black) : "";
    };
    boardChoice.addEventListener("change", fillBoard);
    const setBoard = form("manual-board", t("manual.board_title", { board: words.board }),
      el("p", { className: "hint" }, t("manual.board_hint", { board: words.board })),
      el("label", { htmlFor: "manual-board-number" }, words.Board), boardChoice,
      el("label", { htmlFor: "manual-board-white" }, words.first), white,
      el("label", { htmlFor: "manual-board-black" }, words.second), black,
      el("button", { type: "submit", dataset: { key: "manual-board-check" } }, t("manual.check_board", { board: words.board })));
    setBoard.addEventListener("submit", (event) => {
      event.preventDefault();
      const w = Number(white.value);
      const b = Number(black.value);
      if (!w || !b || w === b) return say(t("manual.choose_two_for_board", { first: words.first, second: words.second }), "error");
      check(state, { op: "set_board", round: round.number, board: Number(boardChoice.value), white: w, black: b });
    });
    fillBoard();
    return el("div", { className: "manual-forms" }, swap, bye, setBoard);
  };

  const unplaced = doc.players.filter((p) => spots.get(p.id)?.unplaced);
  const open = el("details", { id: "manual", open: wasOpen },
    el("summary", { dataset: { key: "manual-summary" } }, t("manual.summary", { round: round.number })),
    el("p", { className: "note" }, t("manual.note")),
    lockedBoards ? el("p", { className: "hint" }, t("manual.locked", { count: lockedBoards, board: words.board,
      boards: words.boards })) : null,
    unplaced.length ? el("p", { className: "alert" }, t("manual.unplaced", { board: words.board,
      names: unplaced.map((p) => p.name).join(", ") })) : null,
    movable.length >= 2 ? (wasOpen ? forms() : el("div", { className: "manual-forms" }))
      : el("p", { className: "hint" }, t("manual.all_results", { board: words.board })),
    status);
  if (movable.length >= 2 && !wasOpen) {
    open.addEventListener("toggle", () => {
      const holder = open.querySelector(".manual-forms");
      if (!open.open || holder.childElementCount) return;
      holder.replaceWith(forms());
      for (const button of open.querySelectorAll("button")) waitsForEngine(button, false, state.data.busy);
    });
  }
  show(view, open);
  for (const button of view.querySelectorAll("button")) waitsForEngine(button, false, data.busy);
}

/** The panel's status line; it outlives the re-render that follows a change (same round only). */
function say(text, kind = "info") {
  statusLine = { ...statusLine, text, kind };
  const status = $("#manual-status");
  if (status) {
    status.textContent = text;
    status.dataset.kind = kind;
  }
}

async function check(state, operation) {
  say(t("manual.checking"));
  let preview;
  try {
    preview = await state.preview(operation);
  } catch (error) {
    say(t("manual.not_changed", { reason: errorText(error) }), "error");
    return;
  }
  say("");
  showDialog(preview, state);
}

/** The boards that differ after the change, as lines a director reads. */
function differences(before, after) {
  const names = new Map(after.players.map((p) => [p.id, p.name]));
  const words = seatWords(after);
  const old = before.rounds[before.rounds.length - 1];
  const now = after.rounds[after.rounds.length - 1];
  const same = (a, b) => a.white === b.white && a.black === b.black;
  const lines = [];
  now.boards.forEach((board, index) => {
    if (!old.boards.some((o) => same(o, board))) {
      const pair = { board: words.Board, number: String(index + 1), white: names.get(board.white), black: names.get(board.black) };
      const line = words.colours ? t("round.board_coloured", { ...pair, first: words.first, second: words.second })
        : t("round.board_uncoloured", pair);
      lines.push(line.replace(/\.$/, ""));
    }
  });
  for (const board of old.boards) {
    if (!now.boards.some((n) => same(n, board))) {
      lines.push(t("manual.no_longer", { white: names.get(board.white), black: names.get(board.black) }));
    }
  }
  if (old.pab !== now.pab) lines.push(t("manual.bye_now", { name: now.pab === null ? t("manual.nobody") : names.get(now.pab) }));
  return lines;
}

function showDialog(preview, state) {
  const round = preview.doc.rounds[preview.doc.rounds.length - 1];
  const change = round.manual[round.manual.length - 1];
  const apply = el("button", { type: "button", dataset: { key: "manual-apply" } }, t("manual.apply"));
  const cancel = el("button", { type: "button", className: "secondary", dataset: { key: "manual-cancel" } }, t("manual.cancel"));
  show(dialog,
    el("h4", { id: "manual-dialog-title" }, t("manual.dialog_title", { round: round.number })),
    el("p", { className: "manual-change" }, `${change.text}.`),
    preview.warnings.length
      ? el("div", {}, el("p", {}, t("manual.breaks")),
        el("ul", { className: "warnings" }, ...preview.warnings.map((text) => el("li", {}, ...ruleText(preview.doc.settings.system, text)))))
      : el("p", { className: "manual-clean" }, t("manual.clean")),
    el("p", {}, t("manual.after")),
    el("ul", { className: "manual-after" }, ...differences(preview.before, preview.doc).map((text) => el("li", {}, text))),
    el("div", { className: "actions" }, apply, cancel));
  apply.addEventListener("click", async () => {
    dialog.close("apply");
    const label = preview.doc.log[preview.doc.log.length - 1].text;
    if (await state.commit(preview, label)) {
      await scopeAnswered;
      say(t("manual.applied", { label }));
    }
  });
  cancel.addEventListener("click", () => dialog.close("cancel"));
  dialog.showModal();
  // With warnings the safe answer has the focus; without, the expected one.
  (preview.warnings.length ? cancel : apply).focus();
}

export function setUpManual() {
  dialog = el("dialog", { id: "manual-dialog", className: "manual-dialog" });
  dialog.setAttribute("aria-labelledby", "manual-dialog-title");
  // Escape or "Cancel": nothing is stored, and the director is told so.
  dialog.addEventListener("close", () => {
    if (dialog.returnValue !== "apply") say(t("manual.cancelled"));
    dialog.returnValue = "";
  });
  document.body.append(dialog);
}
