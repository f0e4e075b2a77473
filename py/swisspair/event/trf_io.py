"""The event as a TRF file and back: export for other programs, import of a file another program wrote."""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from typing import Any, Callable

from .. import scoring
from ..history import build_states, infer_initial_colour
from ..limits import (
    MAX_EVENT_ID, MAX_NAME, MAX_PLAYER_ROUNDS, MAX_PLAYERS, MAX_RATING, MAX_TIME_TEXT, MAX_TRF_LENGTH
)
from ..model import Colour, ForbiddenPairs, Result, RoundEntry, Tournament
from ..trf import TrfError, UnfinishedGame, format_trf, read_trf, round_entry
from .. import systems
from ..document.readers import (
    absence_result, board_entries, build_tournament, clip_text, complete_rounds, pairing_numbers, points_table,
)
from .document import load
from ..document.errors import EventError, Outcome
from ..document.names import FIDE_RESTRICTIONS_NOTE
from .ops import manual_warnings, new_player
from ..document.names import FORMAT, RESULTS, VERSION
from .schema import validate
from ..document.values import check_optional_text, shown_value


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
    complete = complete_rounds(doc, systems.get(doc["settings"]["system"]).sitting_out)
    numbers = pairing_numbers(doc)
    # An imported file's 001 lines are kept: each is written back as it was unless the event now says otherwise.
    as_read = {int(line[4:8]): line for line in doc["trf_lines"] if line.startswith("001")}
    in_progress = complete + 1 if complete < len(doc["rounds"]) else None
    keep_in_progress = in_progress is not None and round_as_read(doc, in_progress, numbers, as_read)
    if keep_in_progress:
        warnings.append(f"Round {in_progress} is not finished; it is written as the imported file had it (paired, "
                        "the games without a result left blank).")
    elif in_progress is not None:
        warnings.append(f"Round {len(doc['rounds'])} is not finished (results missing or players without a board); "
                        "the file holds the rounds before it and the absences of that round.")
    table = points_table(doc)
    extras = [scoring.POINT_NAMES[key] for key, base in (("forfeit_win", "win"), ("half_bye", "draw"),
                                                         ("full_bye", "win")) if getattr(table, key) != getattr(table, base)]
    if extras:
        warnings.append(f"TRF has no place for the points of {', '.join(extras)}; the file counts "
                        "them as a win or a draw.")
    rounds = doc["settings"]["rounds"]
    upcoming = complete + 1 if rounds is None or complete < rounds else None
    tournament = build_tournament(doc, numbers, complete, upcoming, standard_scoring=True)
    lines = [line for line in doc["trf_lines"] if not line.startswith("001")]
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
    tournament = systems.get(doc["settings"]["system"]).export_tournament(doc, tournament)
    tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in r["players"])), r["first_round"],
                                           r["last_round"]) for r in doc["restrictions"]]
    if doc["restrictions"] and doc["settings"]["mode"] == "fide":
        warnings.append(FIDE_RESTRICTIONS_NOTE)
    try:
        text = format_trf(tournament, as_read=as_read, left_out=in_progress, keep_left_out=keep_in_progress)
    except ValueError as exc:
        raise EventError("cannot_export", f"The event cannot be written as TRF: {exc}.", "event") from None
    return text, warnings


def round_as_read(doc: dict[str, Any], r: int, numbers: dict[int, int], as_read: dict[int, str]) -> bool:
    """Whether round r (paired, not finished) is still as the imported file's 001 lines `as_read` have it: every
    player has a line, and each line's round r says what the event says (the same opponent and colour, the same
    result or none yet, the same bye or absence)."""
    rnd = doc["rounds"][r - 1]
    expected: dict[int, RoundEntry | UnfinishedGame] = {}
    for board in rnd["boards"]:
        if board["result"] is None:
            white, black = numbers[board["white"]], numbers[board["black"]]
            expected[white], expected[black] = UnfinishedGame(black, Colour.WHITE), UnfinishedGame(white, Colour.BLACK)
        else:
            for pid, entry in board_entries(board):
                expected[numbers[pid]] = replace(entry, opponent=numbers[entry.opponent]) \
                    if entry.opponent is not None else entry
    if rnd["pab"] is not None:
        expected[numbers[rnd["pab"]]] = RoundEntry(None, None, Result.PAIRING_BYE)
    for p in doc["players"]:
        number = numbers[p["id"]]
        entry = expected.get(number) or RoundEntry(None, None, absence_result(p, r) or Result.ZERO_BYE)
        if number not in as_read or round_entry(as_read[number], r) != entry:
            return False
    return len(as_read) == len(doc["players"])


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
    warnings = manual_warnings(doc, r, None)
    text = f"### MPA @ Round {r}: " + "; ".join(parts)
    if warnings:
        text += "; warnings: " + " ".join(warnings)
    lines.append(clip_text(text))
    return lines


