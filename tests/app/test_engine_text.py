"""app/engine-text.js, run by Node: an engine error is worded in the page's language from its key and parameters
(a nested message filled in its place, the first letter a capital), and an error without a key, or with a key the
page has no words for, keeps the engine's English message."""

import json

from swisspair import bridge
from swisspair.standings import as_json, compute_standings, worded as value_words
from swisspair.tiebreaks.context import Context
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.app.helpers import APP, node, uri
from tests.corpus_location import CORPUS
from tests.event.helpers import corrupt, played_event
from tests.event.helpers import FIVE, corrupt, finish_round, make, outcome, pairs, played_event, run
from swisspair.event.trf_sections import import_sections, sections_to_trf
from tests.helpers.section_events import apply, weekend
from tests.systems.knockout.helpers import make as knockout_event, pair as knockout_pair, results
from tests.systems.teams.helpers import team_event
from tests.trf.helpers import team_310, team_text
from tests.tiebreaks.helpers import event


def words(language: str) -> dict:
    """The engine's words in `language`, and the page's (how its clauses are put together)."""
    return {key: value for area in ("engine", "page")
            for key, value in json.loads((APP / "locales" / language / f"{area}.json").read_text(encoding="utf-8")).items()}


def evaluated(expression: str, language: str):
    """What `expression` (of app/engine-text.js's functions, imported as `text`) gives in `language`. The catalogues
    go on Node's standard input: both would not fit on its command line."""
    script = (f"import {{ readFileSync }} from 'node:fs'; import * as i18n from {uri('i18n.js')};"
              f"import * as text from {uri('engine-text.js')};"
              "const [own, fallback] = JSON.parse(readFileSync(0, 'utf8'));"
              f"i18n.useLanguage({json.dumps(language)}, own, fallback);"
              f"console.log(JSON.stringify({expression}));")
    return node(script, [words(language), words("en")])


def in_language(call: str, language: str) -> str:
    """What `call` (of app/engine-text.js, imported as `text`) answers in `language`."""
    return evaluated(f"text.{call}", language)


def said_in_language(saids: list, language: str) -> list:
    """What each of `saids` ({text, key, params}) says in `language`, worded by `saidText`, in one run of Node."""
    return evaluated(f"{json.dumps(saids)}.map((said) => text.saidText(said))", language)


def worded(error: dict, language: str) -> str:
    return in_language(f"engineText({json.dumps(error)})", language)


def test_an_operations_log_entry_and_its_list_of_changes_are_worded_in_the_pages_language():
    doc = run(make(), {"op": "update_settings", "name": "Club 2026", "initial_colour": "black"},
              {"op": "edit_player", "player": 1, "changes": {"rating": 2150, "title": "FM"}},
              {"op": "set_prizes", "groups": [{"name": "U1600", "places": 2, "filter": {"kind": "rating", "below": 1600}},
                                              {"name": "Open", "places": 1, "filter": {"kind": "all"}}]},
              {"op": "pair_next"})
    doc = run(doc, {"op": "set_pab", "round": 1, "player": None})
    entries = [{key: entry[key] for key in ("text", "key", "params", "clauses", "list") if key in entry}
               for entry in doc["log"][-5:]]
    entries.append({**entries[0], "clauses": [*entries[0]["clauses"], {"key": "no.such", "params": {}}]})
    entries.append(doc["rounds"][0]["manual"][-1])  # the round's own record of the change by hand
    entries.append({key: value for key, value in entries[0].items() if key != "list"})  # stored before its place
    calls = ", ".join(f"text.explanationText({json.dumps(entry)}, {json.dumps(entry['text'])})" for entry in entries)
    every = f"explanationText && [{calls}]"  # one run of Node words them all
    german = in_language(every, "de")
    # Changes are a list's items, joined as the language joins a list; prize groups are clauses.
    assert german[:2] == ["Einstellungen geändert: Name und Anfangsfarbe.",
                          "Anna bearbeitet: Elo 2100 → 2150 und Titel “” → “FM”."]
    assert german[2] == ("Preisgruppen: U1600: 2 Preise (Wertungszahl unter 1600); Open: 1 Preis (alle); ein Preis je "
                         "Spieler.")
    assert german[4] == "Runde 1: Eve ist nicht mehr spielfrei."
    assert german[5] == german[7] == "Settings changed: name, initial colour."  # a clause without words: English
    assert german[6] == "Eve ist nicht mehr spielfrei"
    french = in_language(f"explanationText({json.dumps(entries[2])}, '')", "fr")
    assert "(Elo inférieur à 1600)\u202f; Open" in french


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
    assert worded(error, "fr") == ("Le classement Elo du joueur 2 (Bruno) : il faut une valeur entre 0 et 4000 ; "
                                   "valeur donnée : 99999.")


