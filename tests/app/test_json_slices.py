"""The page's JSON in slices (app/json-slices.js, run by Node) writes exactly what JSON.stringify writes: for
random JSON values and for a 300-player event."""

import json
import random
import subprocess

import pytest

from tests.app.helpers import APP, NODE, random_value
from tests.helpers.played_events import big_event

JSON_SLICES_JS = APP / "json-slices.js"

CHECK = ("import fs from 'node:fs';"
         f"import {{ stringifyInSlices }} from {json.dumps(JSON_SLICES_JS.as_uri())};"
         "const values = JSON.parse(fs.readFileSync(0, 'utf8'));"
         "const texts = [];"
         "for (const value of values) texts.push(await stringifyInSlices(value) === JSON.stringify(value));"
         "console.log(JSON.stringify(texts));")


@pytest.mark.skipif(NODE is None, reason="Node runs the page's module; build.py needs it anyway")
def test_the_slices_make_the_text_json_stringify_makes():
    rng = random.Random(3)
    values = [random_value(rng) for _ in range(300)]
    values += [big_event(300, 5, last_open=True), {"a\u2028": "\"é\\"}, [], {}, 0, "text", None]
    out = subprocess.run([NODE, "--input-type=module", "-e", CHECK], input=json.dumps(values), check=True,
                         capture_output=True, text=True)
    assert json.loads(out.stdout) == [True] * len(values)
