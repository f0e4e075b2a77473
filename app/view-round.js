// The rounds: "Pair round N" asks the engine (in its worker, so the page stays responsive), then each board
// shows White and Black with their scores before the round, floaters marked, the bye last and the engine's
// notes with their reasons. Results are entered with one drop-down per board; correcting a round that is
// followed by paired rounds first offers to unpair those rounds.
import { el, show } from "./dom.js";
import { roundComplete, roundViewOf, tenths } from "./state.js";
import { pairingSystemOf, pointSystemOf, totalRounds } from "./formats.js";
import { gameScoreCell, updateGameScores } from "./view-formats.js";
import { manualMarks } from "./view-manual.js";
import { fillRows } from "./rows.js";

const $ = (selector) => document.querySelector(selector);

const RESULTS = [
  ["1-0", "1-0"], ["1/2-1/2", "½-½"], ["0-1", "0-1"],
  ["+-", "1F-0F (forfeit)"], ["-+", "0F-1F (forfeit)"], ["--", "0F-0F (double forfeit)"],
];
const WIN_LOSS = new Set(["1-0", "0-1", "+-", "-+", "--"]);
const RESULT_LABEL = Object.fromEntries(RESULTS);

// Win/loss scoring has no draw and no score notation to read: the choice is who won.
const winLossLabel = (code, white, black) => ({
  "1-0": `${white} wins`, "0-1": `${black} wins`,
  "+-": `${white} wins by forfeit`, "-+": `${black} wins by forfeit`, "--": "Both forfeit (no winner)",
})[code];

const openRounds = new Set();

// Without colours the first player (or the better-seeded team) is listed first; a game score is typed, not chosen.
const columns = (pairingSystem) => (pairingSystem.colours ? ["Board", "White", "Result", "Black"]
  : pairingSystem.game_score ? ["Match", "Player", "Games (W-L-D)", "Opponent"] : ["Match", "Team", "Winner", "Team"]);

function resultSelect(doc, roundNumber, boardNumber, board, names, state) {
  const winLoss = !pointSystemOf(doc).draws;
  const choices = RESULTS.filter(([code]) => !winLoss || WIN_LOSS.has(code));
  const white = names.get(board.white);
  const black = names.get(board.black);
  const select = el("select", {
    ariaLabel: `Result of round ${roundNumber}, board ${boardNumber}: ${white} against ${black}`,
    dataset: { key: `result-${roundNumber}-${boardNumber}` },
  },
  el("option", { value: "" }, "— result —"),
  ...choices.map(([code, label]) => el("option", { value: code, selected: board.result === code },
    winLoss ? winLossLabel(code, white, black) : label)));
  if (board.result !== null && !choices.some(([code]) => code === board.result)) {
    select.append(el("option", { value: board.result, selected: true }, board.result));
  }
  // The drop-down outlives re-renders that change only results, so it reads the event as it is now.
  select.addEventListener("change", () => {
    const result = select.value === "" ? null : select.value;
    setResult(state.data.doc, roundNumber, boardNumber, result, null, names, state, () => {
      select.value = state.data.doc.rounds[roundNumber - 1].boards[boardNumber - 1].result ?? "";
    });
  });
  return select;
}

/** A Magic match's result is its game score (the engine checks it agrees with the match result). */
function gameScore(roundNumber, boardNumber, board, names, state) {
  const commit = (result, games) => setResult(state.data.doc, roundNumber, boardNumber, result, games, names, state, () => {});
  const fail = (text) => state.set({ message: text, messageKind: "error" });
  return gameScoreCell(roundNumber, boardNumber, board, names, commit, fail);
}

/** Enter (or clear, with null) a board's result, `games` the game score where the system keeps one; `revert`
 * puts the control back when the director declines to unpair the later rounds. */
async function setResult(doc, roundNumber, boardNumber, result, games, names, state, revert) {
  const board = doc.rounds[roundNumber - 1].boards[boardNumber - 1];
  const shown = result === null ? "no result" : games ? `games ${games.join("-")}` : RESULT_LABEL[result] ?? result;
  const what = `Round ${roundNumber}, board ${boardNumber} (${names.get(board.white)} - ${names.get(board.black)}): ${shown}.`;
  const operation = { op: "set_result", round: roundNumber, board: boardNumber, result, ...(games ? { games } : {}) };
  const later = doc.rounds.length - roundNumber;
  if (later > 0) {
    const entered = doc.rounds.slice(roundNumber).reduce((sum, round) => sum + round.boards.filter((b) => b.result !== null).length, 0);
    const rounds = later === 1 ? `round ${roundNumber + 1}` : `rounds ${roundNumber + 1}-${doc.rounds.length}`;
    const ok = window.confirm(`Round ${roundNumber} is followed by ${rounds}, paired with the old result. To correct it, `
      + `${rounds} will be unpaired${entered ? ` and ${entered} result${entered === 1 ? "" : "s"} entered there will be lost` : ""}. `
      + "Unpair and correct?");
    if (!ok) {
      revert();
      return;
    }
    const operations = Array.from({ length: later }, () => ({ op: "unpair_latest", discard_results: true }));
    operations.push(operation);
    await state.apply(operations, `Unpaired ${rounds} and corrected ${what}`);
    return;
  }
  await state.apply([operation], what);
}

