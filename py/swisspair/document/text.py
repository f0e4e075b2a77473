"""Text in columns for a monospace font: a table's cells padded by how wide a text looks, not by its length in code
points. An accent written as a combining mark takes no column and a wide (East Asian) character takes two, so "José"
written either way and "李明" keep the columns straight. Names are left-aligned, numbers right-aligned, columns two
spaces apart, and no line ends in spaces (chat programs trim them anyway).

>>> display_width("Jose\\u0301")  # e + combining acute accent: four columns
4
>>> display_width("李明")
4
>>> print("\\n".join(table(["No.", "Name"], [["1", "Zoë"], ["12", "Li"]], right={0})))
No.  Name
  1  Zoë
 12  Li
"""

from __future__ import annotations

import unicodedata

GAP = "  "


def display_width(text: str) -> int:
    """Columns the text takes in a monospace font: combining marks and format characters none, wide ones two."""
    width = 0
    for ch in unicodedata.normalize("NFC", text):
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def fit(text: str, width: int, right: bool = False) -> str:
    """The text padded with spaces to `width` columns (on the left when `right`).

    >>> fit("Zoë", 5) + "|", fit("7", 3, right=True)
    ('Zoë  |', '  7')
    """
    padding = " " * max(width - display_width(text), 0)
    return padding + text if right else text + padding


def table(header: list[str], rows: list[list[str]], right: set[int] = frozenset()) -> list[str]:
    """Lines of a table: every column as wide as its widest cell; the columns in `right` right-aligned."""
    widths = [max(display_width(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return [GAP.join(fit(cell, widths[i], i in right) for i, cell in enumerate(row)).rstrip()
            for row in [header, *rows]]
