// The engine's facts the page shows (facts.js, made from the engine at build time, in English): each pairing system's
// name, own rules and the words of the rules its explanations cite, each tie-break preset's name, and each team
// tie-break's name and what it is, and the school teams' ways of breaking ties and their note for a FIDE-rated event,
// said in the page's language by their codes. A code the page
// has no words for (a system added to the engine since) keeps the engine's English.
import { facts } from "./facts.js";
import { t } from "./i18n.js";

const SYSTEMS = {
  dutch: "facts.system_dutch", dutch_baku: "facts.system_dutch_baku", round_robin: "facts.system_round_robin",
  knockout: "facts.system_knockout", magic_swiss: "facts.system_magic_swiss", cs_major: "facts.system_cs_major",
  arena: "facts.system_arena", team_round_robin: "facts.system_team_round_robin", team_swiss: "facts.system_team_swiss",
};

const OWN_RULES = { magic_swiss: "facts.own_rules_magic_swiss", cs_major: "facts.own_rules_cs_major" };

const PRESETS = {
  chess: "facts.preset_chess", magic: "facts.preset_magic", esports: "facts.preset_esports",
  round_robin: "facts.preset_round_robin", none: "facts.preset_none", team: "facts.preset_team",
};

/** A pairing system's name ("Swiss, Dutch system") by its code. */
export const systemLabel = (system) => (SYSTEMS[system] ? t(SYSTEMS[system]) : facts.systems[system]?.label ?? system);

/** A system's own rules in a few words (null where the director sets them). */
export const ownRules = (system) => (OWN_RULES[system] ? t(OWN_RULES[system]) : facts.systems[system]?.own_rules ?? null);

/** A tie-break preset's name, with the tie-breaks it lists. */
export const presetLabel = (preset) => (PRESETS[preset] ? t(PRESETS[preset]) : facts.tiebreak_presets[preset]?.label ?? preset);

// The words of the rules each system's explanations cite, by number: a FIDE criterion ("C9"), a colour article
// ("5.2.1", "4.3.5") or a section of the Magic Tournament Rules ("MTR 10.4").
const RULES = {
  dutch: {
    "C1": "facts.rule_dutch_C1", "C2": "facts.rule_dutch_C2", "C3": "facts.rule_dutch_C3",
    "C4": "facts.rule_dutch_C4", "C5": "facts.rule_dutch_C5", "C6": "facts.rule_dutch_C6",
    "C7": "facts.rule_dutch_C7", "C8": "facts.rule_dutch_C8", "C9": "facts.rule_dutch_C9",
    "C10": "facts.rule_dutch_C10", "C11": "facts.rule_dutch_C11", "C12": "facts.rule_dutch_C12",
    "C13": "facts.rule_dutch_C13", "C14": "facts.rule_dutch_C14", "C15": "facts.rule_dutch_C15",
    "C16": "facts.rule_dutch_C16", "C17": "facts.rule_dutch_C17", "C18": "facts.rule_dutch_C18",
    "C19": "facts.rule_dutch_C19", "C20": "facts.rule_dutch_C20", "C21": "facts.rule_dutch_C21",
    "5.2.1": "facts.rule_dutch_5_2_1", "5.2.2": "facts.rule_dutch_5_2_2", "5.2.3": "facts.rule_dutch_5_2_3",
    "5.2.4": "facts.rule_dutch_5_2_4", "5.2.5": "facts.rule_dutch_5_2_5",
  },
  team_swiss: {
    "C1": "facts.rule_team_swiss_C1", "C2": "facts.rule_team_swiss_C2", "C3": "facts.rule_team_swiss_C3",
    "C4": "facts.rule_team_swiss_C4", "C5": "facts.rule_team_swiss_C5", "C6": "facts.rule_team_swiss_C6",
    "C7": "facts.rule_team_swiss_C7", "C8": "facts.rule_team_swiss_C8", "C9": "facts.rule_team_swiss_C9",
    "C10": "facts.rule_team_swiss_C10", "4.3.1": "facts.rule_team_swiss_4_3_1",
    "4.3.2": "facts.rule_team_swiss_4_3_2", "4.3.3": "facts.rule_team_swiss_4_3_3",
    "4.3.4": "facts.rule_team_swiss_4_3_4", "4.3.5": "facts.rule_team_swiss_4_3_5",
    "4.3.6": "facts.rule_team_swiss_4_3_6", "4.3.7": "facts.rule_team_swiss_4_3_7",
    "4.3.8": "facts.rule_team_swiss_4_3_8", "4.3.9": "facts.rule_team_swiss_4_3_9",
  },
  magic_swiss: {
    "MTR 10.2": "facts.rule_magic_swiss_MTR_10_2", "MTR 10.4": "facts.rule_magic_swiss_MTR_10_4",
  },
};
const SAME_RULES = { dutch_baku: "dutch" }; // Baku acceleration changes the scores paired, not the criteria

