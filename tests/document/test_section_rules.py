"""A section's rule (document/section_rules.py): checked as part of the document, and whether a player fits it, in
the words a director reads."""

import pytest

from swisspair.document.errors import EventError
from swisspair.document.names import new_player
from swisspair.document.section_rules import check_rule, misfit


def player(**fields):
    return new_player(1, {"name": "Ana Kovač", "rating": 1930, **fields})


@pytest.mark.parametrize(("rule", "fields", "why"), [
    ({"kind": "rating", "max": 1799}, {}, "Ana Kovač (1,930) is above the U1800 section's limit of 1,799."),
    ({"kind": "rating", "min": 2000}, {}, "Ana Kovač (1,930) is below the U1800 section's floor of 2,000."),
    ({"kind": "rating", "min": 1000}, {"rating": 0}, "Ana Kovač (unrated) is below the U1800 section's floor of 1,000."),
    ({"kind": "rating", "max": 1799}, {"rating": 0}, None),
    ({"kind": "rating", "min": 1800, "max": 1999}, {}, None),
    ({"kind": "born", "from": "2014"}, {"birth": "2013/12/31"},
     "Ana Kovač (born 2013/12/31) was born before the U1800 section's first date, 2014."),
    ({"kind": "born", "from": "2014-09-01"}, {"birth": "2014/08/31"},
     "Ana Kovač (born 2014/08/31) was born before the U1800 section's first date, 2014-09-01."),
    ({"kind": "born", "from": "2014-09-01"}, {"birth": "2014"}, None),  # a year alone is compared as a year
    ({"kind": "born", "to": "2010-12-31"}, {"birth": "2011/01/01"},
     "Ana Kovač (born 2011/01/01) was born after the U1800 section's last date, 2010-12-31."),
    ({"kind": "born", "from": "2010", "to": "2011"}, {"birth": "2011/07/14"}, None),
    ({"kind": "born", "from": "2010"}, {}, "Ana Kovač has no birth date; the U1800 section takes players born from 2010."),
    ({"kind": "field", "field": "sex", "values": ["w"]}, {"sex": "m"},
     "Ana Kovač's sex (m) is not one the U1800 section takes (w)."),
    ({"kind": "field", "field": "federation", "values": ["SLO", "CRO"]}, {"federation": "slo"}, None),
    ({"kind": "field", "field": "club", "values": ["Rooks"]}, {},
     "Ana Kovač has no club; the U1800 section takes Rooks."),
    (None, {}, None),
])
def test_a_player_fits_a_rule_or_is_told_why_not(rule, fields, why):
    if rule is not None:
        check_rule(rule, "rule", "the section")
    assert misfit(player(**fields), rule, "U1800") == why


@pytest.mark.parametrize(("rule", "field"), [
    ({"kind": "age"}, "rule.kind"),
    ({"kind": "rating"}, "rule"),
    ({"kind": "rating", "min": 1800, "max": 1500}, "rule.max"),
    ({"kind": "rating", "max": 1800, "band": 2}, "rule.band"),
    ({"kind": "born"}, "rule"),
    ({"kind": "born", "from": "14.09.2012"}, "rule.from"),
    ({"kind": "born", "from": "2012-13-01"}, "rule.from"),
    ({"kind": "born", "from": "2012", "to": "2011-06-01"}, "rule.to"),
    ({"kind": "field", "field": "rating", "values": ["x"]}, "rule.field"),
    ({"kind": "field", "field": "club", "values": []}, "rule.values"),
    ({"kind": "field", "field": "club", "values": [""]}, "rule.values[0]"),
])
def test_a_rule_that_cannot_be_read_is_refused_naming_its_part(rule, field):
    with pytest.raises(EventError) as info:
        check_rule(rule, "rule", "the section “U1800”")
    assert info.value.field == field, info.value.as_error()
