"""A merge's question in the page's language, run by Node through app/engine-text.js as the incoming panel words it
(app/incoming.js): the question, its options quoting each copy's change, the changes each side lists and what each
copy did, in German and French from the engine's keys and parameters."""

import pytest

from swisspair.document.errors import EventError
from swisspair.event.merge import because, copy_words, merge
from swisspair.messages import clause, said
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


def test_a_merge_question_reads_in_german():
    assert worded(items_of(asked()), "de") == [
        "Runde 1, Brett 1: auf beiden Kopien unterschiedlich geändert.",
        "Behalten: Runde 1, Brett 1: Player 01 - Player 05 1-0.",
        "Behalten: Runde 1, Brett 1: Player 01 - Player 05 0-1.",
        "Runde 1, Brett 1: Player 01 - Player 05 0-1.",
        "1 Ergebnis in Runde 1"]


def test_a_merge_question_reads_in_french():
    assert worded(items_of(asked()), "fr") == [
        "la ronde 1, échiquier 1 : modifié différemment sur les deux copies.",
        "Garder : Ronde 1, échiquier 1 : Player 01 - Player 05 1-0.",
        "Garder : Ronde 1, échiquier 1 : Player 01 - Player 05 0-1.",
        "Ronde 1, échiquier 1 : Player 01 - Player 05 0-1.",
        "1 résultat dans la ronde 1"]


def test_a_players_fields_a_left_out_reason_and_several_copies_read_in_german():
    ana = act(parted(), ANA, "edit_player", player=8, changes={"rating": 2300, "club": "Nord"})
    ben = act(parted(), BEN, "edit_player", player=8, changes={"rating": 2250, "club": "Sud"})
    [conflict] = merge(ana, ben)["conflicts"]
    [why] = merge(ana, ben, {conflict["id"]: conflict["options"][1]["id"]})["left_out"]
    copies = copy_words("copy", {ANA: "Ana", "cleo-pc": "Cleo"}, {ANA, "cleo-pc"})
    # A board naming no player, or one the copy no longer has; a refusal the table has no sentence for.
    board = said("merge.pairing_board", board="2", white_msg=clause("merge.no_player"),
                 black_msg=clause("merge.player_gone", number="9"))
    bye = said("merge.pairing_bye", name_msg={"text": "Ana"})
    unworded = because(EventError("x", "Something English."), "merge.why_depended")
    assert [board["text"], bye["text"], unworded["text"]] == [
        "Board 2: no player - player 9", "Bye: Ana", "It depended on a change left out: Something English."]
    assert worded([[conflict, conflict["text"]], [why, why["why"]],
                   [{"key": "merge.keep_pairing", "params": copies}, "English"],
                   *[[option, option["label"]] for option in conflict["options"]],
                   *[[item, item["text"]] for item in (board, bye, unworded)]], "de") == [
        "Player 08 (Verein und Elo): auf beiden Kopien unterschiedlich geändert.",
        "Player 08 (Verein und Elo): auf beiden Kopien geändert; die Änderung auf der Kopie ben-ph wurde behalten.",
        "Die Auslosung auf Ana und Cleo behalten",
        "Behalten: Player 08 bearbeitet: Elo 2130 → 2300 und Verein “” → “Nord”.",
        "Behalten: Player 08 bearbeitet: Elo 2130 → 2250 und Verein “” → “Sud”.",
        "Brett 2: kein Spieler - Spieler 9", "Spielfrei: Ana",
        "Sie hing von einer weggelassenen Änderung ab: Something English."]
