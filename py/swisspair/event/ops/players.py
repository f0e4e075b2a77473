"""The operations on the players: add, edit, remove, late entry, withdrawal, requested byes and the pairing
numbers."""

from __future__ import annotations

from typing import Any

from ... import systems
from ...document import details, file_parts
from ...document.errors import EventError
from ...document.names import LATE_POINTS, OPTIONAL_PLAYER_KEYS, PLAYER_TEXTS, new_player, restriction_named
from ...document.operation import Context
from ...messages import clause, said, said_list
from ...document.player_record import MAX_NATIONAL_ID, READERS, Refused
from ...document.readers import pairing_numbers
from ...document.values import (
    check_choice, check_int, check_keys, check_list, check_object, check_optional_int, check_text, player_label, shown_value,
)
from ...limits import MAX_ID, MAX_NAME, MAX_PLAYERS, MAX_RATING, MAX_ROUNDS
from ..schema import PLAYER_TEXT_SUBJECTS


# Each text of a player an operation gives: its subject and its longest.
TEXT_FIELDS = {**{key: (PLAYER_TEXT_SUBJECTS[key], longest) for key, (_, longest) in PLAYER_TEXTS.items()},
               "national_id": ("subject.national_id", MAX_NATIONAL_ID)}

# What to do instead of removing a player once the event has begun, in the system's word for leaving
# (System.leave_word).
LEAVE_INSTEAD = {"withdraw": "player.withdraw_instead", "drop": "player.drop_instead", "pause": "player.pause_instead"}


def _player_fields(raw: Any, field: str, require_name: bool, player: dict[str, Any] | None = None) -> dict[str, Any]:
    """The player data an operation gives (name, rating, title, ...), checked; FIDE's fields read as the record keeps
    them (gm: GM, 14.07.2006: 2006/07/14). Editing `player`, a value sent again unchanged is not read again: what an
    imported file holds stays as the file had it."""
    data = check_object(raw, field, "subject.player")
    check_keys(data, field, "subject.player", ("name",) if require_name else (),
               ("name", "rating", *PLAYER_TEXTS, *OPTIONAL_PLAYER_KEYS, "tpn", *details.PLAYER_KEYS))
    if player is not None:
        data = {key: value for key, value in data.items() if _value(player, key) != value}
    out: dict[str, Any] = {}
    if "name" in data:
        out["name"] = check_text(data["name"], f"{field}.name", "subject.players_name", MAX_NAME, empty=False).strip()
    if "rating" in data:
        out["rating"] = check_int(data["rating"], f"{field}.rating", "subject.rating", 0, MAX_RATING)
    if "national_rating" in data:
        out["national_rating"] = check_int(data["national_rating"], f"{field}.national_rating",
                                           "subject.national_rating", 0, MAX_RATING)
    for key, (what, longest) in TEXT_FIELDS.items():
        if key not in data:
            continue
        reader = READERS.get(key)
        # A typed value may be longer than the one kept ("female": w, "14.07.2006": 2006/07/14).
        text = check_text(data[key], f"{field}.{key}", what, MAX_NAME if reader else longest)
        value = reader[0](text) if reader else text.strip()
        if isinstance(value, Refused):
            raise EventError.of("player.field_refused", f"{field}.{key}", reason_msg=value.key, **value.params)
        out[key] = value
    if "tpn" in data:
        out["tpn"] = check_optional_int(data["tpn"], f"{field}.tpn", "subject.fixed_pairing_number", 1, MAX_PLAYERS)
    if details.SOURCE_KEY in data and details.PLAYER_KEY not in data and player is not None:
        data[details.PLAYER_KEY] = player.get(details.PLAYER_KEY)  # a source alone names the K the player has
    out.update(details.check_k_fields(data, field, details.THE_PLAYER))
    if player is None and not out.get(details.SOURCE_KEY, True):
        del out[details.SOURCE_KEY]  # written only when given
    if details.PLAYER_KEY in out and details.SOURCE_KEY not in out and player is not None and _value(player, details.SOURCE_KEY):
        out[details.SOURCE_KEY] = ""  # a K set by hand is no longer the list's
    return out


