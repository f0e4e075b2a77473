"""swisspair.trf.team_reading: the team corpus as its manifests and its informative 310 totals describe it, FIDE's
team sample and a Sharly Chess team file, every team record kind on a small event, and every error with its line
and column."""

from __future__ import annotations

import csv

import pytest

from swisspair.model import (Colour, ColourPreference, ForbiddenPairs, MatchOutcome, MatchPoints, Result, RoundEntry, Score,
                             TeamRound)
from swisspair.trf import TrfError, read_trf
from swisspair.trf.points import parse_points
from swisspair.trf.team_reading import is_team_file, read_team_trf
from swisspair.trf.team_records import TEAM_310, parse_team_code
from tests.corpus_location import TEAM_DEV, TEAM_NOPAIRING, TEAM_NOPAIRING_ENGINE_BUG
from tests.trf.helpers import CORPUS_FILES, GOLDEN_FILES, TEXTS, player, read
from tests.trf.team_helpers import (
    FIDE_TEAM_SAMPLE, FILES, SHARLY_TEAM_FILE, TEAM_FOLDERS, TEAM_TEXTS, sharly_team_text, team_013, team_310,
    team_text,
)

W, B = Colour.WHITE, Colour.BLACK


@pytest.fixture(scope="module")
def corpus():
    return {path: read_team_trf(text) for path, text in TEAM_TEXTS.items()}


def _manifest(folder):
    with open(folder / "manifest.csv", newline="") as f:
        return list(csv.DictReader(f))


# ---------------------------------------------------------------------------------------------- the corpus


def test_the_team_corpus_is_all_there():
    assert [len(list(folder.glob("*.trf"))) for folder in TEAM_FOLDERS] == [120, 26, 31, 30]
    assert len(list(TEAM_DEV.glob("*.pairings"))) == 120


@pytest.mark.parametrize("folder", TEAM_FOLDERS, ids=lambda f: f.name)
def test_every_file_matches_its_manifest(corpus, folder):
    """Teams, boards, rounds and the settings the generator logged: 192 code, 152 colour, 362, the PAB's worth
    (320: a drawn or a won match, half or all the boards), 310 or 013 records, and members grouped by team or not."""
    rows = _manifest(folder)
    assert len(rows) == len(list(folder.glob("*.trf")))
    orders = set()
    for row in rows:
        got = corpus[folder / row["file"]]
        event, settings = got.tournament, got.tournament.settings
        given = dict(item.split("=") for item in row["settings"].split(";"))
        assert len(event.teams) == int(row["teams"]) and settings.boards == int(row["boards"])
        assert settings.total_rounds == int(row["rounds"])
        assert got.code == given["code"]
        assert (settings.primary, settings.secondary, settings.colour_preference) == parse_team_code(given["code"])
        assert settings.initial_colour is {"W": W, "B": B}[given["initial"]]
        win, draw, loss = (int(v) * 10 for v in given["362"].split("/"))
        assert settings.match_points == MatchPoints(win, draw, loss)
        if given["pab"] == "draw":
            assert (settings.pab_match_points, settings.pab_game_points) == (draw, None)
        else:
            assert (settings.pab_match_points, settings.pab_game_points) == (win, settings.boards * 10)
        assert {line[:3] for line in got.team_lines.values()} == {given["roster"]}
        assert all(len(team.members) == settings.boards for team in event.teams)
        grouped = all(team.members == list(range(team.members[0], team.members[0] + settings.boards))
                      for team in event.teams)
        assert grouped == (given["ids"] == "by_team")
        orders.add(given["ids"])
        if folder in (TEAM_NOPAIRING, TEAM_NOPAIRING_ENGINE_BUG):
            assert event.players.rounds_played == int(row["failing_round"]) - 1
            # The teams that take part in the failing round: those without a 240 bye for it.
            present = [t for t in event.teams if len(t.rounds) < int(row["failing_round"])]
            assert len(present) == int(row["active_teams"])
    assert orders == {"by_team", "global"}


