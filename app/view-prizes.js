// The prizes panel with the standings: the director's prize groups in the order they give prizes (overall first),
// "one prize per player", a form to add a group (who may win in words: rated under, rated 1400-1599, born on or
// after, club is), and the engine's answer: each group's winners and the combined list of prize winners. The rules
// (who belongs, the order, ties, one prize each) are the engine's (swisspair/document/prizes.py); this view only draws them.
import { el, show } from "./dom.js";
import { completeRounds, eventFinished, prizeSettingOf, prizesOf } from "./model.js";
import { sectionViews } from "./sections.js";
import { points } from "./standings-parts.js";

const $ = (selector) => document.querySelector(selector);

// Each choice of "Who may win": the label of its value and how a filter is made from the value typed.
const KINDS = {
  all: null,
  rating: { label: "Rating bound", make: (value, unrated) => ({ kind: "rating", below: Number(value), ...(unrated ? { unrated: true } : {}) }),
    check: (value) => (/^\d+$/.test(value) ? null : `“${value}” is not a rating: type a whole number, such as 1600.`) },
  rating_band: { label: "Ratings from-to", make: (value) => {
    const [low, high] = value.split("-").map((part) => Number(part.trim()));
    return { kind: "rating_band", from: low, to: high };
  }, check: bandCheck },
  on_or_after: { label: "Birth date (year-month-day)", make: (value) => ({ kind: "born", on_or_after: value }), check: dateCheck },
  on_or_before: { label: "Birth date (year-month-day)", make: (value) => ({ kind: "born", on_or_before: value }), check: dateCheck },
  club: { label: "Club", make: (value) => ({ kind: "field", field: "club", is: value }) },
  federation: { label: "Federation", make: (value) => ({ kind: "field", field: "federation", is: value }) },
  women: null,
};

function bandCheck(value) {
  const band = value.match(/^\s*(\d+)\s*-\s*(\d+)\s*$/);
  if (!band) return `“${value}” is not a band of ratings: type the lowest and the highest, such as 1400-1599.`;
  return Number(band[1]) <= Number(band[2]) ? null : `${band[2]} is under ${band[1]}: type the lowest rating first, such as 1400-1599.`;
}

function dateCheck(value) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : `“${value}” is not a date written as 2008-01-01.`;
}

function filterOf(kind, value, unrated) {
  if (kind === "all") return { kind: "all" };
  if (kind === "women") return { kind: "field", field: "sex", is: "w" };
  return KINDS[kind].make(value, unrated);
}

/** Who may win a group, in the words the form offers. */
function filterText(found) {
  if (found.kind === "all") return "everyone";
  if (found.kind === "rating") return `rated under ${found.below}${found.unrated ? ", unrated players too" : ""}`;
  if (found.kind === "rating_band") return `rated ${found.from}-${found.to}`;
  if (found.kind === "born") return found.on_or_after ? `born on or after ${found.on_or_after}` : `born on or before ${found.on_or_before}`;
  if (found.field === "sex") return found.is === "w" ? "women" : "men";
  return `${found.field} is ${found.is}`;
}

const prizeCount = (n) => `${n} prize${n === 1 ? "" : "s"}`;

function say(text, kind, input) {
  const message = $("#prize-message");
  message.textContent = text;
  message.dataset.kind = kind;
  if (kind === "error" && input) input.focus();
}

/** `groups` stored in their order with "one prize per player" as `one` (one operation), said when done. */
async function store(state, groups, one, label, input) {
  const done = await state.apply([{ op: "set_prizes", groups, one_per_player: one }], label);
  if (done) say(label, "info");
  else say(`Not changed: ${state.data.message}`, "error", input);
  return done;
}

export function setUpPrizes(state) {
  const kind = $("#prize-kind");
  const showBound = () => {
    const chosen = KINDS[kind.value];
    $("#prize-bound").hidden = chosen === null;
    if (chosen) $("#prize-value-label").textContent = chosen.label;
    $("#prize-unrated-label").hidden = kind.value !== "rating";
  };
  kind.addEventListener("change", showBound);
  showBound();
  $("#prize-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const doc = state.data.doc;
    const setting = prizeSettingOf(doc);
    const name = $("#prize-name").value.trim();
    const places = $("#prize-places").value.trim();
    const value = $("#prize-value").value.trim();
    if (!name) return say("Give the group a name, such as “Best U1600”.", "error", $("#prize-name"));
    if (!/^\d+$/.test(places) || Number(places) < 1) return say(`“${places}” is not a number of prizes: type 1 or more.`, "error", $("#prize-places"));
    const chosen = KINDS[kind.value];
    if (chosen && !value) return say(`Type the ${chosen.label.toLowerCase()} of “${name}”.`, "error", $("#prize-value"));
    const wrong = chosen?.check?.(value);
    if (wrong) return say(wrong, "error", $("#prize-value"));
    const group = { name, places: Number(places), filter: filterOf(kind.value, value, $("#prize-unrated").checked) };
    const groups = [...(setting?.groups ?? []), group];
    const done = await store(state, groups, setting ? setting.one_per_player : true,
      `Prize group “${name}”: ${prizeCount(group.places)}, ${filterText(group.filter)}.`, $("#prize-name"));
    if (done) {
      $("#prize-name").value = "";
      $("#prize-value").value = "";
      $("#prize-places").value = "1";
    }
  });
  $("#prize-one").addEventListener("change", () => {
    const setting = state.data.doc && prizeSettingOf(state.data.doc);
    if (!setting) return;
    const one = $("#prize-one").checked;
    store(state, setting.groups, one, one ? "One prize per player." : "A player may win a prize in every group they belong to.", $("#prize-one"));
  });
}

