/**
 * A small, fast, deterministic pseudo-random generator (mulberry32): the same seed always
 * yields the same sequence of floats in [0, 1), on every platform.
 *
 * For generated fixtures, benchmarks and tie-breaking that must be repeatable; it is not
 * cryptographically secure, so never use it for tokens, ids an attacker could guess, or
 * anything secret. The seed is reduced to an unsigned 32-bit integer first (fractions are
 * dropped and NaN becomes 0), so seeds 1 and 1.9 give the same sequence. Its period is
 * 2^32 draws.
 */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
