"""swisspair.declared_ranks: a file's final ranks against its points and the tie-breaks it declares (202 / 212)."""

from swisspair.declared_ranks import declared_tiebreaks, rank_faults, standing_ranks
from swisspair.generate import GeneratorSettings, generate_tournament
from swisspair.model import Tournament


def event_with(line: str | None) -> Tournament:
    event = generate_tournament(GeneratorSettings(players=12, completed_rounds=5, total_rounds=5, seed=2))
    if line:
        event.other_lines.append(line)
    return event


def test_the_declared_tiebreaks_are_the_202_line_or_the_212_line_without_its_score():
    assert declared_tiebreaks(event_with("202 BH/C1,BH SB")) == ["BH/C1", "BH", "SB"]
    assert declared_tiebreaks(event_with("212 PTS,WIN,BH")) == ["WIN", "BH"]
    assert declared_tiebreaks(event_with(None)) == []


def test_ranks_in_the_standings_order_pass_and_two_swapped_fail_naming_what_puts_one_ahead():
    event = event_with("202 BH/C1,BH,SB")
    ranks = standing_ranks(event)
    assert rank_faults(event, ranks) == []
    order = sorted(ranks, key=ranks.get)
    first, second = order[0], order[1]
    swapped = dict(ranks)
    swapped[first], swapped[second] = ranks[second], ranks[first]
    faults = rank_faults(event, swapped)
    assert [(f.above, f.below) for f in faults] == [(second, first)]
    assert "who is ahead by" in faults[0].describe("player")


def test_competitors_equal_on_points_and_every_declared_tiebreak_may_stand_either_way():
    event = event_with(None)  # no tie-breaks declared: only points order the ranks
    ranks = standing_ranks(event)
    by_points: dict = {}
    for p in event.players:
        by_points.setdefault(p.points, []).append(p.number)
    a, b = next(group for group in by_points.values() if len(group) > 1)[:2]
    swapped = dict(ranks)
    swapped[a], swapped[b] = ranks[b], ranks[a]
    assert rank_faults(event, swapped) == []
