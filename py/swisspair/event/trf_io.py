"""The event as a TRF file and back: export for other programs, import of a file another program wrote."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .. import scoring, systems
from ..document.errors import EventError, Outcome
from ..document.from_trf import (
    board_from_trf, check_trf_size, check_trf_work, declared_rounds, imported_document, players_from_trf, read_file,
)
from ..document import details, file_parts
from ..document.readers import (
    absence_result, board_entries, build_tournament, clip_text, complete_rounds, pairing_numbers, points_table,
)
from ..history import build_states, infer_initial_colour
from ..messages import said
from ..model import Colour, ForbiddenPairs, Result, RoundEntry
from ..standings import compute_standings
from ..tiebreaks import DEFAULT_EDITION
from ..trf import TrfWriteError, UnfinishedGame, format_trf, is_team_file, read_trf, round_entry
from .document import load
from .ops import manual_warnings
from .schema import validate
from .sections import has_sections


# --------------------------------------------------------------------------------------------------- TRF


_MPA = re.compile(r"### MPA @ Round (\d+)\b")
_LATER_BYES = re.compile(r"240 ([FHZ]) +(\d+)((?: +\d+)+)\s*$")


def to_trf(document: Any) -> tuple[str, list[dict[str, Any]]]:
    """TRF-2026 text of the event and warnings for what the file cannot hold (messages.said's): the system's own file
    (a team event's team file), else the players' file."""
    doc = load(document)
    if has_sections(doc):  # FIDE rates each section as a tournament of its own: a file is one section's
        raise EventError.of("trf.export_sections", "event.sections", count=len(doc["sections"]))
    own = systems.get(doc["settings"]["system"]).to_trf(doc)
    return own if own is not None else players_trf(doc)


def players_trf(doc: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    """TRF-2026 text of an event's players and warnings for what the file cannot hold.

    The completed rounds are written, with the absences of the next round as its entries (so another
    program pairs that round from the file as SwissPair does); a round without all its results is left out.
    Requested byes of later rounds become 240 records; manual pairing changes `### MPA @ Round n` lines.
    """
    warnings: list[dict[str, Any]] = []
    complete = complete_rounds(doc, systems.get(doc["settings"]["system"]).sitting_out)
    numbers = pairing_numbers(doc)
    # An imported file's 001 lines are kept: each is written back as it was unless the event now says otherwise.
    as_read = {int(line[4:8]): line for line in doc["trf_lines"] if line.startswith("001")}
    in_progress = complete + 1 if complete < len(doc["rounds"]) else None
    keep_in_progress = in_progress is not None and round_as_read(doc, in_progress, numbers, as_read)
    if keep_in_progress:
        warnings.append(said("export.round_as_read", number=in_progress))
    elif in_progress is not None:
        warnings.append(said("export.round_unfinished", number=len(doc["rounds"])))
    table = points_table(doc)
    for key, base in (("forfeit_win", "win"), ("half_bye", "draw"), ("full_bye", "win")):
        if getattr(table, key) != getattr(table, base):
            warnings.append(said("export.points_no_place", outcome_msg=scoring.POINT_WORDS[key]))
    rounds = doc["settings"]["rounds"]
    upcoming = complete + 1 if rounds is None or complete < rounds else None
    tournament = build_tournament(doc, numbers, complete, upcoming, standard_scoring=True)
    header, lines = details.report_header(doc, [line for line in doc["trf_lines"] if not line.startswith("001")])
    lines = header + lines
    ranks = _ranks(doc, numbers, complete) if complete else {}
    for player in tournament.players:
        player.rank = ranks.get(player.number, 0)
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
        warnings.append(said("note.fide_restrictions"))
    try:
        text = format_trf(tournament, as_read=as_read, left_out=in_progress, keep_left_out=keep_in_progress)
    except TrfWriteError as exc:
        raise EventError.wrapping("trf.cannot_export", exc, f"The event cannot be written as TRF: {exc}.",
                                  "event") from None
    return text, warnings


def _ranks(doc: dict[str, Any], numbers: dict[int, int], complete: int) -> dict[int, int]:
    """Each pairing number's place after the completed rounds, by the event's own standings (its system's, else
    points and the event's tie-breaks)."""
    own = systems.get(doc["settings"]["system"]).standings(doc, DEFAULT_EDITION)
    if own is not None:  # a system's own standings; one without places by pairing number (a bracket) leaves none
        return {row["tpn"]: row["rank"] for row in own.get("standings", []) if "tpn" in row and "rank" in row}
    tournament = build_tournament(doc, numbers, complete, None)
    return {row.tpn: row.rank for row in compute_standings(tournament, doc["settings"]["tiebreaks"]).rows}


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
        text += "; warnings: " + " ".join(w["text"] for w in warnings)
    lines.append(clip_text(text))
    return lines


def read_event(text: Any, event_id: str | None = None, at: str | None = None,
               round_count: int | None = None) -> tuple[Outcome, list[dict[str, Any]]]:
    """An event from a TRF file (TRF16 or TRF-2026, as swisspair.trf reads it), and the reader's notes (what it read
    as meant and what it assumed): players keep their pairing numbers (as ids and fixed numbers), games become
    boards, byes and absences requested byes; 240 records of later rounds and `### MPA` lines are read; other lines,
    and every 001 line as written, are kept for export. `round_count`: the number of rounds, for a file without."""
    read, event_id, at = read_file(read_trf, text, event_id, at)
    t = read.tournament
    # The system the file declares (a Baku event: its 192 type or acceleration records), else the default one.
    pairing_system = next((s.name for s in systems.REGISTRY.values() if s.reads_trf(t)), systems.DEFAULT)
    check_trf_work(t)
    warnings: list[dict[str, Any]] = []
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
            warnings.append(said("import.colour_assumed"))
    total = declared_rounds(t.total_rounds, round_count, completed)
    restrictions = [{"id": i, "kind": "other", "label": "", "players": list(f.players), "first_round": f.first_round,
                     "last_round": f.last_round} for i, f in enumerate(t.forbidden, 1)]
    if restrictions and point_system == "chess":
        warnings.append(said("note.fide_restrictions"))
    doc = imported_document(
        text, event_id, at, t.name,
        {"system": pairing_system, "options": {}, "rounds": total, "initial_colour": initial},
        point_system, table,
        {"players": players, "restrictions": restrictions, "rounds": rounds, "arena": None, "trf_lines": kept,
         **details.imported(kept), **file_parts.imported(t)},
        said("log.trf_imported_paired", players=len(players), count=completed, number=str(completed + 1))
        if read.pending else said("log.trf_imported", players=len(players), count=completed), [*read.notes, *warnings])
    return Outcome(checked_import(doc), warnings), read.notes


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
                raise EventError.of("trf.team_bye_in_individual", "trf", round=r, number=r, first=str(pab),
                                    other=str(number))
            pab = number
        else:
            by_id[number]["requested_byes"].append({"round": r, "points": _BYE_KINDS[entry.result]})
    boards.sort(key=lambda b: min(b["white"], b["black"]))
    return {"number": r, "boards": boards, "pab": pab, "engine": None, "notes": [], "manual": []}


def checked_import(doc: dict[str, Any]) -> dict[str, Any]:
    """The document an import made, checked: what a file holds that no event can is the file's fault."""
    try:
        validate(doc)
    except EventError as exc:
        raise EventError.wrapping("trf.cannot_become_event", exc, f"The TRF file cannot become an event: {exc.message}",
                                  "trf", player=exc.player, round=exc.round) from None
    return doc


def read_team_event(text: Any, event_id: str | None = None, at: str | None = None,
                    round_count: int | None = None) -> tuple[Outcome, list[dict[str, Any]]]:
    """An event from a team TRF file, made by the system that reads team files, and the reader's notes."""
    for system in systems.REGISTRY.values():
        read = system.read_team_trf(text, event_id, at, round_count)
        if read is not None:
            doc, warnings, notes = read
            return Outcome(checked_import(doc), warnings), notes
    raise EventError.of("trf.no_team_system", "trf")


def read_any_event(text: Any, event_id: str | None = None, at: str | None = None,
                   round_count: int | None = None) -> tuple[Outcome, list[dict[str, Any]]]:
    """An event from a TRF file of either kind, and the reader's notes: a team event from a team file, else an
    individual one."""
    reader = read_team_event if is_team_file(check_trf_size(text)) else read_event
    return reader(text, event_id, at, round_count)


def from_trf(text: Any, event_id: str | None = None, at: str | None = None) -> Outcome:
    """An event from a TRF file of either kind, without the notes."""
    return read_any_event(text, event_id, at)[0]
