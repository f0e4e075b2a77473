"""Share links: the event travels whole in the link; a link opened in another browser
shows the same event and standings; an event already there is never overwritten without a choice (Replace,
Keep both, Cancel); damaged, hostile or oversized links change nothing stored and run no script; a read-only
link shows pairings and standings with nothing to edit; the link's format and the QR encoder are checked
against golden data."""

import base64
import json
import re
import struct
import zlib
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from swisspair.document.names import VERSION
from tests.browser.helpers import go_to, page_standings, stored_event, stored_event_keys, stored_value, wait_for_engine
from tests.browser.native_events import NINE, TIEBREAKS, expected_standings, native_event
from tests.browser.share_helpers import SNAPSHOT, call, encode, links_of, no_markup, opened, seed, watch

pytestmark = pytest.mark.browser

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
XSS = "<img src=x onerror=alert(1)>"


def stored(page: Page, event_id: str):
    return stored_event(page, event_id)


def event_names(page: Page) -> list[str]:
    return page.locator("#event-list tbody tr td:first-child").all_inner_texts()


def test_an_editable_link_opens_the_same_event_and_standings_in_a_fresh_browser(new_context, site):
    doc, _ = native_event()
    page, _ = opened(new_context, site, doc, permissions=["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Native", exact=True).click()
    links = links_of(page)
    assert links["edit"].startswith(f"{site.url}#e2.")
    assert links["view"].startswith(f"{site.url}#v2.")
    expect(page.locator("#share-panel")).to_contain_text(f"Editable link ({len(links['edit']):,} characters)")
    # The copy button puts the link on the clipboard.
    page.get_by_role("button", name="Copy the editable link").click()
    expect(page.locator('.share-block[data-kind="edit"] [role=status]')).to_have_text("Copied to the clipboard.")
    assert page.evaluate("navigator.clipboard.readText()") == links["edit"]

    receiver = new_context().new_page()
    seen = watch(receiver)
    receiver.goto(links["edit"])
    wait_for_engine(receiver)
    expect(receiver.locator("#event-title")).to_have_text("Native")
    expect(receiver.locator("#event-message")).to_contain_text("Opened “Native” from the link (9 players, 5 rounds played, 20 results")
    expect(receiver.locator("#standings-view caption")).to_have_text("Final standings after 5 rounds")
    assert page_standings(receiver) == expected_standings(doc, TIEBREAKS)
    assert stored(receiver, "native") == doc
    no_markup(receiver)
    assert receiver.get_by_text(XSS).count() >= 1
    # Received once: the address no longer carries it (only the view it opened on), and a reload offers
    # nothing again.
    assert receiver.url == f"{site.url}#standings"
    receiver.reload()
    wait_for_engine(receiver)
    expect(receiver.locator("#incoming")).to_be_hidden()
    assert seen == {"dialogs": [], "errors": []}


def test_copy_without_clipboard_access_selects_the_link(new_context, site):
    doc, _ = native_event(players=NINE[:4], rounds=2)
    page, _ = opened(new_context, site, doc)
    page.evaluate("Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })")
    page.get_by_role("button", name="Native", exact=True).click()
    links = links_of(page)
    page.get_by_role("button", name="Copy the read-only link").click()
    expect(page.locator('.share-block[data-kind="view"] [role=status]')).to_contain_text("Selected: press Ctrl+C")
    assert page.evaluate("[document.activeElement.id, window.getSelection().toString() || "
                         "document.activeElement.value.slice(document.activeElement.selectionStart, "
                         "document.activeElement.selectionEnd)]") == ["share-view", links["view"]]


def test_a_link_to_an_event_already_here_offers_replace_keep_both_and_cancel(new_context, site):
    full, _ = native_event()
    older, _ = native_event(rounds=5)
    # The copy here stopped after round 3 (rounds 4 and 5 unpaired).
    for _ in range(2):
        older = call("event_apply", event=older, operation={"op": "unpair_latest", "discard_results": True})["event"]
    page, seen = opened(new_context, site, older)
    fragment = encode(page, full)
    before = page.evaluate(SNAPSHOT)

    def open_link():
        page.goto(f"{site.url}#{fragment}")
        incoming = page.locator("#incoming")
        expect(incoming).to_contain_text("This browser already has the event “Native”")
        expect(incoming).to_contain_text("The copy from the link is newer: it has more rounds played (5 against 3).")
        expect(incoming.locator(".incoming-copies")).to_contain_text("5 rounds played")
        expect(incoming.locator(".incoming-copies")).to_contain_text("3 rounds played")
        return incoming

    open_link().get_by_role("button", name="Cancel").click()
    expect(page.locator("#incoming")).to_be_hidden()
    assert page.evaluate(SNAPSHOT) == before

    open_link().get_by_role("button", name="Keep both").click()
    expect(page.locator("#event-title")).to_have_text("Native (copy from the link)")
    assert stored(page, "native") == older
    copies = [key for key in stored_event_keys(page) if key != "swisspair:v2:event:native"]
    assert len(copies) == 1
    copy = stored_value(page, copies[0])
    assert {**copy, "id": "native", "name": "Native"} == full
    page.get_by_role("button", name="All events").click()
    assert sorted(event_names(page)) == ["Native", "Native (copy from the link)"]

    open_link().get_by_role("button", name="Replace with the copy from the link").click()
    expect(page.locator("#event-title")).to_have_text("Native")
    expect(page.locator("#event-message")).to_contain_text("Undo brings back the copy that was here")
    assert stored(page, "native") == full
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 5 rounds")
    # The copy that was replaced is one Undo away.
    page.get_by_role("button", name=re.compile(r"^Undo")).click()
    expect(page.locator("#standings-view caption")).to_have_text("Standings after round 3")
    assert stored(page, "native") == older
    assert seen == {"dialogs": [], "errors": []}


def deflate_link(prefix: str, inflated: bytes, crc_of: bytes | None = None) -> str:
    """A link built by hand in the link format (deflate-raw, then the CRC-32 of the unpacked bytes)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packer.compress(inflated) + packer.flush() + struct.pack(">I", zlib.crc32(crc_of or inflated))
    return prefix + base64.urlsafe_b64encode(body).decode().rstrip("=")


def payload(value) -> bytes:
    """The unpacked bytes of a link holding `value` (or JSON text as bytes) and no stream numbers."""
    text = value if isinstance(value, bytes) else json.dumps(value).encode()
    length = bytearray()
    rest = len(text)
    while rest >= 128:
        length.append(rest % 128 + 128)
        rest //= 128
    length.append(rest)
    return bytes(length) + text


def test_damaged_hostile_or_oversized_links_change_nothing_and_run_no_script(new_context, site):
    doc, _ = native_event(players=NINE[:4], rounds=2)
    page, seen = opened(new_context, site, doc)
    good = encode(page, doc)
    prefix, body = good[:3], good[3:]
    middle = len(body) // 2
    flipped = body[:middle] + ("A" if body[middle] != "A" else "B") + body[middle + 1:]
    invalid = {**doc, "players": [{**doc["players"][0], "rating": 99999, "name": XSS}, *doc["players"][1:]]}
    hostile = {"format": "swisspair-event", "__proto__": {"polluted": True}, "name": XSS}
    deep = payload(b"[" * 5000 + b"]" * 5000)
    cases = {
        "bytes flipped": (prefix + flipped, "damaged or incomplete"),
        "truncated": (prefix + body[: middle], "damaged or incomplete"),
        "cut to a few characters": (prefix + body[:7], "damaged or incomplete"),
        "characters no link has": (prefix + body[:20] + "%3Cimg%3E" + body[20:], "characters a SwissPair link never has"),
        "from a newer SwissPair": ("e9." + body, "made by a newer SwissPair"),
        "a deflate bomb": (deflate_link("e1.", b"0" * (40 * 1024 * 1024)), "unpacks to more than 16 MB"),
        "longer than any link": ("e1." + "A" * 1_000_001, "more than the 1,000,000 a SwissPair link can have"),
        "checksum of other bytes": (deflate_link("e1.", payload({"a": 1}), b"other"), "damaged or incomplete"),
        "JSON nested too deep": (deflate_link("e1.", deep), "nests deeper"),
        "not JSON": (deflate_link("e1.", b"\x05<img src=x onerror=alert(1)>"), "damaged or incomplete"),
        "not an event": (deflate_link("e1.", payload(hostile)), "not a valid SwissPair event"),
        "an invalid player": (encode(page, invalid), "not a valid SwissPair event (players[0].rating)"),
        "an invalid player, read-only": (encode(page, invalid, True), "not a valid SwissPair event (players[0].rating)"),
    }
    before = page.evaluate(SNAPSHOT)
    for what, (fragment, message) in cases.items():
        page.goto(f"{site.url}#{fragment}")
        alert = page.locator("#incoming [role=alert]")
        expect(alert, what).to_contain_text(message)
        expect(alert, what).to_contain_text("Nothing was stored or changed")
        assert page.evaluate(SNAPSHOT) == before, what
        assert page.evaluate("({}).polluted === undefined"), what
        no_markup(page)
        page.get_by_role("button", name="Dismiss").click()
    assert seen == {"dialogs": [], "errors": []}


def test_a_name_that_looks_like_markup_stays_text_in_every_view(new_context, site):
    doc, _ = native_event(players=[(XSS, 2100), ("Anna Berg", 2000), ("<script>alert(2)</script>", 1900),
                                   ("Carl Diaz", 1800)], rounds=2)
    page, seen = opened(new_context, site)
    view = encode(page, doc, True)
    edit = encode(page, doc)
    page.goto(f"{site.url}#{view}")
    expect(page.locator("#shared-view table.standings")).to_be_visible()
    expect(page.locator("#shared-view")).to_contain_text(XSS)
    expect(page.locator("#shared-view")).to_contain_text("<script>alert(2)</script>")
    page.get_by_role("button", name="Close this view").click()
    page.goto(f"{site.url}#{edit}")
    expect(page.locator("#event-title")).to_have_text("Native")
    for view in ("Players", "Round", "Standings", "Wall chart"):
        go_to(page, view)
        expect(page.locator("main section:visible").filter(has_text=XSS).first).to_be_visible()
        no_markup(page)
    expect(page.locator("#roster-table")).to_contain_text(XSS)
    expect(page.locator("main script")).to_have_count(0)
    assert seen == {"dialogs": [], "errors": []}


def test_a_read_only_link_shows_the_round_and_standings_and_nothing_to_edit(new_context, site):
    doc, pairings = native_event()
    # Round 5 is under way: two of its four results are in.
    for board in (3, 4):
        doc = call("event_apply", event=doc, operation={"op": "set_result", "round": 5, "board": board, "result": None})["event"]
    page, _ = opened(new_context, site, doc)
    page.get_by_role("button", name="Native", exact=True).click()
    view = links_of(page)["view"]
    # The round's link comes first, its QR code shown; the read-only link's QR code is one click away.
    expect(page.locator('.share-block[data-kind="round"] figure.qr svg')).to_be_visible()
    expect(page.locator('.share-block[data-kind="view"] figure.qr svg')).to_be_hidden()
    page.locator('.share-block[data-kind="view"]').get_by_text("QR code of the read-only link").click()
    expect(page.locator('.share-block[data-kind="view"] figure.qr svg')).to_be_visible()

    player = new_context(viewport={"width": 390, "height": 800}).new_page()
    seen = watch(player)
    player.goto(view)
    wait_for_engine(player)
    shared = player.locator("#shared-view")
    expect(shared.locator("h2")).to_have_text("Native")
    expect(shared).to_contain_text("Read-only, from a link: 9 players, 4 of 5 rounds played")
    # The current round first, board by board, results so far.
    current = shared.locator("table.pairings").first
    expect(current.locator("caption")).to_have_text("Round 5, results so far")
    # Board, White, White's points before the round, the result, Black's points, Black (a name without the colour
    # mark a phone shows before it).
    rows = [row.locator("td").evaluate_all("(cells) => cells.map((c) => (c.querySelector('.who') ?? c).innerText.trim())")
            for row in current.locator("tbody tr:not(.bye)").all()]
    assert [(white, black) for _, white, _, _, _, black in rows] == pairings[4]
    assert [result for _, _, _, result, _, _ in rows][2:] == ["–", "–"]
    expect(shared.locator("table.standings caption")).to_have_text("Standings after round 4")
    standings = [[cell.strip() for cell in row.locator("td").all_inner_texts()]
                 for row in shared.locator("table.standings tbody tr").all()]
    four = {**doc, "rounds": doc["rounds"][:4]}
    assert standings == expected_standings(four, TIEBREAKS)
    # Nothing to edit: no drop-downs but the page's language, one field (to find a name), one button (to leave), the
    # organiser's page hidden.
    visible = "(selector) => [...document.querySelectorAll(selector)].filter((e) => e.offsetParent !== null).length"
    assert player.evaluate(visible, "input, select:not(#language-choice), textarea, form") == 1
    expect(shared.get_by_role("searchbox", name="Find my name")).to_be_visible()
    assert player.locator("button:visible").all_inner_texts() == ["Close this view"]
    expect(player.locator("#organiser")).to_be_hidden()
    expect(player.locator("#event-view")).to_be_hidden()
    # Not stored as an event; a reload shows the same view.
    assert stored_event_keys(player) == []
    player.reload()
    wait_for_engine(player)
    expect(shared.locator("table.standings caption")).to_have_text("Standings after round 4")
    assert stored_event_keys(player) == []
    assert seen == {"dialogs": [], "errors": []}


def test_the_golden_links_of_every_format_version_still_decode(site, page):
    page.goto(site.url)
    expected = json.loads((GOLDEN / "share-link-1.json").read_text())
    links = sorted(GOLDEN.glob("share-link-*.txt"))
    assert [path.name for path in links] == ["share-link-e1.txt", "share-link-e2.txt", "share-link-v1.txt",
                                             "share-link-v2.txt"]
    # Format 2 carries the record of changes with its repeats as markers; its read-only link has neither log nor
    # record.
    recorded = json.loads((GOLDEN / "share-link-2.json").read_text(), object_pairs_hook=dict)
    viewed = {key: value for key, value in recorded.items() if key != "record"} | {"log": []}
    wanted = {"share-link-e1.txt": expected, "share-link-v1.txt": expected, "share-link-e2.txt": recorded,
              "share-link-v2.txt": viewed}
    for path in links:
        decoded = page.evaluate("""async (fragment) => {
            const share = await import("./app/share.js");
            const link = await share.decodeFragment(fragment);
            return { text: JSON.stringify(link.doc), readOnly: link.readOnly };
        }""", path.read_text().strip())
        assert json.loads(decoded["text"]) == wanted[path.name], path.name
        assert decoded["readOnly"] == path.name.startswith("share-link-v")
    # The page opens it: an event of format version 1, upgraded and stored.
    wait_for_engine(page)
    page.goto(f"{site.url}#{(GOLDEN / 'share-link-e1.txt').read_text().strip()}")
    expect(page.locator("#event-title")).to_have_text(expected["name"])
    expect(page.locator("#event-message")).to_contain_text("saved by an earlier SwissPair (format version 1)")
    kept = stored(page, expected["id"])
    assert kept["version"] == VERSION > expected["version"]
    assert (kept["players"], kept["rounds"]) == (expected["players"], expected["rounds"])


def test_the_codec_is_lossless_for_any_json_an_event_may_hold(site, page):
    """Key order, strings that look like the codec's markers, absent keys, mixed types: all come back (a
    read-only link leaves out the log and the record of changes)."""
    page.goto(site.url)
    doc, _ = native_event(players=NINE[:5], rounds=3)
    odd = {
        **doc,
        "log": [*doc["log"], {"seq": 7, "op": "set_result", "text": "~R1", "at": "2026-13-01T00:00:00.000Z"},
                {"op": "x", "seq": "~s", "at": 5, "text": "~", "round": 99},
                {"seq": 8, "op": "pair_next", "text": "Round 2 paired: 9 board(s).", "round": 2,
                 "at": "1969-12-31T23:59:59.999Z"}],
        "~weird": {"~c": ["a"], "~k": "~i", "~": "~~", "__proto__": [1, 2], "1": -5, "0": 2 ** 53 + 2},
        "columns": [{"a": 1, "b": "x"}, {"b": "y"}, {"a": -3, "c": None}, {"a": 2.5, "b": [1, {"d": "~t"}]}],
        "disorder": [{"a": 1, "b": 2}, {"b": 3, "a": 4}],
        # Columns with the odd rows kept whole beside them: the first, one in the middle and the last.
        "mostly_ordered": [{"b": "~s", "a": 0}, *({"a": k, "b": f"~t{k}", "c": [k]} for k in range(1, 21)),
                           {"c": 21, "a": 21}, *({"a": k, "b": None} for k in range(22, 28)), {"b": 28, "a": "~+"}],
        "numbers": [0, 1, 2 ** 52, 2 ** 52 + 1, -1, 1e-7, 3.25],
        "texts": ["", "~", "~~", "ümlaut ♞ 𝄞", "\u0000\u001f"],
    }
    result = page.evaluate("""async (text) => {
        const share = await import("./app/share.js");
        const doc = JSON.parse(text);
        const edit = await share.decodeFragment(await share.encodeEvent(doc));
        // A read-only link leaves the log and the record out, and nothing else.
        const view = await share.decodeFragment(await share.encodeEvent(doc, { readOnly: true }));
        const { record, ...viewed } = doc;
        return [JSON.stringify(edit.doc) === JSON.stringify(doc), record !== undefined
          && JSON.stringify(view.doc) === JSON.stringify({ ...viewed, log: [] })];
    }""", json.dumps(odd))
    assert result == [True, True]


@pytest.mark.slow
def test_a_hundred_player_nine_round_event_survives_the_link(site, page):
    """The benchmark's event (tools/bench_share.py): every field back, and the figure for docs/performance.md."""
    from tests.helpers.played_events import realistic_event

    doc = realistic_event(100, 9, 1)
    page.goto(site.url)
    figures = page.evaluate("""async (text) => {
        const share = await import("./app/share.js");
        const fragment = await share.encodeEvent(JSON.parse(text));
        const link = await share.decodeFragment(fragment);
        return { same: JSON.stringify(link.doc) === JSON.stringify(JSON.parse(text)), length: share.linkTo(fragment, location).length };
    }""", json.dumps(doc, ensure_ascii=False))
    print(f"100 players, 9 rounds: link of {figures['length']} characters")
    assert figures["same"]


