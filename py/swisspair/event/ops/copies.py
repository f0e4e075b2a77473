"""The copies of an event: the name an organiser gives their copy, and the pen (which copy may change the event)
handed to a co-organiser and taken. A copy is named by the id the page gives each browser (`copy` in the
operation); an event that was never handed over has no pen, and every copy may change it."""

from __future__ import annotations

from typing import Any

from ...document.errors import EventError
from ...document.operation import Context
from ...messages import said
from ...document.values import capitalised, check_text
from ...limits import MAX_NAME
from ..record import copy_name, copy_said

# What a copy without the pen may still do: name itself, and take the pen.
WITHOUT_PEN = ("name_copy", "take_pen")


def check_pen(doc: dict[str, Any], op: str, by: str | None) -> None:
    """Only the copy that holds the pen changes an event that was handed over: this is what keeps two people from
    pairing the next round on two devices without knowing it."""
    pen = doc.get("pen")
    if pen is None or op in WITHOUT_PEN or (by is not None and pen["holder"] == by):
        return
    since = pen.get("since")
    if pen["holder"] is None:
        if since:
            raise EventError.of("copies.handed_over_since", "operation.op", since=since)
        raise EventError.of("copies.handed_over", "operation.op")
    holder = copy_said(doc.get("copies", {}), pen["holder"])
    if since:
        raise EventError.of("copies.not_your_pen_since", "operation.op", since=since, **holder)
    raise EventError.of("copies.not_your_pen", "operation.op", **holder)


def _own_copy(ctx: Context, needed: str) -> str:
    """The copy doing the operation; `needed`: the refusal when none is named (a key of swisspair.messages)."""
    if ctx.by is None:
        raise EventError.of(needed, "operation.copy")
    return ctx.by


def op_name_copy(ctx: Context) -> None:
    """The name this copy's organiser gives it, shown to co-organisers when their copies are merged."""
    by = _own_copy(ctx, "copies.naming_needs_copy")
    name = check_text(ctx.args["name"], "operation.name", "subject.copy_name", MAX_NAME).strip()
    copies = ctx.doc.setdefault("copies", {})
    if name:
        copies[by] = name
    else:
        copies.pop(by, None)
    ctx.tell(said("log.copy_named", name=name) if name else said("log.copy_unnamed"))


def op_hand_over(ctx: Context) -> None:
    """Give the pen away: the link made with it carries the event, and the copy that opens it takes the pen."""
    by = _own_copy(ctx, "copies.handing_over_needs_copy")
    ctx.doc["pen"] = {"holder": None, "from": by, "since": ctx.at}
    ctx.tell(said("log.handed_over_named", copy=ctx.doc["copies"][by]) if ctx.doc.get("copies", {}).get(by)
             else said("log.handed_over_copy", copy=by[:6]))


def op_take_pen(ctx: Context) -> None:
    """This copy becomes the one that changes the event (on opening a hand-over link, or taking it back)."""
    by = _own_copy(ctx, "copies.taking_pen_needs_copy")
    pen = ctx.doc.get("pen")
    before = pen["holder"] if pen else None
    ctx.doc["pen"] = {"holder": by, "from": pen["from"] if pen and before is None else before, "since": ctx.at}
    ctx.tell(said("log.pen_taken_named", copy=ctx.doc["copies"][by]) if ctx.doc.get("copies", {}).get(by)
             else said("log.pen_taken_copy", copy=by[:6]))


OPERATIONS = {
    "name_copy": (op_name_copy, ("name",), ()),
    "hand_over": (op_hand_over, (), ()),
    "take_pen": (op_take_pen, (), ()),
}
