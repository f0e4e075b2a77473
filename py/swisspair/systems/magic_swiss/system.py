"""Magic Swiss events (system "magic_swiss"): the event document read as the rules module's event, its Swiss
rounds paired by MTR 10.4 from the seed stored with the event, then the top cut.

The document keeps a Magic match as a board: White is the player listed first (more match points), `games`
holds [first player's game wins, second player's game wins, drawn games] and `result` says who won the match
("1-0", "0-1", "1/2-1/2" for a drawn match). The pairing-allocated bye is a match won 2-0 (MTR App. C).
A drop is the `withdraw` operation: the player is not paired from that round on.

`settings.rounds` is the number of Swiss rounds (MTR Appendix E); with a top cut of 8 (or 4), the three (or
two) single-elimination rounds follow them as rounds of the document, paired from the final Swiss standings:
1v8, 4v5, 2v7, 3v6 (MTR 10.4; 1v4, 2v3 for a top 4), the winners of neighbouring matches meeting next. The
players outside the cut have no board in those rounds.
"""

from __future__ import annotations

from typing import Any

from . import rules as magic
from ... import scoring
from ...document.errors import EventError
from ...document.readers import complete_rounds, build_tournament, pairing_numbers
from ...messages import clause, said
from ...standings import compute_standings, standings_answer
from ...tiebreaks import GameScore
from ..base import Option, Paired, System, is_playoff_round

SYSTEM = "magic_swiss"
FORFEIT_RESULTS = ("+-", "-+", "--")

# MTR 3.1: match points, then opponents' match-win %, game-win %, opponents' game-win % (rules.Standing's order).
TIEBREAKS = ["OMW", "GW", "OGW"]
# MTR 10.4: the playoff's first round by seed, in board order; neighbouring boards' winners meet next.
CUT_PAIRS = {8: ((1, 8), (4, 5), (2, 7), (3, 6)), 4: ((1, 4), (2, 3))}
CUT_ROUND_NAMES = {8: ("Quarter-finals", "Semi-finals", "Final"), 4: ("Semi-finals", "Final")}


def cut_size(doc: dict[str, Any]) -> int:
    return doc["settings"]["options"]["top_cut"]


def total_rounds(doc: dict[str, Any]) -> int | None:
    """The Swiss rounds and the playoff rounds after them; None while the Swiss rounds are undecided."""
    swiss = doc["settings"]["rounds"]
    return None if swiss is None else swiss + playoff_rounds(doc["settings"])


def playoff_rounds(settings: dict[str, Any]) -> int:
    """A top cut of 8 (or 4) adds 3 (or 2) single-elimination rounds after the Swiss rounds (MTR 10.4,
    Appendix E)."""
    return max(settings["options"]["top_cut"].bit_length() - 1, 0)


def _games(board: dict[str, Any]) -> tuple[int, int, int] | None:
    """A board's game score as (first player's wins, second player's wins, draws); None without a result.
    Validation requires the game score with every Magic result (a no-show is entered as the 2-0 it is)."""
    if board["result"] is None:
        return None
    return tuple(board["games"])


def magic_event(doc: dict[str, Any], upto: int) -> magic.MagicEvent:
    """The document's Swiss rounds 1..upto as the rules module's event, with the event's seed."""
    players = []
    for p in doc["players"]:
        withdrawn = p["withdrawn_round"]
        players.append(magic.MagicPlayer(p["id"], None if withdrawn is None else withdrawn - 1))
    matches = []
    for rnd in doc["rounds"][:upto]:
        for board in rnd["boards"]:
            matches.append(magic.MagicMatch(board["white"], board["black"]))
        if rnd["pab"] is not None:
            matches.append(magic.MagicMatch(rnd["pab"], None))
    return magic.MagicEvent(tuple(players), str(doc["settings"]["options"]["seed"]), tuple(matches))


def _names(doc: dict[str, Any]) -> dict[int, str]:
    return {p["id"]: p["name"] for p in doc["players"]}


