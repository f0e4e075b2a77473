"""The operations on an event: each takes the document and its arguments and gives the new document."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import scoring
from . import arena_block, baku, system_rules, systems
from ..dutch.completion import pair_all
from ..dutch.pairing import PairingError, RoundPairing, pair_round
from ..dutch.round import Round
from ..history import PlayerState, build_states
from ..matching import max_weight_matching
from ..model import Colour, ForbiddenPairs, Result, Tournament
from .derived import _absence, _clip, _entries, _met, _restriction_pairs, _tournament, _unplaced, pairing_numbers
from .document import load
from .errors import EventError, Outcome
from .migrations import _next_seq
from .planning import _active_players, max_rounds
from .schema import (
    COLOURS, FORFEIT_RESULTS, LATE_POINTS, MAX_ID, MAX_NAME, MAX_PLAYERS, MAX_RATING, MAX_RESTRICTIONS, MAX_ROUNDS,
    MODES, PLAYED_RESULTS, PLAYER_TEXTS, RESTRICTION_KINDS, RESULTS, SYSTEM_MODES, SYSTEMS, _check_json,
    _validate_result, check_system_board, check_system_mode, is_playoff_round, system_options, validate
)
from .values import (
    _absence_text, _bool, _cap, _choice, _int, _keys, _label, _list, _obj, _opt_int, _opt_text, _show, _text
)


# --------------------------------------------------------------------------------------------- operations


@dataclass
class _Context:
    """One operation being applied to a copy of the document."""

    doc: dict[str, Any]
    args: dict[str, Any]
    warnings: list[str] = field(default_factory=list)
    text: str = ""
    round: int | None = None

    def player(self, key: str = "player") -> dict[str, Any]:
        pid = _int(self.args[key], f"operation.{key}", "the player", 1, MAX_ID)
        for p in self.doc["players"]:
            if p["id"] == pid:
                return p
        raise EventError("unknown_player", f"There is no player with id {pid} in this event.", f"operation.{key}",
                         player=pid)

    @property
    def paired(self) -> int:
        return len(self.doc["rounds"])


def _next_id(items: list[dict[str, Any]]) -> int:
    return max((item["id"] for item in items), default=0) + 1


def _player_fields(raw: Any, field: str, require_name: bool) -> dict[str, Any]:
    """The player data an operation gives (name, rating, title, ...), checked."""
    data = _obj(raw, field, "the player")
    _keys(data, field, "the player", ("name",) if require_name else (), ("name", "rating", *PLAYER_TEXTS, "tpn"))
    out: dict[str, Any] = {}
    if "name" in data:
        out["name"] = _text(data["name"], f"{field}.name", "the player's name", MAX_NAME, empty=False).strip()
    if "rating" in data:
        out["rating"] = _int(data["rating"], f"{field}.rating", "the rating", 0, MAX_RATING)
    for key, (what, longest) in PLAYER_TEXTS.items():
        if key in data:
            out[key] = _text(data[key], f"{field}.{key}", f"the {what}", longest).strip()
    if "tpn" in data:
        out["tpn"] = _opt_int(data["tpn"], f"{field}.tpn", "the fixed pairing number", 1, MAX_PLAYERS)
    return out


def _new_player(pid: int, data: dict[str, Any]) -> dict[str, Any]:
    player = {"id": pid, "name": "", "rating": 0, **{key: "" for key in PLAYER_TEXTS}, "tpn": None, "joined_round": 1,
              "late_points": "zero", "withdrawn_round": None, "requested_byes": []}
    player.update(data)
    return player


def _check_tpn(ctx: _Context, player: dict[str, Any], field: str) -> None:
    tpn = player["tpn"]
    if tpn is None:
        return
    count = len(ctx.doc["players"])
    if tpn > count:
        raise EventError("out_of_range", f"Pairing number {tpn} is more than the number of players ({count}).",
                         field, player=player["id"])
    for other in ctx.doc["players"]:
        if other is not player and other["tpn"] == tpn:
            raise EventError("duplicate", f"{_label(other)} already has pairing number {tpn}.", field,
                             player=player["id"])


def _numbering_warning(ctx: _Context, before: dict[int, int]) -> None:
    """After round 1, renumbering matters to the director: say who moved."""
    if not ctx.paired:
        return
    after = pairing_numbers(ctx.doc)
    moved = sorted((p for p in ctx.doc["players"] if p["id"] in before and before[p["id"]] != after[p["id"]]),
                   key=lambda p: after[p["id"]])
    if moved:
        listed = ", ".join(f"{p['name']} {before[p['id']]} → {after[p['id']]}" for p in moved[:8])
        more = f" and {len(moved) - 8} more" if len(moved) > 8 else ""
        ctx.warnings.append(f"Pairing numbers change for the rounds still to pair: {listed}{more}.")


def op_add_player(ctx: _Context) -> None:
    """Add a player before round 1 is paired."""
    if ctx.paired:
        raise EventError("already_started", "Round 1 is already paired: add the player as a late entry instead.",
                         "operation.op")
    if len(ctx.doc["players"]) >= MAX_PLAYERS:
        raise EventError("too_many", f"An event holds at most {MAX_PLAYERS} players.", "operation.player")
    player = _new_player(_next_id(ctx.doc["players"]), _player_fields(ctx.args["player"], "operation.player", True))
    ctx.doc["players"].append(player)
    _check_tpn(ctx, player, "operation.player.tpn")
    ctx.text = f"Added {_label(player)}."


def op_edit_player(ctx: _Context) -> None:
    """Change a player's details (name, rating, title, ... or fixed pairing number), at any time."""
    player = ctx.player()
    changes = _player_fields(ctx.args["changes"], "operation.changes", False)
    if not changes:
        raise EventError("empty", "The changes name nothing to change.", "operation.changes")
    before = pairing_numbers(ctx.doc)
    old = {key: player[key] for key in changes}
    player.update(changes)
    _check_tpn(ctx, player, "operation.changes.tpn")
    _numbering_warning(ctx, before)
    described = ", ".join(f"{key} {_show(old[key])} → {_show(value)}" for key, value in changes.items()
                          if old[key] != value)
    ctx.text = f"Edited {_label(player)}: {described or 'nothing changed'}."


