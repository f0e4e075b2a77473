"""Point systems: the named tables, custom values, their checks, and the engine's Scoring they become."""

import pytest

from swisspair import scoring
from swisspair.model import Result, Scoring
from swisspair.scoring import PointTable, ScoringError

EVERY_RESULT = list(Result)


def test_chess_is_one_half_zero_with_byes_as_win_and_draw():
    table = scoring.POINT_SYSTEMS["chess"]
    assert [scoring.outcome_points(table, r) for r in (Result.WIN, Result.DRAW, Result.LOSS)] == [10, 5, 0]
    assert scoring.outcome_points(table, Result.PAIRING_BYE) == 10
    assert scoring.outcome_points(table, Result.HALF_BYE) == 5
    assert scoring.outcome_points(table, Result.FULL_BYE) == 10
    assert scoring.outcome_points(table, Result.ZERO_BYE) == 0
    assert scoring.outcome_points(table, Result.FORFEIT_WIN) == 10
    assert scoring.outcome_points(table, Result.FORFEIT_LOSS) == 0


def test_chess_table_is_the_engines_default_scoring():
    # A standard event must write a standard TRF: nothing beyond what 162 says.
    assert scoring.to_model(scoring.POINT_SYSTEMS["chess"]) == Scoring()


def test_football_is_three_one_zero_and_a_bye_is_a_match_win():
    table = scoring.POINT_SYSTEMS["football"]
    assert [scoring.outcome_points(table, r) for r in (Result.WIN, Result.DRAW, Result.LOSS, Result.PAIRING_BYE)] == [
        30, 10, 0, 30]


def test_win_loss_has_no_draws_and_no_half_bye():
    assert not scoring.draws_allowed("win_loss")
    assert scoring.draws_allowed("chess") and scoring.draws_allowed("custom")
    assert "half" not in scoring.BYE_KINDS["win_loss"]
    table = scoring.POINT_SYSTEMS["win_loss"]
    assert scoring.outcome_points(table, Result.WIN) == 10 and scoring.outcome_points(table, Result.LOSS) == 0


def test_custom_values_reach_every_outcome():
    table = PointTable(win=20, draw=10, loss=1, forfeit_win=15, forfeit_loss=0, pab=12, half_bye=7, full_bye=13,
                       zero_bye=2)
    scoring.check_table("custom", table)
    expected = {Result.WIN: 20, Result.UNRATED_WIN: 20, Result.DRAW: 10, Result.UNRATED_DRAW: 10, Result.LOSS: 1,
                Result.UNRATED_LOSS: 1, Result.FORFEIT_WIN: 15, Result.FORFEIT_LOSS: 0, Result.PAIRING_BYE: 12,
                Result.HALF_BYE: 7, Result.FULL_BYE: 13, Result.ZERO_BYE: 2}
    assert {r: scoring.outcome_points(table, r) for r in EVERY_RESULT} == expected


def test_values_equal_to_the_trf_reading_stay_out_of_the_model():
    table = scoring.table_with("custom", {"win": 20, "draw": 10, "forfeit_win": 20, "half_bye": 10, "full_bye": 20})
    model = scoring.to_model(table)
    assert (model.forfeit_win, model.half_bye, model.full_bye) == (None, None, None)
    assert scoring.replace_extras(scoring.to_model(table_with_extras())) == Scoring(win=10, draw=5, pairing_bye=10)


def table_with_extras():
    return scoring.table_with("custom", {"forfeit_win": 5, "half_bye": 0, "full_bye": 5})


def test_model_round_trip_names_the_system():
    for name in ("chess", "football"):
        table = scoring.POINT_SYSTEMS[name]
        assert scoring.from_model(scoring.to_model(table)) == (name, table)
    half_pab = scoring.table_with("chess", {"pab": 5})
    assert scoring.from_model(scoring.to_model(half_pab)) == ("chess", half_pab)
    extras = table_with_extras()
    assert scoring.from_model(scoring.to_model(extras)) == ("custom", extras)
    # Win/loss is never guessed from a file: a chess event may simply have had no draws.
    assert scoring.from_model(scoring.to_model(scoring.POINT_SYSTEMS["win_loss"]))[0] == "custom"


def test_a_named_system_may_change_its_pab_only():
    scoring.check_table("chess", scoring.table_with("chess", {"pab": 5}))
    with pytest.raises(ScoringError) as info:
        scoring.check_table("chess", scoring.table_with("chess", {"draw": 4}))
    assert info.value.field == "draw" and "custom" in info.value.message


@pytest.mark.parametrize("overrides, key", [
    ({"win": 0, "loss": 0, "draw": 0}, "win"),
    ({"draw": 12}, "draw"),
    ({"loss": 3, "draw": 2}, "draw"),
    ({"pab": 1000}, "pab"),
    ({"zero_bye": -1}, "zero_bye"),
    ({"half_bye": 2.5}, "half_bye"),
    ({"full_bye": True}, "full_bye"),
])
def test_bad_custom_values_name_the_outcome(overrides, key):
    with pytest.raises(ScoringError) as info:
        scoring.check_table("custom", scoring.table_with("custom", overrides))
    assert info.value.field == key


def test_unknown_system_is_refused():
    with pytest.raises(ScoringError) as info:
        scoring.check_table("go", scoring.POINT_SYSTEMS["chess"])
    assert info.value.field is None and "chess" in info.value.message


def test_points_are_written_as_a_director_reads_them():
    assert [scoring.format_tenths(t) for t in (0, 5, 10, 25, 30, 3, 17)] == ["0", "½", "1", "2½", "3", "0.3", "1.7"]


def test_engine_scoring_honours_the_custom_values_only_when_set():
    # The model's defaults are the TRF's reading; a custom table changes just the outcomes it names.
    plain = Scoring()
    custom = Scoring(forfeit_win=7, half_bye=2, full_bye=8)
    for result in EVERY_RESULT:
        if result in (Result.FORFEIT_WIN, Result.HALF_BYE, Result.FULL_BYE):
            continue
        assert custom.points(result) == plain.points(result)
    assert (custom.points(Result.FORFEIT_WIN), custom.points(Result.HALF_BYE), custom.points(Result.FULL_BYE)) == (
        7, 2, 8)
