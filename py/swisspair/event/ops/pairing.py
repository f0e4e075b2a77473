"""The operation that pairs the next round."""

from __future__ import annotations

import copy
from typing import Any

from ... import systems
from ...document.errors import EventError
from ...document.operation import Context
from ...document.readers import absence_result, unplaced_players
from ...document.values import player_label
from ...messages import said


def check_next_round(doc: dict[str, Any]) -> None:
    """Raise EventError saying why the next round cannot be paired now (the system's rules, results missing, a
    player without a board, nobody left); None when it can."""
    system = systems.get(doc["settings"]["system"])
    paired = len(doc["rounds"])
    r = paired + 1
    system.check_next_round(doc, r)
    if paired:
        latest = doc["rounds"][-1]
        missing = [b for b, board in enumerate(latest["boards"], 1) if board["result"] is None]
        if missing:
            raise EventError.of("round.results_missing", f"event.rounds[{paired - 1}].boards", round=paired,
                                number=paired, boards=", ".join(map(str, missing)))
        unplaced = unplaced_players(doc, paired, system.sitting_out)
        if unplaced:
            raise EventError.of("round.leaves_unplaced", f"event.rounds[{paired - 1}]", round=paired,
                                player=unplaced[0]["id"], number=str(paired),
                                names=", ".join(player_label(p) for p in unplaced[:5]))
    present = {p["id"] for p in doc["players"] if absence_result(p, r) is None}
    if not present:
        raise EventError.of("round.nobody", "event.players", round=r, number=r)


def op_pair_next(ctx: Context) -> None:
    """Pair the next round by the event's system."""
    doc = ctx.doc
    system = systems.get(doc["settings"]["system"])
    r = ctx.paired + 1
    ctx.round = r
    check_next_round(doc)
    if ctx.recorded is not None:
        new_round = check_recorded_round(ctx.recorded, r)
    else:
        paired = system.pair(doc, r)
        ctx.warnings.extend(paired.warnings)
        boards = [{"white": white, "black": black, "result": paired.results.get(k)}
                  for k, (white, black) in enumerate(paired.boards)]
        new_round = {
            "number": r,
            "boards": boards,
            "pab": paired.pab,
            "engine": {"boards": [[white, black] for white, black in paired.boards], "pab": paired.pab},
            "notes": paired.notes,
            "manual": [],
            **paired.extra,
        }
    ctx.made = copy.deepcopy(new_round)
    doc["rounds"].append(new_round)
    boards = new_round["boards"]
    pab = new_round["pab"]
    ctx.tell(said("log.round_paired_bye", number=str(r), count=len(boards), name=player_label(_by_id(doc, pab))) if pab
             else said("log.round_paired", number=str(r), count=len(boards)))


def _by_id(doc: dict[str, Any], pid: int) -> dict[str, Any]:
    for p in doc["players"]:
        if p["id"] == pid:
            return p
    raise KeyError(pid)


def check_recorded_round(made: Any, r: int) -> dict[str, Any]:
    """A pairing from the record, applied again as it was made: it must be this round's (the document is checked
    as a whole once the operation is done)."""
    if not isinstance(made, dict) or made.get("number") != r:
        raise EventError.of("round.recorded_not_this", "operation.made", round=r, number=r)
    return copy.deepcopy(made)
