"""How many rounds an event should and can have for its number of players."""

from __future__ import annotations

from typing import Any


# ------------------------------------------------------------------------------------------- round planning

from ..systems.magic_swiss.rules import swiss_rounds


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
        rounds = swiss_rounds(players)
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


def active_players(doc: dict[str, Any]) -> int:
    """The entrants still in: players, or in a team event the teams (they are what is paired)."""
    entrants = doc["teams"]["list"] if "teams" in doc else doc["players"]
    return sum(1 for p in entrants if p["withdrawn_round"] is None)
