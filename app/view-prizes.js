// The prizes panel with the standings: the director's prize groups in the order they give prizes (overall first),
// "one prize per player", a form to add a group (who may win in words: rated under, rated 1400-1599, born on or
// after, club is), and the engine's answer: each group's winners and the combined list of prize winners. The rules
// (who belongs, the order, ties, one prize each) are the engine's (swisspair/document/prizes.py); this view only draws them.
import { el, show } from "./dom.js";
import { completeRounds, eventFinished, prizeSettingOf, prizesOf } from "./model.js";
import { sectionViews } from "./sections.js";
import { points } from "./standings-parts.js";
import { t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

// Each choice of "Who may win": the label of its value (a catalogue key, and its word inside a sentence) and how a
// filter is made from the value typed.
const KINDS = {
  all: null,
  rating: { label: "prizes.bound_rating", missing: "prizes.type_rating",
    make: (value, unrated) => ({ kind: "rating", below: Number(value), ...(unrated ? { unrated: true } : {}) }),
    check: (value) => (/^\d+$/.test(value) ? null : t("prizes.not_a_rating", { value })) },
  rating_band: { label: "prizes.bound_rating_band", missing: "prizes.type_rating_band", make: (value) => {
    const [low, high] = value.split("-").map((part) => Number(part.trim()));
    return { kind: "rating_band", from: low, to: high };
  }, check: bandCheck },
  on_or_after: { label: "prizes.bound_born", missing: "prizes.type_born", make: (value) => ({ kind: "born", on_or_after: value }),
    check: dateCheck },
  on_or_before: { label: "prizes.bound_born", missing: "prizes.type_born", make: (value) => ({ kind: "born", on_or_before: value }),
    check: dateCheck },
  club: { label: "prizes.bound_club", missing: "prizes.type_club", make: (value) => ({ kind: "field", field: "club", is: value }) },
  federation: { label: "prizes.bound_federation", missing: "prizes.type_federation",
    make: (value) => ({ kind: "field", field: "federation", is: value }) },
  women: null,
};

function bandCheck(value) {
  const band = value.match(/^\s*(\d+)\s*-\s*(\d+)\s*$/);
  if (!band) return t("prizes.not_a_band", { value });
  return Number(band[1]) <= Number(band[2]) ? null : t("prizes.band_reversed", { low: band[1], high: band[2] });
}

function dateCheck(value) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : t("prizes.not_a_date", { value });
}

function filterOf(kind, value, unrated) {
  if (kind === "all") return { kind: "all" };
  if (kind === "women") return { kind: "field", field: "sex", is: "w" };
  return KINDS[kind].make(value, unrated);
}

/** Who may win a group, in the words the form offers. */
function filterText(found) {
  if (found.kind === "all") return t("prizes.who_everyone");
  if (found.kind === "rating") return t(found.unrated ? "prizes.who_rated_under_unrated" : "prizes.who_rated_under", { rating: String(found.below) });
  if (found.kind === "rating_band") return t("prizes.who_rated_band", { from: String(found.from), to: String(found.to) });
  if (found.kind === "born") {
    return found.on_or_after ? t("prizes.who_born_after", { date: found.on_or_after })
      : t("prizes.who_born_before", { date: found.on_or_before });
  }
  if (found.field === "sex") return found.is === "w" ? t("prizes.who_women") : t("prizes.who_men");
  const field = { club: "prizes.who_club", federation: "prizes.who_federation" }[found.field];
  return field ? t(field, { value: found.is }) : `${found.field}: ${found.is}`;
}

const prizeCount = (count) => t("prizes.count", { count });

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
  else say(t("prizes.not_changed", { reason: state.data.message }), "error", input);
  return done;
}

export function setUpPrizes(state) {
  const kind = $("#prize-kind");
  const showBound = () => {
    const chosen = KINDS[kind.value];
    $("#prize-bound").hidden = chosen === null;
    if (chosen) $("#prize-value-label").textContent = t(chosen.label);
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
    if (!name) return say(t("prizes.name_missing"), "error", $("#prize-name"));
    if (!/^\d+$/.test(places) || Number(places) < 1) return say(t("prizes.not_a_count", { value: places }), "error", $("#prize-places"));
    const chosen = KINDS[kind.value];
    if (chosen && !value) return say(t(chosen.missing, { name }), "error", $("#prize-value"));
    const wrong = chosen?.check?.(value);
    if (wrong) return say(wrong, "error", $("#prize-value"));
    const group = { name, places: Number(places), filter: filterOf(kind.value, value, $("#prize-unrated").checked) };
    const groups = [...(setting?.groups ?? []), group];
    const done = await store(state, groups, setting ? setting.one_per_player : true,
      t("prizes.group_added", { name, prizes: prizeCount(group.places), who: filterText(group.filter) }), $("#prize-name"));
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
    store(state, setting.groups, one, one ? t("prizes.one_each") : t("print.prize_every_group"), $("#prize-one"));
  });
}

