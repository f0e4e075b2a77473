"""The JSON boundary: well-formed requests are answered, malformed ones get a structured error that
names the field, and nothing ever escapes as an exception."""

import copy
import json
import platform

import pytest
from hypothesis import given
from hypothesis import strategies as st

from swisspair import __version__, bridge
from swisspair.limits import MAX_PLAYERS

FOUR = [
    {"id": 1, "name": "Anna", "rating": 2100},
    {"id": 2, "name": "Ben", "rating": 2000},
    {"id": 3, "name": "Cleo", "rating": 1900},
    {"id": 4, "name": "Dan", "rating": 1800},
]


def pair_request(players=FOUR, colour="white", request_id=7):
    return {"id": request_id, "op": "pair_round_one",
            "args": {"players": copy.deepcopy(players), "initial_colour": colour}}


def test_version_reports_engine_and_python():
    response = bridge.handle({"id": "v", "op": "version", "args": {}})
    assert response == {"id": "v", "ok": True, "result": {
        "engine": __version__, "python": platform.python_version()}}


def test_version_args_may_be_left_out():
    assert bridge.handle({"id": 1, "op": "version"})["ok"] is True


def test_pair_round_one_answers_boards_and_echoes_the_id():
    response = bridge.handle(pair_request(request_id={"any": ["json", 1]}))
    assert response["id"] == {"any": ["json", 1]}
    assert response["ok"] is True
    assert response["result"]["boards"] == [
        {"board": 1, "white": 1, "black": 3},
        {"board": 2, "white": 4, "black": 2},
    ]
    assert response["result"]["bye"] is None
    assert "Dutch" in response["result"]["rule"]


def test_pair_round_one_through_json_text():
    answer = json.loads(bridge.handle_json(json.dumps(pair_request(colour="black"))))
    assert answer["ok"] is True
    assert answer["result"]["boards"] == [
        {"board": 1, "white": 3, "black": 1},
        {"board": 2, "white": 2, "black": 4},
    ]


def with_player(index, **changes):
    players = copy.deepcopy(FOUR)
    players[index].update(changes)
    return players


def without_key(mapping, key):
    return {k: v for k, v in mapping.items() if k != key}


MALFORMED = [
    # (request, code, field, words the message must contain)
    (["not", "an", "object"], "wrong_type", None, "request"),
    ({"op": "version"}, "missing", "id", "“id”"),
    ({"id": 1}, "missing", "op", "“op”"),
    ({"id": 1, "op": "version", "extra": 1}, "unknown_field", "extra", "“extra”"),
    ({"id": 1, "op": "pair_everything"}, "unknown_op", "op", "pair_round_one"),
    ({"id": 1, "op": "version", "args": [1]}, "wrong_type", "args", "arguments"),
    ({"id": 1, "op": "version", "args": {"verbose": True}}, "unknown_field", "args.verbose", "verbose"),
    ({"id": 1, "op": "pair_round_one", "args": {"players": FOUR}}, "missing", "args.initial_colour",
     "initial_colour"),
    (pair_request(colour="green"), "wrong_value", "args.initial_colour", "“white” or “black”"),
    (pair_request(players="Anna, Ben"), "wrong_type", "args.players", "list"),
    (pair_request(players=FOUR[:1]), "too_few", "args.players", "at least two"),
    (pair_request(players=[FOUR[0], "Ben 2000"]), "wrong_type", "args.players[1]", "Player 2"),
    (pair_request(players=[FOUR[0], without_key(FOUR[1], "rating")]), "missing", "args.players[1].rating",
     "Player 2"),
    (pair_request(players=with_player(2, club="Basel")), "unknown_field", "args.players[2].club", "club"),
    (pair_request(players=with_player(2, name="   ")), "empty", "args.players[2].name", "player 3"),
    (pair_request(players=with_player(2, name=42)), "wrong_type", "args.players[2].name", "text"),
    (pair_request(players=with_player(2, name="x" * 201)), "out_of_range", "args.players[2].name", "201"),
    (pair_request(players=with_player(2, rating="19OO")), "wrong_type", "args.players[2].rating",
     "rating of player 3 (Cleo)"),
    (pair_request(players=with_player(2, rating=1900.5)), "wrong_type", "args.players[2].rating",
     "whole number"),
    (pair_request(players=with_player(2, rating=True)), "wrong_type", "args.players[2].rating", "whole number"),
    (pair_request(players=with_player(2, rating=None)), "wrong_type", "args.players[2].rating", "empty"),
    (pair_request(players=with_player(2, rating=-5)), "out_of_range", "args.players[2].rating", "between 0"),
    (pair_request(players=with_player(2, rating=4001)), "out_of_range", "args.players[2].rating", "4000"),
    (pair_request(players=with_player(3, id=0)), "out_of_range", "args.players[3].id", "id of player 4"),
    (pair_request(players=with_player(3, id="4")), "wrong_type", "args.players[3].id", "whole number"),
    (pair_request(players=with_player(3, id=2)), "duplicate", "args.players[3].id", "player 2 already"),
]


