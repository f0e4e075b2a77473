// What a pasted list or a CSV file was read into (the engine's answer), shown before anything is added: a table of
// what each line became (name, rating, title, federation, club), what looks mistyped flagged on its own line, the
// lines that are no player with why, and Add / Cancel. A flagged line is added only if the director ticks it.
import { el, show } from "./dom.js";

const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
const FIELDS = ["name", "rating", "club", "title", "sex", "federation", "fide_id", "birth", "national_rating", "national_id"];

/** The player operations' fields of a row the engine read. */
export const playerOf = (row) => Object.fromEntries(FIELDS.map((key) => [key, row[key]]));

/** Show `read` ({players, bad_lines, warnings}) in `area`; `onAdd(players)` adds the ticked ones (resolving true
 * when done), `onCancel()` drops them all. `caption` names the table; `addText(count)` says what Add does. */
export function showRosterPreview(area, read, { caption, onAdd, onCancel, addText = (count) => `Add ${plural(count, "player")}` }) {
  const parts = [];
  if (read.bad_lines.length) {
    parts.push(el("div", { className: "alert", role: "alert" },
      el("p", {}, `${plural(read.bad_lines.length, "line")} could not be read and will not be added:`),
      el("ul", { className: "problems" }, ...read.bad_lines.map((bad) => el("li", {}, `Line ${bad.line} (“${bad.text}”): ${bad.reason}.`)))));
  }
  const doubtful = read.players.filter((row) => row.doubtful);
  if (doubtful.length) {
    parts.push(el("div", { className: "alert flagged", role: "alert" },
      el("p", {}, `${plural(doubtful.length, "line")} may be mistyped and will be added only if you tick ${doubtful.length === 1 ? "it" : "them"}:`),
      el("ul", { className: "problems" }, ...doubtful.map((row) => el("li", {},
        `Line ${row.line}: ${row.flags.filter((flag) => flag.doubt).map((flag) => flag.message).join("; ")}.`)))));
  }
  if (read.warnings.length) parts.push(el("ul", { className: "warnings" }, ...read.warnings.map((text) => el("li", {}, text))));
  if (!read.players.length) {
    parts.push(el("p", {}, "No player could be read."));
    show(area, ...parts, el("div", { className: "actions" }, el("button", { type: "button", onclick: onCancel }, "Cancel")));
    return;
  }
  const ticks = read.players.map((row) => el("input", { type: "checkbox", checked: !row.doubtful, ariaLabel: `Add line ${row.line}: ${row.name}` }));
  const add = el("button", { type: "button" });
  const count = () => ticks.filter((tick) => tick.checked).length;
  const label = () => {
    add.textContent = addText(count());
    add.disabled = count() === 0;
  };
  ticks.forEach((tick) => tick.addEventListener("change", label));
  label();
  add.addEventListener("click", () => onAdd(read.players.filter((_, index) => ticks[index].checked)));
  const notes = (row) => row.flags.map((flag) => el("div", { className: flag.doubt ? "flag" : "hint" }, flag.message));
  // A list with a section column says where each player goes (a row without one goes where the list is added).
  const sectioned = read.players.some((row) => row.section);
  parts.push(el("table", { className: "roster import-preview" },
    el("caption", {}, caption),
    el("thead", {}, el("tr", {}, ...["Add", "Line", "Name", "Rating", "Title", "Federation", "Club",
      ...(sectioned ? ["Section"] : []), "Notes"].map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...read.players.map((row, index) => el("tr", { className: row.doubtful ? "doubtful" : "" },
      el("td", {}, ticks[index]),
      el("td", { className: "num" }, String(row.line)),
      el("td", {}, row.name),
      el("td", { className: "num" }, row.rating ? String(row.rating) : "unrated"),
      el("td", {}, row.title),
      el("td", {}, row.federation),
      el("td", {}, row.club),
      sectioned ? el("td", {}, row.section) : null,
      el("td", {}, ...notes(row)))))));
  show(area, ...parts, el("div", { className: "actions" }, add, el("button", { type: "button", className: "secondary", onclick: onCancel }, "Cancel")));
}
