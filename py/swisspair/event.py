"""The event document: one versioned JSON object that holds a whole Swiss event, and the operations on it.

The page keeps the document (localStorage, share links) and sends it here with an operation; every
operation is a pure function (document, operation) -> new document. It applies whole or raises
EventError and leaves the document as it was; the input is never mutated. The schema, its version and
the migration path are written down in docs/event-format.md; `validate` is that text as code.

Players are known by a stable `id`. Pairing numbers are derived when needed (FIDE initial order: rating,
title, name, unless the director fixed them), so a late entry or a rating correction renumbers the
players for the rounds still to pair, while the rounds already paired keep their players by id.

A document of an older version is upgraded by the ordered migrations in MIGRATIONS (one function per
version step) and the upgrade is written in its log; a newer one is refused, never guessed at.
"""

from __future__ import annotations

import copy
import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import scoring
from .dutch.completion import pair_all
from .dutch.pairing import PairingError, RoundPairing, pair_round
from .dutch.round import Round
from .history import PlayerState, build_states, infer_initial_colour
from .matching import max_weight_matching
from .model import Colour, ForbiddenPairs, Player, Result, RoundEntry, Tournament
from .trf import TrfError, format_trf, parse_trf

FORMAT = "swisspair-event"
VERSION = 1

MODES = ("fide", "club", "magic", "esports")
MODE_SYSTEMS = {"fide": "chess", "club": "chess", "magic": "football", "esports": "win_loss"}
COLOURS = ("white", "black")
BYE_POINTS = ("half", "full", "zero")
LATE_POINTS = ("zero", "half")
RESTRICTION_KINDS = ("siblings", "parent_child", "team", "club", "other")
SIDES = ("1", "1/2", "0")
PLAYED_RESULTS = tuple(f"{w}-{b}" for w in SIDES for b in SIDES)
FORFEIT_RESULTS = ("+-", "-+", "--")
RESULTS = PLAYED_RESULTS + FORFEIT_RESULTS
NOTE_CODES = ("bye_not_lowest", "restriction_broken", "fide_restrictions", "rematch")
MANUAL_CHANGES = ("swap", "set_board", "set_pab", "imported")
# C.04.2 (2026): after rating, the FIDE title orders players: GM, IM, WGM, FM, WIM, CM, WFM, WCM, none.
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")

MAX_PLAYERS = 9999  # TRF pairing numbers have 4 columns
MAX_ROUNDS = 99
MAX_ID = 999_999
MAX_RATING = 4000
MAX_NAME = 200
MAX_TEXT = 2000
MAX_DEPTH = 12  # the document nests 6 levels; anything deeper is not one
MAX_GAMES = 99
MAX_RESTRICTIONS = 10_000
MAX_TRF_LENGTH = 4_000_000

PLAYER_TEXTS = {  # key: (what, maximum length)
    "title": ("title", 3),
    "sex": ("sex", 1),
    "federation": ("federation", 3),
    "fide_id": ("FIDE id", 11),
    "birth": ("birth date", 10),
    "club": ("club", 100),
}
PLAYER_KEYS = ("id", "name", "rating", *PLAYER_TEXTS, "tpn", "joined_round", "late_points", "withdrawn_round",
               "requested_byes")
SETTINGS_KEYS = ("mode", "rounds", "initial_colour", "scoring", "requested_byes", "late_entry_points", "tiebreaks")
TOP_KEYS = ("format", "version", "id", "name", "created", "modified", "settings", "players", "restrictions",
            "rounds", "trf_lines", "log")


