"""The editable link that carries an event as its record of changes (app/share.js format 3 and app/model-coder.js,
run by Node; the engine's event_rebuild makes the event again): events of every kind come back to the byte, a
100-player, 9-round event fits a QR code, an event made otherwise is told apart, and thousands of damaged links
are each refused with a sentence."""

import copy
import json
import random
from pathlib import Path

import pytest

from swisspair import bridge, event
from swisspair.event.merge import merge
from tests.event.helpers import ANA, EVERY_THIRD_DRAWN, act, add_players, finish_round
from tests.app.helpers import NODE, damaged, node, uri

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"

pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js runs the page's module")

# Reads [event, ...]; prints per event {fragment, rebuild, check} (fragment null when it cannot travel so).
ENCODE = """
import fs from "node:fs";
import { decodeFragment, encodeRecord } from %s;
const out = [];
for (const doc of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const fragment = encodeRecord(doc);
  out.push(fragment === null ? { fragment } : { fragment, ...(await decodeFragment("#" + fragment)) });
}
console.log(JSON.stringify(out));
"""

# Reads [[event, check], ...]; prints whether each is the event its link was made from.
IS_RECORDED = """
import fs from "node:fs";
import { isRecordedEvent } from %s;
console.log(JSON.stringify(JSON.parse(fs.readFileSync(0, "utf8")).map(([doc, check]) => isRecordedEvent(doc, check))));
"""

# Reads [fragment, ...]; prints per fragment "refused: <its sentence's key> <its parameters>", "failed: …" or the record
# it opened as.
DECODE = """
import fs from "node:fs";
import { decodeFragment } from %s;
import { ShareError } from %s;
const out = [];
for (const fragment of JSON.parse(fs.readFileSync(0, "utf8"))) {
  try {
    const link = await decodeFragment(fragment);
    out.push(link.rebuild ? { rebuild: link.rebuild } : "other");
  } catch (error) {
    out.push(error instanceof ShareError && error.message ? `refused: ${error.key} ${JSON.stringify(error.params)}` : `failed: ${error && error.stack}`);
  }
}
console.log(JSON.stringify(out));
"""



def rebuilt(link: dict) -> dict:
    answer = bridge.handle({"id": 1, "op": "event_rebuild", "args": link["rebuild"]})
    assert answer["ok"], answer
    return answer["result"]["event"]


