"""Storage: every change is in localStorage at once (a reload loses nothing, undo included), packed, with undo
as differences; full or refused storage is reported and the page keeps working with a download of the event;
storage already full when the page opens still lists, opens, downloads and deletes every stored event; events
of the earlier store (whole JSON, undo as whole copies) open unchanged; an unreadable stored event, or one saved
by a newer SwissPair, is kept aside and reported; a second tab sees the changes of the first."""

import json
import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from swisspair.document.names import VERSION
from tests.browser.helpers import (add_player, create_event, go_to, open_page, put_before_load, roster_rows,
                                   stored_event, stored_value, wait_for_engine)

pytestmark = pytest.mark.browser


def test_undo_survives_a_reload(site, page):
    open_page(page, site.url)
    create_event(page, "Reload Open", 3)
    add_player(page, "Anna Berg", "2150")
    add_player(page, "Carl Diaz", "1985")
    expect(page.locator("#roster-table caption")).to_have_text("2 players, by pairing number")
    page.reload()
    wait_for_engine(page)
    expect(page.locator("#event-title")).to_have_text("Reload Open")
    assert [row[1] for row in roster_rows(page)] == ["Anna Berg", "Carl Diaz"]
    undo = page.get_by_role("button", name=re.compile("^Undo"))
    expect(undo).to_have_text("Undo (2)")
    undo.click()
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    page.reload()
    wait_for_engine(page)
    assert [row[1] for row in roster_rows(page)] == ["Anna Berg"]
    stored = page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('swisspair:'))")
    # The event stored whole, its undo history, and the changes stored since (the players added, the undo).
    assert sorted(key.split(":")[2] for key in stored) == ["changes", "copy", "event", "index", "undo"]
    assert all(key.startswith("swisspair:v2:") for key in stored)
    assert [p["name"] for p in stored_event(page)["players"]] == ["Anna Berg"]


def test_a_change_still_being_stored_when_the_page_reloads_is_kept(new_context, site, dist):
    # The store's worker answers three seconds late, so the reload comes while the change is being stored.
    context = new_context(service_workers="block")
    source = (dist / "app" / "store.worker.js").read_text()
    late = ("const answer = self.postMessage.bind(self);"
            "self.postMessage = (message) => setTimeout(() => answer(message), 3000);\n")
    context.route("**/app/store.worker.js", lambda route: route.fulfill(
        body=late + source, headers={"content-type": "text/javascript"}))
    page = context.new_page()
    open_page(page, site.url)
    create_event(page, "Quick Reload Open", 3)
    add_player(page, "Anna Berg", "2150")
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    page.reload()
    wait_for_engine(page)
    expect(page.locator("#event-title")).to_have_text("Quick Reload Open")
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    assert [row[1] for row in roster_rows(page)] == ["Anna Berg"]
    expect(page.get_by_role("button", name=re.compile("^Undo"))).to_have_text("Undo (1)")
    page.get_by_role("button", name=re.compile("^Undo")).click()
    expect(page.locator("#roster-table")).to_contain_text("No players yet.")


def test_full_storage_is_reported_and_the_event_can_be_downloaded(new_context, site):
    context = new_context()
    context.add_init_script("""
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (key.startsWith("swisspair:v2:event:")) throw new DOMException("quota", "QuotaExceededError");
          return setItem.call(this, key, value);
        };""")
    page = context.new_page()
    open_page(page, site.url)
    create_event(page, "Full Disk Open", 3)
    problem = page.locator("#storage-problem")
    expect(problem).to_contain_text("The browser's storage for this site is full")
    add_player(page, "Anna Berg", "2150")  # the page keeps working in memory
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    with page.expect_download() as info:
        problem.get_by_role("button", name="Download the event").click()
    saved = json.loads(open(info.value.path(), encoding="utf-8").read())
    assert saved["name"] == "Full Disk Open"
    assert [p["name"] for p in saved["players"]] == ["Anna Berg"]


def test_refused_storage_is_reported_at_once(new_context, site):
    context = new_context()
    context.add_init_script("""
        Storage.prototype.setItem = function () { throw new DOMException("denied", "SecurityError"); };""")
    page = context.new_page()
    page.goto(site.url)
    expect(page.locator("#storage-problem")).to_contain_text("This browser does not let the page store anything")
    wait_for_engine(page)
    create_event(page, "Private Mode Open", 3)
    add_player(page, "Anna Berg", "2150")
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")


@pytest.mark.parametrize("version, text", [(1, "{not json"), (2, "e1.AAAAAAAAAAAAAAAA")],
                         ids=["earlier-store-json", "packed"])
