import { describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { quizSegments, seasonSegments } from '#core/recommendation/segment.ts'
import { SEASONS as COLOUR_SEASONS } from '#core/rule-book/seasons.ts'
import { checkInvariants, INVARIANTS, violationCount } from '#core/testing/invariants.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'

// Issue 24's invariants, over every quiz segment (5 shapes x 3 palettes x 63 style sets):
// no colour to avoid and no cut to avoid in Recommended; every page in the order of the
// match she sees, with and without her history; every move of her history told on its card;
// no key piece against her shape, outside her palette, or unrecommendable; and the
// blueprint, the reasons and the scores agreeing on every rule. Then the same for shoppers
// with one of the twelve seasons (issue 26): 360 segments, every season with every shape and
// six style sets, together all 63; her season's avoid list is never in Recommended and her
// cards name her season's colours. `npm run bench:fit` runs the same checks over 20,000
// generated products.
const AT = new Date('2026-04-15T12:00:00.000Z')
const segments = quizSegments(AT, 'invariants')
const withSeasons = seasonSegments(AT, 'invariants')
const indexOf = (seeds: ReturnType<typeof generateSyntheticProducts> | typeof SAMPLE_PRODUCTS) =>
  buildCatalogueIndex(seeds.map((seed, k) => ({ product: seedAsProduct(seed, 'sample', new Date(AT.getTime() - k * 1000).toISOString()), attributes: null })))

describe('one stylist behind every answer (issue 24)', () => {
  it.each([
    ['the sample catalogue', () => indexOf(SAMPLE_PRODUCTS)],
    ['2,000 generated products', () => indexOf(generateSyntheticProducts(2000, { seed: 24 }))],
  ])('holds every invariant over all 945 quiz segments on %s', (_, index) => {
    const report = checkInvariants(index(), segments, { at: AT.getTime() })
    expect(report.segments).toBe(945)
    expect(report.items).toBeGreaterThan(0)
    expect(report.keyPieces).toBeGreaterThan(945)
    expect(report.examples).toEqual([])
    for (const k of INVARIANTS) expect(report.violations[k], k).toBe(0)
    expect(violationCount(report)).toBe(0)
  }, 240_000)
})

describe('one stylist for a shopper with a season (issue 26)', () => {
  it('samples every season, shape and quiz style set', () => {
    expect(new Set(withSeasons.map((s) => s.colorSeason))).toEqual(new Set(COLOUR_SEASONS))
    expect(new Set(withSeasons.map((s) => s.shape)).size).toBe(5)
    expect(new Set(withSeasons.map((s) => s.styles.join(','))).size).toBe(63)
  })

  it.each([
    ['the sample catalogue', () => indexOf(SAMPLE_PRODUCTS)],
    ['2,000 generated products', () => indexOf(generateSyntheticProducts(2000, { seed: 24 }))],
  ])('holds every invariant over 360 season segments on %s', (_, index) => {
    const report = checkInvariants(index(), withSeasons, { at: AT.getTime() })
    expect(report.segments).toBe(360)
    expect(report.items).toBeGreaterThan(0)
    expect(report.keyPieces).toBeGreaterThan(360)
    expect(report.examples).toEqual([])
    for (const k of INVARIANTS) expect(report.violations[k], k).toBe(0)
  }, 240_000)
})
