"""How many rounds an event should and can have for its number of players."""

from __future__ import annotations

from typing import Any

from .. import systems


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
    # The mode's rules plan the rounds (Magic's Appendix E) where a system holds them, else the default system's.
    planner = next((s for s in systems.REGISTRY.values() if mode in s.plans_modes), systems.get(systems.DEFAULT))
    rounds, reason = planner.recommended_rounds(players)
    if rounds > maximum:
        reason += f"; but {players} players can play at most {maximum} rounds without a rematch"
        rounds = maximum
    return {"players": players, "recommended": rounds, "maximum": maximum, "reason": reason + "."}


def active_players(doc: dict[str, Any]) -> int:
    """The entrants still in: what the event's system pairs (players, or a team event's teams)."""
    entrants = systems.get(doc["settings"]["system"]).entrants(doc)
    return sum(1 for p in entrants if p["withdrawn_round"] is None)
