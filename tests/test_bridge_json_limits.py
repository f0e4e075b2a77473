"""swisspair.bridge reading untrusted JSON: a request longer than the limit, numbers of thousands of digits and
numbers too large for a double (1e400) are refused before any work, with a message naming the limit, and no
answer carries a number JSON does not allow (found by the fuzzer: an answer with "id": -Infinity)."""

import json

import pytest

from swisspair import bridge
from swisspair.limits import MAX_NUMBER_LENGTH, MAX_REQUEST_LENGTH


def strict(text: str):
    def refuse(name):
        raise AssertionError(f"{name} in an answer")
    return json.loads(text, parse_constant=refuse)


@pytest.mark.parametrize("number, words", [
    ("1" + "0" * 5000, f"a number 5,001 characters long; SwissPair reads numbers of at most {MAX_NUMBER_LENGTH}"),
    ("-" + "9" * 4400, "a number 4,401 characters long"),
    ("1e400", "the number 1e400, too large for any number SwissPair uses"),
    ("-1e400", "the number -1e400, too large"),
    ("1" * 40 + ".5", "a number 42 characters long"),
])
def test_a_number_too_long_or_too_large_is_refused_naming_the_limit(number, words):
    for text in (f'{{"id": {number}, "op": "version"}}',
                 f'{{"id": 1, "op": "pair_round_one", "args": {{"players": [{{"id": 1, "rating": {number}}}]}}}}'):
        answer = strict(bridge.handle_json(text))
        assert answer == {"id": None, "ok": False, "error": {"code": "bad_json", "message": answer["error"]["message"],
                                                             "key": "json.number_refused",
                                                             "params": answer["error"]["params"]}}
        assert words in answer["error"]["message"] and answer["error"]["message"].endswith(".")


def test_a_file_read_as_json_refuses_them_too():
    answer = bridge.handle({"id": 1, "op": "read_json", "args": {"text": '{"rating": 1e999}'}})
    assert answer["error"]["code"] == "bad_json" and "The file cannot be read" in answer["error"]["message"]


def test_numbers_as_long_as_the_limit_are_read():
    answer = strict(bridge.handle_json(f'{{"id": {"9" * MAX_NUMBER_LENGTH}, "op": "version"}}'))
    assert answer["ok"] and answer["id"] == int("9" * MAX_NUMBER_LENGTH)
    assert strict(bridge.handle_json('{"id": 1.5e300, "op": "version"}'))["id"] == 1.5e300


def test_an_answer_that_cannot_be_strict_json_still_is_and_drops_the_id():
    """A caller of `handle` may pass any Python value as the id; the text answer stays JSON."""
    for request_id in (float("inf"), float("-inf"), float("nan")):
        original = bridge.handle

        def echoing(request, request_id=request_id):
            return {**original(request), "id": request_id}
        bridge.handle = echoing
        try:
            answer = strict(bridge.handle_json('{"id": 1, "op": "version"}'))
        finally:
            bridge.handle = original
        assert answer["id"] is None and answer["error"]["code"] == "internal"


def test_a_request_longer_than_the_limit_is_refused_before_it_is_parsed():
    text = '{"id": 1, "op": "version", "args": {"x": "' + "a" * MAX_REQUEST_LENGTH + '"}}'
    answer = strict(bridge.handle_json(text))
    assert answer["id"] is None and answer["error"]["code"] == "too_large"
    assert f"at most {MAX_REQUEST_LENGTH:,}" in answer["error"]["message"]


@pytest.mark.parametrize("depth", [13, 900, 100_000])
def test_a_document_nested_deeper_than_any_event_is_refused_and_the_engine_keeps_answering(depth):
    """The issue's first bad case: a deeply nested document reached a recursive deep copy, whose RecursionError
    killed the engine. The depth is checked (without recursion) before any copy; parsing refuses the deepest."""
    deep = "[" * depth + "]" * depth
    for op, extra in (("event_validate", ""), ("event_apply", ', "operation": {"op": "pair_next"}'),
                      ("event_standings", "")):
        text = f'{{"id": 1, "op": "{op}", "args": {{"event": {{"players": {deep}}}{extra}}}}}'
        error = strict(bridge.handle_json(text))["error"]
        assert error["code"] in ("too_deep", "bad_json") and "deep" in error["message"], error
    assert strict(bridge.handle_json('{"id": 2, "op": "version"}'))["ok"]
