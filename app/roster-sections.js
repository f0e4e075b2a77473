// The roster's part in an event with sections: the drop-down of its sections (the switcher's too), which section a
// new player enters (the section shown unless the director picks another; when the player typed does not fit its
// rule, where the sections' rules place them, as the engine answers, until the director picks one by hand) and "Move to section…" on a player's row,
// before round 1 of both sections: the player keeps everything entered (and the id), only the section changes.
import { el, show } from "./dom.js";
import { sectionView, sectionsOf } from "./sections.js";
import { t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

let shownFor = null; // the section shown when the choice was last set: showing another one sets it again
let chosen = null;
let byHand = false; // the director picked this player's section: what is typed no longer moves it
let asked = 0; // the latest question to the engine about where the player typed goes

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
    byHand = false;
  }
  select.value = String(chosen);
}

/** Keep the director's choice of section across the players entered one after another; in an event whose
 * sections have rules, the choice follows the player typed (`typed()`: the form's player, null while it does not
 * read as one) to the section the engine places them in (the section shown when its rule takes them), until the
 * director picks one by hand. `changed()` draws
 * the form again for the section chosen. */
export function setUpPlayerSection(state, typed, changed) {
  $("#player-section").addEventListener("change", (event) => {
    chosen = Number(event.target.value);
    byHand = true;
  });
  $("#player-form").addEventListener("input", async (event) => {
    const whole = state.data.event;
    if (event.target.id === "player-section" || byHand || $("#player-section-field").hidden
      || !sectionsOf(whole).some((section) => section.rule)) return;
    const player = typed();
    if (!player) return;
    const ask = ++asked;
    let answer;
    try {
      answer = await state.actions.place(whole, [player], state.data.section);
    } catch {
      return; // a field the engine cannot read yet: the choice stays until it can
    }
    if (ask !== asked || byHand || state.data.event !== whole || answer.sections[0] === chosen) return;
    chosen = answer.sections[0];
    changed();
  });
}

/** The operations entering `players` read from a list ({player, section?: an id}): one given no section goes
 * to the section shown when its rule takes the player, else where the sections' rules place it (the engine's
 * answer), when the event's sections have rules; else to the section shown; each a late entry when its section has a round paired. */
export async function entryOperations(state, players) {
  const whole = state.data.event;
  const loose = players.filter((each) => each.section === undefined).map((each) => each.player);
  const placed = loose.length && sectionsOf(whole).some((section) => section.rule)
    ? (await state.actions.place(whole, loose, state.data.section)).sections : [];
  const paired = new Map(sectionsOf(whole).map((section) => [section.id, section.rounds.length]));
  let next = 0;
  return players.map(({ player, section: named }) => {
    const section = named ?? (placed.length ? placed[next++] : undefined);
    const rounds = section === undefined ? state.data.doc.rounds.length : paired.get(section) ?? 0;
    return { op: rounds > 0 ? "late_entry" : "add_player", player, ...(section === undefined ? {} : { section }) };
  });
}

/** The next player's section follows the rules again (a player entered, the form cleared). */
export function followRules() {
  byHand = false;
  asked += 1;
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
  const open = el("button", { type: "button", ariaLabel: t("sections.move_named", { name: player.name }) }, t("sections.move_to"));
  const choose = () => {
    if (!others.some((section) => section.id === moving.to)) moving.to = others[0].id;
    const select = el("select", { ariaLabel: t("sections.section_for", { name: player.name }), dataset: { key: `move-${player.id}` } },
      ...others.map((section) => el("option", { value: String(section.id), selected: section.id === moving.to }, section.name)));
    select.addEventListener("change", () => { moving.to = Number(select.value); });
    const move = el("button", { type: "button" }, t("sections.move"));
    const cancel = el("button", { type: "button", className: "secondary" }, t("sections.cancel"));
    move.addEventListener("click", () => {
      const to = others.find((section) => section.id === moving.to);
      moving = null;
      state.apply([{ op: "move_player", section: null, player: player.id, to: to.id }], t("sections.moved", { name: player.name, section: to.name }));
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
