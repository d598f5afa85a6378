/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence of
 * requests on every machine, so a failing fuzz run is reproduced with its printed seed.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A generator of its own, seeded from this one (a request's draws do not shift the next request's). */
  fork(): Random;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    fork: () => seededRandom(Math.floor(next() * 4294967296)),
  };
  return random;
}
