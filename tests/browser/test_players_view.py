"""The players' view of a round: the round link on a 390 x 844 phone with no text drawn over other text (every
label and value compared box by box), "Find my name" on the round link, the read-only link and the hall screen
(board, colour, opponent and the opponent's points before the round, as the engine gives them), a team round's link
headed match by match by the scores the engine counts (and "Find my name" naming the player's match), and a
1,000-player round: the hall screen comes round to every name within three minutes, each page beside the QR code
of its run of names, and that code's link opens those players' boards on a phone. Screenshots go to
test-artifacts/players-*.png."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import ARTIFACTS, go_to, wait_for_engine
from tests.browser.share_helpers import call, opened, watch
from tests.helpers.played_events import big_event, team_event

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
SCREEN = {"width": 1920, "height": 1080}
CYCLE_SECONDS = 180
PAGE_SECONDS = 12

# Every line of text in the view, as drawn: its text and its box (a text node over two lines gives two boxes). Text
# clipped away for a screen reader only (the phone's hidden column headings) is not drawn.
TEXT_BOXES = """(root) => {
  const clipped = (node) => {
    for (let at = node.parentElement; at && at !== root; at = at.parentElement) {
      if (getComputedStyle(at).clipPath !== "none") return true;
    }
    return false;
  };
  const boxes = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || clipped(node)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      if (box.width > 0 && box.height > 0) {
        boxes.push({ text: node.textContent.trim(), left: box.left, right: box.right, top: box.top, bottom: box.bottom });
      }
    }
  }
  return boxes;
}"""


def overlaps(boxes: list[dict]) -> list[tuple[str, str]]:
    """Pairs of text boxes drawn over each other (by more than half a pixel both ways)."""
    found = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if (min(a["right"], b["right"]) - max(a["left"], b["left"]) > 0.5
                    and min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > 0.5):
                found.append((a["text"], b["text"]))
    return found


def points_text(tenths: int) -> str:
    whole, half = divmod(tenths, 10)
    return f"{whole if whole or not half else ''}{'½' if half else ''}"


def expected_seats(doc: dict) -> dict[str, list[str]]:
    """Every player of the last round by name: what "Find my name" says of them, from the engine's round view."""
    scores = {int(key): value for key, value in call("event_round_view", event=doc)["rounds"][-1]["scores"].items()}
    names = {p["id"]: p["name"] for p in doc["players"]}
    seats: dict[str, list[str]] = {}
    for number, board in enumerate(doc["rounds"][-1]["boards"], 1):
        for colour, me, them in (("White", board["white"], board["black"]), ("Black", board["black"], board["white"])):
            seats.setdefault(names[me], []).append(
                f"board {number}, {colour}, against {names[them]} ({points_text(scores.get(them, 0))})")
    return seats


def find(page: Page, box: str, name: str, doc: dict) -> None:
    """Type part of a name in the box: the player's seat is among the answers, and every answer holds the letters."""
    typed = name.split(",")[0][:4].lower()
    page.locator(box).fill(typed)
    answers = page.locator(box).locator("xpath=ancestor::div[contains(@class,'find-name')]").locator("ul.found li")
    expect(answers.first).to_be_visible()
    texts = answers.all_inner_texts()
    assert all(typed in text.lower() for text in texts), texts
    wanted = [f"{name} {seat}" for seat in expected_seats(doc)[name]]
    if len(texts) < 8:
        assert set(wanted) <= set(texts), (wanted, texts)


def round_link(page: Page, doc: dict) -> str:
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    field = page.locator("#share-round")
    # (made once the engine has given the round's points, which the link carries: a while on a busy machine)
    expect(field).to_be_visible(timeout=60_000)
    return field.input_value()


def on_a_phone(new_context, link: str):
    """The round link opened on a 390 x 844 phone: (the page, what it reports, the view)."""
    phone = new_context(viewport=PHONE).new_page()
    seen = watch(phone)
    phone.goto(link)
    view = phone.locator("#shared-view")
    expect(view.locator("table.pairings")).to_be_visible()
    return phone, seen, view


