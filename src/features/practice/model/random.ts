/**
 * A seeded pseudo-random generator (mulberry32): the engine keeps its state as one integer in
 * the stored session, so the same seed and the same moves give the same conversation on both
 * backends.
 */

/** The next state and a number in [0, 1). */
export function nextRandom(state: number): [next: number, value: number] {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

/** A generator over a mutable state holder: each draw moves the state on. */
export class Random {
  constructor(public state: number) {}

  /** A number in [0, 1). */
  next(): number {
    const [state, value] = nextRandom(this.state);
    this.state = state;
    return value;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** A seed as the engine's first state (any 32-bit integer). */
export function seedState(seed: number): number {
  return seed | 0;
}

/** A 32-bit seed from a text (FNV-1a): the same on every backend for the same text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
