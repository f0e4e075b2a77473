"""The test server, and what a person does and reads on the page, for the browser tests."""

import json
import re
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Page, expect, sync_playwright

import build

# Screenshots and logs a person looks at after a run.
ARTIFACTS = build.ROOT / "test-artifacts"

# Start-up takes a few seconds; this limit only keeps a broken page from hanging the run.
ENGINE_TIMEOUT_MS = 90_000

# Headless, and nothing of Chromium's own going out: the page's requests are the only ones a run sees.
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run"]


class Site:
    """dist/ served on a free port of 127.0.0.1 from a thread; stop() takes it off the network."""

    def __init__(self, directory: Path, policy: str | None = None):
        self.server = build.make_server(directory, quiet=True, policy=policy)
        self.port = self.server.server_port
        self.url = f"http://127.0.0.1:{self.port}/"
        # stop() waits for serve_forever to see the shutdown, which it checks once per poll interval: the default
        # half second, spent at the end of every test, added up to half a minute of the run.
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()
        self.running = True

    def is_own(self, url: str) -> bool:
        parts = urlsplit(url)
        return (parts.scheme, parts.hostname, parts.port) == ("http", "127.0.0.1", self.port)

    def stop(self) -> None:
        if self.running:
            self.server.shutdown()
            self.server.server_close()
            self.thread.join()
            self.running = False


@contextmanager
def served_chromium(chromium: str, directory: Path = build.DIST):
    """(site, browser): `directory` served and a headless Chromium launched, both stopped however the block ends; for
    the benchmarks, which run outside pytest's fixtures."""
    site = Site(directory)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=BROWSER_ARGS)
            try:
                yield site, browser
            finally:
                browser.close()
    finally:
        site.stop()


def given_copy_id(context, copy_id: str) -> None:
    """The copy id the page of this browser profile signs its operations with, instead of one drawn at random (a
    merge orders some things by copy id, so a test that depends on it names the ids)."""
    context.add_init_script(f"localStorage.setItem('swisspair:v2:copy', {json.dumps(copy_id)})")


def wait_for_engine(page: Page) -> None:
    """Wait until the page says the engine is ready, as a person would read it."""
    # Read every 50 ms first: expect's own retries slow to one every half second after 0.3 s, so that a start-up
    # of one to two seconds was seen ready a quarter second late on average, at some 200 start-ups a run.
    status = page.locator("#engine-status")
    deadline = time.monotonic() + ENGINE_TIMEOUT_MS / 1000
    while "Engine ready" not in (status.text_content() or "") and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    expect(status).to_contain_text("Engine ready", timeout=max(1, (deadline - time.monotonic()) * 1000))


def go_to(page: Page, view: str) -> None:
    """Open one of the event's views from its navigation bar, as a person does."""
    page.get_by_role("navigation", name="Views of this event").get_by_role("link", name=view, exact=True).click()
    expect(page.get_by_role("navigation", name="Views of this event").get_by_role("link", name=view, exact=True)
           ).to_have_attribute("aria-current", "page")


def pair_players(page: Page, lines: list[str], colour: str = "White") -> None:
    """Type players into the demo form, choose the colour and press the button."""
    page.get_by_label("Players, one per line").fill("\n".join(lines))
    page.get_by_label("Top player on board 1 plays").select_option(label=colour)
    page.get_by_role("button", name="Pair round 1").click()


def pairing_rows(page: Page) -> list[list[str]]:
    """The pairing table as the page shows it: [board, white, black] per row."""
    table = page.get_by_role("table")
    expect(table).to_be_visible()
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()]
            for row in table.locator("tbody tr").all()]


FOUR_PLAYERS = ["Anna Berg 2150", "Carl Diaz 1985", "Eva Fischer 2210", "Gil Hart 1840"]
# Ranked Eva 2210, Anna 2150 | Carl 1985, Gil 1840: board 1 Eva-Carl, board 2 Gil-Anna (colours alternate).
FOUR_PLAYERS_PAIRED = [
    ["1", "Eva Fischer (2210)", "Carl Diaz (1985)"],
    ["2", "Gil Hart (1840)", "Anna Berg (2150)"],
]


# The page stores a change a moment after it is made: its "event-storing" and "event-stored" marks pair up
# once every change asked has been written.
STORED_ALL = ("() => performance.getEntriesByName('event-stored').length"
              " >= performance.getEntriesByName('event-storing').length")