function floatMark(own, other) {
  if (own > other) return el("abbr", { className: "float", title: "floats down: paired with a lower score" }, " ↓");
  if (own < other) return el("abbr", { className: "float", title: "floats up: paired with a higher score" }, " ↑");
  return null;
}

function roundTable(doc, roundView, roundNumber, state) {
  const round = doc.rounds[roundNumber - 1];
  const { numbers } = roundView;
  const { scores, seeds, formats } = roundView.rounds[roundNumber - 1];
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const pairingSystem = pairingSystemOf(doc);
  // A playoff match shows the players' seeds, a bracket's no score; floaters only where players are paired by
  // their real score (not by a fixed schedule or bracket, nor in a round paired with Baku virtual points).
  const scored = pairingSystem.format_view !== "bracket";
  const floats = scored && !seeds && pairingSystem.manual_changes && !round.notes.some((n) => n.code === "acceleration");
  const who = (id, other) => [
    el("span", { className: "pno" }, String(numbers.get(id))), ` ${names.get(id)} `,
    seeds ? el("span", { className: "score" }, `(seed ${seeds.get(id)})`)
      : scored ? el("span", { className: "score" }, `(${tenths(scores.get(id))})`) : null,
    floats ? floatMark(scores.get(id), scores.get(other)) : null,
  ];
  // Rows further down are built when the director scrolls to them, maybe after results were entered: they show the
  // results of the event as it is then (the boards stay: a change of boards draws the tables again).
  const result = (drawn, index) => {
    const latest = state.data.doc?.id === doc.id ? state.data.doc : doc;
    return resultCell(latest.rounds[roundNumber - 1]?.boards[index] ?? drawn, index);
  };
  const resultCell = (board, index) => (pairingSystem.game_score
    ? gameScore(roundNumber, index + 1, board, names, state)
    : [formats.length ? el("abbr", { className: "format", title: formats[index] === "Bo3"
      ? "best of three: a win advances or a loss eliminates" : "best of one" }, `${formats[index]} `) : null,
    resultSelect(doc, roundNumber, index + 1, board, names, state)]);
  const marks = manualMarks(round);
  // A board changed by hand is followed by a row saying so, with the text of the change.
  const byHand = (row, note) => (note ? [row, el("tr", { className: "manual-note" }, el("td", { colSpan: 4 }, note))] : [row]);
  const boardRows = (board, index) => byHand(el("tr", { className: marks.board(board) ? "by-hand" : "" },
    el("td", { className: "num" }, String(index + 1)),
    el("td", { className: "white" }, ...who(board.white, board.black)),
    el("td", {}, ...result(board, index)),
    el("td", { className: "black" }, ...who(board.black, board.white))), marks.board(board));
  const byeRows = () => byHand(el("tr", { className: "bye" },
    el("td", { className: "num" }, ""),
    el("td", {}, el("span", { className: "pno" }, String(numbers.get(round.pab))), ` ${names.get(round.pab)} `,
      el("span", { className: "score" }, `(${tenths(scores.get(round.pab))})`)),
    el("td", {}, pairingSystem.game_score ? "bye: a match won 2-0"
      : `bye: ${tenths(doc.settings.scoring.pab)} point${doc.settings.scoring.pab === 10 ? "" : "s"}`),
    el("td", {}, "")), marks.bye(round.pab));
  const items = round.pab === null ? round.boards : [...round.boards, null];
  const absent = doc.players.filter((p) => p.requested_byes.some((b) => b.round === roundNumber)
    || p.joined_round > roundNumber || (p.withdrawn_round !== null && p.withdrawn_round <= roundNumber));
  const notes = round.notes.map((note) => note.text);
  return [
    el("table", { className: "pairings", dataset: { round: String(roundNumber), system: doc.settings.system } },
      el("caption", {}, captionText(round, roundNumber, pairingSystem)),
      el("thead", {}, el("tr", {}, ...columns(pairingSystem).map((t) => el("th", { scope: "col" }, t)))),
      fillRows(el("tbody"), items, (board, index) => (board === null ? byeRows() : boardRows(board, index)))),
    absent.length ? el("p", { className: "note" }, `Not paired: ${absent.map((p) => p.name).join(", ")}.`) : null,
    notes.length && marks.list ? el("p", { className: "note" }, "About the engine's pairing, before the changes by hand:") : null,
    notes.length ? el("ul", { className: "notes" }, ...notes.map((text) => el("li", {}, text))) : null,
    marks.list,
  ];
}

