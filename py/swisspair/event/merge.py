"""Merging two copies of one event by what each did since they parted (event/record.py).

The merged event is the event the two records begin with, with every recorded operation of both applied again in
one order that does not depend on which copy merges which: first the entries both logs hold in the same place,
then the others copy by copy in each copy's own order, interleaved by time (then by copy id). A merge that gives the
same answer from both sides is what lets the two organisers exchange links again and end with the same event.

What could make the merged event differ from what either organiser saw is never decided here but asked
(`Conflict`): the same thing changed differently on both sides (a board's result, a player's withdrawal, a
setting), a round paired on both sides differently, a round paired on one side without the other side's changes
to the players or the rounds before it, and an operation that no longer applies. The director's choice leaves out
the other side's entries; they stay in the log marked `left_out`, so a later merge leaves them out too.
"""

from __future__ import annotations

import heapq
import json
from dataclasses import dataclass, field
from typing import Any

from .. import systems
from ..messages import clause, fill, said
from ..document.errors import EventError
from ..document.details import PLAYER_FIELD_KEYS
from .document import KnownEvent, load
from .migrations import upgrade
from .ops.dispatch import run
from .ops.sections import OPERATIONS as SECTION_OPERATIONS
from .record import clone, copy_name, copy_said, entry_key, first_recorded, snapshot
from .schema import validate
from .sections import all_players, first_boards, has_sections, section_ids, section_view

# Why a merge leaves a change out, where the reason is the same for every change (`said`: messages.said).
REPEATED = said("merge.why_repeated")
NO_LONGER_APPLIES = said("merge.why_no_longer_applies")

# Operations that cannot change a later pairing: the event's name and tie-breaks, a copy's name, the pen, a section's
# name or rule, a new section, one removed (only before it begins), how boards are numbered across the sections.
OUTSIDE_PAIRING = {"name_copy", "hand_over", "take_pen", "set_details", "add_section", "edit_section",
                   "remove_section", "set_section_boards"}
SETTINGS_OUTSIDE_PAIRING = {"name", "tiebreaks", "rating_changes"}
# Operations on the whole event rather than one section's group (a section named in their arguments is what they act
# on, not where).
EVENT_WIDE = {"name_copy", "hand_over", "take_pen", "set_details", *SECTION_OPERATIONS}
# The arguments of an operation that name a section, by operation (those on one section's group: "section").
SECTION_ARGS = {"edit_section": ("section",), "remove_section": ("section",), "move_player": ("to",)}


@dataclass
class Option:
    """`said`: the option's label as the engine's table says it ({"text", "key"?, "params"?}: messages.said); `why`:
    why choosing it leaves out what it leaves out, said to the director before the merge is applied (the same)."""

    id: str
    said: dict[str, Any]
    why: dict[str, Any]

    @property
    def label(self) -> str:
        return self.said["text"]


@dataclass
class Conflict:
    """A question for the director: `id` names it the same from both copies; `said` its text as the engine's table
    says it ({"text", "key"?, "params"?}; English alone where a part it quotes has no words); each option leaves out
    `leaves_out`."""

    id: str
    said: dict[str, Any]
    options: list[Option]
    sides: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # copy -> what that copy did: lines' words
    leaves_out: dict[str, list[tuple[Any, ...]]] = field(default_factory=dict)  # option id -> entry keys
    # option id -> entry key -> why, where one entry has its own reason (a game the pairing kept does not hold)
    reasons: dict[str, dict[tuple[Any, ...], dict[str, Any]]] = field(default_factory=dict)
    # option id -> entry key -> the arguments it is applied with (a result moved to its game's board in the pairing kept)
    moves: dict[str, dict[tuple[Any, ...], dict[str, Any]]] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.said["text"]

    def as_dict(self) -> dict[str, Any]:
        """As the page reads it: each text beside its words (`key`, `params`) where it has them; `side_words`
        beside `sides`, each line's words or None."""
        return {"id": self.id, "text": self.text, **words_of(self.said),
                "sides": {copy: [line["text"] for line in lines] for copy, lines in self.sides.items()},
                "side_words": {copy: [words_of(line) or None for line in lines] for copy, lines in self.sides.items()},
                "options": [{"id": option.id, "label": option.label, **words_of(option.said)}
                            for option in self.options]}


def words_of(said_: dict[str, Any]) -> dict[str, Any]:
    """A text's key and parameters (and a log entry's list of clauses and its place), when it has them."""
    if "key" not in said_:
        return {}
    return {"key": said_["key"], "params": said_["params"], **{name: said_[name] for name in ("clauses", "list")
                                                               if name in said_}}


def quoted(entry: dict[str, Any]) -> dict[str, Any]:
    """A copy's log entry as a nested message of a question: its words (with their own parameters, and a list's
    clauses), or its text as it is when it has none (an entry stored before its words)."""
    return words_of(entry) or {"text": entry["text"]}


def line(entry: dict[str, Any]) -> dict[str, Any]:
    """A log entry as a question quotes it: its text, with its words when it was written with them."""
    return {"text": entry["text"], **words_of(entry)}


# How a question names a copy, by its part in the question: (named, unnamed).
COPY_WORDS = {"copy": ("merge.copy_named", "merge.copy_unnamed"),
              "pairer": ("merge.pairer_named", "merge.pairer_unnamed"),
              "changer": ("merge.changer_named", "merge.changer_unnamed")}


def copy_words(role: str, names: dict[str, str], group: Any) -> dict[str, Any]:
    """How a question names a copy (or the copies of one side), as the parameters of a nested `<role>_msg`: the name
    its organiser gave it, else "the copy <id>". Several copies on one side are a list of names, which the page joins
    as its language joins a list."""
    copies = sorted(group)
    if len(copies) == 1:
        return ({f"{role}_msg": COPY_WORDS[role][0], role: names[copies[0]]} if names.get(copies[0])
                else {f"{role}_msg": COPY_WORDS[role][1], role: copies[0][:6]})
    return {f"{role}_msg": COPY_WORDS[role][0], role: [copy_name(names, c) for c in copies]}