def op_remove_player(ctx: _Context) -> None:
    """Remove a player before round 1 is paired (later, withdraw them: their games stay)."""
    player = ctx.player()
    if ctx.paired:
        raise EventError("already_started", f"Round 1 is already paired: withdraw {player['name']} instead; "
                         "games already played stay.", "operation.player", player=player["id"])
    if arena_block.started(ctx.doc):
        raise EventError("already_started", f"The arena has started: pause {player['name']} instead; games "
                         "already played stay.", "operation.player", player=player["id"])
    numbers = pairing_numbers(ctx.doc)
    gone = numbers[player["id"]]
    ctx.doc["players"].remove(player)
    for other in ctx.doc["players"]:  # close the gap the fixed numbers would leave
        if other["tpn"] is not None and other["tpn"] > gone:
            other["tpn"] -= 1
    kept = []
    for restriction in ctx.doc["restrictions"]:
        if player["id"] in restriction["players"]:
            restriction["players"].remove(player["id"])
            if len(restriction["players"]) < 2:
                ctx.warnings.append(f"Restriction {restriction['id']} ({restriction['label'] or restriction['kind']}) "
                                    "is removed: it has only one player left.")
                continue
        kept.append(restriction)
    ctx.doc["restrictions"] = kept
    ctx.text = f"Removed {_label(player)}."


def op_late_entry(ctx: _Context) -> None:
    """A player who joins at round k (the next round to pair by default, or a later one): the rounds before k
    count as missed, 0 or ½ point each."""
    settings = ctx.doc["settings"]
    last = settings["rounds"] if settings["rounds"] is not None else MAX_ROUNDS
    if ctx.paired >= last:
        raise EventError("finished", f"All {last} rounds are paired; there is no round left to join.",
                         "operation.op")
    first = max(2, ctx.paired + 1)
    if first > last:
        raise EventError("out_of_range", "The event has one round: a player joins it as a normal entry.",
                         "operation.op")
    joined = _int(ctx.args.get("round", first), "operation.round", "the round the player joins", first, last)
    if len(ctx.doc["players"]) >= MAX_PLAYERS:
        raise EventError("too_many", f"An event holds at most {MAX_PLAYERS} players.", "operation.player")
    data = _player_fields(ctx.args["player"], "operation.player", True)
    missed = _choice(ctx.args.get("missed_points", settings["late_entry_points"]), "operation.missed_points",
                     "the points of the missed rounds", LATE_POINTS)
    before = pairing_numbers(ctx.doc)
    player = _new_player(_next_id(ctx.doc["players"]), data)
    player["joined_round"] = joined
    player["late_points"] = missed
    ctx.doc["players"].append(player)
    _check_tpn(ctx, player, "operation.player.tpn")
    _numbering_warning(ctx, before)
    ctx.round = joined
    ctx.text = (f"Late entry: {_label(player)} joins in round {joined}; rounds 1-{joined - 1} count as missed "
                f"({'½ point' if missed == 'half' else '0 points'} each).")


def op_withdraw(ctx: _Context) -> None:
    """Withdraw a player from a round still to pair on: earlier results stay, later rounds are not paired."""
    player = ctx.player()
    r = _int(ctx.args.get("round", ctx.paired + 1), "operation.round", "the first round missed",
             max(ctx.paired + 1, player["joined_round"]), MAX_ROUNDS, player=player["id"])
    current = player["withdrawn_round"]
    if current is not None and current <= ctx.paired:
        raise EventError("already_withdrawn", f"{player['name']} already withdrew from round {current}, which is "
                         "paired.", "operation.player", player=player["id"])
    dropped = [b for b in player["requested_byes"] if b["round"] >= r]
    player["requested_byes"] = [b for b in player["requested_byes"] if b["round"] < r]
    if dropped:
        ctx.warnings.append(f"{player['name']}'s requested byes for round(s) "
                            f"{', '.join(str(b['round']) for b in dropped)} are cancelled.")
    player["withdrawn_round"] = r
    ctx.round = r
    ctx.text = f"{_label(player)} withdraws from round {r} on."


def op_cancel_withdrawal(ctx: _Context) -> None:
    """Undo a withdrawal that has not yet taken effect (no round paired without the player)."""
    player = ctx.player()
    current = player["withdrawn_round"]
    if current is None:
        raise EventError("not_withdrawn", f"{player['name']} has not withdrawn.", "operation.player",
                         player=player["id"])
    if current <= ctx.paired:
        raise EventError("already_paired", f"Round {current} was paired without {player['name']}; the withdrawal "
                         f"can only move to round {ctx.paired + 1} or later now.", "operation.player",
                         player=player["id"], round=current)
    player["withdrawn_round"] = None
    ctx.text = f"{_label(player)}'s withdrawal from round {current} is cancelled."


def op_request_bye(ctx: _Context) -> None:
    """A requested bye (½, 1 or 0 points, as the settings allow) for a round still to pair."""
    player = ctx.player()
    settings = ctx.doc["settings"]
    last = settings["rounds"] if settings["rounds"] is not None else MAX_ROUNDS
    r = _int(ctx.args["round"], "operation.round", "the round of the bye", ctx.paired + 1, max(last, ctx.paired + 1),
             player=player["id"])
    if r > last:
        raise EventError("out_of_range", f"The event has {last} rounds; there is no round {r}.", "operation.round",
                         player=player["id"], round=r)
    allowed = tuple(settings["requested_byes"]["allowed"])
    if not allowed:
        raise EventError("not_allowed", "This event allows no requested byes (settings).", "operation.points",
                         player=player["id"], round=r)
    points = _choice(ctx.args["points"], "operation.points", "the points of the bye", allowed, player=player["id"],
                     round=r)
    if r < player["joined_round"]:
        raise EventError("out_of_range", f"{player['name']} joins only in round {player['joined_round']}.",
                         "operation.round", player=player["id"], round=r)
    if player["withdrawn_round"] is not None and r >= player["withdrawn_round"]:
        raise EventError("out_of_range", f"{player['name']} withdrew from round {player['withdrawn_round']}.",
                         "operation.round", player=player["id"], round=r)
    others = [b for b in player["requested_byes"] if b["round"] != r]
    limit = settings["requested_byes"]["limit"]
    if limit is not None and len(others) >= limit:
        raise EventError("limit_reached", f"{player['name']} already has {len(others)} requested bye(s); this event "
                         f"allows {limit}.", "operation.round", player=player["id"], round=r)
    player["requested_byes"] = sorted(others + [{"round": r, "points": points}], key=lambda b: b["round"])
    ctx.round = r
    ctx.text = f"{_label(player)} requests a {points}-point bye for round {r}."


def op_cancel_bye(ctx: _Context) -> None:
    """Cancel a requested bye for a round still to pair."""
    player = ctx.player()
    r = _int(ctx.args["round"], "operation.round", "the round of the bye", 1, MAX_ROUNDS, player=player["id"])
    if not any(b["round"] == r for b in player["requested_byes"]):
        raise EventError("no_bye", f"{player['name']} has no requested bye for round {r}.", "operation.round",
                         player=player["id"], round=r)
    if r <= ctx.paired:
        raise EventError("already_paired", f"Round {r} is already paired; unpair it first.", "operation.round",
                         player=player["id"], round=r)
    player["requested_byes"] = [b for b in player["requested_byes"] if b["round"] != r]
    ctx.round = r
    ctx.text = f"{_label(player)}'s bye in round {r} is cancelled."


