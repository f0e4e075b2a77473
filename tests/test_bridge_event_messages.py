"""A damaged event document (a backup file, a shared link's event, a co-organiser's copy) is refused through the bridge
with the key of its sentence and the parameters that word it in the director's language, beside the field at fault
and the English message the table fills."""

import pytest

from swisspair import messages
from tests.event.helpers import corrupt, played_event
from tests.helpers.bridge_calls import refused
from tests.helpers.section_events import weekend


@pytest.fixture(scope="module")
def played():
    """Five players, round 1 played, round 2 paired; a restriction, a requested bye, player 5 withdrawn from round 4."""
    return played_event()


def refusal(doc):
    """The bridge's refusal of `doc`, whose English message is the table's sentence for its key and parameters."""
    error = refused("event_validate", event=doc)
    assert error["message"] == messages.sentence(error["key"], error["params"])
    return error


def test_a_wrong_result_names_its_round_and_board(played):
    error = refusal(corrupt(played, ["rounds", 0, "boards", 1, "result"], "2-0"))
    assert (error["code"], error["key"], error["field"], error["round"]) == (
        "wrong_value", "check.not_one_of", "args.event.rounds[0].boards[1].result", 1)
    assert error["params"] == {"what_msg": "subject.result_of_board", "number": "1", "board": "2",
                               "choices": error["params"]["choices"], "value_msg": "value.as_is", "value": "“2-0”"}
    assert error["message"].startswith("The result of round 1, board 2 must be one of “1-1”, ")
    assert error["message"].endswith(", but it is “2-0”.")


def test_an_unknown_field_in_a_player_names_the_player_and_the_field(played):
    error = refusal(corrupt(played, ["players", 2, "nickname"], "Cleo the Bold"))
    assert (error["code"], error["key"], error["field"]) == ("unknown_field", "check.unknown_key",
                                                             "args.event.players[2].nickname")
    assert error["params"] == {"what_msg": "subject.player_n", "number": "3", "key": "nickname"}


def test_a_bad_rating_names_the_player_by_name_and_id(played):
    error = refusal(corrupt(played, ["players", 1, "rating"], -1))
    assert (error["key"], error["field"], error["player"]) == ("check.not_between", "args.event.players[1].rating", 2)
    assert error["params"] == {"what_msg": "subject.of_player", "part_msg": "subject.rating", "name": "Ben",
                               "id": "2", "low": "0", "high": "4000", "value": "-1"}
    assert error["message"] == "The rating of Ben (id 2) must be between 0 and 4000, but it is -1."


def test_a_round_naming_a_missing_player_names_the_place(played):
    error = refusal(corrupt(played, ["rounds", 0, "boards", 0, "white"], 99))
    assert (error["code"], error["key"], error["field"], error["round"], error["player"]) == (
        "unknown_player", "document.placed_unknown_player", "args.event.rounds[0].boards[0].white", 1, 99)
    assert error["params"] == {"number": "1", "place_msg": "subject.white_on_board", "board": "1", "id": "99"}
    assert error["message"] == "Round 1: white on board 1 is player id 99, who is not in the event."


def test_a_player_placed_before_joining_says_why_they_are_absent_by_key(played):
    white = played["rounds"][0]["boards"][0]["white"]
    error = refusal(corrupt(played, ["players", white - 1, "joined_round"], 2))
    assert (error["code"], error["key"], error["round"], error["player"]) == (
        "absent_player", "document.placed_absent", 1, white)
    assert error["params"]["absence_msg"] == "absence.joined_later" and error["params"]["joined"] == "2"
    assert error["message"].endswith(" is white on board 1 but joined only in round 2.")


def test_two_sections_of_one_name_are_refused_by_key():
    doc = weekend((4, 4, 4))
    error = refusal(corrupt(doc, ["sections", 2, "name"], "U1800"))
    assert (error["code"], error["key"], error["field"]) == ("duplicate", "document.section_name_twice",
                                                             "args.event.sections[2].name")
    assert error["params"] == {"name": "U1800"}


def test_a_fault_inside_a_section_is_worded_inside_the_sections_sentence_and_keeps_its_code():
    doc = weekend((4, 4, 4))
    error = refusal(corrupt(doc, ["sections", 1, "players", 0, "rating"], "high"))
    assert (error["code"], error["key"], error["field"]) == ("wrong_type", "document.in_section",
                                                             "args.event.sections[1].players[0].rating")
    assert error["params"]["section"] == "U1800" and error["params"]["fault_msg"] == "check.not_whole_number"
    assert error["params"]["what_msg"] == "subject.of_player" and error["params"]["part_msg"] == "subject.rating"
    assert error["message"].startswith("Section “U1800”: the rating of Player 2-01 (id ")
