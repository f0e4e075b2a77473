"""A round's link (app/round-link.js, run by Node): the card it carries reads back as made (a bye, a board a
line-up left empty, names in any script, a name with a line break shown on one line), and thousands of damaged
links are each refused with a sentence (ShareError) or read as a well-formed card, never anything else."""

import json
import random
import subprocess
from pathlib import Path

import pytest

from tests.app.helpers import NODE, damaged, node, uri

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js runs the page's module")

ROUND_TRIP = """
import fs from "node:fs";
import { encodeRound } from %s;
import { decodeFragment } from %s;
const out = [];
for (const card of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const fragment = await encodeRound(card);
  out.push({ fragment, back: (await decodeFragment("#" + fragment)).card });
}
console.log(JSON.stringify(out));
"""

# Reads [fragment, ...]; prints per fragment "refused", "failed: …" or the card it opened as.
DECODE = """
import fs from "node:fs";
import { decodeFragment } from %s;
import { ShareError } from %s;
const out = [];
for (const fragment of JSON.parse(fs.readFileSync(0, "utf8"))) {
  try {
    out.push((await decodeFragment(fragment)).card);
  } catch (error) {
    out.push(error instanceof ShareError && error.message ? "refused" : `failed: ${error && error.stack}`);
  }
}
console.log(JSON.stringify(out));
"""


def board(white, black, result=None, white_points=0, black_points=0):
    return {"white": white, "black": black, "result": result, "whitePoints": white_points, "blackPoints": black_points}


CARDS = [
    {"name": "Spring Open 2026", "round": 3, "of": 9, "at": 1_777_800_000_000,
     "boards": [board("Berg, Anna", "Øvrebø, Jørn", "1-0", 20, 15), board("Nakamura, 健", "Müller, Zoë", None, 15, 15),
                board("O'Brien, Seán", "Dvořák, Tereza", "+-", 10, 5)],
     "bye": {"name": "Yılmaz, Elif", "points": 5}},
    {"name": "", "round": 1, "of": None, "at": 0, "boards": [board("A", "B")], "bye": None},
    {"name": "Team match", "round": 2, "of": 5, "at": 1_777_800_060_000,
     "boards": [board("Ana", None, "+-", 10, 0), board(None, None, "--", 0, 0)], "bye": None},
]


def test_a_round_link_reads_back_the_round_as_its_view_shows_it():
    for card, answer in zip(CARDS, node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), CARDS)):
        assert answer["fragment"].startswith("r1.")
        assert answer["back"] == card


GOLDEN = ROOT / "tests" / "golden"

# Reads a fragment; prints the card it opens as.
OPEN = """
import fs from "node:fs";
import { decodeFragment } from %s;
console.log(JSON.stringify((await decodeFragment(fs.readFileSync(0, "utf8").trim())).card));
"""


def test_the_golden_round_link_of_format_1_still_opens():
    fragment = (GOLDEN / "share-round-r1.txt").read_text()
    assert fragment.startswith("r1.")
    done = subprocess.run([NODE, "--input-type=module", "-e", OPEN % uri("share.js")], input="#" + fragment,
                          check=True, capture_output=True, text=True, timeout=60)
    assert json.loads(done.stdout) == json.loads((GOLDEN / "share-round-1.json").read_text())


def test_a_name_with_a_line_break_reads_back_on_one_line():
    card = {**CARDS[1], "name": "Club\nopen", "boards": [board("Anna\r\nBerg", "Ben")]}
    [answer] = node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), [card])
    assert answer["back"]["name"] == "Club open"
    assert answer["back"]["boards"][0]["white"] == "Anna Berg"


def test_a_hundred_player_round_fits_a_qr_code():
    # 2,953 bytes is the most a version-40 QR code holds at level L; the link must leave room for the address.
    rng = random.Random(5)
    syllables = "an ber ca del eva fi go han ka lo mar no pe ros sa ti vo wen xu zo".split()
    name = lambda: f"{''.join(rng.sample(syllables, 3)).title()}, {''.join(rng.sample(syllables, 2)).title()}"
    card = {"name": "Spring Open 2026", "round": 9, "of": 9, "at": 1_777_800_000_000,
            "boards": [board(name(), name(), rng.choice(["1-0", "0-1", "1/2-1/2", None]), rng.randrange(0, 90, 5),
                             rng.randrange(0, 90, 5)) for _ in range(50)], "bye": None}
    [answer] = node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), [card])
    assert answer["back"] == card
    assert len(answer["fragment"]) < 2_000, len(answer["fragment"])



def test_damaged_round_links_are_refused_with_a_sentence():
    fragments = [answer["fragment"] for answer in node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), CARDS)]
    rng = random.Random(11)
    links = ["#" + damaged(rng.choice(fragments), rng, ["r0.", "r2.", "r.", "R1.", "r1"]) for _ in range(3_000)]
    answers = node(DECODE % (uri("share.js"), uri("link-bytes.js")), links)
    failed = [answer for answer in answers if isinstance(answer, str) and answer.startswith("failed")]
    assert failed == []
    opened = [answer for answer in answers if isinstance(answer, dict)]
    refused = answers.count("refused")
    assert refused > 2_500, refused
    for card in opened:  # only a change the checksum cannot see (another version number): a card all the same
        assert set(card) == {"name", "round", "of", "at", "boards", "bye"}
        assert all(set(item) == {"white", "black", "result", "whitePoints", "blackPoints"} for item in card["boards"])
