"""The page's catalogues (app/locales/<language>/<area>.json) are complete: every language has exactly English's keys
in each area, each entry with English's placeholders and the plural forms its language needs, and every key is one
the page uses (no word kept for a text the page no longer shows). A key the page names in full in its code or in
index.html is used; keys the page makes from the engine's codes are checked against the engine's."""

import json
import re

import pytest

from tests.app.helpers import APP

LOCALES = APP / "locales"
LANGUAGES = ("en", "fr", "es", "de", "ru")
# The plural categories each language's numbers fall into (CLDR, as Intl.PluralRules has them for integers).
PLURAL_FORMS = {"en": {"one", "other"}, "fr": {"one", "many", "other"}, "es": {"one", "many", "other"},
                "de": {"one", "other"}, "ru": {"one", "few", "many", "other"}}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def catalogue(language: str) -> dict[str, dict]:
    return {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted((LOCALES / language).glob("*.json"))}


def placeholders(entry) -> set[str]:
    texts = [entry] if isinstance(entry, str) else list(entry.values())
    return {name for text in texts for name in PLACEHOLDER.findall(text)}


def page_source() -> str:
    files = [*APP.rglob("*.js"), APP.parent / "index.html"]
    return "\n".join(path.read_text(encoding="utf-8") for path in files)


ENGLISH = catalogue("en")


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_language_has_exactly_englishs_keys(language):
    own = catalogue(language)
    assert sorted(own) == sorted(ENGLISH), "areas differ"
    for area, entries in ENGLISH.items():
        missing = sorted(set(entries) - set(own[area]))
        unknown = sorted(set(own[area]) - set(entries))
        assert (missing, unknown) == ([], []), f"{language}/{area}.json: missing {missing}, not in English {unknown}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_has_englishs_placeholders_and_its_languages_plural_forms(language):
    for area, entries in catalogue(language).items():
        for key, entry in entries.items():
            assert placeholders(entry) == placeholders(ENGLISH[area][key]), f"{language}/{area}.json: {key}"
            if isinstance(entry, dict):
                assert PLURAL_FORMS[language] <= set(entry) <= PLURAL_FORMS[language] | {"zero"}, (
                    f"{language}/{area}.json: {key} has forms {sorted(entry)}, {language} needs "
                    f"{sorted(PLURAL_FORMS[language])}")


def test_every_key_is_in_its_areas_file_and_used_by_the_page():
    source = page_source()
    for area, entries in ENGLISH.items():
        for key in entries:
            assert key.startswith(f"{area}."), f"en/{area}.json: {key}"
    unused = sorted(key for entries in ENGLISH.values() for key in entries
                    if not key.startswith("engine.") and f'"{key}"' not in source and f"`{key}`" not in source)
    assert unused == []


def test_index_htmls_english_texts_are_their_keys_english_entries():
    """index.html keeps its fixed texts in English (readable before the words load): each must be its key's English
    entry, or a switch back to English would show another text than the page first did."""
    html = (APP.parent / "index.html").read_text(encoding="utf-8")
    english = {key: entry for entries in ENGLISH.values() for key, entry in entries.items()}
    differ = [(key, text) for key, text in ((match[1], " ".join(match[2].split()))
                                             for match in re.finditer(r'data-i18n="([^"]+)"[^>]*>([^<]*)<', html))
              if " ".join(str(english.get(key)).split()) != text]
    assert differ == []