def test_a_damaged_events_wrong_result_is_refused_in_french_naming_round_and_board():
    doc = corrupt(played_event(), ["rounds", 0, "boards", 1, "result"], "2-0")
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": doc}})["error"]
    choices = error["params"]["choices"]
    assert worded(error, "fr") == (f"Le résultat de la ronde 1, échiquier 2 : il faut l'une des valeurs {choices} ; "
                                   "valeur donnée : “2-0”.")


def test_a_damaged_events_round_naming_a_missing_player_is_refused_in_german():
    doc = corrupt(played_event(), ["rounds", 0, "boards", 0, "white"], 99)
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": doc}})["error"]
    assert worded(error, "de") == "Runde 1: Weiß an Brett 1 ist der Spieler mit ID 99, der nicht im Turnier ist."


def test_a_fault_inside_a_section_is_refused_in_german_inside_the_sections_sentence():
    doc = corrupt(weekend((4, 4, 4)), ["sections", 1, "players", 0, "rating"], 99999)
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": doc}})["error"]
    pid = doc["sections"][1]["players"][0]["id"]
    assert worded(error, "de") == (f"Gruppe „U1800“: die Wertungszahl von Player 2-01 (ID {pid}): erlaubt ist 0 bis "
                                   "4000, angegeben ist 99999.")


def explained(said: dict, english: str, language: str) -> str:
    return in_language(f"explanationText({json.dumps(said)}, {json.dumps(english)})", language)


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


def trf_refusal(text: str, op: str = "pair_trf") -> dict:
    return bridge.handle({"id": 1, "op": op, "args": {"trf": text}})["error"]


def test_a_name_running_into_the_rating_is_refused_in_french_naming_both_fields():
    # Swiss-Manager's line of player 1, its name one column too long (tests/trf/files/swiss-manager).
    line = "001    1 m    Baumann-Oberholzer-Lichtenst,Lukas2201 SUI           0 1990/04/02  1.5    2     5 w 1     2 b ="
    error = trf_refusal(f"012 Rochade\n142 5\n{line}\n")
    assert error["message"] == ("The TRF file is not valid: line 3, column 48: expected a blank between name and "
                                "rating, found 's'.")
    assert worded(error, "fr") == ("Le fichier TRF n'est pas valide : ligne 3, colonne 48 : attendu un blanc entre "
                                   "« nom » et « classement Elo », trouvé 's'.")


def test_a_player_in_two_teams_is_refused_in_german_with_the_teams_and_the_lines():
    # FIDE's TRF-2026 team sample (tests/trf/files/fide-trf26-sample), player 1 written in team 2 as well.
    path = APP.parent / "tests" / "trf" / "files" / "fide-trf26-sample" / "grandmommys-cup-teams.trf"
    text = path.read_text(encoding="utf-8").replace("310   2 Ukraine                          UKR     2478   14.0   "
                                                    "26.5  14     2", "310   2 Ukraine                          UKR"
                                                    "     2478   14.0   26.5  14     1")
    error = trf_refusal(text)
    assert (error["line"], error["column"]) == (289, 74)
    assert worded(error, "de") == ("Die TRF-Datei ist nicht gültig: Zeile 289, Spalte 74: erwartet jeden Spieler in "
                                   "einer Mannschaft, gefunden Spieler 1 in Mannschaft 1 (Zeile 288) und in Mannschaft "
                                   "2.")


