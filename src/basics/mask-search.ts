/**
 * Where any of many fixed strings occurs in a text, in one pass over the text: a 10,000-line
 * secret makes tens of thousands of masks, millions of characters in all, and trying each mask
 * in turn on every log line cost the whole run's time. Each position of the text is looked up in
 * hash tables (Rabin–Karp): once for each length of the short masks, and once for the one
 * window that anchors every long mask; only a hash that matches is compared character by
 * character. The cost grows with the text, not with the number of masks. This module imports
 * nothing of ours.
 */

/** Start (inclusive) and end (exclusive) of each stretch of the text that some mask covers. */
export type Stretches = Array<[start: number, end: number]>;

/** Masks from this length are found by one window of it inside them; shorter ones by their whole length. */
const ANCHOR = 16;
const BASE = 0x01000193;
/** Bits of the filter that rejects most positions before any table is read. */
const FILTER_BITS = 22;

interface Anchored {
  mask: string;
  /** Where the anchoring window starts in the mask. */
  offset: number;
}

function hashOf(text: string, from: number, length: number): number {
  let hash = 0;
  for (let at = from; at < from + length; at++) hash = (Math.imul(hash, BASE) + text.charCodeAt(at)) | 0;
  return hash;
}

/** A short mask's key: its hash, told apart by its length. */
function shortKey(hash: number, length: number): number {
  return (Math.imul(hash ^ length, 0x9e3779b1) + length) | 0;
}

export class MaskSearch {
  /** Short masks by key, the same key's in any order: each is compared in full. */
  readonly #short = new Map<number, string[]>();
  /** The short masks' lengths, the longest first: the first found at a position is the longest there. */
  readonly #lengths: number[];
  readonly #anchored = new Map<number, Anchored[]>();
  readonly #filter = new Uint32Array(2 ** (FILTER_BITS - 5));
  /** BASE to the power of each length used, to take a window's hash out of the prefix hashes. */
  readonly #powers: number[] = [1];

  /** @param masks each once */
  constructor(masks: readonly string[]) {
    const lengths = new Set<number>();
    for (const mask of masks) {
      if (mask.length === 0) continue;
      if (mask.length < ANCHOR) {
        const key = shortKey(hashOf(mask, 0, mask.length), mask.length);
        lengths.add(mask.length);
        this.#add(this.#short, key, mask);
        continue;
      }
      // Of a few windows of the mask, the one fewest masks share: lines alike at their start (a
      // log's timestamps) still spread over the table.
      const last = mask.length - ANCHOR;
      let offset = 0;
      let hash = hashOf(mask, 0, ANCHOR);
      for (let shared = this.#anchored.get(hash)?.length ?? 0, tried = 1; shared > 0 && tried <= 2; tried++) {
        const other = tried === 1 ? last >> 1 : last;
        const otherHash = hashOf(mask, other, ANCHOR);
        const otherShared = this.#anchored.get(otherHash)?.length ?? 0;
        if (otherShared < shared) [offset, hash, shared] = [other, otherHash, otherShared];
      }
      this.#add(this.#anchored, hash, { mask, offset });
    }
    this.#lengths = [...lengths].sort((a, b) => b - a);
    for (let power = 1; power <= ANCHOR; power++) this.#powers.push(Math.imul(this.#powers[power - 1]!, BASE));
  }

  #add<T>(table: Map<number, T[]>, key: number, item: T): void {
    const listed = table.get(key);
    if (listed) listed.push(item);
    else table.set(key, [item]);
    const bit = key >>> (32 - FILTER_BITS);
    this.#filter[bit >>> 5]! |= 1 << (bit & 31);
  }

  #mayHold(key: number): boolean {
    const bit = key >>> (32 - FILTER_BITS);
    return (this.#filter[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }

  /** The stretches masks cover: overlapping occurrences make one stretch, adjacent ones stay two. */
  find(text: string): Stretches {
    const length = text.length;
    // prefix[i] is the hash of text[0, i): a window's hash is two reads and a multiplication.
    const prefix = new Int32Array(length + 1);
    for (let at = 0; at < length; at++) prefix[at + 1] = (Math.imul(prefix[at]!, BASE) + text.charCodeAt(at)) | 0;
    const window = (from: number, size: number) => (prefix[from + size]! - Math.imul(prefix[from]!, this.#powers[size]!)) | 0;
    const found: Stretches = [];
    const anchored = this.#anchored.size > 0;
    for (let at = 0; at < length; at++) {
      if (anchored && at + ANCHOR <= length) {
        const hash = window(at, ANCHOR);
        if (this.#mayHold(hash)) {
          for (const { mask, offset } of this.#anchored.get(hash) ?? []) {
            const start = at - offset;
            if (start >= 0 && text.startsWith(mask, start)) found.push([start, start + mask.length]);
          }
        }
      }
      for (const size of this.#lengths) {
        if (at + size > length) continue;
        const key = shortKey(window(at, size), size);
        if (!this.#mayHold(key)) continue;
        const mask = this.#short.get(key)?.find((each) => text.startsWith(each, at));
        if (mask === undefined) continue;
        found.push([at, at + size]);
        break;
      }
    }
    return union(found);
  }
}

/** The stretches in order, each run of overlapping ones made one. */
function union(found: Stretches): Stretches {
  if (found.length < 2) return found;
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Stretches = [found[0]!];
  for (const [start, end] of found.slice(1)) {
    const last = merged[merged.length - 1]!;
    if (start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
