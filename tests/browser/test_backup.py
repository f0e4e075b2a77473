"""Copies outside this browser (app/backup.js, app/view-backup.js): after a complete round with no copy made since,
the page reminds the director and says when the last copy left; a backup folder gets the event written after every
change (the folder here is the page's own private file system, given where the browser would ask the director to
pick one: a headless browser shows no picker), the file opens the event again, and the folder is kept across a
reload; a browser whose storage was cleared says so at start."""

import json
import time

import pytest
from playwright.sync_api import Error as PlaywrightError, expect

from tests.browser.helpers import (create_event, enter_results, go_to, open_page, paste_players, screenshot,
                                   stored_event, wait_until_stored)

pytestmark = pytest.mark.browser

PLAYERS = ["Anna 2100", "Ben 2000", "Cleo 1900", "Dan 1800"]

# The folder the director "picks": the origin's private file system, a real directory handle the page writes to.
PRIVATE_FOLDER = """
  window.showDirectoryPicker = async () => {
    const root = await navigator.storage.getDirectory();
    return root.getDirectoryHandle("Club backups", { create: true });
  };
"""

READ_FOLDER = """async () => {
  const root = await navigator.storage.getDirectory();
  const folder = await root.getDirectoryHandle("Club backups");
  const files = {};
  for await (const [name, handle] of folder.entries()) files[name] = await (await handle.getFile()).text();
  return files;
}"""


