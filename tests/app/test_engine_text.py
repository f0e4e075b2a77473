"""app/engine-text.js, run by Node: an engine error is worded in the page's language from its key and parameters
(a nested message filled in its place, the first letter a capital), and an error without a key, or with a key the
page has no words for, keeps the engine's English message."""

import json

from swisspair import bridge
from tests.app.helpers import APP, node, uri
from tests.event.helpers import corrupt, played_event
from tests.helpers.section_events import weekend


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
    assert worded(error, "fr") == ("Le classement Elo du joueur 2 (Bruno) doit se situer entre 0 et 4000, mais vaut "
                                   "99999.")


def test_a_damaged_events_wrong_result_is_refused_in_french_naming_round_and_board():
    doc = corrupt(played_event(), ["rounds", 0, "boards", 1, "result"], "2-0")
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": doc}})["error"]
    choices = error["params"]["choices"]
    assert worded(error, "fr") == (f"Le résultat de la ronde 1, échiquier 2 doit valoir l'un de {choices}, "
                                   "mais vaut “2-0”.")


def test_a_damaged_events_round_naming_a_missing_player_is_refused_in_german():
    doc = corrupt(played_event(), ["rounds", 0, "boards", 0, "white"], 99)
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": doc}})["error"]
    assert worded(error, "de") == "Runde 1: Weiß an Brett 1 ist der Spieler mit ID 99, der nicht im Turnier ist."


def test_a_fault_inside_a_section_is_refused_in_german_inside_the_sections_sentence():
    doc = corrupt(weekend((4, 4, 4)), ["sections", 1, "players", 0, "rating"], 99999)
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": doc}})["error"]
    pid = doc["sections"][1]["players"][0]["id"]
    assert worded(error, "de") == (f"Gruppe „U1800“: die Wertungszahl von Player 2-01 (ID {pid}) muss zwischen 0 und "
                                   "4000 liegen, ist aber 99999.")
def explained(said: dict, english: str, language: str) -> str:
    # Only the entries of the message and those it nests: the whole catalogues would not fit on Node's command line.
    nested = [value for name, value in said.get("params", {}).items() if name.endswith("_msg")]
    used = {f"engine.{key}" for key in [said.get("key"), *nested]}
    own, fallback = ({k: v for k, v in words(lang).items() if k in used} for lang in (language, "en"))
    script = (f"import * as i18n from {uri('i18n.js')}; import {{ explanationText }} from {uri('engine-text.js')};"
              f"i18n.useLanguage({json.dumps(language)}, {json.dumps(own)}, {json.dumps(fallback)});"
              f"console.log(JSON.stringify(explanationText({json.dumps(said)}, {json.dumps(english)})));")
    return node(script, None)


def test_a_round_note_a_tiebreak_working_and_a_roster_flag_are_worded_in_the_pages_language():
    acceleration = {"key": "note.acceleration", "params": {"count": 6, "low": 1, "high": 6, "points": 0.5}}
    assert explained(acceleration, "unused", "de") == (
        "Beschleunigte Runde (Baku, FIDE C.04.7): die 6 Spieler der Gruppe A (Startnummern 1-6) werden mit virtuellen "
        "Punkten zu ihrer Punktzahl gepaart (0,5 je Spieler); virtuelle Punkte zählen nie in der Tabelle.")
    broken = {"key": "note.restriction_broken", "params": {
        "first": "Ann", "second": "Bo", "number": 2, "kind_msg": "restriction.siblings",
        "reason_msg": "note.restriction_none_keeps"}}
    assert explained(broken, "unused", "fr") == ("Ann et Bo (frères et sœurs) se rencontrent : aucun appariement de la "
                                                 "ronde 2 ne les sépare (aucun appariement ne la respecte).")
    working = {"key": "working.sum_over_rounds_cut", "params": {"count": 5, "cut": 1}}
    assert explained(working, "unused", "ru") == "сумма за 5 туров, отброшено: 1"
    flag = {"key": "roster.flag_mistyped_rating_meant", "params": {"text": "18OO", "meant": "1800"}}
    assert explained(flag, "unused", "de") == "„18OO“ sieht wie eine vertippte Elo aus (1800?)"


def test_an_explanation_without_words_keeps_its_english():
    assert explained({"text": "English only."}, "English only.", "de") == "English only."
    assert explained({"key": "no.such_key", "params": {}}, "English only.", "de") == "English only."
