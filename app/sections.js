// The sections of an event as the page sees them. An event with sections keeps in its `sections` list what each
// paired group holds (settings, players, rounds, ...) and the rest (name, log, record, copies) once at the top; an
// event without the list is one section, itself. Every view reads one section at a time through its section view:
// the event's shared keys with that section's keys over them, as the engine's own section_view makes it, so a view
// written for a one-section event reads any section unchanged. The engine is asked about a view as the event
// it comes from and that section (actions.js: `wholeOf`).

// What a section object holds besides its own part of the document.
const SECTION_ONLY = new Set(["id", "name", "rule"]);

// Each event's views, made once per version of the event (the engine answers every change with a new event), so a
// view is the same object for as long as its event is: the views compare it to know what they drew.
const made = new WeakMap(); // event -> Map(section id -> view)
const origin = new WeakMap(); // view -> {event, section}

/** Whether the event has its sections listed (an event of one section without them is the document itself). */
export const hasSections = (event) => Array.isArray(event?.sections) && event.sections.length > 0;

/** The event's sections as {id, name, rule}: none for an event without sections. */
export const sectionsOf = (event) => (hasSections(event) ? event.sections : []);

/** The section `id` of the event, or its first section when it has no such section; null without sections. */
export function sectionOf(event, id) {
  const sections = sectionsOf(event);
  return sections.find((section) => section.id === id) ?? sections[0] ?? null;
}

/** One section of the event as one paired group: the event itself when it has no sections. */
export function sectionView(event, id) {
  const section = sectionOf(event, id);
  if (event === null || section === null) return event;
  if (!made.has(event)) made.set(event, new Map());
  const views = made.get(event);
  if (!views.has(section.id)) {
    const { sections, ...shared } = event;
    const view = { ...shared };
    for (const [key, value] of Object.entries(section)) if (!SECTION_ONLY.has(key)) view[key] = value;
    views.set(section.id, view);
    origin.set(view, { event, section: section.id });
  }
  return views.get(section.id);
}

/** What the engine is asked about for `doc`: {event, section} for a section's view (section null for any other
 * document, which is asked about as it is). */
export const wholeOf = (doc) => origin.get(doc) ?? { event: doc, section: null };

/** The name of the section the view `doc` shows, or null for any other document. */
export function viewName(doc) {
  const from = origin.get(doc);
  return from ? sectionOf(from.event, from.section).name : null;
}

/** Which event and section the page's data shows, as a key a view marks what it drew with (another section's
 * boards must not stay on screen while the engine answers for this one). */
export const shownKey = (data) => `${data.doc.id}/${data.section}`;

/** The name of the section the page's data shows, or null in an event without sections. */
export const shownSectionName = (data) => (hasSections(data.event) ? sectionOf(data.event, data.section).name : null);

/** The event as its sections' views (the event itself when it has no sections). */
export const sectionViews = (event) => (hasSections(event)
  ? event.sections.map((section) => sectionView(event, section.id)) : [event]);
