"""swisspair.event.migrations: an older document is upgraded in order, the upgrade logged; a newer one
is refused."""

import copy
import json
import os

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from tests.event.helpers import GOLDEN
from swisspair.document.names import VERSION


def test_the_golden_version_1_document_loads_unchanged():
    # Written once by version 1 and kept: every later SwissPair must still open it (upgrading it when the
    # format moves on), so this file is never regenerated.
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        stored = json.load(f)
    assert stored["version"] == 1
    loaded = event.load(stored)
    # Version 2 named the pairing system: every version 1 event was a Dutch one.
    assert loaded["settings"]["system"] == "dutch" and loaded["settings"]["options"] == {}
    assert loaded["log"][-1]["text"] == ("Upgraded from format version 1 to 2: The pairing system is named: every "
                                         "version 1 event was paired by the Dutch system")
    unchanged = copy.deepcopy(loaded)
    assert loaded["arena"] is None  # only a started arena event has games outside rounds
    del unchanged["settings"]["system"], unchanged["settings"]["options"], unchanged["arena"]
    unchanged["version"], unchanged["log"] = 1, unchanged["log"][:-1]
    assert unchanged == stored
    # It is a real event: it pairs on and exports.
    assert loaded["rounds"] and loaded["restrictions"] and any(p["withdrawn_round"] for p in loaded["players"])
    event.to_trf(loaded)


def to_v2(doc):
    """Players get a list of notes"""
    for p in doc["players"]:
        p["notes"] = []
    doc["version"] = 2
    return doc


def to_v3(doc):
    """Ratings become an object with the rating list"""
    for p in doc["players"]:
        p["rating"] = {"value": p["rating"], "list": "FIDE"}
    doc["version"] = 3
    return doc


def test_an_older_document_is_upgraded_in_order_and_the_upgrade_logged():
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        stored = json.load(f)
    before = copy.deepcopy(stored)
    upgraded = event.upgrade(stored, migrations={1: to_v2, 2: to_v3}, current=3)
    assert stored == before  # never mutated
    assert upgraded["version"] == 3
    assert upgraded["players"][0]["notes"] == []
    assert upgraded["players"][0]["rating"] == {"value": before["players"][0]["rating"], "list": "FIDE"}
    assert upgraded["log"][-1]["op"] == "upgrade"
    assert upgraded["log"][-1]["text"] == ("Upgraded from format version 1 to 3: Players get a list of notes; "
                                           "Ratings become an object with the rating list")
    # Everything else is carried over untouched.
    for key in ("id", "name", "settings", "rounds", "restrictions"):
        assert upgraded[key] == before[key]


def test_a_middle_version_takes_only_the_steps_after_it():
    doc = to_v2(json.loads(json.dumps(event.new_event({"id": "x"}))))
    upgraded = event.upgrade(doc, migrations={2: to_v3}, current=3)
    assert upgraded["version"] == 3 and "Upgraded from format version 2 to 3" in upgraded["log"][-1]["text"]


def test_a_newer_document_is_refused_not_guessed_at():
    doc = dict(event.new_event({"id": "x"}), version=VERSION + 1)
    with pytest.raises(EventError) as info:
        event.load(doc)
    assert info.value.code == "newer_version" and info.value.field == "event.version"


def test_a_missing_or_broken_migration_is_a_fault_not_a_silent_change():
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        doc = json.load(f)
    with pytest.raises(EventError) as info:
        event.upgrade(doc, migrations={}, current=2)
    assert info.value.code == "internal"
    with pytest.raises(EventError) as info:
        event.upgrade(doc, migrations={1: lambda d: d}, current=2)  # forgot to set the version
    assert info.value.code == "internal"


def test_every_version_step_has_its_migration():
    assert sorted(event.MIGRATIONS) == list(range(1, VERSION))
