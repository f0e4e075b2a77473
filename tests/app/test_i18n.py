"""The page's words and formats (app/i18n.js, run by Node): an entry's placeholders filled, a plural form chosen by
the language's own rules (Russian's three), a key missing in a language said in English and a key missing everywhere
said as itself, points with halves and the language's decimal separator, names in the language's order, and the
language to start in chosen from the stored choice, then the browser's languages."""

import json

from tests.app.helpers import node, uri

ENGLISH = {"x.players": {"one": "{count} player", "other": "{count} players"}, "x.hello": "Hello, {name}.",
           "x.only_english": "Only in English"}
RUSSIAN = {"x.players": {"one": "{count} участник", "few": "{count} участника", "many": "{count} участников",
                         "other": "{count} участника"}, "x.hello": "Здравствуйте, {name}."}


def run(code: str, language: str, catalogue: dict):
    script = (f"import * as i18n from {uri('i18n.js')};"
              f"i18n.useLanguage({json.dumps(language)}, {json.dumps(catalogue)}, {json.dumps(ENGLISH)});"
              f"console.log(JSON.stringify({code}));")
    return node(script, None)


def test_an_entry_gets_its_placeholders_and_its_plural_form():
    assert run('[i18n.t("x.hello", {name: "Ana"}), i18n.t("x.players", {count: 1}), i18n.t("x.players", {count: 1930})]',
               "en", ENGLISH) == ["Hello, Ana.", "1 player", "1,930 players"]


def test_russian_chooses_among_its_three_plural_forms():
    assert run("[1, 3, 5, 21, 22, 25].map((count) => i18n.t('x.players', {count}))", "ru", RUSSIAN) == [
        "1 участник", "3 участника", "5 участников", "21 участник", "22 участника", "25 участников"]


def test_a_missing_key_falls_back_to_english_then_to_itself():
    assert run('[i18n.t("x.only_english"), i18n.t("x.nowhere")]', "fr", {}) == ["Only in English", "x.nowhere"]


def test_points_keep_halves_and_use_the_languages_decimal_separator():
    shown = "[0, 5, 25, 30, 23, 12345].map(i18n.points)"
    assert run(shown, "en", ENGLISH) == ["0", "½", "2½", "3", "2.3", "1,234½"]
    assert run(shown, "de", {}) == ["0", "½", "2½", "3", "2,3", "1.234½"]


def test_names_sort_in_the_languages_order():
    names = ["Örsted", "Zubov", "Ozols", "élan", "Eliot"]
    assert run(f"{json.dumps(names)}.sort(i18n.compareNames)", "de", {}) == ["élan", "Eliot", "Örsted", "Ozols", "Zubov"]
    assert run(f"{json.dumps(names)}.sort(i18n.compareNames)", "en", ENGLISH)[0:2] == ["élan", "Eliot"]


def test_the_start_language_is_the_stored_choice_then_the_browsers_then_english():
    storage = "(value) => ({ getItem: () => value })"
    assert run(f"[i18n.startLanguage(({storage})('de'), ['fr-FR']), i18n.startLanguage(({storage})(null), ['pt-BR', 'es-MX']),"
               f" i18n.startLanguage(({storage})('xx'), ['pt'])]", "en", ENGLISH) == ["de", "es", "en"]


def test_a_view_draws_in_another_language_for_a_while_and_the_page_speaks_its_own_again():
    french = {"x.hello": "Bonjour, {name}.", "x.players": {"one": "{count} joueur", "many": "{count} de joueurs",
                                                         "other": "{count} joueurs"}}
    shown = run(f"(() => {{ i18n.useLanguage('fr', {json.dumps(french)}, {json.dumps(ENGLISH)});"
                f" i18n.useLanguage('en', {json.dumps(ENGLISH)}, {json.dumps(ENGLISH)});"
                " const drawn = i18n.inLanguage('fr', () => [i18n.t('x.hello', {name: 'Ana'}), i18n.points(25),"
                " i18n.t('x.players', {count: 1930}), i18n.t('x.only_english')]);"
                " return [drawn, i18n.t('x.hello', {name: 'Ana'}), i18n.language(), i18n.inLanguage('ru', () => i18n.language())]; })()",
                "en", ENGLISH)
    assert shown == [["Bonjour, Ana.", "2½", "1\u202f930 joueurs", "Only in English"], "Hello, Ana.", "en", "en"]


def test_an_events_language_is_its_details_else_the_directors():
    assert run("[i18n.eventLanguage({details: {language: 'de'}}), i18n.eventLanguage({details: {city: 'Oslo'}}),"
               " i18n.eventLanguage(null), i18n.eventLanguage({details: {language: 'xx'}})]", "en", ENGLISH) == [
        "de", "en", "en", "en"]


def test_dates_are_written_as_the_language_writes_them_british_in_english_a_month_alone_by_its_name():
    shown = ('[i18n.dateText("2026-12-01"), i18n.dateText("2026-12-01", {long: true}), i18n.dateText("2026-12"),'
             ' i18n.dateText("", {none: "—"}), i18n.timeText(null, "not recorded")]')
    assert run(shown, "en", ENGLISH) == ["1 Dec 2026", "1 December 2026", "December 2026", "—", "not recorded"]
    assert run(shown, "fr", {}) == ["1 déc. 2026", "1 décembre 2026", "décembre 2026", "—", "not recorded"]


def test_a_number_with_its_digits_is_written_in_the_language_spoken_at_that_moment():
    # Each language's format is made once and kept: French's is not English's, before or after.
    shown = run("(() => { i18n.useLanguage('en', {}, {}); return [i18n.number(0.834, 2), i18n.number(2, 1),"
                " i18n.inLanguage('fr', () => i18n.number(0.834, 2)), i18n.number(0.834, 2)]; })()", "fr", {})
    assert shown == ["0.83", "2.0", "0,83", "0.83"]


def test_a_language_is_marked_with_its_writing_direction_from_the_platform():
    # Each of the page's languages runs left to right; one written right to left would be marked so with no table to
    # extend (the layout names sides by direction only: tests/app/test_css_directions.py).
    marked = run("(() => { const root = {}; i18n.markLanguage(root, 'ru'); return root; })()", "en", ENGLISH)
    assert marked == {"lang": "ru", "dir": "ltr"}
    assert run("['en', 'fr', 'es', 'de', 'ru', 'ar', 'he'].map(i18n.direction)", "en", ENGLISH) == [
        "ltr", "ltr", "ltr", "ltr", "ltr", "rtl", "rtl"]
