"""The page's section views (app/sections.js) under Node.js: a section of an event reads as one paired group (the
event's shared keys with the section's over them), is the same object for as long as the event is, and is asked
about as its event and section; an event without sections is its own one view."""

import pytest

from tests.app.helpers import NODE, node, uri

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js")

SCRIPT = f"""
import {{ readFileSync }} from "node:fs";
import {{ sectionView, sectionViews, viewName, wholeOf }} from {uri("sections.js")};
const {{ event, plain }} = JSON.parse(readFileSync(0, "utf8"));
const view = sectionView(event, 2);
const first = sectionView(event, null);
const asked = wholeOf(view);
console.log(JSON.stringify({{
  view,
  first: first.name + ":" + first.players.map((p) => p.name).join(","),
  same: sectionView(event, 2) === view,
  missingIsFirst: sectionView(event, 9) === first,
  asked: [asked.event === event, asked.section],
  name: viewName(view),
  plainIsItself: sectionView(plain, 1) === plain && sectionViews(plain)[0] === plain,
  plainAsked: [wholeOf(plain).event === plain, wholeOf(plain).section],
  plainName: viewName(plain),
  views: sectionViews(event).map((each) => each.players.length),
}}));
"""

EVENT = {
    "format": "swisspair-event", "version": 9, "id": "e1", "name": "Weekend Open", "log": [], "section_boards": "continuous",
    "sections": [
        {"id": 1, "name": "Open", "settings": {"rounds": 5}, "players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bo"}],
         "restrictions": [], "rounds": [], "arena": None, "trf_lines": []},
        {"id": 2, "name": "U1800", "rule": {"kind": "rating", "max": 1799}, "settings": {"rounds": 4},
         "players": [{"id": 3, "name": "Cy"}], "restrictions": [], "rounds": [{"boards": []}], "arena": None,
         "trf_lines": []},
    ],
}
PLAIN = {"format": "swisspair-event", "version": 9, "id": "e2", "name": "Club night", "settings": {"rounds": 3},
         "players": [{"id": 1, "name": "Di"}], "restrictions": [], "rounds": [], "log": []}


def test_a_section_reads_as_one_group_and_is_asked_about_as_its_event_and_section():
    answer = node(SCRIPT, {"event": EVENT, "plain": PLAIN})
    view = answer["view"]
    # The shared keys, with the section's own over them; nothing of the section list, nor the section's id or rule.
    assert view["id"] == "e1" and view["name"] == "Weekend Open" and view["section_boards"] == "continuous"
    assert view["settings"] == {"rounds": 4} and [p["name"] for p in view["players"]] == ["Cy"]
    assert len(view["rounds"]) == 1 and "sections" not in view and "rule" not in view
    assert answer["first"] == "Weekend Open:Ann,Bo"
    assert answer["same"] and answer["missingIsFirst"]
    assert answer["asked"] == [True, 2] and answer["name"] == "U1800"
    assert answer["views"] == [2, 1]


def test_an_event_without_sections_is_its_own_view():
    answer = node(SCRIPT, {"event": EVENT, "plain": PLAIN})
    assert answer["plainIsItself"]
    assert answer["plainAsked"] == [True, None] and answer["plainName"] is None
