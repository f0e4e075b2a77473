// A compressor for one JSON value, for the links that must fit a QR code (app/share.js, format 3). Deflate codes
// bytes without knowing what they are; this codes the value itself, each part with statistics of its own place in
// the structure (its path: "args.set_result[].result" learns the results, "…player.name" learns names), and an
// adaptive binary arithmetic coder turns those predictions into bits. A 100-player event's record of changes takes
// 1,950 bytes so, where packed and deflated it took 3,430 (Brotli: 2,840).
//
// What is coded, for a value at a path:
// - its type (null, false, true, integer, other number, string, a number written as text, list, object),
//   predicted by the path;
// - an integer as its bit length and bits: as its difference from the path's integer before where that has mostly
//   been 0, 1 or 2 (boards, rounds, a copy's count), else as itself (ratings, ids, seconds apart);
// - a number written as text ("412345", a FIDE id) as that number;
// - a string as one of the strings the path has had (its index, predicted by how often each came and by which came
//   after the one before) or as new text: its length, then its UTF-8 bytes bit by bit, each predicted by a mix of
//   the bytes before it (orders 0-3 at the field, 1-2 across all text);
// - a list as its length, then its items at path + "[]";
// - an object as its keys in order, each predicted as the key that followed the key before it last time at that
//   path, then each value at path + "." + key.
// Both sides make the same predictions from what came before, in integers only (Math.exp may round otherwise on
// another browser), so the decoder rebuilds the value exactly. A damaged input decodes to some other bounded
// value, which the caller's checksum refuses.

const PROBABILITY_BITS = 12;
const ONE = 1 << PROBABILITY_BITS;
const MAX_DEPTH = 32;
// What a decoder may make of its input: values and text bytes, a few dozen per byte read (an event's record makes
// about four). Adaptive predictions can spin long runs out of few bits, and a damaged or hostile input must not
// hold the page for seconds.
const WORK_PER_BYTE = 32;
const WORK_FLOOR = 10_000;
const MAX_CACHE = 1024; // strings a path remembers
const MIX_RATE = 6;

// ------------------------------------------------------------------ the arithmetic coder (as LZMA's)

class RangeEncoder {
  low = 0;
  range = 0xffffffff;
  cache = 0;
  cacheSize = 1;
  bytes = [];

  /** Code `bit` with `p1`, the probability of a 1 in 12 bits (1..4095). */
  bit(p1, bit) {
    const bound = (this.range >>> PROBABILITY_BITS) * p1;
    if (bit) {
      this.range = bound;
    } else {
      this.low += bound;
      this.range -= bound;
    }
    while (this.range < 0x1000000) {
      this.range = (this.range * 256) >>> 0;
      this.shiftLow();
    }
  }

  shiftLow() {
    const carry = this.low >= 0x100000000 ? 1 : 0;
    const low32 = this.low % 0x100000000;
    if (low32 < 0xff000000 || carry) {
      let temp = this.cache;
      do {
        this.bytes.push((temp + carry) & 0xff);
        temp = 0xff;
        this.cacheSize -= 1;
      } while (this.cacheSize !== 0);
      this.cache = low32 >>> 24;
    }
    this.cacheSize += 1;
    this.low = (low32 % 0x1000000) * 256;
  }

  finish() {
    for (let i = 0; i < 5; i += 1) this.shiftLow();
    // The first byte is always 0 (LZMA's convention): the decoder assumes it, so it is not sent.
    return Uint8Array.from(this.bytes.slice(1));
  }
}

class RangeDecoder {
  constructor(bytes) {
    this.bytes = bytes;
    this.at = 0;
    this.range = 0xffffffff;
    this.code = 0;
    for (let i = 0; i < 4; i += 1) this.code = (this.code * 256 + this.next()) >>> 0;
  }

  next() {
    // Past the end the coder reads zeros, as the encoder's flush implies.
    const byte = this.at < this.bytes.length ? this.bytes[this.at] : 0;
    this.at += 1;
    return byte;
  }