// What the tables show apart from the latest round's results, once per version of the event (the page renders on
// every change of its state, and this text is large in a large event).
const layouts = new WeakMap();
function layoutOf(doc) {
  if (!layouts.has(doc)) {
    const paired = doc.rounds.length;
    layouts.set(doc, JSON.stringify([doc.settings.scoring, doc.players, doc.rounds.map((round, index) => [
      round.pab, round.notes, round.manual,
      round.boards.map((board) => [board.white, board.black, index + 1 < paired ? board.result : null])])]));
  }
  return layouts.get(doc);
}

export function renderRound(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const paired = doc.rounds.length;
  const next = paired + 1;
  const total = totalRounds(doc);
  const button = $("#pair-button");
  const latestDone = paired === 0 || roundComplete(doc.rounds[paired - 1]);
  const active = doc.players.filter((p) => p.withdrawn_round === null || p.withdrawn_round > next).length;
  let why = "";
  if (total === null) why = "Set the number of rounds first.";
  else if (paired >= total) why = `All ${total} rounds are paired.`;
  else if (!latestDone) why = `Enter every result of round ${paired} to pair round ${next}.`;
  else if (active < 2) why = "Add at least two players.";
  button.textContent = paired >= (total ?? Infinity) ? "All rounds paired" : `Pair round ${next}`;
  button.disabled = !data.engineReady || data.busy !== null || why !== "";
  button.title = why;
  $("#pair-hint").textContent = why;
  // Entering a result changes no board: the drop-downs are updated where they are, so one being used from the
  // keyboard is never replaced under the director's hands.
  const layout = layoutOf(doc);
  const view = $("#round-view");
  const roundView = roundViewOf(data);
  if (!roundView) {
    // Until the engine has answered for this event, another event's rounds must not stay on screen.
    if (view.dataset.event !== doc.id) {
      delete view.dataset.layout;
      show(view);
    }
    return;
  }
  if (view.dataset.layout === layout && view.dataset.event === doc.id) {
    updateResults(doc, view);
    return;
  }
  view.dataset.layout = layout;
  view.dataset.event = doc.id;
  const views = [];
  for (let number = paired; number >= 1; number -= 1) {
    const content = roundTable(doc, roundView, number, state);
    const { name } = roundView.rounds[number - 1];
    if (number === paired) {
      views.push(el("section", { className: "round" }, el("h4", {}, `Round ${number}${name ? `: ${name}` : ""}`), ...content));
    } else {
      const details = el("details", { open: openRounds.has(number) }, el("summary", {}, `Round ${number}${name ? `: ${name}` : ""} (results can be corrected)`), ...content);
      details.addEventListener("toggle", () => (details.open ? openRounds.add(number) : openRounds.delete(number)));
      views.push(details);
    }
  }
  show(view, ...views);
}

function updateResults(doc, view) {
  updateGameScores(doc, view);
  // One pass over the drop-downs (a search per board would cost boards times the page's size).
  for (const select of view.querySelectorAll('select[data-key^="result-"]')) {
    const [round, board] = select.dataset.key.split("-").slice(1).map(Number);
    const result = doc.rounds[round - 1]?.boards[board - 1]?.result;
    if (result !== undefined && document.activeElement !== select) select.value = result ?? "";
  }
  doc.rounds.forEach((round, index) => {
    const caption = view.querySelector(`table[data-round="${index + 1}"] caption`);
    if (caption) caption.textContent = captionText(round, index + 1, pairingSystemOf(doc));
  });
}

const captionText = (round, number, pairingSystem) => {
  const entered = round.boards.filter((b) => b.result !== null).length;
  const unit = pairingSystem.colours ? "board" : "match";
  return `Round ${number}: ${round.boards.length} ${unit}${round.boards.length === 1 ? "" : unit === "match" ? "es" : "s"}, `
    + `${entered} of ${round.boards.length} results`;
};

export function setUpRound(state) {
  const status = $("#pair-status");
  $("#pair-button").addEventListener("click", async () => {
    const round = state.data.doc.rounds.length + 1;
    const started = performance.now();
    status.textContent = `Pairing round ${round}…`;
    const tick = setInterval(() => {
      status.textContent = `Pairing round ${round}… ${((performance.now() - started) / 1000).toFixed(1)} s`;
    }, 250);
    try {
      const done = await state.apply([{ op: "pair_next" }], `Round ${round} paired.`, `Pairing round ${round}…`);
      // The boards are in the page now; the next frame is when they are on screen. The measure from the engine's
      // answer to that frame is what the speed test reads (target: within 1 s for 100 players).
      if (done) {
        requestAnimationFrame(() => {
          performance.mark("round-shown");
          performance.measure(`round ${round}: engine answer to boards shown`, "engine-answer", "round-shown");
        });
      }
      status.textContent = done
        ? `Round ${round} paired in ${((performance.now() - started) / 1000).toFixed(2)} s.`
        : `Round ${round} was not paired: ${state.data.message}`;
    } finally {
      clearInterval(tick);
    }
  });
}