def test_the_310_totals_are_the_rounds_match_and_game_points(corpus):
    """The generator wrote each team's match and game points in its 310 record: the rounds the reader works out from
    the boards, byes and forfeits add up to them, for every team of every 310 file."""
    checked = 0
    for got in corpus.values():
        for team in got.tournament.teams:
            line = got.team_lines[team.number]
            if line[:3] != "310":
                continue
            fields = TEAM_310.cut(line, 1)
            played = team.rounds[: got.tournament.players.rounds_played]
            assert sum(r.match_points for r in played) == parse_points(*fields["match_points"])
            assert sum(r.game_points for r in played) == parse_points(*fields["game_points"])
            checked += 1
    assert checked > 3000


def test_the_corpus_has_every_kind_of_round(corpus):
    outcomes = {r.outcome for got in corpus.values() for t in got.tournament.teams for r in t.rounds}
    assert outcomes == set(MatchOutcome) - {MatchOutcome.FULL_BYE}
    # A whole-team forfeit names its opponent and the colour it was paired with, but has no colour.
    forfeits = [r for got in corpus.values() for t in got.tournament.teams for r in t.rounds
                if r.outcome in (MatchOutcome.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS)]
    assert forfeits and all(r.opponent and r.colour is None and r.scheduled_colour for r in forfeits)


def test_a_forfeited_team_s_players_have_forfeits_not_byes(corpus):
    """read_trf reads `0000 - +` as an individual event's PAB; in a team event it is the team's forfeit win."""
    got = corpus[TEAM_DEV / "team_000017.trf"]
    assert got.tournament.players.players[36].rounds[0] == RoundEntry(None, None, Result.FORFEIT_WIN)
    assert got.tournament.players.players[0].rounds[1] == RoundEntry(None, None, Result.FORFEIT_LOSS)
    assert not any("pairing-allocated bye (U)" in note for note in got.notes)


def test_a_nopairing_file_keeps_the_byes_of_the_round_to_pair(corpus):
    """team_000002 is cut before round 7; its 240 records for round 7 give those teams their absence."""
    got = corpus[TEAM_NOPAIRING / "team_000002.trf"]
    absent = [t.number for t in got.tournament.teams if len(t.rounds) == 7]
    byes = [line for line in TEAM_TEXTS[TEAM_NOPAIRING / "team_000002.trf"].splitlines() if line.startswith("240")
            and line[6:9] == "007"]
    assert absent and sorted(int(n) for line in byes for n in line[10:].split()) == absent
    assert all(got.tournament.team(n).rounds[6].outcome.is_absence for n in absent)


def test_a_013_file_numbers_its_teams_in_order(corpus):
    got = corpus[TEAM_DEV / "team_000042.trf"]
    assert [t.number for t in got.tournament.teams] == list(range(1, 14))
    assert got.tournament.team(2).name == "Caen B" and got.tournament.team(2).members == [6, 8, 10, 13]
    assert got.tournament.team(2).strength == 0 and got.tournament.team(2).short_name == ""


def test_a_310_file_reads_names_nicknames_strengths(corpus):
    team = corpus[TEAM_DEV / "team_000017.trf"].tournament.team(1)
    assert (team.name, team.short_name, team.strength, team.members) == ("Tours A", "T001", 2620, [1, 2, 3, 4])
    assert team.rounds[0] == TeamRound(21, B, MatchOutcome.PLAYED, 30, 40)


# ---------------------------------------------------------------------------------------------- other programs' files


def test_fide_s_team_sample_gives_one_team_two_byes_in_a_round():
    """FIDE TEC's TRF-2025 team sample (as Sharly Chess adapted it to TRF-2026) gives team 50 the PAB of round 3 (320,
    and its 802 summary says PAB) and also a half-point bye (240 H 3 26 50): a team has one bye a round, so the file
    is refused, at the record that says the second."""
    with pytest.raises(TrfError) as error:
        read_team_trf(read(FIDE_TEAM_SAMPLE))
    assert (error.value.line, error.value.column) == (512, 23)
    assert "expected one record for team 50 in round 3, found this 320 record and a 240 record (line 345)" in \
        error.value.message