def wait_until_stored(page: Page, timeout_s: float = 30) -> None:
    # Polled by evaluate: wait_for_function evaluates a string, which the page's Content-Security-Policy refuses.
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(STORED_ALL):
        assert time.monotonic() < deadline, "the page did not finish storing its changes"
        page.wait_for_timeout(50)


def stored_value(page: Page, key: str) -> dict | None:
    """What the page stored under `key` (an event, packed as its share link is, with the changes stored after it
    applied), read by the page's own code once every change is written."""
    wait_until_stored(page)
    return page.evaluate("""async (key) => {
        const text = localStorage.getItem(key);
        if (text === null) return null;
        const { decodeFragment } = await import("./app/share.js");
        const doc = text.startsWith("{") ? JSON.parse(text) : (await decodeFragment(text)).doc;
        const changes = localStorage.getItem(key.replace(":event:", ":changes:"));
        if (changes === null || !key.includes(":event:")) return doc;
        const { replay } = await import("./app/change-log.js");
        return replay({ doc, eventText: text, text: changes }).doc;
    }""", key)


def stored_event(page: Page, event_id: str | None = None) -> dict | None:
    """The event as the page stored it: the one with this id, or the one open in the page."""
    return stored_value(page, "swisspair:v2:event:" + (event_id or page.evaluate(
        "sessionStorage.getItem('swisspair:open')")))


def stored_event_keys(page: Page) -> list[str]:
    wait_until_stored(page)
    return page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('swisspair:v2:event:')).sort()")


def result_select(page: Page, round_number: int, board: int):
    """A board's result in the Round view, found by its label (an esports event numbers its matches)."""
    return page.get_by_label(re.compile(f"^Result of round {round_number}, (?:board|match) {board}:"))


STORES_BEGUN = "() => performance.getEntriesByName('event-storing').length"


def enter_results(page: Page, boards: dict[int, str], round_number: int = 1, timeout_s: float = 30) -> None:
    """Choose each board's result (by value: "1-0", "1/2-1/2") in the Round view, as a director does, and wait
    until each is stored: a result chosen is with the engine before the page stores it, so a store to wait for
    begins only once the engine has answered."""
    go_to(page, "Round")
    begun = page.evaluate(STORES_BEGUN)
    for board, result in boards.items():
        result_select(page, round_number, board).select_option(result)
        expect(result_select(page, round_number, board)).to_have_value(result)
    deadline = time.monotonic() + timeout_s
    while page.evaluate(STORES_BEGUN) < begun + len(boards):
        assert time.monotonic() < deadline, "the page did not store every result chosen"
        page.wait_for_timeout(50)
    wait_until_stored(page)


def name_copy(page: Page, name: str) -> None:
    """Give this browser's copy the name its co-organisers see (Share and files)."""
    go_to(page, "Share and files")
    page.get_by_label("Your name, as co-organisers see it").fill(name)
    page.get_by_role("button", name="Save the name").click()
    expect(page.locator("#event-message")).to_contain_text(f"Co-organisers now see this copy as “{name}”")


def open_link(page: Page, site: Site, link: str, event_name: str):
    """Open an editable link of an event this browser already holds; the panel that offers the choices."""
    page.goto(f"{site.url}{link[link.index('#'):]}")
    incoming = page.locator("#incoming")
    expect(incoming).to_contain_text(f"This browser already has the event “{event_name}”")
    return incoming


# The page's timers, each also kept by its delay, so that a test can bring the moment a timer of a known delay
# is due (a request's time limit, the hall screen's page turn) instead of waiting it out in real time: the timer's
# own callback runs, as it would when due, and a timeout then no longer fires by itself. Nothing else changes.
HELD_TIMERS = """(() => {
  const pending = new Map();
  const { setTimeout: timeout, clearTimeout: clearOne, setInterval: interval, clearInterval: clearEvery } = window;
  window.setTimeout = (callback, delay, ...args) => {
    const id = timeout((...given) => { pending.delete(id); callback(...given); }, delay, ...args);
    pending.set(id, { delay, due: () => { clearOne(id); pending.delete(id); callback(...args); } });
    return id;
  };
  window.setInterval = (callback, delay, ...args) => {
    const id = interval(callback, delay, ...args);
    pending.set(id, { delay, due: () => callback(...args) });
    return id;
  };
  window.clearTimeout = (id) => { pending.delete(id); clearOne(id); };
  window.clearInterval = (id) => { pending.delete(id); clearEvery(id); };
  window.timersDue = (delay) => {
    const due = [...pending.values()].filter((timer) => timer.delay === delay);
    for (const timer of due) timer.due();
    return due.length;
  };
})();"""


