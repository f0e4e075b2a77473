"""The changes that turn one JSON value into another, in the form the page applies them (app/undo-diff.js's
`patch`), so that the engine can answer a change to a large event with what changed rather than the whole event.

A change is one of
  {"p": path, "v": value}                        set the value at path (path [] is the whole value)
  {"p": path, "s": start, "n": count, "i": []}   in the list at path, replace `count` items from `start` by `i`
where a path is the list of keys and indexes from the top. Objects whose keys differ (or differ in order) are set
whole. Parts are compared by Python's own comparison of lists and dicts, so only the branches that differ are
walked (iteratively: an event's depth never reaches the call stack); a part that compares equal is left as it was
(an engine's values keep their types, and its objects their keys' order, so equal is the same)."""

from __future__ import annotations

from operator import eq
from typing import Any


def diff(before: Any, after: Any) -> list[dict[str, Any]]:
    """The changes that turn `before` into `after` (neither is changed)."""
    changes: list[dict[str, Any]] = []
    stack: list[tuple[Any, Any, tuple]] = [(before, after, ())]
    while stack:
        x, y, path = stack.pop()
        if x is y or (type(x) is type(y) and x == y):
            continue
        if isinstance(x, list) and isinstance(y, list):
            if len(x) == len(y):
                # The items compared in C first: of a round's 1,000 boards, the one changed is walked.
                stack.extend((x[index], y[index], (*path, index)) for index, equal in enumerate(map(eq, x, y))
                             if not (equal and type(x[index]) is type(y[index])))
                continue
            # Lists mostly grow at the end (the log, the rounds): the items both keep at the start and the end
            # stay, the rest is one replacement.
            shorter = min(len(x), len(y))
            start = 0
            while start < shorter and same(x[start], y[start]):
                start += 1
            end = 0
            while end < shorter - start and same(x[len(x) - 1 - end], y[len(y) - 1 - end]):
                end += 1
            changes.append({"p": list(path), "s": start, "n": len(x) - start - end, "i": y[start:len(y) - end]})
        elif isinstance(x, dict) and isinstance(y, dict) and list(x) == list(y):
            stack.extend((x[key], y[key], (*path, key)) for key in x)
        else:
            changes.append({"p": list(path), "v": y})
    return changes


def same(x: Any, y: Any) -> bool:
    """Equal, the same object answered at once (an event made by an operation shares its untouched parts)."""
    return x is y or x == y
