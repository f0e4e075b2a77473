// The event's standings and players as CSV files for a spreadsheet, in the event's language whatever the director's:
// the header's words are this page's catalogue's in that language, numbers carry its decimal separator. The engine
// writes the file (swisspair.event.csv_export: the columns, their order, quoting, the section column, the field
// separator a spreadsheet of that language expects); the players' file is one the CSV import reads back.
import { LANGUAGES, eventLanguage, number, t, withLanguage } from "./i18n.js";
import { fileName, saveText } from "./files.js";

// Each column's header word: every column of either file (the engine takes those of the file it writes).
const HEADERS = {
  rank: "csv.header_rank", number: "csv.header_number", name: "csv.header_name", rating: "csv.header_rating",
  title: "csv.header_title", sex: "csv.header_sex", federation: "csv.header_federation", fide_id: "csv.header_fide_id",
  birth: "csv.header_birth", club: "csv.header_club", section: "csv.header_section", points: "csv.header_points",
};

const SEPARATORS = { ",": "csv.separator_comma", ";": "csv.separator_semicolon" };

/** The header's words and the decimal separator of the language spoken now. */
function words() {
  return {
    headers: Object.fromEntries(Object.entries(HEADERS).map(([column, key]) => [column, t(key)])),
    decimal: number(1.5, 1).includes(",") ? "," : ".",
  };
}

/** Save the whole event's `kind` ("standings" or "players") as a CSV file in its language: what was saved, in the
 * director's words ({file, language, separator}). */
export async function saveCsv(actions, event, kind) {
  const code = eventLanguage(event);
  const { headers, decimal } = await withLanguage(code, words);
  const { csv, separator } = await actions.csvFile(event, kind, headers, decimal);
  // The file's name is the event's with what it holds (ASCII, as fileName keeps every name).
  const file = fileName(`${event.name}-${kind}`, "csv");
  saveText(csv, file, "text/csv;charset=utf-8");
  return { file, language: LANGUAGES[code], separator: t(SEPARATORS[separator]) };
}

/** What the export buttons' hint says: the language the files are written in. */
export const csvHint = (event) => t("csv.hint", { language: LANGUAGES[eventLanguage(event)] });
