"""A knockout event in the event document: the bracket of rules.py, replayed from the rounds.

How the bracket lives in the document (docs/event-format.md, "Knockout"):
- The bracket itself is not stored. Its seeds are the players in pairing-number order (rating, title, name,
  unless the director fixed the numbers), and it is rebuilt by replaying the rounds' boards in order, so
  undo, share links and TRF see an ordinary list of rounds. Pairing round 1 fixes the pairing numbers (`tpn`),
  so a rating corrected later reseeds nobody; the replay refuses anything that would.
- Each event round holds every game that can be played at that moment (`knockout.next_games`): the first round
  the games without a bye; a drawn game's tie-break game, colours reversed, comes in the next event round, its
  own, while the other matches go on; a later stage starts in the round after its players are known.
- A board's result decides its game: 1-0 and 1F-0F for White, 0-1 and 0F-1F for Black, ½-½ a draw that asks
  for a tie-break game. Players without a game due (waiting for an opponent, or out) are not placed: they are
  sitting out (`KnockoutSystem.sitting_out`), not "unplaced".
- `settings.rounds` is the planned number of event rounds: those already paired plus those still needed if
  no further game is drawn. Every drawn game can add one (see `rounds_needed`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from . import rules as knockout
from ...document.errors import EventError
from ...document.readers import absence_result, pairing_numbers
from ...document.text import table
from ...messages import clause, fill
from ..base import Option, Paired, System
from .rules import Outcome

SYSTEM = "knockout"

_OUTCOMES = {"1-0": Outcome.WHITE_WINS, "+-": Outcome.WHITE_WINS, "0-1": Outcome.BLACK_WINS,
             "-+": Outcome.BLACK_WINS, "1/2-1/2": Outcome.DRAW}


def seeds(doc: dict[str, Any]) -> list[int]:
    """The players in the bracket, best seed first: every player entered for round 1, in pairing-number order."""
    numbers = pairing_numbers(doc)
    entered = [p["id"] for p in doc["players"] if p["joined_round"] == 1
               and (p["withdrawn_round"] is None or p["withdrawn_round"] > 1)]
    return sorted(entered, key=lambda pid: numbers[pid])


@dataclass(frozen=True)
class _Replay:
    """The bracket after every round of the document (shared: never changed in place), the event round of each
    game played (match key, game number), and the players due to play at the start of each round 1..R + 1."""

    state: knockout.Knockout
    played: dict[tuple[str, int], int]
    due: tuple[frozenset[int], ...]


def _replay(doc: dict[str, Any]) -> _Replay:
    """The document's bracket replayed; a board the bracket does not expect, or a result that decides nothing,
    is named with its round and board. Cached on what the replay reads (validation asks once per round)."""
    chosen = doc["settings"]["options"]
    players = seeds(doc)
    if len(players) < 2:
        raise EventError.of("knockout.too_few", "event.players", count=len(players))
    rounds = tuple(tuple((b["white"], b["black"], b["result"]) for b in rnd["boards"]) for rnd in doc["rounds"])
    names = tuple((p["id"], p["name"]) for p in doc["players"])
    return _replayed(tuple(players), chosen["third_place"], chosen["double_elimination"], names, rounds)


@functools.lru_cache(maxsize=32)
def _replayed(players: tuple[int, ...], third_place: bool, double: bool, names: tuple[tuple[int, str], ...],
              rounds: tuple[tuple[tuple[int, int, str | None], ...], ...]) -> _Replay:
    state = knockout.build_bracket(list(players), third_place=third_place, double=double)
    name = dict(names)
    played: dict[tuple[str, int], int] = {}
    due_by_round = []
    for r, boards in enumerate(rounds, 1):
        due = {(g.white, g.black): g for g in knockout.next_games(state)}
        due_by_round.append(frozenset(p for pair in due for p in pair))
        results = []
        for b, (white, black, result) in enumerate(boards, 1):
            game = due.pop((white, black), None)
            where = f"event.rounds[{r - 1}].boards[{b - 1}]"
            if game is None:
                raise EventError.of("knockout.not_in_bracket", where, round=r, number=r, board=b, white=name[white],
                                    black=name[black])
            played[(game.key, game.number)] = r
            if result is None:
                continue
            if result not in _OUTCOMES:
                raise EventError.of("knockout.result_decides_nothing", f"{where}.result", round=r, number=r, board=b,
                                    result=result)
            results.append((game.key, _OUTCOMES[result]))
        # The games of one round are in different matches: recording them together equals one by one.
        state = knockout.record_results(state, results)
    due_by_round.append(frozenset(p for g in knockout.next_games(state) for p in (g.white, g.black)))
    return _Replay(state, played, tuple(due_by_round))


def bracket(doc: dict[str, Any]) -> knockout.Knockout:
    """The bracket after every round's results (shared with the cache: use it, do not change it)."""
    return _replay(doc).state


