"""A knockout event of six players built through event.apply, paired and given results, for its tests and the
page's."""

from swisspair import event

SIX = [("Anna", 2300), ("Ben", 2250), ("Cleo", 2200), ("Dan", 2150), ("Eve", 2100), ("Finn", 2050)]


def make(players=SIX, **options):
    doc = event.new_event({"id": "ko", "name": "Cup", "system": "knockout", "options": options, "mode": "club"})
    for name, rating in players:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating}}).event
    return doc


def pair(doc):
    return event.apply(doc, {"op": "pair_next"}).event


def results(doc, *codes):
    r = len(doc["rounds"])
    for b, code in enumerate(codes, 1):
        doc = event.apply(doc, {"op": "set_result", "round": r, "board": b, "result": code}).event
    return doc