def test_a_colour_said_twice_differently_is_refused_in_russian_with_the_colours_words():
    error = trf_refusal("012 Open\n152 W\nXXC black1\n001    1      Ann".ljust(84) + "\n")
    assert worded(error, "ru") == ("Файл TRF неверен: строка 3, столбец 5: ожидался начальный цвет «белые», как в "
                                   "строке 2, найдено «чёрные».")


def test_a_bad_file_among_sections_is_refused_in_french_naming_the_file_and_its_fault():
    files = [{"text": "012 Open A\n142 5\n" + "001    1      Ann".ljust(80) + " 0.0\n"},
             {"text": BAD_RATING, "name": "U1800"}]
    error = bridge.handle({"id": 1, "op": "event_import_trf_sections", "args": {"files": files}})["error"]
    assert error["message"] == ("File 2 (“U1800”): The TRF file is not valid: line 3, column 49: expected a rating, "
                                "found '12x4'.")
    assert worded(error, "fr") == ("Fichier 2 (« U1800 ») : Le fichier TRF n'est pas valide : ligne 3, colonne 49 : "
                                   "attendu un classement Elo, trouvé '12x4'.")


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


def test_a_teams_requested_bye_and_a_refused_title_are_refused_in_german_and_russian():
    doc = corrupt(team_event(), ["teams", "list", 1, "requested_byes"], [{"round": 2, "points": "most"}])
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": doc}})["error"]
    choices = error["params"]["choices"]
    assert worded(error, "de") == (f"Die Punktzahl eines beantragten Spielfreis von Team 2: erwartet wird eines von "
                                   f"{choices}, angegeben ist “most”.")
    assert worded(error, "ru") == f"Очки заявленного пропуска тура команды Team 2: должно быть одно из {choices}, а сейчас “most”."
    title = {"op": "edit_player", "player": 1, "changes": {"title": "IA"}}
    error = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": played_event(), "operation": title}})["error"]
    assert worded(error, "de") == ("IA ist ein Schiedsrichtertitel, kein Spielertitel (ein Spielertitel ist einer von "
                                   "GM, IM, WGM, FM, WIM, CM, WFM, WCM).")
    assert worded(error, "ru") == "IA — звание арбитра, а не игрока (звание игрока — одно из GM, IM, WGM, FM, WIM, CM, WFM, WCM)."
def test_a_workings_round_line_is_worded_clause_by_clause_with_the_languages_decimal_separator():
    tournament = event("1 2000: 2w1 3b1", "2 1900: 1b0 3w=", "3 1800: 2b= 1w0")
    rows = as_json(compute_standings(tournament, ["SB"]), details=True)
    line = next(row for row in rows if row["tpn"] == 2)["details"]["SB"]["rounds"][1]  # drew with 3: 0.5 x 0.5
    assert line["note"] == "0.5 x 0.5 scored; opponent's score"
    assert in_language(f"clausesText({json.dumps(line['notes'])}, 'unused')", "de") == (
        "0,5 x 0,5 erzielt; Punktzahl des Gegners")


def test_the_steps_of_a_direct_encounter_are_worded_each_after_then_with_the_languages_semicolon():
    # 1, 2, 3 tied: 1 beat both; 2 and 3 drew and stay tied after the first step, so a second one follows "then".
    tournament = event("1 2000: 2w1 3b1", "2 1900: 1b0 3w=", "3 1800: 2b= 1w0")
    place = TIEBREAKS["DE"].group(Context(tournament), [[1, 2, 3]])[2]
    detail = {"summary": place.summary, **value_words(place)}
    assert in_language(f"workingText({json.dumps(detail)})", "fr") == (
        "place 2 parmi les joueurs ex aequo 1, 2, 3 : a marqué 0,5 contre 1, 3\u202f; puis a marqué 0,5 contre 3")
    assert in_language(f"workingText({json.dumps(detail)})", "en") == place.summary


