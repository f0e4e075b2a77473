"""Whether two JSON values are the same value, strictly: Python's `==` holds `True == 1 == 1.0`, which a check of an
event must not (a rating of `True` or `1.0` is refused where `1` is not), so the strict test adds marshal's bytes,
which name each value's exact type.

marshal's version 2 is used: from version 3 on it writes back-references to objects referred to more than once, so
two equal values may be written differently by how they happen to be shared. Two values written the same are the
same JSON (the same types, keys, order and values); two values written differently may still be the same (a string
one of them holds interned), which only costs a check done again, never one left out."""

from __future__ import annotations

import json
import marshal
import operator
from typing import Any

MARSHAL_VERSION = 2


def fingerprint(value: Any) -> bytes | None:
    """`value` written by marshal (None when marshal cannot write it: a subclass of a JSON type, a deep value)."""
    try:
        return marshal.dumps(value, MARSHAL_VERSION)
    except ValueError:
        return None


# The fingerprints of parts of the event the engine holds (event/document.py, `KnownEvent`), which nothing changes,
# each taken once: id -> (the part, its fingerprint), the part kept with it so that its id names that object alone.
_held: dict[int, tuple[Any, bytes]] = {}


def hold(parts: list[tuple[Any, bytes]]) -> None:
    """The fingerprints kept from now on, in place of those kept before: each part of a held event (an object
    nothing changes while it is held) with its fingerprint, taken when the part was as the held event was checked."""
    _held.clear()
    _held.update((id(part), (part, printed)) for part, printed in parts)


def held_fingerprint(value: Any) -> bytes | None:
    """The fingerprint kept for `value` (a part of the held event); None when none is kept."""
    kept = _held.get(id(value))
    return kept[1] if kept is not None and kept[0] is value else None


def fingerprint_of_part(value: Any) -> bytes | None:
    """The fingerprint of `value`, the one kept when it is a part of the held event, else written now."""
    kept = held_fingerprint(value)
    return kept if kept is not None else fingerprint(value)


def from_fingerprint(written: bytes) -> Any:
    """The value `fingerprint` wrote, a new copy of it."""
    return marshal.loads(written)


def identical(before: Any, after: Any) -> bool:
    """Are the two values strictly the same JSON? `before` is a value already checked (of bounded depth): `==` is
    asked first, so that marshal writes `after` only when it has the very shape of `before` (no deeper)."""
    if before is after:
        return True
    if before != after:
        return False
    written = fingerprint(after)
    return written is not None and written == fingerprint(before)


def identical_items(before: list[Any], after: list[Any]) -> list[int]:
    """The indices of the items of `after` strictly the same as the item at the same index of `before` (a checked
    list). The items equal by `==` (compared in C) are written by marshal together, each list once: the same bytes
    read back as the same values, so each such item is strictly the same; only when those bytes differ (a value of
    another type somewhere) is each item compared alone."""
    equal = [i for i, same in enumerate(map(operator.eq, before, after)) if same]
    if not equal:
        return []
    written = fingerprint([after[i] for i in equal])
    if written is not None and written == fingerprint([before[i] for i in equal]):
        return equal
    return [i for i in equal if identical(before[i], after[i])]


def copied(value: Any) -> Any:
    """A copy of a checked JSON value that shares no list or object with it (version 2 writes a value referred to
    twice as two values), strictly the same: marshal copies an event's JSON in about 60% of the time of a JSON text
    written and read. A value marshal cannot write (a subclass of a JSON type) is copied through JSON text."""
    try:
        return marshal.loads(marshal.dumps(value, MARSHAL_VERSION))
    except ValueError:
        return json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))