@pytest.mark.parametrize("request_value, code, field, words", MALFORMED,
                         ids=[f"{case[1]}:{case[2]}" for case in MALFORMED])
def test_malformed_request_gets_a_structured_error_naming_the_field(request_value, code, field, words):
    response = bridge.handle(request_value)
    assert response["ok"] is False
    assert "result" not in response
    error = response["error"]
    assert error["code"] == code
    assert error.get("field") == field
    assert words in error["message"]
    # A sentence for a person: starts with a capital, ends with a full stop.
    assert error["message"][0].isupper() and error["message"].endswith(".")
    expected_id = request_value.get("id") if isinstance(request_value, dict) else None
    assert response["id"] == expected_id


@pytest.mark.parametrize("text, words", [
    ('{"id": 1, "op": ', "not valid JSON"),
    ("", "not valid JSON"),
    ('{"id": 1, "op": "pair_round_one", "args": {"players": [{"id": 1, "name": "A", "rating": NaN}]}}',
     "NaN"),
])
def test_text_that_is_not_json_gets_bad_json(text, words):
    answer = json.loads(bridge.handle_json(text))
    assert answer["ok"] is False and answer["id"] is None
    assert answer["error"]["code"] == "bad_json"
    assert words in answer["error"]["message"]


def test_bad_json_says_where():
    answer = json.loads(bridge.handle_json('{"id": 1,\n "op": "version",,}'))
    assert (answer["error"]["line"], answer["error"]["column"]) == (2, 18)


def test_an_unexpected_exception_becomes_an_internal_error(monkeypatch):
    def broken(args):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setitem(bridge.OPS, "broken", broken)
    response = bridge.handle({"id": 3, "op": "broken", "args": {}})
    assert response["id"] == 3 and response["ok"] is False
    error = response["error"]
    assert error["code"] == "internal"
    assert "“broken”" in error["message"] and "report" in error["message"]
    assert error["detail"] == "ZeroDivisionError: division by zero"
    assert "in broken" in error["traceback"]


def test_a_result_that_is_not_json_becomes_an_internal_error(monkeypatch):
    monkeypatch.setitem(bridge.OPS, "odd", lambda args: {"value": float("nan")})
    answer = json.loads(bridge.handle_json('{"id": 5, "op": "odd"}'))
    assert answer["id"] == 5
    assert answer["error"]["code"] == "internal"


def test_a_new_op_needs_one_registry_line(monkeypatch):
    monkeypatch.setitem(bridge.OPS, "echo", lambda args: args)
    assert bridge.handle({"id": 1, "op": "echo", "args": {"x": [1]}}) == {"id": 1, "ok": True, "result": {"x": [1]}}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
nearly_requests = st.fixed_dictionaries(
    {"id": json_values, "op": st.sampled_from(["version", "pair_round_one", "nope"]) | json_values},
    optional={"args": st.fixed_dictionaries({}, optional={
        "players": st.lists(st.fixed_dictionaries({}, optional={
            "id": json_values | st.integers(1, 9), "name": json_values | st.text(min_size=1, max_size=6),
            "rating": json_values | st.integers(0, 3000)}), max_size=6) | json_values,
        "initial_colour": st.sampled_from(["white", "black"]) | json_values,
    }) | json_values},
)


@given(st.one_of(json_values, nearly_requests))
def test_handle_always_answers_with_a_well_formed_response(request_value):
    response = bridge.handle(request_value)
    assert set(response) in ({"id", "ok", "result"}, {"id", "ok", "error"})
    if response["ok"] is False:
        assert response["error"]["code"] != "internal", response["error"]
        assert isinstance(response["error"]["message"], str) and response["error"]["message"]
    json.dumps(response, allow_nan=False)


@given(st.text(max_size=60))
def test_handle_json_always_answers_with_json(text):
    answer = json.loads(bridge.handle_json(text))
    assert answer["ok"] in (True, False)


def test_deeply_nested_json_is_refused_not_crashed():
    answer = json.loads(bridge.handle_json("[" * 100_000))
    assert answer["ok"] is False and answer["error"]["code"] == "bad_json" and "deeply" in answer["error"]["message"]