def _check_players(doc: dict[str, Any], r: int) -> None:
    """Magic Swiss pairs everyone from round 1 and knows no requested byes (MTR has none; awarded byes are a
    different thing): refuse what it cannot pair rather than pair it wrongly."""
    for p in doc["players"]:
        if p["joined_round"] > 1:
            raise EventError.of("magic.no_late_entry", "event.players", player=p["id"], round=r, name=p["name"],
                                number=p["joined_round"])
        if p["requested_byes"]:
            raise EventError.of("magic.no_requested_bye", "event.players", player=p["id"], round=r, name=p["name"])


def pair_swiss(doc: dict[str, Any], r: int) -> tuple[list[tuple[int, int]], int | None, list[dict[str, Any]]]:
    """Swiss round r by MTR 10.4 (rules.py): boards (the player with more match points first), the bye,
    and a note for each rematch no pairing could avoid."""
    _check_players(doc, r)
    pairing = magic.pair_round(magic_event(doc, r - 1), r, standings_before(doc))
    names = _names(doc)
    notes = [{"code": "rematch", "players": [a, b], **said("note.rematch", first=names[a], second=names[b], number=r)}
             for a, b in pairing.rematches]
    return list(pairing.pairs), pairing.bye, notes


def swiss_tournament(doc: dict[str, Any]):
    """The completed Swiss rounds (never the playoff) as the engine's tournament, the pairing numbers, and every
    match's game score by (pairing number, round), a bye as 2-0: what MTR 3.1's standings read. Points are MTR
    match points (3 a win, a bye a win, 1 a draw) whatever point system the event was given."""
    doc = {**doc, "settings": {**doc["settings"], "scoring": {"system": "football",
                                                              **scoring.POINT_SYSTEMS["football"].as_dict()}}}
    numbers = pairing_numbers(doc)
    swiss = doc["settings"]["rounds"]
    completed = complete_rounds(doc, sitting_out)
    if swiss is not None:
        completed = min(completed, swiss)
    tournament = build_tournament(doc, numbers, completed, None)
    games: dict[tuple[int, int], GameScore] = {}
    for r, rnd in enumerate(doc["rounds"][:completed], 1):
        for board in rnd["boards"]:
            won, lost, drawn = _games(board)
            games[(numbers[board["white"]], r)] = GameScore(won, lost, drawn)
            games[(numbers[board["black"]], r)] = GameScore(lost, won, drawn)
        if rnd["pab"] is not None:
            games[(numbers[rnd["pab"]], r)] = GameScore(*magic.BYE_GAMES)
    return tournament, numbers, games


def swiss_standings(doc: dict[str, Any]):
    """Match points, then MTR 3.1's tie-breaks, over the completed Swiss rounds: (standings, pairing numbers)."""
    tournament, numbers, games = swiss_tournament(doc)
    return compute_standings(tournament, TIEBREAKS, games=games), numbers


