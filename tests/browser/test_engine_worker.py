"""The engine's worker cannot hang the page or lose the event: a long pairing shows how far it is and can be
cancelled; a worker that stops answering or dies is restarted; each time the director is told what happened,
what is stored is exactly what was stored before, results entered meanwhile are applied, and the next request
works without a reload."""

import re
import time

import pytest
from playwright.sync_api import Page, expect

from swisspair.generate import GeneratorSettings, generate_tournament
from swisspair.trf import format_trf
from tests.browser.helpers import ENGINE_TIMEOUT_MS, bring_due, holding_timers, open_page, wait_until_stored

pytestmark = pytest.mark.browser

STORED = ("JSON.stringify(Object.keys(localStorage).filter((key) => key.startsWith('swisspair:')).sort()"
          ".map((key) => [key, localStorage.getItem(key)]))")
PAIRING_MS = 180_000  # far beyond the 1,000-player pairing on a loaded machine; only a hung page reaches it


def stored(page) -> str:
    """Every stored key and value, once the page has written the event and all its changes (the store writes in
    the background)."""
    for _ in range(600):
        wait_until_stored(page, timeout_s=PAIRING_MS / 1000)
        if page.evaluate("Object.keys(localStorage).some((key) => key.startsWith('swisspair:v2:event:'))"):
            break
        page.wait_for_timeout(50)
    return page.evaluate(STORED)


def trf(players: int, played: int) -> bytes:
    settings = GeneratorSettings(players=players, completed_rounds=played, total_rounds=9, seed=5)
    return format_trf(generate_tournament(settings)).encode()


def import_event(page: Page, data: bytes) -> None:
    """Open a TRF file as a director does and create the event from its preview."""
    page.locator("#open-file").set_input_files({"name": "open.trf", "mimeType": "text/plain", "buffer": data})
    page.locator("#open-file-result").get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-title")).to_be_visible(timeout=PAIRING_MS)


def result_of(page: Page, round_number: int, board: int):
    return page.get_by_label(re.compile(rf"^Result of round {round_number}, board {board}:"))


def correct_while_busy(page: Page, round_number: int) -> str:
    """Change the first board's result of the latest round (while the next is being paired); the value chosen."""
    select = result_of(page, round_number, 1)
    new = "0-1" if select.input_value() == "1-0" else "1-0"
    select.select_option(new)
    return new


def round_caption(page: Page, round_number: int):
    return page.locator(f'table.pairings[data-round="{round_number}"] caption')


def test_a_long_pairing_shows_its_progress_and_cancel_changes_nothing_and_the_next_pairing_works(site, page):
    # At this size the page still blocks its main thread for seconds while it renders (the roster, the wall chart):
    # every wait here allows for that, since what is tested is what it shows, not how fast.
    page.set_default_timeout(PAIRING_MS)
    slow = {"timeout": PAIRING_MS}
    open_page(page, site.url)
    import_event(page, trf(1000, 4))
    before = stored(page)

    page.get_by_role("button", name="Pair round 5").click()
    bar = page.get_by_role("region", name="The engine at work")
    # Shown after half a second: what the engine does, how far it is, a running clock.
    expect(bar.get_by_role("status")).to_have_text(
        re.compile(r"^Pairing round 5: [\d,]+ of 1,000 players paired · \d+\.\d s$"), **slow)
    clock = bar.get_by_role("status").inner_text()
    expect(bar.get_by_role("status")).not_to_have_text(clock, **slow)
    bar.get_by_role("button", name="Cancel").click()
    expect(page.locator("#event-message")).to_have_text(
        "Cancelled: the engine was stopped while pairing round 5 and restarted; the event is as it was before you "
        "pressed Pair.", **slow)
    assert stored(page) == before
    expect(round_caption(page, 5)).to_have_count(0, **slow)

    # The next request waits for the new engine, shows its progress and works.
    page.get_by_role("button", name="Pair round 5").click()
    expect(bar.get_by_role("status")).to_contain_text("players paired", **slow)
    expect(round_caption(page, 5)).to_have_text(re.compile(r"^Round 5: 500 boards, 0 of 500 results$"), **slow)
    expect(bar).to_be_hidden(**slow)
    assert stored(page) != before


