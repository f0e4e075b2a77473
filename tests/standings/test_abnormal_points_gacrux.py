"""TRF-2026 record 299 against gacrux. In an individual event a bonus or penalty counts in the player's score from the
end of its round on (round 999: the final standings alone): the points and tie-breaks of a finished corpus event
with such records are gacrux's. In a team file: a bonus or penalty counts in the team's match and game points from the end of
its round on (round 999: the final standings alone), and a typed record scores one team's match as it says, as
gacrux (1.11.65, MIT), the FIDE Technical Commission's calculator and pairing checker, counts them: every team's
scores and tie-breaks, the standings' order, and the next round's pairing are gacrux's. The event is the team
corpus's team_000005 (the Sharly-Chess fork of bbpPairings; tests/corpus/README.md) with 299 records added here."""

from fractions import Fraction

import pytest

from swisspair.event import apply
from swisspair.event.trf_import import import_trf
from swisspair.model import Score
from swisspair.standings import compute_standings, compute_team_standings
from swisspair.systems.teams.swiss import pair_next_round
from swisspair.systems.teams.readers import team_standings
from swisspair.systems.teams.swiss.scores import read_round
from swisspair.trf import format_trf, parse_trf, read_team_trf, read_trf
from tests.corpus_location import DUTCH_DEV, TEAM_DEV
from tests.standings.gacrux_oracle import gacrux_list, gacrux_ranks, parse
from tests.systems.teams.swiss.gacrux_oracle import gacrux_input, gacrux_pairing

pytest.importorskip("gacrux.tiebreakchecker", reason="gacrux (requirements-test.txt) is the oracle")

TEXT = (TEAM_DEV / "team_000005.trf").read_text(encoding="utf-8")
RECORDS = [
    "299    -1.0  -2.0    4    3",  # a penalty in round 4: 1 match point and 2 game points
    "299     1.0   0.5    2   10   11",  # a bonus in round 2 for two teams
    "299     0.0  -4.0  999    5",  # 4 game points off the final standings alone
    "299 W   2.0   3.0    6    7",  # team 7's round 6 scored as a won match of 3 game points
]
# gacrux computes these without the ones before them (not DE and the others computed inside a tied group).
CODES = ["MPTS", "GPTS", "BH", "BH/C1", "BH/M1", "ESB", "EMGSB", "EGMSB", "EGGSB", "BC"]


def test_a_player_s_points_and_tie_breaks_are_gacrux_s(tmp_path):
    """A finished 20-player event of bbpPairings' generator (dutch2026/dev) with a penalty, a final-standings bonus
    and a bonus for two players; the points column written with them by the engine's own writer."""
    event = parse_trf((DUTCH_DEV / "n20_r7_s1001220.trf").read_text(encoding="utf-8"))
    records = {"299          -1.0    4    3": [(3, (4, -10, 0))], "299           2.0  999    7": [(7, (999, 20, 0))],
               "299           0.5    2   11   12": [(11, (2, 5, 0)), (12, (2, 5, 0))]}
    for line, given in records.items():
        event.other_lines.append(line)
        for number, adjustment in given:
            event.player(number).adjustments.append(adjustment)
    path = tmp_path / "event.trf"
    path.write_text(format_trf(event, "\n"), encoding="utf-8")
    codes = ["BH", "BH/C1", "SB", "ARO", "KS"]
    standings = compute_standings(read_trf(path.read_text(encoding="utf-8")).tournament, codes)
    theirs = gacrux_list(str(path), ["PTS", *codes])
    ours = {row.tpn: {"PTS": row.points, **{code: row.values[code].value for code in codes}} for row in standings.rows}
    plain = {row.tpn: row.points for row in compute_standings(parse_trf(
        (DUTCH_DEV / "n20_r7_s1001220.trf").read_text(encoding="utf-8")), []).rows}
    assert (ours[3]["PTS"] - plain[3], ours[7]["PTS"] - plain[7], ours[11]["PTS"] - plain[11]) == (-1, 2, Fraction(1, 2))
    wrong = [f"{code} player {tpn}: {values[code]} against gacrux's {theirs[code][tpn]}"
             for tpn, values in ours.items() for code in values if values[code] != parse(theirs[code][tpn])]
    assert not wrong, "\n".join(wrong)


def with_records(text: str, records: list[str]) -> str:
    return text.rstrip("\n") + "\n" + "\n".join(records) + "\n"


def test_the_records_change_the_scores_they_name():
    plain, marked = (read_team_trf(t).tournament for t in (TEXT, with_records(TEXT, RECORDS)))
    scores = {}
    for event in (plain, marked):
        standings = compute_team_standings(event, ["MPTS", "GPTS"])
        scores[id(event)] = {row.tpn: (row.values["MPTS"].value, row.values["GPTS"].value) for row in standings.rows}
    before, after = scores[id(plain)], scores[id(marked)]
    assert after[3] == (before[3][0] - 1, before[3][1] - 2)
    assert after[10] == (before[10][0] + 1, before[10][1] + Fraction(1, 2))
    assert after[5] == (before[5][0], before[5][1] - 4)
    assert marked.teams.team(3).adjustment_after(3, Score.MATCH_POINTS) == 0  # counted from the end of round 4


