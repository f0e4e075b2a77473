"""systems/teams/readers.py against files nobody here wrote: team events of the corpus (tests/corpus/team2026/dev, paired by
the reference engine) rebuilt as event documents, round by round, as a director would have entered them. Each
document must be valid, read back as the same team tournament that the team TRF reader makes of the file (every
team's opponents, board-1 colours, outcomes, match and game points), and the event's team Swiss must pair every
round as the team engine pairs the file cut before that round."""

from __future__ import annotations

import pytest

from swisspair import event, systems
from swisspair.document.names import new_player
from swisspair.systems.teams.readers import team_tournament
from swisspair.model import Colour, Result
from swisspair.systems.teams.swiss.pairing import pair_next_round
from swisspair.model import ColourPreference, MatchOutcome
from swisspair.replay import truncate_team
from swisspair.trf import read_team_trf
from tests.corpus_location import TEAM_DEV
from tests.trf.helpers import read

MANIFEST = (TEAM_DEV / "manifest.csv").read_text(encoding="utf-8").splitlines()[1:]
# The first files, and the first with each setting and event the corpus varies: 3 / 1 / 0 with board forfeits, half
# and zero byes and withdrawals, the PAB a won match (17); the other score in colour allocation (14, 19, 114);
# type B (26, 114), game points primary (86), 013 rosters (42), plain FIDE_TEAM (140).
FILES = list(dict.fromkeys([line.split(",")[0] for line in MANIFEST][:6] + [
    f"team_{seed:06d}.trf" for seed in (17, 19, 26, 42, 86, 114, 140)]))
COLOUR_OPTION = {ColourPreference.TYPE_A: 1, ColourPreference.TYPE_B: 2, ColourPreference.NONE: 0}
RESULTS = {(Result.WIN, Result.LOSS): "1-0", (Result.DRAW, Result.DRAW): "1/2-1/2", (Result.LOSS, Result.WIN): "0-1",
           (Result.FORFEIT_WIN, Result.FORFEIT_LOSS): "+-", (Result.FORFEIT_LOSS, Result.FORFEIT_WIN): "-+",
           (Result.FORFEIT_LOSS, Result.FORFEIT_LOSS): "--"}


def document(tournament, upto):
    """The event's rounds 1..upto as a document, and the absences of round upto + 1: players by pairing number (ids
    and fixed numbers alike), teams by team number."""
    settings = tournament.teams.settings
    players = {p.number: p for p in tournament.players}
    doc = event.new_event({"id": "corpus", "name": tournament.name[:200], "system": "team_swiss", "mode": "fide",
                           "options": {"boards": settings.boards,
                                       "colour_preference": COLOUR_OPTION[settings.colour_preference],
                                       "secondary_colours": settings.secondary is not None},
                           "rounds": settings.total_rounds,
                           "initial_colour": "black" if settings.initial_colour is Colour.BLACK else "white"})
    for number in sorted(players):
        doc["players"].append(new_player(number, {"name": players[number].name or f"Player {number}",
                                                            "rating": players[number].rating, "tpn": number}))
    mp = settings.match_points
    doc["teams"]["match_points"] = {"win": mp.win, "draw": mp.draw, "loss": mp.loss}
    doc["teams"]["pab"] = {"match_points": settings.pab_match_points, "game_points": settings.pab_game_points}
    doc["teams"]["primary"] = settings.primary.value
    teams = sorted(tournament.teams.teams, key=lambda t: t.number)
    for team in teams:
        byes = [{"round": r, "points": "half" if e.outcome is MatchOutcome.HALF_BYE else "zero"}
                for r, e in enumerate(team.rounds[:upto + 1], 1) if e.outcome.is_absence]
        doc["teams"]["list"].append({"id": team.number, "name": team.name or f"Team {team.number}",
                                     "short_name": team.short_name[:10], "club": "", "federation": "",
                                     "players": list(team.members), "joined_round": 1, "withdrawn_round": None,
                                     "requested_byes": byes})
    for r in range(1, upto + 1):
        boards, matches, pab = [], [], None
        for team in teams:
            entry = team.rounds[r - 1]
            colour = entry.colour if entry.outcome is MatchOutcome.PLAYED else entry.scheduled_colour
            if entry.outcome is MatchOutcome.PAIRING_BYE:
                pab = team.number
            if entry.opponent is None or colour is not Colour.WHITE:
                continue
            matches.append([team.number, entry.opponent])
            if entry.outcome is MatchOutcome.PLAYED:
                ours = [pid for pid in team.members if players[pid].rounds[r - 1].opponent is not None][:settings.boards]
                theirs = [players[pid].rounds[r - 1].opponent for pid in ours]
            else:  # a whole-team forfeit: nobody sat down; the rosters' first players stand for the boards
                ours = team.members[:settings.boards]
                theirs = tournament.teams.team(entry.opponent).members[:settings.boards]
            for side, lineup in ((team.number, ours), (entry.opponent, theirs)):
                doc["teams"]["lineups"].append({"round": r, "team": side, "players": lineup})
            for k, (a, b) in enumerate(zip(ours, theirs)):
                white, black = (a, b) if k % 2 == 0 else (b, a)
                if entry.outcome is MatchOutcome.PLAYED:
                    result = RESULTS[players[white].rounds[r - 1].result, players[black].rounds[r - 1].result]
                else:
                    lost = entry.outcome is MatchOutcome.FORFEIT_LOSS
                    result = "-+" if lost == (white == a) else "+-"
                boards.append({"white": white, "black": black, "result": result})
        doc["rounds"].append({"number": r, "boards": boards, "pab": None, "engine": None, "notes": [], "manual": [],
                              "teams": {"matches": matches, "pab": pab}})
    doc["teams"]["lineups"].sort(key=lambda e: (e["round"], e["team"]))
    return doc


@pytest.fixture(scope="module", params=FILES)
def corpus_event(request):
    return read_team_trf(read(TEAM_DEV / request.param)).tournament


def test_the_document_reads_back_as_the_files_team_tournament(corpus_event):
    rounds = corpus_event.teams.settings.total_rounds
    doc = document(corpus_event, rounds)
    event.validate(doc)
    ours = team_tournament(doc)
    for theirs in corpus_event.teams.teams:
        mine = ours.teams.team(theirs.number)
        assert mine.members == theirs.members
        for r, (a, b) in enumerate(zip(mine.rounds, theirs.rounds), 1):
            assert (a.opponent, a.outcome, a.match_points, a.game_points) == (
                b.opponent, b.outcome, b.match_points, b.game_points), (theirs.number, r)
            if b.outcome is MatchOutcome.PLAYED:
                assert a.colour == b.colour, (theirs.number, r)


def test_the_team_swiss_pairs_each_round_as_the_engine_pairs_the_file(corpus_event):
    system = systems.get("team_swiss")
    for r in range(1, corpus_event.teams.settings.total_rounds + 1):
        doc = document(corpus_event, r - 1)
        expected = pair_next_round(truncate_team(corpus_event, r))
        paired = system.pair(doc, r)
        assert paired.extra["teams"]["matches"] == [[m.white, m.black] for m in expected.matches], r
        assert paired.extra["teams"]["pab"] == expected.bye, r