def serve_worker_once(context, injected: str) -> None:
    """The first engine worker the page starts runs `injected` before its own code; a restarted one is the real
    worker, as the site serves it."""
    served = []

    def handle(route):
        if served:
            route.continue_()
            return
        served.append(route.request.url)
        original = route.fetch().text()
        route.fulfill(body=injected + original, content_type="text/javascript")

    context.route("**/app/engine.worker.js", handle)


# Runs for a pairing, before the worker's own handler (the request names the event the engine holds by its key, so
# the worker sees only that it pairs).
ON_PAIRING = """self.addEventListener("message", (event) => {
  const data = event.data;
  const request = data?.type === "request" ? JSON.parse(data.text) : null;
  if (request?.op === "event_apply" && request.args.operation.op === "pair_next") { %s }
});
"""


def event_with_broken_worker(new_context, site, when_pairing: str) -> tuple[Page, str]:
    """A page whose first worker runs `when_pairing` when asked to pair round 3 of a 20-player event it has open;
    the page and what it stores."""
    context = new_context(service_workers="block")
    serve_worker_once(context, ON_PAIRING % when_pairing)
    page = context.new_page()
    open_page(page, site.url)
    import_event(page, trf(20, 2))
    return page, stored(page)


def time_limit_reached(page: Page, limit_ms: int) -> None:
    """The time limit of the request running now comes: its timer, the one the page has pending with this delay,
    is due at once (the request is sent when the page's earlier work is done, so it may take a moment to start)."""
    deadline = time.monotonic() + ENGINE_TIMEOUT_MS / 1000
    while (due := bring_due(page, limit_ms)) == 0:
        assert time.monotonic() < deadline, f"no request with a time limit of {limit_ms} ms was running"
        page.wait_for_timeout(50)
    assert due == 1


# A worker caught in a loop, and one that closes itself without a word before its own handler sees the request (no
# error event reaches the page): both are known only by their silence, which the request's time limit ends.
@pytest.mark.parametrize("silence", ["for (;;) {}", "event.stopImmediatePropagation(); self.close();"],
                         ids=["hangs", "vanishes"])
def test_a_worker_that_stops_answering_is_restarted_and_a_result_entered_meanwhile_is_applied(new_context, site,
                                                                                                silence):
    page, before = event_with_broken_worker(holding_timers(new_context), site, silence)

    page.get_by_role("button", name="Pair round 3").click()
    corrected = correct_while_busy(page, 2)
    # 20 players, 2 rounds: 8 s for the request, 15 s more for a pairing. The pairing's own 23-second timer is
    # brought due once the correction waits behind it, instead of waiting the 23 s out.
    time_limit_reached(page, 23_000)
    # Said until dismissed, since the result that waited is then entered at once and its message replaces the
    # page's.
    bar = page.get_by_role("region", name="The engine at work")
    expect(bar.get_by_role("alert")).to_have_text("The engine took longer than 23 s while pairing round 3 and "
                                                  "was restarted. Nothing it was doing was stored.", timeout=60_000)
    expect(page.locator("#event-message")).to_contain_text("Round 2, board 1", timeout=ENGINE_TIMEOUT_MS)
    bar.get_by_role("button", name="Dismiss").click()
    expect(bar).to_be_hidden()
    assert stored(page) != before
    expect(round_caption(page, 3)).to_have_count(0)
    page.reload()
    expect(result_of(page, 2, 1)).to_have_value(corrected, timeout=ENGINE_TIMEOUT_MS)
    page.get_by_role("button", name="Pair round 3").click()
    expect(round_caption(page, 3)).to_have_text(re.compile(r"^Round 3: 10 boards, 0 of 10 results$"),
                                                timeout=ENGINE_TIMEOUT_MS)


def test_a_worker_that_dies_mid_pairing_is_restarted_and_the_event_is_as_it_was(new_context, site):
    page, before = event_with_broken_worker(new_context, site, 'throw new Error("the worker broke");')

    page.get_by_role("button", name="Pair round 3").click()
    expect(page.locator("#event-message")).to_have_text(re.compile(
        r"^The engine stopped while pairing round 3 \(.*the worker broke\) and was restarted; the event is as it "
        r"was before you pressed Pair\.$"))
    assert stored(page) == before
    expect(round_caption(page, 3)).to_have_count(0)
    page.get_by_role("button", name="Pair round 3").click()
    expect(round_caption(page, 3)).to_have_text(re.compile(r"^Round 3: 10 boards, 0 of 10 results$"),
                                                timeout=ENGINE_TIMEOUT_MS)
    assert stored(page) != before
