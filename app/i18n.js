// The page's words and formats in the director's language: every string the page shows is a catalogue entry keyed by
// meaning (app/locales/<language>/<area>.json, merged per language by build.py into app/locales/<language>.json), and
// numbers, points, dates and the order of names come from the platform's Intl in the same language. A key missing in
// a language falls back to English, then to the key itself (so a gap is visible, never an empty label).

/** The languages the page speaks, each by its own name (the chooser shows them so). */
export const LANGUAGES = Object.freeze({ en: "English", fr: "Français", es: "Español", de: "Deutsch", ru: "Русский" });

const STORED = "swisspair:language";

let current = "en";
let words = {};
let english = {};
let plurals = new Intl.PluralRules("en");
let numbers = new Intl.NumberFormat("en");
let collator = new Intl.Collator("en");
let lists = new Intl.ListFormat("en", { type: "conjunction" });

/** The language the page speaks now. */
export const language = () => current;

/** The language to start in: the director's stored choice, else the first of the browser's languages the page
 * speaks, else English. */
export function startLanguage(storage = globalThis.localStorage, preferred = globalThis.navigator?.languages ?? []) {
  const stored = storage?.getItem(STORED);
  if (stored in LANGUAGES) return stored;
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base in LANGUAGES) return base;
  }
  return "en";
}

/** Speak `code` from now on, with `catalogue` its entries and `fallback` English's. */
export function useLanguage(code, catalogue, fallback = catalogue) {
  if (!(code in LANGUAGES)) throw new Error(`The page does not speak “${code}”.`);
  ready.set(code, catalogue);
  if (!ready.has("en")) ready.set("en", fallback);
  speak(code, catalogue, fallback);
  if (globalThis.document) markLanguage(document.documentElement, code);
}

/** The direction a language is written in, "ltr" or "rtl", as the platform knows it (Intl.Locale's text info): the
 * page's layout uses logical CSS properties only, so a right-to-left language needs nothing else. */
export function direction(code) {
  const locale = new Intl.Locale(code);
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction ?? "ltr";
}

/** Say on `element` (the page's root, or a part drawn in another language, such as the hall screen) which language
 * its words are in and which way they run: the browser hyphenates long words by that language's rules. */
export function markLanguage(element, code = current) {
  element.lang = code;
  element.dir = direction(code);
}

const loaded = new Map();
const ready = new Map(); // the catalogues loaded, by language: what inLanguage draws with at once
const formats = new Map(); // each language's plural rules, numbers and collation, made once

/** What t() and the formats speak: the page's language, or another for a while (inLanguage). */
function speak(code, catalogue, fallback) {
  if (!formats.has(code)) {
    formats.set(code, [new Intl.PluralRules(code), new Intl.NumberFormat(code),
      new Intl.Collator(code, { sensitivity: "base", numeric: true }), new Intl.ListFormat(code, { type: "conjunction" })]);
  }
  current = code;
  words = catalogue;
  english = fallback;
  [plurals, numbers, collator, lists] = formats.get(code);
}

/** A language's catalogue, fetched once (the service worker keeps it for offline visits). */
async function catalogueOf(code) {
  if (!loaded.has(code)) {
    loaded.set(code, fetch(new URL(`./locales/${code}.json`, import.meta.url)).then((response) => {
      if (!response.ok) throw new Error(`The words of “${code}” did not load (HTTP ${response.status}).`);
      return response.json();
    }).then((catalogue) => {
      ready.set(code, catalogue);
      return catalogue;
    }));
  }
  try {
    return await loaded.get(code);
  } catch (error) {
    loaded.delete(code);
    throw error;
  }
}

// The director's own language (chosen, or the browser's): the page speaks it except while a read-only link shows an
// event in the event's language (visitLanguage).
let own = "en";
const listeners = new Set();

/** `listener(code)` after every change of the language the page speaks (to draw the page again in it). */
export function onLanguageChange(listener) {
  listeners.add(listener);
}

async function switchTo(code) {
  const [fallback, catalogue] = await Promise.all([catalogueOf("en"), catalogueOf(code)]);
  const changed = code !== current;
  useLanguage(code, catalogue, fallback);
  if (changed) for (const listener of listeners) listener(code);
}

/** Load `code`'s catalogue (and English's, the fallback) and speak it; `remember` keeps the choice for the next
 * visit. */
export async function loadLanguage(code, { remember = false } = {}) {
  await switchTo(code);
  own = code;
  if (remember) globalThis.localStorage?.setItem(STORED, code);
}

/** Speak an event's language while the page shows nothing but that event (a read-only link: its players read their
 * organiser's language); `visitLanguage(null)` goes back to the director's own. Never remembered. */
export async function visitLanguage(code) {
  await switchTo(code in LANGUAGES ? code : own);
}

/** The language an event speaks to its players (printed sheets, the hall screen, its links, exported CSV): its
 * details' `language`, else the director's. */
export const eventLanguage = (doc) => (doc?.details?.language in LANGUAGES ? doc.details.language : own);

/** Fetch `code`'s catalogue ahead, so that inLanguage can draw in it at once. */
export async function prepareLanguage(code) {
  await Promise.all([catalogueOf("en"), catalogueOf(code)]);
}

