"""A six-player knockout run on the page as a director runs it: the top two seeds get the byes, a drawn game
goes to a tie-break game in the next round with the colours reversed, the bracket shows every game and the
winner, and the standings give the places from the bracket instead of Swiss points."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (LABELS, create_event, go_to, open_more_options, open_page, page_pairing,
                                   paste_players, screenshot)

pytestmark = pytest.mark.browser

# By rating: 1 Eva, 2 Anna, 3 Jon, 4 Carl, 5 Lea, 6 the name that looks like markup.
SIX = [("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Jon Kerr", 2040),
       ("Lea Moreau", 1905), ("<i>Nils</i> Ortega", 1690)]


def enter(page, r, results):
    table = page.locator(f'table.pairings[data-round="{r}"]')
    for board, result in enumerate(results, 1):
        table.get_by_label(re.compile(f"^Result of round {r}, board {board}:")).select_option(label=LABELS[result])
    expect(table.locator("caption")).to_contain_text(f"{len(results)} of {len(results)} results")


def pair(page, r):
    page.get_by_role("button", name=f"Pair round {r}").click()
    expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
    return page_pairing(page, r)


def test_a_six_player_knockout_with_a_tiebreak_game_to_its_winner(site, page):
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("What are you running?").select_option(label="Chess knockout")
    open_more_options(page)
    expect(form.get_by_label("Third-place match")).to_be_visible()
    expect(form.get_by_label("Cycles")).to_be_hidden()
    form.get_by_label("Third-place match").check()
    create_event(page, "Club cup")
    paste_players(page, [f"{name}\t{rating}" for name, rating in SIX])

    bracket = page.locator("#format-view")
    expect(bracket.locator("[data-match='W1.1']")).to_contain_text("Eva Fischer goes through with a bye")
    expect(bracket.locator("[data-match='W1.4']")).to_contain_text("Anna Berg goes through with a bye")
    expect(bracket).to_contain_text("<i>Nils</i> Ortega")
    expect(bracket.locator("i")).to_have_count(0)

    # Round 1: the two games without a bye, the better seed with White.
    assert pair(page, 1) == [("Carl Diaz", "Lea Moreau"), ("Jon Kerr", "<i>Nils</i> Ortega")]
    enter(page, 1, ["1/2-1/2", "1-0"])
    # Round 2: the drawn match's tie-break game, colours reversed, beside the semi-final already known.
    assert pair(page, 2) == [("Lea Moreau", "Carl Diaz"), ("Anna Berg", "Jon Kerr")]
    tiebreak = bracket.locator("[data-match='W1.2']")
    expect(tiebreak).to_contain_text("round 1: Carl Diaz – Lea Moreau ½-½")
    expect(tiebreak).to_contain_text("tie-break game, round 2: Lea Moreau – Carl Diaz to play")
    enter(page, 2, ["0-1", "0-1"])
    expect(tiebreak).to_contain_text("Carl Diaz wins")
    assert pair(page, 3) == [("Eva Fischer", "Carl Diaz")]
    enter(page, 3, ["1-0"])
    # The final and the third-place match are played in the same round.
    assert pair(page, 4) == [("Eva Fischer", "Jon Kerr"), ("Anna Berg", "Carl Diaz")]
    enter(page, 4, ["0-1", "1-0"])

    expect(page.locator("#pair-button")).to_be_disabled()
    expect(bracket.locator(".champion")).to_have_text("Winner: Jon Kerr")
    go_to(page, "Standings")
    standings = page.locator("#standings-view")
    expect(standings.locator("caption")).to_have_text("Final result of the knockout")
    rows = [[cell.strip() for cell in row.locator("td").all_inner_texts()] for row in standings.locator("tbody tr").all()]
    assert rows == [
        ["1", "Jon Kerr", "2040", "winner"],
        ["2", "Eva Fischer", "2210", "lost the final"],
        ["3", "Anna Berg", "2150", "won the third-place match"],
        ["4", "Carl Diaz", "1985", "lost the third-place match"],
        ["5-6", "Lea Moreau", "1905", "lost the quarter-final"],
        ["5-6", "<i>Nils</i> Ortega", "1690", "lost the quarter-final"],
    ]
    expect(standings.locator("thead")).not_to_contain_text("Points")
    screenshot(page, "knockout")
