"""swisspair.tiebreaks.words: every tie-break the engine knows has its words and its rule, and only those."""

from swisspair.tiebreaks.registry import TEAM_TIEBREAKS, TIEBREAKS
from swisspair.tiebreaks.words import TEAM_WORDS, WORDS


def test_every_tiebreak_has_words_and_a_rule():
    assert list(WORDS) == list(TIEBREAKS)
    for code, words in WORDS.items():
        assert words.what.endswith(".") and words.what[0].isupper(), code
        assert words.rule, code



def test_every_team_tiebreak_has_words_and_a_rule():
    assert list(TEAM_WORDS) == list(TEAM_TIEBREAKS)
    for code, words in TEAM_WORDS.items():
        assert words.what.endswith(".") and words.what[0].isupper(), code
        assert words.rule, code
