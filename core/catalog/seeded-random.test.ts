import { describe, expect, it } from 'vitest'
import { createSeededRandom } from './seeded-random.ts'

function draw(random: () => number, n: number): number[] {
  return Array.from({ length: n }, () => random())
}

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(createSeededRandom(42), 50)).toEqual(draw(createSeededRandom(42), 50))
  })

  it('gives a different sequence for a different seed', () => {
    expect(draw(createSeededRandom(42), 10)).not.toEqual(draw(createSeededRandom(43), 10))
  })

  it('stays in [0, 1) and spreads evenly', () => {
    const values = draw(createSeededRandom(7), 20_000)
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true)
    const buckets = new Array<number>(10).fill(0)
    for (const v of values) buckets[Math.floor(v * 10)]! += 1
    for (const count of buckets) expect(count).toBeGreaterThan(1_800)
  })

  it('treats seed 0 and out-of-range seeds as ordinary 32-bit seeds', () => {
    expect(draw(createSeededRandom(0), 3).every((v) => v >= 0 && v < 1)).toBe(true)
    expect(draw(createSeededRandom(2 ** 32 + 5), 5)).toEqual(draw(createSeededRandom(5), 5))
    expect(draw(createSeededRandom(-1), 5)).toEqual(draw(createSeededRandom(2 ** 32 - 1), 5))
  })
})