def holding_timers(new_context):
    """new_context, its pages' timers held (HELD_TIMERS) so that bring_due can make them due."""
    def make(**options):
        context = new_context(**options)
        context.add_init_script(HELD_TIMERS)
        return context
    return make


def bring_due(page: Page, delay_ms: int) -> int:
    """Run now every timer the page has pending with this delay, as when its time comes; how many there were."""
    return page.evaluate("(delay) => window.timersDue(delay)", delay_ms)


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    wait_for_engine(page)


def create_event(page: Page, name: str, rounds: int | None = None, *, running: str | None = None,
                 scoring: str | None = None, bye: str | None = None, tiebreaks: str | None = None,
                 colour: str | None = None) -> None:
    """Fill the new-event form as a director does and create the event; the event opens. `running` is the
    answer to "What are you running?" (its label); the rest is under "More options"."""
    form = page.locator("#new-event-form")
    form.get_by_label("Event name").fill(name)
    if running:
        form.get_by_label("What are you running?").select_option(label=running)
    if any(value is not None for value in (rounds, scoring, bye, tiebreaks, colour)):
        open_more_options(page)
    if rounds is not None:
        form.get_by_label("Number of rounds").fill(str(rounds))
    if scoring:
        form.get_by_label("Scoring").select_option(label=scoring)
    if bye:
        form.get_by_label("Pairing-allocated bye scores").select_option(label=bye)
    if tiebreaks:
        form.get_by_label("Tie-breaks").select_option(label=tiebreaks)
    if colour:
        form.get_by_label("Top player on board 1 of round 1 plays").select_option(label=colour)
    form.get_by_role("button", name="Create event").click()
    expect(page.locator("#event-title")).to_have_text(name)


def open_more_options(page: Page) -> None:
    """Unfold the new-event form's "More options" (once)."""
    more = page.locator("#new-more")
    if more.get_attribute("open") is None:
        more.get_by_text("More options").click()
    expect(more).to_have_attribute("open", "")


def read_pasted_list(page: Page, text: str):
    """Open "Paste a list of players", paste `text` and read it: the roster part, its preview showing."""
    roster = page.locator("#roster")
    roster.get_by_text("Paste a list of players").click()
    roster.get_by_label("One player per line").fill(text)
    roster.get_by_role("button", name="Read the list").click()
    return roster


def paste_players(page: Page, lines: list[str]) -> None:
    """Paste a list of players, read it and add every line (a line the engine flags as mistyped is ticked too: the
    tests' names are meant as written)."""
    roster = read_pasted_list(page, "\n".join(lines))
    ticks = roster.locator("#paste-preview table input[type=checkbox]")
    expect(ticks.first).to_be_visible()
    for tick in ticks.all():
        tick.check()
    roster.get_by_role("button", name=re.compile(r"^Add \d+ players?$")).click()
    expect(roster.locator("#paste-preview")).to_contain_text("Added", timeout=20_000)  # many players: one long change


def event_rows(page: Page) -> list[list[str]]:
    table = page.locator("#event-list table")
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()] for row in table.locator("tbody tr").all()]


def roster_rows(page: Page) -> list[list[str]]:
    # Read in one go: a re-render between two reads must not mix two tables.
    return page.evaluate("""[...document.querySelectorAll('#roster-table tbody tr')]
        .map((row) => [...row.cells].slice(0, 5).map((cell) => cell.innerText.trim()))""")


def add_player(page: Page, name: str, rating: str, club: str = "") -> None:
    form = page.locator("#player-form")
    form.get_by_label("Name", exact=True).fill(name)
    form.get_by_label("Rating", exact=True).fill(rating)
    form.get_by_label("Club, school or team (optional)").fill(club)
    form.get_by_role("button").first.click()


LABELS = {"1-0": "1-0", "1/2-1/2": "½-½", "0-1": "0-1", "+-": "1F-0F (forfeit)"}


def page_standings(page: Page) -> list[list[str]]:
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()]
            for row in page.locator("#standings-view tbody tr").all()]


