"""XXC rank with a blank rank column: the order of the 001 lines ranks the players for pairing, as JaVaFo's positional id
and bbpPairings (fileformats/trf.cpp: playersByRank is the order the 001 lines are read in; the rank column is not
consulted) rank them. Checked against bbpPairings 6 on 30 rounds of 4 corpus events with shuffled lines: all alike."""

from swisspair.history import build_states
from swisspair.systems.dutch.pairing import format_pairing, pair_round
from swisspair.trf import format_trf, parse_trf, read_trf

# Round 2 of the corpus event n10_r9_s1000050 (bbpPairings' generator), its 001 lines shuffled, the rank column blank.
HEAD = ["012 AutoTest Tournament 1000050", "142 9", "152 W"]
PLAYERS = [
    '001    2      Test0002 Player0002               2508                             1.0          7 b 1',
    '001    6      Test0006 Player0006               1850                             0.0          1 b 0',
    '001    7      Test0007 Player0007               1839                             0.0          2 w 0',
    '001    1      Test0001 Player0001               2697                             1.0          6 w 1',
    '001   10      Test0010 Player0010               1612                             0.0          5 b 0',
    '001    5      Test0005 Player0005               1945                             1.0         10 w 1',
    '001    8      Test0008 Player0008               1766                             0.0          3 b 0',
    '001    3      Test0003 Player0003               2413                             1.0          8 w 1',
    '001    9      Test0009 Player0009               1621                             0.0          4 w 0',
    '001    4      Test0004 Player0004               2271                             1.0          9 b 1',
]
RANKED = "\n".join(HEAD + ["XXC rank"] + PLAYERS) + "\n"


def test_the_order_of_the_lines_ranks_the_players_and_pairs_as_bbppairings():
    """bbpPairings --dutch FILE -p on RANKED answers these boards."""
    assert format_pairing(pair_round(parse_trf(RANKED))).split("\n")[:6] == ["5", "2 5", "4 1", "6 3", "8 7", "10 9"]


def test_without_xxc_rank_the_same_lines_pair_in_number_order():
    plain = "\n".join(HEAD + PLAYERS) + "\n"
    assert format_pairing(pair_round(parse_trf(plain))).split("\n")[:6] == ["5", "4 1", "2 3", "6 5", "10 7", "8 9"]


def test_the_director_is_told_which_order_was_used():
    read = read_trf(RANKED)
    assert read.tournament.ranking == [2, 6, 7, 1, 10, 5, 8, 3, 9, 4]
    assert [note["text"] for note in read.notes] == ["XXC rank: the players are ranked for pairing in the order of their 001 lines, as JaVaFo and "
                          "bbpPairings rank them, not by pairing number (line 5 is player 2, ranked 1); the pairings "
                          "name them by number."]
    assert [s.rank_index for s in build_states(read.tournament)] == [3, 0, 7, 9, 5, 1, 2, 6, 8, 4]


def test_a_ranked_file_is_written_back_in_its_order():
    t = parse_trf(RANKED)
    written = format_trf(t, "\n")
    assert "XXC rank" in written and parse_trf(written).ranking == t.ranking
