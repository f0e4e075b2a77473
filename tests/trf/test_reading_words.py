"""A fault the TRF reader finds in a real file (a line of a file another program wrote, changed as a person or a
program gets it wrong) answers the key of its words in swisspair.messages with the values as the file has them, its
line and its column, so that the page says it in the director's language; the English sentence is the table's."""

import pytest

from swisspair import bridge, messages
from tests.trf.helpers import ROOT

FILES = ROOT / "tests" / "trf" / "files"


def lines(name: str) -> list[str]:
    with open(FILES / name, encoding="utf-8", newline="") as f:
        return f.read().splitlines()


def refusal(text_lines: list[str], op: str = "pair_trf") -> dict:
    error = bridge.handle({"id": 1, "op": op, "args": {"trf": "\n".join(text_lines) + "\n"}})["error"]
    assert error["message"] == messages.sentence(error["key"], error["params"])
    assert (error["params"]["line"], error["params"]["column"]) == (str(error["line"]), str(error["column"]))
    return error


def fault(error: dict) -> tuple[str, dict, int, int]:
    """The reader's own fault inside "The TRF file is not valid: ...": its key, its parameters, line and column."""
    assert (error["code"], error["key"]) == ("invalid_trf", "trf.not_valid")
    params = {k: v for k, v in error["params"].items() if k not in ("cause_msg", "line", "column")}
    return error["params"]["cause_msg"], params, error["line"], error["column"]


def with_line(text_lines: list[str], start: str, change) -> tuple[list[str], int]:
    """The lines with the first one that starts with `start` changed, and its line number."""
    index = next(k for k, line in enumerate(text_lines) if line.startswith(start))
    return text_lines[:index] + [change(text_lines[index])] + text_lines[index + 1 :], index + 1


SWISS_MANAGER = lines("swiss-manager/round3_paired.trf")
KARL_MALA = lines("fide-trf16-sample/karl-mala-gedenkturnier.trf")
GRANDMOMMYS_CUP = lines("fide-trf26-sample/grandmommys-cup-teams.trf")


def test_a_name_one_column_too_long_is_a_blank_missing_between_the_name_and_the_rating():
    bad, lineno = with_line(SWISS_MANAGER, "001    1", lambda line: line[:14] + "Baumann-Oberholzer-Lichtenst,Lukas"
                            + line[48:])
    assert fault(refusal(bad)) == ("trf.expected_blank", {
        "where_msg": "trf.between_fields", "before_msg": "trf.field_name", "after_msg": "trf.field_rating",
        "found": "'s'"}, lineno, 48)


@pytest.mark.parametrize("field, column, before, after", [
    ("sex", 9, "trf.field_pairing_number", "trf.field_sex"), ("title", 14, "trf.field_title", "trf.field_name"),
    ("federation", 57, "trf.field_federation", "trf.field_fide_id"),
    ("birth date", 80, "trf.field_birth_date", "trf.field_points")])
def test_a_field_running_into_the_next_names_both_fields(field, column, before, after):
    bad, lineno = with_line(KARL_MALA, "001    2", lambda line: line[: column - 1] + "X" + line[column:])
    key, params, line, at = fault(refusal(bad))
    assert (key, params["before_msg"], params["after_msg"], line, at) == ("trf.expected_blank", before, after, lineno,
                                                                          column), field


def test_a_points_column_the_results_do_not_give_names_the_player_the_points_and_the_scoring():
    bad, lineno = with_line(SWISS_MANAGER, "001    1", lambda line: line[:80] + " 2.5" + line[84:])
    assert fault(refusal(bad)) == ("trf.points_differ", {"who": "1", "total": "1.5", "written": "2.5", "win": "1.0",
                                                         "draw": "0.5", "loss": "0.0"}, lineno, 81)


def test_a_round_count_said_twice_differently_names_both_values_and_the_first_line():
    bad = SWISS_MANAGER[:11] + ["XXR 7"] + SWISS_MANAGER[11:]
    assert SWISS_MANAGER[10] == "142 5"
    assert fault(refusal(bad)) == ("trf.setting_differs", {"what_msg": "trf.number_of_rounds", "was": "5", "now": "7",
                                                           "on_line": "11"}, 12, 5)


def test_an_initial_colour_said_twice_differently_names_the_colours_by_key():
    bad = KARL_MALA[:2] + ["152 W", "XXC black1"] + KARL_MALA[2:]
    assert fault(refusal(bad)) == ("trf.colour_differs", {"was_msg": "trf.white", "now_msg": "trf.black",
                                                          "on_line": "3"}, 4, 5)


def test_a_game_only_one_line_names_shows_the_other_lines_entry_and_line():
    bad, lineno = with_line(KARL_MALA, "001    1", lambda line: line.replace(" 141 w 1", " 142 w 1", 1))
    other = next(k for k, line in enumerate(KARL_MALA, 1) if line.startswith("001  142"))
    assert fault(refusal(bad)) == ("trf.opponent_not_mutual", {
        "who": "1", "opponent": "142", "number": 1, "theirs_msg": "trf.found_entry", "entry": "   2 w 0",
        "on_line": str(other)}, lineno, 92)


def test_a_scoring_code_javafo_does_not_know_is_named_with_the_codes_it_knows():
    bad = SWISS_MANAGER[:11] + ["XXS W=1 D=0.5 X=0.5"] + SWISS_MANAGER[11:]
    key, params, line, column = fault(refusal(bad))
    assert (key, params["text"], line, column) == ("trf.xxs_code", "'X=0.5'", 12, 15)
    assert params["codes"].startswith("W D L ZPB FL PAB")


def test_a_player_in_two_teams_of_a_team_file_names_both_teams_and_the_first_line():
    first = next(k for k, line in enumerate(GRANDMOMMYS_CUP, 1) if line.startswith("310   1"))
    bad, lineno = with_line(GRANDMOMMYS_CUP, "310   2", lambda line: line[:73] + "   1" + line[77:])
    assert fault(refusal(bad)) == ("trf.player_in_two_teams", {"who": "1", "other": "1", "on_line": str(first),
                                                                "team": "2"}, lineno, 74)


def test_a_team_record_naming_a_team_the_file_does_not_have_names_the_records():
    bad = GRANDMOMMYS_CUP + ["330 +-   1   1 999"]
    key, params, line, column = fault(refusal(bad, "event_import_trf"))
    teams = sum(line.startswith("310") for line in GRANDMOMMYS_CUP)
    assert (key, params, line, column) == ("trf.team_number_above", {
        "highest": str(teams), "roster": "310", "record": "330", "number": "999"}, len(bad), 16)


def test_a_bad_file_among_sections_is_named_with_its_fault_line_and_column():
    bad, lineno = with_line(SWISS_MANAGER, "001    1", lambda line: line[:80] + " 2.5" + line[84:])
    files = [{"text": "\n".join(KARL_MALA) + "\n"}, {"text": "\n".join(bad) + "\n", "name": "U1800"}]
    error = bridge.handle({"id": 1, "op": "event_import_trf_sections", "args": {"files": files}})["error"]
    assert (error["key"], error["field"], error["line"], error["column"]) == (
        "trf.section_file_fault", "args.files[1].text", lineno, 81)
    assert (error["params"]["fault_msg"], error["params"]["cause_msg"]) == ("trf.not_valid", "trf.points_differ")
    assert error["message"] == messages.sentence(error["key"], error["params"])
    assert error["message"].startswith(f"File 2 (“U1800”): The TRF file is not valid: line {lineno}, column 81: "
                                       "expected player 1's points to be 1.5")