def name_words(names: dict[str, str], copy: str) -> dict[str, Any]:
    """A copy's name as the page words it: its organiser's name as written, or "the copy <id>" in its language."""
    words = copy_said(names, copy)
    return {"key": words.pop("holder_msg"), "params": words}


def round_words(where: "Where", place: Any, r: Any) -> dict[str, Any]:
    """A round as a question names it (a nested `round_msg`), with its section in an event of sections."""
    if not where.sectioned or place is None:
        return {"round_msg": "merge.round", "number": str(r)}
    return {"round_msg": "merge.round_of_section", "number": str(r), "section": where.names.get(place, "removed")}


@dataclass
class Side:
    """One copy's log since the record began, with each entry's key, the section it was made in (None: one on the
    whole event) and how many rounds that copy had paired in each section when it made the entry."""

    doc: dict[str, Any]
    entries: list[dict[str, Any]]
    keys: list[tuple[Any, ...]]
    rounds_then: dict[tuple[Any, ...], dict[tuple[Any, ...], int]]
    pairings_left_out: set[tuple[str, Any, Any]]  # (copy, section, round) of each pairing a merge left out
    # Each entry's section, as what made it (`Place`): ("start", id) for one the record begins with, else the key of
    # the entry that added it (ids are not: each copy numbers its own); None for an entry on the whole event.
    sections: dict[tuple[Any, ...], tuple[Any, ...] | None] = field(default_factory=dict)
    named: dict[tuple[Any, ...], dict[str, tuple[Any, ...]]] = field(default_factory=dict)  # argument -> section
    ids_now: dict[tuple[Any, ...], int] = field(default_factory=dict)  # each section of the copy now -> its id


class MergeRefused(EventError):
    pass


def merge(ours: Any, theirs: Any, choices: dict[str, str] | None = None) -> dict[str, Any]:
    """Merge `theirs` into `ours`: {"event": merged or None, "conflicts": [...], "summary": {copy: [phrases]},
    "summary_words": {copy: [each phrase's words: {"key", "params"}, or None]}, "copies": {copy: its name},
    "left_out": [each reason a change was left out, its words beside it, with the changes it left out]}. The event
    is given only when every conflict has its choice in `choices`."""
    choices = choices or {}
    a, b = checked(ours), checked(theirs)
    if a["id"] != b["id"]:
        raise MergeRefused.of("merge.not_the_same_event", "event.id", ours=a["name"], theirs=b["name"])
    start_a, start_b = record_start(a), record_start(b)
    if start_a != start_b:
        raise MergeRefused.of("merge.parted_before_record", "event.record")
    side_a, side_b = read_side(a), read_side(b)
    union: dict[tuple[Any, ...], dict[str, Any]] = {}
    source: dict[tuple[Any, ...], Side] = {}  # the copy whose entry the union holds
    for side in (side_a, side_b):
        for key, entry in zip(side.keys, side.entries):
            if key not in union or "left_out" in entry or moved_by_a_merge(entry, union[key], side):
                union[key], source[key] = entry, side
    common = 0
    while (common < len(side_a.keys) and common < len(side_b.keys)
           and side_a.keys[common] == side_b.keys[common]):
        common += 1
    order = side_a.keys[:common] + interleave(list(dict.fromkeys(side_a.keys[common:] + side_b.keys[common:])),
                                              union)
    renumber_sections(order, union, source, record_start(a))
    where = Where({key: side.sections[key] for key, side in source.items()}, has_sections(a) or has_sections(b),
                  section_names((side_b, side_a), union), section_firsts((side_b, side_a)))
    keys_a, keys_b = set(side_a.keys), set(side_b.keys)
    only_a = [k for k in side_a.keys if k not in keys_b]
    only_b = [k for k in side_b.keys if k not in keys_a]
    conflicts, duplicates = find_conflicts(side_a, side_b, only_a, only_b, union, {k: i for i, k in enumerate(order)},
                                           where)
    done = {copy: phrases([(union[k], where.of[k]) for k in keys if copy_of(union[k]) == copy], where)
            for keys in (only_a, only_b) for copy in dict.fromkeys(copy_of(union[k]) for k in keys)}
    # A copy whose entries since they parted were all left out, or only named it, did nothing to tell.
    summary = {copy: told for copy, told in done.items() if told}
    names = {**b.get("copies", {}), **a.get("copies", {})}
    answer: dict[str, Any] = {
        "event": None, "conflicts": [], "summary": {copy: [p["text"] for p in told] for copy, told in summary.items()},
        "summary_words": {copy: [words_of(p) or None for p in told] for copy, told in summary.items()},
        "left_out": [], "copies": {c: copy_name(names, c) for c in done},
        # Each copy's name in words ({"key", "params"}), for the page to name an unnamed copy in its language.
        "copy_words": {c: name_words(names, c) for c in done}}
    open_conflicts = [c for c in conflicts if choices.get(c.id) not in {o.id for o in c.options}]
    if open_conflicts:
        answer["conflicts"] = [c.as_dict() for c in open_conflicts]
        return answer
    left_out: dict[tuple[Any, ...], dict[str, Any]] = dict.fromkeys(duplicates, REPEATED)
    moved: dict[tuple[Any, ...], dict[str, Any]] = {}
    for conflict in conflicts:
        chosen = next(option for option in conflict.options if option.id == choices[conflict.id])
        reasons = conflict.reasons.get(chosen.id, {})
        for key in conflict.leaves_out[chosen.id]:
            left_out.setdefault(key, reasons.get(key, chosen.why))
        moved.update(conflict.moves.get(chosen.id, {}))
    merged, failures, left_out = replay(a, start_a, [union[k] for k in order], left_out, choices, moved,
                                         names)
    if failures:
        answer["conflicts"] = [c.as_dict() for c in failures]
        return answer
    answer["event"] = merged
    answer["left_out"] = left_out_said(merged["log"][first_recorded(merged):], union, left_out)
    return answer


