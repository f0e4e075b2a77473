"""The round-one op of the boundary: players by id, name and rating, paired by the Dutch engine.

Round one of the Dutch system (C.04.3) ranks the players in initial order, and with no scores and no
colour history it comes down to the classic rule: the top half meets the bottom half board by board,
the top player on board 1 takes the initial colour and colours alternate down the boards, and with an
odd number the lowest-ranked player gets the pairing-allocated bye.
"""

from hypothesis import given
from hypothesis import strategies as st

from swisspair import bridge


def players(*ratings):
    return [{"id": index + 1, "name": f"P{index + 1}", "rating": rating} for index, rating in enumerate(ratings)]


def pair(players, colour="white", **extra):
    response = bridge.handle({"id": 1, "op": "pair_round_one",
                              "args": {"players": players, "initial_colour": colour, **extra}})
    assert response["ok"] is True, response
    return response["result"]


def boards(result):
    return [(board["white"], board["black"]) for board in result["boards"]]


def test_four_players_top_half_meets_bottom_half_by_the_dutch_engine():
    result = pair(players(2100, 2000, 1900, 1800))
    assert boards(result) == [(1, 3), (4, 2)]
    assert [board["board"] for board in result["boards"]] == [1, 2]
    assert result["bye"] is None
    assert "Dutch" in result["rule"]


def test_black_on_board_one_flips_every_board():
    assert boards(pair(players(2100, 2000, 1900, 1800), "black")) == [(3, 1), (2, 4)]


def test_odd_count_gives_the_lowest_ranked_player_the_bye():
    result = pair(players(1500, 2200, 1800, 2000, 1900))
    assert result["bye"] == 1
    assert boards(result) == [(2, 5), (3, 4)]


def test_the_answer_uses_the_callers_ids_not_pairing_numbers():
    field = [{"id": 70, "name": "Low", "rating": 1500}, {"id": 12, "name": "Top", "rating": 2400},
             {"id": 5, "name": "Mid", "rating": 2000}]
    result = pair(field)
    assert boards(result) == [(12, 5)] and result["bye"] == 70


def test_input_order_does_not_matter_and_ties_go_by_name_then_id():
    field = [{"id": 5, "name": "bea", "rating": 2000}, {"id": 2, "name": "Al", "rating": 2000},
             {"id": 9, "name": "Al", "rating": 2000}, {"id": 1, "name": "Cy", "rating": 2100}]
    # Initial order 1 (2100), then Al (2), Al (9), bea (5): 1 meets Al (9), Al (2) meets bea.
    assert boards(pair(field)) == [(1, 9), (5, 2)]
    assert pair(field) == pair(field[::-1])


def test_total_rounds_may_be_given_and_is_checked():
    assert boards(pair(players(2100, 2000), total_rounds=1)) == [(1, 2)]
    response = bridge.handle({"id": 1, "op": "pair_round_one",
                              "args": {"players": players(2100, 2000), "initial_colour": "white", "total_rounds": 0}})
    assert response["error"]["code"] == "out_of_range" and response["error"]["field"] == "args.total_rounds"


@given(st.lists(st.integers(0, 3000), min_size=2, max_size=41), st.sampled_from(["white", "black"]))
def test_every_player_is_placed_once_and_rank_i_meets_rank_i_plus_half(ratings, colour):
    field = players(*ratings)
    result = pair(field, colour)
    ranked = [p["id"] for p in sorted(field, key=lambda p: (-p["rating"], p["name"].casefold(), p["id"]))]
    if len(ranked) % 2:
        assert result["bye"] == ranked.pop()
    else:
        assert result["bye"] is None
    half = len(ranked) // 2
    assert [board["board"] for board in result["boards"]] == list(range(1, half + 1))
    for index, (white, black) in enumerate(boards(result)):
        top, bottom = ranked[index], ranked[index + half]
        top_is_white = (index % 2 == 0) == (colour == "white")
        assert (white, black) == ((top, bottom) if top_is_white else (bottom, top))


def test_a_list_of_more_players_than_an_event_holds_is_refused_before_it_is_paired():
    """Found in the audit of the limits: 2,500 players were paired, which took 10-20 s; every other way in (an
    event, a TRF file, a CSV roster) already refused more than 2,000."""
    from swisspair.limits import MAX_PLAYERS
    for count in (MAX_PLAYERS + 1, 2_500):
        answer = bridge.handle({"id": 1, "op": "pair_round_one",
                                "args": {"players": players(*[1500] * count), "initial_colour": "white"}})
        assert answer["error"]["code"] == "too_many" and answer["error"]["field"] == "args.players"
        assert f"{count:,} players" in answer["error"]["message"]
        assert f"at most {MAX_PLAYERS:,}" in answer["error"]["message"]
