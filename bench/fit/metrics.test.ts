import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addSets, dcg, emptyTally, type FitLabel, gain, linearGain, MAX_RELEVANCE, mean, ndcgAt, precision, randomOrderNdcg, recall, relevance, sameSet } from './metrics.ts'

const neutralBody: FitLabel['body'] = { rectangle: 'neutral', pear: 'neutral', apple: 'neutral', hourglass: 'neutral', 'inverted-triangle': 'neutral' }
const label = (over: Partial<FitLabel> = {}): FitLabel => ({ body: neutralBody, palettes: [], styles: [], ...over })

describe('relevance', () => {
  const pear = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['bohemian', 'romantic'] } as const

  it('is 0 when the stylist says avoid for the shape, whatever else matches', () => {
    expect(relevance(label({ body: { ...neutralBody, pear: 'avoid' }, palettes: ['warm'], styles: ['romantic'] }), pear)).toBe(0)
  })

  it('adds 2 for flatters (1 for neutral), 2 for the palette and 1 for any shared style', () => {
    expect(relevance(label(), pear)).toBe(1)
    expect(relevance(label({ body: { ...neutralBody, pear: 'flatters' } }), pear)).toBe(2)
    expect(relevance(label({ palettes: ['warm', 'neutral'] }), pear)).toBe(3)
    expect(relevance(label({ palettes: ['cool'] }), pear)).toBe(1)
    expect(relevance(label({ styles: ['romantic', 'formal'] }), pear)).toBe(2)
    expect(relevance(label({ body: { ...neutralBody, pear: 'flatters' }, palettes: ['warm'], styles: ['bohemian'] }), pear)).toBe(MAX_RELEVANCE)
  })

  it('reads only the profile shape: another shape avoiding the product changes nothing', () => {
    expect(relevance(label({ body: { ...neutralBody, apple: 'avoid' } }), pear)).toBe(1)
  })
})

describe('NDCG', () => {
  it('gains 2^rel - 1 and discounts by log2 of the position plus one', () => {
    expect([0, 1, 2, 5].map(gain)).toEqual([0, 1, 3, 31])
    // 3, 2, 3, 0, 1, 2: gains 7, 3, 7, 0, 1, 3 over discounts 1, 1.585, 2, 2.322, 2.585, 2.807.
    expect(dcg([3, 2, 3, 0, 1, 2], 6)).toBeCloseTo(7 + 3 / Math.log2(3) + 7 / 2 + 0 + 1 / Math.log2(6) + 3 / Math.log2(7), 12)
    expect(dcg([3, 2, 3, 0, 1, 2], 6)).toBeCloseTo(13.848, 3)
    // Its ideal order 3, 3, 2, 2, 1, 0 has DCG 7 + 4.417 + 1.5 + 1.292 + 0.387 = 14.595.
    expect(ndcgAt([3, 2, 3, 0, 1, 2], [3, 2, 3, 0, 1, 2], 6)).toBeCloseTo(13.848 / 14.595, 3)
    expect(dcg([3, 2, 3, 0, 1, 2], 3)).toBeCloseTo(7 + 3 / Math.log2(3) + 3.5, 12)
  })

  it('with linear gains, gives the textbook figures (DCG 6.861, ideal 7.141)', () => {
    expect(dcg([3, 2, 3, 0, 1, 2], 6, linearGain)).toBeCloseTo(6.861, 3)
    expect(ndcgAt([3, 2, 3, 0, 1, 2], [3, 2, 3, 0, 1, 2], 6, linearGain)).toBeCloseTo(6.861 / 7.141, 3)
  })

  it('judges a list against the best k of the whole pool, not of what was returned', () => {
    expect(ndcgAt([1, 1], [5, 1, 1, 0], 2)).toBeCloseTo((1 + 1 / Math.log2(3)) / (31 + 1 / Math.log2(3)), 12)
  })

  it('scores the ideal order 1, the reverse less, and an empty or short list accordingly', () => {
    const pool = [0, 5, 2, 4, 1, 3, 0, 2]
    expect(ndcgAt([...pool].sort((a, b) => b - a), pool, 4)).toBe(1)
    // Worst first: 0, 0, 1, 2 (gains 0, 0, 1, 3) against the best 5, 4, 3, 2.
    expect(ndcgAt([...pool].sort((a, b) => a - b), pool, 4)).toBeCloseTo((1 / 2 + 3 / Math.log2(5)) / dcg([5, 4, 3, 2], 4), 12)
    expect(ndcgAt([], pool, 4)).toBe(0)
    expect(ndcgAt([5], pool, 4)).toBeCloseTo(31 / (31 + 15 / Math.log2(3) + 7 / 2 + 3 / Math.log2(5)), 12)
  })

  it('is NaN when the pool has nothing relevant, and mean() skips it', () => {
    expect(ndcgAt([0, 0], [0, 0, 0], 2)).toBeNaN()
    expect(mean([0.5, Number.NaN, 1])).toBe(0.75)
  })

  it('stays within 0..1 for any list drawn from its pool', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: MAX_RELEVANCE }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (pool, k) => {
        const score = ndcgAt(pool.slice(0, k), pool, k)
        if (pool.every((r) => r === 0)) expect(score).toBeNaN()
        else expect(score >= 0 && score <= 1 + 1e-12).toBe(true)
      }),
    )
  })

  it('gives a random order a repeatable score between the worst and the ideal', () => {
    const pool = Array.from({ length: 60 }, (_, i) => (i % 7 === 0 ? 5 : i % 3))
    const a = randomOrderNdcg(pool, 12, 200, 7)
    expect(randomOrderNdcg(pool, 12, 200, 7)).toBe(a)
    expect(a).toBeGreaterThan(ndcgAt([...pool].sort((x, y) => x - y).slice(0, 12), pool, 12))
    expect(a).toBeLessThan(1)
  })
})

describe('precision and recall', () => {
  it('micro-averages over items', () => {
    const t = emptyTally()
    addSets(t, ['casual', 'formal'], ['casual'])
    addSets(t, ['classic'], ['classic', 'minimal'])
    addSets(t, [], ['edgy'])
    expect(t).toEqual({ truePositive: 2, falsePositive: 1, falseNegative: 2 })
    expect(precision(t)).toBeCloseTo(2 / 3, 12)
    expect(recall(t)).toBe(0.5)
  })

  it('counts each member once and compares sets without order', () => {
    expect(addSets(emptyTally(), ['warm', 'warm'], ['warm'])).toEqual({ truePositive: 1, falsePositive: 0, falseNegative: 0 })
    expect(sameSet(['cool', 'neutral'], ['neutral', 'cool'])).toBe(true)
    expect(sameSet([], [])).toBe(true)
    expect(sameSet(['cool'], ['cool', 'neutral'])).toBe(false)
  })
})
