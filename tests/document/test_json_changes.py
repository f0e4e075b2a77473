import copy
import json

import pytest

from swisspair.document.json_changes import diff


def patched(value, changes):
    """The changes applied as app/undo-diff.js's patch applies them, on a copy."""
    value = copy.deepcopy(value)
    for change in changes:
        path = change["p"]
        if "i" in change:
            target = value
            for key in path:
                target = target[key]
            target[change["s"]:change["s"] + change["n"]] = copy.deepcopy(change["i"])
        elif not path:
            value = copy.deepcopy(change["v"])
        else:
            target = value
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = copy.deepcopy(change["v"])
    return value


EVENT = {
    "id": "e", "modified": "2026-01-01T00:00:00Z", "settings": {"rounds": 5, "tiebreaks": ["BH", "SB"]},
    "players": [{"id": index, "name": f"P{index}", "rating": 1500 + index} for index in range(1, 9)],
    "rounds": [{"boards": [{"white": 1, "black": 2, "result": None}, {"white": 3, "black": 4, "result": "1-0"}]}],
    "log": [{"seq": 1, "op": "add_player"}],
}


def changed(**parts):
    after = copy.deepcopy(EVENT)
    for name, change in parts.items():
        change(after)
    return after


@pytest.mark.parametrize("after", [
    changed(result=lambda doc: doc["rounds"][0]["boards"][0].update(result="1/2-1/2"),
            log=lambda doc: doc["log"].append({"seq": 2, "op": "set_result"}),
            modified=lambda doc: doc.update(modified="2026-01-01T00:01:00Z")),
    changed(round=lambda doc: doc["rounds"].append({"boards": [{"white": 5, "black": 6, "result": None}]})),
    changed(player=lambda doc: doc["players"].pop(3)),
    changed(keys=lambda doc: doc["settings"].update(acceleration="baku")),
    changed(order=lambda doc: doc.update(settings={"tiebreaks": ["BH", "SB"], "rounds": 7})),
    changed(type=lambda doc: doc["players"][0].update(rating=None)),
    changed(everything=lambda doc: doc.clear()),
])
def test_the_changes_turn_the_event_before_into_the_event_after_exactly(after):
    changes = diff(EVENT, after)
    assert json.dumps(patched(EVENT, changes)) == json.dumps(after)


def test_a_result_entered_is_a_few_small_changes_not_the_event():
    after = changed(result=lambda doc: doc["rounds"][0]["boards"][0].update(result="0-1"),
                    log=lambda doc: doc["log"].append({"seq": 2, "op": "set_result"}))
    changes = diff(EVENT, after)
    assert sorted(json.dumps(change) for change in changes) == sorted([
        json.dumps({"p": ["rounds", 0, "boards", 0, "result"], "v": "0-1"}),
        json.dumps({"p": ["log"], "s": 1, "n": 0, "i": [{"seq": 2, "op": "set_result"}]}),
    ])


def test_equal_values_have_no_changes_and_neither_value_is_touched():
    before = copy.deepcopy(EVENT)
    after = changed(result=lambda doc: doc["rounds"][0]["boards"][1].update(result=None))
    kept = copy.deepcopy(after)
    assert diff(EVENT, copy.deepcopy(EVENT)) == []
    diff(EVENT, after)
    assert EVENT == before and after == kept
