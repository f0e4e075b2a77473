"""TRF-2026 record 299 (abnormal points: bonuses, penalties, a game scored apart from the point system): read at
TRF-2026's columns (type 5, match points 8-11, points 14-17, round 20-22, ids from 24, as gacrux's trf2json and the
Sharly-Chess fork of bbpPairings read them), counted for pairing from the end of its round on."""

import pytest

from swisspair.history import build_states
from swisspair.trf import TrfError, format_trf, parse_trf, read_trf
from tests.helpers import file_parts
from tests.trf.helpers import player, with_lines
from tests.trf.program_files import cli

# The Sharly-Chess fork of bbpPairings' own tests, with its expected pairings of round 2 (tests/corpus/file-parts/):
# the bye goes to the player the 299 record leaves lowest.
PENALTY = file_parts.text("indiv_299_penalty.trf")
BONUS = file_parts.text("indiv_299_bonus.trf")


def pairing_of(text, tmp_path):
    path = tmp_path / "event.trf"
    path.write_text(text)
    code, out, _ = cli("pair", str(path))
    assert code == 0
    return out.split()


@pytest.mark.parametrize("text, expected", [(PENALTY, "3 5 3 4 1 2 0"), (BONUS, "3 4 1 5 3 2 0")])
def test_a_bonus_or_penalty_counts_for_pairing_as_the_sharly_fork_pairs_it(text, expected, tmp_path):
    assert pairing_of(text, tmp_path) == expected.split()


def test_without_its_299_record_the_same_event_pairs_otherwise(tmp_path):
    """The bye would go to player 4 (the lowest of the players on 0.5, as the fork's test says)."""
    plain = PENALTY.replace("299          -0.5    1    2\n", "").replace(
        "P2                                2500                             0.0", "P2                                2500                             0.5")
    assert pairing_of(plain, tmp_path)[-2:] == ["4", "0"]


def test_a_penalty_is_counted_from_the_end_of_its_round():
    t = parse_trf(PENALTY)
    assert t.players[1].adjustments == [(1, -5, 0)]
    assert t.players[1].points == 5  # the points column keeps the results' points; the penalty is kept beside them
    assert [s.raw_score for s in build_states(t)] == [5, 0, 5, 5, 10]
    assert [s.raw_score for s in build_states(t, 0)] == [0, 0, 0, 0, 0]


def test_a_299_with_a_type_scores_that_player_s_round_as_it_says():
    """`299 +` for player 2 in round 2 makes that round's draw a forfeit win's 1.0 point: half a point more."""
    record = "299 +   0.0   1.0   2    2"
    read = read_trf(with_lines(record, replace={3: player(2, "1.5", "   4 b =", "   1 w =")}))
    assert read.tournament.players[1].adjustments == [(2, 5, 0)]
    assert read.tournament.other_lines == [record]
    with pytest.raises(TrfError) as error:  # player 2's column leaves out the half point: both values are named
        read_trf(with_lines(record))
    assert (error.value.line, error.value.column) == (4, 81)
    assert "expected player 2's points to be 1.5 as the results give them and 0.5 from 299 records" in error.value.message


def test_a_299_one_column_left_as_fide_s_team_sample_has_it_is_read_with_a_note():
    """FIDE's team sample as Sharly Chess adapted it (tests/trf/files/fide-trf26-sample) writes `299 +  2.0  2.5   1
    1`: its fields one column left of TRF-2026's."""
    read = read_trf(with_lines("299 +  0.0  1.0   2    2", replace={3: player(2, "1.5", "   4 b =", "   1 w =")}))
    assert read.tournament.players[1].adjustments == [(2, 5, 0)]
    assert "Line 7: the 299 record is one column left of TRF-2026's layout" in read.notes[0]["text"]


def test_a_299_for_round_999_is_the_final_standings_alone():
    record = "299           1.0  999    4"
    read = read_trf(with_lines(record, replace={5: player(4, "1.5", "   2 w =", "   3 b 0")}))
    assert read.tournament.players[3].adjustments == [(999, 10, 0)]
    assert [s.raw_score for s in build_states(read.tournament)][3] == 5  # pairing never counts it


def test_a_299_that_contradicts_the_file_is_refused_naming_line_and_column():
    with pytest.raises(TrfError) as error:  # a type TRF does not have
        read_trf(with_lines("299 X   0.0   1.0   2    2"))
    assert (error.value.line, error.value.column) == (7, 5)
    with pytest.raises(TrfError) as error:  # a round the player has not played
        read_trf(with_lines("299 +   0.0   1.0   4    2"))
    assert (error.value.line, error.value.column) == (7, 20)
    with pytest.raises(TrfError) as error:  # neither TRF-2026's columns nor the sample's
        read_trf(with_lines("299 + 0.0 1.0 2 2"))
    assert error.value.line == 7


def test_a_file_with_299_records_is_written_back_with_its_points_and_reads_the_same():
    t = parse_trf(PENALTY)
    again = parse_trf(format_trf(t))
    assert [p.adjustments for p in again.players] == [p.adjustments for p in t.players]
    assert "299          -0.5    1    2" in format_trf(t)
