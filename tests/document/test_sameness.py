"""swisspair.document.sameness: values strictly the same JSON, `True`, `1` and `1.0` told apart."""

from swisspair.document.sameness import identical, identical_items


def test_items_equal_by_eq_but_of_another_type_are_not_the_same_and_the_others_are():
    before = [{"white": 1, "black": 2, "result": "1-0"}, {"white": 3, "black": 4, "result": None}, [1, 0, 2], "x", 5]
    after = [{"white": 1, "black": 2, "result": "1-0"}, {"white": 3.0, "black": 4, "result": None}, [True, 0, 2],
             "x", 6]
    assert identical_items(before, after) == [0, 3]
    assert identical_items(before, [dict(item) if isinstance(item, dict) else item for item in before]) == \
        [0, 1, 2, 3, 4]


def test_an_item_of_a_subclass_of_a_json_type_is_not_the_same():
    class Board(dict):
        pass

    before = [{"white": 1}, {"white": 2}]
    assert identical_items(before, [Board(before[0]), {"white": 2}]) == [1]
    assert not identical(before[0], Board(before[0]))


def test_lists_of_other_lengths_are_compared_as_far_as_the_shorter_goes():
    assert identical_items([1, 2, 3], [1, 2]) == [0, 1]
    assert identical_items([], [1]) == []