def check_trf_size(text: Any) -> str:
    """A TRF file no larger than the engine reads (its length, its player records), checked before it is read."""
    if not isinstance(text, str):
        raise EventError("wrong_type", f"The TRF file must be text, but it is {shown_value(text)}.", "trf")
    if len(text) > MAX_TRF_LENGTH:
        raise EventError("out_of_range", f"The TRF file has {len(text):,} characters; SwissPair reads files of at "
                         f"most {MAX_TRF_LENGTH:,}.", "trf")
    players = text.count("\n001") + text.startswith("001")
    if players > MAX_PLAYERS:
        raise EventError("too_many", f"The TRF file has {players:,} player lines (001); SwissPair pairs and ranks "
                         f"at most {MAX_PLAYERS:,} players in one event (split a larger field into sections).", "trf")
    return text


def check_trf_work(t: Tournament) -> None:
    """A TRF file read whose rounds are not more than the engine answers in seconds."""
    entries = len(t.players) * t.rounds_played
    if entries > MAX_PLAYER_ROUNDS:
        raise EventError("too_large", f"The TRF file has {len(t.players):,} players and {t.rounds_played} rounds: "
                         f"{entries:,} player-rounds; SwissPair handles at most {MAX_PLAYER_ROUNDS:,}.", "trf")


def read_file(reader: Callable[[str], Any], text: Any, event_id: Any, at: Any) -> tuple[Any, str | None, str | None]:
    """What `reader` (read_trf or read_team_trf) reads of a file no larger than the engine reads, with the import's
    event id and time checked; the reader's TrfError becomes an EventError with its line and column."""
    check_trf_size(text)
    event_id = check_optional_text(event_id, "operation.id", "the event's id", MAX_EVENT_ID)
    at = check_optional_text(at, "operation.at", "the import time", MAX_TIME_TEXT)
    try:
        return reader(text), event_id, at
    except TrfError as exc:
        raise EventError("invalid_trf", f"The TRF file is not valid: {exc}.", "trf", line=exc.line,
                         column=exc.column) from None


def declared_rounds(total: int | None, round_count: int | None, played: int) -> int | None:
    """The event's number of rounds: the file's (142 or XXR), else the one given for a file without; never fewer
    than the rounds played."""
    if round_count is not None:
        if total is not None and round_count != total:
            raise EventError("invalid_trf", f"The file says the event has {total} rounds (its 142 or XXR line), not "
                             f"{round_count}.", "rounds")
        total = round_count
    if total is not None and total < played:
        raise EventError("invalid_trf", f"The file has {played} rounds played but declares {total}.", "trf")
    return total


def imported_document(text: str, event_id: str | None, at: str | None, name: str, settings: dict[str, Any],
                      point_system: str, table: scoring.PointTable, parts: dict[str, Any], summary: str,
                      notes: list[str]) -> dict[str, Any]:
    """The document an import makes, checked: the settings it read (system, options, rounds, initial colour) with
    the point system's, the parts it read (players, rounds ...), and the log's first entry with what it noted."""
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
        "log": [{"seq": 1, "op": "import_trf", "text": summary}],
    }
    if at:
        doc["log"][0]["at"] = at
    if notes:
        doc["log"][0]["warnings"] = notes
    try:
        validate(doc)
    except EventError as exc:
        raise EventError("invalid_trf", f"The TRF file cannot become an event: {exc.message}", "trf",
                         player=exc.player, round=exc.round) from None
    return doc


def players_from_trf(t: Tournament, warnings: list[str]) -> list[dict[str, Any]]:
    """The event's players from a file's 001 lines: pairing numbers become ids and fixed numbers; a player without
    a name gets one, said in `warnings`."""
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
        players.append(new_player(tp.number, data))
    return players