  bit(p1) {
    const bound = (this.range >>> PROBABILITY_BITS) * p1;
    let bit;
    if (this.code < bound) {
      this.range = bound;
      bit = 1;
    } else {
      this.code -= bound;
      this.range -= bound;
      bit = 0;
    }
    while (this.range < 0x1000000) {
      this.range = (this.range * 256) >>> 0;
      this.code = (this.code * 256 + this.next()) >>> 0;
    }
    return bit;
  }
}

// ------------------------------------------------------------------------- predictions

/** An adaptive probability: fast while it has seen little, then moving by 1/24 of each surprise. */
class Counter {
  p = ONE / 2;
  n = 0;
  update(bit) {
    this.p += Math.trunc(((bit << PROBABILITY_BITS) - this.p) / (Math.min(this.n, 22) + 2));
    this.p = Math.min(ONE - 16, Math.max(16, this.p));
    this.n += 1;
  }

  copy() {
    const copy = new Counter();
    copy.p = this.p;
    copy.n = this.n;
    return copy;
  }
}

// lpaq1's logistic function in integers: squash(d) = 4096 / (1 + e^(-d / 256)), by interpolation.
const SQUASH = [1, 2, 3, 6, 10, 16, 27, 45, 73, 120, 194, 310, 488, 747, 1101, 1546, 2047, 2549, 2994, 3348, 3607,
  3785, 3901, 3975, 4022, 4050, 4068, 4079, 4085, 4089, 4092, 4093, 4094];
function squash(d) {
  if (d > 2047) return 4095;
  if (d < -2047) return 1;
  const w = d & 127;
  const i = (d >> 7) + 16;
  return Math.max(1, (SQUASH[i] * (128 - w) + SQUASH[i + 1] * w + 64) >> 7);
}
const STRETCH = (() => {
  const table = new Int16Array(ONE);
  let next = 0;
  for (let d = -2047; d <= 2047; d += 1) {
    const p = squash(d);
    for (; next <= p; next += 1) table[next] = d;
  }
  for (; next < ONE; next += 1) table[next] = 2047;
  return table;
})();

// The kinds of counter, each a table of its own, keyed by a path's (or a field's) number and up to 32 bits more.
const KIND = {
  type: 0, listLength: 1, listBits: 2, textLength: 3, textLengthBits: 4, raw: 5, rawBits: 6, delta: 7, deltaBits: 8,
  digits: 9, digitsBits: 10, hit: 11, index: 12, indexAfter: 13, keyAsPredicted: 14, objectEnds: 15,
  order0: 16, order1: 17, order2: 18, order3: 19,
};
const KINDS = Object.keys(KIND).length;
const ALL_TEXT = 0; // the field number of the counters shared by all text
const MIXED_INDEX = 2 ** 40; // mixer keys of string indexes, above those of text fields

/** The model both sides keep: counters by context, the mixers, each path's strings, keys and integers. A model
 * made from `base` (a primed model, never changed) starts as a copy of it, each part copied when first used. */
class Model {
  counters = Array.from({ length: KINDS }, () => new Map());
  mixers = new Map();
  paths = new Map();
  names = new Map(); // a path, a field or a key -> its number (0 is all text)
  work = 0;
  budget = Infinity;

  constructor(base = null) {
    this.base = base;
  }

  /** Count `amount` of work (values or text bytes made), refused beyond the budget. */
  spend(amount) {
    this.work += amount;
    if (this.work > this.budget) throw new RangeError("more than the input can code");
  }

  counter(kind, id, sub) {
    const table = this.counters[kind];
    const key = id * 4294967296 + sub;
    let counter = table.get(key);
    if (!counter) {
      const inherited = this.base?.counters[kind].get(key);
      counter = inherited ? inherited.copy() : new Counter();
      table.set(key, counter);
    }
    return counter;
  }

  number(name) {
    let number = this.names.get(name) ?? this.base?.names.get(name);
    if (number === undefined) {
      number = this.names.size + (this.base?.names.size ?? 0) + 1;
      if (number >= 2 ** 20) throw new RangeError("too many names");
      this.names.set(name, number);
    }
    return number;
  }

