// Standings after the completed rounds, from the engine's standings module: place (shared when every value
// is equal), name, rating, points and each tie-break of the event's list; a value opens how it was computed.
import { el, show } from "./dom.js";
import { playoffView, stageView } from "./view-formats.js";
import { knockoutStandings } from "./view-schedule.js";
import { pairingSystemOf } from "./formats.js";
import { fillRows, unchanged } from "./rows.js";

const $ = (selector) => document.querySelector(selector);

const points = (value) => (Number.isInteger(value) ? String(value) : String(value).replace(/\.5$/, "½").replace(/^0½$/, "½"));

function explanation(row, code, names) {
  const detail = row.details[code];
  return el("div", { className: "explain", role: "note" },
    el("p", {}, `${row.name}, ${code}: ${detail.summary}; value ${detail.text}.`),
    detail.rounds.length ? el("ul", {}, ...detail.rounds.map((part) => el("li", { className: part.cut ? "cut" : "" },
      `Round ${part.round}${part.opponent ? ` against ${names.get(part.opponent) ?? `no. ${part.opponent}`}` : ""}: `
      + `${part.value ?? "—"} (${part.note})`))) : null);
}

export function renderStandings(data) {
  const doc = data.doc;
  if (!doc) return;
  const view = $("#standings-view");
  const standings = data.standings;
  // Drawn again only for new standings from the engine, not on every change of the page's state.
  if (unchanged(view, standings)) return;
  if (standings === null) {
    show(view, el("p", { className: "note" }, "Standings appear when every result of round 1 is in."));
    return;
  }
  if (standings.error) {
    show(view, el("p", { className: "alert", role: "alert" }, `The standings could not be computed: ${standings.error}`));
    return;
  }
  if (standings.places) {
    show(view, ...knockoutStandings(standings, doc));
    return;
  }
  if (standings.stage) {
    show(view, ...stageView(standings.stage, new Map(doc.players.map((p) => [p.id, p.name]))));
    return;
  }
  const byNumber = new Map(doc.players.map((p) => [standings.numbers[String(p.id)], p]));
  const names = new Map([...byNumber].map(([number, p]) => [number, p.name]));
  // Magic standings are the Swiss rounds' (the engine says how many); the top cut follows as a bracket.
  // Before a top cut the standings are the Swiss rounds' in match points (Magic: MTR 3.1).
  const magic = Boolean(pairingSystemOf(doc).playoff);
  const after = magic ? standings.rounds : standings.after;
  const final = doc.settings.rounds !== null && after === doc.settings.rounds;
  const codes = standings.tiebreaks.map((t) => t.code);
  const shared = new Map();
  for (const row of standings.standings) shared.set(row.rank, (shared.get(row.rank) ?? 0) + 1);
  const standingsRow = (row) => {
    const player = byNumber.get(row.tpn);
    const name = player ? player.name : row.name;
    const place = shared.get(row.rank) > 1 ? `${row.rank}=` : String(row.rank);
    const tr = el("tr", {},
      el("td", { className: "num" }, place),
      // MTR standings show who dropped: they stay ranked but play no more (and are left out of a top cut).
      el("td", {}, name, magic && player?.withdrawn_round != null
        ? el("span", { className: "dropped" }, ` (dropped after round ${player.withdrawn_round - 1})`) : null),
      el("td", { className: "num" }, player?.rating ? String(player.rating) : row.rating ? String(row.rating) : "unrated"),
      el("td", { className: "num points" }, points(row.points)),
      ...codes.map((code) => el("td", { className: "num" }, el("button", {
        type: "button", className: "link", ariaLabel: `${code} of ${name}: ${row.details[code].text}, show how it was computed`,
        onclick: () => {
          const open = tr.nextElementSibling?.dataset.explains === code ? tr.nextElementSibling : null;
          tr.parentElement.querySelectorAll(`tr[data-explains]`).forEach((other) => other.remove());
          if (open) return;
          tr.after(el("tr", { dataset: { explains: code } }, el("td", { colSpan: 4 + codes.length }, explanation({ ...row, name }, code, names))));
        },
      }, row.details[code].text))));
    return tr;
  };
  show(view, el("table", { className: "standings" },
    el("caption", {}, `${final ? `Final ${magic ? "Swiss standings" : "standings"} after ${after} rounds` : `${magic ? "Swiss standings" : "Standings"} after round ${after}`}`
      + (magic ? ": match points, then opponents' match-win %, game-win %, opponents' game-win % (MTR 3.1)" : "")),
    el("thead", {}, el("tr", {}, ...["Place", "Name", "Rating", magic ? "Match points" : "Points", ...codes].map((t, i) => el("th", {
      scope: "col", title: i >= 4 ? standings.tiebreaks[i - 4].name : "",
    }, t)))),
    fillRows(el("tbody"), standings.standings, standingsRow)),
  shared.size < standings.standings.length ? el("p", { className: "note" }, "“=” marks a shared place: points and every tie-break are equal.") : null,
  standings.playoff ? playoffView(standings.playoff, new Map(doc.players.map((p) => [p.id, p.name]))) : null);
}
