"""The page's share-link decoder (app/share.js, run by Node) on thousands of mutated links: flipped bits,
truncations, packed bytes damaged behind a right checksum, hostile documents and streams in valid links,
oversized fields, wrong types, unknown versions. Each is refused with a sentence (ShareError: the key of a sentence in
the page's catalogue, app/locales/<language>/links.json, which the page words) or opens an event,
and what opens is then what the engine's event_validate accepts or refuses with a message, as the page asks it
before storing anything. The decoder never changes Object.prototype."""

import json
import random
import subprocess
from pathlib import Path

import pytest

from swisspair import bridge

from . import links, seeds

pytestmark = pytest.mark.skipif(seeds.NODE is None, reason="Node runs the page's share-link module")

COUNT = 2000
ENGLISH = json.loads((Path(__file__).resolve().parents[2] / "app" / "locales" / "en" / "links.json").read_text(
    encoding="utf-8"))


def test_every_mutated_link_is_refused_with_a_message_or_opens_an_event_the_engine_judges():
    made = links.mutated_links(random.Random(23), COUNT)
    decoded, polluted = links.decode([link for _, link in made])
    assert not polluted
    assert len(decoded) == COUNT
    failures = [(what, text[:300]) for (what, _), (status, text, _) in zip(made, decoded) if status == "failed"]
    assert failures == []
    refusals = {text for status, text, _ in decoded if status == "refused"}
    assert refusals <= set(ENGLISH), refusals - set(ENGLISH)
    assert all(ENGLISH[key][0].isupper() and ENGLISH[key].endswith((".", ")")) for key in refusals), refusals
    valid = refused_by_engine = 0
    for (what, _), (status, text, _) in zip(made, decoded):
        if status != "opened":
            continue
        answer = json.loads(bridge.handle_json(f'{{"id": 1, "op": "event_validate", "args": {{"event": {text}}}}}'))
        if answer["ok"]:
            valid += 1
        else:
            assert answer["error"]["code"] != "internal", (what, answer["error"])
            assert answer["error"]["message"], what
            refused_by_engine += 1
    # The unchanged links open their events unchanged; damage of every kind was refused somewhere.
    seed_docs = seeds.events()
    for (what, _), (status, text, read_only) in zip(made, decoded):
        if what.endswith("unchanged"):
            name = what.split(" ")[0].rsplit("-", 1)[0]
            # A read-only link leaves out the log and the record of changes.
            viewed = {key: value for key, value in seed_docs[name].items() if key != "record"}
            expected = {**viewed, "log": []} if read_only else seed_docs[name]
            assert (status, json.loads(text)) == ("opened", expected), what
    assert valid >= len(seeds.share_links()) and refused_by_engine > 100 and len(refusals) >= 8


def test_the_hostile_streams_are_each_refused_by_the_decoder_or_the_engine():
    decoded, polluted = links.decode([links.link_of(links.payload(text, numbers))
                                      for _, text, numbers in links.HOSTILE_STREAMS])
    assert not polluted
    for (what, _, _), (status, answer, _) in zip(links.HOSTILE_STREAMS, decoded):
        assert status in ("refused", "opened"), (what, answer)
        if status == "opened":
            reply = json.loads(bridge.handle_json(f'{{"id": 1, "op": "event_validate", "args": {{"event": {answer}}}}}'))
            assert not reply["ok"] and reply["error"]["code"] != "internal" and reply["error"]["message"], what


def test_a_list_of_200000_objects_unpacks_whole():
    """Found by the fuzzer: the check for stray markers spread each list into a call's arguments, which overflows
    the stack from about 120,000 entries, so a long log could never be opened."""
    script = ("import { pack, unpack } from %s;"
              "const doc = { players: Array.from({ length: 200000 }, (_, i) => ({ id: i + 1 })), rounds: [] };"
              "const { json, numbers } = pack(doc);"
              "console.log(JSON.stringify(unpack(json, numbers)) === JSON.stringify(doc));")
    done = subprocess.run([seeds.NODE, "--input-type=module", "-e", script % json.dumps(seeds.SHARE_JS.as_uri())],
                          check=True, capture_output=True, text=True)
    assert done.stdout.strip() == "true"

