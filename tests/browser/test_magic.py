"""A Magic Swiss event run on the page as a judge runs it: ten players, a seed and a top 8 chosen in the
new-event form, Appendix E's five Swiss rounds with game scores typed per match (from the keyboard), a drop
after round 2 and the byes it brings, the Swiss standings with OMW%, GW% and OGW%, then the top 8 played
as single elimination to a champion; every pairing and figure checked against the engine run natively on
the same event."""

import re

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge
from tests.browser.helpers import go_to, open_more_options, open_page, page_standings, paste_players

pytestmark = pytest.mark.browser

PLAYERS = ["Ana Silva", "Bo Chen", "Cy Dube", "Di Evans", "Ed Faro", "Flo Grant", "Gus Hale", "Hal Ito",
           "<img src=x onerror=alert(1)>", "Jo Kim"]
SEED = 2026
SWISS = 5  # MTR Appendix E: 9-16 players
DROP = ("Gus Hale", 3)  # drops after round 2
SCORES = ("2-0", "2-1", "1-2", "0-2", "1-1-1", "2-0-1", "0-2", "2-1")


def games_for(r: int, board: int) -> str:
    """A fixed mix of game scores; no drawn match in the playoff (round 6 on)."""
    score = SCORES[(3 * r + board) % len(SCORES)]
    return "2-1" if r > SWISS and score == "1-1-1" else score


def parse(score: str) -> list[int]:
    parts = [int(p) for p in score.split("-")]
    return parts + [0] * (3 - len(parts))


