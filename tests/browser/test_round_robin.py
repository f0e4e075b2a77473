"""A five-player round robin run on the page as a director runs it: the whole Berger schedule shown before
round 1, one player sitting out each round (a different one every round), results entered board by board,
the Buchholz family refused as a tie-break, final standings equal to the engine's run natively."""

import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.helpers import (LABELS, create_event, go_to, open_more_options, open_page, page_pairing,
                                   page_standings, paste_players, screenshot)
from tests.browser.native_events import expected_standings

pytestmark = pytest.mark.browser

FIVE = [("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Gil Hart", 1840),
        ("<b>Ines</b> Jovic", 1760)]
TIEBREAKS = ["DE", "SB", "WIN", "KS"]


def result_for(r: int, board: int) -> str:
    return ("1-0", "1/2-1/2", "0-1")[(r + board) % 3]


def native(players):
    def call(op, **args):
        answer = bridge.handle({"id": 1, "op": op, "args": args})
        assert answer["ok"], answer
        return answer["result"]

    doc = call("event_new", id="n", name="N", system="round_robin", mode="club")["event"]
    doc = call("event_apply", event=doc, operation={"op": "set_scoring", "system": "chess", "points": {"pab": 0}})["event"]
    doc = call("event_apply", event=doc, operation={"op": "update_settings", "tiebreaks": TIEBREAKS})["event"]
    for name, rating in players:
        doc = call("event_apply", event=doc, operation={"op": "add_player", "player": {"name": name, "rating": rating}})["event"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    rounds = []
    for r in range(1, 6):
        doc = call("event_apply", event=doc, operation={"op": "pair_next"})["event"]
        rnd = doc["rounds"][-1]
        rounds.append(([(names[b["white"]], names[b["black"]]) for b in rnd["boards"]], names[rnd["pab"]]))
        for b in range(1, len(rnd["boards"]) + 1):
            doc = call("event_apply", event=doc, operation={"op": "set_result", "round": r, "board": b,
                                                            "result": result_for(r, b)})["event"]
    return doc, rounds


def test_a_five_player_round_robin_to_final_standings(site, page):
    doc, rounds = native(FIVE)
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("What are you running?").select_option(label="Chess round robin: everyone plays everyone")
    open_more_options(page)
    # The round robin's own option is shown, the knockout's are not.
    expect(form.get_by_label("Cycles")).to_be_visible()
    expect(form.get_by_label("Third-place match")).to_be_hidden()
    # The engine counts a round robin's rounds: nothing to type, no Swiss advice.
    expect(form.get_by_label("Number of rounds")).to_be_hidden()
    expect(form.locator("#new-rounds-advice")).to_be_hidden()
    # The Buchholz presets are not offered for a round robin.
    tiebreaks = form.get_by_label("Tie-breaks")
    expect(tiebreaks.locator("option", has_text="Buchholz")).to_have_count(2)
    for option in tiebreaks.locator("option", has_text="Buchholz").all():
        expect(option).to_be_disabled()
    create_event(page, "Club round robin", bye="nothing (a loss)",
                 tiebreaks="Round robin (FIDE): direct encounter, Sonneborn-Berger, wins, Koya")
    paste_players(page, [f"{name}\t{rating}" for name, rating in FIVE])
    expect(page.locator("#roster-table img, #roster-table b")).to_have_count(0)

    # The whole schedule is there before round 1: five rounds, everyone sits out once.
    schedule = page.locator("#format-view table.schedule")
    expect(schedule.locator("tbody tr")).to_have_count(5)
    sitting = [row.locator("td").nth(1).inner_text() for row in schedule.locator("tbody tr").all()]
    assert sitting == [bye for _, bye in rounds]
    assert sorted(sitting) == sorted(name for name, _ in FIVE)
    expect(schedule).to_contain_text("<b>Ines</b> Jovic")

    # The Buchholz family is not offered in a round robin (C.07, 2026 note to Art. 8); the rest is.
    go_to(page, "Settings")
    offered = page.get_by_label("Add a tie-break").locator("option")
    expect(offered.filter(has_text="Buchholz")).to_have_count(0)
    expect(offered.filter(has_text="Sonneborn-Berger Cut-1 (SB/C1)")).to_have_count(1)

    for r in range(1, 6):
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        boards, bye = rounds[r - 1]
        assert page_pairing(page, r) == boards, f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        expect(table.locator("tr.bye")).to_contain_text(bye)
        expect(table.locator("tr.bye")).to_contain_text("bye: 0 points")
        for board in range(1, 3):
            table.get_by_label(re.compile(f"^Result of round {r}, board {board}:")).select_option(
                label=LABELS[result_for(r, board)])
        expect(table.locator("caption")).to_contain_text("2 of 2 results")
        expect(schedule.locator(f'tr[data-round="{r}"]')).to_contain_text("played")

    expect(page.get_by_role("button", name="Pair round 6")).to_have_count(0)
    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 5 rounds")
    assert page_standings(page) == expected_standings(doc, TIEBREAKS)
    headings = page.locator("#standings-view thead th").all_inner_texts()
    assert headings[4:] == TIEBREAKS
    screenshot(page, "round-robin")
