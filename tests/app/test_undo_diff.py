"""The page's undo differences (app/undo-diff.js, run by Node): patch(a, diff(a, b)) is b exactly, key order
included, and leaves a as it was, and the difference's reverse turns b back into a, for random JSON values and edits; an action on a real event is a difference
of a few hundred characters, not a copy of the event."""

import copy
import json
import random
import subprocess

import pytest

from swisspair import bridge
from tests.app.helpers import APP, NODE, node, random_value
from tests.helpers.played_events import big_event

UNDO_DIFF_JS = APP / "undo-diff.js"

# Reads [[a, b], ...]; prints per pair: is the patch b exactly (and its reverse a again), is a untouched, the
# difference's length.
CHECK = ("import fs from 'node:fs';"
         f"import {{ diff, patch, reverse }} from {json.dumps(UNDO_DIFF_JS.as_uri())};"
         "const pairs = JSON.parse(fs.readFileSync(0, 'utf8'));"
         "console.log(JSON.stringify(pairs.map(([a, b]) => {"
         "  const before = JSON.stringify(a);"
         "  const change = diff(a, b);"
         "  const text = JSON.stringify(change);"
         "  const after = patch(a, JSON.parse(text));"
         "  const back = patch(after, reverse(a, change));"
         "  return { same: JSON.stringify(after) === JSON.stringify(b) && JSON.stringify(back) === before,"
         "           untouched: JSON.stringify(a) === before, length: text.length };"
         "})));")


def check(pairs):
    out = subprocess.run([NODE, "--input-type=module", "-e", CHECK], input=json.dumps(pairs), check=True,
                         capture_output=True, text=True)
    return json.loads(out.stdout)


def edited(rng, value):
    """`value` with a few random edits anywhere: a value set, a key added or removed, keys reordered, list
    items inserted, removed or replaced."""
    value = copy.deepcopy(value)
    for _ in range(rng.randint(0, 3)):
        containers = []
        stack = [value]
        while stack:
            item = stack.pop()
            if isinstance(item, (list, dict)):
                containers.append(item)
                stack.extend(item.values() if isinstance(item, dict) else item)
        if not containers:
            return random_value(rng)
        target = rng.choice(containers)
        if isinstance(target, list):
            at = rng.randint(0, len(target))
            action = rng.choice(["insert", "remove", "replace"])
            if action == "insert":
                target[at:at] = [random_value(rng, 2) for _ in range(rng.randint(1, 3))]
            elif target:
                at = min(at, len(target) - 1)
                if action == "remove":
                    del target[at:at + rng.randint(1, 2)]
                else:
                    target[at] = random_value(rng, 2)
        else:
            action = rng.choice(["set", "remove", "reorder"])
            if action == "set":
                target[rng.choice("abcdefg")] = random_value(rng, 2)
            elif action == "remove" and target:
                del target[rng.choice(list(target))]
            elif action == "reorder":
                items = list(target.items())
                rng.shuffle(items)
                target.clear()
                target.update(items)
    return value


@pytest.mark.skipif(NODE is None, reason="Node runs the page's module; build.py needs it anyway")
def test_a_difference_turns_one_value_into_the_other_exactly():
    rng = random.Random(7)
    pairs = []
    for _ in range(400):
        a = random_value(rng)
        pairs.append([a, edited(rng, a)])
    pairs += [[1, [1]], [[1, 2, 3], [1, 2, 3]], [{"a": 1, "b": 2}, {"b": 2, "a": 1}], [[], None], [{}, []]]
    for (a, b), outcome in zip(pairs, check(pairs)):
        assert outcome["same"] and outcome["untouched"], (a, b)
    identical = check([[pair[0], copy.deepcopy(pair[0])] for pair in pairs])
    assert [outcome["length"] for outcome in identical] == [2] * len(pairs)  # "[]": nothing to change


@pytest.mark.skipif(NODE is None, reason="Node runs the page's module; build.py needs it anyway")
def test_an_action_on_an_event_is_a_small_difference():
    doc = big_event(100, 5, last_open=True)
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {
        "event": doc, "operation": {"op": "set_result", "round": 5, "board": 7, "result": "1-0",
                                    "at": "2026-05-05T10:00:00.000Z"}}})
    assert answer["ok"], answer
    with_result = answer["result"]["event"]
    unpaired = copy.deepcopy(doc)
    unpaired["rounds"].pop()
    # undo a result; undo a pairing (the difference removes the round); the pairing undone (it brings it back)
    outcomes = check([[with_result, doc], [doc, unpaired], [unpaired, doc]])
    assert all(outcome["same"] and outcome["untouched"] for outcome in outcomes)
    size = len(json.dumps(doc, separators=(",", ":")))
    assert outcomes[0]["length"] < 500 < size // 100, (outcomes[0]["length"], size)
    assert outcomes[1]["length"] < 100
    assert outcomes[2]["length"] < size // 10


# Scripts given an event on their standard input, as `doc`.
ON_AN_EVENT = ("import fs from 'node:fs';"
               f"import {{ diff, patch }} from {json.dumps(UNDO_DIFF_JS.as_uri())};"
               "const doc = JSON.parse(fs.readFileSync(0, 'utf8'));")
# Two events of 200 players: one the other with a result changed, sharing every other part (as the page makes it from
# the engine's changes), and a copy of it sharing nothing (as a merge answers).
BUDGET = (ON_AN_EVENT
          + "const shared = patch(doc, [{ p: ['rounds', 4, 'boards', 0, 'result'], v: '0-1' }]);"
          "const copy = JSON.parse(JSON.stringify(shared));"
          "console.log(JSON.stringify([diff(doc, shared, 1000), diff(doc, copy, 1000), diff(doc, copy).length]));")


@pytest.mark.skipif(NODE is None, reason="Node runs the page's module; build.py needs it anyway")
def test_a_difference_within_a_budget_is_found_between_events_that_share_parts_and_refused_between_copies():
    doc = big_event(200, 5, last_open=True)
    out = subprocess.run([NODE, "--input-type=module", "-e", BUDGET], input=json.dumps(doc), check=True,
                         capture_output=True, text=True)
    shared, copied, whole = json.loads(out.stdout)
    assert shared == [{"p": ["rounds", 4, "boards", 0, "result"], "v": "0-1"}]
    assert copied is None and whole == 1


# The same event with a key added at its top (as the engine adds its record of changes at an event's first action)
# and with a round paired (its new round is carried by the difference).
CARRIED = (ON_AN_EVENT
           + "const keyed = { ...doc, record: { from: 0, event: doc.players } };"
           "const paired = patch(doc, [{ p: ['rounds'], s: doc.rounds.length, n: 0, i: [doc.rounds.at(-1)] }]);"
           "console.log(JSON.stringify([diff(doc, keyed, 5000), diff(doc, keyed).length,"
           "  diff(doc, paired, 5000)?.length ?? null]));")


@pytest.mark.skipif(NODE is None, reason="Node runs the page's module; build.py needs it anyway")
def test_a_difference_carrying_more_values_than_its_budget_is_refused_though_found_at_once():
    doc = big_event(200, 5, last_open=True)
    doc.pop("record", None)  # an event as imported, before its first action
    keyed, keyed_unbudgeted, paired = node(CARRIED, doc)
    # The key added sets the event whole: one change, found with a single comparison, but the whole event carried.
    assert keyed is None and keyed_unbudgeted == 1
    # A round of 100 boards (some 400 values) is carried within the same budget.
    assert paired == 1