def test_fide_s_team_sample_reads_once_its_round_3_half_byes_are_the_802_summary_s():
    """With the half-point byes of round 3 given to teams 26 and 47, as its 802 summary has them, the sample reads:
    50 teams of 4 boards (one reserve each but one), and every team's 310 match and game points are what its rounds
    add up to, byes (240 F / H), forfeits (330, with reserves written `0000 - -`) and PABs (320) included."""
    text = read(FIDE_TEAM_SAMPLE).replace("240 H   3   26   50", "240 H   3   26   47")
    got = read_team_trf(text)
    event = got.tournament
    assert len(event.teams) == 50 and event.settings.boards == 4 and event.settings.total_rounds == 14
    assert got.code == "FIDE_TEAM_BAKU" and event.settings.colour_preference is ColourPreference.TYPE_A
    assert event.team(3).rounds[0].outcome is MatchOutcome.FULL_BYE and event.team(3).rounds[0].match_points == 20
    for team in event.teams:
        fields = TEAM_310.cut(got.team_lines[team.number], 1)
        assert sum(r.match_points for r in team.rounds) == parse_points(*fields["match_points"]), team.number
        assert sum(r.game_points for r in team.rounds) == parse_points(*fields["game_points"]), team.number
    assert "013 India                              1    5   15   28   44" in event.players.other_lines  # kept beside 310
    assert text.count("\n013 ") == 50


def test_fide_s_team_sample_agrees_with_its_802_summary():
    """The sample's 802 records give each team's rounds: the opposing team, board 1's colour (the colour it was
    paired with, for a forfeit, marked f), the game points, or the bye (FPB HPB PAB ZPB). Every one of its 700
    team rounds reads so, colours included where the 300 line-ups move a reserve to board 1 or leave it empty."""
    text = read(FIDE_TEAM_SAMPLE).replace("240 H   3   26   50", "240 H   3   26   47")
    event = read_team_trf(text).tournament
    byes = {"FPB": MatchOutcome.FULL_BYE, "HPB": MatchOutcome.HALF_BYE, "PAB": MatchOutcome.PAIRING_BYE,
            "ZPB": MatchOutcome.ZERO_BYE}
    checked = 0
    for line in (line for line in text.splitlines() if line.startswith("802")):
        team = event.team(int(line[4:7]))
        assert len(team.rounds) == 14
        for k, entry in enumerate(team.rounds):
            chunk = line[27 + 13 * k : 38 + 13 * k]  # T01 at 28-30, colour at 32, game points 34-37, f at 38
            opponent, colour, points, forfeit = chunk[0:3].strip(), chunk[4], chunk[6:10], chunk[10:11] == "f"
            assert entry.game_points == parse_points(points, 1, 1), (team.number, k + 1)
            if opponent in byes:
                assert entry.outcome is byes[opponent], (team.number, k + 1)
            else:
                assert entry.opponent == int(opponent), (team.number, k + 1)
                assert (entry.colour or entry.scheduled_colour) is {"w": W, "b": B}[colour], (team.number, k + 1)
                assert forfeit == (entry.outcome is not MatchOutcome.PLAYED), (team.number, k + 1)
            checked += 1
    assert checked == 700


def test_sharly_chess_team_file_with_a_round_in_progress():
    with pytest.raises(TrfError) as error:  # its bye is worth 5.0 game points in matches of 4 boards
        read_team_trf(read(SHARLY_TEAM_FILE))
    assert (error.value.line, error.value.column) == (55, 10)
    got = read_team_trf(sharly_team_text())
    event = got.tournament
    assert (event.settings.primary, event.settings.secondary) == (Score.MATCH_POINTS, Score.GAME_POINTS)
    assert event.settings.match_points == MatchPoints(30, 10, 0)
    assert (event.settings.pab_match_points, event.settings.pab_game_points, event.settings.boards) == (20, 40, 4)
    assert got.pending is not None and got.pending.number == 2
    assert all(len(t.rounds) == 1 for t in event.teams)
    assert event.team(5).rounds[0].outcome is MatchOutcome.PAIRING_BYE  # 320's team of round 1


