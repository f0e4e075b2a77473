"""Share-link lengths of an event of sections against one section of as many players: the editable link (the whole
event), the read-only link and the record link (the editable link of the record of changes alone, the one a QR code
holds), each made by the page's own app/share.js under Node. The events are made through the engine as the page
makes them (tests/helpers/played_events.py): names, ratings, FIDE ids, clubs, each change stamped to the second.

  .venv/bin/python tools/bench_share_sections.py [--app DIR]   (DIR: another checkout's app/, to compare)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
from tests.app.helpers import node  # noqa: E402
from tests.helpers.played_events import realistic_event, realistic_sections  # noqa: E402

LENGTHS = """
import fs from "node:fs";
import { encodeEvent, encodeRecord } from %s;
const out = [];
for (const doc of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const record = encodeRecord(doc);
  out.push({ edit: (await encodeEvent(doc)).length, view: (await encodeEvent(doc, { readOnly: true })).length,
    record: record && record.length });
}
console.log(JSON.stringify(out));
"""
CASES = [((8, 8, 8), 3), ((40, 30, 30), 3), ((100, 80, 60, 40, 20), 3)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", type=Path, default=ROOT / "app", help="the app/ directory whose share.js is used")
    args = parser.parse_args()
    events = []
    for sizes, played in CASES:
        events += [realistic_sections(sizes, rounds=5, played=played), realistic_event(sum(sizes), rounds=played)]
    module = json.dumps((args.app.resolve() / "share.js").as_uri())
    lengths = node(LENGTHS % module, events)
    print("Fragment lengths in characters (a QR code holds about 2,900): editable / read-only / record link")
    for index, (sizes, played) in enumerate(CASES):
        sections, one = lengths[2 * index], lengths[2 * index + 1]
        print(f"{sum(sizes)} players, {played} rounds played: {len(sizes)} sections {'+'.join(map(str, sizes))}: "
              f"{sections['edit']:,} / {sections['view']:,} / {sections['record']:,}; one section: {one['edit']:,} / "
              f"{one['view']:,} / {one['record']:,}")


if __name__ == "__main__":
    main()
