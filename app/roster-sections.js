// The roster's part in an event with sections: the drop-down of its sections (the switcher's too), which section a
// new player enters (the section shown unless the director picks another) and "Move to section…" on a player's row,
// before round 1 of both sections: the player keeps everything entered (and the id), only the section changes.
import { el, show } from "./dom.js";
import { sectionView, sectionsOf } from "./sections.js";

const $ = (selector) => document.querySelector(selector);

let shownFor = null; // the section shown when the choice was last set: showing another one sets it again
let chosen = null;

/** A drop-down of the event's sections (by id), drawn again only when their names change. */
export function sectionChoices(select, sections) {
  const options = sections.map((section) => [String(section.id), section.name]);
  if (select.dataset.options === JSON.stringify(options)) return;
  select.dataset.options = JSON.stringify(options);
  show(select, ...options.map(([value, name]) => el("option", { value }, name)));
}

/** The player form's Section choice: shown once the event has two sections or more, on the section shown. */
export function renderPlayerSection(data, editing) {
  const sections = sectionsOf(data.event);
  $("#player-section-field").hidden = sections.length < 2 || editing;
  if (sections.length < 2) return;
  const select = $("#player-section");
  sectionChoices(select, sections);
  if (shownFor !== data.section || !sections.some((section) => section.id === chosen)) {
    shownFor = data.section;
    chosen = data.section;
  }
  select.value = String(chosen);
}

/** Keep the director's choice of section across the players entered one after another. */
export function setUpPlayerSection() {
  $("#player-section").addEventListener("change", (event) => { chosen = Number(event.target.value); });
}

/** The section a new player enters ({id, name, doc: its view}), or null in an event without sections. */
export function entrySection(event) {
  const sections = sectionsOf(event);
  if (sections.length < 2) return null;
  const section = sections.find((each) => each.id === chosen) ?? sections[0];
  return { id: section.id, name: section.name, doc: sectionView(event, section.id) };
}

let moving = null; // {player, to}: the move being chosen, kept when the roster is drawn again meanwhile

/** "Move to section…" for a player of the section `doc` shows: null when no move is open (the event has one
 * section, or the player's section or every other has a round paired). */
export function moveControl(player, doc, event, state) {
  if (doc.rounds.length) return null;
  const others = sectionsOf(event).filter((section) => section.rounds.length === 0
    && !section.players.some((each) => each.id === player.id));
  if (!others.length || sectionsOf(event).length < 2) return null;
  const cell = el("span", { className: "move-section" });
  const open = el("button", { type: "button", ariaLabel: `Move ${player.name} to another section` }, "Move to section…");
  const choose = () => {
    if (!others.some((section) => section.id === moving.to)) moving.to = others[0].id;
    const select = el("select", { ariaLabel: `Section for ${player.name}`, dataset: { key: `move-${player.id}` } },
      ...others.map((section) => el("option", { value: String(section.id), selected: section.id === moving.to }, section.name)));
    select.addEventListener("change", () => { moving.to = Number(select.value); });
    const move = el("button", { type: "button" }, "Move");
    const cancel = el("button", { type: "button", className: "secondary" }, "Cancel");
    move.addEventListener("click", () => {
      const to = others.find((section) => section.id === moving.to);
      moving = null;
      state.apply([{ op: "move_player", section: null, player: player.id, to: to.id }], `${player.name} moved to ${to.name}.`);
    });
    cancel.addEventListener("click", () => {
      moving = null;
      show(cell, open);
      open.focus();
    });
    show(cell, select, move, cancel);
    return select;
  };
  open.addEventListener("click", () => {
    moving = { player: player.id, to: null };
    choose().focus();
  });
  if (moving?.player === player.id) choose();
  else show(cell, open);
  return cell;
}

/** Another event or section shown: no move stays open. */
export function forgetMove() {
  moving = null;
}