def entered_player(raw: Any, field: str = "operation.player", named: bool = True) -> dict[str, Any]:
    """The player an entry gives (an operation's "player"), checked and read as the record keeps it, before it takes
    an id: what a section's rule is checked against (`named` False: the form being typed may have no name yet)."""
    return new_player(0, _player_fields(raw, field, named))


def _value(player: dict[str, Any], key: str) -> Any:
    """A player's field, an optional one that is not there as its empty value."""
    return player.get(key, OPTIONAL_PLAYER_KEYS.get(key, "" if key == details.SOURCE_KEY else None))


def _check_tpn(ctx: Context, player: dict[str, Any], field: str) -> None:
    tpn = player["tpn"]
    if tpn is None:
        return
    count = len(ctx.doc["players"])
    if tpn > count:
        raise EventError.of("player.tpn_too_high", field, player=player["id"], tpn=str(tpn), count=count)
    for other in ctx.doc["players"]:
        if other is not player and other["tpn"] == tpn:
            raise EventError.of("player.tpn_taken", field, player=player["id"], name=player_label(other),
                                tpn=str(tpn))


def _numbering_warning(ctx: Context, before: dict[int, int]) -> None:
    """After round 1, renumbering matters to the director: say who moved."""
    if not ctx.paired:
        return
    after = pairing_numbers(ctx.doc)
    moved = sorted((p for p in ctx.doc["players"] if p["id"] in before and before[p["id"]] != after[p["id"]]),
                   key=lambda p: after[p["id"]])
    if moved:
        listed = ", ".join(f"{p['name']} {before[p['id']]} → {after[p['id']]}" for p in moved[:8])
        ctx.warnings.append(said("op_warning.pairing_numbers_more", moves=listed, count=len(moved) - 8)
                            if len(moved) > 8 else said("op_warning.pairing_numbers", moves=listed))


def op_add_player(ctx: Context) -> None:
    """Add a player before round 1 is paired."""
    if ctx.paired:
        raise EventError.of("player.add_after_start", "operation.op")
    if len(ctx.doc["players"]) >= MAX_PLAYERS:
        raise EventError.of("player.too_many", "operation.player", most=MAX_PLAYERS)
    player = new_player(ctx.new_player_id(), _player_fields(ctx.args["player"], "operation.player", True))
    ctx.doc["players"].append(player)
    _check_tpn(ctx, player, "operation.player.tpn")
    ctx.check_fit(player)
    byes = _entry_byes(ctx, player)
    if byes:
        ctx.tell(said_list("log.player_added_byes", "changes", byes, name=player_label(player)))
    else:
        ctx.tell(said("log.player_added", name=player_label(player)))


def op_edit_player(ctx: Context) -> None:
    """Change a player's details (name, rating, title, ... or fixed pairing number), at any time."""
    player = ctx.player()
    changes = _player_fields(ctx.args["changes"], "operation.changes", False, player)
    if not changes and not ctx.args["changes"]:
        raise EventError.of("player.nothing_to_change", "operation.changes")
    before = pairing_numbers(ctx.doc)
    old = {key: _value(player, key) for key in changes}
    player.update(changes)
    if player.get(details.SOURCE_KEY) == "":  # written only when given
        del player[details.SOURCE_KEY]
    _check_tpn(ctx, player, "operation.changes.tpn")
    _numbering_warning(ctx, before)
    ctx.check_fit(player)
    described = [_field_change(key, old[key], value) for key, value in changes.items() if old[key] != value]
    ctx.tell(said_list("log.player_edited", "changes", described, name=player_label(player)) if described
             else said("log.player_edited_nothing", name=player_label(player)))