def pair(doc: dict[str, Any], r: int) -> Paired:
    """Round r's boards: every game the bracket has to play once rounds 1..r-1 are in; no bye (the bracket's byes
    are resolved before round 1, byes to the top seeds)."""
    late = [p for p in doc["players"] if p["joined_round"] > 1]
    if late:
        raise EventError.of("knockout.late_entry", "event.players", player=late[0]["id"], round=r,
                            name=late[0]["name"])
    state = bracket(doc)  # pairing round r: the document holds rounds 1..r-1
    if knockout.is_finished(state):
        winner = next(p["name"] for p in doc["players"] if p["id"] == knockout.champion(state))
        raise EventError.of("knockout.over", "event.rounds", round=r, name=winner)
    games = knockout.next_games(state)
    names = {p["id"]: p for p in doc["players"]}
    for game in games:
        for pid in (game.white, game.black):
            if absence_result(names[pid], r) is not None:  # the round named as the bracket names it
                key, params = knockout.round_words(state, game.key)
                raise EventError.of("knockout.absent", "event.players", player=pid, round=r, name=names[pid]["name"],
                                    round_msg=clause(key, **params))
    if r == 1:  # the bracket is drawn: its seeds must not move with a later rating correction
        numbers = pairing_numbers(doc)
        for p in doc["players"]:
            p["tpn"] = numbers[p["id"]]
    return Paired([(g.white, g.black) for g in games])


def _better_seed_wins(state: knockout.Knockout, game: knockout.Pending) -> Outcome:
    better = min((game.white, game.black), key=state.seeds.index)
    return Outcome.WHITE_WINS if game.white == better else Outcome.BLACK_WINS


def rounds_needed(state: knockout.Knockout) -> int:
    """Event rounds still to play if no further game is drawn (a drawn game adds its tie-break round). The better
    seeds win here, which spares a double elimination's grand-final reset: the fewest rounds."""
    waves = 0
    while not knockout.is_finished(state):
        state = knockout.record_results(state, [(g.key, _better_seed_wins(state, g)) for g in knockout.next_games(state)])
        waves += 1
    return waves


def planned_rounds(doc: dict[str, Any]) -> int | None:
    """settings.rounds for a knockout: the rounds paired so far plus those still needed if no further game is
    drawn (None while the bracket has fewer than two players). Replaying the rounds also checks every board."""
    if len(seeds(doc)) < 2:
        return None
    state = bracket(doc)
    if doc["rounds"]:
        # The latest round's games without a result are played in it, not after it.
        open_games = {(b["white"], b["black"]) for b in doc["rounds"][-1]["boards"] if b["result"] is None}
        state = knockout.record_results(state, [(g.key, _better_seed_wins(state, g)) for g in knockout.next_games(state)
                                                if (g.white, g.black) in open_games])
    return len(doc["rounds"]) + rounds_needed(state)


def view(doc: dict[str, Any]) -> dict[str, Any]:
    """The bracket for the page: each match with its stage's name, players, games (with the event round each was
    played in) and winner; the champion and final places once it is over. Players by id, never by name."""
    replay = _replay(doc)
    state, played = replay.state, replay.played
    matches = []
    for match in state.matches.values():
        if not match.needed:
            continue
        games = [{"white": game.white, "black": game.black,
                  "result": None if game.outcome is None else game.outcome.value,
                  "round": played.get((match.key, number)), "tiebreak": number > 1}
                 for number, game in enumerate(match.games, 1)]
        stage, params = knockout.round_words(state, match.key)
        matches.append({"key": match.key, "stage": knockout.round_name(state, match.key),
                        "stage_words": clause(stage, **params), "side": match.side.value,
                        "bracket_round": match.round,
                        "top": match.top, "bottom": match.bottom, "bye": knockout.BYE in (match.top, match.bottom),
                        "games": games, "winner": None if match.winner in (None, knockout.BYE) else match.winner})
    finished = knockout.is_finished(state)
    return {
        "system": SYSTEM,
        "options": doc["settings"]["options"],
        "seeds": list(state.seeds),
        "matches": matches,
        "finished": finished,
        "champion": knockout.champion(state),
        "places": [{"first": p.first, "last": p.last, "player": p.player} for p in knockout.placing(state)]
        if finished else [],
    }


