"""--explain names the criterion behind each bracket's floaters, the bye and every colour decision."""

import os

from swisspair.systems.dutch.explain import explain
from swisspair.systems.dutch.pairing import pair_round

from .conftest import corpus_path

REGRESSION = corpus_path("bbp-regression")


def lines_of(read_trf, name):
    return explain(pair_round(read_trf(os.path.join(REGRESSION, name)))).split("\n")


def test_top_bracket_broken_for_the_bye_is_put_down_to_c5(read_trf):
    # dutch_2025_C5: 1 and 3 (2.0) could meet, but the bye must go to 6 (0.0), and then 2 and 5 (who met)
    # can only be paired by splitting the top bracket.
    bracket = [line for line in lines_of(read_trf, "dutch_2025_C5.trf") if line.startswith("Bracket 2.0")]
    assert len(bracket) == 1 and "C5" in bracket[0] and "1 (2.0) and 3 (2.0) moved down" in bracket[0]


def test_odd_bracket_is_put_down_to_c6(read_trf):
    lines = lines_of(read_trf, "issue_7.trf")
    assert any(line.startswith("Bracket 8.0") and "C6: the bracket has an odd number" in line for line in lines)


def test_every_board_names_its_colour_rule_and_the_bye_its_criteria(read_trf):
    lines = lines_of(read_trf, "dutch_2025_C5.trf")
    boards = [line for line in lines if line.startswith("Board ")]
    assert len(boards) == 2 and all("colours by 5.2." in line for line in boards)
    assert any(line.startswith("Bye: 6 (0.0). C5") and "C2" in line for line in lines)
