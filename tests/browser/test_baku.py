"""A twelve-player, seven-round Dutch event with Baku acceleration run on the page: the first five rounds are
paired as bbpPairings v6 paired the same event (192 FIDE_DUTCH_BAKU), the accelerated rounds say so under
their boards, the scores beside the names and the standings count real points only, never virtual ones."""

import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.helpers import (LABELS, create_event, go_to, open_page, page_pairing, page_standings, paste_players,
                                   screenshot)
from tests.browser.native_events import expected_standings
from tests.systems.dutch.helpers import TWELVE, bbp_round

pytestmark = pytest.mark.browser

NAMES = {p.number: f"Player {p.number:02d}" for p in TWELVE.players}
TIEBREAKS = ["BH/C1", "BH", "SB", "WIN"]


def result_for(r, white, black):
    """bbpPairings' results in rounds 1-5, then a fixed pattern."""
    if r <= 5:
        return bbp_round(r)[(white, black)]
    return ("1-0", "0-1", "1/2-1/2")[(white + black + r) % 3]


def native():
    def call(op, **args):
        answer = bridge.handle({"id": 1, "op": op, "args": args})
        assert answer["ok"], answer
        return answer["result"]

    doc = call("event_new", id="n", name="N", system="dutch_baku", rounds=7, mode="fide")["event"]
    doc = call("event_apply", event=doc, operation={"op": "update_settings", "tiebreaks": TIEBREAKS})["event"]
    for p in TWELVE.players:
        doc = call("event_apply", event=doc, operation={"op": "add_player", "player": {"name": NAMES[p.number],
                                                                                     "rating": p.rating}})["event"]
    rounds = []
    for r in range(1, 8):
        doc = call("event_apply", event=doc, operation={"op": "pair_next"})["event"]
        boards = doc["rounds"][-1]["boards"]
        rounds.append([(b["white"], b["black"]) for b in boards])
        for number, b in enumerate(boards, 1):
            doc = call("event_apply", event=doc, operation={
                "op": "set_result", "round": r, "board": number, "result": result_for(r, b["white"], b["black"])})["event"]
    return doc, rounds


def test_a_twelve_player_baku_event_paired_with_virtual_points_and_standings_without_them(site, page):
    doc, rounds = native()
    for r in range(1, 6):  # the native run is itself bbpPairings' event
        assert set(rounds[r - 1]) == set(bbp_round(r)), r
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("What are you running?").select_option(value="dutch_baku:fide")
    create_event(page, "Baku Open", 7, tiebreaks="Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins")
    paste_players(page, [f"{NAMES[p.number]}\t{p.rating}" for p in TWELVE.players])

    for r in range(1, 8):
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        shown = page_pairing(page, r)
        assert shown == [(NAMES[w], NAMES[b]) for w, b in rounds[r - 1]], f"round {r}"
        section = page.locator("#round-view section.round")
        if r <= 4:  # 7 rounds: 4 accelerated, 1 virtual point in rounds 1-2, ½ in rounds 3-4
            expect(section.locator("ul.notes")).to_contain_text("Accelerated round (Baku")
            expect(section.locator("ul.notes")).to_contain_text("(1 each)" if r <= 2 else "(0.5 each)")
        else:
            expect(section.locator("ul.notes")).to_have_count(0)
        if r == 1:
            # Group A (1-6) meets group A: the top board is 1 against 4, not 1 against 7 as in a plain Dutch.
            assert shown[0] in (("Player 01", "Player 04"), ("Player 04", "Player 01"))
        if r == 2:
            # The scores beside the names are real points: after one round nobody has more than 1.
            scores = re.findall(r"\(([\d½]+)\)", section.locator("table").inner_text())
            assert scores and all(score in ("0", "½", "1") for score in scores)
        table = page.locator(f'table.pairings[data-round="{r}"]')
        for board, (white, black) in enumerate(rounds[r - 1], 1):
            table.get_by_label(re.compile(f"^Result of round {r}, board {board}:")).select_option(
                label=LABELS[result_for(r, white, black)])
        expect(table.locator("caption")).to_contain_text("6 of 6 results")
        if r == 1:
            # Standings after round 1: a win is 1 point, group A's virtual point is nowhere.
            go_to(page, "Standings")
            expect(page.locator("#standings-view caption")).to_have_text("Standings after round 1")
            points = [row[3] for row in page_standings(page)]
            assert sorted(points, reverse=True)[0] in ("1", "½") and set(points) <= {"0", "½", "1"}
            go_to(page, "Round")

    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 7 rounds")
    assert page_standings(page) == expected_standings(doc, TIEBREAKS)
    screenshot(page, "baku")