def left_out_said(merged: list[dict[str, Any]], union: dict[tuple[Any, ...], dict[str, Any]],
                  reasons: dict[tuple[Any, ...], dict[str, Any]]) -> list[dict[str, Any]]:
    """Each reason this merge leaves changes out for (`why`, its words `key` and `params` beside it where it has
    them), with the changes it leaves out, so that the director sees what is lost before the merge is applied (`lost`
    is false for a repeat, which loses nothing); each change's words (`change_words`: its log entry's key and
    parameters, or None) beside its text. `merged`: the merged log's recorded entries; `union`: the entries they were
    made from, by key; `reasons`: why each entry this merge leaves out is left out."""
    by_reason: dict[str, list[dict[str, Any]]] = {}
    said_as: dict[str, dict[str, Any]] = {}
    for again in merged:
        key = entry_key(again)
        if "left_out" in again and "left_out" not in union[key]:
            by_reason.setdefault(again["left_out"], []).append(again)
            said_as[again["left_out"]] = reasons[key]
    return [{"why": reason, **words_of(said_as[reason]), "changes": [e["text"] for e in entries],
             "change_words": [words_of(e) or None for e in entries], "lost": reason != REPEATED["text"]}
            for reason, entries in sorted(by_reason.items())]


def checked(document: Any) -> dict[str, Any]:
    """The event upgraded and validated (one the engine answered with is read as it is); not copied, since a merge
    only reads the two copies (the merged event is built anew)."""
    if isinstance(document, KnownEvent):
        return load(document)
    doc = upgrade(document)
    validate(doc)
    return doc


def record_start(doc: dict[str, Any]) -> dict[str, Any]:
    """The event the record begins with: the recorded one, or the event itself when it has recorded nothing."""
    return doc["record"]["event"] if "record" in doc else snapshot(doc)


def copy_of(entry: dict[str, Any]) -> str:
    return entry.get("by", "")


def moved_by_a_merge(entry: dict[str, Any], other: dict[str, Any], side: Side) -> bool:
    """Whether `entry` is a result a merge moved to its game's board in the pairing it kept (`other`: the same entry
    as the other copy holds it): its copy's own pairing of that round is left out on this side, not on the other."""
    if entry["op"] != "set_result" or entry.get("args") == other.get("args") or "left_out" in other:
        return False
    place = side.sections[entry_key(entry)]
    return (copy_of(entry), place, entry["args"].get("round")) in side.pairings_left_out


Place = tuple[Any, ...]  # a section as what made it: ("start", id), or the key of the entry that added it


def read_side(doc: dict[str, Any]) -> Side:
    """A copy's log read in order: where each entry was made and what the copy's sections were then. A section is
    known by what made it, since two copies that each add one number theirs alike."""
    entries = doc["log"][first_recorded(doc):]
    keys = [entry_key(e) for e in entries]
    start = record_start(doc)
    ids: dict[int, Place] = {sid: ("start", sid) for sid in section_ids(start)}  # in the event's order
    counts = {place: len(section_view(start, sid)["rounds"]) for sid, place in ids.items()}
    side = Side(doc, entries, keys, {}, set())
    for key, entry in zip(keys, entries):
        op, args = entry["op"], entry.get("args", {})
        named = ("section",) if op not in EVENT_WIDE else SECTION_ARGS.get(op, ())
        side.named[key] = {arg: ids[args[arg]] for arg in named if args.get(arg) in ids}
        side.sections[key] = None if op in EVENT_WIDE else side.named[key].get("section", next(iter(ids.values())))
        side.rounds_then[key] = dict(counts)
        if "left_out" in entry:
            if op == "pair_next":
                side.pairings_left_out.add((copy_of(entry), side.sections[key], entry.get("round")))
            continue
        if op == "pair_next":
            counts[side.sections[key]] = counts.get(side.sections[key], 0) + 1
        elif op == "unpair_latest":
            counts[side.sections[key]] = counts.get(side.sections[key], 0) - 1
        elif op == "add_section":
            ids[max(ids) + 1] = key
            counts[key] = 0
        elif op == "remove_section" and args.get("section") in ids:
            del ids[args["section"]]
    side.ids_now = {place: sid for sid, place in ids.items()}
    return side


def renumber_sections(order: list[tuple[Any, ...]], union: dict[tuple[Any, ...], dict[str, Any]],
                      source: dict[tuple[Any, ...], Side], start: dict[str, Any]) -> None:
    """Each entry of `union` (in place) with the sections it names numbered as the merged event numbers them: two
    copies that each added a section numbered both alike, and the one added later in the merged order takes the next
    number, so that the changes made in it follow it there."""
    ids: dict[Place, int] = {("start", sid): sid for sid in section_ids(start)}
    for key in order:
        entry = union[key]
        if "left_out" in entry:
            continue
        args = entry.get("args", {})
        numbered = {arg: ids[place] for arg, place in source[key].named.get(key, {}).items()
                    if place in ids and args.get(arg) != ids[place]}
        if numbered:
            union[key] = {**entry, "args": {**args, **numbered}}
        if entry["op"] == "add_section":
            ids[key] = max(ids.values(), default=0) + 1
        elif entry["op"] == "remove_section":
            ids.pop(source[key].named.get(key, {}).get("section"), None)


def section_names(sides: tuple[Side, Side], union: dict[tuple[Any, ...], dict[str, Any]]) -> dict[Place, str]:
    """Each section's name as the director reads it in a question: the name it has on the copies (this copy's over
    the other's), or the one it was added with."""
    names: dict[Place, str] = {key: entry["args"].get("name", "")
                               for key, entry in union.items() if entry["op"] == "add_section"}
    for side in sides:
        if has_sections(side.doc):
            by_id = {section["id"]: section["name"] for section in side.doc["sections"]}
            names.update((place, by_id[sid]) for place, sid in side.ids_now.items() if sid in by_id)
    return names