def standings_before(doc: dict[str, Any]) -> dict[int, magic.Standing]:
    """Each player's standing by id over the completed Swiss rounds, the figures the standings show: what the
    next round's bye follows."""
    standings, numbers = swiss_standings(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    return {by_number[row.tpn]: magic.Standing(int(row.points), *(row.values[code].value for code in TIEBREAKS))
            for row in standings.rows}


def cut_seeds(doc: dict[str, Any]) -> list[int]:
    """The players of the top cut, best first: the final Swiss standings without the players who dropped."""
    size = cut_size(doc)
    standings, numbers = swiss_standings(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    dropped = {p["id"] for p in doc["players"] if p["withdrawn_round"] is not None}
    seeds = [by_number[row.tpn] for row in standings.rows if by_number[row.tpn] not in dropped][:size]
    if len(seeds) < size:
        raise EventError.of("magic.cut_too_few", "event.settings.options.top_cut", size=size, count=len(seeds))
    return seeds


def _winner(board: dict[str, Any]) -> int | None:
    return {"1-0": board["white"], "0-1": board["black"]}.get(board["result"])


def pair_cut(doc: dict[str, Any], r: int) -> list[tuple[int, int]]:
    """Playoff round r: the first from the seeds (MTR 10.4), each later one the winners of neighbouring boards,
    the better seed first."""
    swiss = doc["settings"]["rounds"]
    size = cut_size(doc)
    if r == swiss + 1:
        seeds = cut_seeds(doc)
        return [(seeds[a - 1], seeds[b - 1]) for a, b in CUT_PAIRS[size]]
    seed = {pid: k for k, pid in enumerate(cut_seeds_played(doc), 1)}
    previous = doc["rounds"][r - 2]["boards"]
    winners = []
    for number, board in enumerate(previous, 1):
        winner = _winner(board)
        if winner is None:
            raise EventError.of("magic.playoff_needs_winner", f"event.rounds[{r - 2}].boards[{number - 1}]",
                                round=r - 1, number=r - 1, board=number)
        winners.append(winner)
    players = {p["id"]: p for p in doc["players"]}
    for pid in winners:
        withdrawn = players[pid]["withdrawn_round"]
        if withdrawn is not None and withdrawn <= r:
            raise EventError.of("magic.playoff_drop", "event.players", player=pid, round=r, name=players[pid]["name"])
    pairs = []
    for k in range(0, len(winners) - 1, 2):
        a, b = winners[k], winners[k + 1]
        pairs.append((a, b) if seed[a] < seed[b] else (b, a))
    return pairs


def cut_seeds_played(doc: dict[str, Any]) -> list[int]:
    """The seeds as the first playoff round placed them (its boards are 1v8, 4v5, ...)."""
    size = cut_size(doc)
    swiss = doc["settings"]["rounds"]
    boards = doc["rounds"][swiss]["boards"]
    seeds = [0] * size
    for (a, b), board in zip(CUT_PAIRS[size], boards):
        seeds[a - 1], seeds[b - 1] = board["white"], board["black"]
    return seeds


def pair(doc: dict[str, Any], r: int) -> Paired:
    """Round r of a Magic Swiss event: a Swiss round, or a round of the top cut after them."""
    total = total_rounds(doc)
    if total is None:
        raise EventError.of("magic.no_rounds", "event.settings.rounds")
    if r > total:
        if cut_size(doc):
            raise EventError.of("magic.all_paired_with_cut", "event.settings.rounds", count=doc["settings"]["rounds"],
                                size=cut_size(doc))
        raise EventError.of("magic.all_paired", "event.settings.rounds", count=doc["settings"]["rounds"])
    if is_playoff_round(doc["settings"], r):
        return Paired(pair_cut(doc, r))
    return Paired(*pair_swiss(doc, r))


def sitting_out(doc: dict[str, Any], r: int) -> set[int]:
    """In a playoff round, everyone but the players in it: the first playoff round holds the players its
    boards hold (the top cut), each later one the winners of the round before."""
    if not is_playoff_round(doc["settings"], r) or r > len(doc["rounds"]):
        return set()
    if r == doc["settings"]["rounds"] + 1:
        playing = {pid for board in doc["rounds"][r - 1]["boards"] for pid in (board["white"], board["black"])}
    else:
        playing = {_winner(board) for board in doc["rounds"][r - 2]["boards"]}
    return {p["id"] for p in doc["players"]} - playing


def playoff(doc: dict[str, Any]) -> dict[str, Any] | None:
    """The top cut as the page draws it: each playoff round with its matches (seeds, players, games, winner),
    the rounds not yet paired as empty, and the champion once the final has a winner. None without a cut or
    before the Swiss rounds are over."""
    size = cut_size(doc)
    swiss = doc["settings"]["rounds"]
    if not size or swiss is None or len(doc["rounds"]) <= swiss:
        return None
    seeds = {pid: k for k, pid in enumerate(cut_seeds_played(doc), 1)}
    rounds = []
    champion = None
    for k, name in enumerate(CUT_ROUND_NAMES[size]):
        r = swiss + 1 + k
        matches = []
        if r <= len(doc["rounds"]):
            for board in doc["rounds"][r - 1]["boards"]:
                winner = _winner(board)
                matches.append({"players": [board["white"], board["black"]],
                                "seeds": [seeds[board["white"]], seeds[board["black"]]],
                                "games": board.get("games"), "winner": winner})
                if k == len(CUT_ROUND_NAMES[size]) - 1:
                    champion = winner
        rounds.append({"round": r, "name": name, "matches": matches})
    return {"size": size, "rounds": rounds, "champion": champion}


class MagicSwissSystem(System):
    name = SYSTEM
    label = "Magic Swiss with a top cut"
    own_rules = "match points 3/1/0, a bye is a 2-0 win · standings by OMW%, GW%, OGW%"
    modes = ("magic",)
    options = {"seed": Option("subject.option_seed", 0, low=0, high=2**31 - 1),
               "top_cut": Option("subject.option_top_cut", 8, choices=(0, 4, 8))}
    requested_byes = False
    game_score = True
    wall_chart_tiebreaks = False
    playoff_names = CUT_ROUND_NAMES
    board_word = "table"  # the Magic rules' word: players sit at a numbered table
    rule_words = {"MTR 10.2": "the Magic Tournament Rules on the number of rounds",
                  "MTR 10.4": "the Magic Tournament Rules on the playoff"}
    leave_word = "drop"  # the Magic rules' word: a player drops from the tournament (and stays in the standings)
    plans_modes = ("magic",)

    def recommended_rounds(self, players: int) -> tuple[int, dict[str, Any]]:
        rounds = magic.swiss_rounds(players)
        key = "plan.magic_eight" if players <= 8 else "plan.magic_sixteen" if players <= 16 else "plan.magic"
        return rounds, clause(key, count=rounds, players=players)

    def playoff_rounds(self, settings: dict[str, Any]) -> int:
        return playoff_rounds(settings)

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        return pair(doc, r)

    def sitting_out(self, doc: dict[str, Any], r: int) -> set[int]:
        return sitting_out(doc, r)

    def check_board(self, settings: dict[str, Any], board: dict[str, Any], field: str, b: int, r: int) -> None:
        """MTR: a match is best of three games, reported by its game score; a playoff match has a winner."""
        result = board["result"]
        if result is None:
            return
        if result in FORFEIT_RESULTS:
            raise EventError.of("magic.no_forfeit", f"{field}.result", round=r, number=r, board=b)
        if "games" not in board:
            raise EventError.of("magic.needs_games", f"{field}.games", round=r, number=r, board=b)
        won, lost, _ = board["games"]
        if won > 2 or lost > 2 or won == lost == 2:
            raise EventError.of("magic.best_of_three", f"{field}.games", round=r, number=r, board=b,
                                score=f"{won}-{lost}")
        if result not in ("1-0", "0-1") and is_playoff_round(settings, r):
            raise EventError.of("magic.playoff_no_draw", f"{field}.games", round=r, number=r, board=b)

    def round_details(self, doc: dict[str, Any]) -> list[dict[str, Any]]:
        """MTR 10.4: each playoff round's name, with the seeds the first playoff round placed."""
        details: list[dict[str, Any]] = [{} for _ in doc["rounds"]]
        playoff = [r for r in range(1, len(doc["rounds"]) + 1) if is_playoff_round(doc["settings"], r)]
        if playoff:
            seeds = {pid: seed for seed, pid in enumerate(cut_seeds_played(doc), 1)}
            for r, name in zip(playoff, CUT_ROUND_NAMES[cut_size(doc)]):
                details[r - 1] = {"name": name, "seeds": seeds}
        return details

    def round_fixed(self, doc: dict[str, Any]) -> str | None:
        """A top cut's rounds (those after the Swiss rounds) follow its bracket (MTR 10.4)."""
        if is_playoff_round(doc["settings"], len(doc["rounds"])):
            return "magic.top_cut_fixed"
        return None

    def standings(self, doc: dict[str, Any], edition: str) -> dict[str, Any]:
        """MTR 3.1's tie-breaks over the Swiss rounds with their game scores, and the top cut."""
        tournament, numbers, games = swiss_tournament(doc)
        return {**standings_answer(tournament, TIEBREAKS, edition, games), "system": SYSTEM,
                "numbers": {str(pid): n for pid, n in numbers.items()}, "playoff": playoff(doc)}

    def wall_chart_order(self, doc: dict[str, Any]):
        """MTR 3.1's order over the Swiss rounds; the playoff rounds are columns too."""
        return swiss_standings(doc)
