"""What the event layer's tests share: a small event built through the operations, the operations'
outcome and refusals, changes signed as the page signs them, and the hypothesis strategies for random input."""

import copy
import itertools
import json
import os

import pytest
from hypothesis import strategies as st

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.event.rebuild import rebuild
from swisspair.event.record import WRITTEN_KEYS, first_recorded
from swisspair.event.sections import section_view
from swisspair.trf import parse_trf

TESTS = os.path.dirname(os.path.dirname(__file__))
GOLDEN = os.path.join(TESTS, "golden", "event")
GOLDEN_TRF = os.path.join(TESTS, "golden", "trf")


FIVE = [("Anna", 2100), ("Ben", 2000), ("Cleo", 1900), ("Dan", 1800), ("Eve", 1700)]


def make(players=FIVE, rounds=5, mode="club", **settings):
    doc = event.new_event({"id": "test-event", "name": "Club", "rounds": rounds, "mode": mode, **settings})
    for name, rating in players:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating}}).event
    return doc


def run(doc, *operations):
    for operation in operations:
        doc = event.apply(doc, operation).event
    return doc


def outcome(doc, **operation):
    return event.apply(doc, operation)


def fails(doc, code, **operation):
    before = copy.deepcopy(doc)
    with pytest.raises(EventError) as info:
        event.apply(doc, operation)
    assert info.value.code == code, info.value.as_error()
    assert doc == before
    return info.value


ANA = "ana-laptop"
_clock = itertools.count()


def at() -> str:
    """The next second on the tests' clock: each signed change has a time of its own."""
    tick = next(_clock)
    return f"2026-12-04T09:{tick // 60 % 60:02d}:{tick % 60:02d}.000Z"


def signed(operation, copy):
    """`operation` signed as the page signs every change, by a copy and at a time; as it is without a copy."""
    return {"op": operation["op"], "copy": copy, "at": at(), **operation} if copy else operation


def act(doc, op, copy=ANA, **args):
    """One operation, signed."""
    return event.apply(doc, signed({"op": op, **args}, copy)).event


EVERY_THIRD_DRAWN = ("1-0", "1-0", "1/2-1/2")


def finish_round(doc, results=("1-0",), copy=None, section=None):
    """Enter a result on every board of the latest round (of a section, when one is given: its id) (cycling through
    `results`; in a Magic round the games with it, 2-1-0 for white's win, 1-2-0 for black's, 1-1-1 for a draw), each
    signed by `copy` when one is given."""
    view = section_view(doc, section)
    r = len(view["rounds"])
    magic = view["settings"]["system"] == "magic_swiss"
    where = {} if section is None else {"section": section}
    for b in range(len(view["rounds"][-1]["boards"])):
        result = results[b % len(results)]
        games = {"games": {"1/2-1/2": [1, 1, 1], "0-1": [1, 2, 0]}.get(result, [2, 1, 0])} if magic else {}
        doc = run(doc, signed({"op": "set_result", "round": r, "board": b + 1, "result": result, **games, **where},
                              copy))
    return doc


def pairs(doc, r=None):
    rnd = doc["rounds"][(r or len(doc["rounds"])) - 1]
    return [(b["white"], b["black"]) for b in rnd["boards"]], rnd["pab"]


def names(doc):
    return {p["id"]: p["name"] for p in doc["players"]}


def trf_rounds(doc):
    """Each player's round entries as the exported TRF gives them, by pairing number."""
    text, _ = event.to_trf(doc)
    return {p.number: [(e.opponent, e.colour and e.colour.value, e.result.value) for e in p.rounds]
            for p in parse_trf(text).players}


def corrupt(doc, path, value):
    doc = copy.deepcopy(doc)
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


def add_players(doc, count, copy=None):
    """Player 01, Player 02, ... rated from 2300 down, of clubs North, South and none in turn, each signed by `copy`
    when one is given."""
    return run(doc, *(signed({"op": "add_player", "player": {"name": f"Player {k + 1:02d}", "rating": 2300 - 13 * k,
                                                             "club": ("North", "South", "")[k % 3]}}, copy)
                      for k in range(count)))


ROUND = st.integers(min_value=1, max_value=3)