def test_an_unreadable_stored_event_is_kept_aside(new_context, site, version, text):
    context = new_context()
    page = context.new_page()
    page.goto(site.url)
    page.evaluate("""([version, text]) => {
        localStorage.setItem(`swisspair:v${version}:index`, JSON.stringify({version, events: [
          {id: "broken", name: "Broken Open", created: null, modified: null, rounds: 5, played: 0, players: 3}]}));
        localStorage.setItem(`swisspair:v${version}:event:broken`, text);
    }""", [version, text])
    page.reload()
    wait_for_engine(page)
    page.get_by_role("button", name="Broken Open", exact=True).click()
    expect(page.locator("#org-message")).to_have_text("That event could not be read; it is kept aside, not deleted.")
    kept = page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('swisspair:unreadable:'))")
    assert len(kept) == 1
    assert page.evaluate(f"localStorage.getItem({json.dumps(kept[0])})") == text
    expect(page.locator("#event-list")).to_contain_text("No events yet")


def test_a_second_tab_sees_the_changes_of_the_first(new_context, site):
    context = new_context()
    first = context.new_page()
    open_page(first, site.url)
    create_event(first, "Two Tabs Open", 3)
    second = context.new_page()
    open_page(second, site.url)
    second.get_by_role("button", name="Two Tabs Open", exact=True).click()
    expect(second.locator("#roster-table")).to_contain_text("No players yet.")
    add_player(first, "Anna Berg", "2150")
    expect(second.locator("#roster-table")).to_contain_text("Anna Berg")
    expect(second.locator("#event-message")).to_have_text(
        "“Two Tabs Open” was changed in another tab; this tab now shows that change.")
    # and back: the first tab sees what the second does
    add_player(second, "Carl Diaz", "1985")
    expect(first.locator("#roster-table")).to_contain_text("Carl Diaz")


@pytest.mark.slow
def test_undo_keeps_the_last_fifty_actions(site, page):
    open_page(page, site.url)
    create_event(page, "Fifty-five", 3)
    for index in range(55):
        page.locator("#player-name").fill(f"Player {index + 1:02d}")
        page.locator("#player-rating").fill(str(1000 + index))
        page.locator("#player-rating").press("Enter")
    expect(page.locator("#roster-table caption")).to_have_text("55 players, by pairing number", timeout=30_000)
    undo = page.get_by_role("button", name=re.compile("^Undo"))
    expect(undo).to_have_text("Undo (50)")
    page.reload()
    wait_for_engine(page)
    expect(undo).to_have_text("Undo (50)")
    for left in range(49, -1, -1):
        undo.click()
        expect(undo).to_have_text(f"Undo ({left})" if left else "Undo")
    # The five oldest actions are beyond the limit: their players stay.
    assert [row[1] for row in roster_rows(page)] == [f"Player {n:02d}" for n in range(5, 0, -1)]
    expect(undo).to_be_disabled()


def event_of_version(version: int) -> dict:
    """An event built by the engine in CPython, as the page stores it, with the format version given."""
    def call(op, **args):
        answer = bridge.handle({"id": 1, "op": op, "args": args})
        assert answer["ok"], answer
        return answer["result"]["event"]

    doc = call("event_new", id="kept", name="Stored Open", rounds=3)
    for name, rating in (("Anna Berg", 2150), ("Nils Ortega", 1990)):
        doc = call("event_apply", event=doc,
                   operation={"op": "add_player", "player": {"name": name, "rating": rating, "club": ""}})
    doc["version"] = version
    return doc


def test_a_stored_event_of_the_current_format_version_loads_with_its_data(new_context, site):
    context = new_context()
    put_before_load(context, event_of_version(VERSION))
    page = context.new_page()
    open_page(page, site.url)
    page.get_by_role("button", name="Stored Open", exact=True).click()
    expect(page.locator("#event-title")).to_have_text("Stored Open")
    assert roster_rows(page)[0][1:3] == ["Anna Berg", "2150"]
    expect(page.locator("#roster-table caption")).to_have_text("2 players, by pairing number")
    expect(page.locator("#org-message")).not_to_contain_text("kept aside")