def standings(doc: dict[str, Any]) -> dict[str, Any]:
    """The knockout's result instead of Swiss points: once it is over, each place (shared places as a range)
    with how the player went out; before that, who is still in."""
    state = bracket(doc)
    if not knockout.is_finished(state):
        out = {m.loser for m in state.matches.values() if m.loser not in (None, knockout.BYE)}
        if state.double:  # out only after a second loss
            losses: dict[int, int] = {}
            for m in state.matches.values():
                if m.loser not in (None, knockout.BYE):
                    losses[m.loser] = losses.get(m.loser, 0) + 1
            out = {p for p, n in losses.items() if n >= 2}
        return {"system": SYSTEM, "finished": False, "places": [], "left": [p for p in state.seeds if p not in out]}
    last_loss: dict[int, dict[str, Any]] = {}
    third = state.matches.get("3P")
    for match in state.matches.values():
        if match.needed and match.loser not in (None, knockout.BYE):
            stage, params = knockout.round_words(state, match.key)
            last_loss[match.loser] = clause("knockout_result.lost", round_msg=stage, **params)
    if third is not None and third.winner is not None:
        last_loss[third.winner] = clause("knockout_result.won_third_place")
    champion = knockout.champion(state)
    went = {p.player: clause("knockout_result.winner") if p.player == champion else last_loss.get(p.player)
            for p in knockout.placing(state)}
    places = [{"first": p.first, "last": p.last, "player": p.player,
               "result": "" if went[p.player] is None else fill(went[p.player]["key"], went[p.player]["params"]),
               "result_words": went[p.player]} for p in knockout.placing(state)]
    return {"system": SYSTEM, "finished": True, "places": places, "left": [champion]}


def waiting(doc: dict[str, Any], r: int) -> set[int]:
    """The players with no game due in round r: every player but those of the games the bracket plays then."""
    due = _replay(doc).due[r - 1] if len(seeds(doc)) >= 2 and r <= len(doc["rounds"]) + 1 else frozenset()
    return {p["id"] for p in doc["players"]} - due


def places_text(document: Any, answer: dict[str, Any], words: dict[str, str] | None = None) -> str:
    """The standings (`standings`'s answer) as plain text: the places once it is over, how each player went
    out; before that, who is still in. In `words` (a language's templates, English without).

    >>> doc = {"name": "Cup", "players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bo"}, {"id": 3, "name": "Cy"}]}
    >>> print(places_text(doc, {"finished": False, "places": [], "left": [3, 1]}), end="")
    Cup: still in after the rounds played
    <BLANKLINE>
    Cy, Ann
    >>> print(places_text(doc, {"finished": True, "left": [1], "places": [
    ...     {"first": 1, "last": 1, "player": 1, "result": "winner"},
    ...     {"first": 2, "last": 2, "player": 3, "result": "lost the final"},
    ...     {"first": 3, "last": 3, "player": 2, "result": "lost the semi-final"}]}), end="")
    Cup: final places
    <BLANKLINE>
    Pl  Name  Result
     1  Ann   winner
     2  Cy    lost the final
     3  Bo    lost the semi-final
    """
    names = {p["id"]: p["name"] for p in document["players"]}
    say = lambda key, **params: fill(key, params, words)  # noqa: E731
    if not answer["finished"]:
        return (say("text.still_in", event=document["name"]) + "\n\n" + ", ".join(names[p] for p in answer["left"])
                + "\n")
    rows = [[str(place["first"]) if place["first"] == place["last"] else f"{place['first']}-{place['last']}",
             names[place["player"]], place["result"] if place.get("result_words") is None
             else fill(place["result_words"]["key"], place["result_words"]["params"], words)]
            for place in answer["places"]]
    headings = [say("text.place"), say("text.name"), say("text.result")]
    return "\n".join([say("text.final_places", event=document["name"]), "", *table(headings, rows, right={0})]) + "\n"


class KnockoutSystem(System):
    name = SYSTEM
    label = "Knockout"
    suggested_tiebreaks = ()  # a match decides: nothing to break a tie between
    modes = ("fide", "club")
    options = {"third_place": Option("subject.option_third_place", False),
               "double_elimination": Option("subject.option_double_elimination", False)}
    fixed_schedule = "manual.knockout_bracket"
    rounds_derived = True

    def check_options(self, options: dict[str, Any], field: str) -> None:
        """A knockout ranks third either by a third-place match or by its losers' bracket, not both."""
        if options["third_place"] and options["double_elimination"]:
            raise EventError.of("knockout.third_place_and_double", f"{field}.third_place")

    def planned_rounds(self, doc: dict[str, Any]) -> int | None:
        return planned_rounds(doc)

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        return pair(doc, r)

    def sitting_out(self, doc: dict[str, Any], r: int) -> set[int]:
        return waiting(doc, r)

    def standings(self, doc: dict[str, Any], edition: str) -> dict[str, Any]:
        """The bracket's places, not Swiss points."""
        return standings(doc)

    def standings_text(self, doc: dict[str, Any], answer: dict[str, Any],
                       words: dict[str, str] | None = None) -> str:
        return places_text(doc, answer, words)

    def format_view(self, doc: dict[str, Any]) -> dict[str, Any]:
        return view(doc)
