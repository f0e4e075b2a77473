"""An event made again from its record of changes alone: the event the record begins with, the log before it, and
each recorded change applied again in order, each pairing paired again by this engine.

The shortest editable link (app/share.js, format 3) carries only this, which is a third of the event: a round's
boards, the log's texts and the players' fields follow from the changes. The page that receives it checks the
event made here against the sender's (a checksum in the link): an engine that pairs otherwise makes another event,
and the link is then refused, never stored as something the sender did not hold.
"""

from __future__ import annotations

from typing import Any

from ..document.errors import EventError
from ..document.values import check_int, check_keys, check_list, check_object, check_optional_text, check_text
from ..limits import MAX_TIME_TEXT
from .migrations import next_log_seq
from .ops.dispatch import check_recorded, run
from .record import begin, clone, validate_entry
from .schema import validate


def rebuild(record: Any, history: Any, entries: Any, modified: Any, keys: Any) -> dict[str, Any]:
    """The event whose record begins with `record` ({"from", "event"}), whose log before it is `history`, and whose
    recorded entries are `entries` (as the log holds them, without the seq and what applying them writes: text,
    round, warnings, what a pairing made; an entry a merge left out is kept whole), last changed at `modified`, its
    own keys in the order `keys` (the record's event does not say where the log and the record stood among them).
    Raises EventError naming the change that does not apply."""
    order = [check_text(key, "keys", "subject.an_event_key", 100)
             for key in check_list(keys, "keys", "subject.event_keys", 100)]
    check_keys(check_object(record, "record", "subject.record_of_changes"), "record", "subject.record_of_changes",
               ("from", "event"))
    start = check_int(record["from"], "record.from", "subject.record_start", 1, 10**9)
    doc = clone(check_object(record["event"], "record.event", "subject.record_event"))
    doc["log"] = clone(check_list(history, "history", "subject.log_before_record"))
    validate(doc)
    if next_log_seq(doc["log"]) != start:
        raise EventError.of("record.not_after_log", "record.from")
    begin(doc, start)
    for index, entry in enumerate(check_list(entries, "entries", "subject.recorded_changes")):
        field = f"entries[{index}]"
        again = {"seq": start + index, **clone(check_object(entry, field, "subject.recorded_change_n",
                                                            number=index + 1))}
        if "left_out" in entry:
            # Kept as the copy that left it out wrote it; the event's check below reads its parts.
            validate_entry(again, field, "record.recorded_change_n", str(index + 1))
            doc["log"].append(again)
            continue
        check_recorded(entry, field, str(index + 1))
        try:
            run(doc, again)
        except EventError as exc:
            refused = EventError.wrapping("record.change_refused", exc, f"Change {index + 1} of the record "
                                          f"({entry['op']}) does not apply: {exc.message}", field, player=exc.player,
                                          round=exc.round, change_number=index + 1, change_op=entry["op"])
            refused.code = exc.code  # the change's own kind of fault: the record is only where it was found
            raise refused from None
    doc["modified"] = check_optional_text(modified, "modified", "subject.last_change_time", MAX_TIME_TEXT)
    validate(doc)
    # In the sender's order where it names the same keys; otherwise the page's check tells the events apart.
    return {key: doc[key] for key in order} if sorted(order) == sorted(doc) else doc
