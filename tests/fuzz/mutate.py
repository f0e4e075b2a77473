"""Seeded mutations: of a JSON value (a request, an event, an operation) by its structure, and of a text (a TRF
file, a request's JSON, a share link) by its characters. Every mutation is drawn from a random.Random, so a
seed gives the same inputs on every machine.

Values JSON can carry but Python's json cannot write (numbers with thousands of digits, 1e999, NaN, nesting
deeper than the writer's recursion) are placed in the tree as Raw text and written verbatim by `to_text`."""

from __future__ import annotations

import json
import random
import string
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Raw:
    """JSON text written as it is."""
    text: str


def nested(depth: int, inner: str = "0") -> Raw:
    return Raw("[" * depth + inner + "]" * depth)


def nested_objects(depth: int) -> Raw:
    return Raw('{"a":' * depth + "1" + "}" * depth)


HOSTILE_NUMBERS = (
    "1" + "0" * 5000, "-" + "9" * 4400, "1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1e-400", "0.5", "-0",
    "9007199254740993", "1E2", "4294967296", "18446744073709551617", "12345678901234567890.0",
)
HOSTILE_TEXTS = (
    "", " ", "~", "~a", "~c", "\u0000", "line\nbreak", "\r", "\t", "x" * 201, "x" * 2001, "y" * 100_000, "é" * 300,
    "\ud83d\ude00" * 50, "<img src=x onerror=alert(1)>", "1", "-1", "null", "true", "__proto__", "constructor",
    "2026-13-45T99:99:99Z", "9" * 400,
)


def _nodes(value: Any, limit: int = 20_000) -> list[tuple[Any, Any]]:
    """(container, key) of every value inside `value`, walked without recursion, at most `limit`."""
    found: list[tuple[Any, Any]] = []
    stack = [value]
    while stack and len(found) < limit:
        item = stack.pop()
        if isinstance(item, dict):
            for key, inner in item.items():
                found.append((item, key))
                stack.append(inner)
        elif isinstance(item, list):
            for index, inner in enumerate(item):
                found.append((item, index))
                stack.append(inner)
    return found