def wait_for_file(page, holds):
    """Wait until the folder's one file holds an event for which `holds(doc)` is true (written a moment after the
    last change)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            files = page.evaluate(READ_FOLDER)
        except PlaywrightError as error:
            # The page was writing (or replacing) the file at that moment: it is read again below.
            if "NotReadableError" not in error.message and "NotFoundError" not in error.message:
                raise
            files = {}
        if len(files) == 1 and holds(json.loads(next(iter(files.values())))):
            return
        assert time.monotonic() < deadline, f"the folder holds {list(files)}"
        page.wait_for_timeout(100)


def play_round(page, number):
    go_to(page, "Round")
    page.get_by_role("button", name=f"Pair round {number}").click()
    expect(page.locator("#pair-status")).to_contain_text(f"Round {number} is paired.")
    enter_results(page, {1: "1-0", 2: "1/2-1/2"}, number)


def test_a_complete_round_with_no_copy_made_brings_a_reminder_until_the_event_is_downloaded(site, page):
    open_page(page, site.url)
    create_event(page, "Club night", 3)
    go_to(page, "Players")
    paste_players(page, PLAYERS)
    reminder = page.get_by_role("region", name="Keep a copy")
    play_round(page, 1)
    expect(reminder).to_contain_text("Round 1 done: no copy of the event outside this browser yet.")
    screenshot(page, "copy-reminder")
    with page.expect_download() as info:
        reminder.get_by_role("button", name="Download a copy").click()
    doc = json.loads(open(info.value.path(), encoding="utf-8").read())
    assert doc["id"] == stored_event(page)["id"] and len(doc["rounds"]) == 1
    expect(reminder).to_be_hidden()
    go_to(page, "Share and files")
    expect(page.locator("#last-copy")).to_contain_text("The last copy of this event left this browser")
    expect(page.locator("#last-copy")).to_contain_text(": downloaded.")
    # The next round brings it back, and "Not now" puts it away until the round after.
    play_round(page, 2)
    expect(reminder).to_contain_text("Round 2 done: no copy of the event outside this browser since")
    reminder.get_by_role("button", name="Not now").click()
    expect(reminder).to_be_hidden()


def test_every_change_is_written_to_the_backup_folder_as_a_file_that_opens_the_event(site, new_context):
    context = new_context(accept_downloads=True)
    context.add_init_script(PRIVATE_FOLDER)
    page = context.new_page()
    open_page(page, site.url)
    create_event(page, "Club night", 3)
    go_to(page, "Players")
    paste_players(page, PLAYERS)
    go_to(page, "Share and files")
    page.get_by_role("button", name="Choose a backup folder…").click()
    panel = page.locator("#backup-panel")
    expect(panel).to_contain_text("Every change is written to the folder “Club backups”")
    expect(panel).to_contain_text("Last written")
    play_round(page, 1)
    wait_until_stored(page)
    stored = stored_event(page)
    # The file holds the event as stored, results included.
    wait_for_file(page, lambda doc: len(doc["rounds"]) == 1 and all(b["result"] for b in doc["rounds"][0]["boards"]))
    files = page.evaluate(READ_FOLDER)
    assert list(files) == [f"Club_night-{stored['id']}.swisspair.json"]
    assert json.loads(files[list(files)[0]]) == stored
    # No reminder while the folder keeps the copies.
    expect(page.get_by_role("region", name="Keep a copy")).to_be_hidden()
    go_to(page, "Share and files")
    expect(page.locator("#last-copy")).to_contain_text("written to the backup folder")

    # Reloaded, the folder is still chosen and the next change is written too.
    page.reload()
    go_to(page, "Share and files")
    expect(panel).to_contain_text("Every change is written to the folder “Club backups”")
    go_to(page, "Round")
    page.get_by_role("button", name="Pair round 2").click()
    expect(page.locator("#pair-status")).to_contain_text("Round 2 is paired.")
    wait_for_file(page, lambda doc: len(doc["rounds"]) == 2)
    screenshot(page, "backup-folder")

    # The file opens the event in a browser that has nothing: another profile, from the list of events.
    name, text = next(iter(page.evaluate(READ_FOLDER).items()))
    other = new_context().new_page()
    open_page(other, site.url)
    other.locator("#open-file").set_input_files(files=[{"name": name, "mimeType": "application/json",
                                                       "buffer": text.encode("utf-8")}])
    expect(other.locator("#event-title")).to_have_text("Club night")
    assert len(stored_event(other)["rounds"]) == 2

    # Stopped, nothing more is written.
    go_to(page, "Share and files")
    page.get_by_role("button", name="Stop writing to the folder").click()
    expect(page.get_by_role("button", name="Choose a backup folder…")).to_be_visible()


def test_a_browser_whose_storage_was_cleared_says_so_at_start(site, page):
    open_page(page, site.url)
    create_event(page, "Spring open", 5)
    wait_until_stored(page)
    page.get_by_role("button", name="All events").click()
    expect(page.locator("#event-list")).to_contain_text("Spring open")
    page.wait_for_timeout(300)  # the list of events held is kept in IndexedDB a moment after it changes
    # The browser clears the site's stored events (as Safari does after seven days without a visit, or a
    # "clear site data" that kept the databases).
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    page.reload()
    expect(page.get_by_role("alert").filter(has_text="storage for SwissPair was cleared")).to_have_text(
        "This browser's storage for SwissPair was cleared: the event it held (“Spring open”) is no longer here. "
        "Open it again from your backup folder, a downloaded copy or a co-organiser's link.")


# A browser that answers the request for persistent storage as `answer`, counting the requests.
PERSIST_ANSWER = """(answer) => {
  window.__persistAsked = 0;
  let granted = false;
  navigator.storage.persisted = async () => granted;
  navigator.storage.persist = async () => { window.__persistAsked += 1; granted = answer; return answer; };
}"""


@pytest.mark.parametrize("answer, said", [
    (True, "This browser keeps SwissPair's storage: it will not clear it to make room on the disk."),
    (False, "This browser may clear SwissPair's storage when the disk runs low (Safari after weeks without a visit): "
            "keep a copy outside it."),
])
def test_the_page_asks_once_for_storage_the_browser_will_not_clear_and_says_what_it_got(site, page, answer, said):
    page.add_init_script(f"({PERSIST_ANSWER})({json.dumps(answer)})")
    open_page(page, site.url)
    assert page.evaluate("window.__persistAsked") == 0  # nothing held yet: nothing asked
    create_event(page, "Club night", 3)
    wait_until_stored(page)
    go_to(page, "Players")
    paste_players(page, PLAYERS)
    go_to(page, "Share and files")
    expect(page.locator("#storage-kept")).to_have_text(said)
    assert page.evaluate("window.__persistAsked") == 1


def test_the_storage_line_says_what_chromium_itself_answers(site, page):
    open_page(page, site.url)
    create_event(page, "Club night", 3)
    wait_until_stored(page)
    go_to(page, "Share and files")
    expect(page.locator("#storage-kept")).to_be_visible()
    kept = page.evaluate("navigator.storage.persisted()")
    expect(page.locator("#storage-kept")).to_contain_text("keeps SwissPair's storage" if kept else "may clear")