def test_a_dummy_opponents_line_names_the_bye_in_russian_and_an_unknown_clause_keeps_the_english():
    dummy = [{"key": "part.dummy", "params": {"kind_msg": "part.kind_pab", "points": 1.5}},
             {"key": "part.cut_voluntary", "params": {}}]
    assert in_language(f"clausesText({json.dumps(dummy)}, 'unused')", "ru") == (
        "пропуск тура по жеребьёвке: виртуальный соперник с собственными очками игрока, 1,5 (16.4); отброшено: сначала "
        "добровольно не сыгранный тур (16.5)")
    unknown = [*dummy, {"key": "part.no_such", "params": {}}]
    assert in_language(f"clausesText({json.dumps(unknown)}, 'English.')", "ru") == "English."
    assert in_language("clausesText(undefined, 'English.')", "ru") == "English."


def test_the_bye_notes_reasons_are_worded_after_its_sentence_and_a_note_without_words_keeps_its_english():
    note = {"code": "bye_not_lowest", "text": "English.", "players": [1, 5], "key": "note.bye_not_lowest",
            "params": {"bye": "Dan", "lowest": "Eve"},
            "clauses": [{"key": "bye.had_it", "params": {"name": "Eve", "number": 1}},
                        {"key": "bye.more_unplayed", "params": {"name": "Cy", "count": 2, "bye": "Dan", "fewer": 1}}]}
    assert in_language(f"noteText({json.dumps(note)})", "de") == (
        "Spielfrei erhielt Dan, nicht der am niedrigsten eingestufte Spieler Eve. Eve: C2: war bereits in Runde 1 durch "
        "Auslosung spielfrei; Cy: C9: 2 nicht gespielte Partie(n), mehr als die 1 von Dan; spielfrei wird der Spieler "
        "mit weniger.")
    old = {"code": "bye_not_lowest", "text": "English.", "players": [1, 5]}
    assert in_language(f"noteText({json.dumps(old)})", "de") == "English."


def test_why_a_trf_round_is_paired_as_it_is_is_worded_line_by_line_with_its_rule_numbers_kept():
    text = (CORPUS / "bbp-regression" / "dutch_2025_C5.trf").read_text(encoding="utf-8")
    answer = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text, "explain": True}})["result"]
    call = f"linesText({json.dumps(answer['explanation_lines'])}, {json.dumps(answer['explanation'])})"
    # Scores as the page writes points, not as the file does ("6 (0.0)"): a half "2½", a tenth "0,3".
    scores = [[{"key": "why.bracket", "params": {"bracket_points": 2.5}}, {"key": "why.moved_down", "params": {
        "players_msgs": [{"key": "why.scored", "params": {"number": "1", "number_points": 2.5}},
                         {"key": "why.scored", "params": {"number": "12", "number_points": 0.3}}]}}]]
    german, halves = evaluated(f"[text.{call}, text.linesText({json.dumps(scores)}, '')]", "de")
    german = german.split("\n")
    assert len(german) == len(answer["explanation_lines"]) and german[0].startswith("Runde ")
    assert german[1].startswith("Brett 1: 1 (2) - 5 (1); ") and "Farben nach 5.2." in german[1]
    bye = next(line for line in german if line.startswith("Spielfrei: 6 (0). C5: "))
    assert "C2: " in bye and any(line.startswith("Gruppe 2; 1 (2) und 3 (2) floaten abwärts; C5: ") for line in german)
    assert halves == "Gruppe 2½; 1 (2½) und 12 (0,3) floaten abwärts"
    assert in_language(call, "en").split("\n")[1].startswith("Board 1: 1 (2) - 5 (1); ")
    assert in_language(f"linesText(null, {json.dumps(answer['explanation'])})", "de") == answer["explanation"]
def test_a_point_table_a_named_system_refuses_is_worded_in_french_and_russian_with_the_outcome_in_its_place():
    doc = played_event()
    error = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
        "op": "set_scoring", "system": "chess", "points": {"win": 20}}}})["error"]
    assert error["message"] == "The chess system gives 1 for a win, not 2; choose the custom system to change it."
    assert worded(error, "fr") == ("Le système de points chess donne 1 pour un gain, pas 2 ; choisissez le système de "
                                   "points personnalisé pour le changer.")
    assert worded(error, "ru") == ("Система chess даёт 1, а не 2 за результат «победа»; чтобы изменить это, выберите "
                                   "собственную систему.")
