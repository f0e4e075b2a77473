"""The operations on the restrictions: players who must not meet."""

from __future__ import annotations

from typing import Any

from ...document.errors import EventError
from ...document.names import RESTRICTION_KINDS, restriction_named
from ...document.operation import Context, next_id
from ...document.values import check_choice, check_int, check_list, check_optional_int, check_text
from ...limits import MAX_ID, MAX_NAME, MAX_PLAYERS, MAX_RESTRICTIONS, MAX_ROUNDS
from ...messages import said
from ..schema import check_restricted_pairs
from .players import known_once


def op_add_restriction(ctx: Context) -> None:
    """Players who must not meet (siblings, parent and child, team-mates, a club), in some rounds or all."""
    players = {p["id"]: p for p in ctx.doc["players"]}
    members = check_list(ctx.args["players"], "operation.players", "subject.players_kept_apart", MAX_PLAYERS)
    if len(members) < 2:
        raise EventError.of("restriction.too_few", "operation.players")
    known_once(members, "operation.players", players)
    if len(ctx.doc["restrictions"]) >= MAX_RESTRICTIONS:
        raise EventError.of("restriction.too_many", "operation.players", most=MAX_RESTRICTIONS)
    kind = check_choice(ctx.args.get("kind", "other"), "operation.kind", "subject.restriction_kind", RESTRICTION_KINDS)
    label = check_text(ctx.args.get("label", ""), "operation.label", "subject.label", MAX_NAME).strip()
    first = check_int(ctx.args.get("first_round", 1), "operation.first_round", "subject.first_round", 1, MAX_ROUNDS)
    last = check_optional_int(ctx.args.get("last_round"), "operation.last_round", "subject.last_round", first,
                              MAX_ROUNDS)
    restriction = {"id": next_id(ctx.doc["restrictions"]), "kind": kind, "label": label, "players": list(members),
                   "first_round": first, "last_round": last}
    check_restricted_pairs([*ctx.doc["restrictions"], restriction], "operation.players")
    ctx.doc["restrictions"].append(restriction)
    if ctx.doc["settings"]["mode"] == "fide":
        ctx.warnings.append(said("note.fide_restrictions"))
    if last is not None and last <= ctx.paired:
        ctx.warnings.append(said("op_warning.restriction_paired", number=str(last)))
    names = ", ".join(players[pid]["name"] for pid in members)
    ctx.tell(said("log.restriction_added", id=str(restriction["id"]), names=names, **restriction_named(restriction)))


def op_remove_restriction(ctx: Context) -> None:
    rid = check_int(ctx.args["id"], "operation.id", "subject.restriction", 1, MAX_ID)
    for restriction in ctx.doc["restrictions"]:
        if restriction["id"] == rid:
            ctx.doc["restrictions"].remove(restriction)
            ctx.tell(said("log.restriction_removed", id=str(rid), **restriction_named(restriction)))
            return
    raise EventError.of("restriction.no_such", "operation.id", id=str(rid))

