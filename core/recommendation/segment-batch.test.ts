import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import { MARCH, productArbitrary, shopCatalogue, testQuery } from '../testing/test-products.ts'
import { QUIZ_STYLES } from '../rule-book/styles.ts'
import { buildCatalogueIndex } from './catalogue-index.ts'
import { recommendFit } from './engines.ts'
import { createSegmentBatch } from './segment-batch.ts'
import { quizSegments } from './segment.ts'

// The batch is a shortcut for the fit engine's scan: whatever the catalogue, the profile and the
// order segments arrive in, a list ranked through it is the list the scan gives, item for item.

/** A catalogue with repeats, so equal matches (ties broken by confidence, then catalogue order) are common. */
const catalogueArbitrary = fc.array(productArbitrary, { minLength: 1, maxLength: 24 }).chain((entries) =>
  fc.array(fc.constantFrom(...entries), { maxLength: 24 }).map((repeats) =>
    [...entries, ...repeats].map((e, n) => ({ ...e, product: { ...e.product, id: `p${n}` } })),
  ),
)

describe('ranking segments together (segment-batch.ts)', () => {
  it('gives the scan’s list and total for any catalogue, profile, list length and threshold', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary,
        styleProfileArbitrary,
        fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 60 })),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        (entries, profile, k, minScore) => {
          const ix = buildCatalogueIndex(entries)
          const batch = createSegmentBatch()
          const q = testQuery(profile, { limit: k, minScore })
          expect(recommendFit(ix, { ...q, batch })).toEqual(recommendFit(ix, q))
        },
      ),
      { numRuns: 600 },
    )
  })

  it('gives the scan’s lists for every set of styles run through one batch, the other profile fields held', () => {
    fc.assert(
      fc.property(catalogueArbitrary, styleProfileArbitrary, (entries, profile) => {
        const ix = buildCatalogueIndex(entries)
        const batch = createSegmentBatch()
        for (let set = 1; set < 1 << QUIZ_STYLES.length; set++) {
          const stylePreferences = QUIZ_STYLES.filter((_, i) => set & (1 << i))
          const q = testQuery({ ...profile, stylePreferences }, { limit: 48 })
          expect(recommendFit(ix, { ...q, batch })).toEqual(recommendFit(ix, q))
        }
      }),
      { numRuns: 40 },
    )
  })

  it('gives the scan’s lists for all 945 quiz segments over a shop’s catalogue', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    const batch = createSegmentBatch()
    let nonEmpty = 0
    for (const segment of quizSegments(MARCH, '')) {
      const q = { segment, mode: 'recommended' as const, limit: 48, offset: 0 }
      const batched = recommendFit(ix, { ...q, batch })
      expect(batched).toEqual(recommendFit(ix, q))
      if (batched.items.length > 0) nonEmpty++
    }
    expect(nonEmpty).toBeGreaterThan(900)
  })

  it('is not used for views it does not rank: a filter or All Items takes the scan', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    let asked = 0
    const batch = { rank: () => (asked++, { top: [], keyOf: new Map<number, number>(), total: 0 }) }
    const profile = { bodyShape: 'hourglass' as const, colorPalette: 'cool' as const, stylePreferences: ['classic' as const] }
    for (const extra of [{ category: 'dresses' }, { style: 'classic' }, { focus: 'shape' }, { mode: 'all' }] as const) {
      const scanned = recommendFit(ix, testQuery(profile, extra))
      expect(scanned.total).toBeGreaterThan(0)
      expect(recommendFit(ix, testQuery(profile, { ...extra, batch }))).toEqual(scanned)
    }
    expect(asked).toBe(0)
    expect(recommendFit(ix, testQuery(profile, { batch })).total).toBe(0)
    expect(asked).toBe(1)
  })
})
