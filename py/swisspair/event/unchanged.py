"""The parts of an event an operation left as they were: what its check need not walk again.

An operation works on a copy of a checked event (event/document.py `working_copy`) and changes a few of its parts (a
result: one board of one round, and the log). Each part of the new event is compared with the part at the same place
in the checked event it was made from, strictly (document/sameness.py: `True`, `1` and `1.0` are three values):
the settings, the players and the kept TRF lines of a group (the event, or each of its sections), each round, the
record and the log's entries (which the copy shares, so compared by identity); of a round that changed, each of its
boards and its engine pairing, notes and manual changes. The comparisons run in C (`==`, then marshal only on what
compared equal), far cheaper than the Python checks they spare.

A part is named by its place: ("players",), ("rounds", 4), ("rounds", 4, "boards", 17), ("sections", 2, "rounds",
4) (a section by its id); of the log, which grows at its end, how many of its first entries are the checked event's
own. A part of the new event counts as unchanged at its place only: the same object found at another place (shared
between two places) is checked there as always."""

from __future__ import annotations

import operator
from typing import Any

from ..document.names import SECTIONS
from ..document.sameness import identical, identical_items

# The parts of a group compared whole.
WHOLE_PARTS = ("settings", "players", "trf_lines")
# The parts of a changed round compared whole (its boards are compared one by one).
ROUND_PARTS = ("engine", "notes", "manual")


class Unchanged:
    def __init__(self, document: Any = None, before: dict[str, Any] | None = None):
        self.places: dict[int, tuple[Any, ...]] = {}  # id of a part of `document` -> the place it is unchanged at
        self.rounds_before: dict[tuple[Any, ...], int] = {}  # a group's place -> how many rounds it had
        self.log_kept = 0  # how many of the log's first entries are the checked event's own, at the same places
        self.kept_lists: dict[int, int] = {}  # id of the log -> that many
        if before is None or not isinstance(document, dict) or not isinstance(before, dict):
            return
        self._group(document, before, ())
        sections, sections_before = document.get(SECTIONS), before.get(SECTIONS)
        if isinstance(sections, list) and isinstance(sections_before, list):
            earlier = {s["id"]: s for s in sections_before}
            for section in sections:
                if isinstance(section, dict) and isinstance(section.get("id"), int) and section["id"] in earlier:
                    self._group(section, earlier[section["id"]], (SECTIONS, section["id"]))
        log, log_before = document.get("log"), before["log"]
        # The log grows by an entry at its end: its first entries are the checked event's own (`working_copy`).
        if isinstance(log, list) and len(log) >= len(log_before) and all(map(operator.is_, log, log_before)):
            self.log_kept = len(log_before)
            self.kept_lists[id(log)] = self.log_kept
        if "record" in before and document.get("record") is before["record"]:
            self._keep(before["record"], ("record",))

    def _group(self, group: dict[str, Any], before: dict[str, Any], place: tuple[Any, ...]) -> None:
        for key in WHOLE_PARTS:
            if key in group and key in before and identical(before[key], group[key]):
                self._keep(group[key], (*place, key))
        rounds, rounds_before = group.get("rounds"), before.get("rounds")
        if isinstance(rounds, list) and isinstance(rounds_before, list):
            self.rounds_before[place] = len(rounds_before)
            for i, (rnd, rnd_before) in enumerate(zip(rounds, rounds_before)):
                if identical(rnd_before, rnd):
                    self._keep(rnd, (*place, "rounds", i))
                elif isinstance(rnd, dict) and isinstance(rnd_before, dict):
                    self._round_parts(rnd, rnd_before, (*place, "rounds", i))

    def _round_parts(self, rnd: dict[str, Any], before: dict[str, Any], place: tuple[Any, ...]) -> None:
        """A round that changed (a result entered): its boards, and its other parts, each the same as in the checked
        round at the same place."""
        for key in ROUND_PARTS:
            if key in rnd and key in before and identical(before[key], rnd[key]):
                self._keep(rnd[key], (*place, key))
        boards, boards_before = rnd.get("boards"), before.get("boards")
        if isinstance(boards, list) and isinstance(boards_before, list):
            for b in identical_items(boards_before, boards):
                self._keep(boards[b], (*place, "boards", b))

    def _keep(self, part: Any, place: tuple[Any, ...]) -> None:
        # Only objects: a number or a text is one object wherever it is (the interpreter shares them), and a check
        # of an object's place must never be spared by a scalar found unchanged elsewhere.
        if isinstance(part, (dict, list)):
            self.places[id(part)] = place

    def at(self, part: Any, *place: Any) -> bool:
        """Is `part` unchanged at `place`?"""
        return self.places.get(id(part)) == place

    def kept_items(self, part: Any, depth: int) -> int:
        """How many of the first items of the list `part`, `depth` levels deep, are unchanged in their places (the
        log's entries: 1 level down; check_json asks no more of them)."""
        return self.kept_lists.get(id(part), 0) if depth == 1 else 0

    def at_depth(self, part: Any, depth: int) -> bool:
        """Is `part` unchanged at some place `depth` levels deep (all check_json asks of a place)?"""
        place = self.places.get(id(part))
        return place is not None and len(place) == depth

    def latest_kept(self, r: int, rounds: int, *place: Any) -> bool:
        """Is round `r` of the group at `place`, which now has `rounds` rounds, the latest now exactly when it was
        (the latest round alone may wait for results)?"""
        before = self.rounds_before.get(place)
        return before is not None and (r == rounds) == (r == before)


NOTHING_UNCHANGED = Unchanged()