def section_firsts(sides: tuple[Side, Side]) -> dict[Place, list[int]]:
    """The printed number of board 1 of each paired round of each section (boards may run on across sections), as
    the copies print them (this copy's over the other's)."""
    firsts: dict[Place, list[int]] = {}
    for side in sides:
        if has_sections(side.doc):
            ids = set(section_ids(side.doc))
            firsts.update((place, first_boards(side.doc, sid)) for place, sid in side.ids_now.items() if sid in ids)
    return firsts


@dataclass
class Where:
    """Where each entry was made (`of`: its section, None for one on the whole event), and how a question names a
    section: an event of one section is asked as it always was, an event of sections names the section."""

    of: dict[tuple[Any, ...], Place | None]
    sectioned: bool
    names: dict[Place, str]
    firsts: dict[Place, list[int]]

    def section(self, place: Place | None) -> str:
        """" of the section “U1800”", or nothing in an event of one section."""
        if not self.sectioned or place is None:
            return ""
        return f" of the section “{self.names.get(place, 'removed')}”"

    def tag(self, place: Place | None) -> str:
        """What a question's id holds of the section, the same from both copies ("" in an event of one section)."""
        if not self.sectioned or place is None:
            return ""
        return (f"{place[1]}:" if place[0] == "start" else f"{json.dumps(list(place))}:")

    def board(self, place: Place | None, r: Any, b: Any) -> Any:
        """Board `b` of round `r` of the section as printed: its number where boards run on across sections."""
        firsts = self.firsts.get(place, []) if place is not None else []
        if not (isinstance(r, int) and isinstance(b, int) and 1 <= r <= len(firsts)):
            return b
        return firsts[r - 1] + b - 1


def interleave(keys: list[tuple[Any, ...]], union: dict[tuple[Any, ...], dict[str, Any]]) -> list[tuple[Any, ...]]:
    """The entries after the common part, each copy's in its own order (by its count), the copies interleaved by
    time, then copy id: the same order whichever copy merges."""
    by_copy: dict[str, list[tuple[Any, ...]]] = {}
    for key in keys:
        by_copy.setdefault(copy_of(union[key]), []).append(key)
    queues = {name: sorted(group, key=lambda k: (union[k].get("n", 0), union[k]["seq"])) for name, group in by_copy.items()}
    heap = [((union[q[0]].get("at") or "", name), name) for name, q in queues.items()]
    heapq.heapify(heap)
    out = []
    position = dict.fromkeys(queues, 0)
    while heap:
        _, name = heapq.heappop(heap)
        queue = queues[name]
        out.append(queue[position[name]])
        position[name] += 1
        if position[name] < len(queue):
            heapq.heappush(heap, ((union[queue[position[name]]].get("at") or "", name), name))
    return out


def subject(entry: dict[str, Any]) -> tuple[Any, ...] | None:
    """What an operation changes, where two copies changing it differently conflict; None when it adds something
    new (a player, a restriction) or pairs (pairings have their own checks)."""
    op, args = entry["op"], entry.get("args", {})
    own = systems.subjects().get(op)
    if own is not None:
        return own(args)
    if op in ("pair_next", "unpair_latest", "add_player", "add_restriction", "name_copy", "add_section"):
        return None
    if op in ("edit_section", "remove_section"):  # a section removed on one copy and renamed on the other fails
        return ("section", args.get("section"), tuple(sorted(key for key in args if key != "section")))
    if "board" in args and "round" in args:
        return ("board", args["round"], args.get("match"), args["board"])
    if op in ("withdraw", "cancel_withdrawal"):
        return ("withdrawal", args.get("player"))
    if op in ("request_bye", "cancel_bye"):
        return ("bye", args.get("player"), args.get("round"))
    if op == "edit_player":
        return ("player", args.get("player"), tuple(sorted(args.get("changes", {}))))
    if op == "update_settings":
        return ("settings", tuple(sorted(args)))
    if "player" in args and isinstance(args["player"], int):
        return (op, args["player"])
    return (op,)


