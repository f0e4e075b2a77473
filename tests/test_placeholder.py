"""The placeholder round-one rule: top half against bottom half, colours alternating from board 1."""

from hypothesis import given
from hypothesis import strategies as st

from swisspair.placeholder import Board, Colour, Entrant, pair_round_one, ranking_order


def entrants(*ratings):
    return [Entrant(id=index + 1, name=f"P{index + 1}", rating=rating) for index, rating in enumerate(ratings)]


def test_four_players_top_half_meets_bottom_half():
    pairing = pair_round_one(entrants(2100, 2000, 1900, 1800), Colour.WHITE)
    assert pairing.boards == [Board(1, white=1, black=3), Board(2, white=4, black=2)]
    assert pairing.bye is None


def test_black_on_board_one_flips_every_board():
    pairing = pair_round_one(entrants(2100, 2000, 1900, 1800), Colour.BLACK)
    assert pairing.boards == [Board(1, white=3, black=1), Board(2, white=2, black=4)]


def test_odd_count_gives_the_lowest_ranked_player_the_bye():
    pairing = pair_round_one(entrants(1500, 2200, 1800, 2000, 1900), Colour.WHITE)
    assert pairing.bye == 1
    assert pairing.boards == [Board(1, white=2, black=5), Board(2, white=3, black=4)]


def test_input_order_does_not_matter_and_ties_go_by_name_then_id():
    players = [Entrant(5, "bea", 2000), Entrant(2, "Al", 2000), Entrant(9, "Al", 2000), Entrant(1, "Cy", 2100)]
    assert [e.id for e in ranking_order(players)] == [1, 2, 9, 5]
    assert pair_round_one(players, Colour.WHITE) == pair_round_one(players[::-1], Colour.WHITE)


@given(st.lists(st.integers(0, 3000), min_size=2, max_size=41), st.sampled_from(Colour))
def test_every_player_is_placed_once_and_rank_i_meets_rank_i_plus_half(ratings, colour):
    players = entrants(*ratings)
    pairing = pair_round_one(players, colour)
    ranked = [e.id for e in ranking_order(players)]
    if len(ranked) % 2:
        assert pairing.bye == ranked.pop()
    half = len(ranked) // 2
    for index, board in enumerate(pairing.boards):
        top, bottom = ranked[index], ranked[index + half]
        top_is_white = (index % 2 == 0) == (colour is Colour.WHITE)
        assert (board.white, board.black) == ((top, bottom) if top_is_white else (bottom, top))
    placed = [p for b in pairing.boards for p in (b.white, b.black)] + ([pairing.bye] if pairing.bye else [])
    assert sorted(placed) == sorted(e.id for e in players)