def test_what_a_trf_file_was_read_to_mean_is_worded_in_the_pages_language():
    """The reader's notes as event_import_trf answers them (the encoding, entries without an opponent read as the
    bye, the missing round count), each a sentence of the catalogue with its line, player and round."""
    text = (APP.parent / "tests" / "trf" / "files" / "cpp-dubov-system" / "test2.trf").read_text(encoding="utf-8")
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "encoding": "Windows-1252"}})
    notes = answer["result"]["notes"]
    assert [note["key"] for note in notes] == ["trf_note.not_utf8", "trf_note.reading_more", "trf_note.rounds_unknown"]
    assert explained(notes[1], notes[1]["text"], "de") == (
        "Zeile 19, Spieler 6, Runde 4 (4 weitere dieser Art): ein kampfloser Sieg ohne Gegner (die ältere "
        "Schreibweise) wird als von der Auslosung vergebenes Spielfrei (U) gelesen; sie wird so zurückgeschrieben, "
        "wie sie war.")
    assert explained(notes[2], notes[2]["text"], "ru").startswith(
        "В файле не сказано, сколько туров в турнире (нет строки 142 или XXR). Сыграно туров: 5;")
    assert explained(notes[0], notes[0]["text"], "fr").startswith("Le fichier n'est pas en UTF-8")
    assert explained(notes[0], notes[0]["text"], "en") == notes[0]["text"]


def test_a_lists_lines_that_are_no_player_are_worded_in_the_pages_language():
    """A list's bad lines: why each is no player, with the value at fault, in Russian and French."""
    answer = bridge.handle({"id": 1, "op": "roster_from_csv", "args": {"text": "Name;Rating\nAnna;2150\nCarl;99999\n"}})
    bad = answer["result"]["bad_lines"][0]
    assert bad["reason"] == "the rating 99999 is above 4000"
    assert explained(bad, bad["reason"], "ru") == "рейтинг 99999 больше 4000"
    csv = bridge.handle({"id": 2, "op": "roster_from_csv", "args": {"text": "Anna Berg;2150\nCarl Diaz 1985\n"}})
    bad = csv["result"]["bad_lines"][0]
    assert explained(bad, bad["reason"], "fr").startswith("aucun séparateur (point-virgule) trouvé : attendu nom")


def test_why_a_player_has_no_board_and_the_wall_charts_legend_are_worded_in_the_pages_language():
    """The round view's absences and the wall chart's legend, as the print view draws them inside the event's
    language: in German and Russian, and in English as the engine says them."""
    doc = run(make(), {"op": "withdraw", "player": 1, "round": 1}, {"op": "pair_next"})
    view = bridge.handle({"id": 1, "op": "event_round_view", "args": {"event": doc}})["result"]
    absent = [why for rnd in view["rounds"] for why in rnd["absent"].values()]
    assert {why["key"] for why in absent} >= {"absence_note.withdrawn"}
    withdrawn = next(why for why in absent if why["key"] == "absence_note.withdrawn")
    assert in_language(f"saidText({json.dumps(withdrawn)})", "de") == "zurückgezogen"
    assert in_language(f"saidText({json.dumps(withdrawn)})", "en") == withdrawn["text"] == "withdrawn"
    chart = bridge.handle({"id": 2, "op": "event_crosstable", "args": {"event": doc}})["result"]
    legend = {entry["key"]: entry for entry in chart["legend"]}
    assert explained(legend["chart_legend.pab"], "unused", "ru") == "пропуск тура по жеребьёвке"
    assert explained(legend["chart_legend.forfeit"], "unused", "de") == "kampflos: die Partie wurde nicht gespielt"


