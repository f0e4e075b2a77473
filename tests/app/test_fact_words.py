"""app/fact-words.js says the engine's facts by their codes (each pairing system's name and own rules, each tie-break
preset's name): the page's English for each is what the engine says, so the other languages translate the engine's
own words, and a system or preset the engine gains fails here until the page has words for it."""

import json
import re

from swisspair.page_facts import page_facts
from tests.app.helpers import APP

ENGLISH = json.loads((APP / "locales" / "en" / "facts.json").read_text(encoding="utf-8"))


def table(name: str) -> dict[str, str]:
    """One of fact-words.js's tables of literal keys: code -> catalogue key."""
    source = (APP / "fact-words.js").read_text(encoding="utf-8")
    body = re.search(rf"const {name} = \{{(.*?)\}};", source, re.S).group(1)
    return dict(re.findall(r'(\w+): "(facts\.\w+)"', body))


def test_every_systems_name_and_own_rules_are_the_engines_in_the_pages_english():
    facts = page_facts()
    systems, rules = table("SYSTEMS"), table("OWN_RULES")
    assert set(systems) == set(facts["systems"])
    assert {code: ENGLISH[key] for code, key in systems.items()} == {
        code: system["label"] for code, system in facts["systems"].items()}
    assert {code: ENGLISH[key] for code, key in rules.items()} == {
        code: system["own_rules"] for code, system in facts["systems"].items() if system["own_rules"] is not None}


def test_every_tie_break_presets_name_is_the_engines_in_the_pages_english():
    presets = table("PRESETS")
    assert {code: ENGLISH[key] for code, key in presets.items()} == {
        code: preset["label"] for code, preset in page_facts()["tiebreak_presets"].items()}


def test_the_words_of_every_rule_a_system_cites_are_the_engines_in_the_pages_english():
    source = (APP / "fact-words.js").read_text(encoding="utf-8")
    body = re.search(r"const RULES = \{(.*?)\n\};", source, re.S).group(1)
    tables = {system: dict(re.findall(r'"([^"]+)": "(facts\.rule_\w+)"', rules))
              for system, rules in re.findall(r"(\w+): \{(.*?)\}", body, re.S)}
    same = dict(re.findall(r'(\w+): "(\w+)"', re.search(r"const SAME_RULES = \{(.*?)\}", source).group(1)))
    for code, system in page_facts()["systems"].items():
        keys = tables.get(same.get(code, code), {})
        assert {rule: ENGLISH[key] for rule, key in keys.items()} == system["rule_words"], code


def test_every_team_tie_breaks_name_and_what_it_is_are_the_engines_in_the_pages_english():
    source = (APP / "fact-words.js").read_text(encoding="utf-8")
    body = re.search(r"const TEAM_TIEBREAKS = \{(.*?)\n\};", source, re.S).group(1)
    keys = {code: (name, what) for code, name, what in re.findall(r'"([^"]+)": \["(facts\.[^"]+)", "(facts\.[^"]+)"\]', body)}
    assert {code: {"name": ENGLISH[name], "what": ENGLISH[what]} for code, (name, what) in keys.items()} == {
        code: {"name": words["name"], "what": words["what"]} for code, words in page_facts()["team_tiebreaks"].items()}


def test_the_school_teams_ways_of_breaking_ties_are_the_engines_in_the_pages_english():
    school = page_facts()["school_teams"]
    assert {code: ENGLISH[key] for code, key in table("SCHOOL_TIEBREAKS").items()} == school["tiebreaks"]
