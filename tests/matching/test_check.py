"""The certificate checker rejects every kind of bad matching or dual, so the other tests can trust it."""

import pytest

from swisspair.matching import CertificateError, check_matching, matching_weight, verify_optimum

# Triangle 0-1-2 (weights 4, 4, 4) plus pendant edge 2-3 (weight 1): the optimum is 0-1 and 2-3 (5).
W = [[0, 4, 4, 0], [4, 0, 4, 0], [4, 4, 0, 1], [0, 0, 1, 0]]
MATE = [1, 0, 3, 2]
# In plain units u = (1, 1, 1, 0) and Z = 2 on the triangle cover every edge and sum to 5; doubled below.
DUALS = [2, 2, 2, 0]
BLOSSOMS = [([0, 1, 2], 2)]


def test_a_correct_certificate_passes():
    # Each triangle edge: 2 + 2 + 2*2 = 8 = 2*4; edge 2-3: 2 + 0 = 2; bound (6 + 2*2) / 2 = 5.
    verify_optimum(W, MATE, DUALS, BLOSSOMS)
    assert matching_weight(W, MATE) == 5


def test_a_suboptimal_matching_is_rejected():
    with pytest.raises(CertificateError, match="not proven optimal"):
        verify_optimum(W, [1, 0, -1, -1], DUALS, BLOSSOMS)


def test_infeasible_duals_are_rejected():
    with pytest.raises(CertificateError, match="violates"):
        verify_optimum(W, MATE, DUALS, [])
    with pytest.raises(CertificateError, match="negative dual"):
        verify_optimum(W, MATE, [2, 2, 4, -2], BLOSSOMS)
    with pytest.raises(CertificateError, match="negative dual"):
        verify_optimum(W, MATE, DUALS, [([0, 1, 2], -1)])
    with pytest.raises(CertificateError, match="odd set"):
        verify_optimum(W, MATE, DUALS, [([0, 1], 1)])
    with pytest.raises(CertificateError, match="duals for"):
        verify_optimum(W, MATE, DUALS[:3], BLOSSOMS)


def test_invalid_matchings_are_rejected():
    with pytest.raises(CertificateError, match="mate\\[0\\] = 1 but"):
        check_matching(W, [1, 2, 1, -1])
    with pytest.raises(CertificateError, match="not a real edge"):
        check_matching(W, [3, -1, -1, 0])
    with pytest.raises(CertificateError, match="another vertex"):
        check_matching(W, [0, -1, -1, -1])
    with pytest.raises(CertificateError, match="entries"):
        check_matching(W, [1, 0])
