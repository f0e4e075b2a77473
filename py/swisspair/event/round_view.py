"""What the page shows with the rounds and asks the engine for, so that the two cannot disagree: each player's
pairing number, everyone's points before each round, and what a system adds to a round (a Counter-Strike
match's best-of format, a Magic playoff round's name and its players' seeds)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import cs_major, magic_swiss
from .derived import pairing_numbers, scores_before
from .document import load
from .schema import is_playoff_round


def _best_of(doc: dict[str, Any], rounds: list[dict[str, Any]]) -> None:
    """Valve: a match is best of three when a win advances or a loss eliminates (cs_major.stage decides)."""
    for match in cs_major.stage(doc).matches:
        rounds[match.round - 1]["formats"].append(match.format.value)


def _playoff(doc: dict[str, Any], rounds: list[dict[str, Any]]) -> None:
    """MTR 10.4: the playoff rounds after the Swiss rounds, named, with the seeds the first of them placed."""
    settings = doc["settings"]
    names = magic_swiss.CUT_ROUND_NAMES.get(magic_swiss.cut_size(doc), ())
    playoff = [entry for r, entry in enumerate(rounds, 1) if is_playoff_round(settings, r)]
    if not playoff:
        return
    seeds = {pid: seed for seed, pid in enumerate(magic_swiss.cut_seeds_played(doc), 1)}
    for name, entry in zip(names, playoff):
        entry["name"] = name
        entry["seeds"] = seeds


# What a system adds to its rounds; a system without an entry adds nothing.
_SYSTEM_PARTS: dict[str, Callable[[dict[str, Any], list[dict[str, Any]]], None]] = {
    "cs_major": _best_of,
    "magic_swiss": _playoff,
}


def round_view(document: Any) -> dict[str, Any]:
    """{"numbers": {id: pairing number}, "rounds": [per paired round: {"scores": {id: tenths before the round},
    "formats": [per board: "Bo1" / "Bo3"] or [], "name": a playoff round's name or None, "seeds": {id: seed}
    or None}]}."""
    doc = load(document)
    rounds = [{"scores": scores, "formats": [], "name": None, "seeds": None} for scores in scores_before(doc)]
    part = _SYSTEM_PARTS.get(doc["settings"]["system"])
    if part is not None and rounds:
        part(doc, rounds)
    return {"numbers": pairing_numbers(doc), "rounds": rounds}
