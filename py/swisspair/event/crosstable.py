"""The wall chart (crosstable) of an event: one row per player in standings order, one cell per round.

A cell says whom the player met (by the opponent's place in the current standings, as printed wall charts
do, so a reader finds the opponent's row at once), with which colour and how it ended, or why the player had
no game: the pairing-allocated bye, a requested half-, full- or zero-point bye, a late entry's missed round,
a withdrawal, or no board in a round still being paired. Forfeits keep their opponent but are marked apart:
they are unplayed games (C.04.1 b, C.07 Art. 16). The ranking, points and tie-breaks are the standings of
the completed rounds (the same as `event_standings`); the cells also show the round in progress, result by
result, so the chart follows the results as they come in.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .. import messages, scoring
from .. import systems
from ..document.errors import EventError
from ..document.readers import complete_rounds, side_results, points_table, build_tournament, pairing_numbers
from ..model import Result
from ..standings import compute_standings, json_number
from ..tiebreaks import DEFAULT_EDITION

# What the player scored, seen from the player's side: the chart's + − =.
_SYMBOLS = {
    Result.WIN: "+", Result.UNRATED_WIN: "+", Result.FORFEIT_WIN: "+",
    Result.DRAW: "=", Result.UNRATED_DRAW: "=",
    Result.LOSS: "−", Result.UNRATED_LOSS: "−", Result.FORFEIT_LOSS: "−",
}
# Cells without an opponent: (short text on the chart, what it means: a message of swisspair.messages).
ABSENCES = {
    "pab": ("PAB", "chart_legend.pab"),
    "half_bye": ("HPB", "chart_legend.half_bye"),
    "full_bye": ("FPB", "chart_legend.full_bye"),
    "zero_bye": ("ZPB", "chart_legend.zero_bye"),
    "late": ("NP", "chart_legend.late"),
    "not_paired": ("NP", "chart_legend.not_paired"),
    "withdrawn": ("WD", "chart_legend.withdrawn"),
    "out": ("OUT", "chart_legend.out"),
}
_OUTCOMES = ("+ − =", "chart_legend.outcomes")
# Where colours mean nothing (Magic, esports) the chart shows none, and its legend names none.
_OUTCOMES_WITHOUT_COLOURS = ("+ − =", "chart_legend.outcomes_without_colours")
_REST_OF_LEGEND = [
    ("F", "chart_legend.forfeit"),
    *((text, key) for kind, (text, key) in ABSENCES.items() if kind != "late"),
]
LEGEND = [_OUTCOMES, *_REST_OF_LEGEND]
_BYES = {"half": ("half_bye", Result.HALF_BYE), "full": ("full_bye", Result.FULL_BYE),
         "zero": ("zero_bye", Result.ZERO_BYE)}


def points_text(points: Fraction) -> str:
    """Points as a wall chart prints them: 3½, ½, 2, or 0.3 for a custom table's odd values."""
    whole, rest = divmod(points, 1)
    if rest == 0:
        return str(whole)
    if rest == Fraction(1, 2):
        return f"{whole or ''}½"
    return f"{float(points):g}"


def _absence_kind(doc: dict[str, Any], p: dict[str, Any], r: int) -> tuple[str, Result]:
    """Why a player who is on no board and not the PAB has no game in round r (the document's own data)."""
    if r < p["joined_round"]:
        return "late", Result.HALF_BYE if p["late_points"] == "half" else Result.ZERO_BYE
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return "withdrawn", Result.ZERO_BYE
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            return _BYES[bye["points"]]
    if p["id"] in systems.get(doc["settings"]["system"]).sitting_out(doc, r):
        return "out", Result.ZERO_BYE
    return "not_paired", Result.ZERO_BYE


def _round_cells(doc: dict[str, Any], r: int, points_of, coloured: bool) -> dict[int, dict[str, Any]]:
    """Each player's cell for round r, opponents by id (their places are filled in later)."""
    rnd = doc["rounds"][r - 1]
    cells: dict[int, dict[str, Any]] = {}
    for number, board in enumerate(rnd["boards"], 1):
        sides = side_results(board) if board["result"] is not None else (None, None)
        colours = ("w", "b") if coloured and not board.get("uncoloured") else (None, None)
        pairs = ((board["white"], board["black"], colours[0], sides[0]),
                 (board["black"], board["white"], colours[1], sides[1]))
        for pid, opponent, colour, result in pairs:
            if pid is None:  # a team event's board a line-up left empty: nobody's cell
                continue
            forfeit = result in (Result.FORFEIT_WIN, Result.FORFEIT_LOSS)
            kind = "pending" if result is None else "forfeit" if forfeit else "game"
            cells[pid] = {"round": r, "kind": kind, "board": number, "opponent": opponent, "colour": colour,
                          "result": None if result is None else _SYMBOLS[result],
                          "points": None if result is None else points_of(result)}
    if rnd["pab"] is not None:
        cells[rnd["pab"]] = {"round": r, "kind": "pab", "points": points_of(Result.PAIRING_BYE)}
    for p in doc["players"]:
        if p["id"] not in cells:
            kind, result = _absence_kind(doc, p, r)
            cells[p["id"]] = {"round": r, "kind": kind, "points": points_of(result)}
    return cells


