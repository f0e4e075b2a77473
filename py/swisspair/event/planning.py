"""How many rounds an event should and can have for its number of players."""

from __future__ import annotations

from typing import Any

from .. import systems
from ..messages import clause, clauses_text


def max_rounds(players: int) -> int:
    """The most rounds a Swiss can hold without a rematch: N - 1 for even N (everyone has then met everyone),
    N for odd N (each round one player sits out with the bye)."""
    return players - 1 if players % 2 == 0 else players


def plan_rounds(players: int, mode: str) -> dict[str, Any]:
    """The recommended number of rounds for `players` entrants, the most possible, and why: `reason` in English,
    `reasons` its clauses (swisspair.messages) for the page to word, one sentence."""
    if players < 2:
        return {"players": players, "recommended": None, "maximum": 0, **_why([clause("plan.too_few")])}
    maximum = max_rounds(players)
    # The mode's rules plan the rounds (Magic's Appendix E) where a system holds them, else the default system's.
    planner = next((s for s in systems.REGISTRY.values() if mode in s.plans_modes), systems.get(systems.DEFAULT))
    rounds, reason = planner.recommended_rounds(players)
    reasons = [reason]
    if rounds > maximum:
        reasons.append(clause("plan.no_rematch", players=players, count=maximum))
        rounds = maximum
    return {"players": players, "recommended": rounds, "maximum": maximum, **_why(reasons)}


def _why(reasons: list[dict[str, Any]]) -> dict[str, Any]:
    """The reasons as one English sentence, and as the clauses the page words."""
    text = clauses_text(reasons)
    return {"reason": text[:1].upper() + text[1:] + ".", "reasons": reasons}


def active_players(doc: dict[str, Any]) -> int:
    """The entrants still in: what the event's system pairs (players, or a team event's teams)."""
    entrants = systems.get(doc["settings"]["system"]).entrants(doc)
    return sum(1 for p in entrants if p["withdrawn_round"] is None)