def find_conflicts(side_a: Side, side_b: Side, only_a: list[tuple[Any, ...]], only_b: list[tuple[Any, ...]],
                   union: dict[tuple[Any, ...], dict[str, Any]], position: dict[tuple[Any, ...], int], where: Where
                   ) -> tuple[list[Conflict], set[tuple[Any, ...]]]:
    """The questions for the director, and the entries that repeat the other side's change exactly (the one later in
    the merged order: that copy's entries after it still find what it made, the earlier one's would not)."""
    live_a = [k for k in only_a if "left_out" not in union[k]]
    live_b = [k for k in only_b if "left_out" not in union[k]]
    conflicts: list[Conflict] = []
    duplicates: set[tuple[Any, ...]] = set()
    # Both sides' entries of a change made alike on both: a pairing on either side saw it.
    made_alike: set[tuple[Any, ...]] = set()
    copy_a = {copy_of(union[k]) for k in live_a}
    copy_b = {copy_of(union[k]) for k in live_b}
    name_a, name_b = "/".join(sorted(copy_a)), "/".join(sorted(copy_b))
    names = {**side_b.doc.get("copies", {}), **side_a.doc.get("copies", {})}
    players = {p["id"]: p["name"] for side in (side_b, side_a) for p in all_players(side.doc)}
    # Each pairing by its section and round.
    pairs_a = {(where.of[k], union[k]["round"]): k for k in live_a if union[k]["op"] == "pair_next"}
    pairs_b = {(where.of[k], union[k]["round"]): k for k in live_b if union[k]["op"] == "pair_next"}
    paired_differently = {r for r in set(pairs_a) & set(pairs_b)
                          if not same_pairing(union[pairs_a[r]].get("made", {}), union[pairs_b[r]].get("made", {}))}
    by_subject: dict[tuple[Any, ...], tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]] = {}
    places: dict[tuple[Any, ...], Place | None] = {}
    for index, keys in enumerate((live_a, live_b)):
        for key in keys:
            s = subject(union[key])
            # A board of a round paired differently is another game on each copy: the pairing's question decides.
            if s is None or (s[0] == "board" and (where.of[key], s[1]) in paired_differently):
                continue
            if where.tag(where.of[key]):  # the same board or setting of two sections is two things
                s = (*s, "section", where.tag(where.of[key]))
            places[s] = where.of[key]
            by_subject.setdefault(s, ([], []))[index].append(key)
    for s, (keys_a, keys_b) in by_subject.items():
        if not keys_a or not keys_b:
            continue
        last_a, last_b = union[keys_a[-1]], union[keys_b[-1]]
        if (last_a["op"], last_a.get("args")) == (last_b["op"], last_b.get("args")):
            later = max(keys_a, keys_b, key=lambda keys: position[keys[-1]])
            duplicates.update(later)
            made_alike.update(keys_a + keys_b)
            continue
        what = describe_subject(s, players, where, places[s],
                                where.board(places[s], s[1], s[3]) if s[0] == "board" else None)
        conflicts.append(Conflict(
            "change:" + json.dumps(s), said("merge.changed_differently", **what),
            [Option(f"keep:{name_a}", keep_change(last_a),
                    said("merge.why_change_kept", **what, **copy_words("copy", names, copy_a))),
             Option(f"keep:{name_b}", keep_change(last_b),
                    said("merge.why_change_kept", **what, **copy_words("copy", names, copy_b)))],
            {name_a: [line(union[k]) for k in keys_a], name_b: [line(union[k]) for k in keys_b]},
            {f"keep:{name_a}": keys_b, f"keep:{name_b}": keys_a}))
    for manual_keys, other, result_keys, changer, group in ((live_a, side_b, live_b, name_a, copy_a),
                                                            (live_b, side_a, live_a, name_b, copy_b)):
        for key in manual_keys:
            hit = results_on_moved_boards(union[key], other, [k for k in result_keys if k not in duplicates
                                                              and where.of[k] == where.of[key]], union, where.of[key])
            if not hit:
                continue
            conflicts.append(Conflict(
                "manual:" + json.dumps(list(key)),
                said("merge.moves_results", change_msg=quoted(union[key])),
                [Option("keep-change", said("merge.keep_change_by_hand", **copy_words("copy", names, group)),
                        said("merge.why_change_by_hand_kept", **copy_words("copy", names, group))),
                 Option("keep-results", said("merge.keep_results"), said("merge.why_results_kept"))],
                {changer: [line(union[key])], copy_of(union[hit[0]]): [line(union[k]) for k in hit]},
                {"keep-change": hit, "keep-results": [key]}))
    for paired in sorted(set(pairs_a) & set(pairs_b), key=by_round):
        if paired not in paired_differently:
            later = max(pairs_a[paired], pairs_b[paired], key=position.__getitem__)
            duplicates.add(later)
            continue
        conflicts.extend(two_pairings(paired, (side_a, side_b), (live_a, live_b), (pairs_a[paired], pairs_b[paired]),
                                      (name_a, name_b), union, players, where, names))
    for pairs, other, other_keys, pairer, changer, groups in (
            (pairs_a, side_b, live_b, name_a, name_b, (copy_a, copy_b)),
            (pairs_b, side_a, live_a, name_b, name_a, (copy_b, copy_a))):
        for (place, r), pair_key in sorted(pairs.items(), key=lambda item: by_round(item[0])):
            # What the other copy did in this section (a player moved: in two) before it had paired this round.
            unseen = [k for k in other_keys if (where.of[k] == place or union[k]["op"] == "move_player")
                      and other.rounds_then[k].get(place, 0) < r and may_change_pairing(union[k], r)
                      and k not in made_alike]
            if not unseen:
                continue
            asked = {**round_words(where, place, r), **copy_words("pairer", names, groups[0]),
                     **copy_words("changer", names, groups[1])}
            conflicts.append(Conflict(
                f"unseen:{where.tag(place)}{r}:{pairer}", said("merge.paired_without_changes", **asked),
                [Option("keep-pairing", said("merge.keep_pairing_leave_changes", **asked),
                        said("merge.why_pairing_kept_unseen", **asked)),
                 Option("keep-changes", said("merge.keep_changes_leave_pairing", **asked),
                        said("merge.why_changes_kept_unseen", **asked))],
                {pairer: [line(union[pair_key])], changer: [line(union[k]) for k in unseen]},
                {"keep-pairing": unseen, "keep-changes": [pair_key]}))
    return conflicts, duplicates


def by_round(paired: tuple[Place | None, int]) -> tuple[int, str]:
    """A section's round in the order questions are asked: by round, then section."""
    return paired[1], json.dumps(paired[0])


