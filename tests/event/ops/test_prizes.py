"""swisspair.event.ops.prizes: the prize groups set as a whole, said in the log, refused with the field to blame,
and removed by an empty list."""

from tests.event.helpers import fails, make, run

OVERALL = {"name": "Overall", "places": 3, "filter": {"kind": "all"}}
UNDER = {"name": "Best U1600", "places": 1, "filter": {"kind": "rating", "below": 1600}}
JUNIOR = {"name": "Best junior", "places": 1, "filter": {"kind": "born", "on_or_after": "2008-01-01"}}


def test_the_groups_replace_the_ones_before_and_the_log_says_them_in_words():
    doc = run(make(), {"op": "set_prizes", "groups": [OVERALL]})
    assert doc["settings"]["prizes"] == {"one_per_player": True, "groups": [OVERALL]}
    doc = run(doc, {"op": "set_prizes", "groups": [OVERALL, UNDER, JUNIOR], "one_per_player": False})
    assert doc["settings"]["prizes"] == {"one_per_player": False, "groups": [OVERALL, UNDER, JUNIOR]}
    assert doc["log"][-1]["text"] == ("Prize groups: Overall: 3 prizes (everyone); Best U1600: 1 prize (rated under "
                                      "1600); Best junior: 1 prize (born on or after 2008-01-01); a player may win a "
                                      "prize in every group.")
    # "One prize per player" stays as it was when not given.
    assert run(doc, {"op": "set_prizes", "groups": [UNDER]})["settings"]["prizes"]["one_per_player"] is False


def test_an_empty_list_removes_the_prize_groups():
    doc = run(make(), {"op": "set_prizes", "groups": [OVERALL]}, {"op": "set_prizes", "groups": []})
    assert doc["settings"]["prizes"] is None
    assert doc["log"][-1]["text"] == "Prize groups removed."


def test_a_wrong_group_is_refused_naming_the_field_and_the_event_is_unchanged():
    doc = make()
    error = fails(doc, "out_of_range", op="set_prizes", groups=[{**UNDER, "places": 0}])
    assert error.field == "operation.groups[0].places"
    error = fails(doc, "wrong_type", op="set_prizes", groups=[OVERALL], one_per_player="yes")
    assert error.field == "operation.one_per_player"
    assert fails(doc, "wrong_type", op="set_prizes", groups="Overall").field == "operation.groups"