def _field_change(key: str, old: Any, new: Any) -> dict[str, Any]:
    """A field's change as a clause of the log's list: "rating 1800 → 1900" (no value: "empty", a word)."""
    field = details.PLAYER_FIELD_KEYS[key]
    if old is None:
        return clause("log.field_set", field_msg=field, new=shown_value(new))
    if new is None:
        return clause("log.field_emptied", field_msg=field, old=shown_value(old))
    return clause("log.field_changed", field_msg=field, old=shown_value(old), new=shown_value(new))


def op_remove_player(ctx: Context) -> None:
    """Remove a player before round 1 is paired (later, withdraw them: their games stay)."""
    player = ctx.player()
    system = systems.get(ctx.doc["settings"]["system"])
    if ctx.paired:
        raise EventError.of("player.remove_after_round_one", "operation.player", player=player["id"],
                            leave_msg=LEAVE_INSTEAD[system.leave_word], name=player["name"])
    begun = system.started_without_rounds(ctx.doc)
    if begun:
        raise EventError.of("player.remove_after_start", "operation.player", player=player["id"], begun_msg=begun,
                            leave_msg=LEAVE_INSTEAD[system.leave_word], name=player["name"])
    numbers = pairing_numbers(ctx.doc)
    gone = numbers[player["id"]]
    ctx.doc["players"].remove(player)
    system.player_removed(ctx.doc, player["id"])
    file_parts.removed(ctx.doc, player["id"])
    for other in ctx.doc["players"]:  # close the gap the fixed numbers would leave
        if other["tpn"] is not None and other["tpn"] > gone:
            other["tpn"] -= 1
    kept = []
    for restriction in ctx.doc["restrictions"]:
        if player["id"] in restriction["players"]:
            restriction["players"].remove(player["id"])
            if len(restriction["players"]) < 2:
                ctx.warnings.append(said("op_warning.restriction_one_left", id=str(restriction["id"]),
                                         **restriction_named(restriction)))
                continue
        kept.append(restriction)
    ctx.doc["restrictions"] = kept
    ctx.tell(said("log.player_removed", name=player_label(player)))


def op_late_entry(ctx: Context) -> None:
    """A player who joins at round k (the next round to pair by default, or a later one): the rounds before k
    count as missed, 0 or ½ point each."""
    settings = ctx.doc["settings"]
    last = settings["rounds"] if settings["rounds"] is not None else MAX_ROUNDS
    if ctx.paired >= last:
        raise EventError.of("player.no_round_to_join", "operation.op", count=last)
    first = max(2, ctx.paired + 1)
    if first > last:
        raise EventError.of("player.one_round_event", "operation.op")
    joined = check_int(ctx.args.get("round", first), "operation.round", "subject.round_player_joins", first, last)
    if len(ctx.doc["players"]) >= MAX_PLAYERS:
        raise EventError.of("player.too_many", "operation.player", most=MAX_PLAYERS)
    data = _player_fields(ctx.args["player"], "operation.player", True)
    missed = check_choice(ctx.args.get("missed_points", settings["late_entry_points"]), "operation.missed_points",
                     "subject.missed_rounds_points", LATE_POINTS)
    before = pairing_numbers(ctx.doc)
    player = new_player(ctx.new_player_id(), data)
    player["joined_round"] = joined
    player["late_points"] = missed
    ctx.doc["players"].append(player)
    _check_tpn(ctx, player, "operation.player.tpn")
    _numbering_warning(ctx, before)
    ctx.check_fit(player)
    ctx.round = joined
    byes = _entry_byes(ctx, player)
    if byes:
        ctx.tell(said_list("log.late_entry_half_byes" if missed == "half" else "log.late_entry_zero_byes", "changes",
                           byes, name=player_label(player), number=str(joined), last=str(joined - 1)))
    elif missed == "half":
        ctx.tell(said("log.late_entry_half", name=player_label(player), number=str(joined), last=str(joined - 1)))
    else:
        ctx.tell(said("log.late_entry_zero", name=player_label(player), number=str(joined), last=str(joined - 1)))


