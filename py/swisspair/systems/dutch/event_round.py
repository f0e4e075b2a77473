"""The Dutch system's round in the event: the engine's pairing with the event's restrictions, and the notes
and warnings that explain it (accelerations, broken restrictions, rematches, a bye not given to the
lowest-ranked player)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import baku
from ...document.errors import EventError
from ...document.names import restriction_named
from ...document.readers import absence_result, build_tournament, clip_text, pairing_numbers, restriction_pairs
from ...history import PlayerState
from ...limits import MAX_RESTRICTION_RETRIES
from ...matching import max_weight_matching
from ...messages import clause, clauses_text, said
from ...model import ForbiddenPairs, Result, Tournament
from ..base import Paired
from .completion import pair_all
from .pairing import PairingError, RoundPairing, pair_round
from .round import Round


def pair_dutch(doc: dict[str, Any], r: int) -> Paired:
    """The Dutch engine's round r; restrictions are kept when the round can be paired with them."""
    settings = doc["settings"]
    warnings: list[dict[str, Any]] = []
    present = {p["id"] for p in doc["players"] if absence_result(p, r) is None}
    numbers = pairing_numbers(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    tournament = build_tournament(doc, numbers, r - 1, r)
    tournament.tournament_type = baku.tournament_type(doc)  # Baku virtual points: the pairing score only
    restricted = restriction_pairs(doc, r, present)
    acceleration = baku.round_note(tournament, r) if tournament.tournament_type else None
    notes: list[dict[str, Any]] = [acceleration] if acceleration else []
    if restricted and settings["mode"] == "fide":
        note = said("note.fide_restrictions")
        notes.append({"code": "fide_restrictions", **note, "players": []})
        warnings.append(note)
    pairing, broken = _pair_with_restrictions(doc, r, tournament, numbers, restricted)
    names = {p["id"]: p["name"] for p in doc["players"]}
    for pair, reason in broken.items():
        a, b = sorted(pair)
        note = _broken_note(restricted[pair], names[a], names[b], r, reason)
        notes.append({"code": "restriction_broken", **note, "text": clip_text(note["text"]), "players": [a, b]})
        warnings.append(note)
    for white, black in pairing.rematches:
        a, b = by_number[white], by_number[black]
        note = said("note.rematch", first=names[a], second=names[b], number=r)
        notes.append({"code": "rematch", **note, "text": clip_text(note["text"]), "players": [a, b]})
        warnings.append(note)
    bye_note = _bye_note(doc, tournament, pairing, by_number)
    if bye_note:
        notes.append(bye_note)
    return Paired(boards=[(by_number[b.white], by_number[b.black]) for b in pairing.boards],
                  pab=None if pairing.bye is None else by_number[pairing.bye], notes=notes, warnings=warnings)


def _pair_with_restrictions(doc: dict[str, Any], r: int, tournament: Tournament, numbers: dict[int, int],
                            restricted: dict[frozenset[int], dict[str, Any]]
                            ) -> tuple[RoundPairing, dict[frozenset[int], PairingError]]:
    """Pair with every restriction; when that is impossible, drop only those the round cannot keep.

    Restrictions rank with the rematch rule but below it: without them the round is paired as usual, the
    restrictions that pairing happens to keep are added back at once (a pairing keeping them exists), then
    each broken one is tried again alone (the first MAX_RESTRICTION_RETRIES of them: each try is a whole pairing);
    those still impossible are reported with the engine's reason (an error, for its words).
    """
    def forbid(pairs: list[frozenset[int]]) -> None:
        tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in pair))) for pair in pairs]

    pair_round = _engine(doc["settings"]["mode"])

    everything = sorted(restricted, key=lambda pair: sorted(numbers[pid] for pid in pair))
    forbid(everything)
    try:
        return pair_round(tournament), {}
    except PairingError as exc:
        if not restricted or exc.rule == "input":
            raise _no_pairing(doc["settings"]["mode"], r, exc) from None
    forbid([])
    try:
        free = pair_round(tournament)
    except PairingError as exc:
        raise _no_pairing(doc["settings"]["mode"], r, exc) from None
    by_number = {n: pid for pid, n in numbers.items()}
    met = {frozenset((by_number[b.white], by_number[b.black])) for b in free.boards}
    kept = [pair for pair in everything if pair not in met]
    forbid(kept)
    try:
        pairing = pair_round(tournament)
    except PairingError:  # cannot happen (`free` keeps them all); the unrestricted pairing is still valid
        pairing = free
        kept = []
    reasons: dict[frozenset[int], PairingError] = {}
    keeps = set(kept)  # a set: the restrictions of a club can be tens of thousands of pairs
    broken = [pair for pair in everything if pair not in keeps]
    for pair in broken[MAX_RESTRICTION_RETRIES:]:
        reasons[pair] = PairingError.of("note.restriction_not_retried", rule="C1", most=MAX_RESTRICTION_RETRIES)
    for pair in broken[:MAX_RESTRICTION_RETRIES]:
        forbid(kept + [pair])
        try:
            pairing = pair_round(tournament)
            kept.append(pair)
        except PairingError as exc:
            reasons[pair] = exc
    forbid(kept)
    made = {frozenset((by_number[b.white], by_number[b.black])) for b in pairing.boards}
    return pairing, {pair: reasons.get(pair) or PairingError.of("note.restriction_none_keeps", rule="C1")
                     for pair in everything if pair in made}


