"""An operation's warnings (document/operation.py's Context.warnings): each a message of the engine's table, its key
and parameters beside its English, and the log entry storing the English as before with the words beside it."""

import copy

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.document.operation import read_warnings
from swisspair.messages import MESSAGES, sentence
from tests.event.helpers import FIVE, finish_round, make, outcome, pairs, run


def warned(doc, **operation):
    """The outcome of `operation` on `doc`, after checking that each warning is worded: a key of the table whose
    English is the warning's text, and the log entry's stored words the same."""
    result = outcome(doc, **operation)
    assert result.warnings, operation
    for warning in result.warnings:
        assert warning["key"] in MESSAGES and sentence(warning["key"], warning["params"]) == warning["text"]
    entry = result.event["log"][-1]
    assert entry["warnings"] == [w["text"] for w in result.warnings]
    assert read_warnings(entry) == result.warnings
    return result


def keys(result):
    return [w["key"] for w in result.warnings]


def test_the_operations_that_warn_say_each_warning_by_a_key_of_the_table():
    fide = make(FIVE[:4], rounds=3, mode="fide")
    assert keys(warned(fide, op="add_restriction", players=[1, 3], kind="club")) == ["note.fide_restrictions"]
    doc = run(make(rounds=4), {"op": "update_settings", "tiebreaks": ["BH", "SB"]},
              {"op": "add_restriction", "players": [1, 2], "kind": "siblings"})
    assert keys(warned(doc, op="remove_player", player=2)) == ["op_warning.restriction_one_left"]
    assert keys(warned(doc, op="set_system", system="round_robin")) == ["op_warning.round_robin_tiebreaks"]
    assert keys(warned(doc, op="set_system", system="team_swiss")) == ["op_warning.team_tiebreaks"]
    magic = run(doc, {"op": "set_system", "system": "magic_swiss"}, {"op": "pair_next"})
    assert keys(warned(doc, op="set_system", system="magic_swiss")) == ["op_warning.mode_changes"]
    assert keys(warned(magic, op="set_rounds", rounds=5)) == ["op_warning.magic_rounds"]
    assert keys(warned(doc, op="set_scoring", system="win_loss")) == ["op_warning.no_half_bye_one"]
    assert keys(warned(doc, op="set_team_scores")) == ["op_warning.no_schools"]
    doc = run(doc, {"op": "request_bye", "player": 3, "round": 3, "points": "half"}, {"op": "pair_next"})
    assert keys(warned(doc, op="withdraw", player=3, round=2)) == ["op_warning.byes_cancelled"]
    assert keys(warned(doc, op="late_entry", player={"name": "Fay", "rating": 2200})) == ["op_warning.pairing_numbers"]
    assert keys(warned(doc, op="add_restriction", players=[3, 4], last_round=1)) == ["op_warning.restriction_paired"]
    doc = run(finish_round(doc), {"op": "pair_next"})
    assert keys(warned(doc, op="set_result", round=1, board=1, result="0-1")) == ["op_warning.corrected_next_paired"]
    assert "op_warning.scores_change" in keys(warned(doc, op="set_scoring", system="football"))
    doc = run(finish_round(run(make(FIVE[:4], rounds=3), {"op": "pair_next"})), {"op": "pair_next"})
    first = {a: b for a, b in pairs(doc, 1)[0]} | {b: a for a, b in pairs(doc, 1)[0]}
    (white, black), _ = pairs(doc)[0]
    swapped = warned(doc, op="swap_players", round=2, players=[black, first[white]])
    assert "op_warning.manual_rematch" in keys(swapped)
    change = swapped.event["rounds"][1]["manual"][-1]
    assert change["warnings"] == [w["text"] for w in swapped.warnings]
    assert [w["key"] for w in change["warning_words"]] == keys(swapped)


def test_a_warning_stored_before_it_had_words_reads_as_its_english_and_words_that_are_not_words_are_refused():
    doc = run(make(FIVE[:4], rounds=3, mode="fide"), {"op": "add_restriction", "players": [1, 3], "kind": "club"})
    entry = doc["log"][-1]
    assert entry["warning_words"] == [{"key": "note.fide_restrictions", "params": {}}]
    old = copy.deepcopy(doc)
    del old["log"][-1]["warning_words"]
    assert read_warnings(old["log"][-1]) == [{"text": entry["warnings"][0]}]
    run(old, {"op": "pair_next"})  # an event stored before the words still takes changes
    for wrong in ([{"key": "note.fide_restrictions", "params": {}}] * 2, [{"key": 3, "params": {}}],
                  [{"key": "note.fide_restrictions", "params": {}, "extra": 1}]):
        bad = copy.deepcopy(doc)
        bad["log"][-1]["warning_words"] = wrong
        with pytest.raises(EventError) as info:
            run(bad, {"op": "pair_next"})
        assert info.value.field.startswith(f"event.log[{len(doc['log']) - 1}].warning_words"), info.value.field
