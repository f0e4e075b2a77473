// The roster: add players one at a time or from a pasted list (read here, imported only after the director
// confirms), edit and remove them before round 1, withdraw them or add late entries once the event runs.
// The table lists players by pairing number (FIDE initial order unless the director fixed numbers).
import { el, show } from "./dom.js";
import { pairingNumbers } from "./state.js";

const $ = (selector) => document.querySelector(selector);

/** Read a pasted list: [{line, player}] and [{line, text, why}]. Name and rating are separated by a tab, a comma
 * or two (or more) spaces; a third column, if any, is the club. */
export function readPlayerList(text) {
  const players = [];
  const problems = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed) return;
    let parts;
    if (raw.includes("\t")) parts = trimmed.split("\t");
    else if (trimmed.includes(",")) parts = trimmed.split(",");
    else parts = trimmed.split(/ {2,}/);
    parts = parts.map((part) => part.trim());
    const problem = (why) => problems.push({ line, text: trimmed, why });
    if (parts.length < 2) return problem("no rating found: separate the name and the rating by a tab, a comma or two spaces");
    if (parts.length > 3) return problem(`${parts.length} columns; expected name, rating and optionally a club`);
    const [name, ratingText, club = ""] = parts;
    if (!name) return problem("the name is empty");
    if (name.length > 200) return problem("the name is longer than 200 characters");
    if (!/^\d+$/.test(ratingText)) return problem(`the rating “${ratingText}” is not a whole number (0 for unrated)`);
    const rating = Number(ratingText);
    if (rating > 4000) return problem(`the rating ${rating} is above 4000`);
    if (club.length > 100) return problem("the club is longer than 100 characters");
    players.push({ line, player: { name, rating, club } });
  });
  return { players, problems };
}

function readForm() {
  const name = $("#player-name").value.trim();
  const ratingText = $("#player-rating").value.trim();
  const club = $("#player-club").value.trim();
  if (!name) return { error: "Enter the player's name.", input: $("#player-name") };
  if (ratingText !== "" && !/^\d+$/.test(ratingText)) {
    return { error: `Rating: “${ratingText}” is not a whole number (leave it empty or 0 for an unrated player).`, input: $("#player-rating") };
  }
  const rating = ratingText === "" ? 0 : Number(ratingText);
  if (rating > 4000) return { error: `Rating: ${rating} is above 4000.`, input: $("#player-rating") };
  return { player: { name, rating, club } };
}

let editing = null;

function stopEditing() {
  editing = null;
  $("#player-form").reset();
  $("#player-cancel").hidden = true;
}

function status(player, doc) {
  if (player.withdrawn_round !== null) return `withdrawn from round ${player.withdrawn_round}`;
  if (player.joined_round > 1) return `late entry, joins in round ${player.joined_round}`;
  return doc.rounds.length ? "playing" : "";
}