class EventError(ValueError):
    """An operation that cannot apply, or a document that is not valid.

    `field` is the path to the value at fault, rooted at "event", "operation" or "trf"; `player` and
    `round` name the player (id) and round it concerns; `extra` carries anything else (rule, line).
    """

    def __init__(self, code: str, message: str, field: str | None = None, player: int | None = None,
                 round: int | None = None, **extra: Any):
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field
        self.player = player
        self.round = round
        self.extra = extra

    def as_error(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        for key in ("field", "player", "round"):
            if getattr(self, key) is not None:
                error[key] = getattr(self, key)
        error.update(self.extra)
        return error


@dataclass
class Outcome:
    """What an operation returns: the new document and what the director should be told."""

    event: dict[str, Any]
    warnings: list[str] = field(default_factory=list)


# ------------------------------------------------------------------------------------------- checking values


def _show(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else f"“{value}”"
    if value is None:
        text = "empty"
    elif isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, dict):
        text = "an object"
    elif isinstance(value, list):
        text = "a list"
    return text if len(text) <= 40 else text[:37] + "..."


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _obj(value: Any, field: str, what: str, **where: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise EventError("wrong_type", f"{_cap(what)} must be an object, but it is {_show(value)}.", field, **where)
    return value


def _keys(obj: dict[str, Any], field: str, what: str, required: tuple[str, ...], optional: tuple[str, ...] = (),
          **where: Any) -> None:
    """Every required key is there and no unknown one (a misspelt key is an error, not ignored)."""
    for key in required:
        if key not in obj:
            raise EventError("missing", f"{_cap(what)} has no “{key}”; it is required.", f"{field}.{key}", **where)
    for key in obj:
        if key not in required and key not in optional:
            raise EventError("unknown_field", f"{_cap(what)} has a field “{key}” that SwissPair does not know; "
                             "remove it or check its spelling.", f"{field}.{key}", **where)


def _int(value: Any, field: str, what: str, low: int, high: int, **where: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError("wrong_type", f"{_cap(what)} must be a whole number, but it is {_show(value)}.", field, **where)
    if not low <= value <= high:
        raise EventError("out_of_range", f"{_cap(what)} must be from {low} to {high}, but it is {value}.", field,
                         **where)
    return value


def _opt_int(value: Any, field: str, what: str, low: int, high: int, **where: Any) -> int | None:
    return None if value is None else _int(value, field, what, low, high, **where)


def _text(value: Any, field: str, what: str, longest: int, empty: bool = True, **where: Any) -> str:
    if not isinstance(value, str):
        raise EventError("wrong_type", f"{_cap(what)} must be text, but it is {_show(value)}.", field, **where)
    if not empty and not value.strip():
        raise EventError("empty", f"{_cap(what)} is empty.", field, **where)
    if len(value) > longest:
        raise EventError("out_of_range", f"{_cap(what)} is {len(value)} characters long; at most {longest} are "
                         "allowed.", field, **where)
    if "\r" in value or "\n" in value:
        raise EventError("wrong_value", f"{_cap(what)} must be on one line.", field, **where)
    return value


def _opt_text(value: Any, field: str, what: str, longest: int, **where: Any) -> str | None:
    return None if value is None else _text(value, field, what, longest, **where)


def _choice(value: Any, field: str, what: str, choices: tuple[str, ...], **where: Any) -> str:
    if not isinstance(value, str) or value not in choices:
        listed = ", ".join(f"“{c}”" for c in choices)
        raise EventError("wrong_value", f"{_cap(what)} must be one of {listed}, but it is {_show(value)}.", field,
                         **where)
    return value


def _bool(value: Any, field: str, what: str, **where: Any) -> bool:
    if not isinstance(value, bool):
        raise EventError("wrong_type", f"{_cap(what)} must be true or false, but it is {_show(value)}.", field,
                         **where)
    return value


def _list(value: Any, field: str, what: str, longest: int | None = None, **where: Any) -> list[Any]:
    """A list, of at most `longest` entries when the format limits it (lists SwissPair writes itself, such as
    the log, grow as the event does)."""
    if not isinstance(value, list):
        raise EventError("wrong_type", f"{_cap(what)} must be a list, but it is {_show(value)}.", field, **where)
    if longest is not None and len(value) > longest:
        raise EventError("out_of_range", f"{_cap(what)} has {len(value)} entries; at most {longest} are allowed.",
                         field, **where)
    return value


def _check_json(value: Any, field: str) -> None:
    """Plain JSON of bounded depth (walked without recursion: deep nesting must not crash Pyodide)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise EventError("too_deep", f"The {field} nests deeper than any event document does.", field)
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise EventError("wrong_type", f"The {field} has a key that is not text: {key!r}.", field)
                stack.append((inner, depth + 1))
        elif isinstance(item, list):
            stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                raise EventError("wrong_type", f"The {field} holds a number JSON does not allow.", field)
        elif item is not None and not isinstance(item, (str, int, bool)):
            raise EventError("wrong_type", f"The {field} holds a value that is not JSON: {type(item).__name__}.",
                             field)


# ------------------------------------------------------------------------------------------------- migrations

# MIGRATIONS[k] upgrades a document of version k to version k + 1. Each takes a copy it may change and
# returns the upgraded document; `upgrade` chains them in order. Version 1 is the first: none yet.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def upgrade(document: Any, migrations: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] | None = None,
            current: int = VERSION) -> dict[str, Any]:
    """The document at the current version: older ones migrated step by step, the steps logged.

    Never mutates `document`. A newer version is refused: this SwissPair cannot know what it holds.
    """
    migrations = MIGRATIONS if migrations is None else migrations
    _check_json(document, "event")
    doc = _obj(document, "event", "the event")
    if doc.get("format") != FORMAT:
        raise EventError("not_an_event", f"This is not a SwissPair event: its “format” is {_show(doc.get('format'))}"
                         f", not “{FORMAT}”.", "event.format")
    version = _int(doc.get("version"), "event.version", "the event's version", 1, 10**6)
    if version > current:
        raise EventError("newer_version", f"This event was saved by a newer SwissPair (format version {version}); "
                         f"this one reads versions up to {current}. Open it with the newer SwissPair.",
                         "event.version")
    if version == current:
        return doc
    start = version
    steps = []
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise EventError("internal", f"SwissPair has no migration from event version {version}; this is a fault "
                             "in SwissPair, please report it with your event.", "event.version")
        doc = step(copy.deepcopy(doc))
        if not isinstance(doc, dict) or doc.get("version") != version + 1:
            raise EventError("internal", f"The migration from event version {version} did not give version "
                             f"{version + 1}; this is a fault in SwissPair.", "event.version")
        steps.append(step.__doc__.strip().splitlines()[0] if step.__doc__ else f"to version {version + 1}")
        version += 1
    log = doc.get("log")
    if isinstance(log, list):
        log.append({"seq": _next_seq(log), "op": "upgrade",
                    "text": f"Upgraded from format version {start} to {current}: " + "; ".join(steps)})
    return doc


# ---------------------------------------------------------------------------------------------- the schema


def validate(document: Any) -> None:
    """Raise EventError naming the field, and the player or round, of the first thing wrong; else None."""
    _check_json(document, "event")
    doc = _obj(document, "event", "the event")
    _keys(doc, "event", "the event", TOP_KEYS)
    if doc["format"] != FORMAT:
        raise EventError("not_an_event", f"This is not a SwissPair event: its “format” must be “{FORMAT}”.",
                         "event.format")
    _int(doc["version"], "event.version", "the event's version", VERSION, VERSION)
    _text(doc["id"], "event.id", "the event's id", 100, empty=False)
    _text(doc["name"], "event.name", "the event's name", MAX_NAME)
    _opt_text(doc["created"], "event.created", "the creation time", 40)
    _opt_text(doc["modified"], "event.modified", "the time of the last change", 40)
    settings = _validate_settings(doc["settings"])
    players = _validate_players(doc["players"], settings)
    _validate_restrictions(doc["restrictions"], players)
    _validate_rounds(doc, players, settings)
    for i, line in enumerate(_list(doc["trf_lines"], "event.trf_lines", "the kept TRF lines")):
        _text(line, f"event.trf_lines[{i}]", f"kept TRF line {i + 1}", MAX_TEXT)
    for i, entry in enumerate(_list(doc["log"], "event.log", "the log")):
        where = f"event.log[{i}]"
        entry = _obj(entry, where, f"log entry {i + 1}")
        _keys(entry, where, f"log entry {i + 1}", ("seq", "op", "text"), ("at", "round", "warnings"))
        _int(entry["seq"], f"{where}.seq", f"the number of log entry {i + 1}", 1, 10**9)
        _text(entry["op"], f"{where}.op", f"the operation of log entry {i + 1}", 40)
        _text(entry["text"], f"{where}.text", f"the text of log entry {i + 1}", MAX_TEXT)
        _opt_text(entry.get("at"), f"{where}.at", f"the time of log entry {i + 1}", 40)
        _opt_int(entry.get("round"), f"{where}.round", f"the round of log entry {i + 1}", 1, MAX_ROUNDS)
        for k, text in enumerate(_list(entry.get("warnings", []), f"{where}.warnings", "the warnings")):
            _text(text, f"{where}.warnings[{k}]", "a warning", MAX_TEXT)


def _validate_settings(value: Any) -> dict[str, Any]:
    s = _obj(value, "event.settings", "the settings")
    _keys(s, "event.settings", "the settings", SETTINGS_KEYS)
    _choice(s["mode"], "event.settings.mode", "the mode", MODES)
    _opt_int(s["rounds"], "event.settings.rounds", "the number of rounds", 1, MAX_ROUNDS)
    _choice(s["initial_colour"], "event.settings.initial_colour", "the initial colour", COLOURS)
    system = _validate_scoring(s["scoring"])
    byes = _obj(s["requested_byes"], "event.settings.requested_byes", "the requested-bye settings")
    _keys(byes, "event.settings.requested_byes", "the requested-bye settings", ("allowed", "limit"))
    allowed = _list(byes["allowed"], "event.settings.requested_byes.allowed", "the allowed byes", 3)
    for i, kind in enumerate(allowed):
        _choice(kind, f"event.settings.requested_byes.allowed[{i}]", "an allowed bye", scoring.BYE_KINDS[system])
        if kind in allowed[:i]:
            raise EventError("duplicate", f"The allowed byes name “{kind}” twice.",
                             f"event.settings.requested_byes.allowed[{i}]")
    _opt_int(byes["limit"], "event.settings.requested_byes.limit", "the limit of requested byes", 0, MAX_ROUNDS)
    _choice(s["late_entry_points"], "event.settings.late_entry_points", "the points of a late entry's missed rounds",
            LATE_POINTS)
    codes = _list(s["tiebreaks"], "event.settings.tiebreaks", "the tie-break list", 30)
    for i, code in enumerate(codes):
        _text(code, f"event.settings.tiebreaks[{i}]", f"tie-break {i + 1}", 20, empty=False)
        if code in codes[:i]:
            raise EventError("duplicate", f"The tie-break list names “{code}” twice.", f"event.settings.tiebreaks[{i}]")
    return s


def _validate_scoring(value: Any) -> str:
    field = "event.settings.scoring"
    table = _obj(value, field, "the point system")
    _keys(table, field, "the point system", ("system", *scoring.POINT_KEYS))
    system = _choice(table["system"], f"{field}.system", "the point system", scoring.SYSTEM_NAMES)
    for key in scoring.POINT_KEYS:
        _int(table[key], f"{field}.{key}", f"the points for {scoring.POINT_NAMES[key]} (in tenths)", 0,
             scoring.MAX_POINTS)
    try:
        scoring.check_table(system, _point_table(table))
    except scoring.ScoringError as exc:
        raise EventError("wrong_value", _cap(exc.message) + ".", f"{field}.{exc.key or 'system'}") from None
    return system


def _point_table(table: dict[str, Any]) -> scoring.PointTable:
    return scoring.PointTable(**{key: table[key] for key in scoring.POINT_KEYS})


def _validate_players(value: Any, settings: dict[str, Any]) -> dict[int, dict[str, Any]]:
    players = _list(value, "event.players", "the player list", MAX_PLAYERS)
    by_id: dict[int, dict[str, Any]] = {}
    tpns: dict[int, int] = {}
    for i, raw in enumerate(players):
        field = f"event.players[{i}]"
        p = _obj(raw, field, f"player {i + 1}")
        _keys(p, field, f"player {i + 1}", PLAYER_KEYS)
        pid = _int(p["id"], f"{field}.id", f"the id of player {i + 1}", 1, MAX_ID)
        if pid in by_id:
            raise EventError("duplicate", f"Two players have id {pid}; every player needs a different id.",
                             f"{field}.id", player=pid)
        name = _text(p["name"], f"{field}.name", f"the name of player {pid}", MAX_NAME, empty=False, player=pid)
        who = f"{name} (id {pid})"
        _int(p["rating"], f"{field}.rating", f"the rating of {who}", 0, MAX_RATING, player=pid)
        for key, (what, longest) in PLAYER_TEXTS.items():
            _text(p[key], f"{field}.{key}", f"the {what} of {who}", longest, player=pid)
        tpn = _opt_int(p["tpn"], f"{field}.tpn", f"the fixed pairing number of {who}", 1, len(players), player=pid)
        if tpn is not None:
            if tpn in tpns:
                raise EventError("duplicate", f"{who} and player id {tpns[tpn]} both have pairing number {tpn}.",
                                 f"{field}.tpn", player=pid)
            tpns[tpn] = pid
        joined = _int(p["joined_round"], f"{field}.joined_round", f"the first round of {who}", 1, MAX_ROUNDS,
                      player=pid)
        _choice(p["late_points"], f"{field}.late_points", f"the points of {who}'s missed rounds", LATE_POINTS,
                player=pid)
        withdrawn = _opt_int(p["withdrawn_round"], f"{field}.withdrawn_round", f"the round {who} withdrew from",
                             joined, MAX_ROUNDS, player=pid)
        seen = set()
        byes = _list(p["requested_byes"], f"{field}.requested_byes", f"the requested byes of {who}", MAX_ROUNDS,
                     player=pid)
        for k, bye in enumerate(byes):
            bf = f"{field}.requested_byes[{k}]"
            bye = _obj(bye, bf, f"a requested bye of {who}", player=pid)
            _keys(bye, bf, f"a requested bye of {who}", ("round", "points"), player=pid)
            last = MAX_ROUNDS if withdrawn is None else withdrawn - 1
            r = _int(bye["round"], f"{bf}.round", f"the round of {who}'s requested bye", joined, max(joined, last),
                     player=pid)
            if withdrawn is not None and r >= withdrawn:
                raise EventError("out_of_range", f"{who} has a bye for round {r} but withdrew from round {withdrawn}.",
                                 f"{bf}.round", player=pid, round=r)
            _choice(bye["points"], f"{bf}.points", f"the points of {who}'s bye in round {r}", BYE_POINTS, player=pid,
                    round=r)
            if r in seen:
                raise EventError("duplicate", f"{who} has two requested byes for round {r}.", f"{bf}.round",
                                 player=pid, round=r)
            seen.add(r)
        by_id[pid] = p
    return by_id


def _validate_restrictions(value: Any, players: dict[int, dict[str, Any]]) -> None:
    ids = set()
    for i, raw in enumerate(_list(value, "event.restrictions", "the restrictions", MAX_RESTRICTIONS)):
        field = f"event.restrictions[{i}]"
        r = _obj(raw, field, f"restriction {i + 1}")
        _keys(r, field, f"restriction {i + 1}", ("id", "kind", "label", "players", "first_round", "last_round"))
        rid = _int(r["id"], f"{field}.id", f"the id of restriction {i + 1}", 1, MAX_ID)
        if rid in ids:
            raise EventError("duplicate", f"Two restrictions have id {rid}.", f"{field}.id")
        ids.add(rid)
        _choice(r["kind"], f"{field}.kind", f"the kind of restriction {rid}", RESTRICTION_KINDS)
        _text(r["label"], f"{field}.label", f"the label of restriction {rid}", MAX_NAME)
        members = _list(r["players"], f"{field}.players", f"the players of restriction {rid}", MAX_PLAYERS)
        if len(members) < 2:
            raise EventError("too_few", f"Restriction {rid} must name at least two players who must not meet.",
                             f"{field}.players")
        for k, pid in enumerate(members):
            _int(pid, f"{field}.players[{k}]", f"a player of restriction {rid}", 1, MAX_ID)
            if pid not in players:
                raise EventError("unknown_player", f"Restriction {rid} names player id {pid}, who is not in the event.",
                                 f"{field}.players[{k}]", player=pid)
            if pid in members[:k]:
                raise EventError("duplicate", f"Restriction {rid} names {_label(players[pid])} twice.",
                                 f"{field}.players[{k}]", player=pid)
        first = _int(r["first_round"], f"{field}.first_round", f"the first round of restriction {rid}", 1, MAX_ROUNDS)
        _opt_int(r["last_round"], f"{field}.last_round", f"the last round of restriction {rid}", first, MAX_ROUNDS)


def _validate_rounds(doc: dict[str, Any], players: dict[int, dict[str, Any]], settings: dict[str, Any]) -> None:
    rounds = _list(doc["rounds"], "event.rounds", "the rounds", MAX_ROUNDS)
    if settings["rounds"] is not None and len(rounds) > settings["rounds"]:
        raise EventError("out_of_range", f"The event has {len(rounds)} rounds paired but is set to "
                         f"{settings['rounds']} rounds.", "event.settings.rounds")
    system = settings["scoring"]["system"]
    for i, raw in enumerate(rounds):
        r = i + 1
        field = f"event.rounds[{i}]"
        rnd = _obj(raw, field, f"round {r}", round=r)
        _keys(rnd, field, f"round {r}", ("number", "boards", "pab", "engine", "notes", "manual"), round=r)
        _int(rnd["number"], f"{field}.number", f"the number of round {r}", r, r, round=r)
        placed: dict[int, str] = {}

        def place(pid: Any, where: str, what: str) -> None:
            _int(pid, where, what, 1, MAX_ID, round=r)
            if pid not in players:
                raise EventError("unknown_player", f"Round {r}: {what} is player id {pid}, who is not in the event.",
                                 where, round=r, player=pid)
            p = players[pid]
            if pid in placed:
                raise EventError("duplicate", f"Round {r}: {_label(p)} is placed twice ({placed[pid]} and {what}).",
                                 where, round=r, player=pid)
            absence = _absence_text(p, r)
            if absence:
                raise EventError("absent_player", f"Round {r}: {_label(p)} is {what} but {absence}.", where, round=r,
                                 player=pid)
            placed[pid] = what

        for b, raw_board in enumerate(_list(rnd["boards"], f"{field}.boards", f"the boards of round {r}", MAX_PLAYERS,
                                            round=r), 1):
            bf = f"{field}.boards[{b - 1}]"
            board = _obj(raw_board, bf, f"board {b} of round {r}", round=r)
            _keys(board, bf, f"board {b} of round {r}", ("white", "black", "result"),
                  ("unrated", "uncoloured", "games"), round=r)
            place(board["white"], f"{bf}.white", f"white on board {b}")
            place(board["black"], f"{bf}.black", f"black on board {b}")
            _validate_result(board, bf, f"round {r}, board {b}", r, system, latest=r == len(rounds))
        if rnd["pab"] is not None:
            place(rnd["pab"], f"{field}.pab", "the pairing-allocated bye")
        if r < len(rounds):
            for pid, p in players.items():
                if pid not in placed and not _absence_text(p, r):
                    raise EventError("unplaced", f"Round {r}: {_label(p)} has no board, no bye and no absence; "
                                     "only the latest round may be left so.", f"{field}.boards", round=r, player=pid)
        if rnd["engine"] is not None:
            ef = f"{field}.engine"
            engine = _obj(rnd["engine"], ef, f"the engine's pairing of round {r}", round=r)
            _keys(engine, ef, f"the engine's pairing of round {r}", ("boards", "pab"), round=r)
            for k, pair in enumerate(_list(engine["boards"], f"{ef}.boards", "the engine's boards", MAX_PLAYERS,
                                           round=r)):
                pair = _list(pair, f"{ef}.boards[{k}]", "an engine board", 2, round=r)
                if len(pair) != 2:
                    raise EventError("wrong_value", f"Round {r}: an engine board must name white and black.",
                                     f"{ef}.boards[{k}]", round=r)
                for j, pid in enumerate(pair):
                    _int(pid, f"{ef}.boards[{k}][{j}]", "a player of an engine board", 1, MAX_ID, round=r)
            _opt_int(engine["pab"], f"{ef}.pab", "the engine's bye", 1, MAX_ID, round=r)
        for k, note in enumerate(_list(rnd["notes"], f"{field}.notes", f"the notes of round {r}", round=r)):
            nf = f"{field}.notes[{k}]"
            note = _obj(note, nf, f"a note of round {r}", round=r)
            _keys(note, nf, f"a note of round {r}", ("code", "text", "players"), round=r)
            _choice(note["code"], f"{nf}.code", "the kind of note", NOTE_CODES, round=r)
            _text(note["text"], f"{nf}.text", "the note", MAX_TEXT, round=r)
            for j, pid in enumerate(_list(note["players"], f"{nf}.players", "the players of a note", MAX_PLAYERS,
                                          round=r)):
                _int(pid, f"{nf}.players[{j}]", "a player of a note", 1, MAX_ID, round=r)
        for k, change in enumerate(_list(rnd["manual"], f"{field}.manual", f"the manual changes of round {r}",
                                         round=r)):
            mf = f"{field}.manual[{k}]"
            change = _obj(change, mf, f"a manual change of round {r}", round=r)
            _keys(change, mf, f"a manual change of round {r}", ("change", "text", "warnings"), round=r)
            _choice(change["change"], f"{mf}.change", "the kind of manual change", MANUAL_CHANGES, round=r)
            _text(change["text"], f"{mf}.text", "the description of a manual change", MAX_TEXT, round=r)
            for j, text in enumerate(_list(change["warnings"], f"{mf}.warnings", "the warnings", round=r)):
                _text(text, f"{mf}.warnings[{j}]", "a warning", MAX_TEXT, round=r)


def _validate_result(board: dict[str, Any], field: str, where: str, r: int, system: str, latest: bool) -> None:
    result = board["result"]
    if result is None:
        if not latest:
            raise EventError("missing_result", f"{_cap(where)} has no result; every round before the latest needs "
                             "all its results.", f"{field}.result", round=r)
    else:
        _choice(result, f"{field}.result", f"the result of {where}", RESULTS, round=r)
        if not scoring.draws_allowed(system) and result in PLAYED_RESULTS and result not in ("1-0", "0-1"):
            raise EventError("wrong_value", f"{_cap(where)}: the win/loss point system has no result “{result}”; "
                             "a game is won or lost.", f"{field}.result", round=r)
    if "unrated" in board:
        _bool(board["unrated"], f"{field}.unrated", f"whether {where} was unrated", round=r)
        if board["unrated"] and result not in PLAYED_RESULTS:
            raise EventError("wrong_value", f"{_cap(where)}: only a played game can be unrated (shorter than one "
                             "move).", f"{field}.unrated", round=r)
    if "uncoloured" in board:
        _bool(board["uncoloured"], f"{field}.uncoloured", f"whether {where} has no colours", round=r)
        if board["uncoloured"] and result not in FORFEIT_RESULTS:
            raise EventError("wrong_value", f"{_cap(where)}: only a forfeited game can be without colours.",
                             f"{field}.uncoloured", round=r)
    if "games" in board:
        games = _list(board["games"], f"{field}.games", f"the game score of {where}", 3, round=r)
        if len(games) != 3:
            raise EventError("wrong_value", f"{_cap(where)}: the game score must be [white's wins, black's wins, "
                             "draws].", f"{field}.games", round=r)
        for k, count in enumerate(games):
            _int(count, f"{field}.games[{k}]", f"a game count of {where}", 0, MAX_GAMES, round=r)
        if result in PLAYED_RESULTS:
            expected = "1-0" if games[0] > games[1] else "0-1" if games[0] < games[1] else "1/2-1/2"
            if result != expected:
                raise EventError("wrong_value", f"{_cap(where)}: games {games[0]}-{games[1]} (and {games[2]} drawn) "
                                 f"make the result {expected}, not {result}.", f"{field}.games", round=r)


# ------------------------------------------------------------------------------------- derived information


def _clip(text: str) -> str:
    """A text the document stores, cut to the length it allows (a long list of names, say)."""
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def _label(p: dict[str, Any]) -> str:
    return f"{p['name']} (id {p['id']})"


def _absence(p: dict[str, Any], r: int) -> Result | None:
    """How a player is absent from round r by the document's own data (None: expected to play)."""
    if r < p["joined_round"]:
        return Result.HALF_BYE if p["late_points"] == "half" else Result.ZERO_BYE
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return Result.ZERO_BYE
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            return {"half": Result.HALF_BYE, "full": Result.FULL_BYE, "zero": Result.ZERO_BYE}[bye["points"]]
    return None


def _absence_text(p: dict[str, Any], r: int) -> str:
    if r < p["joined_round"]:
        return f"joined only in round {p['joined_round']}"
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return f"withdrew from round {p['withdrawn_round']}"
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            return f"has a requested bye ({bye['points']} point) in that round"
    return ""


def _title_rank(title: str) -> int:
    title = title.strip().upper()
    return TITLE_ORDER.index(title) if title in TITLE_ORDER else len(TITLE_ORDER)


def _fide_order(p: dict[str, Any]) -> tuple:
    """C.04.2: rating (highest first), then title, then name (alphabetically); the id keeps it total."""
    return (-p["rating"], _title_rank(p["title"]), p["name"].casefold(), p["name"], p["id"])


def pairing_numbers(doc: dict[str, Any]) -> dict[int, int]:
    """id -> pairing number: fixed numbers stay, everyone else fills the free numbers in FIDE order."""
    players = doc["players"]
    numbers = {p["id"]: p["tpn"] for p in players if p["tpn"] is not None}
    taken = set(numbers.values())
    free = iter(n for n in range(1, len(players) + 1) if n not in taken)
    for p in sorted((p for p in players if p["tpn"] is None), key=_fide_order):
        numbers[p["id"]] = next(free)
    return numbers


def _table(doc: dict[str, Any]) -> scoring.PointTable:
    return _point_table(doc["settings"]["scoring"])


_SIDE_RESULTS = {"1": (Result.WIN, Result.UNRATED_WIN), "1/2": (Result.DRAW, Result.UNRATED_DRAW),
                 "0": (Result.LOSS, Result.UNRATED_LOSS)}
_RESULT_SIDES = {r: tuple(r.split("-", 1)) for r in PLAYED_RESULTS}
_FORFEIT_SIDES = {"+": Result.FORFEIT_WIN, "-": Result.FORFEIT_LOSS}


def _side_results(board: dict[str, Any]) -> tuple[Result, Result]:
    result = board["result"]
    if result in FORFEIT_RESULTS:
        return _FORFEIT_SIDES[result[0]], _FORFEIT_SIDES[result[1]]
    unrated = int(bool(board.get("unrated")))
    white, black = _RESULT_SIDES[result]
    return _SIDE_RESULTS[white][unrated], _SIDE_RESULTS[black][unrated]


def _placed(rnd: dict[str, Any]) -> set[int]:
    placed = {pid for b in rnd["boards"] for pid in (b["white"], b["black"])}
    if rnd["pab"] is not None:
        placed.add(rnd["pab"])
    return placed


def _unplaced(doc: dict[str, Any], r: int) -> list[dict[str, Any]]:
    """Players expected in round r (no absence) who are on no board and have no bye."""
    placed = _placed(doc["rounds"][r - 1])
    return [p for p in doc["players"] if p["id"] not in placed and _absence(p, r) is None]


def _complete_rounds(doc: dict[str, Any]) -> int:
    """Rounds whose every board has a result and who leave no player unplaced (all but maybe the latest)."""
    rounds = doc["rounds"]
    if rounds and (any(b["result"] is None for b in rounds[-1]["boards"]) or _unplaced(doc, len(rounds))):
        return len(rounds) - 1
    return len(rounds)


def _entries(doc: dict[str, Any], upto: int) -> dict[int, list[RoundEntry]]:
    """Each player's rounds 1..upto as engine entries, opponents by id. Rounds must be complete."""
    entries: dict[int, list[RoundEntry]] = {p["id"]: [] for p in doc["players"]}
    for r, rnd in enumerate(doc["rounds"][:upto], 1):
        placed: dict[int, RoundEntry] = {}
        for board in rnd["boards"]:
            white_result, black_result = _side_results(board)
            coloured = not board.get("uncoloured")
            placed[board["white"]] = RoundEntry(board["black"], Colour.WHITE if coloured else None, white_result)
            placed[board["black"]] = RoundEntry(board["white"], Colour.BLACK if coloured else None, black_result)
        if rnd["pab"] is not None:
            placed[rnd["pab"]] = RoundEntry(None, None, Result.PAIRING_BYE)
        for p in doc["players"]:
            entry = placed.get(p["id"])
            entries[p["id"]].append(entry or RoundEntry(None, None, _absence(p, r) or Result.ZERO_BYE))
    return entries


def _tournament(doc: dict[str, Any], numbers: dict[int, int], completed: int, absences_for: int | None,
                standard_scoring: bool = False) -> Tournament:
    """The engine's tournament: rounds 1..completed, and the absences of round `absences_for` (being paired)."""
    settings = doc["settings"]
    table = _table(doc)
    model_scoring = scoring.to_model(table)
    if standard_scoring:  # what a TRF file can say: its readers value these as a win / a draw
        model_scoring = scoring.replace_extras(model_scoring)
    entries = _entries(doc, completed)
    players = []
    for p in doc["players"]:
        rounds = [RoundEntry(None if e.opponent is None else numbers[e.opponent], e.colour, e.result)
                  for e in entries[p["id"]]]
        if absences_for is not None:
            absence = _absence(p, absences_for)
            if absence is not None:
                rounds.append(RoundEntry(None, None, absence))
        players.append(Player(number=numbers[p["id"]], name=p["name"], sex=p["sex"], title=p["title"],
                              rating=p["rating"], federation=p["federation"], fide_id=p["fide_id"], birth=p["birth"],
                              rounds=rounds))
    players.sort(key=lambda player: player.number)
    return Tournament(name=doc["name"], players=players, total_rounds=settings["rounds"],
                      initial_colour=Colour.WHITE if settings["initial_colour"] == "white" else Colour.BLACK,
                      scoring=model_scoring)


def to_tournament(document: Any) -> tuple[Tournament, dict[int, int]]:
    """The event's finished rounds as the engine's Tournament (its own point values, custom ones included),
    and each player's pairing number by id: what standings and tie-breaks read."""
    doc = load(document)
    numbers = pairing_numbers(doc)
    tournament = _tournament(doc, numbers, _complete_rounds(doc), None)
    tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in r["players"])), r["first_round"],
                                           r["last_round"]) for r in doc["restrictions"]]
    return tournament, numbers


