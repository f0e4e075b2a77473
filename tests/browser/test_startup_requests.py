"""The engine starts with only what it uses: the Pyodide runtime with the build's own standard library zip, the
build's file list and the build's snapshot of the engine (which holds the engine, so its wheel is not fetched), each
fetched once; networkx (the matcher tests' oracle) and micropip (an installer the engine's wheel does not need) are
neither requested nor shipped. The cold start, which fetches the wheel instead of the snapshot, is
tests/browser/test_engine_snapshot.py's."""

import json
from collections import Counter

import pytest

import build
from tests.browser.helpers import wait_for_engine

pytestmark = pytest.mark.browser


def test_the_engine_starts_from_the_runtime_and_the_builds_snapshot_only(new_context, site, dist):
    # Service workers are blocked so that routing sees every request (it does not see what one answers).
    context = new_context(service_workers="block")
    requested = Counter()

    def count(route):
        requested[route.request.url.removeprefix(site.url)] += 1
        route.continue_()

    context.route("**/*", count)
    page = context.new_page()
    page.goto(site.url)
    wait_for_engine(page)

    info = json.loads((dist / "build-info.json").read_text())
    engine_wheel = info["wheels"]["swisspair"]
    engine_requests = {path: times for path, times in requested.items()
                       if path.startswith(("pyodide/", "wheels/", "snapshot/")) or path == "build-info.json"}
    # pyodide.mjs is imported by the worker; the runtime fetches the rest of its files itself.
    assert engine_requests == {**{f"pyodide/{name}": 1 for name in (*build.PYODIDE_FILES, build.ENGINE_STDLIB)},
                               "build-info.json": 1, info["snapshot"]: 1}
    assert [path for path in requested if "networkx" in path or "micropip" in path] == []
    assert sorted(path.name for path in (dist / "wheels").iterdir()) == [engine_wheel]
