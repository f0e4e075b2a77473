"""swisspair.document.prizes: who may win a group, each group's ranking in the standings' order, one prize per
player, prizes shared only by players the standings cannot tell apart, and the setting's checks."""

import pytest

from swisspair.document.errors import EventError
from swisspair.document.prizes import Ranked, answer, award, check_setting, eligible, filter_words


def player(pid, name, rating=0, birth="", sex="", club="", federation="", title=""):
    return {"id": pid, "name": name, "rating": rating, "birth": birth, "sex": sex, "club": club,
            "federation": federation, "title": title}


PLAYERS = [
    player(1, "Anna", 2300, "1970/05/01", "w", "Hastings"),
    player(2, "Ben", 1550, "2010/03/02", "m", "Hastings"),
    player(3, "Cleo", 1590, "2011", "w", "Oxford"),
    player(4, "Dan", 0, "2012/12/31", "m", "Oxford"),
    player(5, "Eve", 1500, "", "w", " hastings "),
    player(6, "Finn", 1450, "1950", "m", ""),
]


def doc_with(groups, one_per_player=True, players=PLAYERS):
    return {"players": players, "settings": {"prizes": {"one_per_player": one_per_player, "groups": groups}}}


def group(name, places, **found):
    return {"name": name, "places": places, "filter": found or {"kind": "all"}}


def ranking(*order, ties=()):
    """The standings' order of the player ids given, each with a tie key of its own unless `ties` joins some."""
    keys = {pid: pid for pid in order}
    for tied in ties:
        keys.update({pid: tied for pid in tied})
    return [Ranked(pid, place, 10 - place, keys[pid]) for place, pid in enumerate(order, 1)]


def winners(prizes):
    return [(a.group, a.place, a.pid, a.shared) for a in prizes.winners]


def test_a_group_ranks_its_members_in_the_standings_order_and_one_prize_per_player_passes_over_earlier_winners():
    doc = doc_with([group("Overall", 2), group("U1600", 2, kind="rating", below=1600)])
    prizes = award(doc, ranking(2, 1, 3, 5, 6, 4))
    under = prizes.groups[1]
    assert [row.pid for row in under.members] == [2, 3, 5, 6]  # Dan is unrated: not "rated under"
    assert under.passed == (2,)
    assert winners(prizes) == [("Overall", "1", 2, False), ("Overall", "2", 1, False),
                               ("U1600", "1", 3, False), ("U1600", "2", 5, False)]


def test_a_class_prize_ranks_its_rating_band_in_the_standings_order_after_the_groups_before_it():
    doc = doc_with([group("Overall", 1), group("Best 1500-1599", 2, kind="rating_band", **{"from": 1500, "to": 1599}),
                    group("Best 1400-1499", 1, kind="rating_band", **{"from": 1400, "to": 1499})])
    prizes = award(doc, ranking(3, 1, 6, 5, 2, 4))
    band = prizes.groups[1]
    assert [row.pid for row in band.members] == [3, 5, 2]  # Anna is above the band, Finn below, Dan unrated
    assert band.passed == (3,)
    assert winners(prizes) == [("Overall", "1", 3, False), ("Best 1500-1599", "1", 5, False),
                               ("Best 1500-1599", "2", 2, False), ("Best 1400-1499", "1", 6, False)]


def test_with_one_prize_per_player_off_a_player_wins_in_every_group_they_belong_to():
    doc = doc_with([group("Overall", 1), group("U1600", 1, kind="rating", below=1600)], one_per_player=False)
    assert winners(award(doc, ranking(2, 1, 3))) == [("Overall", "1", 2, False), ("U1600", "1", 2, False)]


def test_players_the_standings_cannot_tell_apart_share_the_prizes_of_the_places_they_hold():
    doc = doc_with([group("Overall", 3)])
    # Cleo and Eve tie exactly on places 2-3: both take prizes 2-3, shared; Finn after them wins nothing.
    assert winners(award(doc, ranking(1, 3, 5, 6, ties=[(3, 5)]))) == [
        ("Overall", "1", 1, False), ("Overall", "2-3", 3, True), ("Overall", "2-3", 5, True)]
    # A tie across the last prize: all three tied players share prize 3.
    assert winners(award(doc, ranking(1, 2, 3, 5, 6, ties=[(3, 5, 6)]))) == [
        ("Overall", "1", 1, False), ("Overall", "2", 2, False), ("Overall", "3", 3, True), ("Overall", "3", 5, True),
        ("Overall", "3", 6, True)]


def test_a_group_with_fewer_members_than_prizes_awards_what_it_can():
    doc = doc_with([group("Club", 3, kind="field", field="club", **{"is": "Oxford"})])
    assert winners(award(doc, ranking(1, 2, 3, 4, 5, 6))) == [("Club", "1", 3, False), ("Club", "2", 4, False)]