def _restriction_pairs(doc: dict[str, Any], r: int, present: set[int]) -> dict[frozenset[int], dict[str, Any]]:
    """The pairs of present players that restrictions keep apart in round r, each with its restriction."""
    pairs: dict[frozenset[int], dict[str, Any]] = {}
    for restriction in doc["restrictions"]:
        last = restriction["last_round"]
        if restriction["first_round"] <= r and (last is None or r <= last):
            members = [pid for pid in restriction["players"] if pid in present]
            for i, a in enumerate(members):
                for b in members[i + 1:]:
                    pairs.setdefault(frozenset((a, b)), restriction)
    return pairs


def _met(entries: dict[int, list[RoundEntry]], a: int, b: int) -> int | None:
    """The round in which a and b played each other over the board (forfeits do not count: C.04.1)."""
    for r, entry in enumerate(entries[a], 1):
        if entry.opponent == b and entry.is_played:
            return r
    return None


# ------------------------------------------------------------------------------------------- round planning


# MTR Appendix E: Swiss rounds by number of players (up to and including), for Magic events.
MAGIC_ROUNDS = ((8, 3), (16, 5), (32, 5), (64, 6), (128, 7), (226, 8), (409, 9))


def max_rounds(players: int) -> int:
    """The most rounds a Swiss can hold without a rematch: N - 1 for even N (everyone has then met everyone),
    N for odd N (each round one player sits out with the bye)."""
    return players - 1 if players % 2 == 0 else players


def plan_rounds(players: int, mode: str) -> dict[str, Any]:
    """The recommended number of rounds for `players` entrants, the most possible, and why."""
    if players < 2:
        return {"players": players, "recommended": None, "maximum": 0,
                "reason": "A Swiss needs at least two players."}
    maximum = max_rounds(players)
    if mode == "magic":
        rounds = next((n for limit, n in MAGIC_ROUNDS if players <= limit), 10)
        reason = f"MTR Appendix E: {players} players play {rounds} Swiss rounds"
        if players <= 8:
            reason += " (Appendix E plays 5 to 8 players as 3 single-elimination rounds; 3 is MTR 10.2's minimum)"
        elif players <= 16:
            reason += " (4 for a Limited event with a booster-draft playoff)"
    else:
        rounds = (players - 1).bit_length()  # ceil(log2 N)
        reason = (f"{rounds} rounds separate a single winner among {players} players: after ⌈log2 {players}⌉ = "
                  f"{rounds} rounds at most one player can have won every game")
    if rounds > maximum:
        reason += f"; but {players} players can play at most {maximum} rounds without a rematch"
        rounds = maximum
    return {"players": players, "recommended": rounds, "maximum": maximum, "reason": reason + "."}


def _active_players(doc: dict[str, Any]) -> int:
    return sum(1 for p in doc["players"] if p["withdrawn_round"] is None)


# ----------------------------------------------------------------------------------------- a new document