def test_every_team_s_scores_tie_breaks_and_place_are_gacrux_s(tmp_path):
    path = tmp_path / "team.trf"
    text = with_records(TEXT, RECORDS)
    path.write_text(text, encoding="utf-8")
    event = read_team_trf(text).tournament
    standings = compute_team_standings(event, CODES)
    theirs = gacrux_list(str(path), CODES)
    wrong = [f"{code} team {row.tpn}: {row.values[code].value} against gacrux's {theirs[code][row.tpn]}"
             for row in standings.rows for code in CODES if row.values[code].value != parse(theirs[code][row.tpn])]
    assert not wrong, "\n".join(wrong)
    ours = compute_team_standings(event, ["GPTS", "BH"])
    assert {row.tpn: row.rank for row in ours.rows} == gacrux_ranks(str(path), ["GPTS", "BH"])


def next_round(record: str | None, tmp_path):
    """The event cut before round 5, with `record` where it counts by then: our pairing of round 5, gacrux's, and
    the teams' states as C.04.6 §1 reads them."""
    event = read_team_trf(TEXT).tournament
    text = gacrux_input(TEXT, event, 5) + ("\n" + record if record and int(record[19:22]) < 5 else "") + "\n"
    path = tmp_path / "round5.trf"
    path.write_text(text, encoding="latin-1")
    cut = read_team_trf(text).tournament
    pairing = pair_next_round(cut)
    ours = frozenset((m.white, m.black) for m in pairing.matches), pairing.bye
    return ours, gacrux_pairing(path), {state.number: state for state in read_round(cut).states}


@pytest.mark.parametrize("record", [None, RECORDS[0], RECORDS[2], RECORDS[3], "299    -3.0  -4.0    4    1",
                                    "299 L   0.0   0.0    4    1", "299 W   2.0   3.0    4    5"])
def test_the_next_round_pairs_as_gacrux_pairs_it(record, tmp_path):
    """A record of round 4 counts for round 5's pairing (a penalty of 3 match points moves team 1 down; a typed
    record changes a match's score); round 999 and a later round's never."""
    ours, theirs, _ = next_round(record, tmp_path)
    assert ours == theirs


def test_a_bonus_counts_in_the_scores_that_make_a_floater_where_gacrux_counts_results_only(tmp_path):
    """C.04.6 §1.5: "A floater is a team that plays against an opponent with a different score", and a 299 record's
    points count for pairing from the end of its round on. With a bonus of 1 match point in round 2, team 11 met
    team 3 in round 4 on 5 match points against 4: both floated. gacrux scores the rounds before each match by
    their results alone (tiebreak.py `compute_acc`), finds them level and pairs round 5 otherwise."""
    ours, theirs, states = next_round("299     1.0   0.0    2   10   11", tmp_path)
    assert states[11].floated and states[3].floated
    _, _, without = next_round(None, tmp_path)
    assert not without[11].floated and not without[3].floated
    assert ours != theirs
    # Given in round 4 instead, the bonus made no floater: both engines pair alike, and gacrux as for round 2.
    later, theirs_later, _ = next_round("299     1.0   0.0    4   10   11", tmp_path)
    assert later == theirs_later == theirs != ours


@pytest.mark.parametrize("record, team, match_points",
                         [("299    -3.0  -4.0    4    1", 1, -30), ("299     2.0   1.0    3   20", 20, 20)])
def test_the_event_a_team_file_makes_keeps_them_and_pairs_as_gacrux(record, team, match_points, tmp_path):
    """The page's import keeps a team's bonus or penalty as the event's `abnormal_points` (teams numbered as in the
    file), shows it in the team table's totals, and pairs round 5 with it as gacrux does."""
    cut = gacrux_input(TEXT, read_team_trf(TEXT).tournament, 5)
    doc, plain = (import_trf(text, "teams", "2026-12-05T09:00:00.000Z").outcome.event
                  for text in (cut + "\n" + record + "\n", cut + "\n"))
    assert [entry["team"] for entry in doc["abnormal_points"]] == [team] and "abnormal_points" not in plain
    totals = [{row["number"]: row["match_points"] for row in team_standings(d)} for d in (doc, plain)]
    assert totals[0][team] - totals[1][team] == match_points
    path = tmp_path / "round5.trf"
    path.write_text(cut + "\n" + record + "\n", encoding="latin-1")
    matches, bye = gacrux_pairing(path)
    paired = apply(doc, {"op": "pair_next"}).event["rounds"][-1]["teams"]
    assert {frozenset(pair) for pair in paired["matches"]} == {frozenset(pair) for pair in matches}
    assert paired["pab"] == bye