export function renderRoster(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const started = doc.rounds.length > 0;
  $("#player-submit").textContent = editing !== null ? "Save changes" : started ? "Add late entry" : "Add player";
  $("#player-submit").disabled = data.busy !== null;
  const numbers = pairingNumbers(doc);
  const players = [...doc.players].sort((a, b) => numbers.get(a.id) - numbers.get(b.id));
  if (!players.length) {
    show($("#roster-table"), el("p", { className: "note" }, "No players yet."));
    return;
  }
  const rows = players.map((player) => {
    const actions = [];
    if (!started) {
      actions.push(el("button", {
        type: "button", ariaLabel: `Edit ${player.name}`,
        onclick: () => {
          editing = player.id;
          $("#player-name").value = player.name;
          $("#player-rating").value = String(player.rating);
          $("#player-club").value = player.club;
          $("#player-cancel").hidden = false;
          $("#player-submit").textContent = "Save changes";
          $("#player-name").focus();
        },
      }, "Edit"));
      actions.push(el("button", {
        type: "button", ariaLabel: `Remove ${player.name}`,
        onclick: () => {
          if (window.confirm(`Remove ${player.name} from the event?`)) {
            state.apply([{ op: "remove_player", player: player.id }], `Removed ${player.name}.`);
          }
        },
      }, "Remove"));
    } else if (player.withdrawn_round === null) {
      actions.push(el("button", {
        type: "button", ariaLabel: `Withdraw ${player.name}`,
        onclick: () => {
          if (window.confirm(`Withdraw ${player.name} from round ${doc.rounds.length + 1} on? Games already played stay.`)) {
            state.apply([{ op: "withdraw", player: player.id }], `${player.name} withdraws from round ${doc.rounds.length + 1} on.`);
          }
        },
      }, "Withdraw"));
    } else if (player.withdrawn_round > doc.rounds.length) {
      actions.push(el("button", {
        type: "button", ariaLabel: `Cancel the withdrawal of ${player.name}`,
        onclick: () => state.apply([{ op: "cancel_withdrawal", player: player.id }], `${player.name}'s withdrawal cancelled.`),
      }, "Cancel withdrawal"));
    }
    return el("tr", { dataset: { player: String(player.id) } },
      el("td", { className: "num" }, String(numbers.get(player.id))),
      el("td", {}, player.name),
      el("td", { className: "num" }, player.rating ? String(player.rating) : "unrated"),
      el("td", {}, player.club),
      el("td", {}, status(player, doc)),
      el("td", { className: "actions" }, ...actions));
  });
  show($("#roster-table"), el("table", { className: "roster" },
    el("caption", {}, `${players.length} player${players.length === 1 ? "" : "s"}, by pairing number`),
    el("thead", {}, el("tr", {}, ...["No.", "Name", "Rating", "Club", "Status", ""].map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...rows)));
}

export function setUpRoster(state) {
  const message = (text) => state.set({ message: text, messageKind: "error" });
  $("#player-cancel").addEventListener("click", () => { stopEditing(); state.set({}); });
  $("#player-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const doc = state.data.doc;
    const read = readForm();
    if (read.error) {
      message(read.error);
      read.input.focus();
      return;
    }
    const { player } = read;
    let done;
    if (editing !== null) {
      done = await state.apply([{ op: "edit_player", player: editing, changes: player }], `Edited ${player.name}.`);
    } else if (doc.rounds.length) {
      done = await state.apply([{ op: "late_entry", player }], `Late entry: ${player.name} joins in round ${doc.rounds.length + 1}.`);
    } else {
      done = await state.apply([{ op: "add_player", player }], `Added ${player.name}.`);
    }
    if (done) {
      stopEditing();
      state.set({});
      $("#player-name").focus();
    }
  });

  $("#paste-read").addEventListener("click", () => {
    const { players, problems } = readPlayerList($("#paste-text").value);
    const preview = $("#paste-preview");
    const parts = [];
    if (problems.length) {
      parts.push(el("div", { className: "alert", role: "alert" },
        el("p", {}, `${problems.length} line${problems.length === 1 ? "" : "s"} could not be read and will not be imported:`),
        el("ul", { className: "problems" }, ...problems.map((p) => el("li", {}, `Line ${p.line} (“${p.text}”): ${p.why}.`)))));
    }
    if (!players.length) {
      parts.push(el("p", {}, "No player could be read from the list."));
      show(preview, ...parts);
      return;
    }
    parts.push(el("p", {}, `${players.length} player${players.length === 1 ? "" : "s"} read: `
      + players.map(({ player }) => `${player.name} (${player.rating})`).join(", ") + "."));
    const late = state.data.doc.rounds.length > 0;
    parts.push(el("button", {
      type: "button",
      onclick: async () => {
        const operations = players.map(({ player }) => (late ? { op: "late_entry", player } : { op: "add_player", player }));
        const done = await state.apply(operations, `Imported ${players.length} player${players.length === 1 ? "" : "s"} from the list.`, "Importing the players…");
        if (done) {
          $("#paste-text").value = "";
          show(preview, el("p", {}, `Imported ${players.length} player${players.length === 1 ? "" : "s"}.`));
        }
      },
    }, `Import ${players.length} player${players.length === 1 ? "" : "s"}`));
    show(preview, ...parts);
  });
}
