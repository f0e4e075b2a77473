"""Why a player does not fit a section's rule, as the roster marks it (app/section-list.js `misfitsOf`, run by Node):
the engine's list of sections answers each misfit's key and parameters beside its English, and the page words it in
German, the section and the field in German words, the numbers grouped as German groups them."""

import pytest

from swisspair import bridge
from tests.app.helpers import NODE, in_language, uri
from tests.helpers.section_events import weekend

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js")


def misfits_in(language: str, doc: dict, section: int) -> dict:
    answer = bridge.handle({"id": 1, "op": "event_sections", "args": {"event": doc}})
    assert answer["ok"], answer
    return in_language(language, f"import {{ misfitsOf }} from {uri('section-list.js')}",
                       "Object.fromEntries(misfitsOf(value[0], value[1]))", [answer["result"], section])


def apply(doc: dict, **operation) -> dict:
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": operation}})
    assert answer["ok"], answer
    return answer["result"]["event"]


def test_a_player_above_a_sections_limit_and_one_outside_its_federations_are_marked_in_german():
    doc = apply(weekend(), op="edit_section", section=3, rule={"kind": "rating", "max": 1399})
    doc = apply(doc, op="add_player", section=3, player={"name": "Vera Lund", "rating": 1500})
    vera = str(doc["sections"][2]["players"][-1]["id"])
    assert misfits_in("de", doc, 3)[vera] == "Vera Lund (1.500) liegt über der Obergrenze der Gruppe U1400 von 1.399."
    assert misfits_in("en", doc, 3)[vera] == "Vera Lund (1,500) is above the U1400 section's limit of 1,399."
    ruled = apply(doc, op="edit_section", section=3, rule={"kind": "field", "field": "federation", "values": ["NOR"]})
    marked = misfits_in("de", ruled, 3)
    assert marked[vera] == "Vera Lund hat keine Angabe für Föderation; in der Gruppe U1400 spielen: NOR."