def hostile_value(rng: random.Random, near: Any) -> Any:
    """A value a broken or hostile sender might put where `near` was."""
    kind = rng.randrange(12)
    if kind == 0:
        return Raw(rng.choice(HOSTILE_NUMBERS))
    if kind == 1:
        return rng.choice(HOSTILE_TEXTS)
    if kind == 2:
        return rng.choice((nested(rng.choice((13, 30, 200, 2000, 100_000))),
                           nested_objects(rng.choice((13, 200, 5000)))))
    if kind == 3:
        return rng.choice((None, True, False, [], {}, [None], {"": None}))
    if kind == 4 and isinstance(near, bool):
        return int(near)
    if kind in (4, 5, 6) and isinstance(near, int) and not isinstance(near, bool):
        return rng.choice((near + 1, near - 1, -near, near * 1000, 0, -1, 2**31, 2**53 + 1, 10**6, 9999, 10000,
                           100, 101, 4001, 10**14 + 1, str(near), float(near)))
    if kind in (4, 5, 6) and isinstance(near, str):
        return rng.choice((near * 50, near[::-1], near.upper(), near + "\n", "~" + near, near[:1], near + "x",
                           "".join(rng.choice(string.printable) for _ in range(rng.randrange(1, 30)))))
    if kind in (4, 5, 6) and isinstance(near, list):
        if not near:
            return [rng.choice((0, "x", None, {}))] * rng.choice((1, 3, 1000))
        return rng.choice((near[:-1], near + near, near * rng.choice((3, 20, 700)), near[::-1], [near], near[1:]))
    if kind in (4, 5, 6) and isinstance(near, dict):
        grown = dict(near)
        grown[rng.choice(("extra", "__proto__", "~c", "id", ""))] = rng.choice((1, "x", None, near.copy()))
        return rng.choice((grown, {}, [near], {k: near[k] for k in list(near)[: len(near) // 2]}))
    if kind == 7:
        return rng.choice((0, 1, -1, "0", 2, 3, 17, 9998, 99, 100))
    return rng.choice((None, "", 0, [], {}, "x"))


def mutate_value(root: Any, rng: random.Random) -> Any:
    """`root` changed in one place (a copy is the caller's job: this changes it in place and returns it)."""
    nodes = _nodes(root)
    if not nodes:
        return hostile_value(rng, root)
    container, key = rng.choice(nodes)
    action = rng.randrange(12)
    if action >= 10:  # a plausible slip: a value of the same kind from elsewhere (another id, round or result)
        kind = type(container[key])
        alike = [(other, k) for other, k in nodes if type(other[k]) is kind and not isinstance(other[k], (dict, list))]
        if alike:
            other, other_key = rng.choice(alike)
            container[key], other[other_key] = other[other_key], container[key]
            return root
    if action <= 4:
        container[key] = hostile_value(rng, container[key])
    elif action == 5:  # a value from elsewhere in the document (an id where a player belongs, a round elsewhere)
        other, other_key = rng.choice(nodes)
        container[key] = json.loads(json.dumps(other[other_key], default=lambda raw: None))
    elif action == 6:
        del container[key]
    elif action == 7 and isinstance(container, dict):
        container[rng.choice(("unknown", "extra", "~x", "id", "name"))] = hostile_value(rng, container[key])
    elif action == 7:
        container.insert(key, json.loads(json.dumps(container[key], default=lambda raw: None)))
    elif action == 8 and isinstance(container, list) and len(container) > 1:
        other = rng.randrange(len(container))
        container[key], container[other] = container[other], container[key]
    else:
        container[key] = hostile_value(rng, container[key])
    return root


def to_text(value: Any) -> str:
    """JSON text of a value that may hold Raw parts."""
    raws: list[str] = []

    def placeholder(raw: Any) -> str:
        if not isinstance(raw, Raw):
            raise TypeError(f"{type(raw).__name__} is not JSON")
        raws.append(raw.text)
        return f"\u0001raw{len(raws) - 1}\u0001"

    text = json.dumps(value, default=placeholder, ensure_ascii=False)
    for index, raw in enumerate(raws):
        text = text.replace(json.dumps(f"\u0001raw{index}\u0001", ensure_ascii=False), raw, 1)
    return text


TEXT_NOISE = string.digits + string.ascii_letters + " .,-+/=:;\t\n\r\"'{}[]~\u00e9\u2013\ufffd\u0000"


def mutate_text(text: str, rng: random.Random, alphabet: str = TEXT_NOISE) -> str:
    """`text` with one change: a flipped bit, characters cut, repeated, inserted or replaced, lines swapped or
    repeated, a number made huge, or the text cut short."""
    if not text:
        return rng.choice(alphabet)
    at = rng.randrange(len(text))
    action = rng.randrange(11)
    if action == 0:
        return text[:at] + chr(ord(text[at]) ^ (1 << rng.randrange(7))) + text[at + 1:]
    if action == 1:
        return text[:at] + text[at + rng.randrange(1, 40):]
    if action == 2:
        return text[:at] + "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 8))) + text[at:]
    if action == 3:
        return text[:at]
    if action == 4:
        piece = text[at:at + rng.randrange(1, 200)]
        return text[:at] + piece * rng.choice((2, 5, 100)) + text[at:]
    if action == 5:
        return text[:at] + rng.choice(alphabet) + text[at + 1:]
    lines = text.split("\n")
    line = rng.randrange(len(lines))
    if action == 6:
        other = rng.randrange(len(lines))
        lines[line], lines[other] = lines[other], lines[line]
    elif action == 7:
        lines[line:line] = [lines[line]] * rng.choice((2, 10, 500))
    elif action == 8:
        digits = [k for k, ch in enumerate(lines[line]) if ch.isdigit()]
        if digits:
            k = rng.choice(digits)
            lines[line] = lines[line][:k] + rng.choice(("9" * 30, "9" * 5000, "0", "-1", "1e999")) + lines[line][k + 1:]
    elif action == 9:
        lines[line] = lines[line][:rng.randrange(len(lines[line]) + 1)]
    else:
        del lines[line]
    return "\n".join(lines)


def _player_lines(lines: list[str]) -> list[int]:
    return [k for k, line in enumerate(lines) if line[:3] in ("001", "310", "013")] or list(range(len(lines)))


def mutate_trf(text: str, rng: random.Random) -> str:
    """`text`, a TRF file, with one change a writer or a hostile hand makes to its records rather than its
    characters: huge round numbers, a player's rounds all byes, many rounds of byes, withdrawals everywhere,
    pathological ratings, a very long name or line, mixed line ends, byte-order marks, tabs for spaces."""
    lines = text.split("\n")
    players = _player_lines(lines)
    k = rng.choice(players)
    action = rng.randrange(10)
    if action == 0:  # the number of rounds, or a round a record names, made huge
        rounds = rng.choice(("99", "999", "9999", "0", "-1", "99999999999999999999"))
        lines.insert(rng.randrange(len(lines) + 1), rng.choice((f"XXR {rounds}", f"142 {rounds}",
                                                               f"240 H {rounds:>3}    1", f"250       1.0 001 {rounds}")))
    elif action == 1:  # byes nested deep: one player's rounds extended with byes, up to 99 rounds or past them
        lines[k] = lines[k].rstrip() + "".join(f"  0000 - {rng.choice('HFUZ')}" for _ in range(rng.choice((10, 99, 500))))
    elif action == 2:  # every player a bye in every round
        code = rng.choice("HFUZ")
        lines = [line[:91] + f"  0000 - {code}" * rng.choice((1, 9, 99)) if n in set(players) else line
                 for n, line in enumerate(lines)]
    elif action == 3:  # most players withdrawn: the rest of their rounds zero-point byes
        lines = [line.rstrip() + "  0000 - Z" * rng.choice((1, 5, 50)) if n in set(players) and rng.random() < 0.8
                 else line for n, line in enumerate(lines)]
    elif action == 4:  # pathological ratings: every one the same, zero, the largest, text
        rating = rng.choice(("    ", "   0", "9999", "-999", "2e99", "0x10", "\u0662\u0668\u0660\u0660"))
        lines = [line[:48] + rating + line[52:] if n in set(players) and len(line) > 52 else line
                 for n, line in enumerate(lines)]
    elif action == 5:  # a very long name or line
        lines[k] = lines[k][:14] + rng.choice(("x" * 5000, "\u00e9" * 300, "A" * 100_000)) + lines[k][47:]
    elif action == 6:  # line ends mixed: CR LF, CR alone, LF alone, a form feed, a NUL
        return "".join(line + rng.choice(("\n", "\r\n", "\r", "\r\r\n", "\n\r", "\x0c\n", "\x00\n"))
                       for line in lines)
    elif action == 7:  # byte-order marks: at the start, doubled, on a line of its own, inside a record
        bom = "\ufeff"
        lines[0] = bom * rng.choice((1, 2)) + lines[0]
        if rng.random() < 0.5:
            lines[k] = lines[k][:10] + bom + lines[k][10:]
    elif action == 8:  # tabs for spaces, in one line or all
        chosen = players if rng.random() < 0.5 else [k]
        for n in chosen:
            lines[n] = lines[n].replace(rng.choice(("  ", " ", "    ")), "\t")
    else:  # the same player numbered many times over, or a player line copied thousands of times (a few MB at
        # most: a long line copied 3,000 times after another mutation made a 2.5 GB case)
        lines[k:k] = [lines[k]] * min(rng.choice((2, 100, 3000)), 4_000_000 // (len(lines[k]) + 1) + 1)
    return "\n".join(lines)