  path(path) {
    let state = this.paths.get(path);
    if (!state) {
      const inherited = this.base?.paths.get(path);
      state = inherited ? { ...inherited, strings: [...inherited.strings], indexOf: new Map(inherited.indexOf),
        follows: new Map(inherited.follows) }
        : { id: this.number(path), strings: [], indexOf: new Map(), follows: new Map(), last: 0, integers: 0, steps: 0,
          previousIndex: -1, field: this.number(`.${path.slice(path.lastIndexOf(".") + 1).replace(/\[\]$/g, "")}`) };
      this.paths.set(path, state);
    }
    return state;
  }

  mixer(key, inputs) {
    let weights = this.mixers.get(key);
    if (!weights) {
      const inherited = this.base?.mixers.get(key);
      weights = inherited ? [...inherited] : new Array(inputs).fill(Math.round(65536 * 0.3));
      this.mixers.set(key, weights);
    }
    return weights;
  }
}

/** One side of the coding: the same walk over a value, bits going to the encoder or coming from the decoder. */
class Coder {
  constructor(model, io, encoding) {
    this.model = model;
    this.io = io;
    this.encoding = encoding;
  }

  /** Code one bit (given when encoding, returned either way) with its counter. */
  bit(counter, bit) {
    const value = this.encoding ? (this.io.bit(counter.p, bit), bit) : this.io.bit(counter.p);
    counter.update(value);
    return value;
  }

  /** `count` bits of `value` (high first) as a binary tree of counters of one kind, id and base. */
  bits(kind, id, base, count, value) {
    let node = 1;
    for (let i = count - 1; i >= 0; i -= 1) {
      const given = this.encoding ? Math.floor(value / 2 ** i) % 2 : 0;
      const bit = this.bit(this.model.counter(kind, id, base + node), given);
      node = node * 2 + bit;
    }
    return node - 2 ** count;
  }

  /** A whole number from 0 to 2^53: its bit length (counters of `kind`), then the bits below the highest (of
   * kind + 1). */
  unsigned(kind, id, value) {
    const length = this.bits(kind, id, 0, 6, this.encoding ? bitLength(value) : 0);
    if (length <= 1) return length;
    let out = 1;
    for (let i = length - 2; i >= 0; i -= 1) {
      // The two bits below the highest say where in its range the number lies; the rest are nearly even, and
      // share one counter per position so that they cost little to learn.
      const place = i >= length - 3 ? length * 64 + i : i;
      const bit = this.bit(this.model.counter(kind + 1, id, place), this.encoding ? Math.floor(value / 2 ** i) % 2 : 0);
      out = out * 2 + bit;
    }
    return out;
  }

  signed(kind, id, value) {
    const zigzag = this.unsigned(kind, id, this.encoding ? (value < 0 ? -2 * value - 1 : 2 * value) : 0);
    return zigzag % 2 ? -(zigzag + 1) / 2 : zigzag / 2;
  }

  integer(state, value) {
    // As the difference from the integer before at this path where that has mostly been 0, 1 or 2 (numbers that
    // count up: boards, rounds, a copy's count); as itself elsewhere (ratings, ids, times apart), where a
    // difference spreads twice as wide.
    const byDelta = state.steps * 2 > state.integers;
    const coded = this.signed(byDelta ? KIND.delta : KIND.raw, state.id,
      this.encoding ? (byDelta ? value - state.last : value) : 0);
    const out = byDelta ? state.last + coded : coded;
    state.integers += 1;
    if (Math.abs(out - state.last) <= 2) state.steps += 1;
    state.last = out;
    return out;
  }

