"""swisspair.trf.team_records: the 192 team codes both ways, and the 320 list of three-column team numbers."""

from __future__ import annotations

import pytest

from swisspair.model import ColourPreference, Score
from swisspair.trf.team_records import TEAM_PAB_320, format_team_code, parse_team_code


@pytest.mark.parametrize("code, settings", [
    ("FIDE_TEAM", (Score.MATCH_POINTS, Score.GAME_POINTS, ColourPreference.TYPE_A)),
    ("FIDE_TEAM_MP", (Score.MATCH_POINTS, None, ColourPreference.NONE)),
    ("FIDE_TEAM_GP_MP", (Score.GAME_POINTS, Score.MATCH_POINTS, ColourPreference.NONE)),
    ("FIDE_TEAM_TYPEB_GP", (Score.GAME_POINTS, None, ColourPreference.TYPE_B)),
    ("fide_team_typea_mp_gp_baku", (Score.MATCH_POINTS, Score.GAME_POINTS, ColourPreference.TYPE_A)),
    ("FIDE_TEAM_MP_MP", None), ("FIDE_TEAM_TYPEC_MP", None), ("FIDE_TEAM_TYPEA", None), ("FIDE_DUTCH_2025", None),
])
def test_192_codes(code, settings):
    assert parse_team_code(code) == settings
    if settings is not None and "BAKU" not in code.upper() and code != "FIDE_TEAM":
        assert format_team_code(*settings) == code


def test_the_320_list_has_three_columns_an_item():
    line = "320  1.0  2.0 000 012   7"
    assert TEAM_PAB_320.items(line, 1) == [("000", 15), ("012", 19), ("7", 23)]
    assert TEAM_PAB_320.format({"match_points": "1.0", "game_points": "2.0"}, ["000", "012", "7"]) == line
