"""systems/round_robin/rules.py: the FIDE Berger tables (C.05 Annex 1) as published, double cycles, allowed tie-breaks."""

import os
import re

import pytest

from swisspair.systems.round_robin.rules import BUCHHOLZ_FAMILY, BYE, allowed_tiebreaks, berger_rounds, table_size

GOLDEN = os.path.join(os.path.dirname(__file__), "golden", "c05-annex1-berger-tables.txt")


def published_tables() -> dict[int, list[list[tuple[int, int]]]]:
    """Table size (4, 6, ..., 16) -> rounds of (white, black), read from the Annex's text."""
    tables: dict[int, list[list[tuple[int, int]]]] = {}
    size = 0
    with open(GOLDEN) as f:
        for line in f:
            line = line.strip()
            heading = re.fullmatch(r"(\d+) or (\d+) players:", line)
            if heading:
                size = int(heading.group(2))
                tables[size] = []
            elif line.startswith("Rd "):
                number, games = line[3:].split(":")
                assert int(number) == len(tables[size]) + 1
                tables[size].append([tuple(int(p) for p in g.strip().split("-")) for g in games.split(",")])
    return tables


TABLES = published_tables()


def test_golden_file_holds_every_table_from_3_to_16_players():
    assert sorted(TABLES) == [4, 6, 8, 10, 12, 14, 16]
    for size, rounds in TABLES.items():
        assert len(rounds) == size - 1
        assert all(len(games) == size // 2 for games in rounds)


@pytest.mark.parametrize("players", range(3, 17))
def test_pairings_and_colours_equal_the_published_table(players):
    size = table_size(players)
    expected = [[(w, BYE) if b == size and players < size else (b, BYE) if w == size and players < size
                 else (w, b) for w, b in games] for games in TABLES[size]]
    assert berger_rounds(players) == expected


@pytest.mark.parametrize("players", [3, 5, 7, 9, 11, 13, 15])
def test_odd_field_the_dummy_n_plus_1_gives_each_player_one_round_off(players):
    rounds = berger_rounds(players)
    assert len(rounds) == players
    sitting_out = [w for games in rounds for w, b in games if b == BYE]
    assert sorted(sitting_out) == list(range(1, players + 1))
    # The player who meets the highest number in the published table is the one sitting out.
    assert sitting_out == [next(w if b == players + 1 else b for w, b in games if players + 1 in (w, b))
                           for games in TABLES[players + 1]]


@pytest.mark.parametrize("players", [2, 17, 18, 24, 31, 40])
def test_beyond_the_annex_every_pair_meets_once_and_the_last_player_alternates(players):
    rounds = berger_rounds(players)
    size = table_size(players)
    met = [frozenset(g) for games in rounds for g in games if BYE not in g]
    assert len(met) == len(set(met)) == players * (players - 1) // 2
    for r, games in enumerate(rounds, start=1):
        assert len({p for g in games for p in g if p != BYE}) == players  # nobody twice in a round
        if players == size:
            # Construction of the last player: Black in odd rounds, White in even ones, always on board 1.
            assert games[0] == ((size, games[0][1]) if r % 2 == 0 else (games[0][0], size))


@pytest.mark.parametrize("players", range(3, 17))
def test_colours_alternate_except_in_the_published_places(players):
    """In a Berger table nobody has the same colour three times running, and colours differ by at most one."""
    rounds = berger_rounds(players)
    for player in range(1, players + 1):
        colours = []
        for games in rounds:
            for w, b in games:
                if b != BYE and player in (w, b):
                    colours.append("W" if player == w else "B")
        assert "WWW" not in "".join(colours) and "BBB" not in "".join(colours)
        assert abs(colours.count("W") - colours.count("B")) <= 1


@pytest.mark.parametrize("players", range(3, 17))
def test_double_round_robin_second_cycle_reverses_colours(players):
    single = berger_rounds(players)
    double = berger_rounds(players, double=True)
    cycle = len(single)
    assert len(double) == 2 * cycle
    assert double[cycle:] == [[(w, b) if b == BYE else (b, w) for w, b in games] for games in single]
    # C.05 Annex 1: the last two rounds of the first cycle are played in reverse order.
    assert double[:cycle - 2] == single[:cycle - 2]
    assert double[cycle - 2] == single[cycle - 1] and double[cycle - 1] == single[cycle - 2]


@pytest.mark.parametrize("players", range(3, 17))
def test_double_round_robin_with_the_swap_never_gives_three_same_colours_running(players):
    rounds = berger_rounds(players, double=True)
    for player in range(1, players + 1):
        colours = "".join("W" if player == w else "B" for games in rounds for w, b in games
                          if b != BYE and player in (w, b))
        assert "WWW" not in colours and "BBB" not in colours, (player, colours)


def test_double_round_robin_without_the_swap_gives_player_1_three_blacks_running():
    """Why the Annex recommends the swap: with 4 players, player 1 would have Black in rounds 3, 4 and 5."""
    def colours(rounds):
        return "".join("W" if w == 1 else "B" for games in rounds for w, b in games if 1 in (w, b))
    assert colours(berger_rounds(4, double=True, swap_last_two=False)) == "WWBBBW"
    assert colours(berger_rounds(4, double=True)) == "WBWBBW"


def test_two_players_double_plays_each_colour_once():
    assert berger_rounds(2) == [[(1, 2)]]
    assert berger_rounds(2, double=True) == [[(1, 2)], [(2, 1)]]


@pytest.mark.parametrize("bad, message", [(1, "at least 2 players"), (0, "at least 2 players"),
                                          (-3, "at least 2 players"), (4.0, "whole number"),
                                          ("6", "whole number"), (True, "whole number")])
def test_bad_number_of_players_is_refused_with_a_reason(bad, message):
    with pytest.raises(ValueError, match=message):
        berger_rounds(bad)


def test_round_robin_under_c07_2026_offers_no_buchholz_but_sonneborn_berger_de_wins_koya():
    codes = allowed_tiebreaks("roundrobin")
    assert not BUCHHOLZ_FAMILY & set(codes)
    for code in ("SB", "DE", "WIN", "KS"):
        assert code in codes
    # Non-FIDE families (Magic, esports, US Chess) are not offered for a FIDE round robin.
    assert "OMW" not in codes and "SOLKOFF" not in codes


def test_swiss_keeps_buchholz_and_2024_edition_had_no_round_robin_ban():
    assert BUCHHOLZ_FAMILY <= set(allowed_tiebreaks("swiss"))
    assert BUCHHOLZ_FAMILY <= set(allowed_tiebreaks("roundrobin", "2024"))
    assert "STD" not in allowed_tiebreaks("roundrobin", "2024")  # STD is new in 2026


def test_knockout_has_no_tiebreaks_and_unknown_system_is_named():
    assert allowed_tiebreaks("knockout") == ()
    with pytest.raises(ValueError, match="unknown system 'arena'"):
        allowed_tiebreaks("arena")
    with pytest.raises(ValueError, match="edition '2019'"):
        allowed_tiebreaks("swiss", "2019")
