"""swisspair.event.ops.dispatch: `apply` returns a new document and never mutates its input; unknown
operations are refused; no operation, however bad, corrupts a document."""

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from swisspair import event, systems
from swisspair.document.errors import EventError
from tests.event.helpers import FIVE, JUNK, PLAYER, ROUND, fails, finish_all, make
from swisspair.document.names import MODES, RESTRICTION_KINDS, RESULTS
from swisspair.document.readers import complete_rounds


def test_an_operation_returns_a_new_document_and_leaves_its_input_alone(played):
    before = copy.deepcopy(played)
    after = event.apply(played, {"op": "edit_player", "player": 1, "changes": {"rating": 2150}, "at": "t1"}).event
    assert played == before
    assert after["players"][0]["rating"] == 2150 and after["modified"] == "t1"
    assert after["log"][-1] == {"seq": before["log"][-1]["seq"] + 1, "op": "edit_player", "at": "t1",
                                "args": {"player": 1, "changes": {"rating": 2150}},
                                "text": "Edited Anna: rating 2100 → 2150.", "key": "log.player_edited",
                                "params": {"name": "Anna", "changes": "rating 2100 → 2150"},
                                "clauses": [{"key": "log.field_changed", "params": {"field_msg": "field.rating",
                                                                                    "old": "2100", "new": "2150"}}],
                                "list": {"place": "changes", "joined": "items"}}
    after["players"][0]["name"] = "changed"  # the result shares nothing with the input
    assert played == before


def test_unknown_or_misspelt_operations_are_refused(played):
    assert fails(played, "unknown_op", op="pair_round").field == "operation.op"
    assert fails(played, "unknown_field", op="withdraw", player=5, rnd=4).field == "operation.rnd"
    assert fails(played, "missing", op="request_bye", player=5).field == "operation.round"


NAMES = st.text(alphabet="abcdefghij XYZ", min_size=0, max_size=6)


SMALL = st.one_of(st.integers(min_value=1, max_value=4), st.integers(min_value=-1, max_value=7))


def maybe(value_strategy):
    """Mostly a plausible value, sometimes junk."""
    return st.integers(0, 9).flatmap(lambda k: JUNK if k == 0 else value_strategy)


OPERATIONS = st.one_of(
    st.builds(lambda n, r, t: {"op": "add_player", "player": {"name": n, "rating": r, "title": t}},
              maybe(NAMES), maybe(st.integers(0, 2500)), st.sampled_from(["", "GM", "IM", "WFM"])),
    st.builds(lambda p, r: {"op": "edit_player", "player": p, "changes": {"rating": r}}, maybe(SMALL),
              maybe(st.integers(0, 2500))),
    st.builds(lambda p, t: {"op": "edit_player", "player": p, "changes": {"tpn": t}}, maybe(SMALL), maybe(SMALL)),
    st.builds(lambda p: {"op": "remove_player", "player": p}, maybe(SMALL)),
    st.builds(lambda n, m: {"op": "late_entry", "player": {"name": n}, "missed_points": m}, maybe(NAMES),
              maybe(st.sampled_from(["zero", "half"]))),
    st.builds(lambda p, r: {"op": "withdraw", "player": p, "round": r}, maybe(SMALL), maybe(SMALL)),
    st.builds(lambda p: {"op": "cancel_withdrawal", "player": p}, maybe(SMALL)),
    st.builds(lambda p, r, k: {"op": "request_bye", "player": p, "round": r, "points": k}, maybe(SMALL), maybe(SMALL),
              maybe(st.sampled_from(["half", "full", "zero"]))),
    st.builds(lambda p, r: {"op": "cancel_bye", "player": p, "round": r}, maybe(SMALL), maybe(SMALL)),
    st.builds(lambda r: {"op": "set_rounds", "rounds": r}, maybe(SMALL)),
    st.builds(lambda m: {"op": "update_settings", "mode": m}, maybe(st.sampled_from(MODES))),
    st.builds(lambda s, p: {"op": "set_scoring", "system": s, "points": {"pab": p}},
              maybe(st.sampled_from(["chess", "football", "win_loss", "custom"])), maybe(st.integers(0, 30))),
    st.builds(lambda ps, k: {"op": "add_restriction", "players": ps, "kind": k}, st.lists(maybe(SMALL), max_size=3),
              maybe(st.sampled_from(RESTRICTION_KINDS))),
    st.builds(lambda i: {"op": "remove_restriction", "id": i}, maybe(SMALL)),
    st.builds(lambda r, b, res: {"op": "set_result", "round": r, "board": b, "result": res}, maybe(ROUND),
              maybe(ROUND), maybe(st.sampled_from(RESULTS))),
    st.just({"op": "pair_next"}),
    st.just({"op": "pair_next"}),
    st.builds(lambda d: {"op": "unpair_latest", "discard_results": d}, maybe(st.booleans())),
    st.builds(lambda r, a, b: {"op": "swap_players", "round": r, "players": [a, b]}, maybe(ROUND), maybe(PLAYER),
              maybe(PLAYER)),
    st.builds(lambda r, b, w, k: {"op": "set_board", "round": r, "board": b, "white": w, "black": k}, maybe(ROUND),
              maybe(ROUND), maybe(PLAYER), maybe(PLAYER)),
    st.builds(lambda r, p: {"op": "set_pab", "round": r, "player": p}, maybe(ROUND), maybe(st.one_of(st.none(), PLAYER))),
    st.dictionaries(st.sampled_from(["op", "player", "round", "board", "result", "rounds", "x"]), JUNK, max_size=4),
    JUNK,
)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(MODES), st.integers(0, 2),
       st.lists(st.tuples(OPERATIONS, st.integers(0, 3).map(lambda k: k == 0)), min_size=1, max_size=30))
def test_random_operations_never_corrupt_the_document(mode, played_rounds, steps):
    doc = make(FIVE, rounds=4, mode=mode)
    for _ in range(played_rounds):
        doc = finish_all(event.apply(doc, {"op": "pair_next"}).event)
    for operation, finish in steps:
        snapshot = copy.deepcopy(doc)
        try:
            result = event.apply(doc, operation)
        except EventError as exc:
            assert exc.code != "internal", exc.as_error()
            assert exc.message and exc.message[-1] in ".)", exc.as_error()
            assert doc == snapshot
            continue
        assert doc == snapshot  # the input is never mutated
        event.validate(result.event)
        json.dumps(result.event, allow_nan=False)
        doc = finish_all(result.event) if finish else result.event
    text, _ = event.to_trf(doc)
    again = event.from_trf(text).event
    assert len(again["players"]) == len(doc["players"])
    assert len(again["rounds"]) == complete_rounds(doc, systems.get(doc["settings"]["system"]).sitting_out)
