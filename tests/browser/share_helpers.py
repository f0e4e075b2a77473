"""What the share-link tests share: events stored in a browser before its page loads, a fresh browser opened on
them with what it reports watched, the links the page makes, and two organisers' copies of one event."""

import json

from playwright.sync_api import Page, expect

from swisspair import bridge
from swisspair.event.sections import all_players, section_view
from tests.browser.helpers import given_copy_id, go_to, name_copy, wait_for_engine

EVENT_KEYS = "Object.keys(localStorage).filter((key) => key.startsWith('swisspair:')).sort()"
SNAPSHOT = f"JSON.stringify({EVENT_KEYS}.map((key) => [key, localStorage.getItem(key)]))"


def call(op: str, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def seed(context, *docs: dict) -> None:
    """Events stored in the browser before the page loads, as the page stores them (once per context); an event of
    sections is listed by its first section's rounds."""
    entries = [{"id": d["id"], "name": d["name"], "created": d["created"], "modified": d["modified"],
                "rounds": first["settings"]["rounds"], "players": len(all_players(d)),
                "played": sum(all(b["result"] is not None for b in r["boards"]) for r in first["rounds"])}
               for d in docs for first in [section_view(d)]]
    stores = "".join(f"localStorage.setItem({json.dumps('swisspair:v1:event:' + d['id'])}, {json.dumps(json.dumps(d))});"
                     for d in docs)
    context.add_init_script(f"""
        if (!localStorage.getItem("seeded")) {{
          localStorage.setItem("seeded", "1");
          localStorage.setItem("swisspair:v1:index", {json.dumps(json.dumps({"version": 1, "events": entries}))});
          {stores}
        }}""")


def opened(new_context, site, *docs: dict, copy_id: str | None = None, confirm: bool = False,
           **options) -> tuple[Page, dict]:
    """A fresh browser holding these events (and, when given, this copy id), the page loaded and its engine ready;
    what it reports is watched (dialogs answered yes when `confirm`)."""
    context = new_context(**options)
    seed(context, *docs)
    if copy_id is not None:
        given_copy_id(context, copy_id)
    page = context.new_page()
    seen = watch(page, confirm)
    page.goto(site.url)
    wait_for_engine(page)
    return page, seen


def received(new_context, site, link: str, name: str) -> tuple[Page, dict]:
    """A fresh browser, its engine ready, that opened a record link (the engine makes the event again) and keeps the
    event it holds, named `name`; what it reports is watched."""
    page = new_context().new_page()
    seen = watch(page)
    page.goto(site.url)
    wait_for_engine(page)
    page.goto(link)
    expect(page.locator("#event-title")).to_have_text(name, timeout=60_000)
    expect(page.locator("#event-message")).to_contain_text("it is now kept in this browser")
    return page, seen


def watch(page: Page, confirm: bool = False) -> dict:
    """Record dialogs (an injected alert would open one; dismissed, or answered yes when `confirm`, as a director
    confirms what they asked for) and console errors."""
    seen = {"dialogs": [], "errors": []}
    page.on("dialog", lambda dialog: (seen["dialogs"].append(dialog.message),
                                      dialog.accept() if confirm else dialog.dismiss()))
    page.on("console", lambda message: message.type == "error" and seen["errors"].append(message.text))
    page.on("pageerror", lambda error: seen["errors"].append(str(error)))
    return seen


def encode(page: Page, doc: dict, read_only: bool = False) -> str:
    """The fragment the page's own codec makes for a document."""
    return page.evaluate("""async ([text, readOnly]) => {
        const share = await import("./app/share.js");
        return share.encodeEvent(JSON.parse(text), { readOnly });
    }""", [json.dumps(doc), read_only])


def links_of(page: Page) -> dict:
    """Open the event's Share panel and read both links."""
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    panel = page.locator("#share-panel")
    expect(panel).to_have_attribute("data-state", "ready")
    return {"edit": panel.locator("#share-edit").input_value(), "view": panel.locator("#share-view").input_value()}


def no_markup(page: Page) -> None:
    expect(page.locator("main img")).to_have_count(0)


SEED = "seed-laptop"


def club_open() -> dict:
    """Twelve players and round 1 paired, as the first organiser's page made them."""
    doc = call("event_new", id="club-open", name="Club open", rounds=5, mode="fide",
               created="2026-12-02T09:00:00.000Z")["event"]
    for k in range(12):
        doc = call("event_apply", event=doc, operation={
            "op": "add_player", "copy": SEED, "at": f"2026-12-02T09:00:{k + 1:02d}.000Z",
            "player": {"name": f"Player {k + 1:02d}", "rating": 2200 - 10 * k}})["event"]
    return call("event_apply", event=doc, operation={"op": "pair_next", "copy": SEED,
                                                      "at": "2026-12-02T09:01:00.000Z"})["event"]


def opened_event(new_context, site, doc: dict | None = None, copy_id: str | None = None, confirm: bool = False):
    """The first organiser's browser with the event (club_open() unless given) stored and open."""
    page, seen = opened(new_context, site, doc or club_open(), copy_id=copy_id, confirm=confirm)
    page.get_by_role("button", name="Club open", exact=True).click()
    expect(page.locator("#event-title")).to_have_text("Club open")
    return page, seen


def two_copies(new_context, site, doc: dict | None = None):
    """Ana's browser with the event open, and Ben's, which opened her editable link: two copies, each with its own
    copy id (ana-laptop, ben-phone) and name; each confirms what it asks (a withdrawal, say). Returns both pages and
    what each reports (watch)."""
    # Ben's page is opened first and starts its engine while Ana's starts and she shares her link: a start-up takes
    # a core for a second or two, and there are two.
    ben_context = new_context()
    given_copy_id(ben_context, "ben-phone")
    ben = ben_context.new_page()
    ben_seen = watch(ben, confirm=True)
    ben.goto(site.url)
    ana, ana_seen = opened_event(new_context, site, doc, "ana-laptop", confirm=True)
    name_copy(ana, "Ana")
    link = links_of(ana)["edit"]
    wait_for_engine(ben)
    ben.goto(f"{site.url}{link[link.index('#'):]}")
    expect(ben.locator("#event-title")).to_have_text("Club open")
    name_copy(ben, "Ben")
    return ana, ben, (ana_seen, ben_seen)