def test_is_team_file_tells_team_files_from_individual_ones():
    assert all(is_team_file(text) for text in TEAM_TEXTS.values())
    others = {path.relative_to(FILES).as_posix() for path in FILES.rglob("*.trf") if is_team_file(read(path))}
    assert others == {"fide-trf26-sample/grandmommys-cup-teams.trf", "sharly-chess/trf-team-import-test.trf",
                      "swiss-manager/friendship-cup-2024-teams.trf",
                      *(f"sharly-bbppairings/team_0000{n}.trf" for n in ("05", "17", "42", "71"))}
    assert not any(is_team_file(TEXTS[path]) for path in CORPUS_FILES + GOLDEN_FILES)
    # An individual event may list teams for a team prize: its 192 code says it is no team event.
    assert not is_team_file(team_text(replace={2: "192 FIDE_DUTCH_2025"}))
    assert is_team_file(team_text(drop=(2,))) and is_team_file("192 fide_team\n")


# ---------------------------------------------------------------------------------------------- every record


def test_the_small_event_reads_as_its_records_say():
    got = read_team_trf(team_text())
    event = got.tournament
    assert [t.rounds for t in event.teams] == [
        [TeamRound(3, W, MatchOutcome.PLAYED, 20, 15), TeamRound(4, None, MatchOutcome.FORFEIT_WIN, 20, 20, W)],
        [TeamRound(4, W, MatchOutcome.PLAYED, 0, 5), TeamRound(None, None, MatchOutcome.PAIRING_BYE, 10, 10)],
        [TeamRound(1, B, MatchOutcome.PLAYED, 0, 5), TeamRound(None, None, MatchOutcome.HALF_BYE, 10, 10)],
        [TeamRound(2, B, MatchOutcome.PLAYED, 20, 15), TeamRound(1, None, MatchOutcome.FORFEIT_LOSS, 0, 0, B),
         TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0)],  # the round to pair: absent
    ]
    assert [(t.name, t.short_name, t.strength, t.members) for t in event.teams[:2]] == [
        ("Alpha", "ALP", 2000, [1, 2]), ("Beta", "", 0, [3, 4])]
    s = event.settings
    assert (s.primary, s.secondary, s.colour_preference) == (Score.MATCH_POINTS, Score.GAME_POINTS, ColourPreference.TYPE_A)
    assert (s.pab_match_points, s.pab_game_points, s.boards, s.total_rounds) == (10, None, 2, 3)
    assert event.players.other_lines == []  # the team records are the model's now
    assert got.notes == ["The file has no 352 record (the boards' colours): 2 boards are assumed, the most games a "
                          "team played in a round."]
    assert got.code == "FIDE_TEAM_TYPEA_MP_GP" and got.team_lines[1] == team_310(1, "Alpha", 1, 2, short="ALP", strength="2000")


def test_013_records_give_the_same_event():
    text = team_text(replace={13: team_013("Alpha", 1, 2), 14: team_013("Beta", 3, 4), 15: team_013("Gamma", 5, 6),
                              16: team_013("Delta", 7, 8)})
    legacy, new = read_team_trf(text).tournament, read_team_trf(team_text()).tournament
    assert [t.rounds for t in legacy.teams] == [t.rounds for t in new.teams]
    assert legacy.team(1).short_name == "" and legacy.team(1).strength == 0


def test_members_in_rating_order_across_teams():
    """Pairing numbers need not be grouped by team (the corpus's `ids=global`): team 1 = players 1 and 3."""
    # Players 2 and 3 trade numbers: Alpha is players 1 and 3, Beta players 2 and 4.
    text = team_text(replace={13: team_310(1, "Alpha", 1, 3), 14: team_310(2, "Beta", 2, 4),
                              5: player(1, "2.0", "   5 w 1", "0000 - +"), 6: player(2, "1.0", "   7 w 0", "0000 - U"),
                              7: player(3, "1.5", "   6 b =", "0000 - +"), 8: player(4, "1.5", "   8 b =", "0000 - U"),
                              9: player(5, "0.5", "   1 b 0", "0000 - H"), 10: player(6, "1.0", "   3 w =", "0000 - H"),
                              11: player(7, "1.0", "   2 b 1", "0000 - -"), 12: player(8, "0.5", "   4 w =", "0000 - -")})
    assert [t.rounds for t in read_team_trf(text).tournament.teams] == [t.rounds for t in read_team_trf(team_text()).tournament.teams]


