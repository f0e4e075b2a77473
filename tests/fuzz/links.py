"""Mutated share links, in the link format app/share.js reads (its header comment): "e2." or "v2." (or format 1's "e1." and "v1."), then URL-safe
base64 of the raw-deflated bytes (the compact JSON's length as LEB128, the compact JSON, the number stream) and
the CRC-32 of those bytes. Links are damaged at every layer: the text, the compressed bytes (a CRC then refuses
them), and the bytes inside with a fresh CRC, so the decoder's unpacking sees them; and hostile content is packed
into valid streams. `decode` runs the page's own decoder on them under Node."""

from __future__ import annotations

import base64
import json
import random
import struct
import subprocess
import zlib

from . import seeds
from .mutate import mutate_text, mutate_value, nested, to_text

LINK_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.#~%= "


def leb128(value: int) -> bytes:
    out = bytearray()
    while value >= 128:
        out.append(value % 128 + 128)
        value //= 128
    out.append(value)
    return bytes(out)


def inflated_of(link: str) -> bytes:
    """The bytes a link compresses (its CRC not checked: the decoder's job)."""
    body = link.split(".", 1)[1]
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    return zlib.decompressobj(-15).decompress(raw[:-4])


def link_of(inflated: bytes, prefix: str = "e1.", crc_of: bytes | None = None) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packer.compress(inflated) + packer.flush() + struct.pack(">I", zlib.crc32(inflated if crc_of is None
                                                                                       else crc_of))
    return prefix + base64.urlsafe_b64encode(body).decode().rstrip("=")


def payload(json_text: str, numbers: bytes = b"") -> bytes:
    data = json_text.encode("utf-8", "surrogatepass")
    return leb128(len(data)) + data + numbers


def _flip_bit(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return data
    at = rng.randrange(len(data))
    return data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1:]


def _damaged_bytes(data: bytes, rng: random.Random) -> bytes:
    """Bytes changed in one place: a bit, a cut, a repeat, an insertion, or the end cut off."""
    if not data:
        return bytes([rng.randrange(256)])
    at = rng.randrange(len(data))
    kind = rng.randrange(5)
    if kind == 0:
        return _flip_bit(data, rng)
    if kind == 1:
        return data[:at] + data[at + rng.randrange(1, 16):]
    if kind == 2:
        return data[:at] + data[at:at + rng.randrange(1, 64)] * rng.choice((2, 50)) + data[at:]
    if kind == 3:
        return data[:at] + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 6))) + data[at:]
    return data[:at]


HOSTILE_STREAMS = (
    # (what, compact JSON text, number stream)
    ("nested 100,000 deep", nested(100_000).text, b""),
    ("objects nested 5,000 deep", '{"a":' * 5000 + "1" + "}" * 5000, b""),
    ("a list of 2^52 numbers", '"~a"', leb128(2**52)),
    ("columns of 16 million rows", '{"~c": ["a"], "~n": 16000000, "~k": ["~u"]}', b"\x00" * 64),
    ("columns of a negative count", '{"~c": ["a"], "~n": -5, "~k": ["~u"]}', b""),
    ("columns whose keys repeat", '{"~c": ["a", "a"], "~n": 2, "~k": ["~u", "~u"]}', b"\x01\x02\x03\x04"),
    ("a dictionary index past its end", '{"~c": ["a"], "~n": 2, "~k": [{"~d": ["x"]}]}', b"\x00\x07"),
    ("an unknown marker", '{"format": "~Z"}', b""),
    ("a time marker without its number", '{"log": [{"at": "~t"}], "players": [], "rounds": []}', b""),
    ("a time far past any date", '{"log": [{"at": "~T"}], "players": [], "rounds": []}', leb128(2**50)),
    ("a text marker naming no player", '{"players": [], "rounds": [], "log": [{"op": "add_player", "text": "~A"}]}',
     b"\x00"),
    ("an engine marker without boards", '{"players": [], "rounds": [{"engine": "~="}]}', b""),
    ("numbers left over", '{"a": 1}', b"\x01\x02"),
    ("a list", "[1, 2, 3]", b""),
    ("text", '"an event"', b""),
    ("a number", "1e400", b""),
    ("null", "null", b""),
    ("the prototype", '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}', b""),
    ("a name of a million characters", json.dumps({"format": "swisspair-event", "name": "x" * 1_000_000}), b""),
    ("20,000 players", '{"format": "swisspair-event", "players": {"~c": ["id"], "~n": 20000, "~k": ["~+"]}}',
     b"\x02" * 20_000),
    ("rows the stream cannot hold", '{"players": {"~c": ["id"], "~n": 5000000, "~k": ["~u"]}}', b"\x01" * 100),
    ("lone surrogates", '{"name": "\\ud800\\udfff\\udc00"}', b""),
    ("invalid UTF-8", "\udcff\udcfe", b""),
)

