"""A Magic Swiss event built and played through event.apply, for the Magic tests and the event layer's."""

from swisspair import event
from swisspair.systems.base import is_playoff_round

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"]
RESULTS = {(2, 0, 0): "1-0", (2, 1, 0): "1-0", (1, 2, 0): "0-1", (0, 2, 0): "0-1", (1, 1, 1): "1/2-1/2",
           (2, 0, 1): "1-0", (1, 1, 0): "1/2-1/2"}


def make(count=10, seed=4242, top_cut=8, rounds=None):
    doc = event.new_event({"id": "magic", "name": "FNM", "system": "magic_swiss",
                           "options": {"seed": seed, "top_cut": top_cut}})
    for name in NAMES[:count]:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name}}).event
    plan = event.plan_rounds(count, "magic")
    return event.apply(doc, {"op": "set_rounds", "rounds": rounds or plan["recommended"]}).event


def apply(doc, **operation):
    return event.apply(doc, operation).event


def play(doc, rng, scores=tuple(RESULTS)):
    """Pair the next round and enter a game score on every board; the draws only in Swiss rounds."""
    doc = apply(doc, op="pair_next")
    r = len(doc["rounds"])
    cut = is_playoff_round(doc["settings"], r)
    for b in range(len(doc["rounds"][-1]["boards"])):
        games = rng.choice([g for g in scores if not cut or RESULTS[g] != "1/2-1/2"])
        doc = apply(doc, op="set_result", round=r, board=b + 1, result=RESULTS[games], games=list(games))
    return doc
