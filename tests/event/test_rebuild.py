"""An event made again from its record of changes alone (the shortest editable link): every kind of change comes out
to the byte, pairings included, and a record that does not apply is refused naming the change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from swisspair import bridge, event, messages
from swisspair.document.errors import EventError
from swisspair.event.merge import merge
from swisspair.event.rebuild import rebuild
from tests.event.helpers import ANA, EVERY_THIRD_DRAWN, act, add_players, at, finish_round, made_again, record_of

BEN = "ben-phone"
TRF = Path(__file__).resolve().parents[1] / "golden" / "trf"

def test_a_swiss_with_every_kind_of_change_is_made_again_to_the_byte():
    doc = event.new_event({"id": "open", "name": "Winter open", "rounds": 5})
    doc = act(doc, "update_settings", tiebreaks=["BH/C1", "BH", "SB"])
    doc = add_players(doc, 15, ANA)
    doc = act(doc, "request_bye", player=4, round=2, points="half")
    doc = finish_round(act(doc, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    doc = act(doc, "set_result", round=1, board=2, result="0-1")  # a correction
    doc = act(doc, "withdraw", player=9)
    doc = act(doc, "late_entry", player={"name": "Late, Lena", "rating": 1990})
    doc = act(doc, "pair_next")
    boards = doc["rounds"][-1]["boards"]
    doc = act(doc, "swap_players", round=2, players=[boards[1]["white"], boards[2]["white"]])
    doc = finish_round(doc, ("0-1", "0-1", "1/2-1/2"), ANA)
    doc = act(doc, "edit_player", player=3, changes={"rating": 2310})
    doc = act(doc, "pair_next")
    doc = act(doc, "unpair_latest")
    doc = finish_round(act(doc, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    assert len(doc["rounds"]) == 3
    assert json.dumps(made_again(doc)) == json.dumps(doc)


@pytest.mark.parametrize("system", ["magic_swiss", "round_robin", "dutch_baku"])
def test_other_systems_pair_again_alike_even_at_random(system):
    """Magic pairs at random from the event's own seed: made again, it draws the same."""
    doc = event.new_event({"id": system, "name": system, "rounds": 3, "system": system})
    doc = add_players(doc, 9, ANA)
    for _ in range(2):
        doc = finish_round(act(doc, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    assert json.dumps(made_again(doc)) == json.dumps(doc)


def test_a_merged_event_keeps_what_the_merge_left_out():
    doc = add_players(event.new_event({"id": "merged", "name": "Merged", "rounds": 4}), 8, ANA)
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
    doc = add_players(event.new_event({"id": "b", "name": "B", "rounds": 3}), 6, ANA)
    doc = finish_round(act(doc, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    record = record_of(doc)
    answer = bridge.handle({"id": 1, "op": "event_rebuild", "args": record})
    assert answer["ok"] and answer["result"]["event"] == doc
    record["entries"][-1]["args"]["board"] = 9
    answer = bridge.handle({"id": 2, "op": "event_rebuild", "args": record})
    error = answer["error"]
    assert not answer["ok"] and error["field"].startswith(f"args.entries[{len(record['entries']) - 1}]")
    assert error["message"].startswith(f"Change {len(record['entries'])} of the record (set_result) does not apply: ")
    # Worded by key, the change's own refusal nested, and its own code kept.
    assert (error["key"], error["params"]["change_number"], error["params"]["change_op"]) == (
        "record.change_refused", len(record["entries"]), "set_result")
    assert error["code"] == messages.code_of(error["params"]["cause_msg"])


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
    doc = act(add_players(event.new_event({"id": "r", "name": "R", "rounds": 3}), 4, ANA), "pair_next")
    record = json.loads(json.dumps(record_of(doc)))
    spoil(record)
    with pytest.raises(EventError) as refused:
        rebuild(**record)
    assert refused.value.field is not None and refused.value.field.startswith(field), refused.value.field
    assert words in refused.value.message


def test_an_events_language_comes_back_from_its_record_whether_made_in_it_or_set_later():
    made = add_players(event.new_event({"id": "fr", "name": "Open de Lyon", "rounds": 5, "language": "fr"}), 4, ANA)
    assert made_again(made)["details"]["language"] == "fr"
    changed = act(made, "set_details", language="ru")
    assert made_again(changed)["details"]["language"] == "ru"