def op_set_rounds(ctx: _Context) -> None:
    """The number of rounds (C.04.1 a: declared beforehand); refused beyond what a rematch-free Swiss holds."""
    if ctx.doc["settings"]["system"] in systems.DERIVED_ROUNDS:
        raise EventError("derived_rounds", f"A {ctx.doc['settings']['system'].replace('_', ' ')} has as many rounds as "
                         "its players make it: they are counted, not set.", "operation.rounds")
    rounds = _int(ctx.args["rounds"], "operation.rounds", "the number of rounds", max(1, ctx.paired), MAX_ROUNDS)
    players = _active_players(ctx.doc)
    maximum = max_rounds(players)
    if players >= 2 and rounds > maximum:
        why = ("everyone would have met everyone after " if players % 2 == 0 else
               "each round one of them has the bye, and everyone would have met everyone after ")
        raise EventError("too_many_rounds", f"{players} players can play at most {maximum} rounds without a rematch: "
                         f"{why}{maximum} rounds.", "operation.rounds", maximum=maximum)
    old = ctx.doc["settings"]["rounds"]
    if ctx.doc["settings"]["mode"] == "magic" and ctx.paired and old != rounds:
        ctx.warnings.append("MTR 10.2: the number of rounds is announced by round 1 and should not change after.")
    ctx.doc["settings"]["rounds"] = rounds
    ctx.text = f"The event has {rounds} rounds" + (f" (was {old})." if old is not None else ".")


def op_update_settings(ctx: _Context) -> None:
    """Name, mode, initial colour, requested-bye rules, late-entry points, tie-break list."""
    settings = ctx.doc["settings"]
    args = ctx.args
    changed = []
    if "name" in args:
        ctx.doc["name"] = _text(args["name"], "operation.name", "the event's name", MAX_NAME).strip()
        changed.append("name")
    if "mode" in args:
        settings["mode"] = _choice(args["mode"], "operation.mode", "the mode", MODES)
        check_system_mode(settings["system"], settings["mode"], "operation.mode")
        changed.append("mode")
    if "initial_colour" in args:
        colour = _choice(args["initial_colour"], "operation.initial_colour", "the initial colour", COLOURS)
        if ctx.paired and colour != settings["initial_colour"]:
            raise EventError("already_started", "Round 1 is paired: its colours were drawn and cannot change.",
                             "operation.initial_colour")
        settings["initial_colour"] = colour
        changed.append("initial colour")
    if "requested_byes" in args:
        byes = _obj(args["requested_byes"], "operation.requested_byes", "the requested-bye settings")
        _keys(byes, "operation.requested_byes", "the requested-bye settings", (), ("allowed", "limit"))
        if "allowed" in byes:
            allowed = _list(byes["allowed"], "operation.requested_byes.allowed", "the allowed byes", 3)
            kinds = scoring.BYE_KINDS[settings["scoring"]["system"]]
            for i, kind in enumerate(allowed):
                _choice(kind, f"operation.requested_byes.allowed[{i}]", "an allowed bye", kinds)
            settings["requested_byes"]["allowed"] = list(dict.fromkeys(allowed))
        if "limit" in byes:
            settings["requested_byes"]["limit"] = _opt_int(byes["limit"], "operation.requested_byes.limit",
                                                           "the limit of requested byes", 0, MAX_ROUNDS)
        changed.append("requested byes")
    if "late_entry_points" in args:
        settings["late_entry_points"] = _choice(args["late_entry_points"], "operation.late_entry_points",
                                                "the points of a late entry's missed rounds", LATE_POINTS)
        changed.append("late-entry points")
    if "tiebreaks" in args:
        codes = _list(args["tiebreaks"], "operation.tiebreaks", "the tie-break list", 30)
        for i, code in enumerate(codes):
            _text(code, f"operation.tiebreaks[{i}]", f"tie-break {i + 1}", 20, empty=False)
        system_rules.check_tiebreaks(settings["system"], codes, "operation.tiebreaks")
        settings["tiebreaks"] = list(dict.fromkeys(c.strip() for c in codes))
        changed.append("tie-breaks")
    if not changed:
        raise EventError("empty", "The operation names no setting to change.", "operation")
    if settings["mode"] == "fide" and ctx.doc["restrictions"] and "mode" in args:
        ctx.warnings.append(_FIDE_RESTRICTIONS)
    ctx.text = "Settings changed: " + ", ".join(changed) + "."


def op_set_system(ctx: _Context) -> None:
    """The pairing system and its options, before round 1 is paired; the mode follows the system when the
    event's mode is not one it runs under."""
    if ctx.paired:
        raise EventError("already_started", "Round 1 is paired: the pairing system cannot change any more.",
                         "operation.system")
    if arena_block.started(ctx.doc):
        raise EventError("already_started", "The arena has started: the pairing system cannot change any more.",
                         "operation.system")
    settings = ctx.doc["settings"]
    system = _choice(ctx.args["system"], "operation.system", "the pairing system", SYSTEMS)
    settings["options"] = system_options(system, ctx.args.get("options", {}), "operation.options")
    system_rules.check_scoring(system, settings["scoring"], "operation.system")
    system_rules.check_options(system, settings["options"], "operation.options")
    if system == "round_robin":
        settings["tiebreaks"], dropped = system_rules.round_robin_tiebreaks(settings["tiebreaks"])
        if dropped:
            ctx.warnings.append(f"Tie-breaks {', '.join(dropped)} are dropped: a round robin cannot use them (FIDE "
                                "C.07, 2026, note to Art. 8: no Buchholz family in round-robins).")
    settings["system"] = system
    modes = SYSTEM_MODES[system]
    if settings["mode"] not in modes:
        ctx.warnings.append(f"The mode changes from “{settings['mode']}” to “{modes[0]}”, the one “{system}” "
                            "runs under.")
        settings["mode"] = modes[0]
    shown = ", ".join(f"{key} {value}" for key, value in settings["options"].items())
    ctx.text = f"Pairing system: {system}" + (f" ({shown})." if shown else ".")


