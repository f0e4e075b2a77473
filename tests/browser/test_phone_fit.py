"""Every view, form and dialog fits a 390 x 844 phone: the new-event form with "More options" open for each kind of
event, each view of a running event with every fold open, the dialog of a change by hand, the hall screen and the
players' links. The page is never wider than the screen, no element's box runs past its right edge, and a tap on
the new-event form's fields and its button lands on them."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import ARTIFACTS, go_to, wait_for_engine
from tests.browser.share_helpers import seed
from tests.helpers.played_events import big_event

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
VIEWS = ["Round", "Players", "Standings", "Wall chart", "Share and files", "Settings"]

# Every element drawn (not hidden, not clipped away for a screen reader only) whose box runs past the screen's
# right edge, and the page's own width. A table or a code that scrolls inside its own box counts by that box.
WIDER = """() => {
  const drawn = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
  const clipped = (e) => {
    for (let at = e; at; at = at.parentElement) {
      if (getComputedStyle(at).clipPath !== "none") return true;
      const overflow = at.parentElement && getComputedStyle(at.parentElement).overflowX;
      if (overflow === "auto" || overflow === "scroll" || overflow === "hidden") return false;
    }
    return false;
  };
  const wide = [...document.querySelectorAll("body *")].filter((e) => drawn(e) && !clipped(e))
    .filter((e) => { const box = e.getBoundingClientRect(); return box.left < -0.5 || box.right > innerWidth + 0.5; })
    .map((e) => `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}${e.className && typeof e.className === "string"
      ? "." + e.className.trim().split(/\\s+/).join(".") : ""} ${Math.round(e.getBoundingClientRect().right)}`);
  return { page: document.documentElement.scrollWidth, wide: wide.slice(0, 10) };
}"""


def fits(page: Page, where: str) -> None:
    measured = page.evaluate(WIDER)
    assert measured["page"] <= PHONE["width"], f"{where}: the page is {measured['page']} px wide: {measured['wide']}"
    assert measured["wide"] == [], f"{where}: wider than the screen: {measured['wide']}"


def tap_lands_on(page: Page, selector: str) -> None:
    """A tap at the middle of the control lands on it (nothing else drawn over it, nothing pushed off the screen)."""
    control = page.locator(selector)
    control.scroll_into_view_if_needed()
    box = control.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert 0 <= x <= PHONE["width"], f"{selector} is off the screen at x = {x}"
    hit = page.evaluate("([x, y, selector]) => document.querySelector(selector).contains(document.elementFromPoint(x, y))",
                        [x, y, selector])
    assert hit, f"a tap on {selector} misses it"


def test_the_new_event_form_fits_a_phone_for_every_kind_of_event(new_context, site):
    page = new_context(viewport=PHONE).new_page()
    page.goto(site.url)
    wait_for_engine(page)
    page.get_by_text("More options").click()
    kinds = page.locator("#new-kind option").evaluate_all("(options) => options.map((o) => o.value)")
    assert len(kinds) >= 10
    for kind in kinds:
        page.locator("#new-kind").select_option(kind)
        fits(page, f"new event, {kind}")
        for selector in ("#new-name", "#new-kind", "#new-create"):
            tap_lands_on(page, selector)
        if page.locator("#new-rounds").is_visible():
            tap_lands_on(page, "#new-rounds")
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#new-kind").select_option("team_swiss:fide")
    page.screenshot(path=ARTIFACTS / "phone-fit-new-event-390.png", full_page=True)
    # The tap on "Number of rounds" types there, and "Create event" creates the event.
    page.locator("#new-kind").select_option("dutch:fide")
    page.locator("#new-name").fill("Phone Open")
    page.locator("#new-rounds").click()
    page.keyboard.press("Control+A")
    page.keyboard.type("7")
    expect(page.locator("#new-rounds")).to_have_value("7")
    page.locator("#new-create").click()
    expect(page.locator("#event-title")).to_have_text("Phone Open")


def test_every_view_and_dialog_of_a_running_event_fits_a_phone(new_context, site):
    doc = big_event(30, 5, 3, last_open=True)
    context = new_context(viewport=PHONE)
    seed(context, doc)
    page = context.new_page()
    page.goto(site.url)
    wait_for_engine(page)
    fits(page, "start page")
    page.get_by_role("button", name=doc["name"], exact=True).click()
    links = {}
    for view in VIEWS:
        go_to(page, view)
        if view == "Share and files":
            page.get_by_role("button", name="Share", exact=True).click()
            expect(page.locator("#share-round")).to_be_attached()
            links = {"round link": page.locator("#share-round").input_value(),
                     "read-only link": page.locator("#share-view").input_value()}
        page.evaluate("() => document.querySelectorAll('#event-view details').forEach((d) => { d.open = true; })")
        page.wait_for_timeout(100)  # an earlier round's table is built when its fold opens
        fits(page, view)

    # The dialog of a change by hand: two players swapped.
    go_to(page, "Round")
    boards = doc["rounds"][2]["boards"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    options = page.locator("#manual-swap-a option").all_inner_texts()
    page.locator("#manual-swap-a").select_option(label=next(o for o in options if names[boards[0]["white"]] in o))
    page.locator("#manual-swap-b").select_option(label=next(o for o in options if names[boards[1]["white"]] in o))
    page.get_by_role("button", name="Check the swap").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    fits(page, "the dialog of a change by hand")
    page.keyboard.press("Escape")

    go_to(page, "Share and files")
    page.get_by_role("button", name="Show the pairings on a hall screen").click()
    expect(page.locator("#hall-body table")).to_be_visible()
    fits(page, "hall screen")
    page.keyboard.press("Escape")

    for name, link in links.items():
        player = new_context(viewport=PHONE).new_page()
        player.goto(link)
        wait_for_engine(player)
        expect(player.locator("#shared-view table.pairings").first).to_be_visible()
        player.evaluate("() => document.querySelectorAll('#shared-view details').forEach((d) => { d.open = true; })")
        fits(player, name)