def read_event(text: Any, event_id: str | None = None, at: str | None = None,
               round_count: int | None = None) -> tuple[Outcome, list[str]]:
    """An event from a TRF file (TRF16 or TRF-2026, as swisspair.trf reads it), and the reader's notes (what it read
    as meant and what it assumed): players keep their pairing numbers (as ids and fixed numbers), games become
    boards, byes and absences requested byes; 240 records of later rounds and `### MPA` lines are read; other lines,
    and every 001 line as written, are kept for export. `round_count`: the number of rounds, for a file without."""
    read, event_id, at = read_file(read_trf, text, event_id, at)
    t = read.tournament
    # The system the file declares (a Baku event: its 192 type or acceleration records), else the default one.
    pairing_system = next((s.name for s in systems.REGISTRY.values() if s.reads_trf(t)), systems.DEFAULT)
    check_trf_work(t)
    warnings = []
    completed = t.rounds_played  # later entries are absences to come
    point_system, table = scoring.from_model(t.scoring)
    players = players_from_trf(t, warnings)
    by_id = {p["id"]: p for p in players}
    absent = RoundEntry(None, None, Result.ZERO_BYE)
    rounds = [_round_from_trf(r, {tp.number: tp.rounds[r - 1] if r <= len(tp.rounds) else absent for tp in t.players},
                              by_id) for r in range(1, completed + 1)]
    if read.pending is not None:  # paired, some results still to come: the event's round in progress
        rounds.append(_round_from_trf(read.pending.number, read.pending.entries, by_id))
    for tp in t.players:  # absences already entered for the round to pair next
        for r in range(completed + 1, len(tp.rounds) + 1):
            by_id[tp.number]["requested_byes"].append({"round": r, "points": _BYE_KINDS[tp.rounds[r - 1].result]})
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
    kept += [read.player_lines[number] for number in sorted(read.player_lines)]
    if t.tournament_type and systems.get(pairing_system).trf_type is None:  # a Baku event writes its own 192 line
        kept.append(f"192 {t.tournament_type}")
    for p in players:
        p["requested_byes"].sort(key=lambda b: b["round"])
    initial = t.initial_colour
    if initial is None:
        initial = infer_initial_colour(build_states(t, completed), completed) if completed else None
        if initial is None:
            initial = Colour.WHITE
            warnings.append("The file does not say which colour the first player had in round 1; white is assumed.")
    total = declared_rounds(t.total_rounds, round_count, completed)
    restrictions = [{"id": i, "kind": "other", "label": "", "players": list(f.players), "first_round": f.first_round,
                     "last_round": f.last_round} for i, f in enumerate(t.forbidden, 1)]
    if restrictions and point_system == "chess":
        warnings.append(FIDE_RESTRICTIONS_NOTE)
    doc = imported_document(
        text, event_id, at, t.name,
        {"system": pairing_system, "options": {}, "rounds": total, "initial_colour": initial},
        point_system, table,
        {"players": players, "restrictions": restrictions, "rounds": rounds, "arena": None, "trf_lines": kept},
        f"Imported from a TRF file: {len(players)} players, {completed} round(s) played"
        + (f", round {completed + 1} paired." if read.pending else "."), [*read.notes, *warnings])
    return Outcome(doc, warnings), read.notes


_BYE_KINDS = {Result.HALF_BYE: "half", Result.FULL_BYE: "full", Result.ZERO_BYE: "zero"}


def _round_from_trf(r: int, entries: dict[int, RoundEntry | UnfinishedGame], by_id: dict[int, dict[str, Any]]
                    ) -> dict[str, Any]:
    """Round r of the event from each player's entry of it: boards, the bye, and absences as requested byes."""
    boards, pab = [], None
    for number, entry in sorted(entries.items()):
        if entry.opponent is not None:
            if entry.opponent > number:
                boards.append(board_from_trf(number, entry, entries[entry.opponent], r))
        elif entry.result is Result.PAIRING_BYE:
            if pab is not None:  # a team file's team bye: several players
                raise EventError("invalid_trf", f"Round {r} gives players {pab} and {number} a bye, as a team "
                                 "file gives a team's players: a team file becomes a team event through the "
                                 "import (event_import_trf).", "trf", round=r)
            pab = number
        else:
            by_id[number]["requested_byes"].append({"round": r, "points": _BYE_KINDS[entry.result]})
    boards.sort(key=lambda b: min(b["white"], b["black"]))
    return {"number": r, "boards": boards, "pab": pab, "engine": None, "notes": [], "manual": []}


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
        raise EventError("invalid_trf", f"Round {r}: players {number} and {opponent} have results "
                         f"“{mine.result.value}” and “{theirs.result.value}”, which do not make one game's result.",
                         "trf", round=r, player=number)
    board: dict[str, Any] = {"white": white, "black": black, "result": result}
    if w_unrated:
        board["unrated"] = True
    if mine.colour is None and theirs.colour is None:
        board["uncoloured"] = True
    return board
