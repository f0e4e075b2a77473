"""What every import of a TRF file shares: the file checked for size before it is read and for work after, its
reader's errors placed, the rounds it declares, its players and games as the document's, and the document it makes
(which the event layer then checks)."""

from __future__ import annotations

import hashlib
import re
from typing import Any, BinaryIO, Callable

from .. import scoring
from ..limits import (MAX_EVENT_ID, MAX_NAME, MAX_PLAYER_ROUNDS, MAX_PLAYERS, MAX_RATING, MAX_TIME_TEXT, MAX_TRF_BYTES,
                      MAX_TRF_LENGTH)
from ..messages import said
from ..model import Colour, Result, RoundEntry, Tournament
from ..trf import TrfError, UnfinishedGame
from .errors import EventError
from .names import FORMAT, RESULTS, VERSION, new_player
from .operation import stored_warnings
from .values import check_optional_text, shown_value

# A player record at the start of a line, whichever line end comes before it (the reader takes CR, LF and CRLF) or
# a byte-order mark: a file of CR line ends counted by LF alone had no player lines and its 9,999 were paired.
_PLAYER_LINE = re.compile(r"(?:\A\ufeff?|\r\n|\r|\n)001")


def read_trf_bytes(f: BinaryIO) -> bytes:
    """A TRF file's bytes, no more than its characters can take: a larger file is refused unread (a 2.5 GB one took
    5 GB of memory to be read whole and then refused for its length)."""
    data = f.read(MAX_TRF_BYTES + 1)
    if len(data) > MAX_TRF_BYTES:
        raise EventError.of("trf.too_many_bytes", "trf", bytes=MAX_TRF_BYTES, most=MAX_TRF_LENGTH)
    return data


def check_trf_size(text: Any) -> str:
    """A TRF file no larger than the engine reads (its length, its player records), checked before it is read."""
    if not isinstance(text, str):
        raise EventError.of("trf.not_text", "trf", value=shown_value(text))
    if len(text) > MAX_TRF_LENGTH:
        raise EventError.of("trf.too_long", "trf", count=len(text), most=MAX_TRF_LENGTH)
    _check_players(len(_PLAYER_LINE.findall(text)))
    return text


def _check_players(players: int) -> None:
    if players > MAX_PLAYERS:
        raise EventError.of("trf.too_many_players", "trf", count=players, most=MAX_PLAYERS)


def check_trf_work(t: Tournament) -> None:
    """A TRF file read whose players and rounds are not more than the engine answers in seconds (the players
    counted again as read: whatever way a file's lines were counted before, the count that is paired is this one)."""
    _check_players(len(t.players))
    entries = len(t.players) * t.rounds_played
    if entries > MAX_PLAYER_ROUNDS:
        raise EventError.of("trf.too_large", "trf", players=len(t.players), rounds=t.rounds_played, entries=entries,
                            most=MAX_PLAYER_ROUNDS)


def read_file(reader: Callable[[str], Any], text: Any, event_id: Any, at: Any) -> tuple[Any, str | None, str | None]:
    """What `reader` (read_trf or read_team_trf) reads of a file no larger than the engine reads, with the import's
    event id and time checked; the reader's TrfError becomes an EventError with its line and column."""
    check_trf_size(text)
    event_id = check_optional_text(event_id, "operation.id", "subject.event_id", MAX_EVENT_ID)
    at = check_optional_text(at, "operation.at", "subject.import_time", MAX_TIME_TEXT)
    try:
        return reader(text), event_id, at
    except TrfError as exc:
        raise EventError.wrapping("trf.not_valid", exc, f"The TRF file is not valid: {exc}.", "trf",
                                  extra={"line": exc.line, "column": exc.column}, line=str(exc.line),
                                  column=str(exc.column)) from None


def declared_rounds(total: int | None, round_count: int | None, played: int) -> int | None:
    """The event's number of rounds: the file's (142 or XXR), else the one given for a file without; never fewer
    than the rounds played."""
    if round_count is not None:
        if total is not None and round_count != total:
            raise EventError.of("trf.rounds_differ", "rounds", declared=total, given=round_count, record="142 or XXR")
        total = round_count
    if total is not None and total < played:
        raise EventError.of("trf.fewer_rounds_than_played", "trf", played=played, declared=total)
    return total


