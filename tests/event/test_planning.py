"""swisspair.event.planning: the recommended and the most rounds for a field."""

import pytest

from swisspair import event


@pytest.mark.parametrize("players, mode, recommended, maximum", [
    (2, "club", 1, 1), (5, "fide", 3, 5), (8, "fide", 3, 7), (9, "fide", 4, 9), (100, "esports", 7, 99),
    (3, "magic", 3, 3), (8, "magic", 3, 7), (9, "magic", 5, 9), (32, "magic", 5, 31), (33, "magic", 6, 33),
    (128, "magic", 7, 127), (129, "magic", 8, 129), (226, "magic", 8, 225), (227, "magic", 9, 227),
    (409, "magic", 9, 409), (410, "magic", 10, 409), (4, "club", 2, 3),
])
def test_round_planning(players, mode, recommended, maximum):
    plan = event.plan_rounds(players, mode)
    assert (plan["recommended"], plan["maximum"]) == (recommended, maximum)
    assert plan["reason"].endswith(".")


def test_planning_without_players():
    assert event.plan_rounds(1, "club") == {"players": 1, "recommended": None, "maximum": 0,
                                            "reason": "A Swiss needs at least two players.",
                                            "reasons": [{"key": "plan.too_few", "params": {}}]}


def test_a_recommendation_capped_by_the_field_gives_its_reason_then_the_cap_as_clauses():
    plan = event.plan_rounds(2, "magic")
    assert [reason["key"] for reason in plan["reasons"]] == ["plan.magic_eight", "plan.no_rematch"]
    assert plan["reason"].endswith("; but 2 players can play at most 1 rounds without a rematch.")