  text(state, value) {
    const bytes = this.encoding ? new TextEncoder().encode(value) : null;
    const length = this.unsigned(KIND.textLength, state.id, this.encoding ? bytes.length : 0);
    this.model.spend(length);
    const out = new Uint8Array(length);
    let context = 0; // the three bytes before, the latest lowest
    for (let index = 0; index < length; index += 1) {
      let node = 1;
      for (let i = 7; i >= 0; i -= 1) {
        const bit = this.textBit(state.field, context, node, this.encoding ? (bytes[index] >> i) & 1 : 0);
        node = node * 2 + bit;
      }
      out[index] = node - 256;
      context = (context % 65536) * 256 + out[index];
    }
    return this.encoding ? value : new TextDecoder("utf-8", { fatal: true }).decode(out);
  }

  /** One bit of text: the predictions of orders 0 to 3 at this field and of orders 1 and 2 across all text. */
  textBit(field, context, node, bit) {
    const c1 = context % 256;
    const c2 = context % 65536;
    const model = this.model;
    const counters = [
      model.counter(KIND.order0, field, node),
      model.counter(KIND.order1, field, c1 * 256 + node),
      model.counter(KIND.order2, field, c2 * 256 + node),
      model.counter(KIND.order3, field, context * 256 + node),
      model.counter(KIND.order1, ALL_TEXT, c1 * 256 + node),
      model.counter(KIND.order2, ALL_TEXT, c2 * 256 + node),
    ];
    const confidence = counters[3].n > 1 ? 3 : counters[2].n > 1 ? 2 : counters[1].n > 1 ? 1 : 0;
    return this.mixed(counters, field * 8 + confidence, bit);
  }

  /** A bit predicted by several counters, their predictions mixed by weights learnt at `mixerKey`. */
  mixed(counters, mixerKey, bit) {
    const inputs = [...counters.map((counter) => STRETCH[counter.p]), 256];
    const weights = this.model.mixer(mixerKey, inputs.length);
    let dot = 0;
    for (let i = 0; i < inputs.length; i += 1) dot += inputs[i] * weights[i];
    const p1 = Math.min(ONE - 1, Math.max(1, squash(Math.trunc(dot / 65536))));
    const value = this.encoding ? (this.io.bit(p1, bit), bit) : this.io.bit(p1);
    const error = ((value << PROBABILITY_BITS) - p1) * MIX_RATE;
    for (let i = 0; i < inputs.length; i += 1) weights[i] += Math.trunc((inputs[i] * error) / 65536);
    for (const counter of counters) counter.update(value);
    return value;
  }

  string(path, value) {
    const state = this.model.path(path);
    const known = this.encoding ? state.indexOf.get(value) : undefined;
    const hit = this.bit(this.model.counter(KIND.hit, state.id, 0), known !== undefined ? 1 : 0);
    if (hit && state.strings.length) {
      // Which one, predicted by how often each came and by which came after the one before (a log's operations
      // come in runs), mixed.
      const width = bitLength(state.strings.length - 1);
      let node = 1;
      for (let i = width - 1; i >= 0; i -= 1) {
        const counters = [this.model.counter(KIND.index, state.id, width * 2048 + node),
          this.model.counter(KIND.indexAfter, state.id, ((state.previousIndex + 1) * 16 + width) * 2048 + node)];
        const given = this.encoding ? Math.floor(known / 2 ** i) % 2 : 0;
        node = node * 2 + this.mixed(counters, MIXED_INDEX + state.id, given);
      }
      const index = node - 2 ** width;
      if (index >= state.strings.length) throw new RangeError("no such string");
      state.previousIndex = index;
      return state.strings[index];
    }
    const text = this.text(state, value);
    if (state.strings.length < MAX_CACHE && !state.indexOf.has(text)) {
      state.indexOf.set(text, state.strings.length);
      state.strings.push(text);
    }
    state.previousIndex = state.indexOf.get(text) ?? -1;
    return text;
  }

