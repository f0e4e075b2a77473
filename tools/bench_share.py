"""Share-link length and decoding time for a realistic event: 100 players, 9 rounds, every result, the log.

The event is made by the engine natively, as the page makes it: 100 players added one by one (names from a
mixed international list, FIDE ratings, FIDE id and federation for seven in ten, a club for most, titles at
the top), one requested bye, a withdrawal, a manual swap, nine rounds paired by the Dutch engine and their
results drawn from the rating difference, every operation stamped with a time (a few seconds to a minute
apart, to the second, as the page stamps them). The link is then made and read back by the page's own
app/share.js in headless Chromium (CompressionStream, as a director's browser does it). Prints figures;
asserts only that the link reads back to the same document. Run `python3 build.py` first.

  .venv/bin/python tools/bench_share.py [--players 100] [--rounds 9] [--seed 1] [--runs 9]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from tests.browser.helpers import Site, served_chromium, wait_for_engine  # noqa: E402
from tests.helpers.played_events import call, realistic_event  # noqa: E402

MEASURE = """async ([text, scoresText, runs]) => {
  const share = await import("./app/share.js");
  const rounds = await import("./app/round-link.js");
  const cards = await import("./app/round-card.js");
  const doc = JSON.parse(text);
  const scores = new Map(Object.entries(JSON.parse(scoresText)).map(([id, value]) => [Number(id), value]));
  const roundView = { rounds: doc.rounds.map((round, index) => (index === doc.rounds.length - 1 ? { scores } : null)) };
  const round = await rounds.encodeRound(cards.roundCard(doc, roundView, doc.rounds.length));
  const edit = await share.encodeEvent(doc);
  const view = await share.encodeEvent(doc, { readOnly: true });
  const record = share.encodeRecord(doc);
  const times = [];
  const encodeTimes = [];
  const recordTimes = [];
  const recordEncodeTimes = [];
  let back;
  let rebuild;
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    back = await share.decodeFragment("#" + edit);
    times.push(performance.now() - start);
    start = performance.now();
    await share.encodeEvent(doc);
    encodeTimes.push(performance.now() - start);
    start = performance.now();
    rebuild = (await share.decodeFragment("#" + record)).rebuild;
    recordTimes.push(performance.now() - start);
    start = performance.now();
    share.encodeRecord(doc);
    recordEncodeTimes.push(performance.now() - start);
  }
  return { edit: share.linkTo(edit, location), view: share.linkTo(view, location),
           round: share.linkTo(round, location), record: share.linkTo(record, location), rebuild, times, encodeTimes,
           recordTimes, recordEncodeTimes, same: JSON.stringify(back.doc) === JSON.stringify(doc) };
}"""


def open_in_a_fresh_page(browser, site: Site, link: str, name: str) -> float:
    """Seconds from opening the record link in a fresh page, its engine loaded, to the event shown: the engine makes
    the event again, every round paired anew, and checks and stores it."""
    page = browser.new_context().new_page()
    page.goto(site.url)
    wait_for_engine(page)
    start = time.perf_counter()
    page.goto(link)
    expect(page.locator("#event-title")).to_have_text(name, timeout=300_000)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=9, help="decoding and encoding runs (medians are printed)")
    args = parser.parse_args()
    chromium = build.bench_chromium()
    doc = realistic_event(args.players, args.rounds, args.seed)
    text = json.dumps(doc, ensure_ascii=False)
    scores = call("event_round_view", event=doc)["rounds"][-1]["scores"]
    with served_chromium(chromium) as (site, browser):
        page = browser.new_page()
        page.goto(site.url)
        figures = page.evaluate(MEASURE, [text, json.dumps(scores), args.runs])
        opening = open_in_a_fresh_page(browser, site, figures["record"], doc["name"])
    if not figures["same"]:
        sys.exit("The link did not read back to the same document: the codec is broken.")
    start = time.perf_counter()
    rebuilt = call("event_rebuild", **figures["rebuild"])["event"]
    rebuild_seconds = time.perf_counter() - start
    if json.dumps(rebuilt) != json.dumps(doc):
        sys.exit("The record link did not make the same event again: the record or the engine is broken.")
    print(f"Event: {args.players} players, {args.rounds} rounds, {len(doc['log'])} log entries, "
          f"{len(text.encode()):,} bytes of JSON")
    print(f"Editable link:  {len(figures['edit']):,} characters (fragment "
          f"{len(figures['edit'].split('#', 1)[1]):,}); a QR code holds about 2,900")
    print(f"Record link:    {len(figures['record']):,} characters (the editable link of the record of changes alone; "
          "the receiving engine pairs each round again)")
    print(f"Read-only link: {len(figures['view']):,} characters (no log)")
    print(f"Round link:     {len(figures['round']):,} characters (round {args.rounds}'s pairings, as the hall screen "
          "shows them; a QR code holds about 2,900)")
    print(f"Decoding (inflate, checksum, unpack): median {statistics.median(figures['times']):.1f} ms, encoding "
          f"(pack, lossless check, deflate) median {statistics.median(figures['encodeTimes']):.1f} ms, of {args.runs} runs")
    print(f"Record link: decoding median {statistics.median(figures['recordTimes']):.1f} ms, encoding (with its "
          f"lossless check) median {statistics.median(figures['recordEncodeTimes']):.1f} ms; the event made again by "
          f"the engine in {rebuild_seconds:.2f} s (CPython); opened in a fresh page (made again there, checked, stored) "
          f"in {opening:.1f} s")


if __name__ == "__main__":
    main()
