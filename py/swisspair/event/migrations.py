"""Upgrading a document of an older format version, step by step, the upgrade written in its log."""

from __future__ import annotations

import copy
from collections.abc import Callable
from operator import itemgetter
from typing import Any

from ..document.errors import EventError
from ..document.names import FORMAT, VERSION
from ..checks import shown_params
from ..document.values import check_int, check_object
from .schema import check_json


# ------------------------------------------------------------------------------------------------- migrations

# MIGRATIONS[k] upgrades a document of version k to version k + 1. Each takes a copy it may change and
# returns the upgraded document; `upgrade` chains them in order.


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """The pairing system is named: every version 1 event was paired by the Dutch system"""
    settings = doc.get("settings")
    if isinstance(settings, dict):
        settings["system"] = "dutch"
        settings["options"] = {}
    doc["arena"] = None  # only arena events have games outside rounds
    doc["version"] = 2
    return doc


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


def upgrade(document: Any, migrations: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] | None = None,
            current: int = VERSION) -> dict[str, Any]:
    """The document at the current version: older ones migrated step by step, the steps logged.

    Never mutates `document`. A newer version is refused: this SwissPair cannot know what it holds.
    """
    migrations = MIGRATIONS if migrations is None else migrations
    check_json(document, "event")
    doc = check_object(document, "event", "subject.event")
    if doc.get("format") != FORMAT:
        raise EventError.of("migration.not_an_event", "event.format", format=FORMAT, **shown_params(doc.get("format")))
    version = check_int(doc.get("version"), "event.version", "subject.event_version", 1, 10**6)
    if version > current:
        raise EventError.of("migration.newer_version", "event.version", version=str(version), current=str(current))
    if version == current:
        return doc
    start = version
    steps = []
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise EventError.of("migration.missing", "event.version", version=str(version))
        doc = step(copy.deepcopy(doc))
        if not isinstance(doc, dict) or doc.get("version") != version + 1:
            raise EventError.of("migration.wrong_version", "event.version", version=str(version),
                                next=str(version + 1))
        steps.append(step.__doc__.strip().splitlines()[0] if step.__doc__ else f"to version {version + 1}")
        version += 1
    log = doc.get("log")
    if isinstance(log, list):
        log.append({"seq": next_log_seq(log), "op": "upgrade",
                    "text": f"Upgraded from format version {start} to {current}: " + "; ".join(steps)})
    return doc


def next_log_seq(log: list[Any]) -> int:
    return max((e.get("seq", 0) for e in log if isinstance(e, dict) and isinstance(e.get("seq"), int)), default=0) + 1


def next_checked_seq(log: list[dict[str, Any]]) -> int:
    """next_log_seq of a checked log (every entry an object with a whole number "seq"), asked in C."""
    return max(map(itemgetter("seq"), log), default=0) + 1