def test_the_settings_records():
    text = team_text("352 WBBW", replace={2: "192 FIDE_TEAM_TYPEB_GP", 3: "362 TW 3.0   TD 1.0   TL 0.5",
                                          4: "320  3.0  4.0 000 002"})
    s = read_team_trf(text).tournament.settings
    assert (s.primary, s.secondary, s.colour_preference) == (Score.GAME_POINTS, None, ColourPreference.TYPE_B)
    assert s.match_points == MatchPoints(30, 10, 5) and s.boards == 4  # 352 gives the boards
    assert (s.pab_match_points, s.pab_game_points) == (30, 40)
    # Without 192, 362 and 320: FIDE_TEAM, 2 / 1 / 0, and the PAB a drawn match (C.04.6 §1.4).
    got = read_team_trf(team_text(drop=(2, 3, 4)))
    s = got.tournament.settings
    assert (s.primary, s.secondary, s.match_points, s.pab_match_points, s.pab_game_points) == (
        Score.MATCH_POINTS, Score.GAME_POINTS, MatchPoints(), 10, None)
    assert got.notes[0].startswith("The file has no 192 code: the team event is read as FIDE_TEAM")


def test_362_in_another_order_and_partly():
    s = read_team_trf(team_text(replace={3: "362 TL 0.0   TW 3.0"})).tournament.settings
    assert s.match_points == MatchPoints(30, 10, 0)


def test_a_240_for_a_played_round_gives_the_bye_to_players_without_entries():
    """A team's bye may be in its 240 record only, or written `0000 - -` for its players (as FIDE's sample does)."""
    blank = team_text(replace={9: player(5, "0.5", "   1 b 0"), 10: player(6, "1.0", "   2 w =")})
    dashes = team_text(replace={9: player(5, "0.5", "   1 b 0", "0000 - -"), 10: player(6, "1.0", "   2 w =", "0000 - -")})
    for text in (blank, dashes):
        assert read_team_trf(text).tournament.team(3).rounds[1] == TeamRound(None, None, MatchOutcome.HALF_BYE, 10, 10)


def test_a_full_point_bye_and_a_forfeit_without_330():
    text = team_text(replace={17: "240 F 002    3", 19: "### no 330", 9: player(5, "1.0", "   1 b 0", "0000 - F"),
                              10: player(6, "1.5", "   2 w =", "0000 - F")})
    event = read_team_trf(text).tournament
    assert event.team(3).rounds[1] == TeamRound(None, None, MatchOutcome.FULL_BYE, 20, 20)
    assert event.team(1).rounds[1] == TeamRound(None, None, MatchOutcome.FORFEIT_WIN, 20, 20)
    # A forfeit loss without a 330 record has no match: the team was absent.
    assert event.team(4).rounds[1] == TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0)


def test_a_double_forfeit():
    text = team_text(replace={5: player(1, "1.0", "   5 w 1", "0000 - -"), 6: player(2, "0.5", "   6 b =", "0000 - -"),
                              19: "330 -- 002 001 004"})
    event = read_team_trf(text).tournament
    assert event.team(1).rounds[1] == TeamRound(4, None, MatchOutcome.FORFEIT_LOSS, 0, 0, W)
    assert event.team(4).rounds[1] == TeamRound(1, None, MatchOutcome.FORFEIT_LOSS, 0, 0, B)


def test_a_board_forfeit_inside_a_played_match():
    """Board 2 of team 2 did not turn up in round 1: the board is won by forfeit, the match still played."""
    text = team_text(replace={8: player(4, "1.0", "   8 b -", "0000 - U"), 12: player(8, "1.0", "   4 w +", "0000 - -")})
    event = read_team_trf(text).tournament
    assert event.team(2).rounds[0] == TeamRound(4, W, MatchOutcome.PLAYED, 0, 0)
    assert event.team(4).rounds[0] == TeamRound(2, B, MatchOutcome.PLAYED, 20, 20)


def test_a_300_line_up_gives_board_1():
    """Team 2 puts player 4 on board 1 and team 4 player 8 in round 1: board 1 is 4 (Black) against 8 (White)."""
    text = team_text("300   1   2   4    4    3", "300   1   4   2    8    7")
    event = read_team_trf(text).tournament
    assert event.team(2).rounds[0] == TeamRound(4, B, MatchOutcome.PLAYED, 0, 5)
    assert event.team(4).rounds[0] == TeamRound(2, W, MatchOutcome.PLAYED, 20, 15)
    assert event.players.other_lines == ["300   1   2   4    4    3", "300   1   4   2    8    7"]  # kept as written