def op_set_scoring(ctx: _Context) -> None:
    """The point system: a named one (whose PAB value may change) or custom values for every outcome."""
    system = _choice(ctx.args["system"], "operation.system", "the point system", scoring.SYSTEM_NAMES)
    overrides = _obj(ctx.args.get("points", {}), "operation.points", "the points")
    _keys(overrides, "operation.points", "the points", (), scoring.POINT_KEYS)
    for key, value in overrides.items():
        _int(value, f"operation.points.{key}", f"the points for {scoring.POINT_NAMES[key]} (in tenths)", 0,
             scoring.MAX_POINTS)
    table = scoring.table_with(system, overrides)
    try:
        scoring.check_table(system, table)
    except scoring.ScoringError as exc:
        raise EventError("wrong_value", _cap(exc.message) + ".", f"operation.points.{exc.key or 'system'}") from None
    settings = ctx.doc["settings"]
    system_rules.check_scoring(settings["system"], table.as_dict(), "operation.system")
    if not scoring.draws_allowed(system):
        for r, rnd in enumerate(ctx.doc["rounds"], 1):
            for b, board in enumerate(rnd["boards"], 1):
                if board["result"] in PLAYED_RESULTS and board["result"] not in ("1-0", "0-1"):
                    raise EventError("has_draws", f"Round {r}, board {b} has the result {board['result']}, which the "
                                     "win/loss system cannot score.", "operation.system", round=r)
    kinds = scoring.BYE_KINDS[system]
    allowed = settings["requested_byes"]["allowed"]
    if any(kind not in kinds for kind in allowed):
        settings["requested_byes"]["allowed"] = [kind for kind in allowed if kind in kinds]
        ctx.warnings.append(f"The {system} system has no half-point bye: requested byes may be "
                            + (" or ".join(settings["requested_byes"]["allowed"]) or "none") + " only.")
    settings["scoring"] = {"system": system, **table.as_dict()}
    if ctx.paired:
        ctx.warnings.append("The scores of the rounds already played change with the point system.")
    values = ", ".join(f"{key.replace('_', ' ')} {scoring.format_tenths(value)}"
                       for key, value in table.as_dict().items())
    ctx.text = f"Point system: {system} ({values})."


_FIDE_RESTRICTIONS = ("Restrictions (forbidden pairs) are not allowed in FIDE-rated events; the TRF export carries "
                      "them as line 260.")


def _known_once(ids: list[Any], field: str, players: dict[int, dict[str, Any]]) -> None:
    """Every entry is the id of a player of this event, and none is named twice."""
    for k, pid in enumerate(ids):
        _int(pid, f"{field}[{k}]", "a player", 1, MAX_ID)
        if pid not in players:
            raise EventError("unknown_player", f"There is no player with id {pid} in this event.", f"{field}[{k}]",
                             player=pid)
        if pid in ids[:k]:
            raise EventError("duplicate", f"{_label(players[pid])} is named twice.", f"{field}[{k}]", player=pid)


def op_add_restriction(ctx: _Context) -> None:
    """Players who must not meet (siblings, parent and child, team-mates, a club), in some rounds or all."""
    players = {p["id"]: p for p in ctx.doc["players"]}
    members = _list(ctx.args["players"], "operation.players", "the players who must not meet", MAX_PLAYERS)
    if len(members) < 2:
        raise EventError("too_few", "Name at least two players who must not meet.", "operation.players")
    _known_once(members, "operation.players", players)
    if len(ctx.doc["restrictions"]) >= MAX_RESTRICTIONS:
        raise EventError("too_many", f"An event holds at most {MAX_RESTRICTIONS} restrictions.", "operation.players")
    kind = _choice(ctx.args.get("kind", "other"), "operation.kind", "the kind of restriction", RESTRICTION_KINDS)
    label = _text(ctx.args.get("label", ""), "operation.label", "the label", MAX_NAME).strip()
    first = _int(ctx.args.get("first_round", 1), "operation.first_round", "the first round", 1, MAX_ROUNDS)
    last = _opt_int(ctx.args.get("last_round"), "operation.last_round", "the last round", first, MAX_ROUNDS)
    restriction = {"id": _next_id(ctx.doc["restrictions"]), "kind": kind, "label": label, "players": list(members),
                   "first_round": first, "last_round": last}
    ctx.doc["restrictions"].append(restriction)
    if ctx.doc["settings"]["mode"] == "fide":
        ctx.warnings.append(_FIDE_RESTRICTIONS)
    if last is not None and last <= ctx.paired:
        ctx.warnings.append(f"Rounds up to {last} are already paired: the restriction changes nothing.")
    names = ", ".join(players[pid]["name"] for pid in members)
    ctx.text = f"Restriction {restriction['id']} ({label or kind}): {names} must not meet."


def op_remove_restriction(ctx: _Context) -> None:
    rid = _int(ctx.args["id"], "operation.id", "the restriction", 1, MAX_ID)
    for restriction in ctx.doc["restrictions"]:
        if restriction["id"] == rid:
            ctx.doc["restrictions"].remove(restriction)
            ctx.text = f"Restriction {rid} ({restriction['label'] or restriction['kind']}) removed."
            return
    raise EventError("unknown_restriction", f"There is no restriction {rid}.", "operation.id")


def op_set_pairing_numbers(ctx: _Context) -> None:
    """Fix every pairing number (the list of player ids in order), or null to return to the FIDE order."""
    order = ctx.args["order"]
    before = pairing_numbers(ctx.doc)
    if order is None:
        for p in ctx.doc["players"]:
            p["tpn"] = None
        ctx.text = "Pairing numbers follow the FIDE order (rating, title, name)."
    else:
        order = _list(order, "operation.order", "the order of the players", MAX_PLAYERS)
        players = {p["id"]: p for p in ctx.doc["players"]}
        _known_once(order, "operation.order", players)
        missing = [p for p in ctx.doc["players"] if p["id"] not in order]
        if missing:
            raise EventError("missing", f"The order leaves out {', '.join(_label(p) for p in missing[:5])}; it must "
                             "name every player.", "operation.order", player=missing[0]["id"])
        for number, pid in enumerate(order, 1):
            players[pid]["tpn"] = number
        ctx.text = "Pairing numbers fixed by the director."
    _numbering_warning(ctx, before)


# -- results


def _round_arg(ctx: _Context, latest_only: bool = False) -> int:
    if not ctx.paired:
        raise EventError("not_started", "No round is paired yet.", "operation.round")
    low = ctx.paired if latest_only else 1
    what = f"the round (only the latest, {ctx.paired}, can change)" if latest_only else "the round"
    r = _int(ctx.args["round"], "operation.round", what, low, ctx.paired)
    ctx.round = r
    return r


def _board_arg(ctx: _Context, r: int, key: str = "board", extra: int = 0) -> int:
    boards = ctx.doc["rounds"][r - 1]["boards"]
    return _int(ctx.args[key], f"operation.{key}", f"the board of round {r}", 1, len(boards) + extra, round=r)


