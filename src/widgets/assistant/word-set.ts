/**
 * A compact set of words for the browser: each word is hashed into a range of `count × 2^bits`
 * values, and the sorted hashes are stored as Rice-coded gaps. A word not in the set is taken for
 * one with probability about 2^-bits; ten thousand words fit in about 10 KB this way, against
 * about 70 KB as a plain list.
 */
export interface PackedWordSet {
  count: number;
  bits: number;
  /** The gaps' bit stream, base64. */
  data: string;
}

/** FNV-1a, 32 bits: the same hash in the generator and the browser. */
function hash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const slot = (word: string, range: number) => hash(word) % range;

export function packWordSet(words: Iterable<string>, bits: number): PackedWordSet {
  const unique = [...new Set(words)];
  const range = unique.length * 2 ** bits;
  const slots = [...new Set(unique.map((w) => slot(w, range)))].sort((a, b) => a - b);
  const out: number[] = [];
  let last = 0;
  for (const value of slots) {
    const gap = value - last;
    last = value;
    for (let q = gap >>> bits; q > 0; q--) out.push(1);
    out.push(0);
    for (let b = bits - 1; b >= 0; b--) out.push((gap >>> b) & 1);
  }
  const bytes = new Uint8Array(Math.ceil(out.length / 8));
  out.forEach((bit, i) => {
    if (bit) bytes[i >> 3] = (bytes[i >> 3] ?? 0) | (0x80 >> (i & 7));
  });
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return { count: unique.length, bits, data: btoa(binary) };
}

export interface WordSet {
  has(word: string): boolean;
}

export function unpackWordSet({ count, bits, data }: PackedWordSet): WordSet {
  const bytes = atob(data);
  const total = bytes.length * 8;
  const bit = (i: number) => (bytes.charCodeAt(i >> 3) >> (7 - (i & 7))) & 1;
  const slots: number[] = [];
  let position = 0;
  let value = 0;
  while (position < total) {
    let quotient = 0;
    while (position < total && bit(position)) {
      quotient++;
      position++;
    }
    position++;
    if (position + bits > total) break;
    let remainder = 0;
    for (let b = 0; b < bits; b++) remainder = (remainder << 1) | bit(position++);
    value += quotient * 2 ** bits + remainder;
    slots.push(value);
  }
  const sorted = Uint32Array.from(slots);
  const range = count * 2 ** bits;
  return {
    has(word) {
      const target = slot(word, range);
      let low = 0;
      let high = sorted.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const at = sorted[mid] ?? 0;
        if (at === target) return true;
        if (at < target) low = mid + 1;
        else high = mid - 1;
      }
      return false;
    },
  };
}
