"""The one JSON boundary between the page (through its Web Worker) and the engine.

A request is {"id": <any JSON value>, "op": "<name>", "args": {...}}. The answer is either
{"id": <same>, "ok": true, "result": ...} or {"id": <same>, "ok": false, "error": {...}} where the
error has a `code`, a `message` a tournament director can read, and, when one field is to blame,
its dotted `field` path (e.g. "args.players[2].rating"). `handle` and `handle_json` never raise:
anything unexpected comes back as the error code "internal".

To add an operation, write `def op_name(args: dict) -> result` that raises `RequestError` for bad
input (the checks of swisspair.checks, as `CHECKS`, name the field for you) and register it in `OPS`.
"""

from __future__ import annotations

import json
import math
import platform
import re
import secrets
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from . import __version__, event, roster_csv, roster_text, systems
from .checks import Checks, capitalised, shown_value
from .errors import SwissPairError
from .messages import WordedError, lines_text
from .event import csv_export, plain_text, trf_import, trf_sections
from .event.crosstable import crosstable
from .event.merge import merge
from .event.rebuild import rebuild
from .event.round_view import round_view, round_view_of
from .document import json_changes, prizes
from .event.section_list import section_list
from .event.ops.players import entered_player
from .event.sections import (
    ONLY_SECTION, find_section, first_boards, has_sections, placed_section, section_arg, section_ids, section_name,
    section_view,
)
from .event.ops.sections import OPERATIONS as SECTION_OPERATIONS
from .document.school_teams import school_scores_answer
from .document.from_trf import check_trf_size, check_trf_work
from .event.planning import active_players
from .limits import (
    MAX_CSV_LENGTH, MAX_JSON_FILE, MAX_NAME, MAX_NUMBER_LENGTH, MAX_PARSE_DEPTH, MAX_PLAYERS, MAX_RATING,
    MAX_REQUEST_LENGTH, MAX_ROUNDS, MAX_SECTIONS, MAX_TIEBREAK_CODE, MAX_TIME, MAX_TRF_LENGTH
)
from .model import Colour, Player, Tournament
from .progress import Listener, listening
from .fide_rating.change import as_json as change_json, event_year, rating_changes
from .standings import answer_of, compute_standings, compute_team_standings, standings_answer
from .systems.dutch.explain import explain_lines
from .systems.dutch.pairing import PairingError, format_pairing, pair_round
from .systems.teams.swiss import pair_next_round as pair_next_team_round
from .systems.teams.swiss.explain import explain_lines as explain_team_lines
from .systems.teams.swiss.explain import format_pairing as format_team_pairing
from .tiebreaks import DEFAULT_EDITION, EDITIONS, UnknownTiebreak, lookup
from .tiebreaks.registry import lookup_team
from .trf import TeamTrfFile, TrfError, TrfFile, read_any_trf
from .document.names import MODES


class RequestError(SwissPairError):
    """Bad input to the boundary itself: becomes {"ok": false, "error": {"code", "message", "field", ...}}, its
    field rooted at the request ("args.players[2].rating")."""


CHECKS = Checks(RequestError)


# --- operations --------------------------------------------------------------------------------------

def op_version(args: dict[str, Any]) -> dict[str, Any]:
    CHECKS.check_keys(args, "args", "subject.request_args", required=(), op="version")
    return {"engine": __version__, "python": platform.python_version()}


# Round one does not depend on the event's length (nobody can be a topscorer yet), but the engine needs one:
# a typical open's 9 rounds unless the request says otherwise.
DEFAULT_TOTAL_ROUNDS = 9
ROUND_ONE_RULE = "FIDE Dutch system (C.04.3, rules from 1 February 2026), round one"


@dataclass(frozen=True)
class Entrant:
    id: int  # the caller's id, which the answer uses
    name: str
    rating: int


def read_entrants(value: Any) -> list[Entrant]:
    players = CHECKS.check_list(value, "args.players", "subject.player_list")
    if len(players) < 2:
        raise RequestError.of("request.too_few_players", "args.players", count=len(players))
    if len(players) > MAX_PLAYERS:
        # Counted before any player is read: pairing 2,500 took 10-20 s, past what a request may take.
        raise RequestError.of("request.too_many_players", "args.players", count=len(players), most=MAX_PLAYERS)
    entrants: list[Entrant] = []
    first_with_id: dict[int, int] = {}
    for index, raw in enumerate(players):
        field = f"args.players[{index}]"
        number = {"number": str(index + 1)}
        player = CHECKS.check_object(raw, field, "subject.player_n", **number)
        CHECKS.check_keys(player, field, "subject.player_n", required=("id", "name", "rating"), **number)
        name = CHECKS.check_text(player["name"], f"{field}.name", "subject.name_of_player_n", MAX_NAME, empty=False,
                                 **number).strip()
        player_id = CHECKS.check_int(player["id"], f"{field}.id", "subject.id_of_player_n", 1, None, **number,
                                     name=name)
        rating = CHECKS.check_int(player["rating"], f"{field}.rating", "subject.rating_of_player_n", 0, MAX_RATING,
                                  **number, name=name)
        if player_id in first_with_id:
            earlier = first_with_id[player_id]
            raise RequestError.of("request.duplicate_id", f"{field}.id", number=str(index + 1), name=name,
                                  id=str(player_id), earlier=str(earlier + 1))
        first_with_id[player_id] = index
        entrants.append(Entrant(id=player_id, name=name, rating=rating))
    return entrants


def initial_order(entrants: list[Entrant]) -> list[Entrant]:
    """FIDE's initial order (C.04.2): rating, highest first, then name (titles are not known here); the id
    last, so that the order, and with it the pairing, never depends on the order of the list."""
    return sorted(entrants, key=lambda e: (-e.rating, e.name.casefold(), e.id))


