"""The page speaks a director's language: walked through every view of a chess, a team and a Magic event, what is on
screen holds no identifier (a system's or setting's internal name, a player's id), no label said twice in a row
("Buchholz: Buchholz:") and no range of rule numbers ("C6-C21"); a rule's number may sit in a tooltip only."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import go_to
from tests.browser.share_helpers import call, opened

pytestmark = pytest.mark.browser

VIEWS = ["Round", "Players", "Teams", "Standings", "Wall chart", "Share and files", "Settings"]
AT = "2026-12-02T09:00:00.000Z"
# An internal name: two or more lower-case words joined by "_" (team_swiss, magic_swiss, late_entry_points).
IDENTIFIER = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
PLAYER_ID = re.compile(r"\(id \d+\)")
RULE_RANGE = re.compile(r"\bC\d+\s*[-–]\s*C\d+\b")
# A label said twice in a row: "Buchholz: Buchholz:", "Left out: Left out".
DOUBLED = re.compile(r"\b([A-Z][\w' -]{2,40}):\s+\1\b")


def apply(doc: dict, **operation) -> dict:
    return call("event_apply", event=doc, operation={"at": AT, **operation})["event"]


def chess_event() -> dict:
    doc = call("event_new", id="chess", name="Club open", rounds=5, mode="fide", created=AT)["event"]
    for k in range(9):
        doc = apply(doc, op="add_player", player={"name": f"Player {k + 1:02d}", "rating": 2200 - 10 * k})
    doc = apply(doc, op="update_settings", tiebreaks=["BH", "BH-C1", "SB"])
    doc = apply(doc, op="pair_next")
    for board, result in enumerate(["1-0", "0-1", "1/2-1/2", "1-0"], 1):
        doc = apply(doc, op="set_result", round=1, board=board, result=result)
    return apply(doc, op="pair_next")


def team_event() -> dict:
    doc = call("event_new", id="teams", name="Team league", system="team_swiss", rounds=5, created=AT)["event"]
    for t in range(4):
        doc = apply(doc, op="add_team", team={"name": f"Team {'ABCD'[t]}"},
                    new_players=[{"name": f"Player {'ABCD'[t]}{k}", "rating": 2000 - 10 * k - t, "club": ""}
                                 for k in range(1, 5)])
    doc = apply(doc, op="pair_next")
    for board in range(1, len(doc["rounds"][0]["boards"]) + 1):
        doc = apply(doc, op="set_result", round=1, board=board, result=("1-0", "1/2-1/2", "0-1")[board % 3])
    return doc


def magic_event() -> dict:
    doc = call("event_new", id="magic", name="Store championship", mode="magic", system="magic_swiss", rounds=3,
               created=AT)["event"]
    for name in ("Ada", "Ben", "Cleo", "Dev", "Emi", "Finn", "Gus", "Hana"):
        doc = apply(doc, op="add_player", player={"name": name})
    doc = apply(doc, op="pair_next")
    for board, games in enumerate([[2, 1, 0], [0, 2, 0], [2, 0, 0]], 1):
        doc = apply(doc, op="set_result", round=1, board=board, result="1-0" if games[0] > games[1] else "0-1",
                    games=games)
    return doc


def shown_text(page: Page) -> dict[str, str]:
    """What the open event's page shows (visible text only), view by view."""
    texts = {}
    nav = page.get_by_role("navigation", name="Views of this event")
    expect(nav.get_by_role("link", name="Round", exact=True)).to_be_visible()
    for view in VIEWS:
        link = nav.get_by_role("link", name=view, exact=True)
        if not link.is_visible():
            continue
        go_to(page, view)
        for summary in page.locator("section.view:not([hidden]) details:not([open]) > summary").all():
            if summary.is_visible():
                summary.click()
        texts[view] = page.locator("section.view:not([hidden])").inner_text()
    return texts


def faults(text: str) -> list[str]:
    return sorted({match.group(0) for pattern in (IDENTIFIER, PLAYER_ID, RULE_RANGE, DOUBLED)
                   for match in pattern.finditer(text)})


# A chess board's words, which an event without colours (Magic's matches) never shows.
CHESS_WORDS = re.compile(r"\b(?:[Bb]oards?|White|Black|white|black)\b")
TEAM_SHEETS = ["Team pairings", "Match cards"]


@pytest.mark.parametrize("make", [chess_event, team_event, magic_event], ids=["chess", "team", "magic"])
def test_every_view_of_an_event_is_in_a_directors_words(new_context, site, make):
    doc = make()
    page, seen = opened(new_context, site, doc)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    texts = shown_text(page)
    assert set(texts) >= {"Round", "Standings", "Settings"}, texts.keys()
    assert {view: faults(text) for view, text in texts.items() if faults(text)} == {}
    if make is magic_event:
        assert CHESS_WORDS.findall(texts["Round"]) == [], texts["Round"]
    go_to(page, "Share and files")
    offered = page.locator("#print-what option:not([hidden])").all_inner_texts()
    assert [sheet for sheet in TEAM_SHEETS if sheet in offered] == (TEAM_SHEETS if make is team_event else [])
    assert seen["errors"] == []


def test_the_words_check_finds_an_identifier_an_id_a_rule_range_and_a_doubled_label():
    """The check above fails on each fault the page once showed."""
    assert faults("Settings: team_swiss") == ["team_swiss"]
    assert faults("Player 9 (id 9) withdraws") == ["(id 9)"]
    assert faults("no pairing does better on C6-C21") == ["C6-C21"]
    assert faults("Left out: Left out in a merge: x") == ["Left out: Left out"]
    assert faults("Buchholz: Buchholz: 12") == ["Buchholz: Buchholz"]
    assert faults("Round 2 paired: 6 boards, bye to Ana. Buchholz: 12") == []


def test_a_team_refusal_names_the_team_in_words(new_context, site):
    # Team D has three players for four boards: pairing round 1 is refused, the team named as the director named it.
    doc = call("event_new", id="short", name="Short league", system="team_swiss", rounds=3, created=AT)["event"]
    for t in range(4):
        doc = apply(doc, op="add_team", team={"name": f"Team {'ABCD'[t]}"},
                    new_players=[{"name": f"Player {'ABCD'[t]}{k}", "rating": 2000 - 10 * k - t, "club": ""}
                                 for k in range(1, 5 if t < 3 else 4)])
    page, seen = opened(new_context, site, doc)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Round")
    page.get_by_role("button", name="Pair round 1").click()
    status = page.locator("#pair-status")
    expect(status).to_contain_text("Round 1 was not paired: Round 1: team Team D has 3 player(s) available")
    said = status.inner_text() + "\n" + page.locator("#event-message").inner_text()
    assert faults(said) == [], said
    assert seen["errors"] == []
