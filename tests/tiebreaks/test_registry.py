"""swisspair.tiebreaks.registry: codes as organisers write them, and the editions of C.07."""

import pytest

from swisspair.tiebreaks.registry import UnknownTiebreak, canonical, lookup, lookup_team


def test_codes_accept_both_separators_and_any_case():
    assert canonical("bh-c1") == canonical("BH/C1") == "BH/C1"
    assert lookup("sb-c1").code == "SB/C1" and lookup("BH-M2").code == "BH/M2"
    assert lookup("GE").code == "REP"


def test_an_unknown_code_is_named():
    with pytest.raises(UnknownTiebreak, match="'XYZ'") as error:
        lookup("XYZ")
    assert error.value.code == "XYZ"


def test_2026_additions_are_refused_in_the_2024_edition():
    with pytest.raises(UnknownTiebreak, match="2026"):
        lookup("STD", "2024")
    assert lookup("STD", "2026").code == "STD"


def test_team_codes_are_read_the_same_way_and_only_for_teams():
    assert lookup_team("emgsb-c1").code == "EMGSB/C1" and lookup_team("bh-m1").code == "BH/M1"
    with pytest.raises(UnknownTiebreak, match="unknown team tie-break 'TPR'"):
        lookup_team("TPR")
    with pytest.raises(UnknownTiebreak, match="'EDE'"):
        lookup("EDE")
