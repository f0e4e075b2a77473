"""swisspair.document.text: a table's columns padded by how wide a text looks in a monospace font."""

import doctest
import unicodedata

from swisspair.document import text
from swisspair.document.text import display_width, table


def test_doctests():
    assert doctest.testmod(text).failed == 0


def test_an_accent_written_either_way_and_a_wide_name_keep_the_columns_straight():
    names = ["José", unicodedata.normalize("NFD", "José"), "李明"]
    lines = table(["Name", "Pts"], [[name, "1"] for name in names])
    assert {display_width(line[:line.rindex("1")]) for line in lines[1:]} == {display_width("Name  ")}
    assert all(line == line.rstrip() for line in lines)