def op_set_result(ctx: _Context) -> None:
    """Record a result, or correct one in an earlier round (the pairings made since stay as they are)."""
    r = _round_arg(ctx)
    b = _board_arg(ctx, r)
    rnd = ctx.doc["rounds"][r - 1]
    board = rnd["boards"][b - 1]
    result = ctx.args["result"]
    if result is None:
        if r < ctx.paired:
            raise EventError("needs_result", f"Round {r} is followed by paired rounds: correct its result instead of "
                             "clearing it.", "operation.result", round=r)
    else:
        _choice(result, "operation.result", "the result", RESULTS, round=r)
    old = (board["result"], board.get("unrated", False), board.get("games"))
    board["result"] = result
    for key in ("unrated", "games"):
        board.pop(key, None)
    if ctx.args.get("unrated") is not None and _bool(ctx.args["unrated"], "operation.unrated", "unrated", round=r):
        board["unrated"] = True
    if ctx.args.get("games") is not None:
        board["games"] = ctx.args["games"]
    uncoloured = board.pop("uncoloured", False)
    if uncoloured and result in FORFEIT_RESULTS:
        board["uncoloured"] = True
    # The board's fields have the operation's names, so the error names the operation's field.
    _validate_result(board, "operation", f"round {r}, board {b}", r, ctx.doc["settings"]["scoring"]["system"],
                     latest=r == ctx.paired)
    check_system_board(ctx.doc["settings"], board, "operation", f"round {r}, board {b}", r)
    players = {p["id"]: p for p in ctx.doc["players"]}
    white, black = players[board["white"]]["name"], players[board["black"]]["name"]
    shown = result if result is not None else "no result"
    if uncoloured and "uncoloured" not in board:
        ctx.warnings.append(f"The forfeit had no colours: {white} is taken to have had white, {black} black.")
    if old[0] is not None and (old[0], old[1], old[2]) != (result, board.get("unrated", False), board.get("games")):
        ctx.text = f"Round {r}, board {b} ({white} - {black}) corrected: {old[0]} → {shown}."
        if r < ctx.paired:
            later = (f"round {r + 1} was paired with the old result and stays as it is" if r + 1 == ctx.paired else
                     f"rounds {r + 1}-{ctx.paired} were paired with the old result and stay as they are")
            ctx.warnings.append(f"Round {r} is corrected: the standings change; {later}.")
            if old[0] in FORFEIT_RESULTS and result in PLAYED_RESULTS:
                again = [k for k, later_round in enumerate(ctx.doc["rounds"][r:], r + 1)
                         if any({lb["white"], lb["black"]} == {board["white"], board["black"]}
                                for lb in later_round["boards"])]
                if again:
                    ctx.warnings.append(f"{white} and {black} met again in round {again[0]}: now that their round {r} "
                                        "game counts as played, that game is a rematch.")
    else:
        ctx.text = f"Round {r}, board {b}: {white} - {black} {shown}."


def op_unpair_latest(ctx: _Context) -> None:
    """Remove the latest round's pairing; with results entered, only when told to discard them."""
    if not ctx.paired:
        raise EventError("not_started", "No round is paired yet.", "operation.op")
    r = ctx.paired
    rnd = ctx.doc["rounds"][-1]
    with_results = [b for b, board in enumerate(rnd["boards"], 1) if board["result"] is not None]
    discard = _bool(ctx.args.get("discard_results", False), "operation.discard_results", "discard_results")
    if with_results and not discard:
        raise EventError("has_results", f"Round {r} has results on board(s) {', '.join(map(str, with_results))}; "
                         "clear them first, or unpair with discard_results to drop them.", "operation.discard_results",
                         round=r)
    ctx.doc["rounds"].pop()
    ctx.round = r
    ctx.text = f"Round {r} unpaired" + (f"; results of board(s) {', '.join(map(str, with_results))} dropped."
                                        if with_results else ".")


# -- pairing the next round


def op_pair_next(ctx: _Context) -> None:
    """Pair the next round: the Dutch systems here, every other system through its registered pairer."""
    doc = ctx.doc
    settings = doc["settings"]
    r = ctx.paired + 1
    ctx.round = r
    dutch = settings["system"] in systems.DUTCH_SYSTEMS
    if dutch and settings["rounds"] is None:
        raise EventError("no_rounds", "Set the number of rounds before pairing (C.04.1 a: it is declared "
                         "beforehand).", "event.settings.rounds")
    if dutch and r > settings["rounds"]:
        raise EventError("finished", f"All {settings['rounds']} rounds are paired.", "event.settings.rounds")
    if ctx.paired:
        latest = doc["rounds"][-1]
        missing = [b for b, board in enumerate(latest["boards"], 1) if board["result"] is None]
        if missing:
            raise EventError("results_missing", f"Round {ctx.paired} has no result yet on board(s) "
                             f"{', '.join(map(str, missing))}.", f"event.rounds[{ctx.paired - 1}].boards",
                             round=ctx.paired)
        unplaced = _unplaced(doc, ctx.paired)
        if unplaced:
            raise EventError("unplaced", f"Round {ctx.paired} leaves {', '.join(_label(p) for p in unplaced[:5])} "
                             "without a board or a bye; set their boards first.", f"event.rounds[{ctx.paired - 1}]",
                             round=ctx.paired, player=unplaced[0]["id"])
    present = {p["id"] for p in doc["players"] if _absence(p, r) is None}
    if not present:
        raise EventError("nobody", f"Nobody is left to play round {r}: every player is absent or withdrawn.",
                         "event.players", round=r)
    if dutch:
        paired = _pair_dutch(ctx, r, present)
    else:
        paired = systems.pairer(settings["system"])(doc, r)
    boards = [{"white": white, "black": black, "result": None} for white, black in paired.boards]
    doc["rounds"].append({
        "number": r,
        "boards": boards,
        "pab": paired.pab,
        "engine": {"boards": [[white, black] for white, black in paired.boards], "pab": paired.pab},
        "notes": paired.notes,
        "manual": [],
    })
    ctx.text = (f"Round {r} paired: {len(boards)} board(s)"
                + (f", bye to {_label(_by_id(doc, paired.pab))}" if paired.pab else "") + ".")


