"""An event of sections built through the engine's operations, as the page builds one: a weekend open of an Open, a
U1800 and a U1400, for the tests of what an event of sections is written as (TRF files, links, a merge)."""

from __future__ import annotations

from swisspair import event
from tests.event.helpers import finish_round, signed

NAMES = ("Open", "U1800", "U1400")
TOPS = (2350, 1790, 1390)  # each section's best rating; each player after is 23 lower
RESULTS = ("1-0", "1/2-1/2", "0-1", "1-0", "0-1")


def apply(doc, copy=None, **operation):
    """One operation, signed by `copy` when one is given."""
    return event.apply(doc, signed(operation, copy)).event


def weekend(sizes=(11, 10, 9), copy=None, rounds=5, mode="fide"):
    """The three sections with `sizes` players each ("Player <section>-<k>"), nothing paired."""
    doc = event.new_event({"id": "weekend", "name": "Weekend Open 2026", "rounds": rounds, "mode": mode})
    doc = apply(doc, copy, op="add_section", name=NAMES[1], first_name=NAMES[0])
    doc = apply(doc, copy, op="add_section", name=NAMES[2])
    for section, (count, top) in enumerate(zip(sizes, TOPS), 1):
        for k in range(count):
            doc = apply(doc, copy, op="add_player", section=section,
                        player={"name": f"Player {section}-{k + 1:02d}", "rating": top - 23 * k})
    return doc


def play(doc, section, rounds, copy=None):
    """`rounds` rounds of a section paired and played, the boards' results in turn from RESULTS."""
    for _ in range(rounds):
        doc = finish_round(apply(doc, copy, op="pair_next", section=section), RESULTS, copy, section)
    return doc
