"""A round's link (app/round-link.js, run by Node): the card it carries reads back as made (a bye, a board a
line-up left empty, names in any script, a name with a line break shown on one line), a team round with each match's
score as the engine counted it and the team given the bye, a round given in sections by name reads back section by
section with its boards' numbers (and a team round's sections with their matches), a few letters find a player's
seat (and in a team round the match), and thousands of damaged links are each refused with a sentence (ShareError)
or read as a well-formed card, never anything else."""

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


def match(number, first, second, score, to_play, match_points=None, forfeit=None):
    return {"match": number, "teams": [first, second], "score": score, "to_play": to_play,
            "match_points": match_points, "forfeit": forfeit}


# A team round of three two-board matches and a bye: one match done, one under way, one not begun.
TEAM_CARD = {
    "name": "Club league", "round": 2, "of": 7, "at": 1_777_800_120_000,
    "boards": [board("Ada", "Ben", "1-0", 10, 10), board("Cy", "Dee", "1/2-1/2", 10, 5),
               board("Eve", "Fay", "0-1", 5, 5), board("Gil", "Hal", None, 0, 10),
               board("Ian", "Jo", None, 0, 0), board("Kim", "Lu", None, 5, 0)],
    "bye": None,
    "teams": {"boards": 2, "matches": [match(1, "Knights", "Rooks", [15, 5], 0, [20, 0]),
                                       match(2, "Bishops", "Pawns", [0, 10], 1),
                                       match(3, "Queens", "Kings", [0, 0], 2)],
              "bye": "Castles"},
}
CARDS.append(TEAM_CARD)

# A Magic event's quarter-finals: tables, no colours, the round by its name (the rounds counted are the Swiss ones).
MAGIC_CARD = {
    "name": "Friday Night Magic", "round": 4, "of": 3, "at": 1_777_800_180_000,
    "boards": [board("Ada", "Ben", "2-1", 90, 60), board("Cy", "Dee", None, 60, 60)], "bye": None,
    "seats": {"board": "table", "colours": False}, "title": "Quarter-finals",
}
CARDS.append(MAGIC_CARD)
# A system with colours and another word, and one with neither colours nor another word: each part on its own.
CARDS.append({**CARDS[1], "seats": {"board": "match", "colours": True}})
CARDS.append({**CARDS[1], "seats": {"board": "board", "colours": False}, "bye": {"name": "C", "points": 10}})
# An event that names its language: the Magic playoff in German, its parts and the language together.
CARDS.append({**MAGIC_CARD, "language": "de"})


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


def test_a_chess_rounds_card_makes_the_golden_link_again_to_the_byte():
    # A chess round's link holds none of the words another event's carries: the same bytes as before they were.
    card = json.loads((GOLDEN / "share-round-1.json").read_text())
    [answer] = node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), [card])
    assert answer["fragment"] == (GOLDEN / "share-round-r1.txt").read_text().strip()


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



SECTIONS = """
import fs from "node:fs";
import { encodeRound, sectionCards, seatsByName } from %s;
import { decodeFragment } from %s;
const { card, count } = JSON.parse(fs.readFileSync(0, "utf8"));
const out = [];
for (const section of sectionCards(card, count)) {
  const fragment = await encodeRound(section);
  out.push({ section, fragment, back: (await decodeFragment("#" + fragment)).card,
    seats: seatsByName(card).slice(section.from, section.to).map((seat) => seat.name) });
}
console.log(JSON.stringify(out));
"""


def test_a_round_in_sections_by_name_reads_back_each_section_with_its_board_numbers():
    names = ["Berg, Anna", "Øvrebø, Jørn", "Nakamura, 健", "Müller, Zoë", "Adams, Ben", "Zeller, Kai", "Costa, Ana"]
    card = {"name": "Spring Open 2026", "round": 4, "of": 9, "at": 1_777_800_000_000,
            "boards": [board(names[0], names[1], "1-0", 30, 25), board(names[2], names[3], None, 20, 20),
                       board(names[4], names[5], "0-1", 15, 10)],
            "bye": {"name": names[6], "points": 5}}
    sections = node(SECTIONS % (uri("round-link.js"), uri("share.js")), {"card": card, "count": 3})
    assert [part["section"]["section"] for part in sections] == ["Ada–Cos", "Mül–Øvr", "Zel–Zel"]
    # Each of the round's players in one section, in order of name; a section holds its players' boards with their
    # numbers (and their opponents), and the bye when its player is in it.
    assert [name for part in sections for name in part["seats"]] == sorted(names, key=lambda n: n.replace("Ø", "O"))
    for part in sections:
        assert part["fragment"].startswith("r2.")
        numbers = [b["number"] for b in part["back"]["boards"]]
        assert numbers == sorted(numbers)
        for seat in part["seats"]:
            held = [n for b in part["back"]["boards"] for n in (b["white"], b["black"])]
            assert seat in held or (part["back"]["bye"] or {}).get("name") == seat
        for item in part["back"]["boards"]:
            assert {k: v for k, v in item.items() if k != "number"} == card["boards"][item["number"] - 1]
        expected = {k: v for k, v in part["section"].items() if k not in ("first", "last", "from", "to")}
        assert part["back"] == expected