/** The words of each rule a system's explanations cite, by number, in the page's language. */
export function ruleWordsOf(system) {
  const keys = RULES[SAME_RULES[system] ?? system] ?? {};
  return Object.fromEntries(Object.entries(facts.systems[system]?.rule_words ?? {})
    .map(([rule, said]) => [rule, keys[rule] ? t(keys[rule]) : said]));
}

// Each team tie-break's name and what it is, by its code (a team's BH is the teams' Buchholz, not the players').
const TEAM_TIEBREAKS = {
  "MPTS": ["facts.team_tiebreak_MPTS", "facts.team_tiebreak_what_MPTS"],
  "GPTS": ["facts.team_tiebreak_GPTS", "facts.team_tiebreak_what_GPTS"],
  "MPVGP": ["facts.team_tiebreak_MPVGP", "facts.team_tiebreak_what_MPVGP"],
  "DE": ["facts.team_tiebreak_DE", "facts.team_tiebreak_what_DE"],
  "EDE": ["facts.team_tiebreak_EDE", "facts.team_tiebreak_what_EDE"],
  "EDEC": ["facts.team_tiebreak_EDEC", "facts.team_tiebreak_what_EDEC"],
  "EDET": ["facts.team_tiebreak_EDET", "facts.team_tiebreak_what_EDET"],
  "EDEB": ["facts.team_tiebreak_EDEB", "facts.team_tiebreak_what_EDEB"],
  "EDEBT": ["facts.team_tiebreak_EDEBT", "facts.team_tiebreak_what_EDEBT"],
  "EDEBB": ["facts.team_tiebreak_EDEBB", "facts.team_tiebreak_what_EDEBB"],
  "BH": ["facts.team_tiebreak_BH", "facts.team_tiebreak_what_BH"],
  "BH/C1": ["facts.team_tiebreak_BH/C1", "facts.team_tiebreak_what_BH/C1"],
  "BH/C2": ["facts.team_tiebreak_BH/C2", "facts.team_tiebreak_what_BH/C2"],
  "BH/M1": ["facts.team_tiebreak_BH/M1", "facts.team_tiebreak_what_BH/M1"],
  "BH/M2": ["facts.team_tiebreak_BH/M2", "facts.team_tiebreak_what_BH/M2"],
  "ESB": ["facts.team_tiebreak_ESB", "facts.team_tiebreak_what_ESB"],
  "ESB/C1": ["facts.team_tiebreak_ESB/C1", "facts.team_tiebreak_what_ESB/C1"],
  "EMMSB": ["facts.team_tiebreak_EMMSB", "facts.team_tiebreak_what_EMMSB"],
  "EMGSB": ["facts.team_tiebreak_EMGSB", "facts.team_tiebreak_what_EMGSB"],
  "EMGSB/C1": ["facts.team_tiebreak_EMGSB/C1", "facts.team_tiebreak_what_EMGSB/C1"],
  "EGMSB": ["facts.team_tiebreak_EGMSB", "facts.team_tiebreak_what_EGMSB"],
  "EGGSB": ["facts.team_tiebreak_EGGSB", "facts.team_tiebreak_what_EGGSB"],
  "BC": ["facts.team_tiebreak_BC", "facts.team_tiebreak_what_BC"],
  "TBR": ["facts.team_tiebreak_TBR", "facts.team_tiebreak_what_TBR"],
  "BBE": ["facts.team_tiebreak_BBE", "facts.team_tiebreak_what_BBE"],
};

/** A team tie-break's name by its code. */
export const teamTiebreakName = (code) => (TEAM_TIEBREAKS[code] ? t(TEAM_TIEBREAKS[code][0])
  : facts.team_tiebreaks[code]?.name ?? code);

/** What a team tie-break is, by its code. */
export const teamTiebreakWhat = (code) => (TEAM_TIEBREAKS[code] ? t(TEAM_TIEBREAKS[code][1])
  : facts.team_tiebreaks[code]?.what ?? "");

const SCHOOL_TIEBREAKS = {
  tiebreaks: "facts.school_tiebreak_tiebreaks", next_player: "facts.school_tiebreak_next_player",
};

/** How school teams' ties are broken (the setting's `tiebreak`), in lower case as it stands in a sentence. */
export const schoolTiebreakText = (code) => (SCHOOL_TIEBREAKS[code] ? t(SCHOOL_TIEBREAKS[code])
  : facts.school_teams.tiebreaks[code] ?? code);
