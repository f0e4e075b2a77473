"""The players' view of a round at 30, 200 and 1,000 players: the round link's length, the links a round too large
for one QR code is given as (one per run of names) and their QR code versions, and the hall screen's cycle on a
1920 x 1080 screen (its pages times their 12 seconds). Each event is tests/helpers/played_events.py's big_event
(round 5 of 9 paired, its results to come), opened in headless Chromium as a director opens it; with --teams, a
team Swiss of that many teams (--boards a match, a reserve each: team_event, round 5 of 9 paired, half its boards'
results in) instead. Prints figures; asserts nothing about them. Run `python3 build.py` first.

  .venv/bin/python tools/bench_players_view.py [--sizes 30 200 1000] [--teams 40 --boards 4]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from tests.browser.helpers import Site, go_to, served_chromium, wait_for_engine  # noqa: E402
from tests.browser.share_helpers import seed  # noqa: E402
from tests.helpers.played_events import big_event, team_event  # noqa: E402

SCREEN = {"width": 1920, "height": 1080}
PAGE_SECONDS = 12  # app/view-hall.js


def measure(browser, site: Site, doc: dict) -> dict:
    context = browser.new_context(viewport=SCREEN)
    seed(context, doc)
    page = context.new_page()
    page.goto(site.url)
    wait_for_engine(page)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    # The round's link waits for the engine's round view (the points before the round).
    expect(page.locator("#share-round")).to_be_attached(timeout=300_000)
    link = page.locator("#share-round").input_value()
    runs = page.locator(".share-sections .share-block input")
    expect(page.locator('#share-panel .share-block[data-kind="round"]')).to_be_attached()
    sections = [runs.nth(i).input_value() for i in range(runs.count())]
    # The codes players scan: the runs' where the round is in runs of names, else the whole round's.
    codes = ".share-sections svg" if sections else '.share-block[data-kind="round"] svg'
    versions = page.locator(codes).evaluate_all("(codes) => codes.map((c) => Number(c.dataset.version))")
    page.get_by_role("button", name="Show the pairings on a hall screen").click()
    expect(page.locator("#hall-link svg").first).to_be_visible(timeout=120_000)
    pages = int(re.fullmatch(r"Page \d+ of (\d+)", page.locator("#hall-page").inner_text()).group(1))
    dense = page.locator("#hall-view").get_attribute("data-dense") is not None
    context.close()
    return {"players": len(doc["players"]), "link": len(link), "sections": sections, "versions": versions, "pages": pages,
            "dense": dense}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[30, 200, 1000])
    parser.add_argument("--teams", type=int, help="a team Swiss of this many teams instead")
    parser.add_argument("--boards", type=int, default=4, help="boards a match (with --teams)")
    args = parser.parse_args()
    events = ([team_event(args.teams, args.boards, 9, 5, entered=args.teams * args.boards // 4)] if args.teams
              else [big_event(size, 9, 5, last_open=True) for size in args.sizes])
    with served_chromium(build.find_chromium()) as (site, browser):
        print("| players | round link | QR codes (links per run of names) | QR versions | hall pages | hall cycle |")
        print("| --- | --- | --- | --- | --- | --- |")
        for doc in events:
            m = measure(browser, site, doc)
            size = m["players"]
            runs = (f"{len(m['sections'])}: {min(map(len, m['sections'])):,}-{max(map(len, m['sections'])):,} "
                    "characters" if m["sections"] else "1: the round link")
            cycle = m["pages"] * PAGE_SECONDS
            print(f"| {size:,} | {m['link']:,} characters | {runs} | {min(m['versions'])}-{max(m['versions'])} | "
                  f"{m['pages']}{' (names in columns)' if m['dense'] else ''} | {cycle // 60} min {cycle % 60:02d} s |",
                  flush=True)


if __name__ == "__main__":
    main()
