"""The Dutch system with Baku acceleration (system "dutch_baku") in the event document.

The document stores no virtual points: they follow from the players entered for round 1, the number of rounds
and the pairing numbers (swisspair.systems.dutch.acceleration, FIDE C.04.7 / C.04.5.1). Pairing gives the engine's
tournament the TRF-2026 type `FIDE_DUTCH_BAKU`, which adds them to the pairing score of the accelerated rounds
only; standings, the page's scores and tie-breaks read the rounds' results and never see them. TRF export
writes the type and the virtual points as 250 records (TRF-2026's acceleration record); import accepts 250 /
XXA records when they are exactly the Baku acceleration of that file.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from ... import scoring
from ...document.errors import EventError
from ...messages import fraction_param, said
from ...model import Tournament
from .acceleration import BAKU_TYPES, apply_baku_acceleration
from .errors import PairingError

SYSTEM = "dutch_baku"
TOURNAMENT_TYPE = "FIDE_DUTCH_BAKU"


def tournament_type(doc: dict[str, Any]) -> str | None:
    """The TRF 192 type the engine's tournament carries for this event (None: plain Dutch)."""
    return TOURNAMENT_TYPE if doc["settings"].get("system") == SYSTEM else None


def virtual_points(tournament: Tournament) -> dict[int, list[int]]:
    """Pairing number -> virtual points (tenths) per round, for the players of group A; {} when none apply."""
    accelerated = apply_baku_acceleration(replace(tournament, tournament_type=TOURNAMENT_TYPE))
    return {p.number: list(p.accelerations) for p in accelerated.players if any(p.accelerations)}


def round_note(tournament: Tournament, r: int) -> dict[str, Any] | None:
    """What the director reads under an accelerated round: who got how many virtual points, and that they
    never count in the standings. None for a round after the accelerated ones."""
    group_a = {number: points[r - 1] for number, points in virtual_points(tournament).items()
               if r <= len(points) and points[r - 1]}
    if not group_a:
        return None
    tenths = max(group_a.values())
    numbers = sorted(group_a)
    return {"code": "acceleration", "players": [],
            **said("note.acceleration", count=len(numbers), low=numbers[0], high=numbers[-1],
                   points=fraction_param(Fraction(tenths, 10)))}


def export_tournament(doc: dict[str, Any], tournament: Tournament) -> Tournament:
    """The tournament a TRF export writes: a Baku event's type and virtual points (as 250 records)."""
    try:
        return apply_baku_acceleration(replace(tournament, tournament_type=TOURNAMENT_TYPE))
    except PairingError as exc:
        raise EventError.wrapping("trf.cannot_export", exc, f"The event cannot be written as TRF: {exc}.",
                                  "event") from None


def asks_baku(t: Tournament) -> bool:
    """Whether a file asks for Baku acceleration (192 FIDE_DUTCH_BAKU, or 250 / XXA records that are exactly the Baku
    virtual points); False for one without acceleration; any other acceleration is refused naming the first player
    and round where it differs from Baku's."""
    given = {p.number: p.accelerations for p in t.players if any(p.accelerations)}
    asks = (t.tournament_type or "").strip() in BAKU_TYPES
    if not given:
        return asks
    try:
        baku = virtual_points(replace(t, players=[replace(p, accelerations=[]) for p in t.players]))
    except PairingError as exc:
        raise EventError.wrapping("trf.acceleration_unsupported", exc, "The TRF file has accelerated pairings (250 or "
                                  "XXA records), and SwissPair events support only the Baku acceleration: "
                                  f"{exc}.", "trf") from None
    last = max([len(a) for a in given.values()] + [len(a) for a in baku.values()] + [0])
    for p in t.players:
        mine = (given.get(p.number, []) + [0] * last)[:last]
        theirs = (baku.get(p.number, []) + [0] * last)[:last]
        for r, (a, b) in enumerate(zip(mine, theirs), 1):
            if a != b:
                raise EventError.of("trf.acceleration_not_baku", "trf", player=p.number, round=r, who=str(p.number),
                                    given=scoring.format_tenths(a), number=r, baku=scoring.format_tenths(b))
    return True