def test_pair_trf_reports_the_line_of_the_file_as_given_even_after_blank_lines():
    text = "\n\n012 Test\n001    1      Alpha                             2000                             0.0    1     2 x 1\nXXR 5\n"
    answer = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text}})
    assert answer["ok"] is False and answer["error"]["code"] == "invalid_trf"
    assert (answer["error"]["line"], answer["error"]["column"]) == (4, 97)


def _event_call(op, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def _played_event(mode, results):
    """Six players, three rounds; the results of each round in board order from `results`."""
    doc = _event_call("event_new", id="e", name="E", rounds=3, mode=mode)["event"]
    for index in range(6):
        doc = _event_call("event_apply", event=doc, operation={
            "op": "add_player", "player": {"name": f"Player {index + 1}", "rating": 2000 - 10 * index}})["event"]
    doc = _event_call("event_apply", event=doc, operation={"op": "update_settings", "tiebreaks": ["BH", "WIN"]})["event"]
    for r in range(1, 4):
        doc = _event_call("event_pair_next", event=doc)["event"]
        for board in range(1, 4):
            doc = _event_call("event_apply", event=doc, operation={
                "op": "set_result", "round": r, "board": board, "result": results[(r + board) % len(results)]})["event"]
    return doc


@pytest.mark.parametrize("mode, results", [("fide", ["1-0", "1/2-1/2", "0-1"]), ("magic", ["1-0", "1/2-1/2", "0-1"]),
                                           ("esports", ["1-0", "0-1"])])
def test_event_standings_use_the_events_points_and_tiebreaks(mode, results):
    doc = _played_event(mode, results)
    answer = _event_call("event_standings", event=doc)
    assert [t["code"] for t in answer["tiebreaks"]] == ["BH", "WIN"]
    rows = answer["standings"]
    assert len(rows) == 6 and answer["rounds"] == 3
    assert sorted(answer["numbers"].values()) == [1, 2, 3, 4, 5, 6]
    # Points are the event's own: the sum over everyone is the points each board hands out.
    win, draw = doc["settings"]["scoring"]["win"], doc["settings"]["scoring"]["draw"]
    handed_out = sum((win if b["result"] in ("1-0", "0-1") else 2 * draw) for rnd in doc["rounds"] for b in rnd["boards"])
    assert sum(row["points"] for row in rows) * 10 == handed_out
    assert [row["points"] for row in rows] == sorted((row["points"] for row in rows), reverse=True)


def test_event_standings_name_a_bad_tiebreak_in_the_event():
    doc = _played_event("fide", ["1-0"])
    doc["settings"]["tiebreaks"] = ["BH", "XYZ"]
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "unknown_tiebreak" and answer["error"]["field"] == "args.event.settings.tiebreaks[1]"


def test_read_json_names_the_line_and_column_of_a_syntax_error():
    ok = bridge.handle({"id": 1, "op": "read_json", "args": {"text": '{"a": [1, 2.5, "é"]}'}})
    assert ok["result"] == {"value": {"a": [1, 2.5, "é"]}}
    bad = bridge.handle({"id": 2, "op": "read_json", "args": {"text": '{"format": 1,\n  "id": }\n'}})
    assert bad["error"]["code"] == "bad_json"
    assert (bad["error"]["line"], bad["error"]["column"]) == (2, 9)
    assert bad["error"]["message"] == "The file is not valid JSON: line 2, column 9: Expecting value."
    nan = bridge.handle({"id": 3, "op": "read_json", "args": {"text": '{"a": NaN}'}})
    assert nan["error"]["code"] == "bad_json" and "NaN" in nan["error"]["message"]
    deep = bridge.handle({"id": 4, "op": "read_json", "args": {"text": "[" * 100_000 + "]" * 100_000}})
    assert deep["error"]["code"] == "bad_json" and "too deeply" in deep["error"]["message"]


def test_a_trf_of_cr_line_ends_beyond_the_player_limit_is_refused_before_it_is_paired():
    """Found by fuzzing with mixed line ends: the limit counted player lines after LF only, so the page's "Pair a TRF
    file" panel (pair_trf) paired a CR-ended file of 9,999 players for minutes."""
    lines = "".join(f"001 {n:4d}      Player {n}\r" for n in range(1, MAX_PLAYERS + 2))
    answer = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": "012 Big open\rXXR 9\r152 W\r" + lines}})
    assert not answer["ok"] and f"{MAX_PLAYERS + 1:,} player lines" in answer["error"]["message"]
