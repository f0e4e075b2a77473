"""C.04.6 §3.4: who gets the pairing-allocated bye, and C2's "no valid pairing"."""

import random
from itertools import combinations

import networkx as nx
import pytest

from swisspair.systems.dutch.errors import PairingError
from swisspair.systems.teams.swiss.bye import choose_bye
from swisspair.systems.teams.swiss.legal import Legality
from swisspair.systems.teams.swiss.scores import TeamState, read_round

from .events import event, forfeit, half_bye, match, pab


def _bye(tournament):
    states = list(read_round(tournament).states)
    team, rule = choose_bye(states, Legality(states))
    return team.number, rule


def test_3_4_4_largest_pairing_number_among_equals():
    assert _bye(event(5, [])) == (5, "3.4.4")


def test_3_4_2_lowest_score():
    t = event(5, [[match(1, 2, 30, 10), match(3, 5, 30, 10), pab(4)]])
    # 2 and 5 lost; 4 had the bye (C2), so 5 (largest of the lowest) gets it.
    assert _bye(t) == (5, "3.4.4")
    t = event(5, [[match(1, 2, 30, 10), match(5, 3), pab(4)]])
    assert _bye(t) == (2, "3.4.2")


def test_3_4_3_most_matches_played():
    # 3 lost by forfeit (played no match), 2 lost a played match: both 0 MP, 2 has played more.
    t = event(5, [[match(1, 2, 30, 10), forfeit(4, 3), pab(5)]])
    assert _bye(t) == (2, "3.4.3")


def test_3_4_1_the_bye_leaves_a_legal_pairing_for_the_others():
    t = event(5, [[match(1, 2), match(3, 4), half_bye(5)],
                  [match(1, 3), match(2, 5, 30, 10), half_bye(4)],
                  [match(1, 4), match(3, 5, 30, 10), half_bye(2)]])
    # 5 has the lowest score, but 1 has met 2, 3 and 4: without 5 it could not be paired. Next in order are
    # 1 and 4 (3 MP each); 1 has played more matches.
    assert _bye(t) == (1, "3.4.1")


def test_c2_no_team_may_take_the_bye():
    t = event(3, [[match(1, 2), pab(3)], [forfeit(1, 3), pab(2)], [forfeit(2, 3), pab(1)]])
    with pytest.raises(PairingError, match="C2") as exc:
        _bye(t)
    assert exc.value.rule == "C2"


def _can_complete(tournament):
    states = list(read_round(tournament).states)
    return Legality(states).can_complete(states)


def test_c1_can_complete_sees_rematches():
    t = event(4, [[match(1, 2), match(3, 4)], [match(1, 3), match(2, 4)], [match(1, 4), match(2, 3)]])
    assert not _can_complete(t)
    assert _can_complete(event(4, [[match(1, 2), match(3, 4)]]))


def test_c1_a_forfeited_match_is_no_meeting():
    # C.04.2 Art. 3.5: "Two paired participants, who did not play their game or match, may be paired together in
    # a future round". 1-2 and 3-4 were forfeited, then 1-3 and 2-4 played: 1-2 / 3-4 is legal again.
    t = event(4, [[forfeit(1, 2), forfeit(3, 4)], [match(1, 3), match(2, 4)], [match(1, 4), match(2, 3)]])
    assert _can_complete(t)


@pytest.mark.parametrize("seed", range(40))
def test_c1_can_complete_agrees_with_a_plain_matching(seed):
    # The count of Dirac's theorem answers most large sets without a matching; it must never say "yes" wrongly.
    rng = random.Random(seed)
    n = rng.choice([4, 6, 8, 12, 16, 20])
    met = {frozenset(p) for p in combinations(range(1, n + 1), 2) if rng.random() < rng.choice([0.1, 0.3, 0.6])}
    states = [TeamState(k, 0, 0, (), 0, frozenset(o for p in met if k in p for o in p if o != k), None, False)
              for k in range(1, n + 1)]
    graph = nx.Graph()
    graph.add_nodes_from(range(1, n + 1))
    graph.add_edges_from(p for p in combinations(range(1, n + 1), 2) if frozenset(p) not in met)
    assert Legality(states).can_complete(states) == (2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == n)
