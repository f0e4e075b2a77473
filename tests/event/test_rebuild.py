"""An event made again from its record of changes alone (the shortest editable link): every kind of change comes out
to the byte, pairings included, and a record that does not apply is refused naming the change."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from swisspair import bridge, event
from swisspair.document.errors import EventError
from swisspair.event.merge import merge
from swisspair.event.rebuild import rebuild
from swisspair.event.record import WRITTEN_KEYS, first_recorded

ANA, BEN = "ana-laptop", "ben-phone"
TRF = Path(__file__).resolve().parents[1] / "golden" / "trf"
_clock = itertools.count()


def at() -> str:
    tick = next(_clock)
    return f"2026-12-04T09:{tick // 60 % 60:02d}:{tick % 60:02d}.000Z"


def act(doc, op, copy=ANA, **args):
    return event.apply(doc, {"op": op, "copy": copy, "at": at(), **args}).event


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


def players(doc, count, copy=ANA):
    for k in range(count):
        doc = act(doc, "add_player", copy, player={"name": f"Player {k + 1:02d}", "rating": 2300 - 13 * k,
                                                   "club": ("North", "South", "")[k % 3]})
    return doc


def play(doc, result="1-0"):
    magic = doc["settings"]["system"] == "magic_swiss"
    for board in range(1, len(doc["rounds"][-1]["boards"]) + 1):
        games = {"games": [2, 1, 0] if board % 3 else [1, 1, 1]} if magic else {}
        doc = act(doc, "set_result", round=len(doc["rounds"]), board=board,
                  result=result if board % 3 else "1/2-1/2", **games)
    return doc


def test_a_swiss_with_every_kind_of_change_is_made_again_to_the_byte():
    doc = event.new_event({"id": "open", "name": "Winter open", "rounds": 5})
    doc = act(doc, "update_settings", tiebreaks=["BH/C1", "BH", "SB"])
    doc = players(doc, 15)
    doc = act(doc, "request_bye", player=4, round=2, points="half")
    doc = play(act(doc, "pair_next"))
    doc = act(doc, "set_result", round=1, board=2, result="0-1")  # a correction
    doc = act(doc, "withdraw", player=9)
    doc = act(doc, "late_entry", player={"name": "Late, Lena", "rating": 1990})
    doc = act(doc, "pair_next")
    boards = doc["rounds"][-1]["boards"]
    doc = act(doc, "swap_players", round=2, players=[boards[1]["white"], boards[2]["white"]])
    doc = play(doc, "0-1")
    doc = act(doc, "edit_player", player=3, changes={"rating": 2310})
    doc = act(doc, "pair_next")
    doc = act(doc, "unpair_latest")
    doc = play(act(doc, "pair_next"))
    assert len(doc["rounds"]) == 3
    assert json.dumps(made_again(doc)) == json.dumps(doc)


@pytest.mark.parametrize("system", ["magic_swiss", "round_robin", "dutch_baku"])
def test_other_systems_pair_again_alike_even_at_random(system):
    """Magic pairs at random from the event's own seed: made again, it draws the same."""
    doc = event.new_event({"id": system, "name": system, "rounds": 3, "system": system})
    doc = players(doc, 9)
    for _ in range(2):
        doc = play(act(doc, "pair_next"))
    assert json.dumps(made_again(doc)) == json.dumps(doc)


def test_a_merged_event_keeps_what_the_merge_left_out():
    doc = players(event.new_event({"id": "merged", "name": "Merged", "rounds": 4}), 8)
    doc = act(doc, "pair_next")
    ana = act(doc, "set_result", round=1, board=1, result="1-0")
    ben = act(doc, "set_result", BEN, round=1, board=1, result="0-1")
    [conflict] = merge(ana, ben)["conflicts"]
    merged = merge(ana, ben, {conflict["id"]: f"keep:{BEN}"})["event"]
    assert any("left_out" in entry for entry in merged["log"])
    assert json.dumps(made_again(merged)) == json.dumps(merged)


def test_an_imported_event_is_made_again_from_the_file_it_was_read_from():
    text = (TRF / "001-result-codes.trf").read_text(encoding="utf-8")
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "id": "imported", "at": at()}})
    assert answer["ok"], answer
    doc = answer["result"]["event"]
    doc = act(doc, "name_copy", name="Ana")
    doc = act(doc, "pair_next")
    assert doc["record"]["event"]["players"]  # the record begins with the event as read
    assert json.dumps(made_again(doc)) == json.dumps(doc)


def test_the_bridge_makes_the_event_again_and_names_the_change_that_does_not_apply():
    doc = play(act(players(event.new_event({"id": "b", "name": "B", "rounds": 3}), 6), "pair_next"))
    record = record_of(doc)
    answer = bridge.handle({"id": 1, "op": "event_rebuild", "args": record})
    assert answer["ok"] and answer["result"]["event"] == doc
    record["entries"][-1]["args"]["board"] = 9
    answer = bridge.handle({"id": 2, "op": "event_rebuild", "args": record})
    error = answer["error"]
    assert not answer["ok"] and error["field"].startswith(f"args.entries[{len(record['entries']) - 1}]")
    assert error["message"].startswith(f"Change {len(record['entries'])} of the record (set_result) does not apply: ")


@pytest.mark.parametrize("spoil, field, words", [
    (lambda r: r["entries"][0].update(op="steal_points"), "entries[0].op", "There is no event operation"),
    (lambda r: r["entries"][1]["args"].update(colour="white"), "entries[1].args", "colour"),
    (lambda r: r["entries"][1].update(seq=7), "entries[1]", "seq"),
    (lambda r: r["entries"][2].pop("args"), "entries[2]", "args"),
    (lambda r: r["entries"][3].update(by="not a copy!"), "entries[3].by", "A copy's id"),
    (lambda r: r["record"].update({"from": 5}), "record.from", "does not begin where the log before it ends"),
    (lambda r: r["record"]["event"].update(players="none"), "event.players", "list"),
    (lambda r: r.update(modified=17), "modified", "text"),
    (lambda r: r.update(keys="log"), "keys", "list"),
])
def test_a_record_that_is_not_one_is_refused_where_it_is_wrong(spoil, field, words):
    doc = act(players(event.new_event({"id": "r", "name": "R", "rounds": 3}), 4), "pair_next")
    record = json.loads(json.dumps(record_of(doc)))
    spoil(record)
    with pytest.raises(EventError) as refused:
        rebuild(**record)
    assert refused.value.field is not None and refused.value.field.startswith(field), refused.value.field
    assert words in refused.value.message
