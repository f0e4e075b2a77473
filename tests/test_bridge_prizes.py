"""The bridge's event_prizes on a finished 20-player Dutch event of the corpus, checked by hand: the standings'
order (points, then BH-C1, BH, SB) is gacrux's, each group ranks its members in that order, and the combined list
gives each player at most one prize unless the director turns that rule off; the held event's standings are worked
out once for the standings and the prizes."""

import pytest

from swisspair import bridge
from swisspair.tiebreaks import DEFAULT_EDITION
from tests.corpus_location import DUTCH_DEV
from tests.event.helpers import make, run
from tests.helpers.played_events import call
from tests.helpers.standings_work import count_standings_work
from tests.standings.gacrux_oracle import gacrux_ranks

pytest.importorskip("gacrux.tiebreakchecker", reason="gacrux (requirements-test.txt) is the oracle")

FILE = DUTCH_DEV / "n20_r9_s1001160.trf"
TIEBREAKS = ["BH-C1", "BH", "SB"]
# Final order, player id (= pairing number) with rating: 3 (2413), 4 (2377), 6 (2232), 1 (2460), 2 (2439), 5 (2287),
# 9 (2046), 8 (2060), 17 (1454), 10 (2014), 7 (2179), 11 (1882), 12 (1797), 14 (1490), 13 (1564), 16 (1487),
# 20 (1385), 18 (1423), 15 (1490), 19 (1407); no two players equal on points and all three tie-breaks.
ORDER = [3, 4, 6, 1, 2, 5, 9, 8, 17, 10, 7, 11, 12, 14, 13, 16, 20, 18, 15, 19]
GROUPS = [
    {"name": "Overall", "places": 3, "filter": {"kind": "all"}},
    {"name": "Best U2100", "places": 2, "filter": {"kind": "rating", "below": 2100}},
    {"name": "Best woman", "places": 1, "filter": {"kind": "field", "field": "sex", "is": "w"}},
    {"name": "Best junior", "places": 1, "filter": {"kind": "born", "on_or_after": "2008-01-01"}},
    {"name": "Best Hastings player", "places": 1, "filter": {"kind": "field", "field": "club", "is": "Hastings"}},
]
CHANGES = {6: {"sex": "w"}, 17: {"sex": "w", "club": "Hastings"}, 13: {"sex": "w"}, 4: {"birth": "2009/02/01"},
           14: {"birth": "2008"}, 20: {"birth": "2010/05/05"}, 9: {"club": "Hastings"}, 12: {"club": "Hastings"},
           16: {"club": "Hastings"}}


@pytest.fixture(scope="module")
def finished():
    doc = call("event_import_trf", trf=FILE.read_text(), at="2026-12-05T10:00:00Z")["event"]
    doc = run(doc, {"op": "update_settings", "tiebreaks": TIEBREAKS},
              *({"op": "edit_player", "player": pid, "changes": changes} for pid, changes in CHANGES.items()))
    return run(doc, {"op": "set_prizes", "groups": GROUPS})


def winners(answer):
    return [(w["group"], w["place"], w["id"]) for w in answer["winners"]]


def test_the_standings_order_the_groups_read_is_gacruxs():
    ranks = gacrux_ranks(str(FILE), ["BH/C1", "BH", "SB"])
    assert sorted(ranks, key=ranks.get) == ORDER and len(set(ranks.values())) == len(ORDER)


def test_each_group_ranks_its_members_in_the_standings_order_and_a_winner_is_passed_over_later(finished):
    answer = call("event_prizes", event=finished)
    (part,) = answer["parts"]
    assert part["rounds"] == 9 and part["one_per_player"] is True
    members = {g["name"]: [m["id"] for m in g["members"]] for g in part["groups"]}
    assert members["Overall"] == ORDER
    assert members["Best U2100"] == [9, 8, 17, 10, 11, 12, 14, 13, 16, 20, 18, 15, 19]
    assert members["Best woman"] == [6, 17, 13]
    assert members["Best junior"] == [4, 14, 20]
    assert members["Best Hastings player"] == [9, 17, 12, 16]
    # Player 6 won the third overall prize: not listed again as the best woman; 17 is, and so not best of Hastings.
    assert winners(answer) == [("Overall", "1", 3), ("Overall", "2", 4), ("Overall", "3", 6),
                               ("Best U2100", "1", 9), ("Best U2100", "2", 8), ("Best woman", "1", 17),
                               ("Best junior", "1", 14), ("Best Hastings player", "1", 12)]
    assert [g["passed"] for g in part["groups"]] == [[], [], [6], [4], [9, 17]]
    assert not any(w["shared"] for w in answer["winners"])


def test_with_one_prize_per_player_off_each_group_gives_its_own_best(finished):
    doc = run(finished, {"op": "set_prizes", "groups": GROUPS, "one_per_player": False})
    assert winners(call("event_prizes", event=doc)) == [
        ("Overall", "1", 3), ("Overall", "2", 4), ("Overall", "3", 6), ("Best U2100", "1", 9), ("Best U2100", "2", 8),
        ("Best woman", "1", 6), ("Best junior", "1", 4), ("Best Hastings player", "1", 9)]


def test_without_tie_breaks_players_equal_on_points_share_the_prize_of_their_places(finished):
    doc = run(finished, {"op": "update_settings", "tiebreaks": []})
    overall = [(w["place"], w["id"], w["shared"]) for w in call("event_prizes", event=doc)["winners"]
               if w["group"] == "Overall"]
    # 1 and 6 both have 6 points after 3 (8) and 4 (6.5): the standings list them by rating only.
    assert overall == [("1", 3, False), ("2", 4, False), ("3", 1, True), ("3", 6, True)]


def test_an_event_without_prize_groups_or_without_standings_by_points_is_refused():
    answer = bridge.handle({"id": 1, "op": "event_prizes", "args": {"event": make()}})
    assert answer["error"]["code"] == "no_prizes" and answer["error"]["field"] == "args.event.settings.prizes"
    knockout = run(make(), {"op": "set_system", "system": "knockout"}, {"op": "set_prizes", "groups": GROUPS[:1]},
                   {"op": "pair_next"})
    answer = bridge.handle({"id": 1, "op": "event_prizes", "args": {"event": knockout}})
    assert answer["error"]["code"] == "no_ranking" and answer["error"]["field"] == "args.event.settings.system"


def test_the_standings_of_the_held_event_are_worked_out_once_for_the_standings_and_the_prizes(finished, monkeypatch):
    worked = count_standings_work(monkeypatch)
    held = call("event_validate", event=finished)["event_key"]
    standings = call("event_standings", event_key=held)
    assert winners(call("event_prizes", event_key=held))[0] == ("Overall", "1", 3)
    assert call("event_standings", event_key=held) == standings
    assert worked == [DEFAULT_EDITION]
    # Another version of the event (a change applied) is ranked afresh.
    changed = call("event_apply", event_key=held, operation={"op": "set_prizes", "groups": GROUPS[:1]})
    assert [w["group"] for w in call("event_prizes", event_key=changed["event_key"])["winners"]] == ["Overall"] * 3
    assert len(worked) == 2