def op_pair_round_one(args: dict[str, Any]) -> dict[str, Any]:
    """Round one by the Dutch engine, for players given by id, name and rating (no TRF needed)."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("players", "initial_colour"),
                  optional=("total_rounds",), op="pair_round_one")
    entrants = read_entrants(args["players"])
    colour = CHECKS.check_choice(args["initial_colour"], "args.initial_colour",
                           "subject.top_player_colour", ("white", "black"))
    total_rounds = CHECKS.check_int(args.get("total_rounds", DEFAULT_TOTAL_ROUNDS), "args.total_rounds",
                                    "subject.number_of_rounds", 1, MAX_ROUNDS)
    ranked = initial_order(entrants)
    # Pairing numbers 1..N follow the initial order: the engine ranks players by them.
    tournament = Tournament(
        players=[Player(number=number, name=e.name, rating=e.rating) for number, e in enumerate(ranked, 1)],
        total_rounds=total_rounds,
        initial_colour=Colour.WHITE if colour == "white" else Colour.BLACK,
    )
    pairing = pair_round(tournament)
    id_of = {number: e.id for number, e in enumerate(ranked, 1)}
    return {
        "rule": ROUND_ONE_RULE,
        "boards": [{"board": number, "white": id_of[b.white], "black": id_of[b.black]}
                   for number, b in enumerate(pairing.boards, 1)],
        "bye": None if pairing.bye is None else id_of[pairing.bye],
    }


def read_trf_arg(text: str) -> TrfFile | TeamTrfFile:
    """The request's TRF file read by the reader of its kind (read_any_trf: a TeamTrfFile for a team event's file,
    else a TrfFile), with the reader's notes as the command line prints them, when it is no larger than the engine
    answers in seconds; a fault in it answers with its line and column."""
    _event_call(lambda: check_trf_size(text))
    try:
        read = read_any_trf(text)
    except TrfError as exc:
        raise RequestError.wrapping("trf.not_valid", exc, f"The TRF file is not valid: {exc}.", "args.trf",
                                    extra={"line": exc.line, "column": exc.column}, line=str(exc.line),
                                    column=str(exc.column)) from None
    _event_call(lambda: check_trf_work(read.tournament))
    return read


def op_pair_trf(args: dict[str, Any]) -> dict[str, Any]:
    """Pair the next round of a TRF file by the FIDE Dutch system (2026 rules); a team event's file (its 192
    FIDE_TEAM code or team records) pairs its teams by FIDE C.04.6, as the command line's `pair` does: each
    "board" is then a match between two teams, and "teams" names them."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("trf",), optional=("explain", "rounds"),
                      op="pair_trf")
    text = CHECKS.check_file_text(args["trf"], "args.trf", "subject.trf_file", MAX_TRF_LENGTH)
    explain_it = args.get("explain", False)
    if not isinstance(explain_it, bool):
        raise RequestError.of("request.not_boolean", "args.explain", name="explain", value=shown_value(explain_it))
    rounds = CHECKS.check_int(args["rounds"], "args.rounds", "subject.number_of_rounds", 1, MAX_ROUNDS) \
        if "rounds" in args else None  # the number of rounds, for a file that does not give it
    read = read_trf_arg(text)
    if isinstance(read, TeamTrfFile):
        return _pair_team_trf(read, rounds, explain_it)
    tournament = read.tournament
    tournament.total_rounds = _total_rounds(tournament.total_rounds, rounds, "142 or XXR")
    try:
        pairing = pair_round(tournament)
    except PairingError as exc:
        raise _pairing_refused(exc) from None
    return {
        "round": pairing.round,
        "boards": [{"board": number, "white": b.white, "black": b.black, "colour_rule": b.rule}
                   for number, b in enumerate(pairing.boards, 1)],
        "bye": pairing.bye,
        "text": format_pairing(pairing),
        **_explained(explain_lines(pairing) if explain_it else None),
        "notes": read.notes,
        "teams": None,
    }


def _pair_team_trf(team: TeamTrfFile, rounds: int | None, explain_it: bool) -> dict[str, Any]:
    """pair_trf of a team event's file: its teams paired by the team engine, in the command line's output form."""
    tournament = team.tournament
    total = _total_rounds(tournament.teams.settings.total_rounds, rounds, "142")
    tournament.teams.settings = replace(tournament.teams.settings, total_rounds=total)
    try:
        pairing = pair_next_team_round(tournament)
    except PairingError as exc:
        raise _pairing_refused(exc) from None
    return {
        "round": pairing.round,
        "boards": [{"board": number, "white": m.white, "black": m.black, "colour_rule": m.colour_rule}
                   for number, m in enumerate(pairing.matches, 1)],
        "bye": pairing.bye,
        "text": format_team_pairing(pairing),
        **_explained(explain_team_lines(pairing) if explain_it else None),
        "notes": team.notes,
        "teams": [{"number": t.number, "name": t.name} for t in sorted(tournament.teams.teams, key=lambda t: t.number)],
    }


def _explained(lines: list[list[dict[str, Any]]] | None) -> dict[str, Any]:
    """Why a TRF round is paired as it is: its English (`explanation`, as the command line's --explain writes it) and
    its lines of clauses (`explanation_lines`), which the page words in the director's language; None when not asked."""
    if lines is None:
        return {"explanation": None, "explanation_lines": None}
    return {"explanation": lines_text(lines), "explanation_lines": lines}


def _total_rounds(declared: int | None, given: int | None, record: str) -> int:
    """The event's number of rounds: the file's (its `record`, "142 or XXR"), else the one given; both must agree."""
    if given is not None and declared not in (None, given):
        raise RequestError.of("trf.rounds_differ", "args.rounds", declared=declared, given=given, record=record)
    total = declared if given is None else given
    if total is None:
        raise RequestError.of("trf.no_rounds", "args.rounds", record=record)
    return total


def _pairing_refused(exc: PairingError) -> RequestError:
    if exc.rule == "input":
        return RequestError.wrapping("trf.cannot_pair", exc, f"The TRF file cannot be paired: {exc}.", "args.trf")
    return RequestError.wrapping("pairing.none", exc, f"No valid pairing exists: {exc}.", extra={"rule": exc.rule})