def test_a_k_read_from_fides_list_is_worded_with_the_lists_month_as_the_language_writes_it():
    """The rating report's K reason (app/rating-parts.js kReason) from the engine's words, the list's month written by
    the language; a report without words (an engine before them) keeps its English."""
    rating = {"k_reason": "from FIDE's rapid list of 2026-12", "k_reason_words": {
        "key": "rating_k.from_fide_list", "params": {"kind_msg": "rating_k.rapid", "date": "2026-12"}}}
    script = (f"import {{ readFileSync }} from 'node:fs'; import * as i18n from {uri('i18n.js')};"
              f"import {{ kReason }} from {uri('rating-parts.js')};"
              "const [own, fallback] = JSON.parse(readFileSync(0, 'utf8'));"
              "const said = (language) => { i18n.useLanguage(language, own[language], fallback);"
              f" return kReason({json.dumps(rating)}); }};"
              f"console.log(JSON.stringify([said('de'), said('en'), kReason({{ k_reason: 'as given' }})]));")
    languages = {language: words(language) for language in ("de", "en")}
    assert node(script, [languages, words("en")]) == [
        "aus der FIDE-Schnellschach-Liste von Dezember 2026", "from FIDE's rapid list of December 2026", "as given"]


def test_an_unrated_players_first_rating_is_worded_with_the_languages_decimal_comma():
    words = {"key": "rating_initial.first_rating", "params": {
        "how_msg": "rating_initial.how", "average": "1751", "count": 5, "rating": "1800", "points": 4.5, "total": 7,
        "ru": "1853"}}
    assert explained(words, "unused", "fr") == ("Ra 1751 sur 5 adversaires classés et deux adversaires fictifs classés "
                                                "1800, 4,5 sur 7 avec une nulle contre chacun : Ru = Ra + dp = 1853 "
                                                "(B.02 8.2)")


def test_what_a_team_files_import_assumed_is_worded_in_french():
    """A team file's import warnings as event_import_trf answers them (the first colour assumed, a team named for it, a
    team's zero-point absences, a 299 record not counted), each worded in French with its team and record."""
    text = team_text("299 +   0.0   1.0   1    1", replace={16: team_310(4, "", 7, 8)})
    warnings = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text}})["result"]["warnings"]
    assert said_in_language(warnings, "fr") == [
        "Le fichier ne dit pas quelle couleur avait l'échiquier 1 de la première équipe à la ronde 1 (152) ; on suppose "
        "les Blancs.",
        "L'équipe 4 n'a pas de nom dans le fichier ; elle est appelée « Team 4 ».",
        "Une équipe sans match dans une ronde (240 Z, ou aucune entrée) y a un bye à zéro point : le fichier ne dit pas "
        "si elle s'est retirée, elle n'est donc marquée retirée que si elle n'a eu aucun match de cette ronde à la fin "
        "d'un tournoi terminé.",
        "L'enregistrement 299 « 299 +   0.0   1.0   1    1 » compte le match d'une équipe comme il l'indique ; le "
        "tournoi compte ses matchs à partir de leurs échiquiers : il est donc gardé dans les lignes du fichier (et "
        "réécrit) mais pas compté ici."]


def test_a_check_on_a_plural_subject_reads_right_in_german_french_and_spanish():
    # "the arena's pauses" is plural: the check's sentence names it as a label, so no verb or adjective agrees with it.
    error = {"key": "check.not_list", "params": {"what_msg": "subject.arena_pauses", "value_msg": "value.object"}}
    assert [worded(error, language) for language in ("de", "fr", "es")] == [
        "Die Pausen der Arena: erwartet wird eine Liste, angegeben ist ein Objekt.",
        "Les pauses de l'arène : il faut une liste ; valeur donnée : un objet.",
        "Las pausas de la arena: el valor debe ser una lista, pero es un objeto."]


def test_a_german_events_pairings_copied_by_an_english_director_come_out_in_german():
    doc = run(make(), {"op": "set_details", "language": "de"}, {"op": "pair_next"})
    script = (f"import {{ readFileSync }} from 'node:fs'; import * as i18n from {uri('i18n.js')};"
              f"import {{ textWords }} from {uri('engine-text.js')};"
              "const [de, en, doc] = JSON.parse(readFileSync(0, 'utf8'));"
              "i18n.useLanguage('de', de, en); i18n.useLanguage('en', en, en);"
              "console.log(JSON.stringify(i18n.inLanguage(i18n.eventLanguage(doc), textWords)));")
    language = node(script, [words("de"), words("en"), doc])
    answer = bridge.handle({"id": 1, "op": "event_text", "args": {"event": doc, "kind": "pairings", "words": language}})
    lines = answer["result"]["text"].splitlines()
    assert lines[0] == "Club: Paarungen der Runde 1"
    assert lines[2].split() == ["Br.", "Weiß", "Pkt.", "Ergebnis", "Pkt.", "Schwarz"]
    assert lines[-1].startswith("Spielfrei: ") and lines[-1].endswith("(1 Punkt)")


