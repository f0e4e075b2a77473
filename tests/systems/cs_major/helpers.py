"""A Counter-Strike Major stage of 16 teams built and played through event.apply, for its tests and the
event layer's."""

from swisspair import event
from swisspair.systems.cs_major import system as cs_major

TEAMS = ["Vitality", "MOUZ", "Spirit", "FaZe", "NAVI", "G2", "Falcons", "Aurora", "The MongolZ", "Liquid",
         "FURIA", "paiN", "Virtus.pro", "3DMAX", "HEROIC", "Astralis"]


def make(teams=TEAMS):
    doc = event.new_event({"id": "major", "name": "Major", "system": "cs_major", "rounds": cs_major.ROUNDS})
    for name in teams:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name}}).event
    order = [p["id"] for p in doc["players"]]  # the seeds as listed
    return event.apply(doc, {"op": "set_pairing_numbers", "order": order}).event


def apply(doc, **operation):
    return event.apply(doc, operation).event


def play(doc, rng):
    doc = apply(doc, op="pair_next")
    r = len(doc["rounds"])
    for b in range(len(doc["rounds"][-1]["boards"])):
        doc = apply(doc, op="set_result", round=r, board=b + 1, result=rng.choice(["1-0", "0-1"]))
    return doc
