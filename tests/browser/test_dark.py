"""Dark colour scheme: with the system set to dark, the page is dark with readable text (WCAG AA contrast on
the panels, the pairing drop-downs and the standings); screenshots of the main screens in dark mode go to
test-artifacts/."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ARTIFACTS, contrast, create_event, go_to, luminance, open_page, paste_players

pytestmark = pytest.mark.browser

COLOURS = """(selector) => {
  const node = document.querySelector(selector);
  const style = getComputedStyle(node);
  let back = node, background = "rgba(0, 0, 0, 0)";
  // The colour behind the text is that of the nearest element that paints a background.
  while (back && (background === "rgba(0, 0, 0, 0)" || background === "transparent")) {
    background = getComputedStyle(back).backgroundColor;
    back = back.parentElement;
  }
  return [style.color, background];
}"""


def check_readable(page, selector: str) -> None:
    text, background = page.evaluate(COLOURS, selector)
    assert luminance(background) < 0.05, f"{selector}: background {background} is not dark"
    assert contrast(text, background) >= 4.5, f"{selector}: {text} on {background} is hard to read"


def shoot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    for width, label in ((390, "phone"), (1280, "laptop")):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=ARTIFACTS / f"dark-{name}-{label}.png", full_page=True)


def test_the_page_follows_a_dark_colour_scheme_with_readable_text(site, new_context):
    page = new_context(color_scheme="dark").new_page()
    open_page(page, site.url)
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    assert luminance(background) < 0.05, background
    check_readable(page, "#organiser-title")
    check_readable(page, "#new-name")
    shoot(page, "events")

    create_event(page, "Night Open", 3)
    paste_players(page, ["Anna Berg\t2150", "Carl Diaz\t1985", "Eva Fischer\t2210", "Gil Hart\t1840"])
    page.locator("#pair-button").click()
    for board in (1, 2):
        page.get_by_label(re.compile(f"^Result of round 1, board {board}:")).select_option("1-0")
    check_readable(page, "#event-title")
    check_readable(page, 'table.pairings[data-round="1"] td.white')
    check_readable(page, '[data-key="result-1-1"]')
    shoot(page, "event")
    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Standings after round 1")
    check_readable(page, "#standings-view td")


def test_the_light_scheme_stays_light(site, new_context):
    # The check above could pass if the page were always dark; a light system gets a light page.
    page = new_context(color_scheme="light").new_page()
    open_page(page, site.url)
    assert luminance(page.evaluate("getComputedStyle(document.documentElement).backgroundColor")) > 0.8
