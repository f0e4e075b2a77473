"""The page's worker starts the engine from the build's memory snapshot (build.py, tools/snapshot_node.mjs), and
from scratch when the snapshot cannot be used: a snapshot that does not restore, one of another runtime or one
prepared for another build of the engine is refused, the engine starts cold and the page works as ever, with only
a note in the engine's status."""

import json
import os
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_event, open_page, page_pairing, paste_players

pytestmark = pytest.mark.browser

FIVE = ["Anna Berg\t2150", "Carl Diaz\t1985", "Eva Fischer\t2210", "Gil Hart\t1840", "Ines Jovic\t1760"]
# Pyodide's snapshot header: four 32-bit words, then the runtime's build id in the next 32 bytes.
BUILD_ID_BYTES = slice(16, 48)


def opens_an_event_and_pairs_a_round(page) -> None:
    create_event(page, "Snapshot Cup", 3)
    paste_players(page, FIVE)
    page.locator("#pair-button").click()
    expect(page.locator('table.pairings[data-round="1"] caption')).to_have_text("Round 1: 2 boards, 0 of 2 results")
    assert page_pairing(page, 1) == [("Eva Fischer", "Carl Diaz"), ("Gil Hart", "Anna Berg")]


def started(page) -> tuple[str, str]:
    engine = page.locator("#engine")
    return engine.get_attribute("data-start"), page.locator("#engine-status").text_content()


def test_the_engine_starts_from_the_builds_snapshot_and_pairs_a_round(site, page, dist):
    info = json.loads((dist / "build-info.json").read_text())
    assert info["snapshot"] == f"snapshot/engine-{info['runtime']}.bin" and (dist / info["snapshot"]).is_file()
    open_page(page, site.url)
    start, status = started(page)
    assert start == "snapshot"
    assert "restored from the build's snapshot" in status and "not used" not in status
    # A first visit (no service worker yet): the page fetched the snapshot and handed it to the worker.
    assert page.evaluate("""() => [
        performance.getEntriesByName("engine: snapshot handed").length,
        performance.getEntriesByType("resource").filter(({ name }) => name.endsWith(".bin")).length]""") == [1, 1]
    opens_an_event_and_pairs_a_round(page)


def snapshot_of_another_runtime(snapshot: bytes) -> bytes:
    """The build's snapshot file as another Pyodide build would have made it: its build id differs. The file
    (app/snapshot-file.js) starts with three 32-bit words, the third the number of runs, then two words a run; its
    first run starts where Pyodide's snapshot does, with Pyodide's header."""
    runs = int.from_bytes(snapshot[8:12], "little")
    first_run_start = int.from_bytes(snapshot[12:16], "little")
    assert first_run_start == 0, "Pyodide's header is not the file's first run"
    header = 12 + 8 * runs
    build_id = slice(header + BUILD_ID_BYTES.start, header + BUILD_ID_BYTES.stop)
    changed = bytearray(snapshot)
    changed[build_id] = bytes(b ^ 0xFF for b in changed[build_id])
    return bytes(changed)


def copy_of_site(dist: Path, folder: Path, changes: dict[str, bytes | None]) -> Path:
    """dist/ copied (as hard links: nothing is copied) into `folder`, each of `changes` written in place of that
    file (None: the file left out)."""
    shutil.copytree(dist, folder, copy_function=os.link)
    for name, content in changes.items():
        (folder / name).unlink(missing_ok=True)
        if content is not None:
            (folder / name).write_bytes(content)
    return folder


@pytest.mark.parametrize("served, refused_for", [
    ("damaged", "the snapshot file is damaged (not a SwissPair snapshot)"),
    ("another runtime", "Snapshot build id mismatch"),
    ("another build of the engine", "the snapshot was prepared for build"),
    ("missing", "could not be loaded (HTTP 404)"),
])
def test_a_snapshot_that_cannot_be_used_is_refused_and_the_engine_starts_cold(new_context, start_site, dist,
                                                                               tmp_path, served, refused_for):
    info = json.loads((dist / "build-info.json").read_text())
    snapshot = (dist / info["snapshot"]).read_bytes()
    if served == "another build of the engine":
        # This page's build is another one than the snapshot's: its build-info.json names that build and a
        # snapshot under its name, which is the one prepared for dist/.
        other = "0123456789abcdef"
        page_info = {**info, "runtime": other, "snapshot": f"snapshot/engine-{other}.bin"}
        changes = {"build-info.json": json.dumps(page_info).encode(), page_info["snapshot"]: snapshot}
    else:
        changes = {info["snapshot"]: {"damaged": b"\0" * 4096, "missing": None,
                                      "another runtime": snapshot_of_another_runtime(snapshot)}[served]}
    site = start_site(copy_of_site(dist, tmp_path / "site", changes))
    # No service worker: each test's site is served from a fresh copy, never from a cache.
    page = new_context(service_workers="block").new_page()
    open_page(page, site.url)
    start, status = started(page)
    assert start == "cold"
    assert "The build's snapshot was not used" in status and refused_for in status
    expect(page.locator("#engine-error")).to_be_hidden()
    for stage in ("runtime", "packages", "engine"):
        expect(page.locator(f'#engine-stages [data-stage="{stage}"]')).to_have_attribute("data-state", "done")
    opens_an_event_and_pairs_a_round(page)