def page_pairing(page: Page, round_number: int) -> list[tuple[str, str]]:
    # Tables drawn before a change of boards wait, inert, for the engine's view of the event as it is now.
    expect(page.locator("#round-view")).not_to_have_attribute("inert", "")
    table = page.locator(f'table.pairings[data-round="{round_number}"]')
    rows = []
    for row in table.locator("tbody tr:not(.bye)").all():
        white = row.locator("td.white").inner_text()
        black = row.locator("td.black").inner_text()
        strip = lambda text: re.sub(r"^\d+\s+|\s+\([\d½]+\)\s*[↑↓]?$", "", text.strip())  # noqa: E731
        rows.append((strip(white), strip(black)))
    return rows


def screenshot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    for width, label in ((390, "phone"), (1280, "laptop")):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=ARTIFACTS / f"screen-{name}-{label}.png", full_page=True)


def put_before_load(context, doc: dict) -> None:
    index = {"version": 1, "events": [{"id": doc["id"], "name": doc["name"], "created": doc["created"],
                                       "modified": doc["modified"], "rounds": 3, "played": 0, "players": 2}]}
    context.add_init_script(f"""
        if (!sessionStorage.getItem("seeded")) {{
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem("swisspair:v1:index", {json.dumps(json.dumps(index))});
          localStorage.setItem("swisspair:v1:event:{doc['id']}", {json.dumps(json.dumps(doc))});
        }}""")


def open_stored(new_context, site, doc: dict) -> Page:
    """A page in a new context whose browser holds `doc` (put_before_load), with that event open."""
    context = new_context()
    put_before_load(context, doc)
    page = context.new_page()
    open_page(page, site.url)
    page.locator("#event-list").get_by_role("button", name=doc["name"], exact=True).click()
    return page


def pick(page: Page, selector: str, name: str, data: bytes, mime: str = "text/plain") -> None:
    page.locator(selector).set_input_files({"name": name, "mimeType": mime, "buffer": data})


def open_panel(page: Page, site):
    page.goto(site.url)
    wait_for_engine(page)
    return page.get_by_role("region", name="Pair a TRF file")


def pair_text(panel, text: str, explain: bool = False) -> None:
    panel.get_by_label("or paste its text").fill(text)
    panel.get_by_label("Explain").set_checked(explain)
    panel.get_by_role("button", name="Pair next round").click()


def round_table(page: Page, round_number: int):
    """A round's table; an earlier round's is opened first, as the director does to read it (its table is built
    then)."""
    # Tables drawn before a change of boards wait, inert, for the engine's view of the event as it is now.
    expect(page.locator("#round-view")).not_to_have_attribute("inert", "")
    table = page.locator(f'table.pairings[data-round="{round_number}"]')
    if not table.is_visible():
        page.locator("#round-view summary", has_text=re.compile(rf"^Round {round_number}\b")).click()
    expect(table).to_be_visible()
    return table


def boards(page: Page, round_number: int) -> list[tuple[str, str]]:
    """(White, Black) per board of a round as the page shows them, names only."""
    rows = round_table(page, round_number).locator("tbody tr:not(.bye):not(.manual-note)")
    name = re.compile(r"^\d+ (.*?) \(")
    return [(name.match(row.locator("td.white").text_content().strip()).group(1),
             name.match(row.locator("td.black").text_content().strip()).group(1)) for row in rows.all()]


def bye_player(page: Page, round_number: int) -> str:
    text = round_table(page, round_number).locator("tr.bye td").nth(1).inner_text().strip()
    return re.match(r"^\d+ (.*?) \(", text).group(1)


def choose(select, name: str) -> None:
    """Pick the player by name in one of the panel's drop-downs (their options also say where the player sits)."""
    label = select.locator("option", has_text=name).first.inner_text()
    select.select_option(label=label)


def apply_change(page: Page) -> None:
    """Press "Apply the change" and wait until the page says it is applied (the pairing is redrawn by then)."""
    page.get_by_role("dialog").get_by_role("button", name="Apply the change").click()
    expect(page.locator("#manual-status")).to_contain_text("Applied: ")


def luminance(css: str) -> float:
    red, green, blue = (int(v) / 255 for v in re.findall(r"\d+(?:\.\d+)?", css)[:3])
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (red, green, blue)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)
