"""FIDE B.02 8.1.1 and 8.1.2 as FIDE prints them, checked against gacrux's own transcription of the tables
(FIDE TEC's tool, written apart from this one)."""

from gacrux.fidetables import DiffToPd, ScoreToDp

from swisspair.fide_rating.tables import dp_for_score, probability


def test_every_row_of_the_dp_table_matches_gacrux():
    assert [dp_for_score(p) for p in range(101)] == ScoreToDp


def test_every_rating_difference_to_800_gives_gacruxs_probability_for_both_players():
    for difference in range(801):
        assert probability(difference) == DiffToPd[difference]
        assert probability(-difference) == 100 - DiffToPd[difference]


def test_the_printed_rows_of_the_probability_table():
    # 0-3 .50 .50, 4-10 .51 .49, 99-106 .64 .36, 392-411 .92 .08, 735 .99 and from 736 1.00 .00
    assert [probability(d) for d in (0, 3, 4, 10, 11, 99, 106, 107, 392, 411, 412, 735, 736, 1200)] == \
        [50, 50, 51, 51, 52, 64, 64, 65, 92, 92, 93, 99, 100, 100]
    assert probability(-100) == 36 and probability(-400) == 8
