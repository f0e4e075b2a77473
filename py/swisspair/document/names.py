"""The event document's names: its format and version, the values its fields take (modes, results, restriction
kinds, title order), its keys, and the point table it stores. Its limits are in swisspair.limits; event/schema.py's
`validate` checks a document against them."""

from __future__ import annotations

from typing import Any

from .. import scoring
from ..limits import MAX_CLUB

FORMAT = "swisspair-event"
VERSION = 2

MODES = ("fide", "club", "magic", "esports")
# The pairing system is one of swisspair.systems.REGISTRY, each with the modes it runs under and its options.
# The point system a new event of each mode starts with.
MODE_POINT_SYSTEMS = {"fide": "chess", "club": "chess", "magic": "football", "esports": "win_loss"}
COLOURS = ("white", "black")
BYE_POINTS = ("half", "full", "zero")
LATE_POINTS = ("zero", "half")
RESTRICTION_KINDS = ("siblings", "parent_child", "team", "club", "other")
# Each kind in the words of a note that names it (swisspair.messages).
RESTRICTION_WORDS = {"siblings": "restriction.siblings", "parent_child": "restriction.parent_child",
                     "team": "restriction.team", "club": "restriction.club", "other": "restriction.other"}
SIDES = ("1", "1/2", "0")
PLAYED_RESULTS = tuple(f"{w}-{b}" for w in SIDES for b in SIDES)
FORFEIT_RESULTS = ("+-", "-+", "--")
RESULTS = PLAYED_RESULTS + FORFEIT_RESULTS
NOTE_CODES = ("bye_not_lowest", "restriction_broken", "fide_restrictions", "rematch", "acceleration", "opponent_absent")
MANUAL_CHANGES = ("swap", "set_board", "set_pab", "imported")
# C.04.2 (2026): after rating, the FIDE title orders players: GM, IM, WGM, FM, WIM, CM, WFM, WCM, none.
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")

PLAYER_TEXTS = {  # key: (what, maximum length): the TRF's column widths, and the roster's club
    "title": ("title", 3),
    "sex": ("sex", 1),
    "federation": ("federation", 3),
    "fide_id": ("FIDE id", 11),
    "birth": ("birth date", 10),
    "club": ("club", MAX_CLUB),
}
# A national rating and a national federation's id, where a list gives them: written only when given, so that
# every stored event, and every record of changes that begins with one, stays valid as it is.
OPTIONAL_PLAYER_KEYS = {"national_rating": 0, "national_id": ""}  # key: its value when not given
PLAYER_KEYS = ("id", "name", "rating", *PLAYER_TEXTS, "tpn", "joined_round", "late_points", "withdrawn_round",
               "requested_byes")
SETTINGS_KEYS = ("mode", "system", "options", "rounds", "initial_colour", "scoring", "requested_byes", "late_entry_points", "tiebreaks")

TOP_KEYS = ("format", "version", "id", "name", "created", "modified", "settings", "players", "restrictions",
            "rounds", "arena", "trf_lines", "log")
# Only a team event has "teams" (systems/teams/schema.py); "record" (event/record.py) comes with the first operation
# recorded, "copies" and "pen" with the first copy named or event handed over: a document without them stays as
# it was; "details" (document/details.py) comes with the event's details, from the settings or an imported file.
# "abnormal_points" and "ranking" (document/file_parts.py) come with an imported file's 299 records and `XXC rank`.
OPTIONAL_TOP_KEYS = ("teams", "record", "copies", "pen", "details", "abnormal_points", "ranking")

# An event of several sections (event/sections.py): the keys of one paired group live in each section of the list
# "sections", and the top level holds only what the event shares. A document without "sections" is one section,
# itself, as every document was before sections existed.
SECTIONS = "sections"
SECTION_BOARDS = "section_boards"  # how boards are numbered across sections
SECTION_BOARD_CHOICES = ("continuous", "per_section")
SECTION_PARTS = ("settings", "players", "restrictions", "rounds", "arena", "trf_lines")
OPTIONAL_SECTION_PARTS = ("teams", "abnormal_points", "ranking")
SECTION_KEYS = ("id", "name")  # a section's own, beside its parts; "rule" is optional
SECTION_RULE = "rule"
SHARED_KEYS = tuple(key for key in TOP_KEYS if key not in SECTION_PARTS)
OPTIONAL_SHARED_KEYS = tuple(key for key in OPTIONAL_TOP_KEYS if key not in OPTIONAL_SECTION_PARTS)

def new_player(pid: int, data: dict[str, Any]) -> dict[str, Any]:
    """A player with id `pid`: the document's defaults, then `data`."""
    player = {"id": pid, "name": "", "rating": 0, **{key: "" for key in PLAYER_TEXTS}, "tpn": None, "joined_round": 1,
              "late_points": "zero", "withdrawn_round": None, "requested_byes": []}
    player.update(data)
    for key, empty in OPTIONAL_PLAYER_KEYS.items():  # written only when given
        if player.get(key) == empty:
            del player[key]
    return player


def parse_point_table(table: dict[str, Any]) -> scoring.PointTable:
    return scoring.PointTable(**{key: table[key] for key in scoring.POINT_KEYS})


def restriction_named(restriction: dict[str, Any]) -> dict[str, Any]:
    """A restriction as a message names it (`kind_msg` and its parameters): by its label, else by its kind's words;
    the team-mates a team setting keeps apart by their own `words` (document/readers.py restriction_pairs)."""
    if "words" in restriction:
        return restriction["words"]
    if restriction["label"]:
        return {"kind_msg": "restriction.labelled", "label": restriction["label"]}
    return {"kind_msg": RESTRICTION_WORDS[restriction["kind"]]}
