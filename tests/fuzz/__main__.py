"""`python3 -m tests.fuzz [--long] [--seed N] [--count N]`: a fuzz run, its table and every bad case."""

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.fuzz.cases import all_cases  # noqa: E402 - the engine's folder goes on the path first
from tests.fuzz.run import run  # noqa: E402

SHORT, LONG = 150, 3000  # cases per family


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tests.fuzz", description=__doc__)
    parser.add_argument("--long", action="store_true", help=f"{LONG} cases per family (else {SHORT})")
    parser.add_argument("--count", type=int, help="cases per family")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--save", type=Path, help="write the bad cases' requests to this JSON file")
    options = parser.parse_args(argv)
    count = options.count or (LONG if options.long else SHORT)
    start = time.monotonic()
    cases, decoder_failures, refused_links = all_cases(options.seed, count)
    tally = run(cases, options.workers)
    print(f"seed {options.seed}, {len(cases)} requests, {time.monotonic() - start:.0f} s, slowest answer "
          f"{tally.slowest:.2f} s; links the page's decoder refused itself: {refused_links}, "
          f"decoder failures: {len(decoder_failures)}")
    print(tally.table())
    for name, text in decoder_failures:
        print(f"\nshare decoder failed on a link from {name}: {text}")
    for case, verdict in tally.bad:
        print(f"\n{verdict.outcome} ({case.family}, from {case.seed}, {verdict.seconds:.1f} s): {verdict.detail}\n"
              f"  request: {case.text[:300]}")
    if options.save:
        options.save.write_text(json.dumps([[case.family, case.seed, verdict.outcome, case.text]
                                            for case, verdict in tally.bad]), encoding="utf-8")
    return 1 if tally.bad or decoder_failures else 0


if __name__ == "__main__":
    sys.exit(main())
