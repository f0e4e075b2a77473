"""Events the engine makes natively, in CPython, for the browser tests to run the same on the page and compare:
the nine-player event and its standings as the page shows them, and a Counter-Strike Major stage's teams and
results."""

from fractions import Fraction

from swisspair import bridge, event
from swisspair.standings import as_json, compute_standings

NINE = [("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Gil Hart", 1840),
        ("Ines Jovic", 1760), ("Jon Kerr", 2040), ("Lea Moreau", 1905), ("Nils Ortega", 1690),
        ("<img src=x onerror=alert(1)>", 1500)]
TIEBREAKS = ["BH/C1", "BH", "SB", "WIN"]


def result_for(round_number: int, board: int) -> str:
    """A fixed mix of results, forfeits included, so the standings have something to separate."""
    if (round_number, board) == (2, 3):
        return "+-"
    return ("1-0", "1/2-1/2", "0-1", "1-0")[(round_number + board) % 4]


def native_event(players=NINE, tiebreaks=TIEBREAKS, rounds=5, mode="fide", result=result_for):
    """The same event through the engine in CPython: the players, the rounds with the same results."""
    def call(op, **args):
        answer = bridge.handle({"id": 1, "op": op, "args": args})
        assert answer["ok"], answer
        return answer["result"]

    doc = call("event_new", id="native", name="Native", rounds=rounds, mode=mode)["event"]
    doc = call("event_apply", event=doc, operation={"op": "update_settings", "tiebreaks": tiebreaks})["event"]
    for name, rating in players:
        doc = call("event_apply", event=doc,
                   operation={"op": "add_player", "player": {"name": name, "rating": rating, "club": ""}})["event"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    pairings = []
    for r in range(1, rounds + 1):
        doc = call("event_apply", event=doc, operation={"op": "pair_next"})["event"]
        boards = doc["rounds"][-1]["boards"]
        pairings.append([(names[b["white"]], names[b["black"]]) for b in boards])
        for number in range(1, len(boards) + 1):
            doc = call("event_apply", event=doc, operation={"op": "set_result", "round": r, "board": number,
                                                            "result": result(r, number)})["event"]
    return doc, pairings


def expected_standings(doc: dict, tiebreaks: list[str]) -> list[list[str]]:
    """The final standings as the page should show them, computed natively from the event."""
    native = as_json(compute_standings(event.to_tournament(doc)[0], tiebreaks), details=True)
    ties = {}
    for row in native:
        ties[row["rank"]] = ties.get(row["rank"], 0) + 1
    return [[f"{row['rank']}{'=' if ties[row['rank']] > 1 else ''}", row["name"], str(row["rating"]),
             shown_points(row["points"]), *[row["details"][code]["text"] for code in tiebreaks]] for row in native]


def shown_points(value) -> str:
    value = Fraction(value).limit_denominator(2)
    whole, half = divmod(value, 1)
    return f"{int(whole) if whole or not half else ''}{'½' if half else ''}"


# The Counter-Strike Major stage test_cs_major runs on the page; test_share makes it natively for its link.
TEAMS = ["Vitality", "MOUZ", "Spirit", "FaZe", "NAVI", "G2", "Falcons", "Aurora", "The MongolZ", "Liquid",
         "FURIA", "paiN", "Virtus.pro", "3DMAX", "HEROIC", "<b>Astralis</b>"]


def winner_for(r: int, board: int) -> str:
    return ("1-0", "0-1", "1-0")[(r * 5 + board) % 3]