def test_an_operations_warnings_and_a_changes_stored_warnings_are_worded_in_the_pages_language():
    doc = run(finish_round(run(make(FIVE[:4], rounds=3), {"op": "pair_next"})), {"op": "pair_next"})
    corrected = outcome(doc, op="set_result", round=1, board=1, result="0-1")
    first = {a: b for a, b in pairs(doc, 1)[0]} | {b: a for a, b in pairs(doc, 1)[0]}
    (white, black), _ = pairs(doc)[0]
    swapped = outcome(doc, op="swap_players", round=2, players=[black, first[white]])
    change = swapped.event["rounds"][1]["manual"][-1]
    rematch = next(w for w in swapped.warnings if w["key"] == "op_warning.manual_rematch")["params"]
    old = {key: value for key, value in change.items() if key != "warning_words"}  # stored before the words
    assert said_in_language(corrected.warnings, "de") == [
        "Runde 1 wird berichtigt: die Tabelle ändert sich; Runde 2 wurde mit dem alten Ergebnis ausgelost und bleibt, "
        "wie sie ist."]
    french = evaluated(f"[text.storedWarningTexts({json.dumps(change)}), text.storedWarningTexts({json.dumps(old)})]",
                       "fr")
    assert (f"Rencontre répétée : {rematch['white']} - {rematch['black']} se sont déjà rencontrés à la ronde 1 "
            "(C.04.1 b ; C.04.3 C1).") in french[0]
    assert french[1] == change["warnings"]


def test_a_pairing_systems_options_in_the_log_are_worded_in_the_pages_language():
    entry = outcome(make(), op="set_system", system="team_swiss").event["log"][-1]
    assert entry["text"] == "Pairing system: team_swiss (boards 4, colour_preference 1, secondary_colours False)."
    assert in_language(f"explanationText({json.dumps(entry)}, {json.dumps(entry['text'])})", "de") == (
        "Paarungssystem: team_swiss (Bretter: 4, Farbwunsch Typ 1 (C.04.6 §1.7) und die andere Wertung bestimmt bei der "
        "Farbzuteilung nicht die erstgenannte Mannschaft (C.04.6 §4.2.2)).")


def test_a_set_of_trf_files_read_as_sections_is_logged_with_each_sections_size_and_a_differing_header_in_french():
    files = sections_to_trf(apply(weekend(sizes=(4, 3, 2)), op="set_details", city="Leeds"))
    files[1]["trf"] = files[1]["trf"].replace("022 Leeds", "022 York")
    entry = import_sections([{"text": f["trf"], "name": f["name"]} for f in files]).event["log"][0]
    assert entry["warnings"] == ["The header (city, dates, arbiters) of file 2 differs from file 1's; the event keeps "
                                 "file 1's."]
    french = evaluated(f"[text.explanationText({json.dumps(entry)}, ''), text.storedWarningTexts({json.dumps(entry)})]",
                       "fr")
    assert french == ["3 fichiers TRF importés comme les tableaux « Open » (4 joueurs), « U1800 » (3 joueurs) et "
                      "« U1400 » (2 joueurs).",
                      ["L'en-tête (ville, dates, arbitres) du fichier 2 diffère de celui du fichier 1 ; le tournoi "
                       "garde celui du fichier 1."]]


def test_a_knockout_player_absent_from_their_next_game_is_refused_in_german_naming_the_bracket_round():
    doc = results(knockout_pair(knockout_event()), "1-0", "1-0")
    doc = run(doc, {"op": "withdraw", "player": 1})
    error = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {"op": "pair_next"}}})
    assert worded(error["error"], "de").startswith("Anna muss eine Partie des K.-o.-Turniers spielen (Halbfinale), ")
