"""The printed pairings of a round too large for one QR code a phone reads: the round is given as one link per run of
names (app/round-qr.js), and the pairings by name print each run's code beside its names (the pairings by board all
of them under the boards), each code's link holding exactly the players of its run. Events of 200 and 1,000 players,
round 5 of 9 (tests/helpers/played_events.py's big_event). Screenshots: test-artifacts/print-runs-*.png."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import ARTIFACTS, wait_for_engine
from tests.browser.print_helpers import COUNT_PRINTS, check_on_paper, choose_and_print
from tests.browser.share_helpers import seed
from tests.helpers.played_events import big_event

pytestmark = pytest.mark.browser

# The names of the players a run's link holds, as a phone opening it reads them.
DECODED = """async (link) => {
  const { decodeRound, seatsByName } = await import("./app/round-link.js");
  const fragment = new URL(link).hash.slice(1);
  if (!fragment.startsWith("r2.")) return null;
  return seatsByName(await decodeRound(fragment.slice(3), 2)).map((seat) => seat.name);
}"""

# Per run: its code's link and the names printed in its rows (those who play or have the bye: the players not in
# the round sit in the run of the names before theirs, and no link holds them).
RUNS = """(sheet) => {
  const runs = [];
  for (const row of sheet.querySelectorAll("tbody tr")) {
    const figure = row.querySelector("td.run figure");
    if (figure) {
      runs.push({ link: figure.dataset.link, first: figure.dataset.first, last: figure.dataset.last,
        svg: figure.querySelectorAll("svg").length, names: [] });
    }
    const cells = row.querySelectorAll("td");
    const seated = cells[3].textContent !== "" || cells[5].textContent.startsWith("bye");
    if (seated) runs[runs.length - 1].names.push(cells[0].textContent);
  }
  return runs;
}"""


def opened(new_context, site, players: int) -> Page:
    doc = big_event(players, 9, 5, last_open=True)
    context = new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(COUNT_PRINTS)
    seed(context, doc)
    page = context.new_page()
    page.goto(site.url)
    wait_for_engine(page)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    return page


# A printed code is read up close, so the pairings by board take the whole round's link while one code holds it
# (version 40: 200 players); a phone held up to the hall screen reads up to version 30, so the runs start sooner.
# The 1,000-player sheets make 13 codes (half a minute of CI's two cores): the run of every test takes them.
@pytest.mark.parametrize("players, runs, whole",
                         [(200, 2, True), pytest.param(1000, 13, False, marks=pytest.mark.slow)])
def test_a_large_rounds_printed_pairings_carry_each_runs_code_beside_its_names(new_context, site, players, runs, whole):
    page = opened(new_context, site, players)
    # The runs' links are made when first asked for: 13 of them take some seconds at 1,000 players.
    choose_and_print(page, "name", timeout=120_000)
    sheet = page.locator('#print-sheet .sheet[data-view="name"]')
    expect(sheet.locator("td.run figure")).to_have_count(runs)
    found = sheet.locator("table").evaluate(RUNS)
    assert len(found) == runs and all(run["svg"] == 1 for run in found), found
    # Each link holds every player of its run (with the opponents of those players, to show each their board), and
    # its run is the names from the first to the last beside the code.
    for run in found:
        assert set(run["names"]) <= set(page.evaluate(DECODED, run["link"])), run["link"][:60]
        assert [run["first"], run["last"]] == [run["names"][0], run["names"][-1]]
    if players == 200:
        check_on_paper(page, f"runs-{players}")  # within A4 and Letter, black on white, printed to PDF
    else:
        page.emulate_media(media="print")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=ARTIFACTS / f"print-runs-{players}.png")
        page.emulate_media(media="screen")

    # The pairings by board: the whole round's code where one holds it, else the same codes as by name, together.
    choose_and_print(page, "board", timeout=120_000)
    board_sheet = page.locator('#print-sheet .sheet[data-view="board"]')
    if whole:
        expect(board_sheet.locator("figure.sheet-qr svg")).to_have_count(1)
        expect(board_sheet.locator(".sheet-runs")).to_have_count(0)
        return
    expect(board_sheet.locator(".sheet-runs figure")).to_have_count(runs)
    assert board_sheet.locator(".sheet-runs figure").evaluate_all("(fs) => fs.map((f) => f.dataset.link)") \
        == [run["link"] for run in found]
