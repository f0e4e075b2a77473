"""Changes by hand to the latest round (swap two players, set a board, give the bye), what the page may
offer to change, and the warnings for what a pairing breaks."""

from __future__ import annotations

from typing import Any

from ... import messages, scoring
from ... import systems
from ...document.errors import EventError
from ...document.operation import Context, board_arg, round_arg
from ...document.readers import (
    absence_result, build_tournament, clip_text, pairing_numbers, restriction_pairs, round_entries, round_met, unplaced_players,
)
from ...document.values import absence, check_int, check_list, check_optional_int
from ...history import build_states
from ...limits import MAX_ID
from ...model import Colour

# The player a side of a board names, as a refusal says it.
SIDE_SUBJECTS = {"white": "subject.player_with_white", "black": "subject.player_with_black"}


def _no_manual_reason(doc: dict[str, Any]) -> tuple[str, dict[str, str]] | None:
    """Why the latest round of this event cannot be changed by hand (a key of swisspair.messages and its
    parameters), or None when it can."""
    system = systems.get(doc["settings"]["system"])
    if system.fixed_schedule is not None:
        return "manual.fixed_schedule", {"reason_msg": system.fixed_schedule}
    if not doc["rounds"]:
        return "round.none_paired", {}
    fixed = system.round_fixed(doc)
    return None if fixed is None else (fixed, {})


def _manual_round(ctx: Context) -> int:
    """The latest round, when the event allows changing it by hand."""
    refused = _no_manual_reason(ctx.doc)
    if refused is not None:
        key, params = refused
        raise EventError.of(key, "operation.round" if key == "round.none_paired" else "operation.op", **params)
    return round_arg(ctx, latest_only=True)


def _unavailable(doc: dict[str, Any], player: dict[str, Any], r: int) -> dict[str, Any] | None:
    """Why a player cannot be placed in round r, absent or out of it by the system's rules, as parameters of a
    refusal (`absence_msg`); None: they can be."""
    absent = absence(player, r)
    if absent is not None:
        key, said = absent
        return {"absence_msg": key, **said}
    if player["id"] in systems.get(doc["settings"]["system"]).sitting_out(doc, r):
        return {"absence_msg": "absence.sitting_out"}
    return None


def manual_scope(doc: dict[str, Any]) -> dict[str, Any]:
    """What the page may offer to change by hand in the latest round of a valid document (one section's view): whether
    anything (and why not), and the players it may place who have no board; those absent or out of the round by the
    system's rules are not among them. The page asks this rather than working it out, so the two cannot disagree.
    Why not is answered in English (`reason`) and said with its key and parameters, which the page words (`said`).
    The document is only read (checking and copying it again, with the record of an imported file, took longer than
    the answer)."""
    refused = _no_manual_reason(doc)
    r = len(doc["rounds"])
    return {"round": r or None, "allowed": refused is None, "reason": None if refused is None else messages.sentence(*refused),
            "said": None if refused is None else messages.said(refused[0], **refused[1]),
            "unplaced": [p["id"] for p in unplaced_players(doc, r, systems.get(doc["settings"]["system"]).sitting_out)] if r else []}


def op_swap_players(ctx: Context) -> None:
    """Exchange two players' places in the latest round (boards, colours or the bye)."""
    r = _manual_round(ctx)
    rnd = ctx.doc["rounds"][-1]
    pair = check_list(ctx.args["players"], "operation.players", "subject.two_players", 2)
    if len(pair) != 2:
        raise EventError.of("move.swap_two", "operation.players", round=r)
    a, b = (check_int(pid, f"operation.players[{k}]", "subject.a_player", 1, MAX_ID, round=r) for k, pid in enumerate(pair))
    if a == b:
        raise EventError.of("move.swap_different", "operation.players[1]", round=r)
    spots = {a: _spot(ctx, rnd, a, "operation.players[0]"), b: _spot(ctx, rnd, b, "operation.players[1]")}
    for pid, (board, side) in spots.items():
        if board is not None:
            _unplayed_board(rnd, board, r)
    for pid, other in ((a, b), (b, a)):
        board, side = spots[other]
        if board is None:
            rnd["pab"] = pid
        else:
            rnd["boards"][board][side] = pid
    names = {p["id"]: p["name"] for p in ctx.doc["players"]}
    for mover, bye in ((a, b), (b, a)):
        if spots[bye][0] is None:  # the bye is one of the two places: say who goes where
            board, side = spots[mover]
            text = f"{names[mover]} takes the bye; {names[bye]} plays board {board + 1} with {side} instead"
            break
    else:
        text = f"{names[a]} and {names[b]} swapped places"
    _manual(ctx, rnd, "swap", text, {a, b})