def two_pairings(paired: tuple[Place, int], sides: tuple[Side, Side],
                 live: tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]],
                 pair_keys: tuple[tuple[Any, ...], tuple[Any, ...]], copies: tuple[str, str],
                 union: dict[tuple[Any, ...], dict[str, Any]], players: dict[int, str], where: Where,
                 names: dict[str, str]) -> list[Conflict]:
    """Round `r` of a section (`paired`: the section and r) paired on both copies differently: which pairing to
    keep, and before it each game both pairings hold that was given a different result on each copy. A result on a
    game both pairings hold is kept whichever pairing is kept (on that game's board there); the pairing not kept is
    left out with what was entered on it otherwise, each change with why. `copies`: each side's copies, their ids
    joined by "/"; `names`: the copies' names."""
    place, r = paired
    said_copies = [copy_words("copy", names, copies[i].split("/")) for i in (0, 1)]
    games = [games_of(side, place, r) for side in sides]
    results = [results_by_game(side, keys, place, r, game, union) for side, keys, game in zip(sides, live, games)]
    tag = where.tag(place)
    shared = set(games[0].values()) & set(games[1].values())
    boards = [{game: board for board, game in side_games.items()} for side_games in games]
    questions: list[Conflict] = []
    same: set[tuple[int, int]] = set()
    for game in sorted(shared & set(results[0]) & set(results[1])):
        entered = [[union[k] for k in by_game[game]] for by_game in results]
        if outcome(entered[0][-1]) == outcome(entered[1][-1]):
            same.add(game)
            continue
        game_words = {**round_words(where, place, r), "white": players.get(game[0], "a player"),
                      "black": players.get(game[1], "a player")}
        questions.append(Conflict(
            f"result:{tag}{r}:{game[0]}:{game[1]}", said("merge.results_differ", **game_words),
            [Option(f"keep:{copies[i]}", keep_result(entered[i][-1], said_copies[i]),
                    said("merge.why_result_kept", **game_words, **said_copies[i])) for i in (0, 1)],
            {copies[i]: [line(e) for e in entered[i]] for i in (0, 1)},
            {f"keep:{copies[i]}": results[1 - i][game] for i in (0, 1)}))
    options, leaves_out, reasons, moves = [], {}, {}, {}
    for kept in (0, 1):
        dropped = 1 - kept
        option = f"keep:{copies[kept]}"
        options.append(Option(option, said("merge.keep_pairing", **said_copies[kept]),
                              said("merge.why_pairing_kept", **round_words(where, place, r), **said_copies[kept])))
        on_shared = {k: game for game, keys in results[dropped].items() if game in shared for k in keys}
        leaves_out[option] = [pair_keys[dropped]] + [k for k in made_on(sides[dropped], live[dropped], place, r, union)
                                                     if on_shared.get(k) not in shared - same]
        not_kept = said("merge.why_game_not_kept", **round_words(where, place, r), **said_copies[kept])
        reasons[option] = {k: REPEATED if on_shared.get(k) in same else not_kept
                           for k in leaves_out[option][1:] if union[k]["op"] == "set_result"}
        moves[option] = {k: {**union[k]["args"], "board": boards[kept][game]} for k, game in on_shared.items()
                         if game not in same and boards[kept][game] != union[k]["args"]["board"]}
    questions.append(Conflict(
        f"pairing:{tag}{r}", said("merge.paired_differently", **round_words(where, place, r)), options,
        {copies[i]: pairing_lines(sides[i], union[pair_keys[i]]) for i in (0, 1)}, leaves_out, reasons, moves))
    return questions


def rounds_of(side: Side, place: Place | None) -> list[dict[str, Any]]:
    """A copy's rounds of a section (none when the copy no longer has it)."""
    sid = side.ids_now.get(place)
    return [] if sid is None else section_view(side.doc, sid)["rounds"]


def games_of(side: Side, place: Place, r: int) -> dict[int, tuple[int, int]]:
    """A copy's games of round `r` of a section by board number (White, Black); a board without two players is no
    game."""
    rounds = rounds_of(side, place)
    boards = rounds[r - 1]["boards"] if len(rounds) >= r else []
    return {n: (b["white"], b["black"]) for n, b in enumerate(boards, 1)
            if b["white"] is not None and b["black"] is not None}


def results_by_game(side: Side, keys: list[tuple[Any, ...]], place: Place, r: int, games: dict[int, tuple[int, int]],
                    union: dict[tuple[Any, ...], dict[str, Any]]) -> dict[tuple[int, int], list[tuple[Any, ...]]]:
    """A copy's results entered on its own pairing of round `r` of a section, by game (a team match's boards are its
    match's)."""
    out: dict[tuple[int, int], list[tuple[Any, ...]]] = {}
    for key in made_on(side, keys, place, r, union):
        entry = union[key]
        args = entry.get("args", {})
        if entry["op"] == "set_result" and "match" not in args and args.get("board") in games:
            out.setdefault(games[args["board"]], []).append(key)
    return out


def outcome(entry: dict[str, Any]) -> dict[str, Any]:
    """What a result entry records, wherever its board is."""
    return {key: value for key, value in entry.get("args", {}).items() if key != "board"}


def keep_result(entry: dict[str, Any], copy: dict[str, Any]) -> dict[str, Any]:
    """The option that keeps the result `entry` entered on a copy (`copy`: its words)."""
    result = entry.get("args", {}).get("result")
    return said("merge.keep_no_result", **copy) if result is None else said("merge.keep_result", result=str(result),
                                                                              **copy)


def keep_change(entry: dict[str, Any]) -> dict[str, Any]:
    """The option that keeps a copy's change, quoting its log entry."""
    return said("merge.keep_change", change_msg=quoted(entry))


def pairing_lines(side: Side, entry: dict[str, Any]) -> list[dict[str, Any]]:
    """A pairing as its copy made it, board by board, so that the director compares the two before keeping one (a
    board may name no player, or a player the copy no longer has, by number)."""
    names = {p["id"]: p["name"] for p in all_players(side.doc)}
    made = entry.get("made", {})

    def who(pid: int | None) -> dict[str, Any]:
        if pid is None:
            return clause("merge.no_player")
        return {"text": names[pid]} if pid in names else clause("merge.player_gone", number=str(pid))

    lines = [line(entry)] + [said("merge.pairing_board", board=str(n), white_msg=who(b["white"]),
                                  black_msg=who(b["black"])) for n, b in enumerate(made.get("boards", []), 1)]
    pab = made.get("pab")
    return lines if pab is None else lines + [said("merge.pairing_bye", name_msg=who(pab))]


