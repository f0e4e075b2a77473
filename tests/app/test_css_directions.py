"""The page's stylesheets name no physical side: margins, paddings, borders, positions, floats, text alignment and
rounded corners are written with logical properties (margin-inline-start, inset-inline-end, text-align: start, ...),
so a language written right to left lays the page out mirrored with nothing else changed. A shorthand with four
values is physical when its left and right differ; a `left` or `right` keyword in any value is physical. Where a side
must stay physical (none does today), its declaration goes in ALLOWED with the reason."""

import re

from tests.app.helpers import APP

STYLESHEETS = sorted(APP.rglob("*.css"))

# (stylesheet, selector, declaration) -> why it keeps a physical side.
ALLOWED: dict[tuple[str, str, str], str] = {}

SIDED = re.compile(r"^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-.+)?$"
                   r"|^(left|right)$|^border-(top|bottom)-(left|right)-radius$")
FOUR_SIDES = {"margin", "padding", "border-width", "border-style", "border-color", "inset", "scroll-margin",
              "scroll-padding"}
SIDE_WORD = re.compile(r"\b(left|right)\b")


def physical(prop: str, value: str) -> bool:
    if SIDED.match(prop) or SIDE_WORD.search(re.sub(r"\"[^\"]*\"|'[^']*'", "", value)):
        return True
    parts = value.split()
    if prop in FOUR_SIDES and len(parts) == 4:
        return parts[1] != parts[3]
    if prop == "border-radius":
        return len(set(value.split("/")[0].split())) > 1
    return False


def declarations(text: str):
    """(selector, property, value) of every declaration, @media and @page blocks included."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    for selector, body in re.findall(r"([^{}]*)\{([^{}]*)\}", text):
        for declaration in body.split(";"):
            if ":" in declaration:
                prop, value = declaration.split(":", 1)
                yield " ".join(selector.split()), prop.strip().lower(), " ".join(value.split())


def physical_sides() -> dict[tuple[str, str, str], None]:
    return {(sheet.relative_to(APP).as_posix(), selector, f"{prop}: {value}"): None
            for sheet in STYLESHEETS for selector, prop, value in declarations(sheet.read_text(encoding="utf-8"))
            if physical(prop, value)}


def test_every_stylesheet_names_sides_by_writing_direction_not_left_and_right():
    found = physical_sides()
    assert set(found) == set(ALLOWED), (
        "physical sides (write them as logical properties, or allow them in ALLOWED with the reason): "
        + "; ".join(f"{sheet} {selector} {{ {declaration} }}" for sheet, selector, declaration in set(found) - set(ALLOWED))
        + (f"; allowed but gone: {sorted(set(ALLOWED) - set(found))}" if set(ALLOWED) - set(found) else ""))


def test_the_check_finds_each_kind_of_physical_side():
    sheet = """.a { margin-left: 1rem; } .b { padding: 0 1rem 0 2rem; } .c { text-align: right; }
               .d { float: left; } .e { border-top-right-radius: 4px; } .f { right: 0; } .g { border-radius: 4px 0; }
               @media print { .h { border-right: 1px solid; } }
               .ok { margin: 0 1rem; padding: 0 1rem 0 1rem; text-align: end; inset: auto 0 0 0; border-radius: 4px;
                     content: "left"; margin-inline-start: 1rem; }"""
    flagged = {selector for selector, prop, value in declarations(sheet) if physical(prop, value)}
    assert flagged == {".a", ".b", ".c", ".d", ".e", ".f", ".g", ".h"}