def new_event(args: dict[str, Any]) -> dict[str, Any]:
    """A new, empty event: {"id", "name", "mode"?, "rounds"?, "created"?} -> document."""
    args = _obj(args, "operation", "the new event")
    _keys(args, "operation", "the new event", ("id",), ("name", "mode", "rounds", "created", "initial_colour"))
    event_id = _text(args["id"], "operation.id", "the event's id", 100, empty=False)
    name = _text(args.get("name", ""), "operation.name", "the event's name", MAX_NAME)
    mode = _choice(args.get("mode", "fide"), "operation.mode", "the mode", MODES)
    rounds = _opt_int(args.get("rounds"), "operation.rounds", "the number of rounds", 1, MAX_ROUNDS)
    created = _opt_text(args.get("created"), "operation.created", "the creation time", 40)
    colour = _choice(args.get("initial_colour", "white"), "operation.initial_colour", "the initial colour", COLOURS)
    system = MODE_SYSTEMS[mode]
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "id": event_id,
        "name": name,
        "created": created,
        "modified": created,
        "settings": {
            "mode": mode,
            "rounds": rounds,
            "initial_colour": colour,
            "scoring": {"system": system, **scoring.SYSTEMS[system].as_dict()},
            "requested_byes": {"allowed": [k for k in ("half", "zero") if k in scoring.BYE_KINDS[system]],
                               "limit": None},
            "late_entry_points": "zero",
            "tiebreaks": [],
        },
        "players": [],
        "restrictions": [],
        "rounds": [],
        "trf_lines": [],
        "log": [{"seq": 1, "op": "new_event", "text": f"Event “{name}” created ({mode})."}],
    }
    if created:
        doc["log"][0]["at"] = created
    validate(doc)
    return doc


def load(document: Any) -> dict[str, Any]:
    """A valid document at the current version, as a copy the caller may change."""
    doc = upgrade(document)
    validate(doc)
    return copy.deepcopy(doc) if doc is document else doc


# --------------------------------------------------------------------------------------------- operations


@dataclass
class _Context:
    """One operation being applied to a copy of the document."""

    doc: dict[str, Any]
    args: dict[str, Any]
    warnings: list[str] = field(default_factory=list)
    text: str = ""
    round: int | None = None

    def player(self, key: str = "player") -> dict[str, Any]:
        pid = _int(self.args[key], f"operation.{key}", "the player", 1, MAX_ID)
        for p in self.doc["players"]:
            if p["id"] == pid:
                return p
        raise EventError("unknown_player", f"There is no player with id {pid} in this event.", f"operation.{key}",
                         player=pid)

    @property
    def paired(self) -> int:
        return len(self.doc["rounds"])


def _next_id(items: list[dict[str, Any]]) -> int:
    return max((item["id"] for item in items), default=0) + 1


def _next_seq(log: list[Any]) -> int:
    return max((e.get("seq", 0) for e in log if isinstance(e, dict) and isinstance(e.get("seq"), int)), default=0) + 1


def _player_fields(raw: Any, field: str, require_name: bool) -> dict[str, Any]:
    """The player data an operation gives (name, rating, title, ...), checked."""
    data = _obj(raw, field, "the player")
    _keys(data, field, "the player", ("name",) if require_name else (), ("name", "rating", *PLAYER_TEXTS, "tpn"))
    out: dict[str, Any] = {}
    if "name" in data:
        out["name"] = _text(data["name"], f"{field}.name", "the player's name", MAX_NAME, empty=False).strip()
    if "rating" in data:
        out["rating"] = _int(data["rating"], f"{field}.rating", "the rating", 0, MAX_RATING)
    for key, (what, longest) in PLAYER_TEXTS.items():
        if key in data:
            out[key] = _text(data[key], f"{field}.{key}", f"the {what}", longest).strip()
    if "tpn" in data:
        out["tpn"] = _opt_int(data["tpn"], f"{field}.tpn", "the fixed pairing number", 1, MAX_PLAYERS)
    return out


def _new_player(pid: int, data: dict[str, Any]) -> dict[str, Any]:
    player = {"id": pid, "name": "", "rating": 0, **{key: "" for key in PLAYER_TEXTS}, "tpn": None, "joined_round": 1,
              "late_points": "zero", "withdrawn_round": None, "requested_byes": []}
    player.update(data)
    return player


def _check_tpn(ctx: _Context, player: dict[str, Any], field: str) -> None:
    tpn = player["tpn"]
    if tpn is None:
        return
    count = len(ctx.doc["players"])
    if tpn > count:
        raise EventError("out_of_range", f"Pairing number {tpn} is more than the number of players ({count}).",
                         field, player=player["id"])
    for other in ctx.doc["players"]:
        if other is not player and other["tpn"] == tpn:
            raise EventError("duplicate", f"{_label(other)} already has pairing number {tpn}.", field,
                             player=player["id"])


def _numbering_warning(ctx: _Context, before: dict[int, int]) -> None:
    """After round 1, renumbering matters to the director: say who moved."""
    if not ctx.paired:
        return
    after = pairing_numbers(ctx.doc)
    moved = sorted((p for p in ctx.doc["players"] if p["id"] in before and before[p["id"]] != after[p["id"]]),
                   key=lambda p: after[p["id"]])
    if moved:
        listed = ", ".join(f"{p['name']} {before[p['id']]} → {after[p['id']]}" for p in moved[:8])
        more = f" and {len(moved) - 8} more" if len(moved) > 8 else ""
        ctx.warnings.append(f"Pairing numbers change for the rounds still to pair: {listed}{more}.")


def op_add_player(ctx: _Context) -> None:
    """Add a player before round 1 is paired."""
    if ctx.paired:
        raise EventError("already_started", "Round 1 is already paired: add the player as a late entry instead.",
                         "operation.op")
    if len(ctx.doc["players"]) >= MAX_PLAYERS:
        raise EventError("too_many", f"An event holds at most {MAX_PLAYERS} players.", "operation.player")
    player = _new_player(_next_id(ctx.doc["players"]), _player_fields(ctx.args["player"], "operation.player", True))
    ctx.doc["players"].append(player)
    _check_tpn(ctx, player, "operation.player.tpn")
    ctx.text = f"Added {_label(player)}."


def op_edit_player(ctx: _Context) -> None:
    """Change a player's details (name, rating, title, ... or fixed pairing number), at any time."""
    player = ctx.player()
    changes = _player_fields(ctx.args["changes"], "operation.changes", False)
    if not changes:
        raise EventError("empty", "The changes name nothing to change.", "operation.changes")
    before = pairing_numbers(ctx.doc)
    old = {key: player[key] for key in changes}
    player.update(changes)
    _check_tpn(ctx, player, "operation.changes.tpn")
    _numbering_warning(ctx, before)
    described = ", ".join(f"{key} {_show(old[key])} → {_show(value)}" for key, value in changes.items()
                          if old[key] != value)
    ctx.text = f"Edited {_label(player)}: {described or 'nothing changed'}."


def op_remove_player(ctx: _Context) -> None:
    """Remove a player before round 1 is paired (later, withdraw them: their games stay)."""
    player = ctx.player()
    if ctx.paired:
        raise EventError("already_started", f"Round 1 is already paired: withdraw {player['name']} instead; "
                         "games already played stay.", "operation.player", player=player["id"])
    numbers = pairing_numbers(ctx.doc)
    gone = numbers[player["id"]]
    ctx.doc["players"].remove(player)
    for other in ctx.doc["players"]:  # close the gap the fixed numbers would leave
        if other["tpn"] is not None and other["tpn"] > gone:
            other["tpn"] -= 1
    kept = []
    for restriction in ctx.doc["restrictions"]:
        if player["id"] in restriction["players"]:
            restriction["players"].remove(player["id"])
            if len(restriction["players"]) < 2:
                ctx.warnings.append(f"Restriction {restriction['id']} ({restriction['label'] or restriction['kind']}) "
                                    "is removed: it has only one player left.")
                continue
        kept.append(restriction)
    ctx.doc["restrictions"] = kept
    ctx.text = f"Removed {_label(player)}."


def op_late_entry(ctx: _Context) -> None:
    """A player who joins at round k (the next round to pair by default, or a later one): the rounds before k
    count as missed, 0 or ½ point each."""
    settings = ctx.doc["settings"]
    last = settings["rounds"] if settings["rounds"] is not None else MAX_ROUNDS
    if ctx.paired >= last:
        raise EventError("finished", f"All {last} rounds are paired; there is no round left to join.",
                         "operation.op")
    first = max(2, ctx.paired + 1)
    if first > last:
        raise EventError("out_of_range", "The event has one round: a player joins it as a normal entry.",
                         "operation.op")
    joined = _int(ctx.args.get("round", first), "operation.round", "the round the player joins", first, last)
    if len(ctx.doc["players"]) >= MAX_PLAYERS:
        raise EventError("too_many", f"An event holds at most {MAX_PLAYERS} players.", "operation.player")
    data = _player_fields(ctx.args["player"], "operation.player", True)
    missed = _choice(ctx.args.get("missed_points", settings["late_entry_points"]), "operation.missed_points",
                     "the points of the missed rounds", LATE_POINTS)
    before = pairing_numbers(ctx.doc)
    player = _new_player(_next_id(ctx.doc["players"]), data)
    player["joined_round"] = joined
    player["late_points"] = missed
    ctx.doc["players"].append(player)
    _check_tpn(ctx, player, "operation.player.tpn")
    _numbering_warning(ctx, before)
    ctx.round = joined
    ctx.text = (f"Late entry: {_label(player)} joins in round {joined}; rounds 1-{joined - 1} count as missed "
                f"({'½ point' if missed == 'half' else '0 points'} each).")


def op_withdraw(ctx: _Context) -> None:
    """Withdraw a player from a round still to pair on: earlier results stay, later rounds are not paired."""
    player = ctx.player()
    r = _int(ctx.args.get("round", ctx.paired + 1), "operation.round", "the first round missed",
             max(ctx.paired + 1, player["joined_round"]), MAX_ROUNDS, player=player["id"])
    current = player["withdrawn_round"]
    if current is not None and current <= ctx.paired:
        raise EventError("already_withdrawn", f"{player['name']} already withdrew from round {current}, which is "
                         "paired.", "operation.player", player=player["id"])
    dropped = [b for b in player["requested_byes"] if b["round"] >= r]
    player["requested_byes"] = [b for b in player["requested_byes"] if b["round"] < r]
    if dropped:
        ctx.warnings.append(f"{player['name']}'s requested byes for round(s) "
                            f"{', '.join(str(b['round']) for b in dropped)} are cancelled.")
    player["withdrawn_round"] = r
    ctx.round = r
    ctx.text = f"{_label(player)} withdraws from round {r} on."


def op_cancel_withdrawal(ctx: _Context) -> None:
    """Undo a withdrawal that has not yet taken effect (no round paired without the player)."""
    player = ctx.player()
    current = player["withdrawn_round"]
    if current is None:
        raise EventError("not_withdrawn", f"{player['name']} has not withdrawn.", "operation.player",
                         player=player["id"])
    if current <= ctx.paired:
        raise EventError("already_paired", f"Round {current} was paired without {player['name']}; the withdrawal "
                         f"can only move to round {ctx.paired + 1} or later now.", "operation.player",
                         player=player["id"], round=current)
    player["withdrawn_round"] = None
    ctx.text = f"{_label(player)}'s withdrawal from round {current} is cancelled."


def op_request_bye(ctx: _Context) -> None:
    """A requested bye (½, 1 or 0 points, as the settings allow) for a round still to pair."""
    player = ctx.player()
    settings = ctx.doc["settings"]
    last = settings["rounds"] if settings["rounds"] is not None else MAX_ROUNDS
    r = _int(ctx.args["round"], "operation.round", "the round of the bye", ctx.paired + 1, max(last, ctx.paired + 1),
             player=player["id"])
    if r > last:
        raise EventError("out_of_range", f"The event has {last} rounds; there is no round {r}.", "operation.round",
                         player=player["id"], round=r)
    allowed = tuple(settings["requested_byes"]["allowed"])
    if not allowed:
        raise EventError("not_allowed", "This event allows no requested byes (settings).", "operation.points",
                         player=player["id"], round=r)
    points = _choice(ctx.args["points"], "operation.points", "the points of the bye", allowed, player=player["id"],
                     round=r)
    if r < player["joined_round"]:
        raise EventError("out_of_range", f"{player['name']} joins only in round {player['joined_round']}.",
                         "operation.round", player=player["id"], round=r)
    if player["withdrawn_round"] is not None and r >= player["withdrawn_round"]:
        raise EventError("out_of_range", f"{player['name']} withdrew from round {player['withdrawn_round']}.",
                         "operation.round", player=player["id"], round=r)
    others = [b for b in player["requested_byes"] if b["round"] != r]
    limit = settings["requested_byes"]["limit"]
    if limit is not None and len(others) >= limit:
        raise EventError("limit_reached", f"{player['name']} already has {len(others)} requested bye(s); this event "
                         f"allows {limit}.", "operation.round", player=player["id"], round=r)
    player["requested_byes"] = sorted(others + [{"round": r, "points": points}], key=lambda b: b["round"])
    ctx.round = r
    ctx.text = f"{_label(player)} requests a {points}-point bye for round {r}."