def op_standings(args: dict[str, Any]) -> dict[str, Any]:
    """The standings of a TRF file: points, then the tie-breaks in the order given, with how each value was
    computed (round by round). A team event's file lists its teams by the team tie-breaks, as the command line's
    `standings` does."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("trf", "tiebreaks"), optional=("edition",),
                      op="standings")
    text = CHECKS.check_file_text(args["trf"], "args.trf", "subject.trf_file", MAX_TRF_LENGTH).strip()
    edition = CHECKS.check_choice(args.get("edition", DEFAULT_EDITION), "args.edition", "subject.edition",
                            EDITIONS)
    read = read_trf_arg(text)
    if isinstance(read, TeamTrfFile):  # its teams' standings, by the team tie-breaks, as the command line lists them
        codes = expect_tiebreaks(args["tiebreaks"], "args.tiebreaks", edition, lookup_team)
        return {**answer_of(compute_team_standings(read.tournament, codes, edition)), "notes": read.notes}
    codes = expect_tiebreaks(args["tiebreaks"], "args.tiebreaks", edition)
    return {**standings_answer(read.tournament, codes, edition), "notes": read.notes}


def expect_tiebreaks(value: Any, field: str, edition: str, find: Callable[[str, str], Any] = lookup) -> list[str]:
    """A list of known tie-break codes (known to `find`: lookup, or lookup_team for a team event), none twice."""
    codes = CHECKS.check_list(value, field, "subject.tiebreak_list")
    seen: dict[str, int] = {}
    for index, code in enumerate(codes):
        where = f"{field}[{index}]"
        CHECKS.check_text(code, where, "subject.tiebreak_n", MAX_TIEBREAK_CODE, empty=False, number=str(index + 1))
        try:
            known = find(code, edition).code
        except UnknownTiebreak as exc:
            raise RequestError.wrapping("request.tiebreak_refused", exc, f"{capitalised(str(exc))}.", where) from None
        if known in seen:
            raise RequestError.of("request.tiebreak_twice", where, tiebreak=known, first=str(seen[known] + 1),
                                  second=str(index + 1))
        seen[known] = index
    return codes


# --- the event document (swisspair.event): each op answers the new document, or an EventError as a
# RequestError whose field is under args ("args.event.players[2].rating", "args.operation.round") -----------

def _event_call(call: Callable[[], Any], flat: bool = False) -> Any:
    """Run an engine function (the event layer's, the roster reader's): its error keeps its code, message and
    where, with the field rooted under the request's args. `flat`: the operation's arguments are the request's
    own (event_new, event_from_trf), so "operation.id" is "args.id"."""
    try:
        return call()
    except SwissPairError as exc:
        field = exc.field
        if field and flat and field.startswith("operation."):
            field = field[len("operation."):]
        raise RequestError(exc.code, exc.message, f"args.{field}" if field else None, exc.player, exc.round,
                           **exc.extra).worded(exc.key, exc.params) from None


def _event_section(args: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any], int | None]:
    """The event a request names, loaded, with the view of the section it names ("section": its id; the first by
    default) and that id. Of a held event with sections only that section is copied (a reader of one section reads
    the others at most, and after a result the page asks such readers of the 300 players it shows, not of 1,500)."""
    section = _event_call(lambda: section_arg(args.get("section"), "section"))
    held = args["event"]
    if isinstance(held, event.KnownEvent) and has_sections(held.doc):
        doc = event.working_copy(held, _event_call(lambda: find_section(held.doc, section, "section"))["id"])
    else:
        doc = _event_call(lambda: event.load(held))
    return doc, _event_call(lambda: section_view(doc, section, "section")), section


def op_event_new(args: dict[str, Any]) -> dict[str, Any]:
    """A new empty event: {"id", "name"?, "mode"?, "rounds"?, "created"?, "initial_colour"?}."""
    return {"event": _event_call(lambda: event.new_event(args), flat=True)}


def op_event_validate(args: dict[str, Any]) -> dict[str, Any]:
    """Is this a valid event (after upgrading an older version)? The answer holds the event at the current
    version, so an older one can be stored upgraded; the error names the field when not. With "answer": "shown"
    it also holds what a read-only link shows of each section, in the sections' order ("views", see shown_views):
    the link's check, standings and round are then one request, which reads the event once."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("answer",),
                      op="event_validate")
    wanted = CHECKS.check_choice(args.get("answer", "event"), "args.answer", "subject.answer", ("event", "shown"))
    # A request read from text (handle_json) is the engine's alone: its event is answered as it is, not copied.
    doc = _event_call(lambda: event.load(args["event"], owned=HELD.written))
    answer = {"valid": True, "version": doc["version"], "event": doc}
    if wanted == "shown":
        answer["views"] = shown_views(doc)
    return answer


def shown_views(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Per section of a checked event (one for an event without sections): its "standings" (as event_standings
    answers them, without the rating changes, which a read-only link does not show) and its "round_view" (as
    event_round_view's), each {"error": ...} in its place when the engine cannot work it out, so that a read-only
    link still shows the rest."""
    views = []
    for section in section_ids(doc) if has_sections(doc) else [None]:
        group = section_view(doc, section)
        views.append({
            "standings": _answer_or_error(lambda: without_workings(event_standings_of(group, DEFAULT_EDITION,
                                                                                      rated=False))),
            "round_view": _answer_or_error(lambda: _event_call(lambda: round_view_of(doc, section))),
        })
    return views


def _answer_or_error(work: Callable[[], Any]) -> Any:
    try:
        return work()
    except SwissPairError as exc:
        return {"error": exc.as_error()}


def op_event_apply(args: dict[str, Any]) -> dict[str, Any]:
    """One operation on the event: {"event", "operation": {"op", ...}, "answer"?} -> {"event", "warnings",
    "round_view"}, the new event's round view (as event_round_view's) in the same answer, so the page shows the
    change at once. With "answer": "changes" the answer gives "changes" (document/json_changes.py) from the event
    sent (or held) to the new one, in place of the new event: a result entered in a 2,000-player event is then a
    few hundred characters to write and read, not megabytes."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event", "operation"), optional=("answer",),
                      op="event_apply")
    wanted = CHECKS.check_choice(args.get("answer", "event"), "args.answer", "subject.answer", ("event", "changes"))
    outcome = _event_call(lambda: event.apply(args["event"], args["operation"]))
    operation = args["operation"]
    # The round view of the section the operation ran on (the first after an operation on the sections themselves).
    section = None if operation["op"] in SECTION_OPERATIONS else operation.get("section")
    answer = {"event": outcome.event, "warnings": outcome.warnings, "round_view": round_view_of(outcome.event, section)}
    if wanted == "changes":
        before = args["event"].doc if isinstance(args["event"], event.KnownEvent) else args["event"]
        answer["changes"] = json_changes.diff(before, outcome.event)
    return answer


def op_event_merge(args: dict[str, Any]) -> dict[str, Any]:
    """Two copies of one event merged by what each did since they parted: {"ours", "theirs", "choices"?} ->
    {"event" (null while a conflict has no choice), "conflicts", "summary", "copies", "left_out", "round_view"}."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("ours", "theirs"), optional=("choices",),
                      op="event_merge")
    choices = CHECKS.check_object(args.get("choices", {}), "args.choices", "subject.merge_choices")
    for key, value in choices.items():
        CHECKS.check_text(value, f"args.choices.{key}", "subject.merge_choice", 100, choice=key)
    answer = _event_call(lambda: merge(args["ours"], args["theirs"], choices))
    answer["round_view"] = round_view_of(answer["event"]) if answer["event"] is not None else None
    return answer


def op_event_rebuild(args: dict[str, Any]) -> dict[str, Any]:
    """The event made again from its record of changes, as the shortest editable link carries it (app/share.js):
    {"record", "history", "entries", "modified", "keys"} -> {"event"}. The page checks it against the sender's
    checksum."""
    CHECKS.check_keys(args, "args", "subject.request_args",
                      required=("record", "history", "entries", "modified", "keys"), op="event_rebuild")
    return {"event": _event_call(lambda: rebuild(args["record"], args["history"], args["entries"], args["modified"],
                                                 args["keys"]))}


def op_event_manual_scope(args: dict[str, Any]) -> dict[str, Any]:
    """What may be changed by hand in the latest round: {"event", "section"?} -> {"round", "allowed", "reason",
    "unplaced"}. The change itself is previewed with event_apply (it stores nothing) and stored only when confirmed."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("section",),
                      op="event_manual_scope")
    _, view, _ = _event_section(args)
    return _event_call(lambda: event.manual_scope(view))