def _pair_dutch(ctx: _Context, r: int, present: set[int]) -> systems.Paired:
    """The Dutch engine's round; restrictions are kept when the round can be paired with them."""
    doc = ctx.doc
    settings = doc["settings"]
    numbers = pairing_numbers(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    tournament = _tournament(doc, numbers, ctx.paired, r)
    tournament.tournament_type = baku.tournament_type(doc)  # Baku virtual points: the pairing score only
    restricted = _restriction_pairs(doc, r, present)
    acceleration = baku.round_note(tournament, r) if tournament.tournament_type else None
    notes: list[dict[str, Any]] = [acceleration] if acceleration else []
    if restricted and settings["mode"] == "fide":
        notes.append({"code": "fide_restrictions", "text": _FIDE_RESTRICTIONS, "players": []})
        ctx.warnings.append(_FIDE_RESTRICTIONS)
    pairing, broken = _pair_with_restrictions(ctx, tournament, numbers, restricted)
    for pair, reason in broken.items():
        a, b = sorted(pair)
        restriction = restricted[pair]
        names = {p["id"]: p["name"] for p in doc["players"]}
        text = (f"{names[a]} and {names[b]} ({restriction['label'] or restriction['kind']}) meet: no pairing of "
                f"round {r} keeps them apart ({reason}).")
        notes.append({"code": "restriction_broken", "text": _clip(text), "players": [a, b]})
        ctx.warnings.append(text)
    for white, black in pairing.rematches:
        a, b = by_number[white], by_number[black]
        names = {p["id"]: p["name"] for p in doc["players"]}
        text = (f"{names[a]} and {names[b]} meet again: no pairing of round {r} avoids every rematch, and this "
                "one has the fewest.")
        notes.append({"code": "rematch", "text": _clip(text), "players": [a, b]})
        ctx.warnings.append(text)
    bye_note = _bye_note(doc, tournament, pairing, by_number)
    if bye_note:
        notes.append(bye_note)
    return systems.Paired(boards=[(by_number[b.white], by_number[b.black]) for b in pairing.boards],
                          pab=None if pairing.bye is None else by_number[pairing.bye], notes=notes)


def _by_id(doc: dict[str, Any], pid: int) -> dict[str, Any]:
    for p in doc["players"]:
        if p["id"] == pid:
            return p
    raise KeyError(pid)


def _pair_with_restrictions(ctx: _Context, tournament: Tournament, numbers: dict[int, int],
                            restricted: dict[frozenset[int], dict[str, Any]]
                            ) -> tuple[RoundPairing, dict[frozenset[int], str]]:
    """Pair with every restriction; when that is impossible, drop only those the round cannot keep.

    Restrictions rank with the rematch rule but below it: without them the round is paired as usual, the
    restrictions that pairing happens to keep are added back at once (a pairing keeping them exists), then
    each broken one is tried again alone; those still impossible are reported with the engine's reason.
    """
    def forbid(pairs: list[frozenset[int]]) -> None:
        tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in pair))) for pair in pairs]

    pair_round = _engine(ctx)

    everything = sorted(restricted, key=lambda pair: sorted(numbers[pid] for pid in pair))
    forbid(everything)
    try:
        return pair_round(tournament), {}
    except PairingError as exc:
        if not restricted or exc.rule == "input":
            raise _no_pairing(ctx, exc) from None
    forbid([])
    try:
        free = pair_round(tournament)
    except PairingError as exc:
        raise _no_pairing(ctx, exc) from None
    by_number = {n: pid for pid, n in numbers.items()}
    met = {frozenset((by_number[b.white], by_number[b.black])) for b in free.boards}
    kept = [pair for pair in everything if pair not in met]
    forbid(kept)
    try:
        pairing = pair_round(tournament)
    except PairingError:  # cannot happen (`free` keeps them all); the unrestricted pairing is still valid
        pairing = free
        kept = []
    reasons: dict[frozenset[int], str] = {}
    for pair in everything:
        if pair in kept:
            continue
        forbid(kept + [pair])
        try:
            pairing = pair_round(tournament)
            kept.append(pair)
        except PairingError as exc:
            reasons[pair] = str(exc)
    forbid(kept)
    made = {frozenset((by_number[b.white], by_number[b.black])) for b in pairing.boards}
    return pairing, {pair: reasons.get(pair, "no pairing keeps it") for pair in everything if pair in made}


def _engine(ctx: _Context):
    """The Dutch engine as the event's mode wants it: FIDE never allows a rematch; the other modes take the
    pairing with the fewest rematches when none avoids them all (C1 relaxed), and only then."""
    if ctx.doc["settings"]["mode"] == "fide":
        return pair_round

    def fewest_rematches(tournament: Tournament) -> RoundPairing:
        try:
            return pair_round(tournament)
        except PairingError as exc:
            if exc.rule == "input":
                raise
            return pair_round(tournament, allow_rematches=True)

    return fewest_rematches


def _no_pairing(ctx: _Context, exc: PairingError) -> EventError:
    """No pairing: FIDE mode names the rule (rematches are never allowed there); the others got here even
    with rematches allowed, so C2 or C3 (or the restrictions) is what blocks."""
    r = ctx.paired + 1
    if exc.rule == "input":
        return EventError("cannot_pair", f"Round {r} cannot be paired: {exc}.", None, round=r, rule=exc.rule)
    if ctx.doc["settings"]["mode"] == "fide":
        return EventError("no_pairing", f"Round {r} cannot be paired under the FIDE rules: {exc}.", None, round=r,
                          rule=exc.rule)
    return EventError("no_pairing", f"Round {r} cannot be paired, even allowing rematches: {exc}. Pair this round "
                      "by hand, or reduce the number of rounds.", None, round=r, rule=exc.rule)


def _bye_note(doc: dict[str, Any], tournament: Tournament, pairing: RoundPairing,
              by_number: dict[int, int]) -> dict[str, Any] | None:
    """Why the pairing-allocated bye went to someone other than the lowest-ranked player, when it did."""
    if pairing.bye is None:
        return None
    states = pairing.states
    present = [s for s in states.values() if s.present]
    ranking = sorted(present, key=lambda s: (s.score, -s.number))  # lowest-ranked first
    bye = states[pairing.bye]
    passed = []
    for state in ranking:
        if state.number == bye.number:
            break
        passed.append(state)
    if not passed:
        return None
    names = {p["id"]: p["name"] for p in doc["players"]}

    def name(state: PlayerState) -> str:
        return names[by_number[state.number]]

    order = sorted(present, key=lambda s: (-s.score, s.rank_index))
    rnd = Round(tournament, order, pairing.round - 1)
    index = {s.number: i for i, s in enumerate(order)}
    reasons = []
    for state in passed[:5]:
        reasons.append(f"{name(state)}: " + _passed_over(state, bye, rnd, index, tournament, name))
    if len(passed) > 5:
        reasons.append(f"and {len(passed) - 5} more lower-ranked players")
    text = (f"The bye went to {name(bye)}, not to the lowest-ranked player {name(passed[0])}. "
            + "; ".join(reasons) + ".")
    return {"code": "bye_not_lowest", "text": _clip(text), "players": [by_number[bye.number]]
            + [by_number[s.number] for s in passed[:5]]}


def _passed_over(state: PlayerState, bye: PlayerState, rnd: Round, index: dict[int, int], tournament: Tournament,
                 name: Callable[[PlayerState], str]) -> str:
    if not state.bye_eligible:
        for r, entry in enumerate(state.entries, 1):
            if entry.result is Result.PAIRING_BYE:
                return f"C2: already had the pairing-allocated bye in round {r}"
            if not entry.is_played and tournament.scoring.points(entry.result) >= tournament.scoring.win:
                how = "a forfeit win" if entry.result is Result.FORFEIT_WIN else "a full-point bye"
                return f"C2 (Art. 4): scored a win without playing in round {r} ({how})"
        return "C2: not eligible for the bye"
    if not _others_pairable(rnd, index[state.number]):
        return ("C4: with this player on the bye the others cannot all be paired without a rematch, a forbidden pair "
                "or two players with the same absolute colour preference")
    if state.score == bye.score and state.played_games < bye.played_games:
        return (f"C9: {len(state.entries) - state.played_games} unplayed game(s), more than {name(bye)}'s "
                f"{len(bye.entries) - bye.played_games}; the bye goes to the player with fewer")
    return (f"the quality criteria (C6-C21: downfloaters, colour preferences, repeated floats) and the FIDE order "
            f"of candidates paired this player and left {name(bye)} over")


