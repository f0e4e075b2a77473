"""swisspair.trf.points: points as the TRF writes them."""

from __future__ import annotations

import pytest

from swisspair.trf import TrfError, format_points, parse_points


def test_points_text():
    assert [parse_points(t, 1, 1) for t in ("2.5", "2", "2.0", ".5", "11.5", " 0.0")] == [25, 20, 20, 5, 115, 0]
    assert [format_points(t) for t in (25, 20, 5, 115)] == ["2.5", "2.0", "0.5", "11.5"]
    for bad in ("2.", "2.55", "-1", "1,5", ""):
        with pytest.raises(TrfError):
            parse_points(bad, 1, 1)