def op_event_pair_next(args: dict[str, Any]) -> dict[str, Any]:
    """Pair the next round of the event (of one section: "section", the first by default): the same as event_apply
    with {"op": "pair_next"}. Each section is paired by a request of its own, so that pairing every section shows
    progress and can stop between them."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("at", "section"),
                      op="event_pair_next")
    operation = {"op": "pair_next", **{key: args[key] for key in ("at", "section") if key in args}}
    outcome = _event_call(lambda: event.apply(args["event"], operation))
    return {"event": outcome.event, "warnings": outcome.warnings}


def op_event_from_trf(args: dict[str, Any]) -> dict[str, Any]:
    """An event from a TRF file: {"trf", "id"?, "at"?} -> {"event", "warnings"}."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("trf",), optional=("id", "at"),
                      op="event_from_trf")
    outcome = _event_call(lambda: event.from_trf(args["trf"], args.get("id"), args.get("at")), flat=True)
    return {"event": outcome.event, "warnings": outcome.warnings}


def op_event_to_trf(args: dict[str, Any]) -> dict[str, Any]:
    """The event (one section of it: "section", the first by default, its 012 record naming the event and the
    section) as a TRF-2026 file: {"event", "section"?} -> {"trf", "warnings"}."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("section",),
                      op="event_to_trf")
    doc, _, section = _event_section(args)
    text, warnings = _event_call(lambda: trf_sections.section_to_trf(doc, section))
    return {"trf": text, "warnings": warnings}


def op_event_standings(args: dict[str, Any]) -> dict[str, Any]:
    """The standings of an event's completed rounds with its own point values and tie-break list:
    {"event", "section"?, "edition"?} -> as op standings, plus "numbers" (player id -> pairing number, as the rows'
    tpn) and, when the event has team scores, "teams" (swisspair.event.school_teams's table). Of one section (the
    first by default). A player's values come without their round lines, and a rating change without its rated
    games: event_working answers them."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("edition", "section"),
                      op="event_standings")
    edition = CHECKS.check_choice(args.get("edition", DEFAULT_EDITION), "args.edition", "subject.edition",
                            EDITIONS)
    return without_workings(_remembered_standings(args, edition))


def op_event_working(args: dict[str, Any]) -> dict[str, Any]:
    """How one player's standings values were computed, round by round, and their rating change game by game (what
    event_standings leaves out): {"event", "section"?, "edition"?, "tpn"} -> {"tpn", "details": {code: {"text",
    "summary", "rounds", ...}}, "rating"?}. The standings of a held event are worked out once for both."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event", "tpn"), optional=("edition", "section"),
                      op="event_working")
    edition = CHECKS.check_choice(args.get("edition", DEFAULT_EDITION), "args.edition", "subject.edition",
                            EDITIONS)
    tpn = CHECKS.check_int(args["tpn"], "args.tpn", "subject.standings_tpn", 1, None)
    working = working_of(_remembered_standings(args, edition), tpn)
    if working is None:
        raise RequestError.of("request.no_working", "args.tpn", tpn=tpn)
    return working


def without_workings(answer: dict[str, Any]) -> dict[str, Any]:
    """A standings answer whose players' values keep their text and summary but not their round lines, and whose
    rating changes keep their totals but not the rated games: at 2,000 players, 11 rounds and four tie-breaks these
    were 16 of the answer's 17 MB, which the page read whole to open a few of them. `working_of` answers one
    player's."""
    rows = answer.get("standings")
    if not isinstance(rows, list):  # a team event's teams (a few, each with its lines), a knockout's places
        return answer
    slim = {**answer, "standings": [{**row, "details": {code: {k: v for k, v in detail.items() if k != "rounds"}
                                                        for code, detail in row["details"].items()}}
                                    for row in rows]}
    if isinstance(answer.get("ratings"), dict):
        slim["ratings"] = {tpn: {k: v for k, v in change.items() if k != "rated_games"}
                           for tpn, change in answer["ratings"].items()}
    return slim


def working_of(answer: dict[str, Any], tpn: int) -> dict[str, Any] | None:
    """One player's values of a standings answer, each with its round lines, and their rating change with its rated
    games (when the answer has rating changes); None when no row has that number."""
    rows = answer.get("standings")
    row = next((r for r in rows if r["tpn"] == tpn), None) if isinstance(rows, list) else None
    if row is None:
        return None
    working = {"tpn": tpn, "details": row["details"]}
    if isinstance(answer.get("ratings"), dict) and str(tpn) in answer["ratings"]:
        working["rating"] = answer["ratings"][str(tpn)]
    return working


def _remembered_standings(args: dict[str, Any], edition: str) -> dict[str, Any]:
    """The whole standings answer of the event (or section) `args` name, kept while the event is held."""
    whole, doc, section = _event_section(args)
    first = section_ids(whole)[0] if section is None else section
    return HELD.remembered(args["event"], ("standings", edition, first), lambda: event_standings_of(doc, edition))


def event_standings_of(doc: dict[str, Any], edition: str, rated: bool = True) -> dict[str, Any]:
    """The standings answer of one group of players (a loaded event, or a section view of one); `rated`: with each
    player's rating change ("ratings")."""
    own = _event_call(lambda: systems.get(doc["settings"]["system"]).standings(doc, edition))
    if own is not None:
        return own
    codes = expect_tiebreaks(doc["settings"]["tiebreaks"], "args.event.settings.tiebreaks", edition)
    tournament, numbers = event.tournament_of(doc)
    standings = compute_standings(tournament, codes, edition)
    answer = {**answer_of(standings), "numbers": {str(pid): n for pid, n in numbers.items()}}
    if rated:
        answer["ratings"] = event_rating_changes(doc, tournament, numbers)
    schools = school_scores_answer(doc, standings, numbers)
    if schools is not None:
        answer["teams"] = schools
    return answer