def made_on(side: Side, keys: list[tuple[Any, ...]], place: Place | None, r: int,
            union: dict[tuple[Any, ...], dict[str, Any]]) -> list[tuple[Any, ...]]:
    """A copy's entries on its own pairing of round `r` of a section (results, changes by hand): with that pairing
    left out they would be given to other games of the pairing kept."""
    return [k for k in keys if side.sections.get(k) == place and side.rounds_then[k].get(place, 0) >= r
            and union[k].get("args", {}).get("round") == r]


def results_on_moved_boards(entry: dict[str, Any], other: Side, keys: list[tuple[Any, ...]],
                             union: dict[tuple[Any, ...], dict[str, Any]], place: Place | None) -> list[tuple[Any, ...]]:
    """The other copy's results (`keys`, of the same section `place`) on the boards a change by hand takes players
    from: applied after the change, a result entered for one game would be given to another (a board the change sets
    itself is asked as a board)."""
    args = entry.get("args", {})
    if entry["op"] == "swap_players":
        moved = set(args.get("players", []))
    elif entry["op"] == "set_pab":
        moved = {args.get("player")}
    elif entry["op"] == "set_board":
        moved = {args.get("white"), args.get("black")}
    else:
        return []
    r, rounds = args.get("round"), rounds_of(other, place)
    if not isinstance(r, int) or not 1 <= r <= len(rounds):
        return []
    boards = rounds[r - 1]["boards"]
    hit = []
    for key in keys:
        result = union[key]
        board = result.get("args", {}).get("board")
        if (result["op"] != "set_result" or result["args"].get("round") != r or not isinstance(board, int)
                or not 1 <= board <= len(boards) or (entry["op"] == "set_board" and board == args.get("board"))):
            continue
        if moved & {boards[board - 1]["white"], boards[board - 1]["black"]}:
            hit.append(key)
    return hit


def same_pairing(made_a: dict[str, Any], made_b: dict[str, Any]) -> bool:
    boards = lambda made: [(b["white"], b["black"]) for b in made.get("boards", [])]  # noqa: E731
    return boards(made_a) == boards(made_b) and made_a.get("pab") == made_b.get("pab")


def may_change_pairing(entry: dict[str, Any], r: int) -> bool:
    """Whether an entry made before round `r` was paired elsewhere could have changed that pairing: a result of an
    earlier round could (one of round `r` or later could not); pairing and unpairing are compared as pairings."""
    if entry["op"] in OUTSIDE_PAIRING or entry["op"] in ("pair_next", "unpair_latest"):
        return False
    if "result" in entry.get("args", {}) and isinstance(entry["args"].get("round"), int):
        return entry["args"]["round"] < r
    if entry["op"] == "update_settings":
        return not set(entry.get("args", {})) <= SETTINGS_OUTSIDE_PAIRING
    return True


def describe_subject(s: tuple[Any, ...], players: dict[int, str], where: Where, place: Place | None,
                     printed: Any = None) -> dict[str, Any]:
    """What two copies changed differently, in the director's words, as the parameters of a nested `what_msg`:
    players by name, and the section's name where a round or the settings are one section's (`place`); a board by its
    number as printed (`printed`: where boards run on across sections, not the section's own). A player's fields are
    a list of messages (`fields_msgs`), which the page words and joins as its language joins a list."""
    kind = s[0]
    who = players.get(s[1], "a player") if len(s) > 1 else ""
    if kind == "board":
        board = s[3] if printed is None else printed
        return ({"what_msg": "merge.subject_board", **round_words(where, place, s[1]), "board": str(board)}
                if s[2] is None else {"what_msg": "merge.subject_match_board", **round_words(where, place, s[1]),
                                      "match": str(s[2]), "board": str(s[3])})
    if kind == "withdrawal":
        return {"what_msg": "merge.subject_withdrawal", "name": who}
    if kind == "bye":
        return {"what_msg": "merge.subject_bye", "name": who, "number": str(s[2])}
    if kind == "player" and all(name in PLAYER_FIELD_KEYS for name in s[2]):
        return {"what_msg": "merge.subject_player", "name": who,
                "fields_msgs": [PLAYER_FIELD_KEYS[name] for name in s[2]]}
    if kind == "settings":
        return ({"what_msg": "merge.subject_section_settings", "section": where.names.get(place, "removed")}
                if where.section(place) else {"what_msg": "merge.subject_settings"})
    if kind == "section":
        return {"what_msg": "merge.subject_section"}
    return {"what_msg": "merge.subject_change"}


def replay(doc: dict[str, Any], start: dict[str, Any], entries: list[dict[str, Any]],
           left_out: dict[tuple[Any, ...], dict[str, Any]], choices: dict[str, str],
           moved: dict[tuple[Any, ...], dict[str, Any]], names: dict[str, str]
           ) -> tuple[dict[str, Any] | None, list[Conflict], dict[tuple[Any, ...], dict[str, Any]]]:
    """The start event with `entries` applied again in order (those in `left_out` kept in the log, marked, not
    applied; those in `moved` with these arguments; `names`: the copies' names), the questions it raised, and why
    each entry was left out. An entry that no longer applies is a conflict, unless the director already chose to leave
    it out or its copy had an entry left out before it (it depends on what was left out). Each entry found not to
    apply starts the replay again without it: rare, and cheaper than a copy of the event before every entry."""
    left_out = dict(left_out)
    failures: list[Conflict] = []
    while True:
        merged, failed = replay_once(doc, start, entries, left_out, moved)
        if failed is None:
            break
        entry, refusal, dependent = failed
        key = entry_key(entry)
        if dependent:
            left_out[key] = because(refusal, "merge.why_depended")
        elif choices.get(failure_id(key)) == "leave-out":
            left_out[key] = NO_LONGER_APPLIES
        else:
            asked = because(refusal, "merge.no_longer_applies", **copy_words("changer", names, [copy_of(entry)]))
            failures.append(Conflict(failure_id(key), asked,
                                     [Option("leave-out", said("merge.leave_out"), NO_LONGER_APPLIES)],
                                     {copy_of(entry): [line(entry)]}))
            left_out[key] = NO_LONGER_APPLIES
    if failures:
        return None, failures, left_out
    merged["modified"] = max((e["at"] for e in merged["log"] if e.get("at")), default=merged.get("modified"))
    validate(merged)
    return merged, [], left_out