PLAYER = st.integers(min_value=1, max_value=6)


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=3), st.lists(st.integers(0, 3),
                                                                                             max_size=2))


def finish_all(doc):
    """Results on every open board, so that pairing can go on in the random runs too."""
    if doc["rounds"]:
        r = len(doc["rounds"])
        for b, board in enumerate(doc["rounds"][-1]["boards"], 1):
            if board["result"] is None:
                doc = event.apply(doc, {"op": "set_result", "round": r, "board": b, "result": "1-0"}).event
    return doc


PLAYED_DOC = run(run(make(), {"op": "pair_next"}), {"op": "set_result", "round": 1, "board": 1, "result": "1-0"},
                 {"op": "set_result", "round": 1, "board": 2, "result": "0-1"}, {"op": "pair_next"})


def played_event():
    """Five players, round 1 played, round 2 paired; a restriction, a requested bye, a withdrawal."""
    doc = make()
    doc = run(doc, {"op": "add_restriction", "players": [1, 2], "kind": "siblings"},
              {"op": "request_bye", "player": 4, "round": 3, "points": "half"},
              {"op": "pair_next"})
    doc = finish_round(doc)
    return run(doc, {"op": "pair_next"}, {"op": "withdraw", "player": 5, "round": 4})


def record_of(doc) -> dict:
    """What the link carries (as app/share.js makes it): the record, the log before it, each entry without its seq
    and what applying it writes (an entry left out kept whole), the time of the last change."""
    first = first_recorded(doc)
    entries = [{k: v for k, v in e.items() if k != "seq" and ("left_out" in e or k not in WRITTEN_KEYS)}
               for e in doc["log"][first:]]
    return {"record": doc["record"], "history": doc["log"][:first], "entries": entries, "modified": doc["modified"],
            "keys": list(doc)}


def made_again(doc) -> dict:
    return rebuild(**json.loads(json.dumps(record_of(doc))))


WEEKEND = {  # a weekend open's three sections and their players, as a director enters them
    "Open": [("Ana Kovač", 2310), ("Boris Lind", 2240), ("Carla Diaz", 2150), ("Deniz Aksoy", 2080),
             ("Emil Falk", 1990), ("Fatima Noor", 1950), ("Gustav Holm", 1900), ("Hana Ito", 1880)],
    "U1800": [("Ivan Petrov", 1790), ("Julia Weiss", 1720), ("Karl Berg", 1650), ("Lena Roth", 1610),
              ("Marek Nowak", 1540), ("Nina Sato", 1490), ("Olaf Dahl", 1420)],
    "U1400": [("Pia Brandt", 1380), ("Quinn Moss", 1310), ("Rosa Vidal", 1200), ("Sven Ek", 1100),
              ("Tara Quinn", 950), ("Uma Rai", 0)],
}
WEEKEND_RULES = {"U1800": {"kind": "rating", "max": 1799}, "U1400": {"kind": "rating", "max": 1399}}


def weekend_open(rounds=5, mode="fide"):
    """An Open, a U1800 and a U1400 (sections 1, 2, 3), each with its players, built by the operations."""
    doc = event.new_event({"id": "weekend", "name": "Weekend Open", "rounds": rounds, "mode": mode})
    doc = run(doc, *({"op": "add_player", "player": {"name": name, "rating": rating}}
                     for name, rating in WEEKEND["Open"]))
    for name, rule in WEEKEND_RULES.items():
        doc = run(doc, {"op": "add_section", "name": name, "rule": rule})
    for section, name in ((2, "U1800"), (3, "U1400")):
        doc = run(doc, *({"op": "add_player", "section": section, "player": {"name": player, "rating": rating}}
                         for player, rating in WEEKEND[name]))
    return doc


def weekend_played():
    """weekend_open with round 1 of each section played and round 2 paired."""
    doc = weekend_open()
    for section in (1, 2, 3):
        doc = run(doc, {"op": "pair_next", "section": section})
        doc = finish_round(doc, section=section)
        doc = run(doc, {"op": "pair_next", "section": section})
    return doc


def told(result) -> list[str]:
    """The English of the warnings an operation's outcome (or a system's pairing) gives the director."""
    return [warning["text"] for warning in result.warnings]