def op_event_prizes(args: dict[str, Any]) -> dict[str, Any]:
    """Each prize group's ranking (the standings' order within the group) and the combined list of prize winners,
    over every section that has prize groups, in the sections' order: {"event", "edition"?} ->
    swisspair.document.prizes's answer (each part with its section's name, or null for an event without sections)."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("edition",),
                      op="event_prizes")
    edition = CHECKS.check_choice(args.get("edition", DEFAULT_EDITION), "args.edition", "subject.edition",
                                  EDITIONS)
    doc = _event_call(lambda: event.load(args["event"]))
    parts = []
    for index, section in enumerate(section_ids(doc)):
        view = section_view(doc, section)
        if prizes.setting_of(view) is None:
            continue
        name = section_name(doc, section) or None
        standings = HELD.remembered(args["event"], ("standings", edition, section),
                                    lambda: event_standings_of(view, edition))
        if "standings" not in standings or "numbers" not in standings:  # a knockout's places, a team event's teams
            raise RequestError.of("prizes.no_ranking_section" if name else "prizes.no_ranking",
                                  f"args.event.{f'sections[{index}].' if name else ''}settings.system",
                                  system=systems.get(view["settings"]["system"]).label,
                                  **({"section": name} if name else {}))
        parts.append((name, view, prizes.award(view, ranking_of(standings)), standings["rounds"]))
    if not parts:
        raise RequestError.of("prizes.none", f"args.event.settings.{prizes.SETTING}")
    return prizes.answer(parts)


def ranking_of(standings: dict[str, Any]) -> list[prizes.Ranked]:
    """The standings answer's order as the prize groups read it: two players tie exactly when their points and
    every tie-break value are equal (compared, never ordered: the order is the standings')."""
    by_number = {n: int(pid) for pid, n in standings["numbers"].items()}
    codes = [t["code"] for t in standings["tiebreaks"]]
    return [prizes.Ranked(by_number[row["tpn"]], row["rank"], row["points"],
                          (row["points"], *(row["tiebreaks"][code] for code in codes)))
            for row in standings["standings"]]


def event_rating_changes(doc: dict[str, Any], tournament: Tournament, numbers: dict[int, int]) -> dict[str, Any]:
    """Each player's rating change by FIDE B.02, by pairing number: K as the director set it, else derived in the
    year the event starts (or was made)."""
    given = {numbers[p["id"]]: p["k"] for p in doc["players"] if p.get("k") is not None}
    sources = {numbers[p["id"]]: p["k_source"] for p in doc["players"] if p.get("k_source")}
    year = event_year(doc.get("details", {}).get("start_date")) or event_year(doc["created"])
    return {str(tpn): change_json(change) for tpn, change in rating_changes(tournament, given, year, sources).items()}


def op_event_crosstable(args: dict[str, Any]) -> dict[str, Any]:
    """The wall chart of one section (the first by default): {"event", "section"?, "edition"?} ->
    swisspair.event.crosstable's answer."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("edition", "section"),
                      op="event_crosstable")
    edition = CHECKS.check_choice(args.get("edition", DEFAULT_EDITION), "args.edition", "subject.edition",
                            EDITIONS)
    _, doc, _ = _event_section(args)
    system = systems.get(doc["settings"]["system"])
    # A system without a wall chart (a team event's list is of team tie-breaks) or with its own order reads no list.
    own = not system.wall_chart_tiebreaks or system.no_wall_chart is not None
    codes = [] if own else expect_tiebreaks(doc["settings"]["tiebreaks"], "args.event.settings.tiebreaks", edition)
    return _event_call(lambda: crosstable(doc, codes, edition))


def op_event_format_view(args: dict[str, Any]) -> dict[str, Any]:
    """What a round robin or a knockout shows beside its rounds: {"event"} -> the whole Berger schedule or the
    bracket (players by id), of one section ("section", the first by default)."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",),
                      optional=("section",), op="event_format_view")
    _, doc, _ = _event_section(args)
    view = _event_call(lambda: systems.get(doc["settings"]["system"]).format_view(doc))
    if view is None:
        raise RequestError.of("request.no_view", "args.event.settings.system", system=doc["settings"]["system"])
    return view


def op_event_round_view(args: dict[str, Any]) -> dict[str, Any]:
    """What the page shows with the rounds of one section (the first by default): {"event", "section"?} ->
    swisspair.event.round_view's answer (pairing numbers, points before each round, best-of formats, playoff names
    and seeds, boards' printed numbers), players by id."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), optional=("section",),
                      op="event_round_view")
    doc, _, section = _event_section(args)
    view = _event_call(lambda: round_view_of(doc, section))
    sent = args["event"]
    if not isinstance(sent, event.KnownEvent) and doc == sent:
        # The page asks this first when it opens a stored event: the event, checked and at the current version, is
        # held, so that the first result entered goes by its key rather than sending and checking it all again.
        view = {**view, "event_key": HELD.hold(doc)}
    return view


def op_event_plan_rounds(args: dict[str, Any]) -> dict[str, Any]:
    """Recommended and maximum rounds: for an event's section ({"event", "section"?}) or a field ({"players",
    "mode"})."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=(),
                      optional=("event", "section", "players", "mode"), op="event_plan_rounds")
    if "event" in args:
        _, doc, _ = _event_section(args)
        return event.plan_rounds(active_players(doc), doc["settings"]["mode"])
    players = CHECKS.check_int(args.get("players"), "args.players", "subject.number_of_players", 0, MAX_PLAYERS)
    mode = CHECKS.check_choice(args.get("mode", "fide"), "args.mode", "subject.mode", MODES)
    return event.plan_rounds(players, mode)


def op_event_arena(args: dict[str, Any]) -> dict[str, Any]:
    """An event played on a clock (an arena) as the page shows it at the page's time: {"event", "now"}
    (milliseconds since 1970) -> the system's live view (the arena's: the clock, the games in play, who is
    waiting and the live standings), of one section ("section", the first by default)."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event", "now"), optional=("section",),
                      op="event_arena")
    _, doc, _ = _event_section(args)
    now = CHECKS.check_int(args["now"], "args.now", "subject.now", 0, MAX_TIME)
    view = _event_call(lambda: systems.get(doc["settings"]["system"]).live_view(doc, now))
    if view is None:
        raise RequestError.of("request.not_arena", "args.event.settings.system", system=doc["settings"]["system"])
    return view


def _import_name_rounds(args: dict[str, Any]) -> tuple[str | None, int | None]:
    """An import's name for the event when its file gives none, and its number of rounds when its file does not say."""
    name = args.get("name")
    if name is not None:
        name = CHECKS.check_text(name, "args.name", "subject.events_name", MAX_NAME, empty=False).strip()
    rounds = args.get("rounds")
    if rounds is not None:
        rounds = CHECKS.check_int(rounds, "args.rounds", "subject.number_of_rounds", 1, MAX_ROUNDS)
    return name, rounds


def op_event_import_trf(args: dict[str, Any]) -> dict[str, Any]:
    """A new event from a TRF file as another program wrote it, read by the one TRF reader: {"trf", "id"?, "at"?,
    "name"?, "rounds"?, "encoding"?} -> {"event", "warnings", "program", "notes"} (notes: what was read as meant or
    assumed, and the encoding when it is not UTF-8); errors carry line and column."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("trf",),
                      optional=("id", "at", "name", "rounds", "encoding"), op="event_import_trf")
    name, rounds = _import_name_rounds(args)
    encoding = CHECKS.check_choice(args.get("encoding", "UTF-8"), "args.encoding", "subject.encoding",
                                   ("UTF-8", "Windows-1252"))
    imported = _event_call(lambda: trf_import.import_trf(args["trf"], args.get("id"), args.get("at"), name, rounds,
                                                         encoding), flat=True)
    return {"event": imported.outcome.event, "warnings": imported.outcome.warnings, "program": imported.program,
            "notes": imported.notes}


def op_event_trf_files(args: dict[str, Any]) -> dict[str, Any]:
    """Every section's TRF-2026 file, FIDE rating each section as a tournament of its own (TRF has no sections):
    {"event"} -> {"files": [{"section", "name", "trf", "warnings"}]} in the event's order (one for an event without
    sections). One file each rather than the files one after another: no program reads several tournaments from one
    file."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), op="event_trf_files")
    return {"files": _event_call(lambda: trf_sections.sections_to_trf(args["event"]))}


