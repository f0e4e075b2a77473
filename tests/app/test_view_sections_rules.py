"""app/view-sections.js words a section's rule in the page's language, run by Node: a rating band with its ratings
as ratings are written (not grouped), a span of births with a whole date as the language writes it and a year as it
is, a field by the language's word for it. The module's facts (app/facts.js, written by the build) are stood in for:
the rule's words do not read them."""

import json

import pytest

from tests.app.helpers import APP, NODE, node, uri

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js")

RULES = [{"kind": "rating", "max": 1799}, {"kind": "rating", "min": 1400, "max": 1799}, {"kind": "rating", "min": 2000},
         {"kind": "born", "from": "2012"}, {"kind": "born", "from": "2010-09-01", "to": "2014-08-31"},
         {"kind": "born", "to": "2008"}, {"kind": "field", "field": "federation", "values": ["NOR", "SWE"]},
         {"kind": "field", "field": "club", "values": ["Hastings CC"]}, None]
# app/facts.js is the build's: a module that stands in for it, resolved in its place.
HOOKS = ("export async function resolve(specifier, context, next) { return specifier.endsWith('/facts.js') || "
         "specifier === './facts.js' ? { url: 'data:text/javascript,export const facts = { systems: {} };', "
         "shortCircuit: true } : next(specifier, context); }")


def rules_in(language: str) -> list[str]:
    script = (f"import {{ readFileSync }} from 'node:fs'; import {{ register }} from 'node:module';"
              f"register('data:text/javascript,' + encodeURIComponent({json.dumps(HOOKS)}));"
              f"const i18n = await import({uri('i18n.js')}); const view = await import({uri('view-sections.js')});"
              "const [own, fallback, rules] = JSON.parse(readFileSync(0, 'utf8'));"
              f"i18n.useLanguage({json.dumps(language)}, own, fallback);"
              "console.log(JSON.stringify(rules.map(view.sectionRuleText)));")
    words = lambda lang: json.loads((APP / "locales" / lang / "sections.json").read_text(encoding="utf-8"))  # noqa: E731
    return node(script, [words(language), words("en"), RULES])


def test_a_sections_rule_reads_as_the_director_set_it():
    assert rules_in("en") == ["rating under 1800", "rating 1400-1799", "rating 2000 and over", "born 2012 or later",
                              "born 1 Sept 2010-31 Aug 2014", "born 2008 or earlier", "federation: NOR, SWE",
                              "club: Hastings CC", ""]


def test_a_sections_rule_reads_in_german_with_its_dates_and_field_in_german():
    assert rules_in("de") == ["Wertungszahl unter 1800", "Wertungszahl 1400-1799", "Wertungszahl ab 2000",
                              "geboren 2012 oder später", "geboren 01.09.2010-31.08.2014", "geboren 2008 oder früher",
                              "Föderation: NOR, SWE", "Verein: Hastings CC", ""]
