"""How far a long request has got, told to whoever asked: the page's worker shows it while the engine pairs.

The boundary sets a listener for the length of one request (`listening`); the engines `report` between their
steps (the Dutch engine after each bracket). Without a listener a report costs one lookup, so the engines
report whether or not anyone listens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

# listener(step, done, total): `step` names what is being done ("pairing"), `done` of `total` how far it is
Listener = Callable[[str, int, int], None]

_listener: ContextVar[Listener | None] = ContextVar("swisspair_progress_listener", default=None)


@contextmanager
def listening(listener: Listener | None) -> Iterator[None]:
    """Send every report made inside the block to `listener` (None: to nobody)."""
    token = _listener.set(listener)
    try:
        yield
    finally:
        _listener.reset(token)


def report(step: str, done: int, total: int) -> None:
    listener = _listener.get()
    if listener is not None:
        listener(step, done, total)