def op_event_import_trf_sections(args: dict[str, Any]) -> dict[str, Any]:
    """A new event whose sections are TRF files, one per section, each read as event_import_trf reads a file:
    {"files": [{"text", "name"?, "encoding"?}], "id"?, "at"?, "name"?, "rounds"?} -> {"event", "files": [{"section",
    "name", "program", "notes", "warnings"}]}; a file's error names it ("args.files[1].text") with its line and
    column."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("files",),
                      optional=("id", "at", "name", "rounds"), op="event_import_trf_sections")
    name, rounds = _import_name_rounds(args)
    imported = _event_call(lambda: trf_sections.import_sections(args["files"], args.get("id"), args.get("at"), name,
                                                                rounds), flat=True)
    return {"event": imported.event, "files": imported.files}


def op_roster_from_csv(args: dict[str, Any]) -> dict[str, Any]:
    """Players read from a CSV file, nothing imported: {"text", "existing"?: [names], "sections"?: [names],
    "new_sections"?: bool} -> {"delimiter", "header", "columns", "new_sections", "unknown_sections", "players": [...],
    "bad_lines": [...], "warnings"}, the players and bad lines as `op_roster_from_text` answers them. A section column
    places each player in the event's section of that name (`sections`: the event's, by name); a name that is none
    of them is a bad line (an event of one section takes the player, with a warning) and is listed in
    "unknown_sections", unless "new_sections" is true: the sections the file names that the event lacks are then
    listed in "new_sections", to be added before the players."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("text",), optional=("existing", *SECTION_ARGS),
                      op="roster_from_csv")
    text = CHECKS.check_file_text(args["text"], "args.text", "subject.csv_file", MAX_CSV_LENGTH)
    names, sections = _existing_names(args), _section_names(args)
    return _event_call(lambda: roster_csv.read_roster_csv(text, names, sections).as_json())


SECTION_ARGS = ("sections", "new_sections")


def _section_names(args: dict[str, Any]) -> roster_csv.SectionNames:
    """The event's sections by name, and whether the sections a list names that the event lacks are to be made."""
    names = CHECKS.check_list(args.get("sections", []), "args.sections", "subject.sections", MAX_SECTIONS)
    create = args.get("new_sections", False)
    if not isinstance(create, bool):
        raise RequestError.of("request.not_boolean", "args.new_sections", name="new_sections",
                              value=shown_value(create))
    return roster_csv.SectionNames([CHECKS.check_text(name, f"args.sections[{index}]", "subject.section_n",
                                                      MAX_NAME, empty=False, number=str(index + 1)).strip()
                                    for index, name in enumerate(names)], create)


def _existing_names(args: dict[str, Any]) -> list[str]:
    """The event's players' names a roster read is checked against."""
    existing = CHECKS.check_list(args.get("existing", []), "args.existing", "subject.existing_players")
    return [CHECKS.check_text(name, f"args.existing[{index}]", "subject.existing_player_n", MAX_NAME,
                              empty=False, number=str(index + 1)).strip()
            for index, name in enumerate(existing)]


def op_roster_from_text(args: dict[str, Any]) -> dict[str, Any]:
    """Players read from a pasted list, nothing imported: {"text", "existing"?: [names]} -> {"players": [{"line",
    "name", "rating", "club", "title", "sex", "federation", "fide_id", "birth", "national_rating", "national_id",
    "section", "flags": [{"field", "text", "message", "doubt"}], "doubtful"}], "bad_lines": [{"line", "text", "reason"}],
    "warnings"} (with "delimiter", "header", "columns" and "new_sections" when the list has a header row and is read
    as a CSV: "sections" and "new_sections" as `op_roster_from_csv` takes them)."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("text",), optional=("existing", *SECTION_ARGS),
                      op="roster_from_text")
    text = CHECKS.check_file_text(args["text"], "args.text", "subject.pasted_list", MAX_CSV_LENGTH)
    names, sections = _existing_names(args), _section_names(args)
    return _event_call(lambda: roster_text.read_roster_text(text, names, sections=sections).as_json())


def op_read_json(args: dict[str, Any]) -> dict[str, Any]:
    """A JSON file's text parsed: {"text"} -> {"value"}; a syntax error names its line and column (the browser's
    own parser does not say where)."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("text",), op="read_json")
    text = CHECKS.check_file_text(args["text"], "args.text", "subject.file", MAX_JSON_FILE)
    return {"value": parse_json(text, "json.the_file")}


TEXT_KINDS = ("pairings", "standings")


