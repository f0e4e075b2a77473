"""Two organisers' copies of one small event, as the merge's tests part them: players entered and round 1 paired
on Ana's copy (named "Ana"), which Ben's copy (never named) received."""

from swisspair import event

ANA, BEN = "ana-laptop", "ben-phone"


def act(doc, copy, op, clock=None, **args):
    """One operation, signed by `copy`, stamped with `clock()`'s time when a clock is given."""
    stamp = {"at": clock()} if clock else {}
    return event.apply(doc, {"op": op, "copy": copy, **stamp, **args}).event


def parted(players=8, clock=None):
    doc = event.new_event({"id": "open", "name": "Club open", "rounds": 5})
    for k in range(players):
        doc = act(doc, ANA, "add_player", clock, player={"name": f"Player {k + 1:02d}", "rating": 2200 - 10 * k})
    doc = act(doc, ANA, "name_copy", clock, name="Ana")
    return act(doc, ANA, "pair_next", clock)
