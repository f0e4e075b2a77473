"""swisspair.tiebreaks.context: how rounds are classified, and FIDE C.07 Art. 16 (adjusted scores, the dummy
opponent and its 2026 cap), read through the tie-breaks that use them; the event's own points."""

from fractions import Fraction

import pytest

from swisspair.messages import clause, clauses_text
from swisspair.model import Scoring
from swisspair.tiebreaks.context import Context, Kind
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.tiebreaks.helpers import WITHDRAWAL, event, held, value


# --- the 2026 cap on the dummy opponent (Art. 16.4), worked on Held's crosstable ---------------------------

def test_2026_caps_a_bye_dummy_at_a_draw_per_round_16_4_2():
    # David (4) scored 3.5 with a half-point bye in round 2: the dummy had 3.5 (2024), now 0.5 x 5 = 2.5.
    assert value(held(5, "2024"), "BH", 4) == Fraction(15)
    assert value(held(5, "2026"), "BH", 4) == Fraction(14)
    # Franck (6), 3.0 with the pairing-allocated bye in round 3: 3.0 -> 2.5.
    assert value(held(5, "2026"), "BH", 6) == Fraction(23, 2)


def test_2026_caps_a_forfeit_dummy_at_the_scheduled_opponents_adjusted_score_16_4_1():
    # Maria (11), 2.5, won by forfeit against Jessica (9) in round 4; Jessica's adjusted score is 1.5 (her
    # bye in round 3 came before the PAB of round 5, so it is no withdrawal): the dummy drops from 2.5 to 1.5.
    ctx = held(5, "2026")
    part = TIEBREAKS["BH"].compute(ctx, 11).parts[3]
    assert (part.round, part.opponent, part.value) == (4, 9, Fraction(3, 2))
    assert "16.4.1" in part.note
    assert value(ctx, "BH", 11) == Fraction(25, 2)
    assert value(ctx, "SB", 11) == Fraction(19, 4)  # 5.75 - (2.5 - 1.5) x 1 point


def test_the_cap_never_raises_a_dummy():
    # Nick (12) scored 2.0 < 0.5 x 5: his dummies keep his own score in both editions.
    assert value(held(5, "2026"), "BH", 12) == value(held(5, "2024"), "BH", 12) == Fraction(23, 2)


# --- Art. 16 in small events -----------------------------------------------------------------------------

def test_classification_and_voluntary_unplayed_rounds():
    ctx = Context(event("1 2000: 2w+ -U -H -Z 2b-", "2 1900: 1b- -F -Z -Z 1w+"))
    kinds = [r.kind for r in ctx.player(1).rounds]
    assert kinds == [Kind.FORFEIT_WIN, Kind.PAB, Kind.HALF_BYE, Kind.ZERO_BYE, Kind.FORFEIT_LOSS]
    assert [r.voluntary for r in ctx.player(1).rounds] == [False, False, True, True, True]
    assert ctx.player(1).last_not_voluntary == 2 and ctx.player(1).last_paired == 5


def test_byes_after_a_withdrawal_count_as_draws_for_the_opponents_16_3():
    ctx = Context(WITHDRAWAL)
    score, notes = ctx.adjusted_score(5)
    assert ctx.player(5).score == 1 and score == 2  # 1 + two zero-point byes counted as draws
    assert notes == (clause("part.withdrawn_draws", numbers="2, 3"),)


def test_a_forfeit_loss_after_withdrawing_still_counts_as_scored():
    ctx = Context(event("1 2000: 2w1 3w- -Z", "2 1900: 1b0 -U -U", "3 1800: -U 1b+ -U"))
    score, notes = ctx.adjusted_score(1)
    assert (score, clauses_text(notes)) == (Fraction(3, 2), "round 3 after withdrawing counts as a draw (16.3)")


def test_a_players_own_bye_is_a_dummy_with_their_own_score_16_4():
    parts = TIEBREAKS["BH"].compute(Context(WITHDRAWAL, "2024"), 6).parts
    assert [p.value for p in parts] == [Fraction(2), Fraction(3, 2), Fraction(3, 2)]
    assert "dummy" in parts[1].note and "dummy" in parts[2].note


def test_an_unknown_edition_is_refused():
    with pytest.raises(ValueError, match="2025"):
        Context(event("1 2000: -U"), "2025")


def test_points_follow_the_events_scoring():
    football = Scoring(win=30, draw=10, loss=0, pairing_bye=30)
    ctx = Context(event("1 2000: 2w1 2b=", "2 1900: 1b0 1w=", scoring=football))
    assert ctx.player(1).score == 4
    assert value(ctx, "BH", 1) == 2  # opponent 2 scored 1 point, twice
    assert value(ctx, "STD", 1) == Fraction(3, 2)