def op_cancel_bye(ctx: _Context) -> None:
    """Cancel a requested bye for a round still to pair."""
    player = ctx.player()
    r = _int(ctx.args["round"], "operation.round", "the round of the bye", 1, MAX_ROUNDS, player=player["id"])
    if not any(b["round"] == r for b in player["requested_byes"]):
        raise EventError("no_bye", f"{player['name']} has no requested bye for round {r}.", "operation.round",
                         player=player["id"], round=r)
    if r <= ctx.paired:
        raise EventError("already_paired", f"Round {r} is already paired; unpair it first.", "operation.round",
                         player=player["id"], round=r)
    player["requested_byes"] = [b for b in player["requested_byes"] if b["round"] != r]
    ctx.round = r
    ctx.text = f"{_label(player)}'s bye in round {r} is cancelled."


def op_set_rounds(ctx: _Context) -> None:
    """The number of rounds (C.04.1 a: declared beforehand); refused beyond what a rematch-free Swiss holds."""
    rounds = _int(ctx.args["rounds"], "operation.rounds", "the number of rounds", max(1, ctx.paired), MAX_ROUNDS)
    players = _active_players(ctx.doc)
    maximum = max_rounds(players)
    if players >= 2 and rounds > maximum:
        why = ("everyone would have met everyone after " if players % 2 == 0 else
               "each round one of them has the bye, and everyone would have met everyone after ")
        raise EventError("too_many_rounds", f"{players} players can play at most {maximum} rounds without a rematch: "
                         f"{why}{maximum} rounds.", "operation.rounds", maximum=maximum)
    old = ctx.doc["settings"]["rounds"]
    if ctx.doc["settings"]["mode"] == "magic" and ctx.paired and old != rounds:
        ctx.warnings.append("MTR 10.2: the number of rounds is announced by round 1 and should not change after.")
    ctx.doc["settings"]["rounds"] = rounds
    ctx.text = f"The event has {rounds} rounds" + (f" (was {old})." if old is not None else ".")


def op_update_settings(ctx: _Context) -> None:
    """Name, mode, initial colour, requested-bye rules, late-entry points, tie-break list."""
    settings = ctx.doc["settings"]
    args = ctx.args
    changed = []
    if "name" in args:
        ctx.doc["name"] = _text(args["name"], "operation.name", "the event's name", MAX_NAME).strip()
        changed.append("name")
    if "mode" in args:
        settings["mode"] = _choice(args["mode"], "operation.mode", "the mode", MODES)
        changed.append("mode")
    if "initial_colour" in args:
        colour = _choice(args["initial_colour"], "operation.initial_colour", "the initial colour", COLOURS)
        if ctx.paired and colour != settings["initial_colour"]:
            raise EventError("already_started", "Round 1 is paired: its colours were drawn and cannot change.",
                             "operation.initial_colour")
        settings["initial_colour"] = colour
        changed.append("initial colour")
    if "requested_byes" in args:
        byes = _obj(args["requested_byes"], "operation.requested_byes", "the requested-bye settings")
        _keys(byes, "operation.requested_byes", "the requested-bye settings", (), ("allowed", "limit"))
        if "allowed" in byes:
            allowed = _list(byes["allowed"], "operation.requested_byes.allowed", "the allowed byes", 3)
            kinds = scoring.BYE_KINDS[settings["scoring"]["system"]]
            for i, kind in enumerate(allowed):
                _choice(kind, f"operation.requested_byes.allowed[{i}]", "an allowed bye", kinds)
            settings["requested_byes"]["allowed"] = list(dict.fromkeys(allowed))
        if "limit" in byes:
            settings["requested_byes"]["limit"] = _opt_int(byes["limit"], "operation.requested_byes.limit",
                                                           "the limit of requested byes", 0, MAX_ROUNDS)
        changed.append("requested byes")
    if "late_entry_points" in args:
        settings["late_entry_points"] = _choice(args["late_entry_points"], "operation.late_entry_points",
                                                "the points of a late entry's missed rounds", LATE_POINTS)
        changed.append("late-entry points")
    if "tiebreaks" in args:
        codes = _list(args["tiebreaks"], "operation.tiebreaks", "the tie-break list", 30)
        for i, code in enumerate(codes):
            _text(code, f"operation.tiebreaks[{i}]", f"tie-break {i + 1}", 20, empty=False)
        settings["tiebreaks"] = list(dict.fromkeys(c.strip() for c in codes))
        changed.append("tie-breaks")
    if not changed:
        raise EventError("empty", "The operation names no setting to change.", "operation")
    if settings["mode"] == "fide" and ctx.doc["restrictions"] and "mode" in args:
        ctx.warnings.append(_FIDE_RESTRICTIONS)
    ctx.text = "Settings changed: " + ", ".join(changed) + "."


def op_set_scoring(ctx: _Context) -> None:
    """The point system: a named one (whose PAB value may change) or custom values for every outcome."""
    system = _choice(ctx.args["system"], "operation.system", "the point system", scoring.SYSTEM_NAMES)
    overrides = _obj(ctx.args.get("points", {}), "operation.points", "the points")
    _keys(overrides, "operation.points", "the points", (), scoring.POINT_KEYS)
    for key, value in overrides.items():
        _int(value, f"operation.points.{key}", f"the points for {scoring.POINT_NAMES[key]} (in tenths)", 0,
             scoring.MAX_POINTS)
    table = scoring.table_with(system, overrides)
    try:
        scoring.check_table(system, table)
    except scoring.ScoringError as exc:
        raise EventError("wrong_value", _cap(exc.message) + ".", f"operation.points.{exc.key or 'system'}") from None
    settings = ctx.doc["settings"]
    if not scoring.draws_allowed(system):
        for r, rnd in enumerate(ctx.doc["rounds"], 1):
            for b, board in enumerate(rnd["boards"], 1):
                if board["result"] in PLAYED_RESULTS and board["result"] not in ("1-0", "0-1"):
                    raise EventError("has_draws", f"Round {r}, board {b} has the result {board['result']}, which the "
                                     "win/loss system cannot score.", "operation.system", round=r)
    kinds = scoring.BYE_KINDS[system]
    allowed = settings["requested_byes"]["allowed"]
    if any(kind not in kinds for kind in allowed):
        settings["requested_byes"]["allowed"] = [kind for kind in allowed if kind in kinds]
        ctx.warnings.append(f"The {system} system has no half-point bye: requested byes may be "
                            + (" or ".join(settings["requested_byes"]["allowed"]) or "none") + " only.")
    settings["scoring"] = {"system": system, **table.as_dict()}
    if ctx.paired:
        ctx.warnings.append("The scores of the rounds already played change with the point system.")
    values = ", ".join(f"{key.replace('_', ' ')} {scoring.format_tenths(value)}"
                       for key, value in table.as_dict().items())
    ctx.text = f"Point system: {system} ({values})."


_FIDE_RESTRICTIONS = ("Restrictions (forbidden pairs) are not allowed in FIDE-rated events; the TRF export carries "
                      "them as line 260.")


def op_add_restriction(ctx: _Context) -> None:
    """Players who must not meet (siblings, parent and child, team-mates, a club), in some rounds or all."""
    players = {p["id"]: p for p in ctx.doc["players"]}
    members = _list(ctx.args["players"], "operation.players", "the players who must not meet", MAX_PLAYERS)
    if len(members) < 2:
        raise EventError("too_few", "Name at least two players who must not meet.", "operation.players")
    for k, pid in enumerate(members):
        _int(pid, f"operation.players[{k}]", "a player", 1, MAX_ID)
        if pid not in players:
            raise EventError("unknown_player", f"There is no player with id {pid} in this event.",
                             f"operation.players[{k}]", player=pid)
        if pid in members[:k]:
            raise EventError("duplicate", f"{_label(players[pid])} is named twice.", f"operation.players[{k}]",
                             player=pid)
    if len(ctx.doc["restrictions"]) >= MAX_RESTRICTIONS:
        raise EventError("too_many", f"An event holds at most {MAX_RESTRICTIONS} restrictions.", "operation.players")
    kind = _choice(ctx.args.get("kind", "other"), "operation.kind", "the kind of restriction", RESTRICTION_KINDS)
    label = _text(ctx.args.get("label", ""), "operation.label", "the label", MAX_NAME).strip()
    first = _int(ctx.args.get("first_round", 1), "operation.first_round", "the first round", 1, MAX_ROUNDS)
    last = _opt_int(ctx.args.get("last_round"), "operation.last_round", "the last round", first, MAX_ROUNDS)
    restriction = {"id": _next_id(ctx.doc["restrictions"]), "kind": kind, "label": label, "players": list(members),
                   "first_round": first, "last_round": last}
    ctx.doc["restrictions"].append(restriction)
    if ctx.doc["settings"]["mode"] == "fide":
        ctx.warnings.append(_FIDE_RESTRICTIONS)
    if last is not None and last <= ctx.paired:
        ctx.warnings.append(f"Rounds up to {last} are already paired: the restriction changes nothing.")
    names = ", ".join(players[pid]["name"] for pid in members)
    ctx.text = f"Restriction {restriction['id']} ({label or kind}): {names} must not meet."


def op_remove_restriction(ctx: _Context) -> None:
    rid = _int(ctx.args["id"], "operation.id", "the restriction", 1, MAX_ID)
    for restriction in ctx.doc["restrictions"]:
        if restriction["id"] == rid:
            ctx.doc["restrictions"].remove(restriction)
            ctx.text = f"Restriction {rid} ({restriction['label'] or restriction['kind']}) removed."
            return
    raise EventError("unknown_restriction", f"There is no restriction {rid}.", "operation.id")


def op_set_pairing_numbers(ctx: _Context) -> None:
    """Fix every pairing number (the list of player ids in order), or null to return to the FIDE order."""
    order = ctx.args["order"]
    before = pairing_numbers(ctx.doc)
    if order is None:
        for p in ctx.doc["players"]:
            p["tpn"] = None
        ctx.text = "Pairing numbers follow the FIDE order (rating, title, name)."
    else:
        order = _list(order, "operation.order", "the order of the players", MAX_PLAYERS)
        players = {p["id"]: p for p in ctx.doc["players"]}
        for k, pid in enumerate(order):
            _int(pid, f"operation.order[{k}]", "a player", 1, MAX_ID)
            if pid not in players:
                raise EventError("unknown_player", f"There is no player with id {pid} in this event.",
                                 f"operation.order[{k}]", player=pid)
            if pid in order[:k]:
                raise EventError("duplicate", f"{_label(players[pid])} is named twice.", f"operation.order[{k}]",
                                 player=pid)
        missing = [p for p in ctx.doc["players"] if p["id"] not in order]
        if missing:
            raise EventError("missing", f"The order leaves out {', '.join(_label(p) for p in missing[:5])}; it must "
                             "name every player.", "operation.order", player=missing[0]["id"])
        for number, pid in enumerate(order, 1):
            players[pid]["tpn"] = number
        ctx.text = "Pairing numbers fixed by the director."
    _numbering_warning(ctx, before)


# -- results


def _round_arg(ctx: _Context, latest_only: bool = False) -> int:
    if not ctx.paired:
        raise EventError("not_started", "No round is paired yet.", "operation.round")
    low = ctx.paired if latest_only else 1
    what = f"the round (only the latest, {ctx.paired}, can change)" if latest_only else "the round"
    r = _int(ctx.args["round"], "operation.round", what, low, ctx.paired)
    ctx.round = r
    return r


def _board_arg(ctx: _Context, r: int, key: str = "board", extra: int = 0) -> int:
    boards = ctx.doc["rounds"][r - 1]["boards"]
    return _int(ctx.args[key], f"operation.{key}", f"the board of round {r}", 1, len(boards) + extra, round=r)


