"""The page speaks a director's language: walked through every view of a chess, a team and a Magic event, what is on
screen holds no identifier (a system's or setting's internal name, a player's id), no label said twice in a row
("Buchholz: Buchholz:"), no range of rule numbers ("C6-C21") and no rule number on its own ("C2"): a rule is said in
words, its number in a tooltip only."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import go_to
from tests.browser.print_helpers import COUNT_PRINTS, choose_and_print
from tests.browser.share_helpers import call, opened

pytestmark = pytest.mark.browser

VIEWS = ["Round", "Players", "Teams", "Standings", "Wall chart", "Share and files", "Settings"]
AT = "2026-12-02T09:00:00.000Z"
# An internal name: two or more lower-case words joined by "_" (team_swiss, magic_swiss, late_entry_points).
IDENTIFIER = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
PLAYER_ID = re.compile(r"\(id \d+\)")
RULE_RANGE = re.compile(r"\bC\d+\s*[-–]\s*C\d+\b")
# A criterion's number on its own ("C13"; a tie-break's modifier, "BH/C1", "BH-C1", is not one), or a section of the
# Magic Tournament Rules ("MTR 10.4").
RULE_NUMBER = re.compile(r"(?<![-/])\bC\d{1,2}\b(?!\s*[-–]\s*C\d)|\bMTR \d+(?:\.\d+)*")
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
                    new_players=[{"name": f"Player {k}{'ABCD'[t]}", "rating": 2000 - 10 * k - t, "club": ""}
                                 for k in range(1, 5)])
    doc = apply(doc, op="pair_next")
    for board in range(1, len(doc["rounds"][0]["boards"]) + 1):
        doc = apply(doc, op="set_result", round=1, board=board, result=("1-0", "1/2-1/2", "0-1")[board % 3])
    return doc


def explained_event() -> dict:
    """A Dutch round 3 whose bye passed over the two lowest-ranked players, each of whom already had one: the
    engine's note cites the criterion (C2) for each."""
    doc = call("event_new", id="explained", name="Evening rapid", rounds=5, mode="fide", created=AT)["event"]
    for k in range(7):
        doc = apply(doc, op="add_player", player={"name": f"Player {k + 1:02d}", "rating": 2200 - 10 * k})
    for r, results in enumerate([["1/2-1/2", "1/2-1/2", "1-0"], ["0-1", "1/2-1/2", "1/2-1/2"]], 1):
        doc = apply(doc, op="pair_next")
        for board, result in enumerate(results, 1):
            doc = apply(doc, op="set_result", round=r, board=board, result=result)
    doc = apply(doc, op="pair_next")
    assert "Player 07: C2: already had the pairing-allocated bye" in doc["rounds"][2]["notes"][0]["text"]
    return doc


def magic_event() -> dict:
    """Three Swiss rounds and a top 8, in its quarter-finals with two results still to come: the page counts the
    Swiss rounds alone and calls the top cut's rounds by their names."""
    doc = call("event_new", id="magic", name="Store championship", mode="magic", system="magic_swiss", rounds=3,
               options={"seed": 7, "top_cut": 8}, created=AT)["event"]
    for name in ("Ada", "Ben", "Cleo", "Dev", "Emi", "Finn", "Gus", "Hana", "Ivo"):
        doc = apply(doc, op="add_player", player={"name": name})
    for r in range(1, 5):
        doc = apply(doc, op="pair_next")
        for board in range(1, len(doc["rounds"][-1]["boards"]) + 1 - 2 * (r == 4)):
            doc = apply(doc, op="set_result", round=r, board=board, result="1-0", games=[2, 1, 0])
    return doc