def op_withdraw(ctx: Context) -> None:
    """Withdraw a player from a round still to pair on: earlier results stay, later rounds are not paired."""
    player = ctx.player()
    r = check_int(ctx.args.get("round", ctx.paired + 1), "operation.round", "subject.first_round_missed",
             max(ctx.paired + 1, player["joined_round"]), MAX_ROUNDS, player=player["id"])
    current = player["withdrawn_round"]
    if current is not None and current <= ctx.paired:
        raise EventError.of("player.already_withdrawn", "operation.player", player=player["id"], name=player["name"],
                            number=current)
    dropped = [b for b in player["requested_byes"] if b["round"] >= r]
    player["requested_byes"] = [b for b in player["requested_byes"] if b["round"] < r]
    if dropped:
        ctx.warnings.append(said("op_warning.byes_cancelled", name=player["name"],
                                 rounds=", ".join(str(b["round"]) for b in dropped)))
    player["withdrawn_round"] = r
    ctx.round = r
    ctx.tell(said("log.withdraws", name=player_label(player), number=str(r)))


def op_cancel_withdrawal(ctx: Context) -> None:
    """Undo a withdrawal that has not yet taken effect (no round paired without the player)."""
    player = ctx.player()
    current = player["withdrawn_round"]
    if current is None:
        raise EventError.of("player.not_withdrawn", "operation.player", player=player["id"], name=player["name"])
    if current <= ctx.paired:
        raise EventError.of("player.withdrawal_fixed", "operation.player", player=player["id"], round=current,
                            number=current, name=player["name"], next=ctx.paired + 1)
    player["withdrawn_round"] = None
    ctx.tell(said("log.withdrawal_cancelled", name=player_label(player), number=str(current)))


def _request_bye(ctx: Context, player: dict[str, Any], round_: Any, points_: Any, where: str = "operation") -> int:
    """Register a requested bye (½, 1 or 0 points, as the settings allow) for `player` in any round still to pair;
    the round. `where` names the arguments in a message (an operation's, or one of its list of byes)."""
    settings = ctx.doc["settings"]
    last = settings["rounds"] if settings["rounds"] is not None else MAX_ROUNDS
    r = check_int(round_, f"{where}.round", "subject.round_of_bye", ctx.paired + 1, max(last, ctx.paired + 1),
                  player=player["id"])
    if r > last:
        raise EventError.of("player.no_such_round", f"{where}.round", player=player["id"], round=r, count=last,
                            number=r)
    allowed = tuple(settings["requested_byes"]["allowed"])
    if not allowed:
        raise EventError.of("player.byes_not_allowed", f"{where}.points", player=player["id"], round=r)
    points = check_choice(points_, f"{where}.points", "subject.points_of_bye", allowed, player=player["id"], round=r)
    if r < player["joined_round"]:
        raise EventError.of("player.joins_later", f"{where}.round", player=player["id"], round=r,
                            name=player["name"], number=player["joined_round"])
    if player["withdrawn_round"] is not None and r >= player["withdrawn_round"]:
        raise EventError.of("player.withdrew_from", f"{where}.round", player=player["id"], round=r,
                            name=player["name"], number=player["withdrawn_round"])
    others = [b for b in player["requested_byes"] if b["round"] != r]
    limit = settings["requested_byes"]["limit"]
    if limit is not None and len(others) >= limit:
        raise EventError.of("player.bye_limit", f"{where}.round", player=player["id"], round=r, name=player["name"],
                            count=len(others), most=limit)
    player["requested_byes"] = sorted(others + [{"round": r, "points": points}], key=lambda b: b["round"])
    return r