  value(path, value, depth) {
    this.model.spend(1);
    if (depth > MAX_DEPTH) throw new RangeError("too deep");
    const state = this.model.path(path);
    const type = this.bits(KIND.type, state.id, 0, 4, this.encoding ? typeOf(value) : 0);
    switch (type) {
      case 0: return null;
      case 1: return false;
      case 2: return true;
      case 3: return this.integer(state, value);
      case 4: {
        const text = this.string(`${path}:number`, this.encoding ? String(value) : "");
        const number = Number(text);
        if (!Number.isFinite(number)) throw new RangeError("not a number");
        return number;
      }
      case 5: return this.string(path, value);
      case 6: {
        const length = this.unsigned(KIND.listLength, state.id, this.encoding ? value.length : 0);
        this.model.spend(length);
        const out = [];
        for (let i = 0; i < length; i += 1) {
          out.push(this.value(`${path}[]`, this.encoding ? value[i] : undefined, depth + 1));
        }
        return out;
      }
      case 7: return this.object(path, state, value, depth);
      case 8: return String(this.unsigned(KIND.digits, state.id, this.encoding ? Number(value) : 0));
      default: throw new RangeError("no such type");
    }
  }

  object(path, state, value, depth) {
    const keys = this.encoding ? Object.keys(value) : null;
    const out = {};
    let previous = "";
    for (let i = 0; ; i += 1) {
      const predicted = state.follows.get(previous); // a key, or null for the object's end
      const actual = this.encoding ? (i < keys.length ? keys[i] : null) : undefined;
      let key;
      if (predicted !== undefined && this.bit(this.model.counter(KIND.keyAsPredicted, state.id,
        this.model.number(`{${previous}`)), actual === predicted ? 1 : 0)) {
        key = predicted;
      } else {
        const ends = predicted !== null
          && this.bit(this.model.counter(KIND.objectEnds, state.id, 0), actual === null ? 1 : 0);
        key = ends ? null : this.string(`${path}{}`, actual);
      }
      state.follows.set(previous, key);
      if (key === null) return out;
      if (Object.prototype.hasOwnProperty.call(out, key)) throw new RangeError("a key twice");
      // Defined as data, so a key "__proto__" is a key like any other.
      const inner = this.value(`${path}.${key}`, this.encoding ? value[key] : undefined, depth + 1);
      Object.defineProperty(out, key, { value: inner, enumerable: true, writable: true, configurable: true });
      previous = key;
    }
  }
}

function bitLength(value) {
  let length = 0;
  for (let rest = value; rest >= 1; rest = Math.floor(rest / 2)) length += 1;
  return length;
}

const DIGITS = /^(0|[1-9][0-9]{0,14})$/;

function typeOf(value) {
  if (value === null) return 0;
  if (value === false) return 1;
  if (value === true) return 2;
  if (typeof value === "number") return Number.isSafeInteger(value) ? 3 : 4;
  // A number written as text (a FIDE id) costs less as the number.
  if (typeof value === "string") return DIGITS.test(value) ? 8 : 5;
  if (Array.isArray(value)) return 6;
  if (typeof value === "object") return 7;
  throw new TypeError(`${typeof value} is not JSON`);
}

const primedModels = new WeakMap();

/** A model that has seen `primer` (a value like those to come): its bits are thrown away, what it taught is kept.
 * Made once per primer, and each use starts from it. */
function primed(primer) {
  if (primer === undefined) return new Model();
  let model = primedModels.get(primer);
  if (!model) {
    model = new Model();
    new Coder(model, new RangeEncoder(), true).value("", primer, 0);
    primedModels.set(primer, model);
  }
  return new Model(model);
}

/** The bytes that code `value` (plain JSON), after `primer` (an object), which the decoder must be given too. */
export function encodeModelled(value, primer) {
  const encoder = new RangeEncoder();
  new Coder(primed(primer), encoder, true).value("", value, 0);
  return encoder.finish();
}

/** The value `bytes` code (after `primer`), or null when they code none within the limits (the caller's checksum
 * tells a damaged input that decodes to some other value). */
export function decodeModelled(bytes, primer) {
  try {
    const model = primed(primer);
    model.budget = WORK_FLOOR + WORK_PER_BYTE * bytes.length;
    return new Coder(model, new RangeDecoder(bytes), false).value("", undefined, 0);
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) return null;
    throw error;
  }
}