def op_set_result(ctx: _Context) -> None:
    """Record a result, or correct one in an earlier round (the pairings made since stay as they are)."""
    r = _round_arg(ctx)
    b = _board_arg(ctx, r)
    rnd = ctx.doc["rounds"][r - 1]
    board = rnd["boards"][b - 1]
    result = ctx.args["result"]
    if result is None:
        if r < ctx.paired:
            raise EventError("needs_result", f"Round {r} is followed by paired rounds: correct its result instead of "
                             "clearing it.", "operation.result", round=r)
    else:
        _choice(result, "operation.result", "the result", RESULTS, round=r)
    old = (board["result"], board.get("unrated", False), board.get("games"))
    board["result"] = result
    for key in ("unrated", "games"):
        board.pop(key, None)
    if ctx.args.get("unrated") is not None and _bool(ctx.args["unrated"], "operation.unrated", "unrated", round=r):
        board["unrated"] = True
    if ctx.args.get("games") is not None:
        board["games"] = ctx.args["games"]
    uncoloured = board.pop("uncoloured", False)
    if uncoloured and result in FORFEIT_RESULTS:
        board["uncoloured"] = True
    # The board's fields have the operation's names, so the error names the operation's field.
    _validate_result(board, "operation", f"round {r}, board {b}", r, ctx.doc["settings"]["scoring"]["system"],
                     latest=r == ctx.paired)
    players = {p["id"]: p for p in ctx.doc["players"]}
    white, black = players[board["white"]]["name"], players[board["black"]]["name"]
    shown = result if result is not None else "no result"
    if uncoloured and "uncoloured" not in board:
        ctx.warnings.append(f"The forfeit had no colours: {white} is taken to have had white, {black} black.")
    if old[0] is not None and (old[0], old[1], old[2]) != (result, board.get("unrated", False), board.get("games")):
        ctx.text = f"Round {r}, board {b} ({white} - {black}) corrected: {old[0]} → {shown}."
        if r < ctx.paired:
            later = (f"round {r + 1} was paired with the old result and stays as it is" if r + 1 == ctx.paired else
                     f"rounds {r + 1}-{ctx.paired} were paired with the old result and stay as they are")
            ctx.warnings.append(f"Round {r} is corrected: the standings change; {later}.")
            if old[0] in FORFEIT_RESULTS and result in PLAYED_RESULTS:
                again = [k for k, later_round in enumerate(ctx.doc["rounds"][r:], r + 1)
                         if any({lb["white"], lb["black"]} == {board["white"], board["black"]}
                                for lb in later_round["boards"])]
                if again:
                    ctx.warnings.append(f"{white} and {black} met again in round {again[0]}: now that their round {r} "
                                        "game counts as played, that game is a rematch.")
    else:
        ctx.text = f"Round {r}, board {b}: {white} - {black} {shown}."


def op_unpair_latest(ctx: _Context) -> None:
    """Remove the latest round's pairing; with results entered, only when told to discard them."""
    if not ctx.paired:
        raise EventError("not_started", "No round is paired yet.", "operation.op")
    r = ctx.paired
    rnd = ctx.doc["rounds"][-1]
    with_results = [b for b, board in enumerate(rnd["boards"], 1) if board["result"] is not None]
    discard = _bool(ctx.args.get("discard_results", False), "operation.discard_results", "discard_results")
    if with_results and not discard:
        raise EventError("has_results", f"Round {r} has results on board(s) {', '.join(map(str, with_results))}; "
                         "clear them first, or unpair with discard_results to drop them.", "operation.discard_results",
                         round=r)
    ctx.doc["rounds"].pop()
    ctx.round = r
    ctx.text = f"Round {r} unpaired" + (f"; results of board(s) {', '.join(map(str, with_results))} dropped."
                                        if with_results else ".")


# -- pairing the next round


def op_pair_next(ctx: _Context) -> None:
    """Pair the next round with the Dutch engine; restrictions are kept when the round can be paired with them."""
    doc = ctx.doc
    settings = doc["settings"]
    r = ctx.paired + 1
    ctx.round = r
    if settings["rounds"] is None:
        raise EventError("no_rounds", "Set the number of rounds before pairing (C.04.1 a: it is declared "
                         "beforehand).", "event.settings.rounds")
    if r > settings["rounds"]:
        raise EventError("finished", f"All {settings['rounds']} rounds are paired.", "event.settings.rounds")
    if ctx.paired:
        latest = doc["rounds"][-1]
        missing = [b for b, board in enumerate(latest["boards"], 1) if board["result"] is None]
        if missing:
            raise EventError("results_missing", f"Round {ctx.paired} has no result yet on board(s) "
                             f"{', '.join(map(str, missing))}.", f"event.rounds[{ctx.paired - 1}].boards",
                             round=ctx.paired)
        unplaced = _unplaced(doc, ctx.paired)
        if unplaced:
            raise EventError("unplaced", f"Round {ctx.paired} leaves {', '.join(_label(p) for p in unplaced[:5])} "
                             "without a board or a bye; set their boards first.", f"event.rounds[{ctx.paired - 1}]",
                             round=ctx.paired, player=unplaced[0]["id"])
    numbers = pairing_numbers(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    present = {p["id"] for p in doc["players"] if _absence(p, r) is None}
    if not present:
        raise EventError("nobody", f"Nobody is left to play round {r}: every player is absent or withdrawn.",
                         "event.players", round=r)
    tournament = _tournament(doc, numbers, ctx.paired, r)
    restricted = _restriction_pairs(doc, r, present)
    notes: list[dict[str, Any]] = []
    if restricted and settings["mode"] == "fide":
        notes.append({"code": "fide_restrictions", "text": _FIDE_RESTRICTIONS, "players": []})
        ctx.warnings.append(_FIDE_RESTRICTIONS)
    pairing, broken = _pair_with_restrictions(ctx, tournament, numbers, restricted)
    for pair, reason in broken.items():
        a, b = sorted(pair)
        restriction = restricted[pair]
        names = {p["id"]: p["name"] for p in doc["players"]}
        text = (f"{names[a]} and {names[b]} ({restriction['label'] or restriction['kind']}) meet: no pairing of "
                f"round {r} keeps them apart ({reason}).")
        notes.append({"code": "restriction_broken", "text": _clip(text), "players": [a, b]})
        ctx.warnings.append(text)
    for white, black in pairing.rematches:
        a, b = by_number[white], by_number[black]
        names = {p["id"]: p["name"] for p in doc["players"]}
        text = (f"{names[a]} and {names[b]} meet again: no pairing of round {r} avoids every rematch, and this "
                "one has the fewest.")
        notes.append({"code": "rematch", "text": _clip(text), "players": [a, b]})
        ctx.warnings.append(text)
    boards = [{"white": by_number[b.white], "black": by_number[b.black], "result": None} for b in pairing.boards]
    pab = None if pairing.bye is None else by_number[pairing.bye]
    bye_note = _bye_note(doc, tournament, pairing, by_number)
    if bye_note:
        notes.append(bye_note)
    doc["rounds"].append({
        "number": r,
        "boards": boards,
        "pab": pab,
        "engine": {"boards": [[b["white"], b["black"]] for b in boards], "pab": pab},
        "notes": notes,
        "manual": [],
    })
    ctx.text = f"Round {r} paired: {len(boards)} board(s)" + (f", bye to {_label(_by_id(doc, pab))}" if pab else "") + "."


def _by_id(doc: dict[str, Any], pid: int) -> dict[str, Any]:
    for p in doc["players"]:
        if p["id"] == pid:
            return p
    raise KeyError(pid)


def _pair_with_restrictions(ctx: _Context, tournament: Tournament, numbers: dict[int, int],
                            restricted: dict[frozenset[int], dict[str, Any]]
                            ) -> tuple[RoundPairing, dict[frozenset[int], str]]:
    """Pair with every restriction; when that is impossible, drop only those the round cannot keep.

    Restrictions rank with the rematch rule but below it: without them the round is paired as usual, the
    restrictions that pairing happens to keep are added back at once (a pairing keeping them exists), then
    each broken one is tried again alone; those still impossible are reported with the engine's reason.
    """
    def forbid(pairs: list[frozenset[int]]) -> None:
        tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in pair))) for pair in pairs]

    pair_round = _engine(ctx)

    everything = sorted(restricted, key=lambda pair: sorted(numbers[pid] for pid in pair))
    forbid(everything)
    try:
        return pair_round(tournament), {}
    except PairingError as exc:
        if not restricted or exc.rule == "input":
            raise _no_pairing(ctx, exc) from None
    forbid([])
    try:
        free = pair_round(tournament)
    except PairingError as exc:
        raise _no_pairing(ctx, exc) from None
    by_number = {n: pid for pid, n in numbers.items()}
    met = {frozenset((by_number[b.white], by_number[b.black])) for b in free.boards}
    kept = [pair for pair in everything if pair not in met]
    forbid(kept)
    try:
        pairing = pair_round(tournament)
    except PairingError:  # cannot happen (`free` keeps them all); the unrestricted pairing is still valid
        pairing = free
        kept = []
    reasons: dict[frozenset[int], str] = {}
    for pair in everything:
        if pair in kept:
            continue
        forbid(kept + [pair])
        try:
            pairing = pair_round(tournament)
            kept.append(pair)
        except PairingError as exc:
            reasons[pair] = str(exc)
    forbid(kept)
    made = {frozenset((by_number[b.white], by_number[b.black])) for b in pairing.boards}
    return pairing, {pair: reasons.get(pair, "no pairing keeps it") for pair in everything if pair in made}


def _engine(ctx: _Context):
    """The Dutch engine as the event's mode wants it: FIDE never allows a rematch; the other modes take the
    pairing with the fewest rematches when none avoids them all (C1 relaxed), and only then."""
    if ctx.doc["settings"]["mode"] == "fide":
        return pair_round

    def fewest_rematches(tournament: Tournament) -> RoundPairing:
        try:
            return pair_round(tournament)
        except PairingError as exc:
            if exc.rule == "input":
                raise
            return pair_round(tournament, allow_rematches=True)

    return fewest_rematches


def _no_pairing(ctx: _Context, exc: PairingError) -> EventError:
    """No pairing: FIDE mode names the rule (rematches are never allowed there); the others got here even
    with rematches allowed, so C2 or C3 (or the restrictions) is what blocks."""
    r = ctx.paired + 1
    if exc.rule == "input":
        return EventError("cannot_pair", f"Round {r} cannot be paired: {exc}.", None, round=r, rule=exc.rule)
    if ctx.doc["settings"]["mode"] == "fide":
        return EventError("no_pairing", f"Round {r} cannot be paired under the FIDE rules: {exc}.", None, round=r,
                          rule=exc.rule)
    return EventError("no_pairing", f"Round {r} cannot be paired, even allowing rematches: {exc}. Pair this round "
                      "by hand, or reduce the number of rounds.", None, round=r, rule=exc.rule)


def _bye_note(doc: dict[str, Any], tournament: Tournament, pairing: RoundPairing,
              by_number: dict[int, int]) -> dict[str, Any] | None:
    """Why the pairing-allocated bye went to someone other than the lowest-ranked player, when it did."""
    if pairing.bye is None:
        return None
    states = pairing.states
    present = [s for s in states.values() if s.present]
    ranking = sorted(present, key=lambda s: (s.score, -s.number))  # lowest-ranked first
    bye = states[pairing.bye]
    passed = []
    for state in ranking:
        if state.number == bye.number:
            break
        passed.append(state)
    if not passed:
        return None
    names = {p["id"]: p["name"] for p in doc["players"]}

    def name(state: PlayerState) -> str:
        return names[by_number[state.number]]

    order = sorted(present, key=lambda s: (-s.score, s.rank_index))
    rnd = Round(tournament, order, pairing.round - 1)
    index = {s.number: i for i, s in enumerate(order)}
    reasons = []
    for state in passed[:5]:
        reasons.append(f"{name(state)}: " + _passed_over(state, bye, rnd, index, tournament, name))
    if len(passed) > 5:
        reasons.append(f"and {len(passed) - 5} more lower-ranked players")
    text = (f"The bye went to {name(bye)}, not to the lowest-ranked player {name(passed[0])}. "
            + "; ".join(reasons) + ".")
    return {"code": "bye_not_lowest", "text": _clip(text), "players": [by_number[bye.number]]
            + [by_number[s.number] for s in passed[:5]]}


def _passed_over(state: PlayerState, bye: PlayerState, rnd: Round, index: dict[int, int], tournament: Tournament,
                 name: Callable[[PlayerState], str]) -> str:
    if not state.bye_eligible:
        for r, entry in enumerate(state.entries, 1):
            if entry.result is Result.PAIRING_BYE:
                return f"C2: already had the pairing-allocated bye in round {r}"
            if not entry.is_played and tournament.scoring.points(entry.result) >= tournament.scoring.win:
                how = "a forfeit win" if entry.result is Result.FORFEIT_WIN else "a full-point bye"
                return f"C2 (Art. 4): scored a win without playing in round {r} ({how})"
        return "C2: not eligible for the bye"
    if not _others_pairable(rnd, index[state.number]):
        return ("C4: with this player on the bye the others cannot all be paired without a rematch, a forbidden pair "
                "or two players with the same absolute colour preference")
    if state.score == bye.score and state.played_games < bye.played_games:
        return (f"C9: {len(state.entries) - state.played_games} unplayed game(s), more than {name(bye)}'s "
                f"{len(bye.entries) - bye.played_games}; the bye goes to the player with fewer")
    return (f"the quality criteria (C6-C21: downfloaters, colour preferences, repeated floats) and the FIDE order "
            f"of candidates paired this player and left {name(bye)} over")


def _others_pairable(rnd: Round, skip: int) -> bool:
    """An exact check: everyone but `skip` can be paired under C1, C3 and the forbidden pairs.

    The engine's greedy certificate settles most cases at once; only when it finds nothing does the exact
    matching (quadratic in edges, slow on big fields) decide."""
    vertices = [v for v in range(rnd.n) if v != skip]
    if pair_all(vertices, rnd.compatible):
        return True
    position = {v: k for k, v in enumerate(vertices)}
    edges = [(position[a], position[b], 1) for i, a in enumerate(vertices) for b in vertices[i + 1:]
             if rnd.compatible(min(a, b), max(a, b))]
    mate = max_weight_matching(len(vertices), edges)
    return all(m >= 0 for m in mate)