@pytest.mark.parametrize("found, members", [
    ({"kind": "all"}, {1, 2, 3, 4, 5, 6}),
    ({"kind": "rating", "below": 1550}, {5, 6}),
    ({"kind": "rating", "below": 1550, "unrated": True}, {4, 5, 6}),
    # A band holds both its bounds, and never the unrated.
    ({"kind": "rating_band", "from": 1450, "to": 1550}, {2, 5, 6}),
    ({"kind": "rating_band", "from": 1, "to": 1500}, {5, 6}),
    # A birth year alone decides a bound on 1 January; Eve has no birth date.
    ({"kind": "born", "on_or_after": "2011-01-01"}, {3, 4}),
    ({"kind": "born", "on_or_after": "2010-03-02"}, {2, 3, 4}),
    ({"kind": "born", "on_or_before": "1970-12-31"}, {1, 6}),
    ({"kind": "field", "field": "club", "is": "HASTINGS"}, {1, 2, 5}),
    ({"kind": "field", "field": "sex", "is": "F"}, {1, 3, 5}),
])
def test_who_may_win(found, members):
    assert {p["id"] for p in PLAYERS if eligible(p, found)} == members


def test_a_birth_year_inside_the_bounds_year_leaves_the_player_undecided_and_the_answer_names_them():
    found = {"kind": "born", "on_or_after": "2011-06-01"}
    assert eligible(PLAYERS[2], found) is None and eligible(PLAYERS[4], found) is None
    doc = doc_with([group("Junior", 1, **found)])
    prizes = award(doc, ranking(1, 2, 3, 4, 5, 6))
    assert prizes.groups[0].undecided == (3, 5)
    assert winners(prizes) == [("Junior", "1", 4, False)]
    shown = answer([(None, doc, prizes, 9)])
    assert shown["parts"][0]["groups"][0]["undecided"] == [{"id": 3, "name": "Cleo"}, {"id": 5, "name": "Eve"}]


def test_the_answer_gives_each_members_place_in_the_group_and_the_combined_list():
    doc = doc_with([group("Overall", 1), group("Women", 1, kind="field", field="sex", **{"is": "w"})])
    shown = answer([(None, doc, award(doc, ranking(1, 3, 5, 2, ties=[(3, 5)])), 9)])
    women = shown["parts"][0]["groups"][1]
    assert women["words"] == "women"
    assert [(m["name"], m["place"]) for m in women["members"]] == [("Anna", 1), ("Cleo", 2), ("Eve", 2)]
    assert women["passed"] == [1]
    assert [(w["group"], w["name"], w["place"], w["shared"]) for w in shown["winners"]] == [
        ("Overall", "Anna", "1", False), ("Women", "Cleo", "1", True), ("Women", "Eve", "1", True)]


def test_filters_are_said_in_words():
    assert filter_words({"kind": "rating", "below": 1600}) == "rated under 1600"
    assert filter_words({"kind": "rating_band", "from": 1400, "to": 1599}) == "rated 1400-1599"
    assert filter_words({"kind": "born", "on_or_after": "2008-01-01"}) == "born on or after 2008-01-01"
    assert filter_words({"kind": "field", "field": "club", "is": "Hastings"}) == "club is Hastings"


def test_no_setting_is_no_prizes():
    assert award({"players": PLAYERS, "settings": {}}, ranking(1, 2)) is None


@pytest.mark.parametrize("groups, field, words", [
    ([group("A", 0)], "s.groups[0].places", "number of prizes"),
    ([group("A", 1), group(" a ", 2)], "s.groups[1].name", "Two prize groups are called"),
    ([group("A", 1, kind="rating")], "s.groups[0].filter.below", "below"),
    ([group("A", 1, kind="born", on_or_after="14.07.2008")], "s.groups[0].filter.on_or_after", "2008-01-01"),
    ([group("A", 1, kind="born", on_or_after="2008-01-01", on_or_before="2009-01-01")], "s.groups[0].filter",
     "one birth date bound"),
    ([group("A", 1, kind="born", on_or_after="2008")], "s.groups[0].filter.on_or_after", "2008-01-01"),
    ([group("A", 1, kind="field", field="rating", **{"is": "x"})], "s.groups[0].filter.field", "field"),
    ([group("A", 1, kind="field", field="sex", **{"is": "x"})], "s.groups[0].filter.is", "not a sex"),
    ([group("A", 1, kind="club")], "s.groups[0].filter.kind", "kind"),
    ([group("A", 1, kind="rating_band", **{"from": 1600})], "s.groups[0].filter.to", "to"),
    ([group("A", 1, kind="rating_band", **{"from": 1600, "to": 1599})], "s.groups[0].filter.to", "not under its lowest"),
    ([group("A", 1, kind="rating_band", **{"from": 0, "to": 1599})], "s.groups[0].filter.from", "lowest rating"),
])
def test_a_wrong_setting_is_refused_naming_its_field(groups, field, words):
    with pytest.raises(EventError) as info:
        check_setting({"one_per_player": True, "groups": groups}, "s")
    assert info.value.field == field
    assert words in info.value.message