def because(refusal: EventError, key: str, /, **params: Any) -> dict[str, Any]:
    """Message `key` with an operation's refusal in its `cause_msg` place (its English as it is when the table has no
    sentence for it)."""
    if refusal.key is None:
        return said(key, cause_msg={"text": refusal.message}, **params)
    return said(key, cause_msg=refusal.key, **refusal.params, **params)


def replay_once(doc: dict[str, Any], start: dict[str, Any], entries: list[dict[str, Any]],
                left_out: dict[tuple[Any, ...], dict[str, Any]], moved: dict[tuple[Any, ...], dict[str, Any]]
                ) -> tuple[dict[str, Any], tuple[dict[str, Any], EventError, bool] | None]:
    """One pass: the merged event, or the first entry that does not apply (its refusal, and whether an entry of
    its copy was left out before it). A result of a round not paired yet waits until it is (it was entered on the
    other copy's pairing of it, kept), so that the order, and so the merged event, is the same from either copy."""
    history = doc["log"][:first_recorded(doc)]
    merged = clone(start)
    merged["log"] = clone(history)
    seq = max((e["seq"] for e in history), default=0) + 1
    merged["record"] = {"from": seq, "event": clone(start)}
    dropped_copies: set[str] = set()
    waiting: list[dict[str, Any]] = []

    def applied(entry: dict[str, Any]) -> tuple[dict[str, Any], EventError, bool] | None:
        nonlocal seq
        again = clone(entry)
        again["seq"] = seq
        seq += 1
        reason = left_out.get(entry_key(entry))
        if reason is not None or "left_out" in entry:
            again["left_out"] = entry["left_out"] if reason is None else reason["text"]
            merged["log"].append(again)
            dropped_copies.add(copy_of(entry))
            return None
        again.pop("left_out", None)
        again["args"] = clone(moved.get(entry_key(entry), again["args"]))
        try:
            run(merged, again)
        except EventError as exc:
            return entry, exc, copy_of(entry) in dropped_copies
        return None

    for entry in entries:
        if entry_key(entry) not in left_out and "left_out" not in entry and waits(entry, merged):
            waiting.append(entry)
            continue
        failed = applied(entry)
        if failed is not None:
            return merged, failed
        ready = [e for e in waiting if not waits(e, merged)]
        waiting = [e for e in waiting if waits(e, merged)]
        for entry in ready:
            failed = applied(entry)
            if failed is not None:
                return merged, failed
    # Results of a round never paired: they fail as they would have where they came.
    for entry in waiting:
        failed = applied(entry)
        if failed is not None:
            return merged, failed
    return merged, None


def waits(entry: dict[str, Any], merged: dict[str, Any]) -> bool:
    """Whether a result is of a round its section of the merged event has not paired yet (or of a section it does
    not have yet)."""
    args = entry.get("args", {})
    r = args.get("round")
    if entry["op"] != "set_result" or not isinstance(r, int):
        return False
    try:
        return r > len(section_view(merged, args.get("section"))["rounds"])
    except EventError:
        return True


def failure_id(key: tuple[Any, ...]) -> str:
    return "fails:" + json.dumps(list(key))


def phrase(key: str, /, **params: Any) -> dict[str, Any]:
    """A few words of the table inside a list (a merge's summary): said as `said` says them, without a capital."""
    return {"text": fill(key, params), "key": key, "params": params}


def phrases(entries: list[tuple[dict[str, Any], Place | None]], where: Where) -> list[dict[str, Any]]:
    """What a copy did, in a few words each said by the engine's table: "27 results in round 6", "corrected board 4
    of round 5", "paired round 7"; in an event of sections each round with its section ("3 results in round 2 of the
    section “U1800”"); a withdrawal, a late entry or a change by hand as its log entry says it, without its full
    stop."""
    results: dict[tuple[str, int], int] = {}  # (the section's English words, the round) -> results entered
    sections: dict[str, Place | None] = {}
    out: list[dict[str, Any]] = []
    others = added = 0
    for entry, place in entries:
        if "left_out" in entry or entry["op"] == "name_copy":
            continue
        op, args = entry["op"], entry.get("args", {})
        if op == "set_result" and " corrected: " in entry["text"]:
            out.append(phrase("merge.did_correct", board=str(where.board(place, args.get("round"), args.get("board"))),
                            **round_words(where, place, args.get("round"))))
        elif op == "set_result":
            section = where.section(place)
            results[section, args.get("round")] = results.get((section, args.get("round")), 0) + 1
            sections[section] = place
        elif op == "add_player":
            added += 1
        elif op == "pair_next":
            out.append(phrase("merge.did_pair", **round_words(where, place, entry.get("round"))))
        elif op in ("withdraw", "late_entry", "unpair_latest", "swap_players", "set_board", "set_pab", "hand_over",
                    "take_pen"):
            out.append({**line(entry), "text": entry["text"].rstrip(".")})
        else:
            others += 1
    counted = [phrase("merge.did_result_one" if n == 1 else "merge.did_results", count=n,
                    **round_words(where, sections[section], r))
               for (section, r), n in sorted(results.items(), key=lambda item: (item[0][1], item[0][0]))]
    counted += [phrase("merge.did_add_one" if added == 1 else "merge.did_add", count=added)] if added else []
    tail = [phrase("merge.did_other_one" if others == 1 else "merge.did_others", count=others)] if others else []
    return counted + out + tail
