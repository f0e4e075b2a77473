// An event's sections: the switcher in the event's heading (which section the views show, once the event has more
// than one) and the Sections part of Settings: add a section (the first one added turns the event into sections,
// naming the players entered so far as a section of their own), rename one, change who may play in it, remove one
// that has no round paired, and how boards are numbered across sections.
import { el, show, waitsForEngine } from "./dom.js";
import { facts } from "./facts.js";
import { systemLabel } from "./fact-words.js";
import { sectionsOf } from "./sections.js";
import { sectionChoices } from "./roster-sections.js";
import { dateText, t, translatePage } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

/** The switcher: shown once the event has two sections or more, its choice the section the views show. */
export function renderSectionSwitch(data) {
  const sections = sectionsOf(data.event);
  $("#section-switch").hidden = sections.length < 2;
  if (sections.length < 2) return;
  const select = $("#section-select");
  sectionChoices(select, sections);
  select.value = String(data.section);
}

// A field rule's field, in words (document/names.py's PLAYER_TEXTS: the fields a rule may name).
const RULE_FIELDS = { title: "sections.field_title", sex: "sections.field_sex", federation: "sections.field_federation",
  fide_id: "sections.field_fide_id", birth: "sections.field_birth", club: "sections.field_club" };

/** A rule's date as the language writes it: a year alone as it is, a whole date by the language ("1 Sept 2012"). */
const ruleDate = (text) => (/^\d{4}$/.test(text) ? text : dateText(text, { none: text }));

/** How a section's rule reads in the page's language: "rating 1400-1799", "born 2010-2014", "federation: NOR, SWE";
 * "" without one. A rating is written as ratings are, without grouping. */
export function sectionRuleText(rule) {
  if (!rule) return "";
  if (rule.kind === "rating") {
    const { min = null, max = null } = rule;
    if (min !== null && max !== null) return t("sections.rule_rating_between", { min: String(min), max: String(max) });
    return min !== null ? t("sections.rule_rating_from", { min: String(min) })
      : t("sections.rule_rating_under", { limit: String(max + 1) });
  }
  if (rule.kind === "born") {
    const { from = null, to = null } = rule;
    if (from !== null && to !== null) return t("sections.rule_born_between", { from: ruleDate(from), to: ruleDate(to) });
    return from !== null ? t("sections.rule_born_from", { from: ruleDate(from) }) : t("sections.rule_born_to", { to: ruleDate(to) });
  }
  if (rule.kind === "field") {
    const field = RULE_FIELDS[rule.field];
    return t("sections.rule_field", { field: field ? t(field) : rule.field, values: (rule.values ?? []).join(", ") });
  }
  return "";
}

/** A rule with the bounds left empty left out. */
const given = (rule) => Object.fromEntries(Object.entries(rule).filter(([, value]) => value !== null));

/** How a section's rule is asked for, read from the add form: {rule} (null for none), or {error, input}. */
function readRule() {
  const kind = $("#section-rule").value;
  const number = (selector) => ($(selector).value.trim() === "" ? null : Number($(selector).value));
  if (kind === "rating") {
    const rule = { kind, min: number("#section-rating-min"), max: number("#section-rating-max") };
    return rule.min === null && rule.max === null ? { error: t("sections.rating_missing"), input: $("#section-rating-min") } : { rule: given(rule) };
  }
  if (kind === "born") {
    const text = (selector) => $(selector).value.trim() || null;
    const rule = { kind, from: text("#section-born-from"), to: text("#section-born-to") };
    return rule.from === null && rule.to === null ? { error: t("sections.born_missing"), input: $("#section-born-from") } : { rule: given(rule) };
  }
  if (kind === "field") {
    const values = $("#section-values").value.split(",").map((value) => value.trim()).filter(Boolean);
    return values.length ? { rule: { kind, field: $("#section-field").value, values } }
      : { error: t("sections.values_missing"), input: $("#section-values") };
  }
  return { rule: null };
}

/** The rule's questions answered as `rule` says (none: anyone). */
function fillRule(rule) {
  $("#section-rule").value = rule?.kind ?? "";
  for (const kind of ["rating", "born", "field"]) $(`#section-rule-${kind}`).hidden = rule?.kind !== kind;
  if (rule?.kind === "rating") {
    $("#section-rating-min").value = rule.min ?? "";
    $("#section-rating-max").value = rule.max ?? "";
  } else if (rule?.kind === "born") {
    $("#section-born-from").value = rule.from ?? "";
    $("#section-born-to").value = rule.to ?? "";
  } else if (rule?.kind === "field") {
    $("#section-field").value = rule.field;
    $("#section-values").value = rule.values.join(", ");
  }
}

/** One section's line in Settings: what it is, and Rename, Who may play and Remove. */
function sectionRow(section, count, state, busy) {
  const settings = section.settings;
  const label = systemLabel(settings.system);
  const rule = sectionRuleText(section.rule);
  const nameInput = el("input", { type: "text", maxLength: 100, value: section.name, ariaLabel: t("sections.new_name_for", { name: section.name }),
    autocomplete: "off" });
  const rename = el("button", {
    type: "button", className: "secondary",
    onclick: () => {
      const name = nameInput.value.trim();
      if (!name || name === section.name) return;
      state.apply([{ op: "edit_section", section: section.id, name }], t("sections.renamed", { before: section.name, name }));
    },
  }, t("sections.rename", { name: section.name }));
  waitsForEngine(rename, false, busy);
  const who = el("button", { type: "button", className: "secondary", onclick: () => openForm(state, section) },
    t("sections.who_may_play_open", { name: section.name }));
  const started = section.rounds.length > 0;
  const remove = count > 1 && !started ? el("button", {
    type: "button", className: "secondary",
    onclick: () => {
      const count = section.players.length;
      if (!window.confirm(count ? t("sections.remove_confirm_players", { name: section.name, count })
        : t("sections.remove_confirm", { name: section.name }))) return;
      state.apply([{ op: "remove_section", section: section.id }], t("sections.removed", { name: section.name }));
    },
  }, t("sections.remove", { name: section.name })) : null;
  if (remove) waitsForEngine(remove, false, busy);
  return el("li", { dataset: { section: String(section.id) } },
    el("strong", {}, section.name), ` · ${[label,
      settings.rounds === null ? t("sections.rounds_not_set") : t("sections.rounds", { count: settings.rounds }),
      t("sections.players", { count: section.players.length }),
      started ? t("sections.rounds_paired", { count: section.rounds.length }) : null, rule || null].filter(Boolean).join(" · ")}`,
    " ", nameInput, rename, who, remove);
}

