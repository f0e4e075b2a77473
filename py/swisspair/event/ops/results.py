"""The operations on the results: recording or correcting one, and unpairing the latest round."""

from __future__ import annotations

from ... import systems
from ...document.errors import EventError
from ...document.names import FORFEIT_RESULTS, PLAYED_RESULTS, RESULTS
from ...document.operation import Context, board_arg, round_arg
from ...document.values import check_bool, check_choice
from ...messages import said
from ..schema import validate_result


def op_set_result(ctx: Context) -> None:
    """Record a result, or correct one in an earlier round (the pairings made since stay as they are)."""
    r = round_arg(ctx)
    b = board_arg(ctx, r)
    rnd = ctx.doc["rounds"][r - 1]
    board = rnd["boards"][b - 1]
    result = ctx.args["result"]
    if result is None:
        if r < ctx.paired:
            raise EventError.of("result.followed", "operation.result", round=r, number=r)
    else:
        check_choice(result, "operation.result", "subject.result", RESULTS, round=r)
    old = (board["result"], board.get("unrated", False), board.get("games"))
    board["result"] = result
    for key in ("unrated", "games"):
        board.pop(key, None)
    if ctx.args.get("unrated") is not None and check_bool(ctx.args["unrated"], "operation.unrated", "subject.game_unrated", round=r):
        board["unrated"] = True
    if ctx.args.get("games") is not None:
        board["games"] = ctx.args["games"]
    uncoloured = board.pop("uncoloured", False)
    if uncoloured and result in FORFEIT_RESULTS:
        board["uncoloured"] = True
    # The board's fields have the operation's names, so the error names the operation's field.
    validate_result(board, "operation", r, b, ctx.doc["settings"]["scoring"]["system"],
                     latest=r == ctx.paired)
    systems.get(ctx.doc["settings"]["system"]).check_board(ctx.doc["settings"], board, "operation", b, r)
    players = {p["id"]: p for p in ctx.doc["players"]}
    # A team event's board a line-up left empty has no player on that side.
    white, black = (players[pid]["name"] if pid is not None else "no player" for pid in (board["white"], board["black"]))
    # A team event's board without a player on one side says so in words of its own ("no player" is no name).
    named = {**({"white_msg": "log.side_white", "white": white} if board["white"] is not None else
                {"white_msg": "log.side_empty"}),
             **({"black_msg": "log.side_black", "black": black} if board["black"] is not None else
                {"black_msg": "log.side_empty"})}
    if uncoloured and "uncoloured" not in board:
        ctx.warnings.append(said("op_warning.forfeit_uncoloured", **named))
    sides = {"white": white, "black": black} if None not in (board["white"], board["black"]) else named
    outcome = {"result": result} if result is not None else {}
    if old[0] is not None and (old[0], old[1], old[2]) != (result, board.get("unrated", False), board.get("games")):
        ctx.tell(said(result_key(ctx, "corrected", result, "white_msg" in sides), **ctx.board_words(r, b), **sides,
                      old=old[0], **outcome))
        if r < ctx.paired:
            ctx.warnings.append(
                said("op_warning.corrected_next_paired", number=str(r), next=str(r + 1)) if r + 1 == ctx.paired else
                said("op_warning.corrected_rounds_paired", number=str(r), first=str(r + 1), last=str(ctx.paired)))
            if old[0] in FORFEIT_RESULTS and result in PLAYED_RESULTS:
                again = [k for k, later_round in enumerate(ctx.doc["rounds"][r:], r + 1)
                         if any({lb["white"], lb["black"]} == {board["white"], board["black"]}
                                for lb in later_round["boards"])]
                if again:
                    ctx.warnings.append(said("op_warning.corrected_met_again", white=white, black=black,
                                             again=str(again[0]), number=str(r)))
    else:
        ctx.tell(said(result_key(ctx, "", result, "white_msg" in sides), **ctx.board_words(r, b), **sides, **outcome))


# A result's log sentence by (in an event of sections, corrected, cleared): its round and board, the section's too.
RESULT_KEYS = {
    (False, "", False): "log.result", (False, "", True): "log.result_cleared",
    (False, "corrected", False): "log.result_corrected", (False, "corrected", True): "log.result_corrected_cleared",
    (True, "", False): "log.section_result", (True, "", True): "log.section_result_cleared",
    (True, "corrected", False): "log.section_result_corrected",
    (True, "corrected", True): "log.section_result_corrected_cleared",
}


# The same on a team event's board a line-up left empty on one side (its sides said by nested words).
TEAM_BOARD_KEYS = {
    (False, "", False): "log.team_board_result", (False, "", True): "log.team_board_cleared",
    (False, "corrected", False): "log.team_board_corrected",
    (False, "corrected", True): "log.team_board_corrected_cleared",
    (True, "", False): "log.section_team_board_result", (True, "", True): "log.section_team_board_cleared",
    (True, "corrected", False): "log.section_team_board_corrected",
    (True, "corrected", True): "log.section_team_board_corrected_cleared",
}


def result_key(ctx: Context, corrected: str, result: str | None, empty_side: bool = False) -> str:
    return (TEAM_BOARD_KEYS if empty_side else RESULT_KEYS)[bool(ctx.section_name), corrected, result is None]


def op_unpair_latest(ctx: Context) -> None:
    """Remove the latest round's pairing; with results entered, only when told to discard them."""
    if not ctx.paired:
        raise EventError.of("round.none_paired", "operation.op")
    r = ctx.paired
    rnd = ctx.doc["rounds"][-1]
    with_results = [b for b, board in enumerate(rnd["boards"], 1) if board["result"] is not None]
    discard = check_bool(ctx.args.get("discard_results", False), "operation.discard_results", "subject.discard_results")
    if with_results and not discard:
        raise EventError.of("round.unpair_has_results", "operation.discard_results", round=r, number=r,
                            boards=", ".join(map(str, with_results)))
    ctx.doc["rounds"].pop()
    ctx.round = r
    ctx.tell(said("log.round_unpaired_dropped", number=str(r), boards=", ".join(map(str, with_results))) if with_results
             else said("log.round_unpaired", number=str(r)))