@pytest.fixture(scope="module")
def events() -> dict[str, dict]:
    swiss = add_players(event.new_event({"id": "swiss", "name": "Ôpen “d’hiver” 2026", "rounds": 5}), 13, ANA)
    swiss = act(swiss, "request_bye", player=2, round=2, points="half")
    swiss = finish_round(act(swiss, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    swiss = act(swiss, "withdraw", player=7)
    swiss = act(swiss, "late_entry", player={"name": "Nakamura, 健", "rating": 2010, "fide_id": "7300123"})
    swiss = act(swiss, "pair_next")
    boards = swiss["rounds"][-1]["boards"]
    swiss = act(swiss, "swap_players", round=2, players=[boards[0]["white"], boards[1]["white"]])
    swiss = finish_round(swiss, ("0-1", "0-1", "1/2-1/2"), ANA)
    magic = add_players(event.new_event({"id": "magic", "name": "FNM", "rounds": 3, "system": "magic_swiss"}), 9, ANA)
    magic = finish_round(act(magic, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    # Times to the millisecond, as an event made before the page stamped whole seconds has them.
    old = add_players(event.new_event({"id": "old", "name": "Old", "rounds": 3}), 6, ANA)
    for index, entry in enumerate(old["log"]):
        entry["at"] = f"2026-05-02T08:{index:02d}:{index * 7 % 60:02d}.{index * 137 % 1000:03d}Z"
    old["modified"] = old["log"][-1]["at"]
    old = finish_round(act(old, "pair_next"), EVERY_THIRD_DRAWN, ANA)
    ana = act(add_players(event.new_event({"id": "merged", "name": "Merged", "rounds": 3}), 6, ANA), "pair_next")
    ben = act(ana, "set_result", "ben-phone", round=1, board=1, result="0-1")
    ana = act(ana, "set_result", round=1, board=1, result="1-0")
    [conflict] = merge(ana, ben)["conflicts"]
    merged = merge(ana, ben, {conflict["id"]: "keep:ben-phone"})["event"]
    return {"swiss": swiss, "magic": magic, "old times": old, "merged": merged}


def test_events_of_every_kind_come_back_to_the_byte(events):
    links = node(ENCODE % uri("share.js"), list(events.values()))
    again = [rebuilt(link) for link in links]
    for name, doc, made in zip(events, events.values(), again):
        assert json.dumps(made) == json.dumps(doc), name
    assert all(link["fragment"].startswith("e3.") and link["readOnly"] is False for link in links)
    assert node(IS_RECORDED % uri("share.js"), [[made, link["check"]] for made, link in zip(again, links)]) == [True] * 4


def test_an_event_made_otherwise_is_told_apart(events):
    """Another engine's pairing, or a changed result: the page refuses the event rather than keep it."""
    [link] = node(ENCODE % uri("share.js"), [events["swiss"]])
    made = rebuilt(link)
    other_pairing = copy.deepcopy(made)
    first = other_pairing["rounds"][0]["boards"][0]
    first["white"], first["black"] = first["black"], first["white"]
    other_result = copy.deepcopy(made)
    other_result["rounds"][1]["boards"][2]["result"] = "1-0"
    reordered = dict(reversed(list(made.items())))
    answers = node(IS_RECORDED % uri("share.js"), [[doc, link["check"]] for doc in (other_pairing, other_result, reordered)])
    assert answers == [False, False, False]


def test_a_round_notes_words_are_left_out_of_the_check_so_a_link_from_an_engine_without_them_still_opens(events):
    """A note's key and parameters (its words in any language) follow from its text: a link made by an engine that
    wrote none is the same event as the one this engine makes again with them, and a note's other text is not."""
    sender = copy.deepcopy(events["swiss"])
    note = {"code": "rematch", "text": "Player 3 and player 8 meet again: no pairing avoids it.", "players": [3, 8]}
    sender["rounds"][1]["notes"] = [note]
    [link] = node(ENCODE % uri("share.js"), [sender])
    with_words = copy.deepcopy(sender)
    with_words["rounds"][1]["notes"] = [{**note, "key": "note.rematch", "params": {"first": "3", "second": "8"}}]
    other_text = copy.deepcopy(with_words)
    other_text["rounds"][1]["notes"][0]["text"] = "Player 3 and player 8 meet again."
    answers = node(IS_RECORDED % uri("share.js"), [[doc, link["check"]] for doc in (sender, with_words, other_text)])
    assert answers == [True, True, False]


def test_a_bye_notes_reasons_are_left_out_of_the_check_with_its_words(events):
    """A link made before a note's reasons were clauses (an old link: the English text only) is the same event as the
    one this engine makes again with its words and clauses."""
    sender = copy.deepcopy(events["swiss"])
    note = {"code": "bye_not_lowest", "text": "The bye went to Ann, not to the lowest-ranked player Bo. Bo: C2: not "
            "eligible for the bye.", "players": [1, 2]}
    sender["rounds"][1]["notes"] = [note]
    [link] = node(ENCODE % uri("share.js"), [sender])
    with_words = copy.deepcopy(sender)
    with_words["rounds"][1]["notes"] = [{**note, "key": "note.bye_not_lowest", "params": {"bye": "Ann", "lowest": "Bo"},
                                         "clauses": [{"key": "bye.not_eligible", "params": {"name": "Bo"}}]}]
    answers = node(IS_RECORDED % uri("share.js"), [[doc, link["check"]] for doc in (sender, with_words)])
    assert answers == [True, True]


def test_a_log_the_engine_cannot_apply_again_as_it_stands_gives_no_record_link(events):
    out_of_sequence = copy.deepcopy(events["swiss"])
    out_of_sequence["log"][-1]["seq"] += 1
    merged_before = copy.deepcopy(events["swiss"])  # an entry whose written parts came in another order
    entry = next(e for e in merged_before["log"] if e["op"] == "pair_next")
    entry["round"] = entry.pop("round")
    unrecorded = {key: value for key, value in events["swiss"].items() if key != "record"}
    answers = node(ENCODE % uri("share.js"), [out_of_sequence, merged_before, unrecorded])
    assert [answer["fragment"] for answer in answers] == [None, None, None]


def test_the_golden_record_link_of_format_3_still_opens():
    """Pins the format, the coder's model and its primer: a change to any of them must come as format 4."""
    fragment = (GOLDEN / "share-record-e3.txt").read_text().strip()
    [link] = node(DECODE % (uri("share.js"), uri("link-bytes.js")), ["#" + fragment])
    assert link["rebuild"] == json.loads((GOLDEN / "share-record-3.json").read_text())
    assert rebuilt(link)["name"] == "Spring Open 2026"



def test_damaged_record_links_are_refused_with_a_sentence(events):
    fragments = [link["fragment"] for link in node(ENCODE % uri("share.js"), list(events.values()))]
    rng = random.Random(3)
    links = ["#" + damaged(rng.choice(fragments), rng, ["e4.", "e9.", "e.", "E3.", "e3"]) for _ in range(1_200)]
    answers = node(DECODE % (uri("share.js"), uri("link-bytes.js")), links)
    assert [answer for answer in answers if isinstance(answer, str) and answer.startswith("failed")] == []
    opened = [answer for answer in answers if isinstance(answer, dict)]
    refused = [answer for answer in answers if isinstance(answer, str) and answer.startswith("refused: ")]
    assert len(refused) + len(opened) == len(answers)
    # Only a change the checksum cannot see opens: the record as it was.
    originals = [link["rebuild"] for link in node(ENCODE % uri("share.js"), list(events.values()))]
    assert all(answer["rebuild"] in originals for answer in opened)



def test_long_random_record_links_are_refused_and_longer_ones_not_read():
    """Random bytes decode to some bounded value, which the checksum refuses; past the longest record link a page
    makes, the link is refused unread."""
    rng = random.Random(8)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    links = ["#e3." + "".join(rng.choice(alphabet) for _ in range(length)) for length in (100, 2_900, 19_996, 20_004)]
    answers = node(DECODE % (uri("share.js"), uri("link-bytes.js")), links)
    assert all(answer.startswith("refused: ") for answer in answers), answers
    # Said by the key of its sentence, worded on the page (the store's worker, which decodes links too, has no words).
    assert answers[-1] == 'refused: links.record_too_long {"length":20008}'
    english = json.loads((ROOT / "app" / "locales" / "en" / "links.json").read_text(encoding="utf-8"))
    assert english["links.record_too_long"].startswith("The link is {length} characters long, far more than a link")


@pytest.mark.slow
def test_a_hundred_player_nine_round_event_fits_a_qr_code():
    """The benchmark's event (tools/bench_share.py): 100 players with names, ratings, FIDE ids and clubs, a bye, a
    withdrawal, a swap and 450 results, every change a few seconds to a minute apart."""
    from tests.helpers.played_events import realistic_event

    doc = realistic_event(100, 9)
    [link] = node(ENCODE % uri("share.js"), [doc])
    # 2,953 bytes is the most a version-40 QR code holds, at level L; the address takes some 30 of them.
    assert len(link["fragment"]) <= 2_953 - 30, len(link["fragment"])
    assert json.dumps(rebuilt(link)) == json.dumps(doc)
