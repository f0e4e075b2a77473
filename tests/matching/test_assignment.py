"""The lexicographically first assignment against the order itself: every injection of the left side into the
right side, tried in lexicographic order."""

import random
from itertools import permutations

import pytest

from swisspair.matching import first_assignment


def by_enumeration(allowed, right):
    for choice in permutations(range(right), len(allowed)):  # lexicographic order
        if all(j in allowed[i] for i, j in enumerate(choice)):
            return list(choice)
    return None


@pytest.mark.parametrize("seed", range(300))
def test_random_graphs_get_the_first_assignment_in_order(seed):
    rng = random.Random(seed)
    left = rng.randint(0, 6)
    right = left + rng.randint(0, 2)
    density = rng.choice([0.3, 0.6, 0.9])
    allowed = [[j for j in range(right) if rng.random() < density] for _ in range(left)]
    assert first_assignment(allowed, right) == by_enumeration(allowed, right)


def test_the_order_is_each_left_vertex_s_own_order_of_preference():
    # Vertex 0 prefers right 1 to right 0; both orders are FIDE-like "earliest allowed first".
    assert first_assignment([[1, 0], [0, 1]], 2) == [1, 0]


def test_an_early_choice_that_strands_a_later_vertex_is_passed_over():
    # 0 could take right 0, but 1 can only take right 0: 0 gets right 1.
    assert first_assignment([[0, 1], [0]], 2) == [1, 0]


def test_no_assignment_when_two_left_vertices_need_the_same_right_vertex():
    assert first_assignment([[0], [0], [1, 2]], 3) is None


def test_a_spare_right_vertex_is_left_over():
    assert first_assignment([[0, 1, 2], [0]], 3) == [1, 0]
