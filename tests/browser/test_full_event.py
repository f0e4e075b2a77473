"""A whole event run on the page as a director runs it (players pasted, five rounds paired and their
results chosen board by board), its final standings checked against the engine computed natively in
CPython on the same event; screenshots of the main screens at phone and laptop width."""

import re
from fractions import Fraction

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge, event
from swisspair.standings import as_json, compute_standings
from tests.browser.conftest import ARTIFACTS
from tests.browser.helpers import go_to, wait_for_engine
from tests.browser.test_events import create_event, open_page, paste_players

pytestmark = pytest.mark.browser

NINE = [("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Gil Hart", 1840),
        ("Ines Jovic", 1760), ("Jon Kerr", 2040), ("Lea Moreau", 1905), ("Nils Ortega", 1690),
        ("<img src=x onerror=alert(1)>", 1500)]
TIEBREAKS = ["BH/C1", "BH", "SB", "WIN"]
LABELS = {"1-0": "1-0", "1/2-1/2": "½-½", "0-1": "0-1", "+-": "1F-0F (forfeit)"}


def result_for(round_number: int, board: int) -> str:
    """A fixed mix of results, forfeits included, so the standings have something to separate."""
    if (round_number, board) == (2, 3):
        return "+-"
    return ("1-0", "1/2-1/2", "0-1", "1-0")[(round_number + board) % 4]


def win_loss_result(round_number: int, board: int) -> str:
    return "+-" if (round_number, board) == (3, 2) else ("1-0", "0-1", "0-1")[(round_number * board) % 3]


def native_event(players=NINE, tiebreaks=TIEBREAKS, rounds=5, mode="fide", result=result_for):
    """The same event through the engine in CPython: the players, the rounds with the same results."""
    def call(op, **args):
        answer = bridge.handle({"id": 1, "op": op, "args": args})
        assert answer["ok"], answer
        return answer["result"]

    doc = call("event_new", id="native", name="Native", rounds=rounds, mode=mode)["event"]
    doc = call("event_apply", event=doc, operation={"op": "update_settings", "tiebreaks": tiebreaks})["event"]
    for name, rating in players:
        doc = call("event_apply", event=doc,
                   operation={"op": "add_player", "player": {"name": name, "rating": rating, "club": ""}})["event"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    pairings = []
    for r in range(1, rounds + 1):
        doc = call("event_apply", event=doc, operation={"op": "pair_next"})["event"]
        boards = doc["rounds"][-1]["boards"]
        pairings.append([(names[b["white"]], names[b["black"]]) for b in boards])
        for number in range(1, len(boards) + 1):
            doc = call("event_apply", event=doc, operation={"op": "set_result", "round": r, "board": number,
                                                            "result": result(r, number)})["event"]
    return doc, pairings


def page_standings(page: Page) -> list[list[str]]:
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()]
            for row in page.locator("#standings-view tbody tr").all()]


def expected_standings(doc: dict, tiebreaks: list[str]) -> list[list[str]]:
    """The final standings as the page should show them, computed natively from the event."""
    native = as_json(compute_standings(event.to_tournament(doc)[0], tiebreaks), details=True)
    ties = {}
    for row in native:
        ties[row["rank"]] = ties.get(row["rank"], 0) + 1
    return [[f"{row['rank']}{'=' if ties[row['rank']] > 1 else ''}", row["name"], str(row["rating"]),
             shown_points(row["points"]), *[row["details"][code]["text"] for code in tiebreaks]] for row in native]


def shown_points(value) -> str:
    value = Fraction(value).limit_denominator(2)
    whole, half = divmod(value, 1)
    return f"{int(whole) if whole or not half else ''}{'½' if half else ''}"