def test_an_event_of_format_version_1_is_upgraded_stored_and_the_director_told(new_context, site):
    doc = event_of_version(VERSION)
    del doc["settings"]["system"], doc["settings"]["options"]  # what version 1 stored
    doc["version"] = 1
    context = new_context()
    put_before_load(context, doc)
    page = context.new_page()
    open_page(page, site.url)
    expect(page.locator("#org-message")).to_have_text(
        f"“Stored Open” was saved by an earlier SwissPair (format version 1); it is upgraded to version {VERSION}, "
        "and its log says what changed.")
    expect(page.get_by_role("button", name="Stored Open", exact=True)).to_be_visible()
    stored = stored_value(page, "swisspair:v2:event:kept")
    assert stored["version"] == VERSION and stored["settings"]["system"] == "dutch"
    assert stored["log"][-1]["op"] == "upgrade"
    page.get_by_role("button", name="Stored Open", exact=True).click()
    expect(page.locator("#event-title")).to_have_text("Stored Open")
    assert roster_rows(page)[0][1:3] == ["Anna Berg", "2150"]


def test_an_event_saved_by_a_newer_swisspair_is_kept_aside_and_reported(new_context, site):
    doc = event_of_version(VERSION + 1)
    context = new_context()
    put_before_load(context, doc)
    page = context.new_page()
    open_page(page, site.url)
    expect(page.locator("#org-message")).to_contain_text(
        f"“Stored Open” cannot be opened here and is kept aside, not deleted: This event was saved by a newer "
        f"SwissPair (format version {VERSION + 1})")
    expect(page.locator("#event-list")).to_contain_text("No events yet")
    kept = page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('swisspair:unreadable:'))")
    event, undo = sorted(kept, key=lambda key: key.endswith(":undo"))
    assert len(kept) == 2 and undo == event + ":undo", kept
    assert stored_value(page, event) == doc


def test_a_stored_event_shows_the_engines_pairing_numbers(new_context, site):
    """C.04.2: after rating, the title orders players; the roster shows the numbers the engine gives."""
    doc = event_of_version(VERSION)
    for name, rating, title in (("Zoe Quist", 2150, "IM"), ("Kai Lund", 2150, "GM"), ("Abel Moss", 2150, "")):
        doc = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
            "op": "add_player", "player": {"name": name, "rating": rating, "title": title}}}})["result"]["event"]
    numbers = bridge.handle({"id": 1, "op": "event_round_view", "args": {"event": doc}})["result"]["numbers"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    context = new_context()
    put_before_load(context, doc)
    page = context.new_page()
    open_page(page, site.url)
    page.get_by_role("button", name="Stored Open", exact=True).click()
    expect(page.locator("#roster-table caption")).to_have_text("5 players, by pairing number")
    assert [row[:2] for row in roster_rows(page)] == sorted([str(n), names[pid]] for pid, n in numbers.items())
    assert [row[1] for row in roster_rows(page)][:4] == ["Kai Lund", "Zoe Quist", "Abel Moss", "Anna Berg"]


def put_old_format_before_load(context, doc: dict, undo: list[dict]) -> None:
    """An event as the earlier store kept it: the whole document as JSON, undo as whole copies."""
    index = {"version": 1, "events": [{"id": doc["id"], "name": doc["name"], "created": doc["created"],
                                       "modified": doc["modified"], "rounds": 3, "played": 0,
                                       "players": len(doc["players"])}]}
    context.add_init_script(f"""
        if (!sessionStorage.getItem("seeded")) {{
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem("swisspair:v1:index", {json.dumps(json.dumps(index))});
          localStorage.setItem("swisspair:v1:event:{doc['id']}", {json.dumps(json.dumps(doc))});
          localStorage.setItem("swisspair:v1:undo:{doc['id']}", {json.dumps(json.dumps(undo))});
        }}""")


def downloaded(page, button) -> dict:
    with page.expect_download() as info:
        button.click()
    return json.loads(open(info.value.path(), encoding="utf-8").read())


def test_an_event_stored_in_the_old_format_opens_unchanged_with_its_undo(new_context, site):
    def call(op, **args):
        answer = bridge.handle({"id": 1, "op": op, "args": args})
        assert answer["ok"], answer
        return answer["result"]["event"]

    versions = [call("event_new", id="old", name="Old Store Open", rounds=3)]
    for name, rating in (("Anna Berg", 2150), ("Nils Ortega", 1990), ("Zoe Quist", 1875)):
        versions.append(call("event_apply", event=versions[-1], operation={
            "op": "add_player", "player": {"name": name, "rating": rating, "club": "Hastings CC"}}))
    doc = versions[-1]
    undo = [{"label": f"Added {name}", "doc": before}
            for name, before in zip(("Anna Berg", "Nils Ortega", "Zoe Quist"), versions)]
    context = new_context()
    put_old_format_before_load(context, doc, undo)
    page = context.new_page()
    open_page(page, site.url)
    page.get_by_role("button", name="Old Store Open", exact=True).click()
    expect(page.locator("#roster-table caption")).to_have_text("3 players, by pairing number")
    go_to(page, "Share and files")
    assert downloaded(page, page.locator("#event-download")) == doc
    # Converted: the earlier store's keys are gone, the event is packed, its undo history differences (and the
    # download is noted as the last copy that left this browser).
    keys = page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('swisspair:')).sort()")
    assert keys == ["swisspair:copies", "swisspair:v2:copy", "swisspair:v2:event:old", "swisspair:v2:index", "swisspair:v2:undo:old"], keys
    assert stored_value(page, "swisspair:v2:event:old") == doc
    undo_button = page.get_by_role("button", name=re.compile("^Undo"))
    expect(undo_button).to_have_text("Undo (3)")
    undo_button.click()
    # The roster is drawn in its own view.
    go_to(page, "Players")
    expect(page.locator("#roster-table caption")).to_have_text("2 players, by pairing number")
    go_to(page, "Share and files")
    page.reload()
    wait_for_engine(page)
    expect(undo_button).to_have_text("Undo (2)")
    undo_button.click()
    expect(undo_button).to_have_text("Undo (1)")
    assert downloaded(page, page.locator("#event-download")) == versions[1]


