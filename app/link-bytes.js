// The bytes under every SwissPair link: integers in a stream (LEB128), CRC-32, raw deflate with a cap on what
// it may unpack to, URL-safe base64. app/share.js (event links) and app/round-link.js (a round's pairings) both
// write their payload as base64url(deflate-raw(bytes)) followed by the CRC-32 of the bytes: raw deflate has no
// checksum of its own, and a link with a flipped character must be refused, not read as another.

/** A link refused: `key` names its sentence in the page's catalogue (app/locales/<language>/links.json) and `params`
 * fill it. The codec runs in the store's worker too, which holds no words: the page words it (link-refusal.js), and
 * the message is the key, which a worker passes on with the parameters. */
export class ShareError extends Error {
  constructor(key, params = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

export const DAMAGED = "links.damaged";

// ---------------------------------------------------------------------------- the number stream

/** Integers as LEB128, zigzag when signed (1 byte up to 127 or ±63, 2 up to 16383 or ±8191, ...): a pairing's
 * player ids and a log's times in a byte or two each, not as decimal text. */
export class NumberWriter {
  bytes = [];
  write(value, signed = true) {
    let rest = !signed ? value : value >= 0 ? value * 2 : -value * 2 - 1;
    while (rest >= 128) {
      this.bytes.push((rest % 128) + 128);
      rest = Math.floor(rest / 128);
    }
    this.bytes.push(rest);
  }
  // Fixed width where the values fill it: LEB128's continuation bits and uneven bytes cost deflate more.
  writeU16(value) {
    this.bytes.push(value >> 8, value & 0xff);
  }
  writeAs(codec, value) {
    if (codec === "u16") this.writeU16(value);
    else this.write(value, codec === "signed");
  }
}

export class NumberReader {
  constructor(bytes) {
    this.bytes = bytes;
    this.at = 0;
  }
  read(signed = true) {
    let value = 0;
    let scale = 1;
    for (let length = 0; length < 8; length += 1) {
      if (this.at >= this.bytes.length) throw new ShareError(DAMAGED);
      const byte = this.bytes[this.at];
      this.at += 1;
      value += (byte % 128) * scale;
      if (byte < 128) return !signed ? value : value % 2 === 0 ? value / 2 : -(value + 1) / 2;
      scale *= 128;
    }
    throw new ShareError(DAMAGED);
  }
  readU16() {
    if (this.at + 2 > this.bytes.length) throw new ShareError(DAMAGED);
    this.at += 2;
    return this.bytes[this.at - 2] * 256 + this.bytes[this.at - 1];
  }
  readAs(codec) {
    return codec === "u16" ? this.readU16() : this.read(codec === "signed");
  }
}

// ------------------------------------------------------------------------------- bytes, deflate, base64

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO 3309, as zip and PNG use it). */
export function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function toBase64Url(bytes) {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) {
    throw new ShareError("links.bad_characters");
  }
  if (text.length % 4 === 1) throw new ShareError(DAMAGED);
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflate, refusing at once (not after the fact) output beyond `cap` bytes: a few kB of deflate can unpack to
 * gigabytes. */
async function inflate(bytes, cap) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > cap) {
        reader.cancel().catch(() => {});
        throw new ShareError("links.unpacks_too_large", { megabytes: cap / 1024 / 1024 });
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ShareError) throw error;
    throw new ShareError(DAMAGED);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The text of a link's payload: URL-safe base64 of the bytes deflated, then their CRC-32 (4 bytes, big-endian). */
export async function seal(bytes) {
  const compressed = await deflate(bytes);
  const payload = new Uint8Array(compressed.length + 4);
  payload.set(compressed);
  new DataView(payload.buffer).setUint32(compressed.length, crc32(bytes));
  return toBase64Url(payload);
}

/** The bytes a payload's text holds, inflated to at most `cap` bytes and checked against their CRC-32;
 * ShareError with a sentence when the text is not such a payload. */
export async function unseal(text, cap) {
  const bytes = fromBase64Url(text);
  if (bytes.length < 5) throw new ShareError(DAMAGED);
  const expected = new DataView(bytes.buffer).getUint32(bytes.length - 4);
  const inflated = await inflate(bytes.subarray(0, bytes.length - 4), cap);
  if (crc32(inflated) !== expected) throw new ShareError(DAMAGED);
  return inflated;
}