def _spot(ctx: Context, rnd: dict[str, Any], pid: int, field: str) -> tuple[int | None, str]:
    """Where a player sits in the round: (board index, "white"/"black") or (None, "pab")."""
    for i, board in enumerate(rnd["boards"]):
        for side in ("white", "black"):
            if board[side] == pid:
                return i, side
    if rnd["pab"] == pid:
        return None, "pab"
    known = any(p["id"] == pid for p in ctx.doc["players"])
    if known:
        raise EventError.of("move.not_placed", field, player=pid, round=rnd["number"], id=str(pid),
                            number=rnd["number"])
    raise EventError.of("event.no_such_player", field, player=pid, round=rnd["number"], id=str(pid))


def _unplayed_board(rnd: dict[str, Any], index: int, r: int) -> None:
    if rnd["boards"][index]["result"] is not None:
        raise EventError.of("move.board_has_result", "operation", round=r, number=r, board=index + 1)


def op_set_board(ctx: Context) -> None:
    """Set a board of the latest round by hand (an existing board, or the next number for a new one).

    The players' previous boards are dissolved and their opponents left without a board, to be placed next.
    """
    r = _manual_round(ctx)
    rnd = ctx.doc["rounds"][-1]
    b = board_arg(ctx, r, extra=1)
    players = {p["id"]: p for p in ctx.doc["players"]}
    chosen = []
    for side in ("white", "black"):
        pid = check_int(ctx.args[side], f"operation.{side}", SIDE_SUBJECTS[side], 1, MAX_ID, round=r)
        if pid not in players:
            raise EventError.of("event.no_such_player", f"operation.{side}", player=pid, round=r, id=str(pid))
        absence = _unavailable(ctx.doc, players[pid], r)
        if absence:
            raise EventError.of("move.absent_from_board", f"operation.{side}", player=pid, round=r,
                                name=players[pid]["name"], number=r, **absence)
        chosen.append(pid)
    white, black = chosen
    if white == black:
        raise EventError.of("move.plays_self", "operation.black", round=r)
    touched = {b - 1} if b <= len(rnd["boards"]) else set()
    touched |= {i for i, board in enumerate(rnd["boards"]) if {board["white"], board["black"]} & {white, black}}
    for i in sorted(touched):
        _unplayed_board(rnd, i, r)
    left = {pid for i in touched for pid in (rnd["boards"][i]["white"], rnd["boards"][i]["black"])} - {white, black}
    if rnd["pab"] in (white, black):
        rnd["pab"] = None
    new_board = {"white": white, "black": black, "result": None}
    if b <= len(rnd["boards"]):
        rnd["boards"][b - 1] = new_board
    else:
        rnd["boards"].append(new_board)
    kept = [board for i, board in enumerate(rnd["boards"]) if i not in touched - {b - 1}]
    rnd["boards"] = kept
    number = kept.index(new_board) + 1
    text = f"Board {number} set by hand: {players[white]['name']} - {players[black]['name']}"
    if left:
        text += "; left without a board: " + ", ".join(players[pid]["name"] for pid in sorted(left))
    _manual(ctx, rnd, "set_board", text, {white, black}, left)


def op_set_pab(ctx: Context) -> None:
    """Give the pairing-allocated bye of the latest round by hand (or take it away with null)."""
    r = _manual_round(ctx)
    rnd = ctx.doc["rounds"][-1]
    players = {p["id"]: p for p in ctx.doc["players"]}
    pid = check_optional_int(ctx.args["player"], "operation.player", "subject.player", 1, MAX_ID, round=r)
    old = rnd["pab"]
    if pid is None:
        if old is None:
            raise EventError.of("move.no_bye", "operation.player", round=r, number=r)
        rnd["pab"] = None
        _manual(ctx, rnd, "set_pab", f"{players[old]['name']} no longer has the bye", set(), {old})
        return
    if pid not in players:
        raise EventError.of("event.no_such_player", "operation.player", player=pid, round=r, id=str(pid))
    absence = _unavailable(ctx.doc, players[pid], r)
    if absence:
        raise EventError.of("move.absent_from_bye", "operation.player", player=pid, round=r, name=players[pid]["name"],
                            number=r, **absence)
    left = set()
    for i, board in enumerate(rnd["boards"]):
        if pid in (board["white"], board["black"]):
            _unplayed_board(rnd, i, r)
            left = {board["white"], board["black"]} - {pid}
            rnd["boards"].pop(i)
            break
    rnd["pab"] = pid
    text = f"Bye given by hand to {players[pid]['name']}"
    if old is not None and old != pid:
        left.add(old)
    if left:
        text += "; left without a board: " + ", ".join(players[p]["name"] for p in sorted(left))
    _manual(ctx, rnd, "set_pab", text, {pid}, left)