def test_qr_codes_equal_an_independent_encoders_matrices(site, page):
    page.goto(site.url)
    reference = json.loads((GOLDEN / "qr-reference.json").read_text())["cases"]
    made = page.evaluate("""async (cases) => {
        const { encodeQr } = await import("./app/qr.js");
        return cases.map(({ text, mask, chosen }) => {
            const code = encodeQr(text, chosen ? {} : { mask });
            const rows = code.modules.map((row) => {
                const bits = row.map((dark) => (dark ? "1" : "0")).join("").padEnd(Math.ceil(row.length / 4) * 4, "0");
                return bits.match(/..../g).map((nibble) => parseInt(nibble, 2).toString(16)).join("");
            });
            return { version: code.version, level: code.level, mask: code.mask, rows };
        });
    }""", reference)
    for case, code in zip(reference, made, strict=True):
        what = f"{len(case['text'])} characters, mask {case['mask']}"
        assert (code["version"], code["level"], code["mask"]) == (case["version"], case["level"], case["mask"]), what
        assert code["rows"] == case["rows"], what
    assert page.evaluate("""async () => (await import("./app/qr.js")).encodeQr("x".repeat(2954))""") is None


def knockout_won_by_cleo() -> dict:
    """tests/systems/knockout/helpers.py's six-player cup, played to its end (Cleo wins)."""
    from tests.systems.knockout.helpers import make, pair, results

    doc = make()
    for codes in (("1/2-1/2", "1-0"), ("1/2-1/2", "0-1"), ("0-1",), ("1-0",), ("0-1",)):
        doc = results(pair(doc), *codes)
    return doc