FIND = """
import fs from "node:fs";
import { findSeats, seatsByName } from %s;
const { card, typed } = JSON.parse(fs.readFileSync(0, "utf8"));
console.log(JSON.stringify(typed.map((text) => findSeats(seatsByName(card), text))));
"""


def test_a_few_letters_in_any_case_and_without_accents_find_a_players_seat():
    card = CARDS[0]
    found = node(FIND % uri("round-link.js"), {"card": card, "typed": ["muller", "ZOË", "berg", "ber an", "", "xyz"]})
    muller = {"name": "Müller, Zoë", "board": 2, "colour": "Black", "points": 15, "opponent": "Nakamura, 健",
              "opponentPoints": 15}
    assert found[0] == [muller] and found[1] == [muller]
    assert [seat["name"] for seat in found[2]] == ["Berg, Anna"]
    assert found[2][0]["opponent"] == "Øvrebø, Jørn" and found[2][0]["opponentPoints"] == 15
    assert [seat["name"] for seat in found[3]] == ["Berg, Anna"]
    assert found[4] == [] and found[5] == []


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
        assert set(card) - {"teams", "seats", "title"} == {"name", "round", "of", "at", "boards", "bye"}
        assert all(set(item) == {"white", "black", "result", "whitePoints", "blackPoints"} for item in card["boards"])


def test_a_team_rounds_link_reads_back_its_matches_scores_whole_and_by_name():
    [whole] = node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), [TEAM_CARD])
    assert whole["back"] == TEAM_CARD
    sections = node(SECTIONS % (uri("round-link.js"), uri("share.js")), {"card": TEAM_CARD, "count": 3})
    for part in sections:
        expected = {k: v for k, v in part["section"].items() if k not in ("first", "last", "from", "to")}
        assert part["back"] == expected
        # A section holds the matches its boards are part of, each with its number and score, and the team bye.
        numbers = [(b["number"] + 1) // 2 for b in part["back"]["boards"]]
        assert [m["match"] for m in part["back"]["teams"]["matches"]] == sorted(set(numbers))
        for item in part["back"]["teams"]["matches"]:
            assert item == TEAM_CARD["teams"]["matches"][item["match"] - 1]
        assert part["back"]["teams"]["bye"] == "Castles"


def test_a_team_rounds_link_adds_a_few_bytes_a_match_to_the_same_boards_without_teams():
    individual = {k: v for k, v in TEAM_CARD.items() if k != "teams"}
    team, alone = node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), [TEAM_CARD, individual])
    assert "teams" not in alone["back"]
    assert 0 < len(team["fragment"]) - len(alone["fragment"]) < 120, (len(team["fragment"]), len(alone["fragment"]))


def test_a_players_seat_in_a_team_round_holds_their_match():
    [found] = node(FIND % uri("round-link.js"), {"card": TEAM_CARD, "typed": ["hal"]})
    assert found == [{"name": "Hal", "board": 4, "colour": "Black", "points": 10, "opponent": "Gil", "opponentPoints": 0,
                      "match": TEAM_CARD["teams"]["matches"][1]}]


def test_a_magic_rounds_link_carries_its_word_for_a_board_its_lack_of_colours_and_the_rounds_name():
    chess = {k: v for k, v in MAGIC_CARD.items() if k not in ("seats", "title")}
    magic, alone = node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), [MAGIC_CARD, chess])
    assert magic["back"] == MAGIC_CARD
    assert "seats" not in alone["back"] and "title" not in alone["back"]
    # "table" and "Quarter-finals" on two lines, and the flags: a score of characters once sealed.
    assert 0 < len(magic["fragment"]) - len(alone["fragment"]) < 40, (len(magic["fragment"]), len(alone["fragment"]))
    sections = node(SECTIONS % (uri("round-link.js"), uri("share.js")), {"card": MAGIC_CARD, "count": 2})
    for part in sections:
        assert part["fragment"].startswith("r2.")
        assert part["back"]["seats"] == MAGIC_CARD["seats"] and part["back"]["title"] == "Quarter-finals"
        expected = {k: v for k, v in part["section"].items() if k not in ("first", "last", "from", "to")}
        assert part["back"] == expected


def test_a_round_link_carries_the_events_language_to_the_players_phone():
    chess = CARDS[1]
    german, alone = node(ROUND_TRIP % (uri("round-link.js"), uri("share.js")), [{**chess, "language": "de"}, chess])
    assert german["back"]["language"] == "de" and "language" not in alone["back"]
    # "de" on a line of its own and the flag: a few characters once sealed.
    assert 0 < len(german["fragment"]) - len(alone["fragment"]) < 12, (len(german["fragment"]), len(alone["fragment"]))
    sections = node(SECTIONS % (uri("round-link.js"), uri("share.js")), {"card": {**chess, "language": "ru"}, "count": 2})
    assert [part["back"]["language"] for part in sections] == ["ru", "ru"]
