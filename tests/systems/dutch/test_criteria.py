"""The criteria as data: fields in C.04.3 order, encoded into one weight and decoded back."""

from hypothesis import given
from hypothesis import strategies as st

from swisspair.systems.dutch.criteria import CRITERIA, Layout


def test_fields_follow_the_order_of_the_rules_most_significant_first():
    rules = [c.rule for c in CRITERIA]
    assert rules[:3] == ["C4", "C1", "C6"] and rules[-1] == "Art. 3-4"
    layout = Layout.for_round(group_bits=4, score_bits=12, rounds_played=2)
    offsets = [layout.offsets[c.key][0] for c in CRITERIA if c.key in layout.offsets]
    assert offsets == sorted(offsets, reverse=True)


def test_float_fields_exist_only_once_there_are_rounds_to_look_back_on():
    assert "downfloat_1" not in Layout.for_round(3, 6, 0).offsets
    assert "downfloat_1" in Layout.for_round(3, 6, 1).offsets and "downfloat_2" not in Layout.for_round(3, 6, 1).offsets
    assert "downfloat_score_2" in Layout.for_round(3, 6, 2).offsets


def test_the_rematch_count_exists_only_where_rematches_are_allowed():
    assert "no_rematch" not in Layout.for_round(3, 6, 2).offsets
    assert "no_rematch" in Layout.for_round(3, 6, 2, player_bits=5).offsets


@given(st.data())
def test_encode_then_decode_is_the_identity(data):
    layout = Layout.for_round(data.draw(st.integers(1, 8)), data.draw(st.integers(1, 40)), data.draw(st.integers(0, 5)),
                              data.draw(st.sampled_from([0, 6])))
    values = {key: data.draw(st.integers(0, (1 << width) - 1)) for key, (_, width) in layout.offsets.items()}
    assert layout.decode(layout.encode(values)) == values


def test_a_higher_field_outweighs_everything_below_it():
    layout = Layout.for_round(4, 12, 2)
    below_all = {key: (1 << width) - 1 for key, (_, width) in layout.offsets.items() if key != "completion"}
    pairs_below = {k: v for k, v in below_all.items() if layout.offsets[k][0] < layout.offsets["pairs"][0]}
    assert layout.encode({"pairs": 1}) > layout.encode(pairs_below)
