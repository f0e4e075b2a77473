"""What `--explain` says about a team round: the PAB and its article, upfloaters, the colour rule of each match."""

from swisspair.systems.teams.swiss import pair_next_round
from swisspair.systems.teams.swiss.explain import explain, format_pairing

from .events import event, half_bye, match


def test_the_reference_engines_form_count_then_white_black_then_the_pab():
    assert format_pairing(pair_next_round(event(5, []))) == "3\n1 3\n4 2\n5 0"


def test_explain_names_the_pab_article_the_upfloaters_and_the_colour_rules():
    # 2 lost round 1 and is alone at the lowest score: the PAB. 1 (2 MP) is alone at the top and takes one
    # upfloater of 3, 4 and 5 (1 MP): the first set in the order of §3.5.4 is {3}.
    t = event(5, [[match(1, 2, 30, 10), match(3, 4), half_bye(5)]])
    text = explain(pair_next_round(t))
    assert "Pairing-allocated bye: 2 (0.0), by §3.4.2: the lowest score\n" in text
    assert "Top scoregroup 2.0 (1 team(s)): upfloaters 3 (1.0) by §3.5" in text
    assert "Board 1: 3 (1.0) - 1 (2.0); upfloater(s): 3; colours (§4.3.8)" in text
    assert text.splitlines()[-1].startswith("Quality (each top scoregroup") and "; C4: 1 upfloater(s)" in text
