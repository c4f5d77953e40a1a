import { recordArray } from './packed-records.ts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { StyleProfile } from '../profile/style-profile.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { MARCH, productArbitrary, shopCatalogue, testEntry, testQuery } from '../testing/test-products.ts'
import { buildCatalogueIndex } from './catalogue-index.ts'
import { recommendBalanced, recommendFit, recommendRuleBased } from './engines.ts'
import { fitBodyAt } from './fit-scoring.ts'
import { compileSegment, segmentOf } from './segment.ts'
import { bodyDimension, bodyMaskAt } from './spec-scoring.ts'

// Issue 26: a shopper whose measurements sit between two shapes is ranked for both
// (docs/fit/stylist-rules.md, "Between two shapes").
const pear: StyleProfile = { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['classic'] }
const between: StyleProfile = { ...pear, bodyShapeAlternative: 'hourglass' }

describe('between two shapes: the fit engine ranks for both', () => {
  const ix = buildCatalogueIndex([
    testEntry('Black Fitted Sheath Dress', { category: 'dresses' }),
    testEntry('Navy Pencil Skirt', { category: 'bottoms' }),
    testEntry('Navy A-Line Midi Skirt', { category: 'bottoms' }),
  ])

  it('a sheath that flatters an hourglass and is neutral for a pear climbs, and its card says it is there for the hourglass side', () => {
    const alone = recommendFit(ix, testQuery(pear, { mode: 'all' })).items
    const both = recommendFit(ix, testQuery(between, { mode: 'all' })).items
    const sheath = (items: typeof alone) => items.find((i) => i.product.name === 'Black Fitted Sheath Dress')!
    expect(sheath(both).breakdown.body).toBeGreaterThan(sheath(alone).breakdown.body)
    expect(sheath(both).breakdown.body).toBeGreaterThanOrEqual(75)
    expect(sheath(both).score).toBeGreaterThan(sheath(alone).score)
    expect(sheath(both).reasons[0]).toMatch(/ \(you sit between Pear and Hourglass\)$/)
    expect(sheath(alone).reasons.join(' ')).not.toMatch(/between/)
  })

  it('a pencil skirt, flattering to an hourglass but one a pear avoids, stays out of Recommended and keeps its low body figure', () => {
    const recommended = recommendFit(ix, testQuery(between, { minScore: 0 })).items.map((i) => i.product.name)
    expect(recommended).not.toContain('Navy Pencil Skirt')
    const pencil = recommendFit(ix, testQuery(between, { mode: 'all' })).items.find((i) => i.product.name === 'Navy Pencil Skirt')!
    expect(pencil.breakdown.body).toBeLessThanOrEqual(20)
    expect(pencil.reasons).toContain('A cut stylists steer a Pear shape away from')
  })

  it('the shape tile shows the alternative\u2019s flattering cuts too, never one her own shape avoids', () => {
    const names = (p: StyleProfile) => recommendFit(ix, testQuery(p, { mode: 'all', focus: 'shape' })).items.map((i) => i.product.name).sort()
    expect(names(pear)).toEqual(['Navy A-Line Midi Skirt'])
    expect(names(between)).toEqual(['Black Fitted Sheath Dress', 'Navy A-Line Midi Skirt'])
  })

  it('always: the body figure is the better of her two shapes\u2019, except on her own shape\u2019s avoid list', () => {
    fc.assert(
      fc.property(fc.array(productArbitrary, { minLength: 1, maxLength: 8 }), fc.constantFrom(...BODY_SHAPES), fc.constantFrom(...BODY_SHAPES), (entries, shape, alternative) => {
        const index = buildCatalogueIndex(entries)
        const cs = compileSegment(segmentOf({ bodyShape: shape, bodyShapeAlternative: alternative, stylePreferences: [] }, MARCH))
        const own = compileSegment(segmentOf({ bodyShape: shape, stylePreferences: [] }, MARCH))
        const S = index.shapeCount
        for (let i = 0; i < index.products.length; i++) {
          const mine = index.bodyScore[i * S + BODY_SHAPES.indexOf(shape)]!
          const theirs = index.bodyScore[i * S + BODY_SHAPES.indexOf(alternative)]!
          const avoided = (index.avoidBody[i]! & (1 << BODY_SHAPES.indexOf(shape))) !== 0
          expect(fitBodyAt(index, i, cs)).toBe(avoided || alternative === shape ? mine : Math.max(mine, theirs))
          expect(fitBodyAt(index, i, cs)).toBeGreaterThanOrEqual(fitBodyAt(index, i, own))
        }
      }),
    )
  })

  it('a shop catalogue gives her pieces flattering each of her two shapes', () => {
    const shop = buildCatalogueIndex(shopCatalogue())
    const items = recommendFit(shop, testQuery(between, { limit: 48 })).items
    expect(items.some((i) => i.reasons.some((r) => r.endsWith('(you sit between Pear and Hourglass)')))).toBe(true)
    expect(items.some((i) => i.reasons.some((r) => r.endsWith('your Pear shape') || r.endsWith('your Pear silhouette')))).toBe(true)
  })
})