def test_a_240_after_the_round_to_pair_is_kept_as_a_line():
    got = read_team_trf(team_text("240 H 005    2"))
    assert got.tournament.players.other_lines == ["240 H 005    2"]
    assert len(got.tournament.team(2).rounds) == 2
    assert "the 240 record for round 5 is after the round to pair (3); it is kept as written" in got.notes[-1]


def test_prohibited_pairings_name_teams():
    event = read_team_trf(team_text("260 001 003    1    2", "XXP 3 4")).tournament
    assert event.forbidden == [ForbiddenPairs((1, 2), 1, 3), ForbiddenPairs((3, 4), 1, None)]
    assert event.players.forbidden == []


def test_read_trf_says_where_team_records_are_read():
    notes = read_trf(team_text()).notes
    assert any(n.startswith("Team records (013 / 310) are read for the individual games here") and
               n.endswith("when the file is read as a team event.") for n in notes)


# ---------------------------------------------------------------------------------------------- errors


ERRORS = [
    # (what, the text, line, column, the message's words)
    ("a player in two teams", team_text(replace={15: team_310(3, "Gamma", 5, 1)}), 16, 79,
     "expected each player in one team, found player 1 in team 1 (line 14) and in team 3"),
    ("a player twice in a team", team_text(replace={15: team_310(3, "Gamma", 5, 5)}), 16, 79,
     "expected each player in one team, found player 5 earlier in this record and in team 3"),
    ("an unknown player", team_text(replace={14: team_310(2, "Beta", 3, 9)}), 15, 79,
     "expected a pairing number from 1 to 8, found 9"),
    ("a team without players", team_text(replace={14: team_310(2, "Beta")}), 15, 74,
     "expected team 2's players from column 74, found none"),
    ("team numbers out of order", team_text(replace={14: team_310(3, "Beta", 3, 4)}), 15, 5,
     "expected team number 2 (team numbers run 1, 2, 3 ... in the order of the 310 records), found 3"),
    ("a team number twice", team_text(replace={14: team_310(1, "Beta", 3, 4)}), 15, 5,
     "expected team number 2 (team numbers run 1, 2, 3 ... in the order of the 310 records), found 1 again (line 14)"),
    ("a shifted 310 field", team_text(replace={14: team_310(2, "Beta", 3, 4)[:40] + "X" + team_310(2, "Beta", 3, 4)[41:]}),
     15, 41, "expected a blank between team name and team nickname, found 'X'"),
    ("a bad strength", team_text(replace={14: team_310(2, "Beta", 3, 4, strength="20x0")}), 15, 48,
     "expected a strength (a whole number), found '20x0'"),
    ("a 013 that differs from the 310", team_text(team_013("Alpha", 1, 2), team_013("Beta", 4, 3)), 22, 5,
     "expected 013 record number 2 to repeat the 310 record of team 2: the 310 records give team 2 ('Beta', "
     "players [3, 4])"),
    ("no team records", "\n".join(["012 X", "192 FIDE_TEAM_MP", player(1, "0.0"), player(2, "0.0")]), 2, 5,
     "expected the teams of a team event in 310 (or 013) records, found none"),
    ("a bad 192 code", team_text(replace={2: "192 FIDE_TEAM_TYPEC"}), 3, 5,
     "expected a team code FIDE_TEAM_[TYPEA_|TYPEB_]{MP|GP}[_{GP|MP}] (or FIDE_TEAM), found 'FIDE_TEAM_TYPEC'"),
    ("boards against two teams", team_text(replace={
        6: player(2, "1.5", "   8 b =", "0000 - +"), 8: player(4, "1.5", "   6 b =", "0000 - U"),
        10: player(6, "1.0", "   4 w =", "0000 - H"), 12: player(8, "0.5", "   2 w =", "0000 - -")}), 7, 92,
     "round 1 of team 1: expected every board to face team 3 (player 1 plays player 5), found player 2 against "
     "player 8 of team 4"),
    ("a team against itself", team_text(replace={
        5: player(1, "2.0", "   2 w 1", "0000 - +"), 6: player(2, "1.5", "   1 b 0", "0000 - +"),
        9: player(5, "0.5", "   6 b 0", "0000 - H"), 10: player(6, "1.0", "   5 w 1", "0000 - H")}), 6, 92,
     "round 1 of player 1: the opponent, player 2, is in the same team (1)"),
    ("an opponent in no team", team_text(replace={16: team_310(4, "Delta", 7)}), 9, 92,
     "round 1 of player 4 (team 2): the opponent, player 8, is in no team (310 / 013 records)"),
    ("a bye inside a played match", team_text(replace={8: player(4, "1.0", "0000 - H", "0000 - U"),
                                                         12: player(8, "0.0", "0000 - Z", "0000 - -")}), 9, 99,
     "round 1 of player 4: team 2 plays team 4 that round, so expected a game, a forfeit or no entry, found 'H'"),
    ("two kinds of entry", team_text(replace={8: player(4, "1.5", "   8 b =", "0000 - H")}, drop=(4,)), 8, 109,
     "round 2 of team 2: expected its players to have the same entry when the team has no match, found 'U' for "
     "player 3 and 'H' for player 4"),
    ("an entry that 320 contradicts", team_text(replace={8: player(4, "1.5", "   8 b =", "0000 - H")}), 5, 19,
     "expected team 2's players to have `0000 - U` (or `0000 - -`, `0000 - Z`, nothing) in round 2, as this 320 "
     "record says, found `0000 - H` (player 4, line 9)"),
    ("a 240 for an unknown team", team_text(replace={17: "240 H 002    5"}), 18, 11,
     "expected a team number from 1 to 4 (the 310 records) in this 240 record, found 5"),
    ("a 240 for a team that played", team_text("240 H 001    1"), 21, 11,
     "expected no bye for team 1 in round 1 (240), found its match against team 3 in its players' 001 entries"),
    ("a 240 that the entries contradict", team_text(replace={17: "240 Z 002    3"}), 18, 11,
     "expected team 3's players to have `0000 - Z` (or `0000 - -`, `0000 - Z`, nothing) in round 2, as this 240 "
     "record says, found `0000 - H` (player 5, line 10)"),
    ("two 240 for one team", team_text("240 Z 003    4"), 21, 11,
     "expected one 240 record for team 4 in round 3, found another on line 19"),
    ("a 240 beside a 330", team_text("240 Z 002    1"), 20, 12,
     "expected one record for team 1 in round 2, found this 330 record and a 240 record (line 21)"),
    ("a 330 for an unknown team", team_text(replace={19: "330 +- 002 001 007"}), 20, 16,
     "expected a team number from 1 to 4 (the 310 records) in this 330 record, found 7"),
    ("a 330 of a bad type", team_text(replace={19: "330 ++ 002 001 004"}), 20, 5,
     "expected the forfeit type +- (White won), -+ (Black won) or -- (both lost), found '++'"),
    ("a 330 for one team", team_text(replace={19: "330 +- 002 001 001"}), 20, 16,
     "expected two different teams, found team 1 twice"),
    ("a 330 for a round not played", team_text(replace={19: "330 +- 003 001 004"}), 20, 8,
     "expected a 330 record for a round played (1 to 2), found round 3"),
    ("a 330 that the entries contradict", team_text(replace={19: "330 -+ 002 001 004"}), 20, 12,
     "expected team 1's players to have `0000 - -` (or `0000 - -`, `0000 - Z`, nothing) in round 2, as this 330 "
     "record says, found `0000 - +` (player 1, line 6)"),
    ("two 330 for one team", team_text("330 +- 002 001 004"), 21, 12,
     "expected one 330 record for team 1 in round 2, found another on line 20"),
    ("a 320 that names a team that played", team_text(replace={4: "320  1.0  1.0 001 002"}), 5, 15,
     "expected the team with the pairing-allocated bye of round 1 here, found team 1, whose players played team 3"),
    ("a 320 that names no team where a team has U", team_text(replace={4: "320  1.0  1.0 000 000"}), 5, 19,
     "expected team 2 for round 2 in this 320 record (its players have `0000 - U`, player 3), found 000"),
    ("a 320 that names another team", team_text(replace={4: "320  1.0  1.0 000 003"}), 5, 19,
     "expected team 2 for round 2 in this 320 record (its players have `0000 - U`, player 3), found 003"),
    ("a 320 beside a 240", team_text(replace={4: "320  1.0  1.0 000 003", 7: player(3, "1.0", "   7 w 0", "0000 - Z"),
                                             8: player(4, "1.5", "   8 b =", "0000 - Z")}), 5, 19,
     "expected one record for team 3 in round 2, found this 320 record and a 240 record (line 18)"),
    ("a 320 for a round not played", team_text(replace={4: "320  1.0  1.0 000 002 001"}), 5, 23,
     "expected 000 for round 3, which is not played yet (the 001 lines hold 2 rounds), found team 1"),
    ("a 320 for an unknown team", team_text(replace={4: "320  1.0  1.0 000 009"}), 5, 19,
     "expected a team number from 1 to 4 (the 310 records) in this 320 record, found 9"),
    ("a 320 without game points", team_text(replace={4: "320  1.0"}), 5, 10,
     "expected the PAB game points such as 1.0, found nothing"),
    ("two 320", team_text("320  1.0  1.0 000 002"), 21, 1, "expected one 320 record, found another (line 5)"),
    ("a 320 worth more game points than a match holds", team_text(replace={4: "320  1.0  2.5 000 002"}), 5, 10,
     "expected the game points of the pairing-allocated bye to be at most 2.0 (all 2 boards won), found 2.5"),
    ("a 362 code", team_text(replace={3: "362 TW 2.0   XD 1.0"}), 4, 14,
     "expected TW, TD or TL (team win, draw, loss), found 'XD'"),
    ("a 362 code twice", team_text(replace={3: "362 TW 2.0   TW 1.0"}), 4, 14,
     "expected each of TW, TD and TL once, found TW twice"),
    ("362 points", team_text(replace={3: "362 TW 2.x"}), 4, 7, "expected points such as 2.5, found '2.x'"),
    ("a 260 for an unknown team", team_text("260 001 003    1    5"), 21, 18,
     "expected a team number from 1 to 4 (the 310 records) in this 260 record, found 5"),
    ("an XXP for an unknown team", team_text("XXP 2 6"), 21, 7,
     "expected a team number from 1 to 4 (the 310 records) in this XXP record, found 6"),
    ("a 300 that makes both teams black", team_text("300   1   2   4    4    3"), 21, 17,
     "round 1: expected teams 2 and 4 to have different colours on board 1, found black for both"),
    ("board 1 the same colour on both teams", team_text(replace={
        7: player(3, "1.0", "   8 w 0", "0000 - U"), 8: player(4, "1.5", "   7 b =", "0000 - U"),
        11: player(7, "1.0", "   4 w 1", "0000 - -"), 12: player(8, "0.5", "   3 b =", "0000 - -")}), 8, 97,
     "round 1: expected teams 2 and 4 to have different colours on board 1, found white for both"),
    ("a 300 with another opponent", team_text("300   1   2   3    4    3"), 21, 13,
     "expected team 2's opponent in round 1, team 4 (its players' games), found team 3"),
    ("a 300 with another team's player", team_text("300   1   2   4    4    5"), 21, 22,
     "expected team 2's players on its boards, found player 5 of team 3"),
    ("a 300 for a round without a match", team_text("300   2   2   4    3    4"), 21, 9,
     "expected a team with a match against team 4 in round 2 in this 300 record (a line-up), found team 2, whose "
     "players have none"),
    ("two 300 for a team", team_text("300   1   2   4    4    3", "300   1   2   4    4    3"), 22, 9,
     "expected one 300 record for team 2 in round 1, found another on line 21"),
    ("a 300 for an unknown team", team_text("300   1   7   4    4    3"), 21, 9,
     "expected a team number from 1 to 4 (the 310 records) in this 300 record, found 7"),
    ("a 352 colour", team_text("352 WBXB"), 21, 7, "expected the boards' colours as W and B (such as WBWB), found 'WBXB'"),
]


@pytest.mark.parametrize("what, text, line, column, words", ERRORS, ids=[e[0] for e in ERRORS])
def test_errors_say_what_and_where(what, text, line, column, words):
    with pytest.raises(TrfError) as error:
        read_team_trf(text)
    assert (error.value.line, error.value.column) == (line, column), error.value
    assert words in error.value.message