def _manual(ctx: Context, rnd: dict[str, Any], change: str, text: str, involved: set[int],
            displaced: set[int] = frozenset()) -> None:
    """Log a manual change in the round with the warnings for what it breaks (FIDE VCL Q66-Q67), and the players
    it moved (so the page can mark their boards). It is history only: pairing the next round reads the boards
    as played, never this log, so no change by hand restricts a later round."""
    warnings = manual_warnings(ctx.doc, rnd["number"], involved)
    rnd["manual"].append({"change": change, "text": clip_text(text), "warnings": [clip_text(w) for w in warnings],
                          "players": sorted(involved | displaced)})
    ctx.warnings.extend(warnings)
    ctx.text = f"Round {rnd['number']}: {text}."


def manual_warnings(doc: dict[str, Any], r: int, involved: set[int] | None) -> list[str]:
    """What the round's pairing (the boards and bye with a player in `involved`; None: all) breaks:
    a rematch, a restriction, a colour rule, both players against their colour preference, a bye to an
    ineligible player or above the lowest score, and players left without a board."""
    rnd = doc["rounds"][r - 1]
    names = {p["id"]: p["name"] for p in doc["players"]}
    numbers = pairing_numbers(doc)
    tournament = build_tournament(doc, numbers, r - 1, r)
    by_number = {s.number: s for s in build_states(tournament, r - 1)}
    states = {pid: by_number[n] for pid, n in numbers.items()}
    entries = round_entries(doc, r - 1)
    present = {p["id"] for p in doc["players"] if absence_result(p, r) is None}
    restricted = restriction_pairs(doc, r, present)
    colours_matter = systems.get(doc["settings"]["system"]).colours_matter(doc["settings"]["mode"])
    last_round = doc["settings"]["rounds"] is not None and r >= doc["settings"]["rounds"]
    table = tournament.scoring
    top_line = (r - 1) * max(table.win, table.draw)  # C.04.3 Art. 1.8: a topscorer has over half of this

    def colour_rule_applies(pid: int) -> bool:
        """C.04.1 f and g hold for everyone; C.04.3 relaxes them only for topscorers in the last round (C10,
        C11 merely minimise them there, and C3 lifts the absolute preference only when a topscorer is paired)."""
        return not (last_round and 2 * states[pid].score > top_line)

    warnings = []
    for board in rnd["boards"]:
        white, black = board["white"], board["black"]
        if involved is not None and not {white, black} & involved:
            continue
        pair = f"{names[white]} - {names[black]}"
        met = round_met(entries, white, black)
        if met:
            warnings.append(f"Rematch: {pair} already played each other in round {met} (C.04.1 b; C.04.3 C1).")
        if frozenset((white, black)) in restricted:
            restriction = restricted[frozenset((white, black))]
            warnings.append(f"Restriction: {pair} must not meet ({restriction['label'] or restriction['kind']}; "
                            "the event's players who must not meet).")
        if not colours_matter:
            continue
        against = 0
        for pid, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
            state = states[pid]
            colours = state.colours + [colour]
            difference = colours.count(Colour.WHITE) - colours.count(Colour.BLACK)
            if colour_rule_applies(pid):
                if abs(difference) > 2:
                    warnings.append(f"Colour rule: {names[pid]} would have a colour difference of {difference:+d} "
                                    "(C.04.1 f).")
                if len(colours) >= 3 and colours[-1] == colours[-2] == colours[-3]:
                    warnings.append(f"Colour rule: {names[pid]} would have {colour.name.lower()} three times in a "
                                    "row (C.04.1 g).")
            if state.preference is not None and state.preference is not colour:
                against += 1
        if against == 2:
            warnings.append(f"Colours: both {names[white]} and {names[black]} get the colour against their preference "
                            "(C.04.3 C12).")
    pab = rnd["pab"]
    if pab is not None and (involved is None or pab in involved):
        state = states[pab]
        if not state.bye_eligible:
            warnings.append(f"Second bye: {names[pab]} already had the pairing-allocated bye or a win without playing "
                            "(C.04.1 d; C.04.3 C2, Art. 4).")
        lowest = min((states[pid].score for pid in present if states[pid].bye_eligible), default=state.score)
        if state.score > lowest:
            warnings.append(f"Bye above the lowest score: {names[pab]} has {scoring.format_tenths(state.score)}; an "
                            f"eligible player has {scoring.format_tenths(lowest)} (C.04.3 C5).")
    unplaced = unplaced_players(doc, r, systems.get(doc["settings"]["system"]).sitting_out)
    if unplaced:
        warnings.append("Without a board or bye: " + ", ".join(p["name"] for p in unplaced) + ".")
    return warnings