// The chain's fallback engines (the spec's rule recommender and balanced algorithm) follow
// the fit engine's rule: they rank for both shapes, never for a cut her own shape avoids.
describe('between two shapes: the fallback engines rank for both, the same way', () => {
  const shapesArb = fc.tuple(fc.constantFrom(...BODY_SHAPES), fc.constantFrom(...BODY_SHAPES)).filter(([a, b]) => a !== b)
  const productsArb = fc.array(productArbitrary, { minLength: 1, maxLength: 8 })
  const byId = (items: ReadonlyArray<{ product: { id: string }; score: number; breakdown: { body: number } }>) => new Map(items.map((it) => [it.product.id, it]))

  it('always: the rule body figure is the better of her two shapes\u2019 grades, except on her own shape\u2019s avoid list, as the fit engine\u2019s is', () => {
    fc.assert(
      fc.property(productsArb, shapesArb, (entries, [shape, alternative]) => {
        const index = buildCatalogueIndex(entries)
        const cs = compileSegment(segmentOf({ bodyShape: shape, bodyShapeAlternative: alternative, stylePreferences: [] }, MARCH))
        const own = compileSegment(segmentOf({ bodyShape: shape, stylePreferences: [] }, MARCH))
        const theirs = compileSegment(segmentOf({ bodyShape: alternative, stylePreferences: [] }, MARCH))
        for (let i = 0; i < index.products.length; i++) {
          const mask = bodyMaskAt(index, i)
          const avoided = (index.avoidBody[i]! & (1 << BODY_SHAPES.indexOf(shape))) !== 0
          const expected = avoided ? bodyDimension(mask, own) : Math.max(bodyDimension(mask, own), bodyDimension(mask, theirs))
          expect(bodyDimension(mask, cs)).toBe(expected)
          // The two engines agree on which side wins: the rule figure is lifted exactly when the fit figure is.
          expect(bodyDimension(mask, cs) > bodyDimension(mask, own)).toBe(fitBodyAt(index, i, cs) > fitBodyAt(index, i, own) && bodyDimension(mask, theirs) > bodyDimension(mask, own))
        }
      }),
    )
  })

  it('always: beside an alternative no piece scores lower in either fallback engine, and a piece her own shape avoids scores the same', () => {
    fc.assert(
      fc.property(productsArb, shapesArb, (entries, [shape, alternative]) => {
        const index = buildCatalogueIndex(entries)
        const alone: StyleProfile = { bodyShape: shape, colorPalette: 'warm', stylePreferences: ['classic'] }
        const both: StyleProfile = { ...alone, bodyShapeAlternative: alternative }
        for (const engine of [recommendRuleBased, recommendBalanced]) {
          const before = byId(engine(index, testQuery(alone, { mode: 'all', limit: 50 }))!.items)
          const after = byId(engine(index, testQuery(both, { mode: 'all', limit: 50 }))!.items)
          for (let i = 0; i < index.products.length; i++) {
            const id = index.products.get(i).id
            const a = before.get(id)
            const b = after.get(id)
            if (!a || !b) continue
            const avoided = (index.avoidBody[i]! & (1 << BODY_SHAPES.indexOf(shape))) !== 0
            if (engine === recommendRuleBased) {
              expect(b.score).toBeGreaterThanOrEqual(a.score)
              if (avoided) expect(b.score).toBe(a.score)
            }
            expect(b.breakdown.body).toBeGreaterThanOrEqual(a.breakdown.body)
            if (avoided) expect(b.breakdown.body).toBe(a.breakdown.body)
          }
        }
      }),
    )
  })

  it('the sheath an hourglass flatters climbs in both fallback engines for a pear between pear and hourglass; the pencil skirt a pear avoids does not', () => {
    const ix = buildCatalogueIndex([
      testEntry('Black Fitted Sheath Dress', { category: 'dresses' }),
      testEntry('Navy Pencil Skirt', { category: 'bottoms' }),
      testEntry('Navy A-Line Midi Skirt', { category: 'bottoms' }),
    ])
    for (const engine of [recommendRuleBased, recommendBalanced]) {
      const alone = byId(engine(ix, testQuery(pear, { mode: 'all' }))!.items)
      const both = byId(engine(ix, testQuery(between, { mode: 'all' }))!.items)
      const idOf = (name: string) => recordArray(ix.products).find((p) => p.name === name)!.id
      const sheath = idOf('Black Fitted Sheath Dress')
      const pencil = idOf('Navy Pencil Skirt')
      expect(both.get(sheath)!.score, engine.name).toBeGreaterThan(alone.get(sheath)!.score)
      expect(both.get(pencil)!.breakdown.body, engine.name).toBe(alone.get(pencil)!.breakdown.body)
    }
  })
})