def shown_text(page: Page) -> dict[str, str]:
    """What the open event's page shows (visible text only), view by view, and the line under its name; and what a
    screen reader reads of each view's controls (their aria-labels) as "<view> labels"."""
    texts = {}
    nav = page.get_by_role("navigation", name="Views of this event")
    expect(nav.get_by_role("link", name="Round", exact=True)).to_be_visible()
    for view in VIEWS:
        link = nav.get_by_role("link", name=view, exact=True)
        if not link.is_visible():
            continue
        go_to(page, view)
        if view == "Round":  # every event here has a round paired: its tables come with the engine's round view
            expect(page.locator("#round-view table.pairings").first).to_be_visible()
        # Every fold but a "Why" (where a rule's number may be read: the rules behind an answer).
        for summary in page.locator("section.view:not([hidden]) details:not([open]):not(.why) > summary").all():
            if summary.is_visible():
                summary.click()
        texts[view] = page.locator("section.view:not([hidden])").inner_text()
        texts[f"{view} labels"] = "\n".join(page.locator("section.view:not([hidden]) [aria-label]").evaluate_all(
            "(found) => found.map((e) => e.getAttribute('aria-label'))"))
    texts["Stage"] = page.locator("#event-stage").inner_text()
    return texts


def share_links(page: Page) -> dict[str, str]:
    """The open event's links for players: the current round's and the read-only one."""
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    panel = page.locator("#share-panel")
    expect(panel).to_have_attribute("data-state", "ready", timeout=60_000)
    return {"round": panel.locator("#share-round").input_value(), "view": panel.locator("#share-view").input_value()}


def players_view(new_context, link: str, typed: str) -> str:
    """What a player's phone shows of a link, every fold open, once `typed` is in "Find my name"."""
    phone = new_context(viewport={"width": 390, "height": 844}).new_page()
    phone.goto(link)
    view = phone.locator("#shared-view")
    expect(view.locator("table.pairings").first).to_be_visible(timeout=60_000)
    if view.locator("#shared-standings").count():  # the read-only link's standings come from the engine
        expect(view.locator("#shared-standings table").first).to_be_visible(timeout=60_000)
    for summary in view.locator("details:not([open]) > summary").all():
        if summary.is_visible():
            summary.click()
    view.locator("input[type=search]").fill(typed)
    expect(view.locator(".found li").first).to_be_visible()
    return view.inner_text()


def faults(text: str) -> list[str]:
    return sorted({match.group(0) for pattern in (IDENTIFIER, PLAYER_ID, RULE_RANGE, RULE_NUMBER, DOUBLED)
                   for match in pattern.finditer(text)})


# A chess board's words, which an event without colours (Magic's matches at their tables) never shows, nor does it
# count its top cut's rounds as more rounds of the Swiss ("Round 4 of 6": 3 Swiss rounds and a top 8).
CHESS_WORDS = re.compile(r"\b(?:[Bb]oards?|White|Black|white|black)\b|\bRounds? \d+ of 6\b|\bof 6 rounds\b")
TEAM_SHEETS = ["Team pairings", "Match cards"]


@pytest.mark.parametrize("make", [chess_event, explained_event, team_event, magic_event],
                         ids=["chess", "explained", "team", "magic"])