/** The stored groups in their order, each with buttons to move it up and to remove it. A button reads the setting
 * when pressed, so that a change made just before it (the switch of one prize per player) is kept. */
function groupList(state, setting) {
  if (!setting) return el("p", { className: "note" }, t("prizes.no_groups"));
  const now = () => prizeSettingOf(state.data.doc);
  return el("ol", { className: "prize-groups", ariaLabel: t("prizes.groups_label") },
    ...setting.groups.map((group, index) => el("li", {},
      `${t("prizes.group_line", { name: group.name, prizes: prizeCount(group.places), who: filterText(group.filter) })} `,
      index > 0 ? el("button", { type: "button", className: "link", ariaLabel: t("prizes.move_up_label", { name: group.name }), onclick: () => {
        const { groups, one_per_player: one } = now();
        const order = [...groups];
        [order[index - 1], order[index]] = [order[index], order[index - 1]];
        store(state, order, one, t("prizes.moved", { name: group.name, before: groups[index - 1].name }));
      } }, t("prizes.move_up")) : null, " ",
      el("button", { type: "button", className: "link", ariaLabel: t("prizes.remove_label", { name: group.name }), onclick: () => {
        const { groups, one_per_player: one } = now();
        store(state, groups.filter((_, k) => k !== index), one, t("prizes.removed", { name: group.name }));
      } }, t("prizes.remove")))));
}

const placeText = (award) => (award.shared ? t("prizes.place_shared", { place: award.place }) : award.place);

function winnersTable(caption, awards, withGroup) {
  return el("table", { className: "standings prize-table" }, el("caption", {}, caption),
    el("thead", {}, el("tr", {}, ...[withGroup ? t("print.col_group") : null, t("print.col_prize"), t("print.col_name"),
      t("standings.points"), t("prizes.col_place")].filter((text) => text !== null).map((text) => el("th", { scope: "col" }, text)))),
    el("tbody", {}, ...awards.map((award) => el("tr", {},
      withGroup ? el("td", {}, award.section ? `${award.section}: ${award.group}` : award.group) : null,
      el("td", { className: "num" }, placeText(award)), el("td", {}, award.name),
      el("td", { className: "num points" }, points(award.points)), el("td", { className: "num" }, String(award.rank))))));
}

/** One group's winners, who was passed over for a prize won before, and whose record cannot say they belong. */
function groupResult(group, names) {
  const passed = group.passed.map((pid) => names.get(pid));
  return el("section", { className: "prize-group", ariaLabel: group.name },
    group.winners.length ? winnersTable(t("prizes.group_caption", { name: group.name, prizes: prizeCount(group.places),
      who: filterText(group.filter) }), group.winners, false)
      : el("p", {}, el("strong", {}, group.name), group.filter.kind === "all" ? t("prizes.none_ranked")
        : t("prizes.none_who", { who: filterText(group.filter) })),
    passed.length ? el("p", { className: "note" }, t("prizes.passed_over", { names: passed.join(", ") })) : null,
    group.undecided.length ? el("p", { className: "note" }, t("prizes.undecided",
      { names: group.undecided.map((p) => p.name).join(", ") })) : null);
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
  if (complete === 0) return show(place, el("p", { className: "note" }, t("prizes.none_yet")));
  const prizes = prizesOf(data);
  if (!prizes) return show(place, el("p", { className: "note" }, t("prizes.working")));
  if (prizes.error) return show(place, el("p", { className: "alert", role: "alert" }, t("prizes.failed", { reason: prizes.error })));
  const { answer } = prizes;
  // The winners span every section: a player passed over may be in another section than the one shown.
  const names = new Map(sectionViews(data.event ?? doc).flatMap((group) => group.players).map((p) => [p.id, p.name]));
  const rounds = answer.parts[0]?.rounds ?? complete;
  const when = eventFinished(doc) ? t("print.prizes_final", { count: rounds }) : t("print.prizes_after", { round: rounds });
  const rule = answer.parts[0]?.one_per_player ? t("prizes.rule_one_each") : t("prizes.rule_every_group");
  show(place,
    el("h4", {}, t("print.view_prizes")),
    answer.winners.length ? winnersTable(t("prizes.caption", { when, rule }), answer.winners, true)
      : el("p", { className: "note" }, t("prizes.no_winner")),
    answer.winners.some((w) => w.shared) ? el("p", { className: "note" }, t("prizes.shared_note")) : null,
    el("h4", {}, t("prizes.by_group")),
    ...answer.parts.flatMap((part) => part.groups.map((group) => groupResult(group, names))));
}