def page_pairing(page: Page, round_number: int) -> list[tuple[str, str]]:
    table = page.locator(f'table.pairings[data-round="{round_number}"]')
    rows = []
    for row in table.locator("tbody tr:not(.bye)").all():
        white = row.locator("td.white").inner_text()
        black = row.locator("td.black").inner_text()
        strip = lambda text: re.sub(r"^\d+\s+|\s+\([\d½]+\)\s*[↑↓]?$", "", text.strip())  # noqa: E731
        rows.append((strip(white), strip(black)))
    return rows


def screenshot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    for width, label in ((390, "phone"), (1280, "laptop")):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=ARTIFACTS / f"screen-{name}-{label}.png", full_page=True)


def test_a_nine_player_five_round_chess_event_to_final_standings(site, page):
    doc, pairings = native_event()
    open_page(page, site.url)
    screenshot(page, "events")
    create_event(page, "Nine-player Open", 5, tiebreaks="Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins")
    paste_players(page, [f"{name}\t{rating}" for name, rating in NINE])
    expect(page.locator("#roster-table caption")).to_have_text("9 players, by pairing number")
    # FIDE initial order: rating first.
    expect(page.locator("#roster-table tbody tr").first).to_contain_text("Eva Fischer")
    expect(page.locator("#roster-table img")).to_have_count(0)
    screenshot(page, "roster")

    for r in range(1, 6):
        pair = page.get_by_role("button", name=f"Pair round {r}")
        expect(pair).to_be_enabled()
        pair.click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        assert page_pairing(page, r) == pairings[r - 1], f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        expect(table.locator("tr.bye")).to_have_count(1)
        for board in range(1, 5):
            # The next round's button appears only once every result of this round is in.
            expect(page.get_by_role("button", name=f"Pair round {r + 1}")).to_have_count(0)
            select = table.get_by_label(re.compile(f"^Result of round {r}, board {board}:"))
            select.select_option(label=LABELS[result_for(r, board)])
            expect(table.locator("caption")).to_contain_text(f"{board} of 4 results")
        expect(page.get_by_role("button", name=f"Pair round {r + 1}")).to_have_count(0 if r == 5 else 1)
        if r == 2:
            screenshot(page, "round")

    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 5 rounds")
    screenshot(page, "standings")
    assert page_standings(page) == expected_standings(doc, TIEBREAKS)

    # A value explains itself.
    page.locator("#standings-view tbody tr").first.get_by_role("button").first.click()
    expect(page.locator("#standings-view .explain")).to_contain_text("Buchholz Cut-1: sum over 5 rounds")

    # The finished event survives a reload, and opens on its final standings.
    page.reload()
    wait_for_engine(page)
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 5 rounds")
    page.get_by_role("button", name="All events").click()
    page.get_by_role("button", name="Nine-player Open", exact=True).click()
    expect(page.locator("#standings-view caption")).to_be_visible()


SIXTEEN = [(f"Player {chr(65 + index)}", 1200 + 37 * ((index * 7) % 16)) for index in range(16)]


def test_a_sixteen_player_win_loss_event_to_final_standings(site, page):
    doc, pairings = native_event(SIXTEEN, ["BH", "SB", "WIN"], 4, "esports", win_loss_result)
    open_page(page, site.url)
    create_event(page, "Esports Cup", 4, running="Esports or another game: Swiss, win or lose (no draws)",
                 tiebreaks="Esports: Buchholz, Sonneborn-Berger, wins")
    expect(page.locator("#event-summary")).to_contain_text("scoring win/loss")
    paste_players(page, [f"{name}, {rating}" for name, rating in SIXTEEN])
    for r in range(1, 5):
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        assert page_pairing(page, r) == pairings[r - 1], f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        # Win/loss scoring offers no draw.
        expect(table.locator("option", has_text="½-½")).to_have_count(0)
        for board in range(1, 9):
            table.get_by_label(re.compile(f"^Result of round {r}, board {board}:")).select_option(
                value=win_loss_result(r, board))
        expect(table.locator("caption")).to_contain_text("8 of 8 results")
    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 4 rounds")
    assert page_standings(page) == expected_standings(doc, ["BH", "SB", "WIN"])