def _others_pairable(rnd: Round, skip: int) -> bool:
    """An exact check: everyone but `skip` can be paired under C1, C3 and the forbidden pairs.

    The engine's greedy certificate settles most cases at once; only when it finds nothing does the exact
    matching (quadratic in edges, slow on big fields) decide."""
    vertices = [v for v in range(rnd.n) if v != skip]
    if pair_all(vertices, rnd.compatible):
        return True
    position = {v: k for k, v in enumerate(vertices)}
    edges = [(position[a], position[b], 1) for i, a in enumerate(vertices) for b in vertices[i + 1:]
             if rnd.compatible(min(a, b), max(a, b))]
    mate = max_weight_matching(len(vertices), edges)
    return all(m >= 0 for m in mate)


# -- manual changes of the latest round

# Systems whose later rounds follow from a fixed schedule rather than from who has met: a change by hand
# would break that schedule, so they refuse one (say why and what to do instead).
FIXED_SCHEDULES = {
    "round_robin": "round-robin rounds follow the Berger tables (C.05, Annex 1), so a change by hand would break "
                   "the later rounds; fix the pairing numbers before round 1 instead",
    "knockout": "knockout rounds follow the bracket, so a change by hand would break it; fix the seeding before "
                "round 1 instead",
    "arena": "arena games are paired as players finish, so there is no round to change",
}


def _no_manual_reason(doc: dict[str, Any]) -> tuple[str, str] | None:
    """(error code, why) the latest round of this event cannot be changed by hand, or None when it can."""
    settings = doc["settings"]
    if settings["system"] in FIXED_SCHEDULES:
        return "fixed_schedule", f"No changes by hand in this event: {FIXED_SCHEDULES[settings['system']]}."
    if not doc["rounds"]:
        return "not_started", "No round is paired yet."
    # A Magic top cut's rounds (those after the Swiss rounds) follow its bracket (MTR 10.4).
    if settings["system"] == "magic_swiss" and is_playoff_round(settings, len(doc["rounds"])):
        return "fixed_schedule", ("No changes by hand in the top cut: its matches follow the bracket seeded by the "
                                  "standings (MTR 10.4).")
    return None


def _manual_round(ctx: _Context) -> int:
    """The latest round, when the event allows changing it by hand."""
    refused = _no_manual_reason(ctx.doc)
    if refused is not None:
        code, reason = refused
        raise EventError(code, reason, "operation.op" if code == "fixed_schedule" else "operation.round")
    return _round_arg(ctx, latest_only=True)


def _unavailable(doc: dict[str, Any], player: dict[str, Any], r: int) -> str | None:
    """Why a player cannot be placed in round r: absent, or out of it by the system's rules."""
    absence = _absence_text(player, r)
    if absence:
        return absence
    if player["id"] in systems.sitting_out(doc, r):
        return "is out of this round by the pairing system's rules (advanced, eliminated or not in the playoff)"
    return None


def manual_scope(document: Any) -> dict[str, Any]:
    """What the page may offer to change by hand in the latest round: whether anything (and why not), and
    the players it may place who have no board; those absent or out of the round by the system's rules are
    not among them. The page asks this rather than working it out, so the two cannot disagree."""
    doc = load(document)
    refused = _no_manual_reason(doc)
    r = len(doc["rounds"])
    return {"round": r or None, "allowed": refused is None, "reason": None if refused is None else refused[1],
            "unplaced": [p["id"] for p in _unplaced(doc, r)] if r else []}


def op_swap_players(ctx: _Context) -> None:
    """Exchange two players' places in the latest round (boards, colours or the bye)."""
    r = _manual_round(ctx)
    rnd = ctx.doc["rounds"][-1]
    pair = _list(ctx.args["players"], "operation.players", "the two players", 2)
    if len(pair) != 2:
        raise EventError("wrong_value", "Name exactly two players to swap.", "operation.players", round=r)
    a, b = (_int(pid, f"operation.players[{k}]", "a player", 1, MAX_ID, round=r) for k, pid in enumerate(pair))
    if a == b:
        raise EventError("wrong_value", "Name two different players to swap.", "operation.players[1]", round=r)
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


def _spot(ctx: _Context, rnd: dict[str, Any], pid: int, field: str) -> tuple[int | None, str]:
    """Where a player sits in the round: (board index, "white"/"black") or (None, "pab")."""
    for i, board in enumerate(rnd["boards"]):
        for side in ("white", "black"):
            if board[side] == pid:
                return i, side
    if rnd["pab"] == pid:
        return None, "pab"
    known = any(p["id"] == pid for p in ctx.doc["players"])
    raise EventError("not_placed" if known else "unknown_player",
                     f"Player id {pid} is not on a board or the bye of round {rnd['number']}." if known else
                     f"There is no player with id {pid} in this event.", field, player=pid, round=rnd["number"])


def _unplayed_board(rnd: dict[str, Any], index: int, r: int) -> None:
    if rnd["boards"][index]["result"] is not None:
        raise EventError("has_results", f"Round {r}, board {index + 1} already has a result; clear it before changing "
                         "the pairing.", "operation", round=r)


def op_set_board(ctx: _Context) -> None:
    """Set a board of the latest round by hand (an existing board, or the next number for a new one).

    The players' previous boards are dissolved and their opponents left without a board, to be placed next.
    """
    r = _manual_round(ctx)
    rnd = ctx.doc["rounds"][-1]
    b = _board_arg(ctx, r, extra=1)
    players = {p["id"]: p for p in ctx.doc["players"]}
    chosen = []
    for side in ("white", "black"):
        pid = _int(ctx.args[side], f"operation.{side}", f"the player with {side}", 1, MAX_ID, round=r)
        if pid not in players:
            raise EventError("unknown_player", f"There is no player with id {pid} in this event.", f"operation.{side}",
                             player=pid, round=r)
        absence = _unavailable(ctx.doc, players[pid], r)
        if absence:
            raise EventError("absent_player", f"{players[pid]['name']} {absence}; they cannot play round {r}.",
                             f"operation.{side}", player=pid, round=r)
        chosen.append(pid)
    white, black = chosen
    if white == black:
        raise EventError("wrong_value", "A player cannot play themselves.", "operation.black", round=r)
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


