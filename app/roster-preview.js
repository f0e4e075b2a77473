// What a pasted list or a CSV file was read into (the engine's answer), shown before anything is added: a table of
// what each line became (name, rating, title, federation, club), what looks mistyped flagged on its own line, the
// lines that are no player with why, and Add / Cancel. A flagged line is added only if the director ticks it.
import { el, show } from "./dom.js";
import { clausesJoined, t } from "./i18n.js";
import { explanationText, saidText } from "./engine-text.js";

const FIELDS = ["name", "rating", "club", "title", "sex", "federation", "fide_id", "birth", "national_rating", "national_id"];

/** The player operations' fields of a row the engine read. */
export const playerOf = (row) => Object.fromEntries(FIELDS.map((key) => [key, row[key]]));

/** Show `read` ({players, bad_lines, warnings}) in `area`; `onAdd(players)` adds the ticked ones (resolving true
 * when done), `onCancel()` drops them all. `caption` names the table; `addText(count)` says what Add does. */
export function showRosterPreview(area, read, { caption, onAdd, onCancel, addText = (count) => t("roster.preview_add", { count }) }) {
  const parts = [];
  if (read.bad_lines.length) {
    parts.push(el("div", { className: "alert", role: "alert" },
      el("p", {}, t("roster.preview_bad_lines", { count: read.bad_lines.length })),
      el("ul", { className: "problems" }, ...read.bad_lines.map((bad) => el("li", {},
        t("roster.preview_bad_line", { line: String(bad.line), text: bad.text,
          reason: explanationText(bad, bad.reason) }))))));
  }
  const doubtful = read.players.filter((row) => row.doubtful);
  if (doubtful.length) {
    parts.push(el("div", { className: "alert flagged", role: "alert" },
      el("p", {}, t("roster.preview_doubtful", { count: doubtful.length })),
      el("ul", { className: "problems" }, ...doubtful.map((row) => el("li", {},
        t("roster.preview_doubtful_line", { line: String(row.line),
          doubts: clausesJoined(row.flags.filter((flag) => flag.doubt).map((flag) => explanationText(flag, flag.message))) }))))));
  }
  if (read.warnings.length) parts.push(el("ul", { className: "warnings" }, ...read.warnings.map((said) => el("li", {}, saidText(said)))));
  if (!read.players.length) {
    parts.push(el("p", {}, t("roster.preview_none")));
    show(area, ...parts, el("div", { className: "actions" }, el("button", { type: "button", onclick: onCancel }, t("roster.cancel"))));
    return;
  }
  const ticks = read.players.map((row) => el("input", { type: "checkbox", checked: !row.doubtful, ariaLabel: t("roster.preview_tick", { line: String(row.line), name: row.name }) }));
  const add = el("button", { type: "button" });
  const count = () => ticks.filter((tick) => tick.checked).length;
  const label = () => {
    add.textContent = addText(count());
    add.disabled = count() === 0;
  };
  ticks.forEach((tick) => tick.addEventListener("change", label));
  label();
  add.addEventListener("click", () => onAdd(read.players.filter((_, index) => ticks[index].checked)));
  const notes = (row) => row.flags.map((flag) => el("div", { className: flag.doubt ? "flag" : "hint" },
    explanationText(flag, flag.message)));
  // A list with a section column says where each player goes (a row without one goes where the list is added).
  const sectioned = read.players.some((row) => row.section);
  parts.push(el("table", { className: "roster import-preview" },
    el("caption", {}, caption),
    el("thead", {}, el("tr", {}, ...[t("roster.preview_add_column"), t("roster.preview_line"), t("roster.name"),
      t("roster.rating"), t("roster.title"), t("roster.federation"), t("roster.club"),
      ...(sectioned ? [t("roster.section")] : []), t("roster.preview_notes")].map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...read.players.map((row, index) => el("tr", { className: row.doubtful ? "doubtful" : "" },
      el("td", {}, ticks[index]),
      el("td", { className: "num" }, String(row.line)),
      el("td", {}, row.name),
      el("td", { className: "num" }, row.rating ? String(row.rating) : t("roster.unrated")),
      el("td", {}, row.title),
      el("td", {}, row.federation),
      el("td", {}, row.club),
      sectioned ? el("td", {}, row.section) : null,
      el("td", {}, ...notes(row)))))));
  show(area, ...parts, el("div", { className: "actions" }, add, el("button", { type: "button", className: "secondary", onclick: onCancel }, t("roster.cancel"))));
}
