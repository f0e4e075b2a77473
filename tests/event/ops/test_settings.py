"""swisspair.event.ops.settings: the number of rounds, the pairing system and the point system."""

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.trf import parse_trf
from tests.event.helpers import FIVE, add_players, fails, finish_round, make, pairs, run, told
from swisspair.document.readers import pairing_numbers


def test_the_pab_value_is_a_setting():
    doc = run(make(), {"op": "set_scoring", "system": "chess", "points": {"pab": 5}}, {"op": "pair_next"})
    pab = pairs(doc)[1]
    doc = finish_round(doc)
    text, _ = event.to_trf(doc)
    tournament = parse_trf(text)
    assert tournament.scoring.pairing_bye == 5
    assert tournament.player(pairing_numbers(doc)[pab]).points == 5


def test_more_rounds_than_a_rematch_free_swiss_holds_are_refused():
    doc = make(FIVE[:4])
    error = fails(doc, "too_many_rounds", op="set_rounds", rounds=4)
    assert error.extra["maximum"] == 3
    assert error.message == ("4 players can play at most 3 rounds without a rematch: everyone would have met "
                             "everyone after 3 rounds.")
    assert run(doc, {"op": "set_rounds", "rounds": 3})["settings"]["rounds"] == 3
    assert "each round one of them has the bye" in fails(make(), "too_many_rounds", op="set_rounds", rounds=6).message


def test_rounds_cannot_drop_below_those_paired(played):
    assert fails(played, "out_of_range", op="set_rounds", rounds=1).field == "operation.rounds"


def test_set_system_changes_system_options_and_mode_before_round_one_only():
    doc = event.new_event({"id": "x"})
    outcome = event.apply(doc, {"op": "set_system", "system": "magic_swiss", "options": {"seed": 7}})
    settings = outcome.event["settings"]
    assert (settings["system"], settings["mode"], settings["options"]) == ("magic_swiss", "magic",
                                                                           {"seed": 7, "top_cut": 8})
    assert "mode changes" in told(outcome)[0]
    with pytest.raises(EventError) as info:
        event.apply(outcome.event, {"op": "update_settings", "mode": "fide"})
    assert info.value.code == "wrong_mode"
    paired = event.apply(add_players(event.new_event({"id": "y", "rounds": 3}), 4), {"op": "pair_next"}).event
    with pytest.raises(EventError) as info:
        event.apply(paired, {"op": "set_system", "system": "round_robin"})
    assert info.value.code == "already_started"