# -- manual changes of the latest round


def op_swap_players(ctx: _Context) -> None:
    """Exchange two players' places in the latest round (boards, colours or the bye)."""
    r = _round_arg(ctx, latest_only=True)
    rnd = ctx.doc["rounds"][-1]
    pair = _list(ctx.args["players"], "operation.players", "the two players", 2)
    if len(pair) != 2:
        raise EventError("wrong_value", "Name exactly two players to swap.", "operation.players", round=r)
    a, b = (_int(pid, f"operation.players[{k}]", "a player", 1, MAX_ID, round=r) for k, pid in enumerate(pair))
    if a == b:
        raise EventError("wrong_value", "Name two different players to swap.", "operation.players[1]", round=r)
    spots = {a: _spot(ctx, rnd, a, "operation.players[0]"), b: _spot(ctx, rnd, b, "operation.players[1]")}
    for pid, (board, side) in spots.items():
        if board is not None:
            _unplayed_board(rnd, board, r)
    for pid, other in ((a, b), (b, a)):
        board, side = spots[other]
        if board is None:
            rnd["pab"] = pid
        else:
            rnd["boards"][board][side] = pid
    names = {p["id"]: p["name"] for p in ctx.doc["players"]}
    _manual(ctx, rnd, "swap", f"{names[a]} and {names[b]} swapped places", {a, b})


def _spot(ctx: _Context, rnd: dict[str, Any], pid: int, field: str) -> tuple[int | None, str]:
    """Where a player sits in the round: (board index, "white"/"black") or (None, "pab")."""
    for i, board in enumerate(rnd["boards"]):
        for side in ("white", "black"):
            if board[side] == pid:
                return i, side
    if rnd["pab"] == pid:
        return None, "pab"
    known = any(p["id"] == pid for p in ctx.doc["players"])
    raise EventError("not_placed" if known else "unknown_player",
                     f"Player id {pid} is not on a board or the bye of round {rnd['number']}." if known else
                     f"There is no player with id {pid} in this event.", field, player=pid, round=rnd["number"])


def _unplayed_board(rnd: dict[str, Any], index: int, r: int) -> None:
    if rnd["boards"][index]["result"] is not None:
        raise EventError("has_results", f"Round {r}, board {index + 1} already has a result; clear it before changing "
                         "the pairing.", "operation", round=r)


def op_set_board(ctx: _Context) -> None:
    """Set a board of the latest round by hand (an existing board, or the next number for a new one).

    The players' previous boards are dissolved and their opponents left without a board, to be placed next.
    """
    r = _round_arg(ctx, latest_only=True)
    rnd = ctx.doc["rounds"][-1]
    b = _board_arg(ctx, r, extra=1)
    players = {p["id"]: p for p in ctx.doc["players"]}
    chosen = []
    for side in ("white", "black"):
        pid = _int(ctx.args[side], f"operation.{side}", f"the player with {side}", 1, MAX_ID, round=r)
        if pid not in players:
            raise EventError("unknown_player", f"There is no player with id {pid} in this event.", f"operation.{side}",
                             player=pid, round=r)
        absence = _absence_text(players[pid], r)
        if absence:
            raise EventError("absent_player", f"{players[pid]['name']} {absence}; they cannot play round {r}.",
                             f"operation.{side}", player=pid, round=r)
        chosen.append(pid)
    white, black = chosen
    if white == black:
        raise EventError("wrong_value", "A player cannot play themselves.", "operation.black", round=r)
    touched = {b - 1} if b <= len(rnd["boards"]) else set()
    touched |= {i for i, board in enumerate(rnd["boards"]) if {board["white"], board["black"]} & {white, black}}
    for i in sorted(touched):
        _unplayed_board(rnd, i, r)
    left = {pid for i in touched for pid in (rnd["boards"][i]["white"], rnd["boards"][i]["black"])} - {white, black}
    if rnd["pab"] in (white, black):
        rnd["pab"] = None
    new_board = {"white": white, "black": black, "result": None}
    if b <= len(rnd["boards"]):
        rnd["boards"][b - 1] = new_board
    else:
        rnd["boards"].append(new_board)
    kept = [board for i, board in enumerate(rnd["boards"]) if i not in touched - {b - 1}]
    rnd["boards"] = kept
    number = kept.index(new_board) + 1
    text = f"Board {number} set by hand: {players[white]['name']} - {players[black]['name']}"
    if left:
        text += "; left without a board: " + ", ".join(players[pid]["name"] for pid in sorted(left))
    _manual(ctx, rnd, "set_board", text, {white, black})


def op_set_pab(ctx: _Context) -> None:
    """Give the pairing-allocated bye of the latest round by hand (or take it away with null)."""
    r = _round_arg(ctx, latest_only=True)
    rnd = ctx.doc["rounds"][-1]
    players = {p["id"]: p for p in ctx.doc["players"]}
    pid = _opt_int(ctx.args["player"], "operation.player", "the player", 1, MAX_ID, round=r)
    old = rnd["pab"]
    if pid is None:
        if old is None:
            raise EventError("no_bye", f"Round {r} has no pairing-allocated bye.", "operation.player", round=r)
        rnd["pab"] = None
        _manual(ctx, rnd, "set_pab", f"{players[old]['name']} no longer has the bye", set())
        return
    if pid not in players:
        raise EventError("unknown_player", f"There is no player with id {pid} in this event.", "operation.player",
                         player=pid, round=r)
    absence = _absence_text(players[pid], r)
    if absence:
        raise EventError("absent_player", f"{players[pid]['name']} {absence}; they cannot have the bye of round {r}.",
                         "operation.player", player=pid, round=r)
    left = set()
    for i, board in enumerate(rnd["boards"]):
        if pid in (board["white"], board["black"]):
            _unplayed_board(rnd, i, r)
            left = {board["white"], board["black"]} - {pid}
            rnd["boards"].pop(i)
            break
    rnd["pab"] = pid
    text = f"Bye given by hand to {players[pid]['name']}"
    if old is not None and old != pid:
        left.add(old)
    if left:
        text += "; left without a board: " + ", ".join(players[p]["name"] for p in sorted(left))
    _manual(ctx, rnd, "set_pab", text, {pid})


def _manual(ctx: _Context, rnd: dict[str, Any], change: str, text: str, involved: set[int]) -> None:
    """Log a manual change in the round with the warnings for what it breaks (FIDE VCL Q66-Q67)."""
    warnings = _manual_warnings(ctx.doc, rnd["number"], involved)
    rnd["manual"].append({"change": change, "text": _clip(text), "warnings": [_clip(w) for w in warnings]})
    ctx.warnings.extend(warnings)
    ctx.text = f"Round {rnd['number']}: {text}."


def _manual_warnings(doc: dict[str, Any], r: int, involved: set[int] | None) -> list[str]:
    """What the round's pairing (the boards and bye with a player in `involved`; None: all) breaks:
    a rematch, a restriction, a colour rule (C.04.1 f, g: difference beyond 2, three in a row; before the last
    round), both players against their colour preference, a bye to an ineligible player or above the lowest
    score, and players left without a board."""
    rnd = doc["rounds"][r - 1]
    names = {p["id"]: p["name"] for p in doc["players"]}
    numbers = pairing_numbers(doc)
    tournament = _tournament(doc, numbers, r - 1, r)
    by_number = {s.number: s for s in build_states(tournament, r - 1)}
    states = {pid: by_number[n] for pid, n in numbers.items()}
    entries = _entries(doc, r - 1)
    present = {p["id"] for p in doc["players"] if _absence(p, r) is None}
    restricted = _restriction_pairs(doc, r, present)
    last_round = doc["settings"]["rounds"] is not None and r >= doc["settings"]["rounds"]
    warnings = []
    for board in rnd["boards"]:
        white, black = board["white"], board["black"]
        if involved is not None and not {white, black} & involved:
            continue
        pair = f"{names[white]} - {names[black]}"
        met = _met(entries, white, black)
        if met:
            warnings.append(f"Rematch: {pair} already played each other in round {met}.")
        if frozenset((white, black)) in restricted:
            restriction = restricted[frozenset((white, black))]
            warnings.append(f"Restriction: {pair} must not meet ({restriction['label'] or restriction['kind']}).")
        against = 0
        for pid, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
            state = states[pid]
            colours = state.colours + [colour]
            difference = colours.count(Colour.WHITE) - colours.count(Colour.BLACK)
            if not last_round and abs(difference) > 2:
                warnings.append(f"Colour rule: {names[pid]} would have a colour difference of {difference:+d}.")
            if not last_round and len(colours) >= 3 and colours[-1] == colours[-2] == colours[-3]:
                warnings.append(f"Colour rule: {names[pid]} would have {colour.name.lower()} three times in a row.")
            if state.preference is not None and state.preference is not colour:
                against += 1
        if against == 2:
            warnings.append(f"Colours: both {names[white]} and {names[black]} get the colour against their preference.")
    pab = rnd["pab"]
    if pab is not None and (involved is None or pab in involved):
        state = states[pab]
        if not state.bye_eligible:
            warnings.append(f"Second bye: {names[pab]} already had the pairing-allocated bye or a win without playing "
                            "(C2).")
        lowest = min((states[pid].score for pid in present if states[pid].bye_eligible), default=state.score)
        if state.score > lowest:
            warnings.append(f"Bye above the lowest score: {names[pab]} has {scoring.format_tenths(state.score)}; an "
                            f"eligible player has {scoring.format_tenths(lowest)} (C5).")
    unplaced = _unplaced(doc, r)
    if unplaced:
        warnings.append("Without a board or bye: " + ", ".join(p["name"] for p in unplaced) + ".")
    return warnings


# ----------------------------------------------------------------------------------------- applying them

OPERATIONS: dict[str, tuple[Callable[[_Context], None], tuple[str, ...], tuple[str, ...]]] = {
    # name: (function, required arguments, optional arguments)
    "add_player": (op_add_player, ("player",), ()),
    "edit_player": (op_edit_player, ("player", "changes"), ()),
    "remove_player": (op_remove_player, ("player",), ()),
    "late_entry": (op_late_entry, ("player",), ("round", "missed_points")),
    "withdraw": (op_withdraw, ("player",), ("round",)),
    "cancel_withdrawal": (op_cancel_withdrawal, ("player",), ()),
    "request_bye": (op_request_bye, ("player", "round", "points"), ()),
    "cancel_bye": (op_cancel_bye, ("player", "round"), ()),
    "set_rounds": (op_set_rounds, ("rounds",), ()),
    "update_settings": (op_update_settings, (), ("name", "mode", "initial_colour", "requested_byes",
                                                 "late_entry_points", "tiebreaks")),
    "set_scoring": (op_set_scoring, ("system",), ("points",)),
    "add_restriction": (op_add_restriction, ("players",), ("kind", "label", "first_round", "last_round")),
    "remove_restriction": (op_remove_restriction, ("id",), ()),
    "set_pairing_numbers": (op_set_pairing_numbers, ("order",), ()),
    "set_result": (op_set_result, ("round", "board", "result"), ("unrated", "games")),
    "unpair_latest": (op_unpair_latest, (), ("discard_results",)),
    "pair_next": (op_pair_next, (), ()),
    "swap_players": (op_swap_players, ("round", "players"), ()),
    "set_board": (op_set_board, ("round", "board", "white", "black"), ()),
    "set_pab": (op_set_pab, ("round", "player"), ()),
}


def apply(document: Any, operation: Any) -> Outcome:
    """Apply one operation: {"op": name, "at"?: time, ...arguments}. Raises EventError; never mutates its input."""
    doc = load(document)
    _check_json(operation, "operation")
    op = _obj(operation, "operation", "the operation")
    name = op.get("op")
    if not isinstance(name, str) or name not in OPERATIONS:
        known = ", ".join(sorted(OPERATIONS))
        raise EventError("unknown_op", f"There is no event operation {_show(name)}; the operations are {known}.",
                         "operation.op")
    function, required, optional = OPERATIONS[name]
    _keys(op, "operation", f"the operation “{name}”", ("op", *required), ("at", *optional))
    at = _opt_text(op.get("at"), "operation.at", "the time of the operation", 40)
    ctx = _Context(doc, {key: value for key, value in op.items() if key not in ("op", "at")})
    function(ctx)
    entry: dict[str, Any] = {"seq": _next_seq(doc["log"]), "op": name, "text": _clip(ctx.text or name)}
    if at is not None:
        entry["at"] = at
        doc["modified"] = at
    if ctx.round is not None:
        entry["round"] = ctx.round
    if ctx.warnings:
        entry["warnings"] = [_clip(w) for w in ctx.warnings]
    doc["log"].append(entry)
    try:
        validate(doc)
    except EventError as exc:  # an operation that makes a document invalid is a fault here, not in the input
        raise EventError("internal", f"SwissPair made an invalid event while applying “{name}”: {exc.message} "
                         "The event is unchanged; please report this.", exc.field, exc.player, exc.round) from None
    return Outcome(doc, ctx.warnings)


