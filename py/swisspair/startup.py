"""The engine's start, done ahead at build time: build.py imports every module here, runs the page's first requests
(which fill the tables and compiled patterns they build on first use) and snapshots the interpreter
(tools/snapshot_node.mjs); the page's worker restores that snapshot instead of starting Python and importing.

What a snapshot must not carry over from the build is made again on each restore (`restored`): the token of the
held event's keys, so that a restarted worker never takes an old worker's key for its own, and the shared random
generator's state."""

from __future__ import annotations

import importlib
import pkgutil
import random

from . import bridge

# Modules only the command line runs (`python -m swisspair`, its benchmark): no request of the page reaches them, so
# the snapshot does not carry them.
COMMAND_LINE_ONLY = ("swisspair.__main__", "swisspair.bench")

prepared_for: str | None = None
"""The build (build-info.json's "runtime") this interpreter was prepared for; None in an interpreter started cold.
The worker refuses a snapshot prepared for another build."""


def prepare(build: str) -> list[str]:
    """Import every module of the engine, so that none is left to load from the wheel (which a restored worker
    does not unpack); returns their names."""
    global prepared_for
    package = importlib.import_module(__package__)
    names = [info.name for info in pkgutil.walk_packages(package.__path__, f"{__package__}.")
             if info.name not in COMMAND_LINE_ONLY]
    for name in names:
        importlib.import_module(name)
    prepared_for = build
    return names


def restored() -> None:
    """Make again what must differ between two workers restored from the same snapshot."""
    bridge.HELD = bridge.HeldEvent()
    random.seed()
