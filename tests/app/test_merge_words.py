"""A merge's question in the page's language, run by Node through app/engine-text.js as the incoming panel words it
(app/incoming.js): the question, its options quoting each copy's change, the changes each side lists and what each
copy did, in German and French from the engine's keys and parameters."""

import pytest

from swisspair.event.merge import merge
from tests.app.helpers import NODE, in_language, uri
from tests.helpers.merge_copies import ANA, BEN, act, parted

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js")


def worded(items: list, language: str) -> list[str]:
    """Each [words, english] as explanationText words it in `language`."""
    return in_language(language, f"import {{ explanationText }} from {uri('engine-text.js')}",
                       "value.map(([said, english]) => explanationText(said ?? {}, english))", items)


def asked():
    ana = act(parted(), ANA, "set_result", round=1, board=1, result="1-0")
    ben = act(parted(), BEN, "set_result", round=1, board=1, result="0-1")
    return merge(ana, ben)


def items_of(answer):
    [conflict] = answer["conflicts"]
    return [[conflict, conflict["text"]], *[[option, option["label"]] for option in conflict["options"]],
            [conflict["side_words"][BEN][0], conflict["sides"][BEN][0]],
            [answer["summary_words"][BEN][0], answer["summary"][BEN][0]]]


def fields_asked():
    """A player's rating and title changed on both copies, differently."""
    ana = act(parted(), ANA, "edit_player", player=1, changes={"rating": 2000, "title": "FM"})
    ben = act(parted(), BEN, "edit_player", player=1, changes={"rating": 2100, "title": "IM"})
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["text"] == "Player 01's rating and title was changed on both copies differently."
    assert [c["key"] for c in conflict["clauses"]] == ["log.field_rating", "log.field_title"]
    return [conflict, conflict["text"]]


def test_a_merge_question_reads_in_german():
    # The player's fields are the page's words, joined as German joins them.
    assert worded([*items_of(asked()), fields_asked()], "de") == [
        "Runde 1, Brett 1: auf beiden Kopien unterschiedlich geändert.",
        "Behalten: Runde 1, Brett 1: Player 01 - Player 05 1-0.",
        "Behalten: Runde 1, Brett 1: Player 01 - Player 05 0-1.",
        "Runde 1, Brett 1: Player 01 - Player 05 0-1.",
        "1 Ergebnis in Runde 1",
        "Player 01 (Wertungszahl und Titel): auf beiden Kopien unterschiedlich geändert."]


def test_a_merge_question_reads_in_french():
    assert worded(items_of(asked()), "fr") == [
        "la ronde 1, échiquier 1 : modifié différemment sur les deux copies.",
        "Garder : Ronde 1, échiquier 1 : Player 01 - Player 05 1-0.",
        "Garder : Ronde 1, échiquier 1 : Player 01 - Player 05 0-1.",
        "Ronde 1, échiquier 1 : Player 01 - Player 05 0-1.",
        "1 résultat dans la ronde 1"]

