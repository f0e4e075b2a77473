"""How often the bridge works out a group's standings, for the tests of what it keeps while an event is held."""

from swisspair import bridge


def count_standings_work(monkeypatch) -> list[str]:
    """A list that gets the edition of every standings the bridge works out from now on (for this test)."""
    worked: list[str] = []
    real = bridge.event_standings_of
    monkeypatch.setattr(bridge, "event_standings_of", lambda doc, edition: worked.append(edition) or real(doc, edition))
    return worked
