"""A log entry's words (its message key and parameters, for the page to write what was done in the event's language)
travel as a round note's do: left out of an editable link's check, so a record link made before the engine wrote
them, made again by this engine with them, is still the sender's event, and another text is not."""

import copy
import json
from pathlib import Path

import pytest

from swisspair import bridge, event
from tests.app.helpers import NODE, node, uri
from tests.event.helpers import ANA, EVERY_THIRD_DRAWN, act, add_players, finish_round

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js runs the page's module")

# Reads [fragment or null, the sender's event]; prints the record link's record and check (the sender's link when no
# fragment is given).
OPEN = """
import fs from "node:fs";
import { decodeFragment, encodeRecord } from %s;
const [fragment, sender] = JSON.parse(fs.readFileSync(0, "utf8"));
const link = await decodeFragment("#" + (fragment ?? encodeRecord(sender)));
console.log(JSON.stringify({ rebuild: link.rebuild, check: link.check }));
"""
IS_RECORDED = """
import fs from "node:fs";
import { isRecordedEvent } from %s;
const [check, docs] = JSON.parse(fs.readFileSync(0, "utf8"));
console.log(JSON.stringify(docs.map((doc) => isRecordedEvent(doc, check))));
"""


def rebuilt(rebuild: dict) -> dict:
    answer = bridge.handle({"id": 1, "op": "event_rebuild", "args": rebuild})
    assert answer["ok"], answer
    return answer["result"]["event"]


def test_a_record_link_made_before_log_entries_had_words_opens_with_them_and_is_the_senders_event():
    """The golden link was made by the page and engine before log entries had words (six players, a requested bye,
    round 1 paired and played, a withdrawal, a corrected result)."""
    fragment = (GOLDEN / "share-record-e3-before-log-words.txt").read_text().strip()
    link = node(OPEN % uri("share.js"), [fragment, None])
    assert not any("key" in entry for entry in link["rebuild"]["history"] + link["rebuild"]["entries"])
    made = rebuilt(link["rebuild"])
    assert [entry.get("key") for entry in made["log"][-3:]] == ["log.result", "log.withdraws", "log.result_corrected"]
    other_text = copy.deepcopy(made)
    other_text["log"][-1]["text"] += " "
    assert node(IS_RECORDED % uri("share.js"), [link["check"], [made, other_text]]) == [True, False]


def test_an_event_whose_log_has_no_words_travels_and_is_made_again_with_them():
    doc = add_players(event.new_event({"id": "words", "name": "Words", "rounds": 3}), 5, ANA)
    doc = finish_round(act(doc, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    # A list of changes (clauses) and a change by hand (its words in the round too).
    doc = act(act(doc, "update_settings", name="Words 2", requested_byes={"limit": 2}), "pair_next")
    doc = act(doc, "swap_players", round=2, players=[doc["rounds"][1]["boards"][0]["white"],
                                                     doc["rounds"][1]["boards"][1]["black"]])
    # A round corrected once the next is paired: a warning, stored with its words.
    doc = act(doc, "set_result", round=1, board=1, result="0-1" if doc["rounds"][0]["boards"][0]["result"] != "0-1"
              else "1-0")
    assert doc["log"][-1]["warning_words"]
    sender = copy.deepcopy(doc)  # as an engine before the words stored it
    for said in sender["log"] + sender["rounds"][1]["manual"]:
        for key in ("key", "params", "clauses", "warning_words"):
            said.pop(key, None)
    event.validate(sender)
    link = node(OPEN % uri("share.js"), [None, sender])
    made = rebuilt(link["rebuild"])
    # What the record applies again is worded anew; the history before it travels as it was.
    history = len(link["rebuild"]["history"])
    assert json.dumps(made) == json.dumps({**doc, "log": sender["log"][:history] + doc["log"][history:]})
    assert node(IS_RECORDED % uri("share.js"), [link["check"], [made]]) == [True]
    assert node(IS_RECORDED % uri("share.js"), [link["check"], [made, sender]]) == [True, True]
