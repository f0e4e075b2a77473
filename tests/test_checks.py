"""swisspair.checks: one set of checks for the bridge and the event layer, each naming what is wrong and
where, raising the error class of the layer that asks; swisspair.errors: the family they belong to."""

import pytest

from swisspair.checks import Checks, shown_value
from swisspair.errors import SwissPairError


class LayerError(SwissPairError):
    pass


CHECKS = Checks(LayerError)


def refusal(check, *args, **where):
    with pytest.raises(LayerError) as info:
        check(*args, **where)
    return info.value


def test_a_check_raises_the_layers_error_with_code_field_and_where():
    error = refusal(CHECKS.check_int, "12", "args.rating", "the rating", 0, 4000, player=3, round=2)
    assert (error.code, error.field, error.player, error.round) == ("wrong_type", "args.rating", 3, 2)
    assert error.message == 'The rating must be a whole number, but it is “12”.'
    assert refusal(CHECKS.check_int, True, "f", "the rating", 0, 4000).code == "wrong_type"


def test_a_range_is_named_by_its_bounds():
    assert refusal(CHECKS.check_int, 5000, "f", "the rating", 0, 4000).message == (
        "The rating must be between 0 and 4000, but it is 5000.")
    assert refusal(CHECKS.check_int, 0, "f", "the id", 1, None).message == "The id must be at least 1, but it is 0."
    assert CHECKS.check_int(10**9, "f", "the id", 1, None) == 10**9


def test_two_choices_read_as_either_and_more_as_a_list():
    assert "must be “white” or “black”" in refusal(CHECKS.check_choice, "green", "f", "the colour",
                                                   ("white", "black")).message
    assert "must be one of “a”, “b”, “c”" in refusal(CHECKS.check_choice, "d", "f", "the mode", ("a", "b", "c")).message


def test_values_are_shown_short_and_by_kind():
    assert [shown_value(v) for v in (None, True, {"a": 1}, [1], "x", 3)] == ["empty", "true", "an object", "a list",
                                                                             "“x”", "3"]
    assert shown_value("y" * 60) == "“" + "y" * 36 + "..."


def test_keys_are_named_under_their_field_and_the_request_has_the_empty_path():
    assert refusal(CHECKS.check_keys, {}, "", "the request", ("id",)).field == "id"
    error = refusal(CHECKS.check_keys, {"id": 1, "idd": 2}, "args", "the request", ("id",))
    assert (error.code, error.field) == ("unknown_field", "args.idd")


def test_a_text_is_one_line_and_a_file_keeps_its_lines():
    assert refusal(CHECKS.check_text, "a\nb", "f", "the name", 10).code == "wrong_value"
    assert refusal(CHECKS.check_text, " ", "f", "the name", 10, empty=False).code == "empty"
    assert refusal(CHECKS.check_text, "abc", "f", "the name", 2).code == "out_of_range"
    assert CHECKS.check_file_text(" a\nb\n", "f", "the file", 10) == " a\nb\n"
    assert refusal(CHECKS.check_file_text, "\n ", "f", "the file", 10).code == "empty"


def test_an_error_answers_with_code_message_and_only_the_where_it_has():
    assert SwissPairError("too_deep", "Too deep.", "").as_error() == {"code": "too_deep", "message": "Too deep."}
    error = SwissPairError("invalid_trf", "Bad.", "trf", round=2, line=3, column=4)
    assert error.as_error() == {"code": "invalid_trf", "message": "Bad.", "field": "trf", "round": 2, "line": 3,
                                "column": 4}