/** The Sections part of Settings. */
export function renderSectionSettings(data, state) {
  const event = data.event;
  if (!event) return;
  const sections = sectionsOf(event);
  show($("#sections-list"), sections.length
    ? el("ul", { className: "sections" }, ...sections.map((section) => sectionRow(section, sections.length, state, data.busy)))
    : el("p", { className: "note" }, t("sections.one_section")));
  $("#boards-form").hidden = sections.length < 2;
  const boards = $("#boards-numbering");
  if (document.activeElement !== boards) boards.value = event.section_boards ?? "continuous";
  if (!$("#section-form").hidden) fillForm(data);
}

/** The add form's parts that follow the event: the first section's name asked only while there are no sections,
 * the system the section shown has offered first. */
function fillForm(data) {
  if (editing !== null) return;
  const first = sectionsOf(data.event).length === 0;
  $("#section-first-hint").hidden = !first;
  $("#section-first-field").hidden = !first;
  const system = $("#section-system");
  if (!system.options.length) show(system, ...Object.keys(facts.systems).map((name) => el("option", { value: name })));
  for (const option of system.options) option.textContent = systemLabel(option.value);
  if (document.activeElement !== system && !system.dataset.touched) system.value = data.doc.settings.system;
}

let formFor = null; // the event the form is open for
let editing = null; // the section whose name and rule the form changes (null: the form adds a section)

/** The form, made when the director asks for it (its questions are not on the page until then): a new section's,
 * or an existing section's name and who may play in it (its system and rounds are the section's settings). */
function openForm(state, section = null) {
  formFor = state.data.event.id;
  editing = section?.id ?? null;
  const form = $("#section-form");
  form.replaceChildren($("#section-form-parts").content.cloneNode(true));
  translatePage(form);  // a template's content is not the page's: its words are set when it is copied in
  form.hidden = false;
  $("#section-open").hidden = true;
  $("#section-system").addEventListener("change", (event) => { event.target.dataset.touched = "yes"; });
  $("#section-rule").addEventListener("change", () => {
    for (const kind of ["rating", "born", "field"]) $(`#section-rule-${kind}`).hidden = $("#section-rule").value !== kind;
  });
  $("#section-cancel").addEventListener("click", () => closeForm());
  if (section) {
    $("#section-form-title").textContent = t("sections.who_may_play", { name: section.name });
    for (const part of ["#section-first-hint", "#section-first-field", "#section-new-fields"]) $(part).hidden = true;
    $("#section-name").value = section.name;
    fillRule(section.rule);
    $("#section-add").textContent = t("sections.save");
    $("#section-rule").focus();
    return;
  }
  fillForm(state.data);
  $("#section-name").focus();
}

function closeForm({ focus = true } = {}) {
  formFor = null;
  editing = null;
  const form = $("#section-form");
  form.replaceChildren();
  form.hidden = true;
  $("#section-open").hidden = false;
  if (focus) $("#section-open").focus();
}

export function setUpSections(state) {
  $("#section-select").addEventListener("change", (event) => state.chooseSection(Number(event.target.value)));
  $("#section-open").addEventListener("click", () => openForm(state));
  state.onEventChange(() => {
    if (formFor !== null && state.data.event?.id !== formFor) closeForm({ focus: false });
  });
  const message = (text) => state.set({ message: text, messageKind: "error" });
  $("#section-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = $("#section-name").value.trim();
    const first = sectionsOf(state.data.event).length === 0;
    const firstName = $("#section-first-name").value.trim();
    if (!name) {
      message(t("sections.name_missing"));
      $("#section-name").focus();
      return;
    }
    if (first && !firstName) {
      message(t("sections.first_name_missing"));
      $("#section-first-name").focus();
      return;
    }
    const { rule, error, input } = readRule();
    if (error) {
      message(error);
      input.focus();
      return;
    }
    if (editing !== null) {
      // The rule given replaces the section's (none: anyone); the engine warns of each player it no longer takes.
      const operation = { op: "edit_section", section: editing, name, rule };
      if (await state.apply([operation], t("sections.rule_saved", { name }))) closeForm();
      return;
    }
    const rounds = $("#section-rounds").value.trim();
    const operation = {
      op: "add_section", section: null, name, system: $("#section-system").value,
      ...(rounds ? { rounds: Number(rounds) } : {}), ...(rule ? { rule } : {}), ...(first ? { first_name: firstName } : {}),
    };
    if (await state.apply([operation], t("sections.added", { name }))) closeForm();
  });
  $("#boards-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const boards = $("#boards-numbering").value;
    state.apply([{ op: "set_section_boards", section: null, boards }],
      boards === "continuous" ? t("sections.boards_continuous") : t("sections.boards_each"));
  });
}
