"""What each operation wrote in the event's log is said by the engine's table too: beside the English text, the
message's key and parameters (swisspair.messages), stored in the log entry, so that the page writes it in the event's
language; an entry written before keeps its text alone and still reads, and words that are not words are refused."""

import pytest

from swisspair import bridge, event, messages
from swisspair.document.errors import EventError
from tests.event.helpers import ANA, act, add_players, corrupt, finish_round
from tests.helpers.section_events import weekend


def played():
    doc = add_players(event.new_event({"id": "log", "name": "Club “Spring”", "rounds": 4}), 5, ANA)
    doc = act(doc, "request_bye", player=2, round=2, points="half")
    doc = finish_round(act(doc, "pair_next"), ("1-0", "0-1"), ANA)
    doc = act(doc, "set_result", round=1, board=1, result="1/2-1/2")
    doc = act(doc, "withdraw", player=4)
    doc = act(doc, "late_entry", player={"name": "Nakamura, Hikaru", "rating": 2010}, missed_points="half")
    return act(doc, "set_rounds", rounds=5)


def test_each_entry_answers_its_key_and_parameters_and_its_text_is_their_english():
    doc = played()
    keys = [entry.get("key") for entry in doc["log"]]
    assert keys[:3] == ["log.event_created", "log.player_added", "log.player_added"]
    assert keys[-7:] == ["log.round_paired_bye", "log.result", "log.result", "log.result_corrected", "log.withdraws",
                         "log.late_entry_half", "log.rounds_changed"]
    for entry in doc["log"]:
        assert messages.sentence(entry["key"], entry["params"]) == entry["text"], entry
    corrected = doc["log"][-4]
    assert corrected["text"] == "Round 1, board 1 (Player 01 - Player 03) corrected: 1-0 → 1/2-1/2."
    assert corrected["params"] == {"number": "1", "board": "1", "white": "Player 01", "black": "Player 03", "old": "1-0",
                                   "result": "1/2-1/2"}
    assert doc["log"][-7]["params"] == {"number": "1", "count": 2, "name": "Player 05"}


def test_a_result_in_a_section_names_the_section_and_its_board_as_printed():
    doc = weekend()
    for section in (1, 2):
        doc = event.apply(doc, {"op": "pair_next", "section": section}).event
    doc = event.apply(doc, {"op": "set_result", "section": 2, "round": 1, "board": 1, "result": "1-0"}).event
    entry = doc["log"][-1]
    assert entry["key"] == "log.section_result"
    assert (entry["params"]["section"], entry["params"]["board"]) == (doc["sections"][1]["name"], "6")
    assert messages.sentence(entry["key"], entry["params"]) == entry["text"]


def test_a_log_entry_written_before_its_words_reads_and_applies_on():
    doc = played()
    for entry in doc["log"]:
        entry.pop("key")
        entry.pop("params")
    event.validate(doc)
    again = act(doc, "cancel_withdrawal", player=4)
    assert again["log"][-1]["key"] == "log.withdrawal_cancelled" and "key" not in again["log"][-2]


@pytest.mark.parametrize("path, value, field", [
    (("log", 3, "params"), ["Player 01"], "event.log[3].params"),
    (("log", 3, "params", "name"), {"first": "Ann"}, "event.log[3].params.name"),
    (("log", 3, "key"), "", "event.log[3].key"),
    (("log", 3, "clauses"), "name, rating", "event.log[3].clauses"),
    (("log", 3, "clauses"), [{"key": "field.name", "params": {}, "text": "name"}], "event.log[3].clauses[0].text"),
    (("log", 3, "list"), {"place": "names", "joined": "items"}, "event.log[3].list.place"),
    (("log", 3, "list"), {"place": "changes", "joined": "commas"}, "event.log[3].list.joined"),
])
def test_words_that_are_not_words_are_refused_naming_the_entry(path, value, field):
    with pytest.raises(EventError) as caught:
        event.validate(corrupt(played(), path, value))
    assert caught.value.field == field and "log entry 4" in caught.value.message


def test_the_bridge_answers_an_operations_log_entry_with_its_words():
    doc = played()
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation":
        {"op": "cancel_withdrawal", "player": 4}}})
    assert answer["ok"], answer
    entry = answer["result"]["event"]["log"][-1]
    assert (entry["key"], entry["params"]) == ("log.withdrawal_cancelled", {"name": "Player 04", "number": "2"})