def op_event_csv(args: dict[str, Any]) -> dict[str, Any]:
    """The event's standings (every section's) or players as a CSV file for a spreadsheet, headed by the page's words
    in the event's language, numbers with its decimal separator (swisspair.event.csv_export): {"event", "kind":
    "standings" or "players", "headers": {column: word}, "decimal": "." or ",", "edition"?} -> {"csv", "separator"}."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event", "kind", "headers", "decimal"),
                      optional=("edition",), op="event_csv")
    kind = CHECKS.check_choice(args["kind"], "args.kind", "subject.text_kind", tuple(csv_export.KINDS))
    decimal = CHECKS.check_choice(args["decimal"], "args.decimal", "subject.decimal_separator", csv_export.DECIMALS)
    edition = CHECKS.check_choice(args.get("edition", DEFAULT_EDITION), "args.edition", "subject.edition", EDITIONS)
    doc = _event_call(lambda: event.load(args["event"]))
    columns = csv_export.columns_of(doc, kind)
    CHECKS.check_keys(args["headers"], "args.headers", "subject.header_words", required=tuple(columns),
                      optional=tuple(column for column in csv_export.ALL_COLUMNS if column not in columns))
    headers = {column: CHECKS.check_text(args["headers"][column], f"args.headers.{column}", "subject.header_of_column",
                                         MAX_NAME, empty=False, column=column) for column in columns}
    if kind == "players":
        rows = csv_export.players_rows(doc, headers)
    else:
        answers = [event_standings_of(section_view(doc, section), edition) for section in section_ids(doc)]
        rows = csv_export.standings_rows(doc, answers, headers, decimal)
    separator = csv_export.separator_for(decimal)
    return {"csv": csv_export.csv_text(rows, separator), "separator": separator}


def op_event_text(args: dict[str, Any]) -> dict[str, Any]:
    """Pairings of a round (the latest unless "round" is given) or the standings as plain text for a chat,
    aligned for monospace, of one section ("section", the first by default), in English or in the words the page
    gives in the event's language ("words": {message key: its template}, swisspair.event.plain_text.WORDS):
    {"event", "section"?, "kind", "round"?, "edition"?, "words"?} -> {"text"}."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event", "kind"),
                      optional=("round", "edition", "section", "words"), op="event_text")
    kind = CHECKS.check_choice(args["kind"], "args.kind", "subject.text_kind", TEXT_KINDS)
    words = CHECKS.check_object(args.get("words", {}), "args.words", "subject.text_words")
    CHECKS.check_keys(words, "args.words", "subject.text_words", required=(), optional=plain_text.WORDS)
    for key, template in words.items():
        CHECKS.check_text(template, f"args.words.{key}", "subject.text_word", MAX_NAME, empty=False, key=key)
    whole, doc, section = _event_section(args)
    name = section_name(whole, section)
    if kind == "pairings":
        round_number = args.get("round")
        if round_number is not None:
            round_number = CHECKS.check_int(round_number, "args.round", "subject.round", 1, MAX_ROUNDS)
        firsts = first_boards(whole, section)
        r = round_number or len(firsts)
        first = firsts[r - 1] if 1 <= r <= len(firsts) else 1  # a round not paired: pairings_text says so
        return {"text": _event_call(lambda: plain_text.pairings_text(doc, round_number, name, first, words))}
    answer = op_event_standings({**({"edition": args["edition"]} if "edition" in args else {}), "event": doc})
    own = systems.get(doc["settings"]["system"]).standings_text(doc, answer, words)
    if own is not None:
        return {"text": own}
    if not answer["rounds"]:
        raise RequestError.of("request.no_standings")
    return {"text": plain_text.standings_text(doc, answer, name, words)}


def op_event_sections(args: dict[str, Any]) -> dict[str, Any]:
    """The event's sections as the page lists them: {"event"} -> swisspair.event.section_list's answer (each
    section's facts, the players its rule does not take, whether its next round can be paired now)."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event",), op="event_sections")
    doc = _event_call(lambda: event.load(args["event"]))
    return section_list(doc)


def op_event_place(args: dict[str, Any]) -> dict[str, Any]:
    """The section each new player goes to by the sections' rules, as add_player places a player given no section:
    {"event", "players": [player, ...], "prefer"?: the section the director is working in, kept for a player its rule
    takes} -> {"sections": [section id, ...]} (1 each in an event without sections). A player being typed may have no
    name yet."""
    CHECKS.check_keys(args, "args", "subject.request_args", required=("event", "players"), optional=("prefer",),
                      op="event_place")
    doc = _event_call(lambda: event.load(args["event"]))
    players = CHECKS.check_list(args["players"], "args.players", "subject.players_to_place", MAX_PLAYERS)
    prefer = _event_call(lambda: section_arg(args.get("prefer"), "prefer"))
    if not has_sections(doc):
        return {"sections": [ONLY_SECTION] * len(players)}
    return {"sections": [_event_call(lambda: placed_section(doc, entered_player(player, f"players[{index}]", False),
                                                           prefer))
                         for index, player in enumerate(players)]}


OPS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "version": op_version,
    "pair_round_one": op_pair_round_one,
    "pair_trf": op_pair_trf,
    "event_new": op_event_new,
    "event_validate": op_event_validate,
    "event_apply": op_event_apply,
    "event_merge": op_event_merge,
    "event_rebuild": op_event_rebuild,
    "event_manual_scope": op_event_manual_scope,
    "event_pair_next": op_event_pair_next,
    "event_from_trf": op_event_from_trf,
    "event_to_trf": op_event_to_trf,
    "event_plan_rounds": op_event_plan_rounds,
    "event_standings": op_event_standings,
    "event_working": op_event_working,
    "event_prizes": op_event_prizes,
    "event_arena": op_event_arena,
    "event_crosstable": op_event_crosstable,
    "event_import_trf": op_event_import_trf,
    "event_trf_files": op_event_trf_files,
    "event_import_trf_sections": op_event_import_trf_sections,
    "event_text": op_event_text,
    "event_csv": op_event_csv,
    "roster_from_csv": op_roster_from_csv,
    "roster_from_text": op_roster_from_text,
    "read_json": op_read_json,
    "event_format_view": op_event_format_view,
    "event_round_view": op_event_round_view,
    "event_sections": op_event_sections,
    "event_place": op_event_place,
    "standings": op_standings,
}


# --- the event the engine holds between requests --------------------------------------------------------

class HeldEvent:
    """The event of the engine's last answer that held one, so that the page's next request can name it by its key
    ("event_key" in place of "event") instead of sending the whole document again: a 2,000-player event is
    megabytes of JSON to copy to the worker, read and check again for every result entered. Answers that hold an
    event carry its key. A key of an event no longer held (another event answered since, or a restarted engine,
    whose keys start with another token) is refused as "event_not_held": the page then sends the event."""

    def __init__(self) -> None:
        self.token = secrets.token_hex(6)
        self.count = 0
        self.key: str | None = None
        self.event: event.KnownEvent | None = None
        self.answers: dict[tuple[Any, ...], Any] = {}
        self.written = False  # whether the answers are being written as JSON text (handle_json), which shares nothing

    # The arguments that may name the held event by its key: a request's event, and the received copy of a merge
    # (which the page has just had checked, so that it is neither sent nor checked a second time).
    KEYED = {"event_key": "event", "theirs_key": "theirs"}

    def resolve(self, args: dict[str, Any]) -> dict[str, Any]:
        """The request's arguments with the held event in place of its key."""
        for key_name, name in self.KEYED.items():
            if key_name not in args:
                continue
            if name in args:
                raise RequestError.of("request.event_and_key", f"args.{key_name}", name=name)
            if args[key_name] != self.key or self.key is None:
                raise RequestError.of("request.event_not_held", f"args.{key_name}")
            args = {**{arg: value for arg, value in args.items() if arg != key_name}, name: self.event}
        return args

    def keep(self, result: Any) -> Any:
        """The result, with the key of its event when it holds one (which is then the event held). A result that
        gives its event's changes leaves the event itself out: the page makes it from the event it sent."""
        if not (isinstance(result, dict) and isinstance(result.get("event"), dict)):
            return result
        if "changes" in result:  # the event is not answered: nobody else has it to change
            self.held(event.KnownEvent(result["event"]))
            return {**{key: value for key, value in result.items() if key != "event"}, "event_key": self.key}
        return {**result, "event_key": self.hold(result["event"])}

    def hold(self, doc: dict[str, Any]) -> str:
        """Hold `doc`, a checked event that the caller has too, and answer its key. The caller of `handle` may change
        it: then the one held is its text. An answer written as text (the page's) leaves the event to the engine:
        after a pairing the first result reads no text again."""
        return self.held(event.KnownEvent(doc) if self.written else
                         event.KnownEvent(text=json.dumps(doc, ensure_ascii=False, allow_nan=False)))

    def held(self, known: event.KnownEvent) -> str:
        self.count += 1
        self.key = f"{self.token}-{self.count}"
        self.answers = {}
        self.event = known
        return self.key

    @contextmanager
    def writing(self) -> Iterator[None]:
        """The answers made inside the block are written as JSON text, and nothing else keeps them."""
        self.written = True
        try:
            yield
        finally:
            self.written = False

    def remembered(self, document: Any, key: tuple[Any, ...], compute: Callable[[], Any]) -> Any:
        """What `compute()` answers about `document`, worked out once while it is the held event: the page asks the
        standings of a version of the event, and the prizes ranked by them, one after the other, and at 2,000 players
        the standings take the engine seconds. Another document is answered afresh."""
        if self.event is None or document is not self.event:
            return compute()
        if key not in self.answers:
            self.answers[key] = compute()
        return self.answers[key]


