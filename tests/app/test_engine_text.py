"""app/engine-text.js, run by Node: an engine error is worded in the page's language from its key and parameters
(a nested message filled in its place, the first letter a capital), and an error without a key, or with a key the
page has no words for, keeps the engine's English message."""

import json

from swisspair import bridge
from tests.app.helpers import APP, node, uri


def words(language: str) -> dict:
    return json.loads((APP / "locales" / language / "engine.json").read_text(encoding="utf-8"))


def worded(error: dict, language: str) -> str:
    script = (f"import * as i18n from {uri('i18n.js')}; import {{ engineText }} from {uri('engine-text.js')};"
              f"i18n.useLanguage({json.dumps(language)}, {json.dumps(words(language))}, {json.dumps(words('en'))});"
              f"console.log(JSON.stringify(engineText({json.dumps(error)})));")
    return node(script, None)


BAD_RATING = "012 Open\nXXR 9\n" + ("001    1      Ann".ljust(48) + "12x4").ljust(80) + " 0.0\n"


def test_a_bad_trf_file_is_refused_in_french_with_its_line_and_column():
    error = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": BAD_RATING}})["error"]
    assert error["message"] == "The TRF file is not valid: line 3, column 49: expected a rating, found '12x4'."
    assert worded(error, "fr") == "Le fichier TRF n'est pas valide : ligne 3, colonne 49 : attendu un classement Elo, trouvé '12x4'."
    assert worded(error, "en") == error["message"]


def test_a_count_is_written_as_the_language_groups_it():
    error = {"code": "too_large", "message": "unused", "key": "request.too_long",
             "params": {"count": 12345678, "most": 5000000}}
    assert worded(error, "de") == "Die Anfrage ist 12.345.678 Zeichen lang; die Engine liest höchstens 5.000.000."


def test_an_error_without_words_keeps_its_english():
    assert worded({"code": "x", "message": "In English."}, "fr") == "In English."
    assert worded({"code": "x", "message": "In English.", "key": "no.such_key", "params": {}}, "fr") == "In English."
    nested_unknown = {"code": "x", "message": "In English.", "key": "trf.cannot_pair", "params": {"cause_msg": "no.such"}}
    assert worded(nested_unknown, "fr") == "In English."


def test_a_bad_rating_is_refused_in_french_naming_the_player_and_the_bounds():
    players = [{"id": 1, "name": "Anne", "rating": 1800}, {"id": 2, "name": "Bruno", "rating": 99999}]
    error = bridge.handle({"id": 1, "op": "pair_round_one", "args": {"players": players, "initial_colour": "white"}})["error"]
    assert worded(error, "fr") == ("Le classement Elo du joueur 2 (Bruno) doit être compris entre 0 et 4000, mais vaut "
                                   "99999.")


def test_a_withdrawn_players_bye_is_refused_in_french_with_the_absence_in_its_place():
    error = {"code": "absent_player", "message": "unused", "key": "move.absent_from_bye",
             "params": {"name": "Dan", "number": 2, "absence_msg": "absence.withdrew", "withdrawn": 2}}
    assert worded(error, "fr") == "Dan s'est retiré à partir de la ronde 2 ; ce joueur ne peut pas être exempt à la ronde 2."


def test_removing_a_player_from_a_running_arena_is_refused_in_german_in_the_arenas_word_for_leaving():
    players = [{"name": name} for name in ("Ann", "Bo", "Cy")]
    doc = bridge.handle({"id": 1, "op": "event_new", "args": {"id": "e", "name": "Blitz", "system": "arena"}})["result"]["event"]
    for player in players:
        doc = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
            "op": "add_player", "player": player}}})["result"]["event"]
    doc = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
        "op": "arena_start", "now": 1000}}})["result"]["event"]
    error = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
        "op": "remove_player", "player": 2}}})["error"]
    assert worded(error, "de") == "Die Arena hat begonnen: pausieren Sie Bo stattdessen; bereits gespielte Partien bleiben."


def test_a_team_already_absent_is_refused_in_german_naming_the_team_as_written():
    error = {"code": "already_absent", "message": "unused", "key": "team.already_absent",
             "params": {"team": "Springer Köln", "number": 3}}
    assert worded(error, "de") == "Springer Köln ist in Runde 3 bereits abwesend."