/** `draw()` with t(), points, numbers, dates and names in `code`, then the page's language again; what it returns.
 * A draw is synchronous: the language holds until draw returns (an async draw's part after its first await speaks
 * the page's language again). A language whose catalogue is not loaded yet (prepareLanguage) draws in the page's. */
export function inLanguage(code, draw) {
  const catalogue = ready.get(code);
  if (code === current || catalogue === undefined) return draw();
  const before = [current, words, english];
  speak(code, catalogue, ready.get("en"));
  try {
    return draw();
  } finally {
    speak(...before);
  }
}

/** inLanguage once `code`'s catalogue has loaded. */
export async function withLanguage(code, draw) {
  await prepareLanguage(code);
  return inLanguage(code, draw);
}

/** The entries of the language spoken now whose keys begin with `prefix`, as its catalogue has them (their places
 * unfilled), leaving out those with plural forms: {key: text}. */
export const entriesOf = (prefix) => Object.fromEntries(Object.entries(words)
  .filter(([key, entry]) => key.startsWith(prefix) && typeof entry === "string"));

/** The plural form of a catalogue entry for `count` (an entry without forms is itself). */
function form(entry, count) {
  if (typeof entry === "string") return entry;
  return entry[count === 0 && "zero" in entry ? "zero" : plurals.select(count ?? 0)] ?? entry.other;
}

/** A parameter as the language writes it: numbers grouped as the language groups them, a list joined as the language
 * joins one ("Ana und Ben"), text as it is. */
function shown(value) {
  if (typeof value === "number") return numbers.format(value);
  return Array.isArray(value) ? listed(value.map(shown)) : String(value);
}

/** Texts joined as the language joins a list: "Ana, Ben, and Cleo", "Ana, Ben et Cleo". */
export const listed = (texts) => lists.format(texts);

/** The string for `key` in the current language with `params` put in its `{name}` places; plural entries choose
 * their form by `params.count`. */
export function t(key, params = {}) {
  const entry = words[key] ?? english[key];
  if (entry === undefined) return key;
  return form(entry, params.count).replace(/\{(\w+)\}/g, (whole, name) => (name in params ? shown(params[name]) : whole));
}

/** Clauses one after another as the language puts them ("…; …"; in French "… ; …", a narrow no-break space before
 * the semicolon). */
export const clausesJoined = (texts) => texts.join(t("page.clause_separator"));

/** Points held in tenths as the language writes them: halves as "½" ("2½"), other tenths with the language's decimal
 * separator ("2,5" is not used for halves; "0,3" in French for a tenth-point score). */
export function points(value) {
  const whole = Math.floor(value / 10);
  const rest = value % 10;
  if (rest === 0) return numbers.format(whole);
  if (rest === 5) return whole === 0 ? "½" : `${numbers.format(whole)}½`;
  return number(value / 10, 1);
}

const decimals = new Map(); // "<language>:<digits>" -> its NumberFormat, made once (a table writes hundreds)

/** A number as the language writes it (1,930 in English, 1 930 in French), with exactly `digits` decimals when given
 * (0,83 in French). */
export function number(value, digits) {
  if (digits === undefined) return numbers.format(value);
  const key = `${current}:${digits}`;
  if (!decimals.has(key)) {
    decimals.set(key, new Intl.NumberFormat(current, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  }
  return decimals.get(key).format(value);
}

const MONTH = /^\d{4}-\d{2}$/; // a month alone, as a rating list is dated ("2026-12")

/** A stored ISO date or time as the language writes it ("5 Dec 2026, 14:30"): with `long` the month by its name ("1
 * December 2026", "1 décembre 2026"); a month alone ("2026-12") as "December 2026"; `none` when there is none. The
 * page's English is British (colour, 5 December), as FIDE's own pages date their lists. */
export function dateText(iso, { time = false, long = false, none = "" } = {}) {
  const ms = Date.parse(iso ?? "");
  if (!Number.isFinite(ms)) return none;
  const options = MONTH.test(iso) ? { month: "long", year: "numeric" }
    : { dateStyle: long ? "long" : "medium", ...(time ? { timeStyle: "short" } : {}) };
  // A date alone ("2026-12-05") is that day wherever the reader is, not midnight in UTC.
  const zone = time ? {} : { timeZone: "UTC" };
  return new Intl.DateTimeFormat(current === "en" ? "en-GB" : current, { ...options, ...zone }).format(new Date(ms));
}

/** A stored ISO time as the language writes it with its date; `none` (a catalogue's "not recorded") when there is
 * none. */
export const timeText = (iso, none) => dateText(iso, { time: true, none });

/** Names in the language's alphabetical order (Ž after Z in Czech-like orders, Ё with Е in Russian). */
export const compareNames = (a, b) => collator.compare(a, b);

/** Every element under `root` with `data-i18n` gets its key's text; `data-i18n-label`, `-placeholder` and `-title`
 * name the keys of those attributes (for index.html's fixed parts). */
export function translatePage(root = globalThis.document) {
  for (const element of root.querySelectorAll("[data-i18n]")) element.textContent = t(element.dataset.i18n);
  for (const [data, attribute] of [["i18nLabel", "aria-label"], ["i18nPlaceholder", "placeholder"], ["i18nTitle", "title"]]) {
    const selector = `[data-${data.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}]`;
    for (const element of root.querySelectorAll(selector)) element.setAttribute(attribute, t(element.dataset[data]));
  }
}
