"""On small random events, a legal pairing (C1 no rematch of a played match, C2 no second PAB and no PAB after a
forfeit win) is found exactly when one exists, both checked here from the raw history, independently of the engine."""

import random

import pytest

from swisspair.model import MatchOutcome, Team, Tournament
from swisspair.systems.dutch.errors import PairingError
from swisspair.systems.teams.swiss import pair_next_round
from tests.systems.teams.swiss.events import random_event


def _met(t: Tournament, rounds: int) -> set[frozenset[int]]:
    """C1's meetings: played matches only (C.04.2 Art. 3.5: participants "who did not play their game or match,
    may be paired together in a future round")."""
    return {frozenset((team.number, r.opponent)) for team in t.teams.teams for r in team.rounds[:rounds]
            if r.outcome is MatchOutcome.PLAYED}


def _may_have_bye(team: Team, rounds: int) -> bool:
    return not any(r.outcome in (MatchOutcome.PAIRING_BYE, MatchOutcome.FORFEIT_WIN) for r in team.rounds[:rounds])


def _legal_exists(present: list[int], met, bye_ok) -> bool:
    """Every pairing of `present`, by plain enumeration."""
    def pairs(rest):
        if not rest:
            return True
        first = rest[0]
        return any(frozenset((first, other)) not in met and pairs([x for x in rest[1:] if x != other])
                   for other in rest[1:])
    if len(present) % 2:
        return any(bye_ok[b] and pairs([x for x in present if x != b]) for b in present)
    return pairs(present)


@pytest.mark.parametrize("seed", range(300))
def test_a_legal_pairing_is_found_exactly_when_one_exists(seed):
    rng = random.Random(seed)
    teams, rounds = rng.randint(3, 9), rng.randint(1, 5)
    t = random_event(rng, teams, rounds)
    present = [team.number for team in t.teams.teams if len(team.rounds) == rounds]
    met = _met(t, rounds)
    bye_ok = {team.number: _may_have_bye(team, rounds) for team in t.teams.teams}
    exists = _legal_exists(present, met, bye_ok)
    try:
        p = pair_next_round(t)
    except PairingError:
        assert not exists, "the engine found no pairing, but one exists"
        return
    assert exists
    paired = [n for m in p.matches for n in (m.white, m.black)] + ([p.bye] if p.bye is not None else [])
    assert sorted(paired) == sorted(present)
    assert not any(frozenset((m.white, m.black)) in met for m in p.matches)
    assert p.bye is None or bye_ok[p.bye]