def test_every_view_of_an_event_is_in_a_directors_words(new_context, site, make):
    doc = make()
    page, seen = opened(new_context, site, doc)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    texts = shown_text(page)
    assert set(texts) >= {"Round", "Standings", "Settings"}, texts.keys()
    assert {view: faults(text) for view, text in texts.items() if faults(text)} == {}
    if make is explained_event:  # the rule in words, its number in a tooltip the keyboard reaches
        rule = page.locator("#round-view ul.notes abbr.rule").first
        go_to(page, "Round")
        expect(rule).to_have_text("no second bye, nor a bye after a win without playing")
        expect(rule).to_have_attribute("title", "FIDE criterion C2")
        rule.focus()
        expect(rule).to_be_focused()
    if make is magic_event:
        assert {view: CHESS_WORDS.findall(text) for view, text in texts.items() if CHESS_WORDS.findall(text)} == {}
        assert texts["Stage"].startswith("Quarter-finals · 2 results missing"), texts["Stage"]
        assert "Game score of the quarter-finals, table 3: games won by" in texts["Round labels"]
        assert "Game score of round 3, table 1: games won by" in texts["Round labels"]
        expect(page.locator("#manual-refused abbr.rule")).to_have_attribute("title", "MTR 10.4")
        assert "Quarter-finals date" in texts["Settings"] and "Swiss rounds" in texts["Settings"], texts["Settings"]
        # The hall screen too: its round by name, its tables' columns a player and an opponent.
        go_to(page, "Share and files")
        page.get_by_role("button", name="Show the pairings on a hall screen").click()
        expect(page.locator("#hall-round")).to_have_text("Quarter-finals")
        expect(page.locator("#hall-view").get_by_role("img", name="QR code of the link to the quarter-finals")
               ).to_be_visible(timeout=60_000)
        expect(page.locator("#hall-body thead")).to_have_text(re.compile(r"^Table\s*Player\s*Pts\s*Result\s*Pts\s*Opponent$"))
        hall = page.locator("#hall-view").inner_text()
        assert CHESS_WORDS.findall(hall) == [] and faults(hall) == [], hall
        page.keyboard.press("Escape")
        # And on paper: the pairings by name and the result slips of the quarter-finals.
        page.evaluate(COUNT_PRINTS)
        for view in ("name", "slips"):
            choose_and_print(page, view)
            printed = page.locator("#print-sheet").inner_text()
            assert CHESS_WORDS.findall(printed) == [] and "quarter-finals" in printed.lower(), printed
        # And on a player's phone: the round's link and the read-only link, "Find my name" included.
        links = share_links(page)
        round_text = players_view(new_context, links["round"], "Ada")
        assert re.match(r"Store championship\s+Quarter-finals: the pairings", round_text), round_text
        shared_text = players_view(new_context, links["view"], "Ada")
        assert "3 of 3 rounds played · Quarter-finals" in shared_text, shared_text
        for text in (round_text, shared_text):
            assert CHESS_WORDS.findall(text) == [] and faults(text) == [] and "Round 4" not in text, text
            assert re.search(r"^Ada table \d, against \w+ \(\d+\)$", text, re.M), text
    go_to(page, "Share and files")
    offered = page.locator("#print-what option:not([hidden])").all_inner_texts()
    assert [sheet for sheet in TEAM_SHEETS if sheet in offered] == (TEAM_SHEETS if make is team_event else [])
    assert seen["errors"] == []


def test_the_words_check_finds_an_identifier_an_id_a_rule_range_and_a_doubled_label():
    """The check above fails on each fault the page once showed."""
    assert faults("Settings: team_swiss") == ["team_swiss"]
    assert faults("Player 9 (id 9) withdraws") == ["(id 9)"]
    assert faults("no pairing does better on C6-C21") == ["C6-C21"]
    assert faults("Player 07: C2: already had the pairing-allocated bye") == ["C2"]
    assert faults("1 player(s) without their strong colour preference (C13)") == ["C13"]
    assert faults("Buchholz Cut-1 (BH/C1), BH-C1") == []
    assert faults("its matches follow the bracket seeded by the standings (MTR 10.4).") == ["MTR 10.4"]
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


# What app/rule-words.js makes of a text: [the text as read, the tooltips], in the given system's words.
RULE_TEXT = """async ([system, text]) => {
  const { ruleText } = await import("./app/rule-words.js");
  const box = document.createElement("p");
  box.append(...ruleText(system, text));
  return [box.textContent, [...box.querySelectorAll("abbr.rule")].map((rule) => rule.title)];
}"""


def test_a_rules_number_becomes_its_words_and_a_tiebreaks_modifier_stays(site, page):
    page.goto(site.url)
    said = lambda system, text: page.evaluate(RULE_TEXT, [system, text])  # noqa: E731
    assert said("dutch", "Player 07: C2: already had the bye") == [
        "Player 07: no second bye, nor a bye after a win without playing: already had the bye", ["FIDE criterion C2"]]
    assert said("dutch", "Rematch: A and B met in round 2 (C.04.1 b; C.04.3 C1).") == [
        "Rematch: A and B met in round 2 (C.04.1 b; no rematch).", ["FIDE C.04.3 C1"]]
    assert said("team_swiss", "§3.5 for C4-C5") == [
        "§3.5 for fewest upfloaters … the upfloaters' scores as high as possible, taken in ascending order",
        ["FIDE criteria C4-C5"]]
    assert said("magic_swiss", "follow the bracket (MTR 10.4).")[1] == ["MTR 10.4"]
    # A tie-break's modifier is no rule, nor is a number the system has no words for.
    assert said("dutch", "Tie-breaks: BH/C1, BH-C1, SB/C1") == ["Tie-breaks: BH/C1, BH-C1, SB/C1", []]
    assert said("round_robin", "C2: a rule of another system") == ["C2: a rule of another system", []]