PREFIXES = ("e0.", "e3.", "e1.", "e999999.", "e1234567.", "v9.", "x1.", "E1.", "e.", "e1", "#e1.", "e01.", "v1.", "")


def mutated_links(rng: random.Random, count: int) -> list[tuple[str, str]]:
    """(what, link): damaged copies of every seed link and hostile streams, `count` in all."""
    links = list(seeds.share_links())
    docs = seeds.events()
    out: list[tuple[str, str]] = [(f"{name} unchanged", link) for name, link in links]
    # A link longer than any the page reads (app/share.js MAX_LINK_CHARS), which chance alone rarely makes.
    name, link = links[0]
    out.append((f"{name}: far too long", link + "A" * 1_000_000))
    while len(out) < count:
        name, link = rng.choice(links)
        prefix = link[:3]
        kind = rng.randrange(8)
        if kind == 0:
            out.append((f"{name}: text changed", mutate_text(link, rng, LINK_ALPHABET)))
        elif kind == 1:
            body = base64.urlsafe_b64decode(link[3:] + "=" * (-len(link[3:]) % 4))
            out.append((f"{name}: compressed bytes damaged",
                        prefix + base64.urlsafe_b64encode(_damaged_bytes(body, rng)).decode().rstrip("=")))
        elif kind == 2:
            out.append((f"{name}: cut short", link[:rng.randrange(len(link))]))
        elif kind in (3, 4):
            inner = inflated_of(link)
            for _ in range(rng.choice((1, 1, 2, 4))):
                inner = _damaged_bytes(inner, rng)
            out.append((f"{name}: packed bytes damaged, checksum right", link_of(inner, prefix)))
        elif kind == 5:
            doc = json.loads(json.dumps(docs[name.rsplit("-", 1)[0]]))
            for _ in range(rng.choice((1, 1, 2, 3))):
                mutate_value(doc, rng)
            out.append((f"{name}: hostile event in a valid stream", link_of(payload(to_text(doc)), prefix)))
        elif kind == 6:
            what, text, numbers = rng.choice(HOSTILE_STREAMS)
            out.append((f"hostile stream: {what}", link_of(payload(text, numbers), prefix)))
        else:
            out.append((f"{name}: another version or kind", rng.choice(PREFIXES) + link[3:]))
    return out[:count]


DECODE = """
import fs from "node:fs";
import { decodeFragment, ShareError } from %s;
const out = [];
for (const link of JSON.parse(fs.readFileSync(0, "utf8"))) {
  try {
    const { doc, readOnly } = await decodeFragment(link);
    out.push(["opened", JSON.stringify(doc), readOnly]);
  } catch (error) {
    const refused = error instanceof ShareError && typeof error.message === "string" && error.message.length > 0;
    out.push([refused ? "refused" : "failed", refused ? error.message : String(error && error.stack || error), null]);
  }
}
out.push(["polluted", String(({}).polluted !== undefined || Object.prototype.hasOwnProperty("polluted")), null]);
console.log(JSON.stringify(out));
"""


def decode(links: list[str]) -> tuple[list[tuple[str, str, bool | None]], bool]:
    """The page's decoder (app/share.js under Node) on every link: ("opened", JSON, read-only) or ("refused",
    message) or ("failed", the error); and whether Object.prototype was changed on the way."""
    done = subprocess.run([seeds.NODE, "--input-type=module", "-e", DECODE % json.dumps(seeds.SHARE_JS.as_uri())],
                          input=json.dumps(links), check=True, capture_output=True, text=True, timeout=900)
    answers = json.loads(done.stdout)
    return [tuple(answer) for answer in answers[:-1]], answers[-1][1] == "true"