def _entry_byes(ctx: Context, player: dict[str, Any]) -> list[dict[str, Any]]:
    """The byes a new player requests as they are entered (`requested_byes`: [{"round", "points"}]), registered;
    the log's clauses for them."""
    byes = check_list(ctx.args.get("requested_byes", []), "operation.requested_byes", "subject.requested_byes", MAX_ROUNDS,
                      player=player["id"])
    for k, bye in enumerate(byes):
        where = f"operation.requested_byes[{k}]"
        bye = check_object(bye, where, "subject.a_requested_bye", player=player["id"])
        check_keys(bye, where, "subject.a_requested_bye", ("round", "points"), player=player["id"])
        _request_bye(ctx, player, bye["round"], bye["points"], where)
    return [clause(ENTRY_BYES[b["points"]], number=str(b["round"])) for b in player["requested_byes"]]


# A bye requested as a player is entered, in the log's list of them (document.names.BYE_POINTS).
ENTRY_BYES = {"half": "log.entry_bye_half", "full": "log.entry_bye_full", "zero": "log.entry_bye_zero"}


# A requested bye in the log, by its points (document.names.BYE_POINTS).
BYE_REQUESTED = {"half": "log.bye_requested_half", "full": "log.bye_requested_full", "zero": "log.bye_requested_zero"}


def op_request_bye(ctx: Context) -> None:
    """A requested bye (½, 1 or 0 points, as the settings allow) for any round still to pair."""
    player = ctx.player()
    r = _request_bye(ctx, player, ctx.args["round"], ctx.args["points"])
    ctx.round = r
    points = next(b["points"] for b in player["requested_byes"] if b["round"] == r)
    ctx.tell(said(BYE_REQUESTED[points], name=player_label(player), number=str(r)))


def op_cancel_bye(ctx: Context) -> None:
    """Cancel a requested bye for a round still to pair."""
    player = ctx.player()
    r = check_int(ctx.args["round"], "operation.round", "subject.round_of_bye", 1, MAX_ROUNDS, player=player["id"])
    if not any(b["round"] == r for b in player["requested_byes"]):
        raise EventError.of("player.no_requested_bye", "operation.round", player=player["id"], round=r,
                            name=player["name"], number=r)
    if r <= ctx.paired:
        raise EventError.of("player.round_already_paired", "operation.round", player=player["id"], round=r,
                            number=r)
    player["requested_byes"] = [b for b in player["requested_byes"] if b["round"] != r]
    ctx.round = r
    ctx.tell(said("log.bye_cancelled", name=player_label(player), number=str(r)))


def known_once(ids: list[Any], field: str, players: dict[int, dict[str, Any]]) -> None:
    """Every entry is the id of a player of this event, and none is named twice."""
    for k, pid in enumerate(ids):
        check_int(pid, f"{field}[{k}]", "subject.a_player", 1, MAX_ID)
        if pid not in players:
            raise EventError.of("event.no_such_player", f"{field}[{k}]", player=pid, id=str(pid))
        if pid in ids[:k]:
            raise EventError.of("player.named_twice", f"{field}[{k}]", player=pid, name=player_label(players[pid]))


def op_set_pairing_numbers(ctx: Context) -> None:
    """Fix every pairing number (the list of player ids in order), or null to return to the FIDE order."""
    order = ctx.args["order"]
    before = pairing_numbers(ctx.doc)
    if order is None:
        for p in ctx.doc["players"]:
            p["tpn"] = None
        ctx.tell(said("log.numbers_fide_order"))
    else:
        order = check_list(order, "operation.order", "subject.players_order", MAX_PLAYERS)
        players = {p["id"]: p for p in ctx.doc["players"]}
        known_once(order, "operation.order", players)
        missing = [p for p in ctx.doc["players"] if p["id"] not in order]
        if missing:
            raise EventError.of("player.order_leaves_out", "operation.order", player=missing[0]["id"],
                                names=", ".join(player_label(p) for p in missing[:5]))
        for number, pid in enumerate(order, 1):
            players[pid]["tpn"] = number
        ctx.tell(said("log.numbers_fixed"))
    _numbering_warning(ctx, before)
