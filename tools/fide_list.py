"""A rating list in FIDE's download formats, made up: for the page's rating-list tests and its benchmark.

FIDE publishes its list as fixed-column text (players_list_foa.txt: the standard, rapid and blitz ratings side by
side; standard_MMMYYfrl.txt and its rapid_ and blitz_ twins: one rating, its month as the column's heading) and as
XML (<playerslist><player><fideid>...). This writes the same layouts with invented players: the same seed gives the
same players (ids, names, federations, titles, birth years), and the month moves every rating a little, so two
months of one seed are an older and a newer list of the same players.

  python3 tools/fide_list.py OUT [--players 1000000] [--seed 1] [--month DEC26] [--format foa|standard|xml]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from xml.sax.saxutils import escape

SURNAMES = ["Berg", "Müller", "García", "Nováková", "Øberg", "Kowalski", "Smith", "Đorđević", "Şahin", "Björk",
            "Fernández", "Ivanov", "Nakamura", "Okafor", "Silva", "Dubois", "Horváth", "Jensen", "Kim", "Lopez",
            "Martin", "Nielsen", "Papadopoulos", "Rossi", "Schmidt", "Tanaka", "Van Dijk", "Wójcik", "Yilmaz", "Zhang"]
# Most surnames are made of syllables, so that a million names are about as varied as FIDE's (and, as there, mostly
# plain ASCII); a fifth come from SURNAMES, accents included.
SYLLABLES = ["ka", "lo", "mi", "ber", "san", "to", "vic", "nov", "ra", "schu", "del", "an", "or", "ste", "fa", "gu",
             "han", "ji", "ko", "lin", "mar", "nes", "pe", "qui", "ros", "ta", "ul", "va", "wen", "xu", "ya", "zo",
             "co", "sar", "il", "ne", "as", "lu", "e", "dor"]
FIRST_NAMES = ["Anna", "Björn", "Carl", "Dóra", "Eva", "Filip", "Gül", "Hana", "Ines", "Jon", "Karin", "Léa", "Mo",
               "Nils", "Olga", "Pál", "Rui", "Sara", "Tomás", "Una", "Vera", "Wen", "Xavier", "Yara", "Zoë"]
FEDERATIONS = ["NOR", "GER", "ESP", "CZE", "DEN", "POL", "ENG", "SRB", "TUR", "SWE", "ARG", "RUS", "JPN", "NGR",
               "BRA", "FRA", "HUN", "USA", "KOR", "MEX", "ITA", "NED", "GRE", "CHN", "IND"]
TITLES = [("GM", ""), ("IM", ""), ("FM", ""), ("CM", ""), ("", "WGM"), ("", "WIM"), ("", "WFM"), ("", "WCM")]
MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

# players_list_foa.txt: each column starts where its heading starts (the readers find them by the heading line).
FOA_HEADINGS = [("ID Number", 15), ("Name", 61), ("Fed", 4), ("Sex", 4), ("Tit", 5), ("WTit", 5), ("OTit", 15),
                ("FOA", 4), ("SRtng", 6), ("SGm", 4), ("SK", 3), ("RRtng", 6), ("RGm", 4), ("Rk", 3), ("BRtng", 6),
                ("BGm", 4), ("BK", 3), ("B-day", 6), ("Flag", 4)]


def month_index(month: str) -> int:
    """DEC26 -> months since January 2000 (the ratings drift with it)."""
    return (int(month[3:]) * 12) + MONTHS.index(month[:3].upper())


def surname(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return rng.choice(SURNAMES)
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def k_factor(rating: int, born: int, year: int, draw: int) -> int:
    """A player's K as FIDE's list states it (B.02 8.3.3): 10 from 2400, and for good once reached (a `draw` of 10
    from 2200); 40 for a junior under 2300 (18 or younger in the list's year) or a player new to the list (a draw
    of 40 below 2000); else 20."""
    if rating >= 2400 or (draw == 10 and rating >= 2200):
        return 10
    if (born and year <= born + 18 and rating < 2300) or (draw == 40 and rating < 2000):
        return 40
    return 20


def players(count: int, seed: int, month: str):
    """Each player as a dict of the list's fields; ratings 0 (none) or 1000-2850, moved by the month; for each
    rating the games of the month and the K factor."""
    year = 2000 + int(month[3:])
    rng = random.Random(seed)
    drift = month_index(month)
    fide_id = 100_000
    for number in range(count):
        fide_id += rng.randint(1, 40)
        sex = rng.choice("MMMF")
        title, women = rng.choice(TITLES) if rng.random() < 0.03 else ("", "")
        if sex == "M":
            women = ""
        base = [rng.randint(1000, 2800) if rng.random() < odds else 0 for odds in (0.8, 0.5, 0.5)]
        moved = random.Random(seed * 1_000_003 + number * 977 + drift)
        ratings = [min(2850, max(1000, r + moved.randint(-30, 30))) if r else 0 for r in base]
        name = f"{surname(rng)}{rng.choice(['', '', '', '-' + surname(rng)])}, {rng.choice(FIRST_NAMES)}"
        fed = rng.choice(FEDERATIONS)
        games = [rng.randint(0, 12) if r else 0 for r in ratings]
        draws = [rng.choice((10, 20, 40)) if r else 0 for r in ratings]
        born = rng.randint(1940, 2020) if rng.random() < 0.95 else 0
        yield {
            "id": fide_id, "name": name, "fed": fed, "sex": sex, "title": title, "women": women,
            "ratings": ratings, "games": games,
            "k": [k_factor(r, born, year, draw) if r else 0 for r, draw in zip(ratings, draws)],
            "birth": born, "flag": ("w" if sex == "F" else "") + ("i" if rng.random() < 0.2 else ""),
        }


def number(value: int) -> str:
    return str(value) if value else ""


def foa_line(player) -> str:
    r, g, k = player["ratings"], player["games"], player["k"]
    values = [str(player["id"]), player["name"], player["fed"], player["sex"], player["title"], player["women"], "",
              "", number(r[0]), number(g[0]), number(k[0]), number(r[1]), number(g[1]), number(k[1]), number(r[2]),
              number(g[2]), number(k[2]), number(player["birth"]), player["flag"]]
    return "".join(value.ljust(width) for value, (_, width) in zip(values, FOA_HEADINGS)).rstrip()


def standard_line(player) -> str:
    values = [str(player["id"]), player["name"], player["fed"], player["sex"], player["title"], player["women"], "",
              "", number(player["ratings"][0]), number(player["games"][0]), number(player["k"][0]),
              number(player["birth"]), player["flag"]]
    return "".join(value.ljust(width) for value, width in zip(values, STANDARD_WIDTHS)).rstrip()


STANDARD_WIDTHS = [15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4]


def xml_player(player) -> str:
    r, g, k = player["ratings"], player["games"], player["k"]
    fields = [("fideid", player["id"]), ("name", escape(player["name"])), ("country", player["fed"]),
              ("sex", player["sex"]), ("title", player["title"]), ("w_title", player["women"]), ("o_title", ""),
              ("foa_title", ""), ("rating", number(r[0])), ("games", number(g[0])), ("k", number(k[0])),
              ("rapid_rating", number(r[1])), ("rapid_games", number(g[1])), ("rapid_k", number(k[1])),
              ("blitz_rating", number(r[2])), ("blitz_games", number(g[2])), ("blitz_k", number(k[2])),
              ("birthday", number(player["birth"])), ("flag", player["flag"])]
    inner = "".join(f"<{tag}>{value}</{tag}>" if value != "" else f"<{tag}/>" for tag, value in fields)
    return f"<player>{inner}</player>"


def write(out: Path, count: int, seed: int, month: str, kind: str) -> None:
    with out.open("w", encoding="utf-8", newline="\r\n") as file:
        if kind == "xml":
            file.write('<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n')
            for player in players(count, seed, month):
                file.write(xml_player(player) + "\n")
            file.write("</playerslist>\n")
            return
        if kind == "foa":
            file.write("".join(heading.ljust(width) for heading, width in FOA_HEADINGS).rstrip() + "\n")
            line = foa_line
        else:
            headings = ["ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", month.upper(), "Gms", "K",
                        "B-day", "Flag"]
            file.write("".join(h.ljust(w) for h, w in zip(headings, STANDARD_WIDTHS)).rstrip() + "\n")
            line = standard_line
        for player in players(count, seed, month):
            file.write(line(player) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--players", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--month", default="DEC26", help="the list's month, as FIDE writes it (DEC26)")
    parser.add_argument("--format", choices=("foa", "standard", "xml"), default="foa")
    args = parser.parse_args()
    write(args.out, args.players, args.seed, args.month, args.format)


if __name__ == "__main__":
    main()
