"""Reading FIDE's rating list (app/rating-list-format.js, run by Node): the fixed-column text, the single-rating
list headed by its month and the XML give the same players; names fold to what a director types; a list's date
comes from its heading, its file name or the file. The lists are written by `tools/fide_list.py` (run here as a
command), which lays out invented players in FIDE's columns."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.helpers import NODE, node, uri

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js")

READ_ALL = f"""
import fs from "node:fs";
import {{ columnsOf, readLine, readXmlPlayer }} from {uri("rating-list-format.js")};
const [path, kind] = JSON.parse(fs.readFileSync(0, "utf8"));
const text = fs.readFileSync(path, "utf8");
let players;
if (text.startsWith("<?xml")) {{
  players = [...text.matchAll(/<player>(.*?)<\\/player>/gs)].map((m) => readXmlPlayer(m[1], kind));
}} else {{
  const [head, ...lines] = text.split(/\\r?\\n/);
  const columns = columnsOf(head, kind);
  players = lines.map((line) => readLine(line, columns)).filter(Boolean);
}}
console.log(JSON.stringify(players));
"""


def written(tmp_path, kind, month="DEC26", players=400):
    """The list `tools/fide_list.py` writes in the format `kind` (foa, standard, xml)."""
    path = tmp_path / f"{kind}_{month}.txt"
    subprocess.run([sys.executable, str(ROOT / "tools" / "fide_list.py"), str(path), "--players", str(players),
                    "--seed", "3", "--month", month, "--format", kind], check=True)
    return path



def test_the_combined_text_list_the_standard_list_and_the_xml_read_the_same_players(tmp_path):
    foa = node(READ_ALL, [str(written(tmp_path, "foa")), "standard"])
    standard = node(READ_ALL, [str(written(tmp_path, "standard")), "standard"])
    xml = node(READ_ALL, [str(written(tmp_path, "xml")), "standard"])
    assert len(foa) == len(standard) == len(xml) == 400
    assert foa == xml
    only_standard = lambda p: {"rapid": 0, "blitz": 0, "games": {**p["games"], "rapid": 0, "blitz": 0},  # noqa: E731
                               "k": {**p["k"], "rapid": 0, "blitz": 0}}
    assert [{**p, **only_standard(p)} for p in foa] == standard
    assert any(p["title"] for p in foa) and any(p["rapid"] for p in foa) and any(p["inactive"] for p in foa)
    assert any("á" in p["name"] or "ö" in p["name"] for p in foa)
    assert all(p["title"] in ("", "GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM") for p in foa)


def test_a_rapid_list_rates_rapid(tmp_path):
    path = written(tmp_path, "standard")
    rapid = node(READ_ALL, [str(path), "rapid"])
    assert all(p["standard"] == 0 for p in rapid) and any(p["rapid"] for p in rapid)
    assert all(p["k"]["standard"] == 0 for p in rapid) and any(p["k"]["rapid"] for p in rapid)


def test_every_rated_player_has_the_games_and_the_k_fide_gives_them(tmp_path):
    players = node(READ_ALL, [str(written(tmp_path, "foa")), "standard"])
    for p in players:
        for kind in ("standard", "rapid", "blitz"):
            rating, k = p[kind], p["k"][kind]
            assert k in ((10, 20, 40) if rating else (0,)), p
            assert 0 <= p["games"][kind] <= 12
            if rating >= 2400:
                assert k == 10, p
    # the list says what a rating and a birth year cannot: once 2400 (K 10 below it), new to the list (K 40)
    assert any(p["k"]["standard"] == 10 and 0 < p["standard"] < 2400 for p in players)
    assert any(p["k"]["standard"] == 40 and p["birth"] and p["birth"] + 18 < 2026 for p in players)
    assert any(p["games"]["standard"] for p in players)


HEADINGS = [("ID Number", 15), ("Name", 61), ("Fed", 4), ("Sex", 4), ("Tit", 5), ("WTit", 5), ("OTit", 15),
            ("FOA", 4), ("SRtng", 6), ("SGm", 4), ("SK", 3), ("RRtng", 6), ("RGm", 4), ("Rk", 3), ("BRtng", 6),
            ("BGm", 4), ("BK", 3), ("B-day", 6), ("Flag", 4)]


def fixed(values):
    """A line of players_list_foa.txt: each value where its heading starts (FIDE ID at 1, name at 16, federation
    at 77, standard rating at 114, as FIDE lays them out)."""
    return "".join(str(value).ljust(width) for value, (_, width) in zip(values, HEADINGS)).rstrip()


def test_names_fold_without_accents_case_or_punctuation_and_lines_that_are_no_player_are_skipped():
    script = f"""
    import fs from "node:fs";
    import {{ fold, columnsOf, readLine }} from {uri("rating-list-format.js")};
    const [head, line] = JSON.parse(fs.readFileSync(0, "utf8"));
    const columns = columnsOf(head);
    console.log(JSON.stringify([
      fold("Đorđević-Øberg,  Zoë"), fold("ŁUKASZ Müller-Straße"), fold("Şahin, Gül"),
      columnsOf("Surname;First;Rating"), readLine("", columns), readLine("               Nobody", columns),
      readLine(line, columns),
    ]));"""
    head = fixed([heading for heading, _ in HEADINGS])
    line = fixed([1503014, "Carlsen, Magnus", "NOR", "M", "GM", "", "", "", 2830, 0, 10, 2800, 0, 20, 2880, 0, 20, 1990,
                  "i"])
    assert line.index("NOR") == 76 and line.index("2830") == 113
    assert node(script, [head, line]) == [
        "dordevic oberg zoe", "lukasz muller strasse", "sahin gul", None, None, None,
        {"id": 1503014, "name": "Carlsen, Magnus", "fed": "NOR", "sex": "M", "title": "GM", "standard": 2830,
         "rapid": 2800, "blitz": 2880, "games": {"standard": 0, "rapid": 0, "blitz": 0},
         "k": {"standard": 10, "rapid": 20, "blitz": 20}, "birth": 1990, "inactive": True}]


def test_a_lists_date_comes_from_its_heading_then_its_file_name_then_the_file():
    script = f"""
    import {{ listDate }} from {uri("rating-list-format.js")};
    import {{ dateText }} from {uri("i18n.js")};
    const head = "ID Number      Name      Fed Sex Tit  WTit OTit           FOA NOV26 Gms K  B-day Flag";
    const a = listDate(head, "whatever.txt", 0);
    const b = listDate("ID Number      Name      Fed SRtng", "standard_oct26frl.txt", 0);
    const c = listDate("<?xml version='1.0'?>", "players_list_xml_foa.xml", Date.UTC(2026, 11, 1, 9));
    console.log(JSON.stringify([a, b, c, dateText(a.date, {{ long: true }}), dateText(c.date, {{ long: true }})]));"""
    assert node(script, None) == [{"date": "2026-11", "from": "heading"}, {"date": "2026-10", "from": "name"},
                                  {"date": "2026-12-01", "from": "file"}, "November 2026", "1 December 2026"]


def test_names_sort_as_plain_string_order_ties_by_position():
    """The packed sort (six characters and the index in one number, ties compared whole) against a plain sort of
    folded names: names equal, sharing six characters or more, shorter than six, with digits and spaces."""
    script = f"""
    import fs from "node:fs";
    import {{ fold, sortedByName }} from {uri("rating-list-format.js")};
    const names = JSON.parse(fs.readFileSync(0, "utf8"));
    const keys = names.map(fold);
    const plain = keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
    console.log(JSON.stringify([[...sortedByName(keys.length, (i) => keys[i])], plain]));"""
    rng = random.Random(5)
    alphabet = "ab zéZ9-,."
    names = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12))) for _ in range(3000)]
    names += ["Berg, Anna", "Berg, Anna", "Bergman, A", "Berg", "Berg 2", "berg,anna", ""]
    # Many names sharing their first six, twelve, eighteen characters, the first of them ending exactly at twelve.
    names += ["Dordevic, Gul"] + [f"Dordevic, Gul{rng.choice(['', 'umi', 'umi Vera', 'umiVera', 'umi Ve'])}{rng.choice(['', ' a', 'b'])}"
              for _ in range(300)]
    packed, plain = node(script, names)
    assert packed == plain


READ_LINES = f"""
import fs from "node:fs";
import {{ columnsOf, readLine }} from {uri("rating-list-format.js")};
const [head, lines] = JSON.parse(fs.readFileSync(0, "utf8"));
const columns = columnsOf(head, "standard");
console.log(JSON.stringify(lines.map((line) => readLine(line, columns))));
"""

# Three lines of FIDE's standard list of January 2023 as FIDE wrote them, quoted in a public project's parser self-test
# ("the exact January-2023 layout observed locally"; found with the code search for FIDE's heading line): a player
# without a comma in the name, one plain, one whose women's title is in both title columns; "i" and "w" flags.
JANUARY_2023 = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA JAN23 Gms K  B-day Flag",
    ["25121731       A C J John                                                   IND M                                1063  0   40 1987  i",
     "5045886        A K, Kalshyan                                                IND M                                1671  0   20 1964",
     "4804929        A-ALI, Sali Abbas Abdulzahra                                 IRQ F   WFM  WFM                     1876  13  20 2001  w"],
)


def test_fides_own_standard_list_lines_read_as_fide_wrote_them():
    john, kalshyan, ali = node(READ_LINES, JANUARY_2023)
    assert (john["id"], john["name"], john["fed"], john["sex"], john["standard"], john["birth"],
            john["inactive"]) == (25121731, "A C J John", "IND", "M", 1063, 1987, True)
    assert (kalshyan["name"], kalshyan["standard"], kalshyan["inactive"]) == ("A K, Kalshyan", 1671, False)
    assert (ali["name"], ali["fed"], ali["sex"], ali["title"], ali["standard"], ali["birth"], ali["inactive"]) == (
        "A-ALI, Sali Abbas Abdulzahra", "IRQ", "F", "WFM", 1876, 2001, False)
    # Gms and K, after the month's rating: A C J John, 0 games and K 40 (new to the list); Ali 13 games, K 20
    assert [(p["games"]["standard"], p["k"]["standard"]) for p in (john, kalshyan, ali)] == [(0, 40), (0, 20), (13, 20)]
    assert all(p["k"]["rapid"] == p["k"]["blitz"] == 0 for p in (john, kalshyan, ali))


# Lines of FIDE's combined list as FIDE wrote them (SRtng SGm SK RRtng RGm Rk BRtng BGm BK, FIDE's own "Rk";
# before the FOA column was added), quoted in the tests of the Perl module Chess::FIDE (found with the code search
# for FIDE's heading line): a player with all three ratings, and one with a standard rating only.
COMBINED = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit           SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag",
    ["10207538       A E M, Doshtagir                                             BAN M                            1840  0   40 1836  0   20 1860  0   20 1974      ",
     "1701991        Aaberg, Anton                                                SWE M   IM                       2393  0   10                           1972"],
)


def test_fides_own_combined_list_lines_give_each_ratings_games_and_k():
    doshtagir, aaberg = node(READ_LINES, COMBINED)
    assert (doshtagir["standard"], doshtagir["rapid"], doshtagir["blitz"]) == (1840, 1836, 1860)
    assert doshtagir["k"] == {"standard": 40, "rapid": 20, "blitz": 20}
    assert doshtagir["games"] == {"standard": 0, "rapid": 0, "blitz": 0}
    # an IM rated 2393 with K 10: once rated 2400, which his rating alone cannot say
    assert (aaberg["title"], aaberg["standard"], aaberg["k"]) == ("IM", 2393, {"standard": 10, "rapid": 0, "blitz": 0})
