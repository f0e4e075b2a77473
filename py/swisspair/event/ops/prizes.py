"""The operation on the prize groups: the director's list of groups (overall first) and whether a player wins at
most one prize, set as a whole."""

from __future__ import annotations

from ...document.operation import Context
from ...messages import clause, said, said_list
from ...document.prizes import SETTING, check_setting, filter_said


def op_set_prizes(ctx: Context) -> None:
    """The prize groups given replace the current ones (none given: no prize groups); "one prize per player" stays
    as it was unless given, and is on for a first list."""
    settings = ctx.doc["settings"]
    before = settings.get(SETTING) or {"one_per_player": True}
    groups = ctx.args["groups"]
    if isinstance(groups, list) and not groups:
        settings[SETTING] = None
        ctx.tell(said("log.prizes_removed"))
        return
    setting = check_setting({"one_per_player": ctx.args.get("one_per_player", before["one_per_player"]),
                             "groups": groups}, "operation")
    settings[SETTING] = setting
    listed = [clause("log.prize_group_one" if g["places"] == 1 else "log.prize_group_many", name=g["name"],
                     count=g["places"], **filter_said(g["filter"])) for g in setting["groups"]]
    ctx.tell(said_list("log.prize_groups" if setting["one_per_player"] else "log.prize_groups_every", "groups", listed))