def drawn_cleanly(phone: Page, view, least: int) -> None:
    """At least `least` texts drawn, none over another and none beyond the screen's width."""
    boxes = view.evaluate(TEXT_BOXES)
    assert len(boxes) >= least
    assert overlaps(boxes) == []
    assert all(box["left"] >= 0 and box["right"] <= PHONE["width"] for box in boxes), \
        [box for box in boxes if box["left"] < 0 or box["right"] > PHONE["width"]]
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_the_round_link_on_a_phone_draws_no_text_over_text_and_finds_a_name(new_context, site):
    doc = big_event(30, 5, 3, last_open=True)
    page, _ = opened(new_context, site, doc)
    link = round_link(page, doc)

    phone, seen, view = on_a_phone(new_context, link)
    # Every board's number, both names with their colour marks and points, and the result are drawn.
    drawn_cleanly(phone, view, 15 * 6)
    # The colour marks sit beside the names they belong to, on the same line.
    first = view.locator("table.pairings tbody tr").first
    for mark, seat in (("W", "td.white-seat"), ("B", "td.black-seat")):
        expect(first.locator(f"{seat} .mark")).to_have_text(mark)
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=ARTIFACTS / "players-round-link-390.png", full_page=True)

    name = doc["players"][7]["name"]
    find(phone, "#shared-find", name, doc)
    assert overlaps(view.evaluate(TEXT_BOXES)) == []
    phone.screenshot(path=ARTIFACTS / "players-round-link-find-390.png")
    phone.locator("#shared-find").fill("zzqx")
    expect(view.get_by_role("status")).to_have_text("No player's name holds “zzqx”.")
    assert seen == {"dialogs": [], "errors": []}


def share_panel(new_context, site, players: int, played: int):
    """An event of `players` in round `played` of 9, its results to come, open on a 1920 x 1080 screen at its Share
    panel: (page, what it reports, the event)."""
    doc = big_event(players, 9, played, last_open=True)
    page, seen = opened(new_context, site, doc, viewport=SCREEN)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    return page, seen, doc


def test_find_my_name_on_the_read_only_link_and_the_hall_screen(new_context, site):
    page, seen, doc = share_panel(new_context, site, 30, 3)
    expect(page.locator("#share-view")).to_be_attached()
    view_link = page.locator("#share-view").input_value()
    page.get_by_role("button", name="Show the pairings on a hall screen").click()
    expect(page.locator("#hall-body table")).to_be_visible()
    name = doc["players"][3]["name"]
    find(page, "#hall-find", name, doc)
    # While a player reads, the pages hold; cleared, they turn again.
    expect(page.locator("#hall-body")).to_be_hidden()
    page.locator("#hall-find").fill("")
    expect(page.locator("#hall-body table")).to_be_visible()

    phone = new_context(viewport=PHONE).new_page()
    phone.goto(view_link)
    wait_for_engine(phone)
    expect(phone.locator("#shared-view table.pairings").first).to_be_visible()
    find(phone, "#shared-find", name, doc)
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert seen == {"dialogs": [], "errors": []}