def call(op, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def native_event():
    """The same event in CPython: same players, seed, drop and game scores."""
    doc = call("event_new", id="native", name="Native", system="magic_swiss", mode="magic", rounds=SWISS,
               options={"seed": SEED, "top_cut": 8})["event"]
    for name in PLAYERS:
        doc = call("event_apply", event=doc,
                   operation={"op": "add_player", "player": {"name": name, "rating": 0, "club": ""}})["event"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    pairings = []
    for r in range(1, SWISS + 4):
        if r == DROP[1]:
            gus = next(pid for pid, name in names.items() if name == DROP[0])
            doc = call("event_apply", event=doc, operation={"op": "withdraw", "player": gus})["event"]
        doc = call("event_apply", event=doc, operation={"op": "pair_next"})["event"]
        rnd = doc["rounds"][-1]
        pairings.append(([(names[b["white"]], names[b["black"]]) for b in rnd["boards"]],
                         names.get(rnd["pab"])))
        for number in range(1, len(rnd["boards"]) + 1):
            games = parse(games_for(r, number))
            result = "1-0" if games[0] > games[1] else "0-1" if games[0] < games[1] else "1/2-1/2"
            doc = call("event_apply", event=doc, operation={"op": "set_result", "round": r, "board": number,
                                                            "result": result, "games": games})["event"]
    return doc, pairings, names


def page_round(page: Page, r: int) -> tuple[list[tuple[str, str]], str | None]:
    table = page.locator(f'table.pairings[data-round="{r}"]')
    strip = lambda text: re.sub(r"^\d+\s+|\s+\((seed )?\d+\)\s*[↑↓]?$", "", text.strip())  # noqa: E731
    boards = [(strip(row.locator("td.white").inner_text()), strip(row.locator("td.black").inner_text()))
              for row in table.locator("tbody tr:not(.bye)").all()]
    bye = table.locator("tr.bye td").nth(1)
    return boards, strip(bye.inner_text()) if bye.count() else None


def expected_standings(doc) -> list[list[str]]:
    answer = call("event_standings", event=doc)
    ties = {}
    for row in answer["standings"]:
        ties[row["rank"]] = ties.get(row["rank"], 0) + 1
    shown = {DROP[0]: f"{DROP[0]} (dropped after round {DROP[1] - 1})"}
    # No ratings were entered, so the standings have no Rating column.
    return [[f"{row['rank']}{'=' if ties[row['rank']] > 1 else ''}", shown.get(row["name"], row["name"]),
             str(row["points"]),
             *[row["details"][code]["text"] for code in ("OMW", "GW", "OGW")]] for row in answer["standings"]]


def test_a_ten_player_magic_swiss_with_a_drop_and_a_top_8_to_a_champion(site, page):
    doc, pairings, names = native_event()
    page.on("dialog", lambda dialog: dialog.accept())
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("Event name").fill("Friday Night Magic")
    form.get_by_label("What are you running?").select_option(value="magic_swiss:magic")
    open_more_options(page)
    # The system's options appear only for it; the game and the scoring follow the system.
    expect(form.get_by_label("Top cut")).to_be_visible()
    expect(form.get_by_label("Scoring")).to_be_disabled()  # match points 3/1/0, a bye a win: the MTR's
    form.get_by_label("Top cut").select_option(label="Top 8")
    expect(form.get_by_label("Pairing seed")).to_have_value(re.compile(r"^\d+$"))  # drawn by the page
    form.get_by_label("Pairing seed").fill(str(SEED))
    form.get_by_label("Expected number of players").fill("10")
    expect(form.locator("#new-rounds-advice")).to_contain_text("MTR Appendix E: 10 players play 5 Swiss rounds")
    expect(form.get_by_label("Number of rounds")).to_have_value("5")
    form.get_by_role("button", name="Create event").click()
    expect(page.locator("#event-title")).to_have_text("Friday Night Magic")
    expect(page.locator("#event-summary")).to_contain_text(f"seed {SEED}")
    paste_players(page, [f"{name}, 0" for name in PLAYERS])

    for r in range(1, SWISS + 4):
        if r == DROP[1]:
            go_to(page, "Players")
            page.get_by_role("button", name=f"Drop {DROP[0]}").click()
            expect(page.locator("#roster-table")).to_contain_text(f"dropped from round {DROP[1]}")
        # the top cut in its own words: the top 8 starts, then the top 4, then the final
        pair = f"Pair round {r}" if r <= SWISS else ["Start the top 8", "Pair the top 4", "Pair the final"][r - SWISS - 1]
        page.get_by_role("button", name=pair, exact=True).click()
        # a judge's words: the Swiss rounds by number, the top cut's by name
        expect(page.locator("#pair-status")).to_contain_text(
            f"Round {r} is paired." if r <= SWISS else f"{['Quarter-finals are', 'Semi-finals are', 'Final is'][r - SWISS - 1]} paired.")
        assert page_round(page, r) == pairings[r - 1], f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        boards = len(pairings[r - 1][0])
        if r == SWISS + 1:  # a playoff match shows the seeds, 1 v 8 first
            expect(table.locator("tbody tr").first.locator("td.white")).to_contain_text("(seed 1)")
            expect(table.locator("tbody tr").first.locator("td.black")).to_contain_text("(seed 8)")
        if r > SWISS:
            expect(page.locator("#round-view h4").first).to_have_text(['Quarter-finals', 'Semi-finals', 'Final'][r - SWISS - 1])
        if r == 1:  # the whole round from the keyboard: type a score, Tab to the next match
            table.get_by_label(re.compile(r"^Game score of round 1, table 1:")).focus()
            for board in range(1, boards + 1):
                page.keyboard.type(games_for(r, board))
                page.keyboard.press("Tab")
                expect(table.locator("caption")).to_contain_text(f"{board} of {boards} results")
        else:
            for board in range(1, boards + 1):
                where = f"round {r}" if r <= SWISS else f"the {['quarter-finals', 'semi-finals', 'final'][r - SWISS - 1]}"
                box = table.get_by_label(re.compile(f"^Game score of {where}, table {board}:"))
                if r == SWISS + 1 and board == 1:  # a playoff match cannot be drawn
                    box.fill("1-1-1")
                    box.press("Enter")
                    expect(page.locator("#event-message")).to_contain_text("cannot end in a draw")
                box.fill(games_for(r, board))
                box.press("Enter")
                expect(table.locator("caption")).to_contain_text(f"{board} of {boards} results")
        first, second = pairings[r - 1][0][0]
        games = parse(games_for(r, 1))
        expect(table.locator("tbody tr").first.locator(".outcome")).to_have_text(
            f" {first} wins" if games[0] > games[1] else f" {second} wins" if games[1] > games[0] else " drawn match")
        if r == DROP[1]:
            expect(table.locator("tr.bye")).to_have_count(1)  # nine players left: a bye, a match won 2-0
            expect(table.locator("tr.bye")).to_contain_text("bye: a match won 2-0")
            expect(page.locator("#round-view .note").first).to_contain_text(f"Not playing: {DROP[0]} (dropped)")
        if r == SWISS:
            go_to(page, "Standings")
            caption = page.locator("#standings-view table.standings caption")
            expect(caption).to_contain_text("Final Swiss standings after 5 rounds")
            expect(page.locator("#standings-view thead")).to_contain_text("Match points")
            assert page_standings(page) == expected_standings(doc)
            go_to(page, "Round")

    byes = [bye for _, bye in pairings[:SWISS] if bye]
    assert len(byes) == 3 and len(set(byes)) == 3  # rounds 3-5, each to a player without one
    go_to(page, "Standings")
    bracket = page.locator("#standings-view .bracket")
    expect(bracket.locator("h4")).to_have_text("Top 8: single elimination seeded by the Swiss standings")
    quarter = [f"{a} v {b}" for a, b in pairings[SWISS][0]]
    seeds = [row[1] for row in expected_standings(doc) if not row[1].startswith(DROP[0])][:8]
    assert quarter == [f"{seeds[a - 1]} v {seeds[b - 1]}" for a, b in ((1, 8), (4, 5), (2, 7), (3, 6))]
    final = call("event_standings", event=doc)["playoff"]
    expect(bracket.locator(".champion")).to_have_text(f"Champion: {names[final['champion']]}")
    expect(bracket.locator("li.match")).to_have_count(7)
    expect(page.locator("#pair-button")).to_be_hidden()  # nothing left to pair
    expect(page.locator("#pair-hint")).to_have_text("The final is paired.")
    # Names are text, never markup.
    expect(page.locator("#round-view img, #standings-view img, #roster-table img")).to_have_count(0)
    expect(page.locator("#standings-view")).to_contain_text("<img src=x onerror=alert(1)>")
    # The list of events counts the Swiss rounds, then names the top cut's round, as the status line does.
    page.get_by_role("button", name="All events").click()
    expect(page.locator("#event-list tbody tr").first).to_contain_text(f"{SWISS} of {SWISS} · Final complete")