# --------------------------------------------------------------------------------------------------- TRF


_MPA = re.compile(r"### MPA @ Round (\d+)\b")
_LATER_BYES = re.compile(r"240 ([FHZ]) +(\d+)((?: +\d+)+)\s*$")


def to_trf(document: Any) -> tuple[str, list[str]]:
    """TRF-2026 text of the event and warnings for what the file cannot hold.

    The completed rounds are written, with the absences of the next round as its entries (so another
    program pairs that round from the file as SwissPair does); a round without all its results is left out.
    Requested byes of later rounds become 240 records; manual pairing changes `### MPA @ Round n` lines.
    """
    doc = load(document)
    warnings = []
    complete = _complete_rounds(doc)
    if complete < len(doc["rounds"]):
        warnings.append(f"Round {len(doc['rounds'])} is not finished (results missing or players without a board); "
                        "the file holds the rounds before it and the absences of that round.")
    table = _table(doc)
    extras = [scoring.POINT_NAMES[key] for key, base in (("forfeit_win", "win"), ("half_bye", "draw"),
                                                         ("full_bye", "win")) if getattr(table, key) != getattr(table, base)]
    if extras:
        warnings.append(f"TRF has no place for the points of {', '.join(extras)}; the file counts "
                        "them as a win or a draw.")
    numbers = pairing_numbers(doc)
    rounds = doc["settings"]["rounds"]
    upcoming = complete + 1 if rounds is None or complete < rounds else None
    tournament = _tournament(doc, numbers, complete, upcoming, standard_scoring=True)
    lines = list(doc["trf_lines"])
    for r, rnd in enumerate(doc["rounds"][:complete], 1):
        lines += _mpa_lines(doc, r, numbers)
    later: dict[tuple[str, int], list[int]] = {}
    for p in doc["players"]:
        for bye in p["requested_byes"]:
            if bye["round"] > complete + 1:
                later.setdefault(({"half": "H", "full": "F", "zero": "Z"}[bye["points"]], bye["round"]), []).append(
                    numbers[p["id"]])
    for (kind, r), members in sorted(later.items(), key=lambda item: (item[0][1], item[0][0])):
        lines.append(f"240 {kind} {r:03d} " + " ".join(f"{n:4d}" for n in sorted(members)))
    tournament.other_lines = lines
    tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in r["players"])), r["first_round"],
                                           r["last_round"]) for r in doc["restrictions"]]
    if doc["restrictions"] and doc["settings"]["mode"] == "fide":
        warnings.append(_FIDE_RESTRICTIONS)
    try:
        text = format_trf(tournament)
    except ValueError as exc:
        raise EventError("cannot_export", f"The event cannot be written as TRF: {exc}.", "event") from None
    return text, warnings


def _mpa_lines(doc: dict[str, Any], r: int, numbers: dict[int, int]) -> list[str]:
    """`### MPA @ Round n: ...` (FIDE VCL Q69): how the round differs from the engine's pairing, and what it breaks."""
    rnd = doc["rounds"][r - 1]
    lines = [change["text"] for change in rnd["manual"] if change["change"] == "imported"]
    if not any(change["change"] != "imported" for change in rnd["manual"]):
        return lines
    engine = rnd["engine"]
    made = [f"{numbers[b['white']]}-{numbers[b['black']]}" for b in rnd["boards"]]
    parts = []
    if engine is not None:
        was = {f"{numbers[w]}-{numbers[b]}" for w, b in engine["boards"]}
        now = set(made)
        changed = [pair for pair in made if pair not in was]
        dropped = [pair for pair in (f"{numbers[w]}-{numbers[b]}" for w, b in engine["boards"]) if pair not in now]
        if changed:
            parts.append("boards " + ", ".join(changed) + " instead of the engine's " + (", ".join(dropped) or "none"))
        if engine["pab"] != rnd["pab"]:
            parts.append(f"bye {numbers[rnd['pab']] if rnd['pab'] else 'none'} instead of the engine's "
                         f"{numbers[engine['pab']] if engine['pab'] else 'none'}")
    else:
        parts.append("pairings " + ", ".join(made) + (f", bye {numbers[rnd['pab']]}" if rnd["pab"] else ""))
    if not parts:
        parts.append("changed by hand, same as the engine's pairing in the end")
    warnings = _manual_warnings(doc, r, None)
    text = f"### MPA @ Round {r}: " + "; ".join(parts)
    if warnings:
        text += "; warnings: " + " ".join(warnings)
    lines.append(_clip(text))
    return lines


def from_trf(text: Any, event_id: str | None = None, at: str | None = None) -> Outcome:
    """An event from a TRF file (TRF16 or TRF-2026): players keep their pairing numbers (as ids and fixed numbers),
    games become boards, byes and absences requested byes; 240 records of later rounds and `### MPA` lines are read;
    other lines are kept for export."""
    if not isinstance(text, str):
        raise EventError("wrong_type", f"The TRF file must be text, but it is {_show(text)}.", "trf")
    if len(text) > MAX_TRF_LENGTH:
        raise EventError("out_of_range", "The TRF file is too large.", "trf")
    event_id = _opt_text(event_id, "operation.id", "the event's id", 100)
    at = _opt_text(at, "operation.at", "the import time", 40)
    try:
        t = parse_trf(text)
    except TrfError as exc:
        raise EventError("invalid_trf", f"The TRF file is not valid: {exc}.", "trf", line=exc.line,
                         column=exc.column) from None
    if any(p.accelerations for p in t.players):
        raise EventError("unsupported", "The TRF file has accelerated pairings (250 or XXA records); events do not "
                         "support acceleration yet.", "trf")
    if len(t.players) > MAX_PLAYERS:
        raise EventError("too_many", f"An event holds at most {MAX_PLAYERS} players.", "trf")
    warnings = []
    completed = _completed_in_file(t)
    system, table = scoring.from_model(t.scoring)
    players = []
    for tp in t.players:
        data = {"name": tp.name.strip() or f"Player {tp.number}", "rating": min(tp.rating, MAX_RATING),
                "title": tp.title, "sex": tp.sex, "federation": tp.federation, "fide_id": tp.fide_id,
                "birth": tp.birth, "tpn": tp.number}
        if tp.rating > MAX_RATING:
            raise EventError("invalid_trf", f"Player {tp.number} has rating {tp.rating}; at most {MAX_RATING} is "
                             "allowed.", "trf", player=tp.number)
        if not tp.name.strip():
            warnings.append(f"Player {tp.number} has no name in the file; they are called “{data['name']}”.")
        players.append(_new_player(tp.number, data))
    by_id = {p["id"]: p for p in players}
    rounds = []
    kinds = {Result.HALF_BYE: "half", Result.FULL_BYE: "full", Result.ZERO_BYE: "zero"}
    for r in range(1, completed + 1):
        boards, pab = [], None
        for tp in t.players:
            entry = tp.rounds[r - 1] if r <= len(tp.rounds) else RoundEntry(None, None, Result.ZERO_BYE)
            if entry.opponent is not None:
                if entry.opponent > tp.number:
                    boards.append(_board_from_trf(tp.number, entry, t.player(entry.opponent).rounds[r - 1], r))
            elif entry.result is Result.PAIRING_BYE:
                pab = tp.number
            else:
                by_id[tp.number]["requested_byes"].append({"round": r, "points": kinds[entry.result]})
        boards.sort(key=lambda b: min(b["white"], b["black"]))
        rounds.append({"number": r, "boards": boards, "pab": pab, "engine": None, "notes": [], "manual": []})
    for tp in t.players:  # absences already entered for the round to pair next
        for r in range(completed + 1, len(tp.rounds) + 1):
            by_id[tp.number]["requested_byes"].append({"round": r, "points": kinds[tp.rounds[r - 1].result]})
    kept = []
    for line in t.other_lines:
        mpa = _MPA.match(line)
        later = _LATER_BYES.match(line)
        if mpa and 1 <= int(mpa.group(1)) <= completed:
            rounds[int(mpa.group(1)) - 1]["manual"].append({"change": "imported", "text": line, "warnings": []})
        elif later and int(later.group(2)) > completed:
            r = int(later.group(2))
            for number in map(int, later.group(3).split()):
                byes = by_id[number]["requested_byes"]
                if not any(b["round"] == r for b in byes):
                    byes.append({"round": r, "points": {"H": "half", "F": "full", "Z": "zero"}[later.group(1)]})
        else:
            kept.append(line)
    if t.tournament_type:
        kept.append(f"192 {t.tournament_type}")
    for p in players:
        p["requested_byes"].sort(key=lambda b: b["round"])
    initial = t.initial_colour
    if initial is None:
        initial = infer_initial_colour(build_states(t, completed), completed) if completed else None
        if initial is None:
            initial = Colour.WHITE
            warnings.append("The file does not say which colour the first player had in round 1; white is assumed.")
    total = t.total_rounds
    if total is not None and total < completed:
        raise EventError("invalid_trf", f"The file has {completed} rounds played but declares {total}.", "trf")
    restrictions = [{"id": i, "kind": "other", "label": "", "players": list(f.players), "first_round": f.first_round,
                     "last_round": f.last_round} for i, f in enumerate(t.forbidden, 1)]
    mode = "fide" if system == "chess" else "club"
    if restrictions and mode == "fide":
        warnings.append(_FIDE_RESTRICTIONS)
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    name = t.name[:MAX_NAME]
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "id": event_id or f"trf-{digest}",
        "name": name,
        "created": at,
        "modified": at,
        "settings": {
            "mode": mode,
            "rounds": total,
            "initial_colour": "white" if initial is Colour.WHITE else "black",
            "scoring": {"system": system, **table.as_dict()},
            "requested_byes": {"allowed": [k for k in ("half", "zero") if k in scoring.BYE_KINDS[system]],
                               "limit": None},
            "late_entry_points": "zero",
            "tiebreaks": [],
        },
        "players": players,
        "restrictions": restrictions,
        "rounds": rounds,
        "trf_lines": kept,
        "log": [{"seq": 1, "op": "import_trf", "text": f"Imported from a TRF file: {len(players)} players, "
                 f"{completed} round(s) played."}],
    }
    if at:
        doc["log"][0]["at"] = at
    if warnings:
        doc["log"][0]["warnings"] = list(warnings)
    try:
        validate(doc)
    except EventError as exc:
        raise EventError("invalid_trf", f"The TRF file cannot become an event: {exc.message}", "trf",
                         player=exc.player, round=exc.round) from None
    return Outcome(doc, warnings)


def _completed_in_file(t: Tournament) -> int:
    """Rounds played in the file: the last one with a game or a PAB (later entries are absences to come)."""
    completed = 0
    for p in t.players:
        for r, entry in enumerate(p.rounds, 1):
            if entry.opponent is not None or entry.result is Result.PAIRING_BYE:
                completed = max(completed, r)
    return completed


_TRF_SIDES = {Result.WIN: ("1", False), Result.DRAW: ("1/2", False), Result.LOSS: ("0", False),
              Result.UNRATED_WIN: ("1", True), Result.UNRATED_DRAW: ("1/2", True), Result.UNRATED_LOSS: ("0", True),
              Result.FORFEIT_WIN: ("+", None), Result.FORFEIT_LOSS: ("-", None)}


def _board_from_trf(number: int, mine: RoundEntry, theirs: RoundEntry, r: int) -> dict[str, Any]:
    """The board of a game between `number` and a higher number, from both players' entries."""
    opponent = mine.opponent
    if mine.colour is Colour.BLACK or (mine.colour is None and theirs.colour is Colour.WHITE):
        white, black, white_entry, black_entry = opponent, number, theirs, mine
    else:
        white, black, white_entry, black_entry = number, opponent, mine, theirs
    (w, w_unrated), (b, b_unrated) = _TRF_SIDES[white_entry.result], _TRF_SIDES[black_entry.result]
    result = f"{w}-{b}" if w_unrated is not None else w + b
    if result not in RESULTS or w_unrated != b_unrated:
        raise EventError("invalid_trf", f"Round {r}: players {number} and {opponent} have results "
                         f"“{mine.result.value}” and “{theirs.result.value}”, which do not make one game's result.",
                         "trf", round=r, player=number)
    board: dict[str, Any] = {"white": white, "black": black, "result": result}
    if w_unrated:
        board["unrated"] = True
    if mine.colour is None and theirs.colour is None:
        board["uncoloured"] = True
    return board