@pytest.mark.slow
def test_a_thousand_player_round_comes_round_on_the_hall_screen_within_three_minutes(new_context, site):
    # The Share panel gives the round by name as one link per run of names, each with its QR code
    page, seen, doc = share_panel(new_context, site, 1000, 5)
    # (once the engine has given the round's points, which the links carry)
    expect(page.locator(".share-sections")).to_be_attached(timeout=120_000)
    runs = page.locator(".share-sections .share-block")
    assert runs.count() >= 2
    codes = {}
    for index in range(runs.count()):
        block = runs.nth(index)
        help_text = block.locator("p.note").first.text_content()
        run = re.fullmatch(r"Players from (.+) to (.+)\.", help_text)
        assert run, help_text
        codes[block.locator("svg path").get_attribute("d")] = (block.locator("input").input_value(), run.groups())
    assert len(codes) == runs.count()

    page.get_by_role("button", name="Show the pairings on a hall screen").click()
    counter = page.locator("#hall-page")
    expect(page.locator("#hall-link svg").first).to_be_visible(timeout=60_000)
    total = int(re.fullmatch(r"Page 1 of (\d+)", counter.inner_text()).group(1))
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "players-hall-1000-1920.png")
    assert total * PAGE_SECONDS <= CYCLE_SECONDS, f"{total} pages of {PAGE_SECONDS} s"

    seats = expected_seats(doc)
    shown: list[str] = []
    by_code: dict[str, list[str]] = {}
    for number in range(1, total + 1):
        expect(counter).to_have_text(f"Page {number} of {total}")
        names = page.locator("#hall-body tbody tr td:first-child").all_inner_texts()
        shown.extend(names)
        bottom = page.evaluate("Math.max(...[...document.querySelectorAll('#hall-view *')]"
                               ".map((node) => node.getBoundingClientRect().bottom))")
        assert bottom <= SCREEN["height"], f"page {number} runs below the screen ({bottom} px)"
        beside = [path.get_attribute("d") for path in page.locator("#hall-link svg path").all()]
        assert beside and all(code in codes for code in beside), f"page {number}: a QR code of none of the links"
        for code in beside:
            by_code.setdefault(code, []).extend(names)
        page.get_by_role("button", name="Next page").click()
    # Every player once; every run's code beside its names.
    assert sorted(shown) == sorted(name for name, seat in seats.items() for _ in seat)
    assert set(by_code) == set(codes)

    # A run's code opens its players' boards on a phone; each of its players is on a page that shows the code, and
    # "Find my name" gives their seat.
    code, names = list(by_code.items())[1]
    link, (first, last) = codes[code]
    run = shown[shown.index(first): len(shown) - shown[::-1].index(last)]
    assert len(run) >= 50 and set(run) <= set(names)
    phone = new_context(viewport=PHONE).new_page()
    phone.goto(link)
    view = phone.locator("#shared-view")
    expect(view.locator("table.pairings")).to_be_visible()
    listed = [item.split(": ")[0] for item in view.locator("ul.by-name li").all_inner_texts()]
    assert set(run) <= set(listed)
    find(phone, "#shared-find", run[len(run) // 2], doc)
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    phone.screenshot(path=ARTIFACTS / "players-round-link-1000-run-390.png")
    assert seen == {"dialogs": [], "errors": []}, seen


def tenths_text(value: int) -> str:
    return points_text(value) or "0"


def match_heads(doc: dict) -> list[str]:
    """The last round's matches as the round link heads them: the teams, then the engine's score (game points so
    far with the boards to play, or the result with match points; nothing before any result)."""
    names = {t["id"]: t["name"] for t in doc["teams"]["list"]}
    boards = doc["settings"]["options"]["boards"]
    heads = []
    for match in call("event_round_view", event=doc)["rounds"][-1]["matches"]:
        (a, b), left = match["score"], match["to_play"]
        score = f"{tenths_text(a)}-{tenths_text(b)}"
        if left == boards:
            text = ""
        elif left:
            text = f" · {score}, {left} board{'s' if left > 1 else ''} to play"
        else:
            x, y = match["match_points"]
            text = f" · {score} (match points {tenths_text(x)}-{tenths_text(y)})"
        first, second = (names[t] for t in match["teams"])
        heads.append(f"Match {match['match']}: {first} - {second}{text}")
    return heads


def test_a_team_rounds_link_on_a_phone_heads_each_match_with_its_score_and_finds_a_players_match(new_context, site):
    # Seven teams of four boards in round 2: match 1 done, match 2 under way, match 3 not begun, a team with the bye.
    doc = team_event(7, 4, 5, 2, entered=5)
    heads = match_heads(doc)
    assert "match points" in heads[0] and "3 boards to play" in heads[1] and "·" not in heads[2], heads
    page, _ = opened(new_context, site, doc)
    link = round_link(page, doc)

    phone, seen, view = on_a_phone(new_context, link)
    assert view.locator("table.pairings tr.match-head th").all_inner_texts()[:-1] == heads
    bye = next(t["name"] for t in doc["teams"]["list"] if t["id"] == doc["rounds"][-1]["teams"]["pab"])
    expect(view.locator("table.pairings tr.match-head").last).to_have_text(f"{bye}: bye")
    drawn_cleanly(phone, view, 12 * 6 + 4)
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=ARTIFACTS / "players-team-round-link-390.png", full_page=True)

    # A player of match 2 finds their board and their match.
    board = doc["rounds"][-1]["boards"][5]
    name = next(p["name"] for p in doc["players"] if p["id"] == board["black"])
    phone.locator("#shared-find").fill(name)
    match = heads[1].split(" · ")[0]
    expect(view.locator("ul.found li").filter(has_text=name).first).to_contain_text(f"board 6, Black, against")
    expect(view.locator("ul.found li").filter(has_text=name).first).to_contain_text(f"({match})")
    assert overlaps(view.evaluate(TEXT_BOXES)) == []
    assert seen == {"dialogs": [], "errors": []}