def op_set_pab(ctx: _Context) -> None:
    """Give the pairing-allocated bye of the latest round by hand (or take it away with null)."""
    r = _manual_round(ctx)
    rnd = ctx.doc["rounds"][-1]
    players = {p["id"]: p for p in ctx.doc["players"]}
    pid = _opt_int(ctx.args["player"], "operation.player", "the player", 1, MAX_ID, round=r)
    old = rnd["pab"]
    if pid is None:
        if old is None:
            raise EventError("no_bye", f"Round {r} has no pairing-allocated bye.", "operation.player", round=r)
        rnd["pab"] = None
        _manual(ctx, rnd, "set_pab", f"{players[old]['name']} no longer has the bye", set(), {old})
        return
    if pid not in players:
        raise EventError("unknown_player", f"There is no player with id {pid} in this event.", "operation.player",
                         player=pid, round=r)
    absence = _unavailable(ctx.doc, players[pid], r)
    if absence:
        raise EventError("absent_player", f"{players[pid]['name']} {absence}; they cannot have the bye of round {r}.",
                         "operation.player", player=pid, round=r)
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


def _manual(ctx: _Context, rnd: dict[str, Any], change: str, text: str, involved: set[int],
            displaced: set[int] = frozenset()) -> None:
    """Log a manual change in the round with the warnings for what it breaks (FIDE VCL Q66-Q67), and the players
    it moved (so the page can mark their boards). It is history only: pairing the next round reads the boards
    as played, never this log, so no change by hand restricts a later round."""
    warnings = _manual_warnings(ctx.doc, rnd["number"], involved)
    rnd["manual"].append({"change": change, "text": _clip(text), "warnings": [_clip(w) for w in warnings],
                          "players": sorted(involved | displaced)})
    ctx.warnings.extend(warnings)
    ctx.text = f"Round {rnd['number']}: {text}."


# Colours mean nothing in these modes' games (Magic: play/draw is chosen by a die roll; esports: sides per map).
COLOURLESS_MODES = ("magic", "esports")


def _manual_warnings(doc: dict[str, Any], r: int, involved: set[int] | None) -> list[str]:
    """What the round's pairing (the boards and bye with a player in `involved`; None: all) breaks:
    a rematch, a restriction, a colour rule, both players against their colour preference, a bye to an
    ineligible player or above the lowest score, and players left without a board."""
    rnd = doc["rounds"][r - 1]
    names = {p["id"]: p["name"] for p in doc["players"]}
    numbers = pairing_numbers(doc)
    tournament = _tournament(doc, numbers, r - 1, r)
    by_number = {s.number: s for s in build_states(tournament, r - 1)}
    states = {pid: by_number[n] for pid, n in numbers.items()}
    entries = _entries(doc, r - 1)
    present = {p["id"] for p in doc["players"] if _absence(p, r) is None}
    restricted = _restriction_pairs(doc, r, present)
    colours_matter = doc["settings"]["mode"] not in COLOURLESS_MODES
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
        met = _met(entries, white, black)
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
    unplaced = _unplaced(doc, r)
    if unplaced:
        warnings.append("Without a board or bye: " + ", ".join(p["name"] for p in unplaced) + ".")
    return warnings


# ----------------------------------------------------------------------------------------- applying them

OPERATIONS: dict[str, tuple[Callable[[_Context], None], tuple[str, ...], tuple[str, ...]]] = {
    # name: (function, required arguments, optional arguments)
    "add_player": (op_add_player, ("player",), ()),
    "edit_player": (op_edit_player, ("player", "changes"), ()),
    "remove_player": (op_remove_player, ("player",), ()),
    "late_entry": (op_late_entry, ("player",), ("round", "missed_points")),
    "withdraw": (op_withdraw, ("player",), ("round",)),
    "cancel_withdrawal": (op_cancel_withdrawal, ("player",), ()),
    "request_bye": (op_request_bye, ("player", "round", "points"), ()),
    "cancel_bye": (op_cancel_bye, ("player", "round"), ()),
    "set_rounds": (op_set_rounds, ("rounds",), ()),
    "update_settings": (op_update_settings, (), ("name", "mode", "initial_colour", "requested_byes",
                                                 "late_entry_points", "tiebreaks")),
    "set_system": (op_set_system, ("system",), ("options",)),
    "set_scoring": (op_set_scoring, ("system",), ("points",)),
    "add_restriction": (op_add_restriction, ("players",), ("kind", "label", "first_round", "last_round")),
    "remove_restriction": (op_remove_restriction, ("id",), ()),
    "set_pairing_numbers": (op_set_pairing_numbers, ("order",), ()),
    "set_result": (op_set_result, ("round", "board", "result"), ("unrated", "games")),
    "unpair_latest": (op_unpair_latest, (), ("discard_results",)),
    "pair_next": (op_pair_next, (), ()),
    "swap_players": (op_swap_players, ("round", "players"), ()),
    "set_board": (op_set_board, ("round", "board", "white", "black"), ()),
    "set_pab": (op_set_pab, ("round", "player"), ()),
    **arena_block.OPERATIONS,
}


def apply(document: Any, operation: Any) -> Outcome:
    """Apply one operation: {"op": name, "at"?: time, ...arguments}. Raises EventError; never mutates its input."""
    doc = load(document)
    _check_json(operation, "operation")
    op = _obj(operation, "operation", "the operation")
    name = op.get("op")
    if not isinstance(name, str) or name not in OPERATIONS:
        known = ", ".join(sorted(OPERATIONS))
        raise EventError("unknown_op", f"There is no event operation {_show(name)}; the operations are {known}.",
                         "operation.op")
    function, required, optional = OPERATIONS[name]
    _keys(op, "operation", f"the operation “{name}”", ("op", *required), ("at", *optional))
    at = _opt_text(op.get("at"), "operation.at", "the time of the operation", 40)
    ctx = _Context(doc, {key: value for key, value in op.items() if key not in ("op", "at")})
    function(ctx)
    derive = systems.DERIVED_ROUNDS.get(doc["settings"]["system"])
    if derive is not None:
        doc["settings"]["rounds"] = derive(doc)
    entry: dict[str, Any] = {"seq": _next_seq(doc["log"]), "op": name, "text": _clip(ctx.text or name)}
    if at is not None:
        entry["at"] = at
        doc["modified"] = at
    if ctx.round is not None:
        entry["round"] = ctx.round
    if ctx.warnings:
        entry["warnings"] = [_clip(w) for w in ctx.warnings]
    doc["log"].append(entry)
    try:
        validate(doc)
    except EventError as exc:  # an operation that makes a document invalid is a fault here, not in the input
        raise EventError("internal", f"SwissPair made an invalid event while applying “{name}”: {exc.message} "
                         "The event is unchanged; please report this.", exc.field, exc.player, exc.round) from None
    return Outcome(doc, ctx.warnings)