def imported_document(text: str, event_id: str | None, at: str | None, name: str, settings: dict[str, Any],
                      point_system: str, table: scoring.PointTable, parts: dict[str, Any], summary: dict[str, Any],
                      notes: list[dict[str, Any]]) -> dict[str, Any]:
    """The document an import makes (the caller checks it: `validate`): the settings it read (system, options, rounds, initial colour) with
    the point system's, the parts it read (players, rounds ...), and the log's first entry: what was read (`summary`,
    a messages.said) with what it noted (`notes`, messages.said's: the reader's notes and the import's warnings), each
    in English with its words beside."""
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "id": event_id or f"trf-{digest}",
        "name": name[:MAX_NAME],
        "created": at,
        "modified": at,
        "settings": {
            "system": settings["system"],
            "options": settings["options"],
            "mode": "fide" if point_system == "chess" else "club",
            "rounds": settings["rounds"],
            "initial_colour": "white" if settings["initial_colour"] is Colour.WHITE else "black",
            "scoring": {"system": point_system, **table.as_dict()},
            "requested_byes": {"allowed": [k for k in ("half", "zero") if k in scoring.BYE_KINDS[point_system]],
                               "limit": None},
            "late_entry_points": "zero",
            "tiebreaks": [],
        },
        **parts,
        "log": [{"seq": 1, "op": "import_trf", **summary}],
    }
    if at:
        doc["log"][0]["at"] = at
    if notes:
        doc["log"][0].update(stored_warnings(notes))
    return doc


def players_from_trf(t: Tournament, warnings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The event's players from a file's 001 lines: pairing numbers become ids and fixed numbers; a player without
    a name gets one, said in `warnings` (messages.said)."""
    players = []
    for tp in t.players:
        data = {"name": tp.name.strip() or f"Player {tp.number}", "rating": min(tp.rating, MAX_RATING),
                "title": tp.title, "sex": tp.sex, "federation": tp.federation, "fide_id": tp.fide_id,
                "birth": tp.birth, "tpn": tp.number}
        if tp.rating > MAX_RATING:
            raise EventError.of("trf.rating_too_high", "trf", player=tp.number, number=str(tp.number),
                                rating=str(tp.rating), most=str(MAX_RATING))
        if not tp.name.strip():
            warnings.append(said("import.player_unnamed", who=str(tp.number), name=data["name"]))
        players.append(new_player(tp.number, data))
    return players


_TRF_SIDES = {Result.WIN: ("1", False), Result.DRAW: ("1/2", False), Result.LOSS: ("0", False),
              Result.UNRATED_WIN: ("1", True), Result.UNRATED_DRAW: ("1/2", True), Result.UNRATED_LOSS: ("0", True),
              Result.FORFEIT_WIN: ("+", None), Result.FORFEIT_LOSS: ("-", None)}


def board_from_trf(number: int, mine: RoundEntry | UnfinishedGame, theirs: RoundEntry | UnfinishedGame,
                    r: int) -> dict[str, Any]:
    """The board of a game between `number` and a higher number, from both players' entries (a game of the round
    in progress may have no result yet)."""
    opponent = mine.opponent
    if mine.colour is Colour.BLACK or (mine.colour is None and theirs.colour is Colour.WHITE):
        white, black, white_entry, black_entry = opponent, number, theirs, mine
    else:
        white, black, white_entry, black_entry = number, opponent, mine, theirs
    if isinstance(mine, UnfinishedGame) or isinstance(theirs, UnfinishedGame):
        return {"white": white, "black": black, "result": None}
    (w, w_unrated), (b, b_unrated) = _TRF_SIDES[white_entry.result], _TRF_SIDES[black_entry.result]
    result = f"{w}-{b}" if w_unrated is not None else w + b
    if result not in RESULTS or w_unrated != b_unrated:
        raise EventError.of("trf.results_not_one_game", "trf", round=r, player=number, number=r, first=str(number),
                            other=str(opponent), result=mine.result.value, their_result=theirs.result.value)
    board: dict[str, Any] = {"white": white, "black": black, "result": result}
    if w_unrated:
        board["unrated"] = True
    if mine.colour is None and theirs.colour is None:
        board["uncoloured"] = True
    return board
