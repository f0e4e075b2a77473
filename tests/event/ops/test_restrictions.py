"""swisspair.event.ops.restrictions: players who must not meet."""

from swisspair import event
from tests.event.helpers import FIVE, make, told
from swisspair.messages import sentence

FIDE_RESTRICTIONS_NOTE = sentence("note.fide_restrictions", {})


def test_fide_mode_warns_that_restrictions_are_not_allowed():
    doc = make(FIVE[:4], rounds=3, mode="fide")
    result = event.apply(doc, {"op": "add_restriction", "players": [1, 3], "kind": "club"})
    assert told(result) == [FIDE_RESTRICTIONS_NOTE]
    paired = event.apply(result.event, {"op": "pair_next"})
    assert paired.event["rounds"][0]["notes"][0]["code"] == "fide_restrictions"
    text, warnings = event.to_trf(paired.event)
    assert "XXP 1 3" in text.splitlines() and FIDE_RESTRICTIONS_NOTE in [w["text"] for w in warnings]