def _finish(cell: dict[str, Any] | None, places: dict[int, int]) -> dict[str, Any] | None:
    """The cell with the opponent's place and its short text ("3w+", "5b−F", "PAB")."""
    if cell is None:
        return None
    if "opponent" not in cell:
        text, key = ABSENCES[cell["kind"]]
        return {**cell, "opponent": None, "place": None, "colour": None, "result": None, "board": None,
                "text": text, "meaning": messages.fill(key, {}), "meaning_key": key}
    place = places[cell["opponent"]]
    text = f"{place}{cell['colour'] or ''}{cell['result'] or ''}{'F' if cell['kind'] == 'forfeit' else ''}"
    return {**cell, "place": place, "text": text, "meaning": None, "meaning_key": None}


def _standings(doc: dict[str, Any], codes: list[str], edition: str):
    """The standings the chart follows, by the event's system, and each player's pairing number by id."""
    system = systems.get(doc["settings"]["system"])
    if system.no_wall_chart is not None:
        raise EventError.of(system.no_wall_chart, "event.settings.system")
    if not system.wall_chart_tiebreaks:
        return system.wall_chart_order(doc)
    # What to_tournament gives, without loading the document again (loading checks it all: the slow part).
    numbers = pairing_numbers(doc)
    completed = complete_rounds(doc, system.sitting_out)
    return compute_standings(build_tournament(doc, numbers, completed, None), codes, edition), numbers


def crosstable(doc: dict[str, Any], codes: list[str], edition: str = DEFAULT_EDITION) -> dict[str, Any]:
    """The wall chart: {"name", "rounds", "paired", "after", "tiebreaks", "legend", "rows"}, rows best first,
    each {"id", "tpn", "name", "rating", "place", "shared", "points", "points_text", "tiebreaks": {code: text},
    "cells": [cell or None per round 1..rounds]}. `doc` is a loaded document (`event.load`: checked, current
    version) and `codes` a checked tie-break list; a system whose wall chart has its own order (Magic: MTR
    3.1's) ignores it."""
    standings, numbers = _standings(doc, codes, edition)
    by_number = {number: pid for pid, number in numbers.items()}
    places = {by_number[row.tpn]: row.rank for row in standings.rows}
    sharing: dict[int, int] = {}
    for row in standings.rows:
        sharing[row.rank] = sharing.get(row.rank, 0) + 1

    model = scoring.to_model(points_table(doc))
    paired = len(doc["rounds"])
    columns = max(paired, doc["settings"]["rounds"] or 0)
    coloured = systems.get(doc["settings"]["system"]).colours_matter(doc["settings"]["mode"])
    by_round = [_round_cells(doc, r, model.points, coloured) for r in range(1, paired + 1)]
    players = {p["id"]: p for p in doc["players"]}
    rows = []
    for row in standings.rows:
        pid = by_number[row.tpn]
        cells = [_finish(by_round[r][pid], places) if r < paired else None for r in range(columns)]
        rows.append({
            "id": pid, "tpn": row.tpn, "name": players[pid]["name"], "rating": players[pid]["rating"],
            "place": row.rank, "shared": sharing[row.rank] > 1,
            "points": json_number(row.points), "points_text": points_text(row.points),
            "tiebreaks": {code: value.text for code, value in row.values.items()},
            "cells": cells,
        })
    return {
        "name": doc["name"],
        "rounds": columns,
        "paired": paired,
        "after": min(complete_rounds(doc, systems.get(doc["settings"]["system"]).sitting_out), standings.rounds),
        "tiebreaks": [{"code": t.code, "name": t.name} for t in standings.tiebreaks],
        "legend": [{"text": text, "meaning": messages.fill(key, {}), "key": key}
                   for text, key in (LEGEND if coloured else [_OUTCOMES_WITHOUT_COLOURS, *_REST_OF_LEGEND])],
        "rows": rows,
    }