def major_stage() -> dict:
    """tests/browser/test_cs_major.py's sixteen teams (native_events.TEAMS) through the whole Swiss stage, natively."""
    from tests.browser.native_events import TEAMS, winner_for

    doc = call("event_new", id="cs", name="Major", system="cs_major", mode="esports", rounds=5)["event"]
    for seed, name in enumerate(TEAMS):
        doc = call("event_apply", event=doc, operation={"op": "add_player", "player": {
            "name": name, "rating": 2000 - 10 * seed, "club": ""}})["event"]
    while not (doc["rounds"] and call("event_standings", event=doc)["stage"]["finished"]):
        doc = call("event_apply", event=doc, operation={"op": "pair_next"})["event"]
        r = len(doc["rounds"])
        for board in range(1, len(doc["rounds"][-1]["boards"]) + 1):
            doc = call("event_apply", event=doc, operation={"op": "set_result", "round": r, "board": board,
                                                            "result": winner_for(r, board)})["event"]
    return doc


def test_read_only_links_show_each_systems_own_standings(new_context, site):
    """A knockout shows its places and a Counter-Strike Major its stage, as the organiser's page does."""
    cup = knockout_won_by_cleo()
    major = major_stage()
    stage = call("event_standings", event=major)["stage"]
    page, seen = opened(new_context, site)
    shared = page.locator("#shared-view")

    page.goto(f"{site.url}#{encode(page, cup, True)}")
    expect(shared.locator("table.standings caption")).to_have_text("Final result of the knockout")
    expect(shared.locator("table.standings tbody tr").first).to_contain_text("Cleo")

    page.goto(f"{site.url}#{encode(page, major, True)}")
    expect(shared.locator(".stage-summary")).to_have_text("The stage is over: 8 teams have advanced and 8 are out.")
    names = {player["id"]: player["name"] for player in major["players"]}
    assert shared.locator("table.stage tbody tr td:nth-child(2)").all_inner_texts() == [
        names[team["id"]] for team in stage["teams"]]
    expect(shared).to_contain_text("<b>Astralis</b>")
    expect(shared.locator("b")).to_have_count(0)
    no_markup(page)
    assert page.locator("button:visible").all_inner_texts() == ["Close this view"]
    assert stored_event_keys(page) == []
    assert seen == {"dialogs": [], "errors": []}
