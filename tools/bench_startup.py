"""Start-up time of the built page in headless Chromium, from navigation to "engine ready".

Cold: a fresh browser profile (empty HTTP cache, no service worker), as on a first visit.
Warm: a later visit in the same profile, answered by the service worker's cache.
Each variant is built into .cache/bench/ with build.py's options: bytecode (the standard library and
the engine compiled, as shipped) or source (--no-pyc). Prints figures and the load average before and
after them (the machine may be busy with other work); asserts nothing about them.

  python3 build.py bench [--runs N] [--only shipped]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

VARIANTS = {
    "shipped: bytecode": {"pyc": True},
    "source": {"pyc": False},
}
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run"]
STAGES = ("runtime", "packages", "engine")


def load_once(page, url: str) -> dict[str, int]:
    """Navigate, wait for the engine, return the page's own figures (ms since navigation start)."""
    page.goto(url)
    page.wait_for_selector("#engine[data-state]", timeout=120_000)
    if page.get_attribute("#engine", "data-state") != "ready":
        raise RuntimeError(f"the engine did not load: {page.inner_text('#engine')}")
    figures = {"ready": int(page.get_attribute("#engine-status", "data-ready-ms"))}
    for stage in STAGES:
        figures[stage] = int(page.get_attribute(f'#engine-stages [data-stage="{stage}"]', "data-ms"))
    return figures


def measure(browser, url: str, runs: int) -> tuple[list[dict], list[dict]]:
    cold = []
    for _ in range(runs):
        context = browser.new_context()
        cold.append(load_once(context.new_page(), url))
        context.close()
    context = browser.new_context()
    page = context.new_page()
    load_once(page, url)
    page.wait_for_selector("#offline-status[data-state=ready]", timeout=120_000)
    warm = [load_once(page, url) for _ in range(runs)]
    context.close()
    return cold, warm


def summary(samples: list[dict]) -> str:
    ready = [s["ready"] for s in samples]
    stages = " + ".join(f"{stage} {statistics.median(s[stage] for s in samples) / 1000:.2f}" for stage in STAGES)
    return (f"{statistics.median(ready) / 1000:.2f} s (min {min(ready) / 1000:.2f}, max {max(ready) / 1000:.2f}); "
            f"stages {stages}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", choices=["shipped"], help="measure only the shipped variant")
    args = parser.parse_args()
    chromium = build.find_chromium()
    if chromium is None:
        sys.exit(build.CHROMIUM_HELP)
    variants = {name: options for name, options in VARIANTS.items()
                if args.only is None or name.startswith("shipped")}
    results = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=BROWSER_ARGS)
        for name, options in variants.items():
            out = build.build(build.CACHE / "bench" / name.split(":")[-1].strip().replace(", ", "-"), **options)
            server = build.make_server(out, quiet=True)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            try:
                load_before = os.getloadavg()[0]
                cold, warm = measure(browser, f"http://127.0.0.1:{server.server_port}/", args.runs)
                results[name] = cold, warm, (load_before, os.getloadavg()[0])
            finally:
                server.shutdown()
                server.server_close()
        browser.close()
    print(f"\nStart-up to engine ready, headless Chromium {chromium}, median of {args.runs} runs, seconds:")
    for name, (cold, warm, (load_before, load_after)) in results.items():
        print(f"  {name} (load average over 1 min: {load_before:.2f} before, {load_after:.2f} after)\n"
              f"    cold {summary(cold)}\n    warm {summary(warm)}")


if __name__ == "__main__":
    main()