FILL_TO_QUOTA = """() => {
  // Other data of this site fills the browser's storage to the last character.
  let n = 0;
  for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
    for (;;) {
      try { localStorage.setItem(`filler:${n}`, "x".repeat(size)); n += 1; } catch { break; }
    }
  }
  return n;
}"""


def test_storage_full_at_start_lists_opens_downloads_and_deletes_the_stored_events(site, page):
    open_page(page, site.url)
    create_event(page, "Full Spring Open", 3)
    add_player(page, "Anna Berg", "2150")
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    page.get_by_role("button", name="All events").click()
    create_event(page, "Full Autumn Open", 5)
    add_player(page, "Carl Diaz", "1985")
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    page.get_by_role("button", name="All events").click()
    expect(page.locator("#event-list")).to_contain_text("Full Spring Open")
    page.evaluate(FILL_TO_QUOTA)
    page.reload()
    wait_for_engine(page)
    problem = page.locator("#storage-problem")
    expect(problem).to_contain_text("The browser's storage for this site was already full when the page opened")
    expect(problem).to_contain_text("download the ones you want to keep as files, then delete events")
    rows = page.locator("#event-list tbody tr")
    expect(rows).to_have_count(2)
    for name in ("Full Spring Open", "Full Autumn Open"):
        row = rows.filter(has_text=name)
        expect(row).to_contain_text("KB")  # its size
        expect(row.get_by_role("cell").nth(4)).not_to_have_text("—")  # its last change
    spring = downloaded(page, page.get_by_role("button", name="Download Full Spring Open"))
    assert [p["name"] for p in spring["players"]] == ["Anna Berg"]
    # Opened, changed: the change cannot be stored, is kept in the tab and offered as a download.
    page.get_by_role("button", name="Full Autumn Open", exact=True).click()
    expect(page.locator("#event-title")).to_have_text("Full Autumn Open")
    assert [row[1] for row in roster_rows(page)] == ["Carl Diaz"]
    add_player(page, "Eva Fischer", "2210")
    expect(page.locator("#roster-table caption")).to_have_text("2 players, by pairing number")
    expect(problem).to_contain_text("The browser's storage for this site is full")
    autumn = downloaded(page, problem.get_by_role("button", name="Download the event"))
    assert [p["name"] for p in autumn["players"]] == ["Carl Diaz", "Eva Fischer"]
    page.get_by_role("button", name="All events").click()
    expect(problem.get_by_role("button", name="Download “Full Autumn Open” (changes not stored)")).to_be_visible()
    # Deleting one makes room: the change kept in the tab is stored; what is left is a warning.
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete Full Spring Open").click()
    expect(rows).to_have_count(1)
    expect(problem).to_have_text(re.compile("^The browser's storage for this site is nearly full"))
    expect(problem.get_by_role("button")).to_have_count(0)
    page.reload()
    wait_for_engine(page)
    page.get_by_role("button", name="Full Autumn Open", exact=True).click()
    expect(page.locator("#roster-table caption")).to_have_text("2 players, by pairing number")
    assert [row[1] for row in roster_rows(page)] == ["Eva Fischer", "Carl Diaz"]  # by rating
