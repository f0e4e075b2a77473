"""Two organisers' copies of one small event, as the merge's tests part them: eight players entered and round 1
paired on Ana's copy (named "Ana"), which Ben's copy (never named) received."""

from swisspair import event

ANA, BEN = "ana-laptop", "ben-phone"


def act(doc, copy, op, **args):
    """One operation, signed by `copy`."""
    return event.apply(doc, {"op": op, "copy": copy, **args}).event


def parted():
    doc = event.new_event({"id": "open", "name": "Club open", "rounds": 5})
    for k in range(8):
        doc = act(doc, ANA, "add_player", player={"name": f"Player {k + 1:02d}", "rating": 2200 - 10 * k})
    doc = act(doc, ANA, "name_copy", name="Ana")
    return act(doc, ANA, "pair_next")