/** The stored groups in their order, each with buttons to move it up and to remove it. A button reads the setting
 * when pressed, so that a change made just before it (the switch of one prize per player) is kept. */
function groupList(state, setting) {
  if (!setting) return el("p", { className: "note" }, "No prize groups yet: add the overall prizes first, then the groups such as “Best U1600”.");
  const now = () => prizeSettingOf(state.data.doc);
  return el("ol", { className: "prize-groups", ariaLabel: "Prize groups, in the order they give prizes" },
    ...setting.groups.map((group, index) => el("li", {},
      `${group.name}: ${prizeCount(group.places)}, ${filterText(group.filter)} `,
      index > 0 ? el("button", { type: "button", className: "link", ariaLabel: `Move ${group.name} up`, onclick: () => {
        const { groups, one_per_player: one } = now();
        const order = [...groups];
        [order[index - 1], order[index]] = [order[index], order[index - 1]];
        store(state, order, one, `“${group.name}” now gives its prizes before “${groups[index - 1].name}”.`);
      } }, "Move up") : null, " ",
      el("button", { type: "button", className: "link", ariaLabel: `Remove ${group.name}`, onclick: () => {
        const { groups, one_per_player: one } = now();
        store(state, groups.filter((_, k) => k !== index), one, `Prize group “${group.name}” removed.`);
      } }, "Remove"))));
}

const placeText = (award) => (award.shared ? `${award.place} (shared)` : award.place);

function winnersTable(caption, awards, withGroup) {
  return el("table", { className: "standings prize-table" }, el("caption", {}, caption),
    el("thead", {}, el("tr", {}, ...[withGroup ? "Group" : null, "Prize", "Name", "Points", "Place in the standings"]
      .filter((t) => t !== null).map((t) => el("th", { scope: "col" }, t)))),
    el("tbody", {}, ...awards.map((award) => el("tr", {},
      withGroup ? el("td", {}, award.section ? `${award.section}: ${award.group}` : award.group) : null,
      el("td", { className: "num" }, placeText(award)), el("td", {}, award.name),
      el("td", { className: "num points" }, points(award.points)), el("td", { className: "num" }, String(award.rank))))));
}

/** One group's winners, who was passed over for a prize won before, and whose record cannot say they belong. */
function groupResult(group, names) {
  const passed = group.passed.map((pid) => names.get(pid));
  return el("section", { className: "prize-group", ariaLabel: group.name },
    group.winners.length ? winnersTable(`${group.name}: ${prizeCount(group.places)} (${group.words})`, group.winners, false)
      : el("p", {}, el("strong", {}, group.name), `: no player ${group.words === "everyone" ? "is ranked" : `is ${group.words}`} yet.`),
    passed.length ? el("p", { className: "note" }, `Passed over, as they won a prize before: ${passed.join(", ")}.`) : null,
    group.undecided.length ? el("p", { className: "note" }, "Not counted, as their birth date cannot say whether they belong: "
      + `${group.undecided.map((p) => p.name).join(", ")}.`) : null);
}

export function renderPrizes(data, state) {
  const doc = data.doc;
  if (!doc) return;
  // Prize groups rank players by points: a knockout's places, a team event's teams or a CS stage have no such rows
  // (the engine refuses them too), so the panel is not offered there.
  const standings = data.standings;
  $("#prizes").hidden = Boolean(standings && !standings.pending && !standings.error && !Array.isArray(standings.standings));
  const setting = prizeSettingOf(doc);
  show($("#prize-groups"), groupList(state, setting));
  $("#prize-one").checked = setting ? setting.one_per_player : true;
  $("#prize-one").disabled = !setting;
  const place = $("#prize-winners");
  if (!setting) return show(place);
  const complete = completeRounds(doc);
  if (complete === 0) return show(place, el("p", { className: "note" }, "Prize winners appear when every result of round 1 is in."));
  const prizes = prizesOf(data);
  if (!prizes) return show(place, el("p", { className: "note" }, "Working out the prize winners…"));
  if (prizes.error) return show(place, el("p", { className: "alert", role: "alert" }, `The prize winners could not be worked out: ${prizes.error}`));
  const { answer } = prizes;
  // The winners span every section: a player passed over may be in another section than the one shown.
  const names = new Map(sectionViews(data.event ?? doc).flatMap((group) => group.players).map((p) => [p.id, p.name]));
  const rounds = answer.parts[0]?.rounds ?? complete;
  const when = eventFinished(doc) ? `after all ${rounds} rounds` : `after round ${rounds} (not final)`;
  show(place,
    el("h4", {}, "Prize winners"),
    answer.winners.length ? winnersTable(`Prize winners ${when}: ${answer.parts[0].one_per_player ? "one prize per player" : "a prize in every group a player belongs to"}`,
      answer.winners, true) : el("p", { className: "note" }, "No group has a winner yet."),
    answer.winners.some((w) => w.shared) ? el("p", { className: "note" },
      "“Shared”: the players are equal on points and every tie-break, so they share the prizes of the places they hold.") : null,
    el("h4", {}, "By group"),
    ...answer.parts.flatMap((part) => part.groups.map((group) => groupResult(group, names))));
}