def _broken_note(restriction: dict[str, Any], first: str, second: str, r: int, reason: PairingError) -> dict[str, Any]:
    """The note of a restriction the round could not keep: the restriction by its label (or its kind, or the team
    whose team-mates it keeps apart) and the engine's reason (every reason the Dutch engine gives is a message)."""
    return said("note.restriction_broken", first=first, second=second, number=r, reason_msg=reason.key,
                **restriction_named(restriction), **reason.params)


def _engine(mode: str):
    """The Dutch engine as the event's mode wants it: FIDE never allows a rematch; the other modes take the
    pairing with the fewest rematches when none avoids them all (C1 relaxed), and only then."""
    if mode == "fide":
        return pair_round

    def fewest_rematches(tournament: Tournament) -> RoundPairing:
        try:
            return pair_round(tournament)
        except PairingError as exc:
            if exc.rule == "input":
                raise
            return pair_round(tournament, allow_rematches=True)

    return fewest_rematches


def _no_pairing(mode: str, r: int, exc: PairingError) -> EventError:
    """No pairing: FIDE mode names the rule (rematches are never allowed there); the others got here even
    with rematches allowed, so C2 or C3 (or the restrictions) is what blocks."""
    where = {"round": r, "extra": {"rule": exc.rule}, "number": r}
    if exc.rule == "input":
        return EventError.wrapping("pairing.round_cannot", exc, f"Round {r} cannot be paired: {exc}.", **where)
    if mode == "fide":
        return EventError.wrapping("pairing.round_fide", exc, f"Round {r} cannot be paired under the FIDE rules: "
                                   f"{exc}.", **where)
    return EventError.wrapping("pairing.round_with_rematches", exc, f"Round {r} cannot be paired, even allowing "
                               f"rematches: {exc}. Pair this round by hand, or reduce the number of rounds.", **where)


def _bye_note(doc: dict[str, Any], tournament: Tournament, pairing: RoundPairing,
              by_number: dict[int, int]) -> dict[str, Any] | None:
    """Why the pairing-allocated bye went to someone other than the lowest-ranked player, when it did."""
    if pairing.bye is None:
        return None
    states = pairing.states
    present = [s for s in states.values() if s.present]
    ranking = sorted(present, key=lambda s: (s.score, -s.number))  # lowest-ranked first
    bye = states[pairing.bye]
    passed = []
    for state in ranking:
        if state.number == bye.number:
            break
        passed.append(state)
    if not passed:
        return None
    names = {p["id"]: p["name"] for p in doc["players"]}

    def name(state: PlayerState) -> str:
        return names[by_number[state.number]]

    order = sorted(present, key=lambda s: (-s.score, s.rank_index))
    rnd = Round(tournament, order, pairing.round - 1)
    index = {s.number: i for i, s in enumerate(order)}
    reasons = [_passed_over(state, bye, rnd, index, tournament, name) for state in passed[:5]]
    if len(passed) > 5:
        reasons.append(clause("bye.more_passed", count=len(passed) - 5))
    # The sentence, then its reasons (clauses the page words one by one and puts after it the same way).
    headline = said("note.bye_not_lowest", bye=name(bye), lowest=name(passed[0]))
    text = f"{headline['text']} {clauses_text(reasons)}."
    return {"code": "bye_not_lowest", **headline, "text": clip_text(text), "clauses": reasons,
            "players": [by_number[bye.number]] + [by_number[s.number] for s in passed[:5]]}


def _passed_over(state: PlayerState, bye: PlayerState, rnd: Round, index: dict[int, int], tournament: Tournament,
                 name: Callable[[PlayerState], str]) -> dict[str, Any]:
    """Why `state`, ranked lower than the bye's player, did not get it: a clause naming the criterion by number."""
    who = name(state)
    if not state.bye_eligible:
        for r, entry in enumerate(state.entries, 1):
            if entry.result is Result.PAIRING_BYE:
                return clause("bye.had_it", name=who, number=r)
            if not entry.is_played and tournament.scoring.points(entry.result) >= tournament.scoring.win:
                return clause("bye.won_by_forfeit" if entry.result is Result.FORFEIT_WIN else "bye.won_by_full_bye",
                              name=who, number=r)
        return clause("bye.not_eligible", name=who)
    if not _others_pairable(rnd, index[state.number]):
        return clause("bye.others_unpairable", name=who)
    if state.score == bye.score and state.played_games < bye.played_games:
        return clause("bye.more_unplayed", name=who, count=len(state.entries) - state.played_games, bye=name(bye),
                      fewer=len(bye.entries) - bye.played_games)
    return clause("bye.quality", name=who, bye=name(bye))


def _others_pairable(rnd: Round, skip: int) -> bool:
    """An exact check: everyone but `skip` can be paired under C1, C3 and the forbidden pairs.

    The engine's greedy certificate settles most cases at once; only when it finds nothing does the exact
    matching (quadratic in edges, slow on big fields) decide."""
    vertices = [v for v in range(rnd.n) if v != skip]
    if pair_all(vertices, rnd.compatible):
        return True
    position = {v: k for k, v in enumerate(vertices)}
    edges = [(position[a], position[b], 1) for i, a in enumerate(vertices) for b in vertices[i + 1:]
             if rnd.compatible(min(a, b), max(a, b))]
    mate = max_weight_matching(len(vertices), edges)
    return all(m >= 0 for m in mate)