HELD = HeldEvent()


# --- the boundary ------------------------------------------------------------------------------------

def failure(request_id: Any, error: dict[str, Any]) -> dict[str, Any]:
    return {"id": request_id, "ok": False, "error": error}


def internal_error(request_id: Any, op: Any, exc: BaseException) -> dict[str, Any]:
    return failure(request_id, {
        "code": "internal",
        "message": f"The engine failed unexpectedly while answering “{op}”. This is a fault in "
                   "SwissPair, not in your data; please report it with your event file.",
        "detail": f"{type(exc).__name__}: {exc}",
        "traceback": "".join(traceback.format_exception(exc)),
    })


def dispatch(request: Any) -> Any:
    envelope = CHECKS.check_object(request, "", "subject.request")
    CHECKS.check_keys(envelope, "", "subject.request", required=("id", "op"), optional=("args",))
    op = envelope["op"]
    if not isinstance(op, str) or op not in OPS:
        known = ", ".join(sorted(OPS))
        raise RequestError.of("request.unknown_op", "op", op=shown_value(op), known=known)
    args = CHECKS.check_object(envelope.get("args", {}), "args", "subject.arguments")
    return HELD.keep(OPS[op](HELD.resolve(args)))


def handle(request: Any) -> dict[str, Any]:
    """Answer one request (a parsed JSON value). Never raises."""
    request_id = request.get("id") if isinstance(request, dict) else None
    op = request.get("op") if isinstance(request, dict) else None
    try:
        return {"id": request_id, "ok": True, "result": dispatch(request)}
    except SwissPairError as exc:  # every error of the family answers the same way
        return failure(request_id, exc.as_error())
    except Exception as exc:  # noqa: BLE001 - the boundary's promise is to answer, whatever happens
        return internal_error(request_id, op, exc)


class NotANumber(WordedError):
    """A number in JSON text that SwissPair cannot use; its message says why."""


def reject_constant(name: str) -> Any:
    raise NotANumber.of("json.constant", name=name)


def check_number_length(text: str) -> str:
    # Refused before converting: the conversion's cost grows with the digits (and Python refuses 4,300).
    if len(text) > MAX_NUMBER_LENGTH:
        raise NotANumber.of("json.number_too_long", count=len(text), most=MAX_NUMBER_LENGTH)
    return text


def checked_int(text: str) -> int:
    return int(check_number_length(text))


def checked_float(text: str) -> float:
    value = float(check_number_length(text))
    if not math.isfinite(value):
        raise NotANumber.of("json.number_too_large", number=text)
    return value


# What a JSON text nests, read without parsing it: everything but brackets dropped, strings whole (the string
# pattern unrolled, which the regex engine runs several times faster).
NOT_BRACKETS = re.compile(r'[^\[\]{}"]+|"[^"\\]*(?:\\.[^"\\]*)*"|"')


def nesting_within(text: str, limit: int) -> bool:
    """Does the JSON text nest at most `limit` levels? Each pass drops the innermost bracket pairs (in C, not one
    character at a time in Python); text left that no pass reduces is malformed, and its depth is counted."""
    brackets = NOT_BRACKETS.sub("", text)
    for _ in range(limit):
        reduced = brackets.replace("[]", "").replace("{}", "")
        if reduced == brackets:
            break
        brackets = reduced
    else:
        return not brackets
    depth = 0
    for bracket in brackets:
        depth += 1 if bracket in "[{" else -1
        if depth > limit:
            return False
    return True


def parse_json(text: str, what: str) -> Any:
    # `what`: the key of the words for what the text is (json.the_request, json.the_file).
    """JSON text as the engine reads it (nested past MAX_PARSE_DEPTH, NaN, Infinity, numbers too large for a double
    and numbers longer than MAX_NUMBER_LENGTH refused); a syntax error is RequestError "bad_json" with its line and
    column."""
    if not nesting_within(text, MAX_PARSE_DEPTH):
        raise RequestError.of("json.too_deep", what_msg=what, most=MAX_PARSE_DEPTH)
    try:
        return json.loads(text, parse_constant=reject_constant, parse_int=checked_int, parse_float=checked_float)
    except json.JSONDecodeError as exc:
        # The parser's own words for the fault (Python's json, in English) stay as they are: they name JSON syntax.
        raise RequestError.of("json.not_valid_at", what_msg=what, line=str(exc.lineno), column=str(exc.colno),
                              fault=exc.msg, extra={"line": exc.lineno, "column": exc.colno}) from None
    except NotANumber as exc:
        raise RequestError.wrapping("json.number_refused", exc, f"{capitalised(what)} cannot be read: {exc}.",
                                    what_msg=what) from None
    except (TypeError, ValueError) as exc:
        raise RequestError.of("json.not_valid", what_msg=what, fault=str(exc)) from None


def handle_json(text: str, progress: Listener | None = None) -> str:
    """Answer one request given as JSON text, with JSON text; `progress` hears how a long one is getting on (see
    swisspair.progress). Never raises."""
    request = None
    try:
        if len(text) > MAX_REQUEST_LENGTH:
            raise RequestError.of("request.too_long", count=len(text), most=MAX_REQUEST_LENGTH)
        request = parse_json(text, "json.the_request")
    except RequestError as exc:
        response = failure(None, exc.as_error())
    else:
        with listening(progress), HELD.writing():
            response = handle(request)
    try:
        return json.dumps(response, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        op = request.get("op") if isinstance(request, dict) else None
        return json.dumps(internal_error(strict_or_none(response["id"]), op, exc), ensure_ascii=False,
                          allow_nan=False, default=repr)


def strict_or_none(value: Any) -> Any:
    """The value when it can be written as strict JSON, else None: an answer must be JSON whatever it echoes."""
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return None
    return value
