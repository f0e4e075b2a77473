"""The page's requests of the engine (app/actions.js run by Node, the engine a recorder): which event a request names,
the event itself or the key of the one the engine holds."""

import pytest

from tests.app.helpers import NODE, node, uri
from tests.helpers.played_events import big_event

pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js runs the page's module")

# Reads an event; opens it as a read-only link does (checked, then its round and its standings asked), then asks the
# standings with its tie-breaks changed; prints each request's operation and the names of its arguments.
READ_ONLY_LINK = """
import fs from "node:fs";
import { Actions } from %s;
const calls = [];
const engine = {
  ready: Promise.resolve(),
  async call(op, args) {
    calls.push([op, Object.keys(args).sort()]);
    // The engine's check answers the event (upgraded) and the key it holds it by.
    return op === "event_validate" ? { version: args.event.version, event: structuredClone(args.event), event_key: "held-1" } : {};
  },
};
const actions = new Actions(engine);
const { event } = await actions.validate(JSON.parse(fs.readFileSync(0, "utf8")));
await Promise.all([actions.roundView(event), actions.standingsOf(event)]);
await actions.standingsOf({ ...event, settings: { ...event.settings, tiebreaks: [] } });
console.log(JSON.stringify(calls));
"""


def test_a_checked_events_round_and_standings_name_it_by_the_key_the_engine_holds_it_by():
    calls = node(READ_ONLY_LINK % uri("actions.js"), big_event(8, 2))
    assert calls == [
        ["event_validate", ["event"]],
        ["event_round_view", ["event_key"]],
        ["event_standings", ["event_key"]],
        # Another version of the event (its tie-breaks changed) is not the one held: it is sent.
        ["event_standings", ["event"]],
    ]
