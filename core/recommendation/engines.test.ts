import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { QUIZ_STYLES } from '../rule-book/styles.ts'
import { buildCatalogueIndex } from './catalogue-index.ts'
import { DIMENSIONS } from './contract.ts'
import { recommendBalanced, recommendFit, recommendRuleBased, tailoredFigures } from './engines.ts'
import { FIT_MIN_SCORE, fitDimensions, fitWeights, matchOf } from './fit-scoring.ts'
import { compileSegment, segmentOf } from './segment.ts'
import { ruleDimensions } from './spec-scoring.ts'
import { balancedPoints, fitOverall, ruleOverall } from '../testing/scoring-reference.ts'
import { MARCH, productArbitrary, shopCatalogue, testEntry, testQuery } from '../testing/test-products.ts'

const hourglassCool: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'cool', stylePreferences: ['classic'] }

describe('the fit engine: page one', () => {
  it('never recommends a cut her shape should avoid or a colour her palette avoids; All Items keeps them lower, saying why', () => {
    const ix = buildCatalogueIndex([
      testEntry('Black Skinny Jeans', { category: 'bottoms' }),
      testEntry('Fuchsia Satin Midi Dress', { category: 'dresses' }),
      testEntry('Rust A-Line Midi Skirt', { category: 'bottoms' }),
    ])
    const pearWarm: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }
    const recommended = recommendFit(ix, testQuery(pearWarm, { minScore: 0 }))
    expect(recommended.items.map((i) => i.product.name)).toEqual(['Rust A-Line Midi Skirt'])
    const all = recommendFit(ix, testQuery(pearWarm, { mode: 'all' }))
    expect(all.items.map((i) => i.product.name)[0]).toBe('Rust A-Line Midi Skirt')
    const byName = new Map(all.items.map((i) => [i.product.name, i]))
    expect(byName.get('Fuchsia Satin Midi Dress')!.reasons[0]).toBe('Fuchsia is one of the colours your warm palette avoids')
    expect(byName.get('Black Skinny Jeans')!.reasons).toContain('A cut stylists steer a Pear shape away from')
  })

  it('keeps a printed skirt off a pear\'s Recommended whatever its cut, saying it is the print, while an inverted triangle gets it', () => {
    const ix = buildCatalogueIndex([
      testEntry('Rust Paisley Tiered Maxi Skirt', { category: 'bottoms' }),
      testEntry('Rust Floral A-Line Midi Skirt', { category: 'bottoms' }),
      testEntry('Rust A-Line Midi Skirt', { category: 'bottoms' }),
    ])
    const pear: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'bohemian'] }
    expect(recommendFit(ix, testQuery(pear, { minScore: 0 })).items.map((i) => i.product.name)).toEqual(['Rust A-Line Midi Skirt'])
    const all = new Map(recommendFit(ix, testQuery(pear, { mode: 'all' })).items.map((i) => [i.product.name, i]))
    for (const name of ['Rust Paisley Tiered Maxi Skirt', 'Rust Floral A-Line Midi Skirt']) {
      expect(all.get(name)!.reasons, name).toContain('A print where your Pear shape wants a plain piece')
      expect(all.get(name)!.reasons, name).not.toContain('A cut stylists steer a Pear shape away from')
    }
    const invertedTriangle: StyleProfile = { ...pear, bodyShape: 'inverted-triangle' }
    expect(recommendFit(ix, testQuery(invertedTriangle, { minScore: 0 })).items.map((i) => i.product.name)).toContain('Rust Floral A-Line Midi Skirt')
  })

  it('orders each page best first and breaks ties by catalogue order (newest first), the same every time', () => {
    const twins = Array.from({ length: 6 }, (_, i) => testEntry('Navy Wrap Midi Dress', { id: `twin-${i}`, category: 'dresses' }))
    const ix = buildCatalogueIndex(twins)
    const first = recommendFit(ix, testQuery(hourglassCool, { category: 'dresses' }))
    expect(first.items.map((i) => i.product.id)).toEqual(twins.map((t) => t.product.id))
    expect(recommendFit(ix, testQuery(hourglassCool, { category: 'dresses' })).items.map((i) => i.product.id)).toEqual(first.items.map((i) => i.product.id))
    const page = recommendFit(buildCatalogueIndex(shopCatalogue()), testQuery(hourglassCool, { minScore: 0 })).items.map((i) => i.score)
    expect(page).toEqual([...page].sort((a, b) => b - a))
  })

  it('continues the list on the next page without repeats, never above the last page’s lowest match', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    const one = recommendFit(ix, testQuery(hourglassCool, { minScore: 0 }))
    const two = recommendFit(ix, testQuery(hourglassCool, { minScore: 0, offset: 12 }))
    const seen = new Set(one.items.map((i) => i.product.id))
    expect(two.items.length).toBeGreaterThan(0)
    expect(two.items.filter((i) => seen.has(i.product.id))).toEqual([])
    expect(Math.max(...two.items.map((i) => i.score))).toBeLessThanOrEqual(Math.min(...one.items.map((i) => i.score)))
  })
})

describe('the fit engine for a shopper with a season', () => {
  const lightSummer: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', colorSeason: 'light-summer', stylePreferences: ['classic', 'romantic'] }

  it('measures colour against her season, not her palette: its avoid list stays out of Recommended, its colours are named', () => {
    const ix = buildCatalogueIndex([
      testEntry('Rust A-Line Midi Skirt', { category: 'bottoms' }),
      testEntry('Powder Blue A-Line Midi Skirt', { category: 'bottoms' }),
      testEntry('Camel A-Line Midi Skirt', { category: 'bottoms' }),
    ])
    const withoutSeason = recommendFit(ix, testQuery({ ...lightSummer, colorSeason: undefined }, { minScore: 0 })).items.map((i) => i.product.name)
    expect(withoutSeason).toContain('Rust A-Line Midi Skirt')
    const recommended = recommendFit(ix, testQuery(lightSummer, { minScore: 0 })).items.map((i) => i.product.name)
    expect(recommended).toContain('Powder Blue A-Line Midi Skirt')
    expect(recommended).not.toContain('Rust A-Line Midi Skirt')
    const all = new Map(recommendFit(ix, testQuery(lightSummer, { mode: 'all' })).items.map((i) => [i.product.name, i]))
    expect(all.get('Powder Blue A-Line Midi Skirt')!.reasons).toContain('Powder blue is one of your Light Summer colours')
    expect(all.get('Rust A-Line Midi Skirt')!.reasons).toContain('Rust is one of the colours your Light Summer palette avoids')
    expect(all.get('Rust A-Line Midi Skirt')!.breakdown.color).toBe(0)
    expect(all.get('Powder Blue A-Line Midi Skirt')!.breakdown.color).toBeGreaterThan(all.get('Camel A-Line Midi Skirt')!.breakdown.color)
    expect(all.get('Powder Blue A-Line Midi Skirt')!.stylingTips.some((t) => t.endsWith('from your Light Summer palette.'))).toBe(true)
  })
})

describe('the fit engine: scores a shopper can believe', () => {
  it('spreads scores: 100 is rare, unknowns sit between matches and mismatches', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    let hundreds = 0
    let cards = 0
    for (const shape of BODY_SHAPES) {
      for (const palette of COLOR_PALETTES) {
        const res = recommendFit(ix, testQuery({ bodyShape: shape, colorPalette: palette, stylePreferences: ['romantic', 'classic'] }, { minScore: 0 }))
        cards += res.items.length
        hundreds += res.items.filter((i) => i.score === 100).length
        const scores = res.items.map((i) => i.score)
        expect(Math.max(...scores) - Math.min(...scores), `${shape}/${palette}`).toBeGreaterThanOrEqual(10)
        expect(new Set(scores).size, `${shape}/${palette}`).toBeGreaterThanOrEqual(5)
      }
    }
    expect(hundreds / cards).toBeLessThan(0.05)
  })

  it('ranks a well-read match over a product it knows little about, and that over a mismatch', () => {
    const ix = buildCatalogueIndex([testEntry('Navy Wrap Midi Dress', { category: 'dresses' }), testEntry('The Sloane', { category: 'dresses' }), testEntry('Rust Bodycon Dress', { category: 'dresses' })])
    const res = recommendFit(ix, testQuery({ bodyShape: 'apple', colorPalette: 'cool', stylePreferences: [] }, { mode: 'all' }))
    expect(res.items.map((i) => i.product.name)).toEqual(['Navy Wrap Midi Dress', 'The Sloane', 'Rust Bodycon Dress'])
  })

  it('lets a product read by the rules reach the cut-off (no "dynamic never answers")', () => {
    const ix = buildCatalogueIndex([testEntry('Navy Wrap Midi Dress', { category: 'dresses' })])
    const res = recommendFit(ix, testQuery(hourglassCool))
    expect(res.total).toBe(1)
    expect(res.items[0]!.score).toBeGreaterThanOrEqual(FIT_MIN_SCORE)
    expect(res.items[0]!.aiScore).toBeNull()
  })

  it('never says a hat or a tote is cut to flatter, and gives accessories reasons of their own', () => {
    const ix = buildCatalogueIndex([testEntry('Wide Brim Straw Hat', { category: 'accessories' }), testEntry('Canvas Tote', { category: 'accessories' })])
    const res = recommendFit(ix, testQuery({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['minimal'] }, { mode: 'all' }))
    for (const item of res.items) {
      expect(item.reasons.join(' ')).not.toMatch(/flatter|shape|cut/i)
      expect(item.reasons.length).toBeGreaterThan(0)
      expect(item.stylingTips[0]).toBe('Wear it with pieces from your palette to pull the look together.')
    }
  })

  it('gives a body reason from the rule that flatters, and a colour reason only for a colour read', () => {
    const ix = buildCatalogueIndex([testEntry('Navy Wrap Midi Dress', { category: 'dresses' })])
    const [item] = recommendFit(ix, testQuery(hourglassCool, { mode: 'all' })).items
    expect(item!.reasons).toContain('The wrap waist marks the curves of your Hourglass shape')
    expect(item!.reasons).toContain('Navy suits your cool colouring')
  })

  it('shows an AI score only for attributes a model read, and confidence from how much was read', () => {
    const ix = buildCatalogueIndex([testEntry('Navy Silk Wrap Midi Dress with Flutter Sleeves', { category: 'dresses' }, 'ai'), testEntry('Dress', { category: 'dresses' })])
    const res = recommendFit(ix, testQuery(hourglassCool, { mode: 'all' }))
    const [rich, bare] = res.items
    expect(rich!.aiScore).toBe(rich!.score / 10)
    expect(bare!.aiScore).toBeNull()
    expect(rich!.confidence).toBeGreaterThan(bare!.confidence)
    expect(new Set(res.items.map((i) => i.confidence)).size).toBe(2)
  })

  it('never shows 100 overall with a season out of season', () => {
    const ix = buildCatalogueIndex([testEntry('Navy Wrap Midi Dress', { category: 'dresses', seasons: ['winter'] })])
    const [item] = recommendFit(ix, testQuery(hourglassCool, { mode: 'all' }, new Date('2026-07-01T00:00:00Z'))).items
    expect(item!.breakdown.season).toBe(30)
    expect(item!.score).toBeLessThan(100)
  })
})

describe('the fit engine: filters', () => {
  it('filters on the fit’s styles (the style tiles), ranking one list', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    const res = recommendFit(ix, testQuery(hourglassCool, { mode: 'all', style: 'edgy', limit: 48 }))
    expect(res.total).toBeGreaterThan(0)
    expect(res.items.every((i) => i.product.styles.includes('edgy'))).toBe(true)
    expect(res.items.map((i) => i.product.name)).toContain('Black Leather Moto Jacket')
  })

  it('ranks one category with a category filter and everything in "all" mode', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    const dresses = recommendFit(ix, testQuery(hourglassCool, { category: 'dresses', minScore: 0, limit: 48 }))
    expect(dresses.items.every((i) => i.product.category === 'dresses')).toBe(true)
    const all = recommendFit(ix, testQuery(hourglassCool, { mode: 'all', limit: 48 }))
    expect(all.total).toBe(ix.products.length)
  })

  it('keeps scores down to a minScore the caller sets in place of the cut-off', () => {
    const ix = buildCatalogueIndex([testEntry('Mustard Cotton T-Shirt', { category: 'tops' })])
    const appleCool: StyleProfile = { bodyShape: 'apple', colorPalette: 'cool', stylePreferences: ['romantic'] }
    expect(recommendFit(ix, testQuery(appleCool)).total).toBe(0)
    expect(recommendFit(ix, testQuery(appleCool, { minScore: 0 })).total).toBe(0)
    const coral = buildCatalogueIndex([testEntry('Coral Cotton T-Shirt', { category: 'tops' })])
    expect(recommendFit(coral, testQuery(appleCool)).total).toBe(0)
    expect(recommendFit(coral, testQuery(appleCool, { minScore: 0 })).total).toBe(1)
  })

  it('narrows to her shape’s flattering cuts, her palette’s colours, a key piece, or what a model read', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    const shape = recommendFit(ix, testQuery(hourglassCool, { mode: 'all', focus: 'shape', limit: 48 }))
    expect(shape.total).toBeGreaterThan(0)
    expect(shape.items.every((i) => i.product.bodyShapes.includes('hourglass'))).toBe(true)
    const colour = recommendFit(ix, testQuery(hourglassCool, { mode: 'all', focus: 'colour', limit: 48 }))
    expect(colour.total).toBeGreaterThan(0)
    expect(colour.items.every((i) => i.product.colorPalettes.includes('cool'))).toBe(true)
    const wrap = recommendFit(ix, testQuery(hourglassCool, { mode: 'all', piece: 'wrap-dress', limit: 48 }))
    expect(wrap.items.map((i) => i.product.name)).toEqual(['Navy Wrap Midi Dress'])
    expect(recommendFit(ix, testQuery(hourglassCool, { mode: 'all', focus: 'ai' })).total).toBe(0)
  })
})

describe('the spec’s fallback engines over the fit masks', () => {
  it('rule recommender: weights body .3, colour .25, style .2, occasion .15, age .05, season .05', () => {
    const ix = buildCatalogueIndex([testEntry('Rust Bodycon Dress', { category: 'dresses', seasons: ['spring'] })])
    const cs = compileSegment(segmentOf({ bodyShape: 'apple', stylePreferences: [] }, MARCH))
    const d = new Float64Array(6)
    ruleDimensions(ix, 0, cs, d)
    // body mismatch .3, colour not chosen .5, style neutral .5, occasion neutral .7, season 1, age .8.
    expect([...d]).toEqual([0.3, 0.5, 0.5, 0.7, 1, 0.8])
    expect(ruleOverall(d)).toBeCloseTo(0.3 * 0.3 + 0.25 * 0.5 + 0.2 * 0.5 + 0.15 * 0.7 + 0.05 * 0.8 + 0.05 * 1, 10)
  })

  it('balanced: base 50 plus 20 body, 15 colour, 15 style, 5 for the shape’s key category and under 5 seeded points, capped at 100', () => {
    const ix = buildCatalogueIndex([testEntry('Navy Belted Sheath Midi Dress', { category: 'dresses' }), testEntry('Rust Bodycon Top', { category: 'tops' })])
    const cs = compileSegment(segmentOf(hourglassCool, MARCH))
    expect(balancedPoints(ix, 0, cs)).toBe(100)
    const plain = balancedPoints(ix, 1, cs)
    expect(plain).toBeGreaterThanOrEqual(70)
    expect(plain).toBeLessThan(75)
  })

  it('balanced: one list in the order of its points, stable within a day for a segment', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    const res = recommendBalanced(ix, testQuery(hourglassCool))
    const scores = res.items.map((i) => i.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const order = (now: Date) => recommendBalanced(ix, testQuery(hourglassCool, { category: 'tops', limit: 40 }, now)).items.map((i) => i.product.id)
    expect(order(new Date('2026-11-24T08:00:00Z'))).toEqual(order(new Date('2026-11-24T22:00:00Z')))
  })

  it('the scans equal their reference formulas for any profile and products', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, fc.array(productArbitrary, { minLength: 1, maxLength: 10 }), (profile, entries) => {
        const ix = buildCatalogueIndex(entries)
        const q = testQuery(profile, { mode: 'all', limit: 48 })
        const cs = compileSegment(q.segment)
        const w = fitWeights(cs)
        const d = new Float64Array(6)
        const at = (id: string) => ix.byId.get(id) ?? -1
        for (const it of recommendFit(ix, q).items) {
          fitDimensions(ix, at(it.product.id), cs, d)
          expect(it.score).toBe(Math.max(0, Math.min(100, Math.round(matchOf(fitOverall(d, w, it.confidence), w)))))
        }
        for (const it of recommendRuleBased(ix, q).items) {
          ruleDimensions(ix, at(it.product.id), cs, d)
          expect(it.score).toBe(Math.round(ruleOverall(d) * 100))
        }
        for (const it of recommendBalanced(ix, q).items) expect(it.score).toBe(Math.round(balancedPoints(ix, at(it.product.id), cs)))
      }),
    )
  })
})

describe('property: scores stay within bounds', () => {
  it('every engine returns whole scores and breakdowns of 0-100, 1-3 reasons and at most 3 tips, for any profile and products', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, fc.array(productArbitrary, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 12 }), (profile, entries, month) => {
        const ix = buildCatalogueIndex(entries)
        const q = testQuery(profile, { mode: 'all', limit: 48 }, new Date(Date.UTC(2026, month - 1, 10)))
        for (const res of [recommendFit(ix, q), recommendRuleBased(ix, q), recommendBalanced(ix, q)]) {
          expect(res.items.length).toBe(entries.length)
          for (const item of res.items) {
            expect(Number.isInteger(item.score) && item.score >= 0 && item.score <= 100).toBe(true)
            for (const dim of DIMENSIONS) expect(Number.isInteger(item.breakdown[dim]) && item.breakdown[dim] >= 0 && item.breakdown[dim] <= 100).toBe(true)
            expect(item.reasons.length).toBeGreaterThan(0)
            expect(item.reasons.length).toBeLessThanOrEqual(3)
            expect(item.stylingTips.length).toBeLessThanOrEqual(3)
            expect(item.confidence >= 0 && item.confidence <= 1).toBe(true)
            if (item.aiScore !== null) expect(item.aiScore >= 0 && item.aiScore <= 10).toBe(true)
          }
        }
      }),
      { numRuns: 150 },
    )
  })

  it('a quiz profile’s recommended page is never all 100s', () => {
    const ix = buildCatalogueIndex(shopCatalogue())
    fc.assert(
      fc.property(fc.constantFrom(...BODY_SHAPES), fc.constantFrom(...COLOR_PALETTES), fc.uniqueArray(fc.constantFrom(...QUIZ_STYLES), { minLength: 1 }), (shape, palette, styles) => {
        const items = recommendFit(ix, testQuery({ bodyShape: shape, colorPalette: palette, stylePreferences: styles })).items
        expect(items.filter((i) => i.score === 100).length).toBeLessThanOrEqual(2)
      }),
    )
  })
})

describe('tailored figures', () => {
  it('are the mean of the items', () => {
    const item = testEntry('x').product
    const base = { product: item, score: 0, reasons: [], stylingTips: [], confidence: 1, aiScore: null }
    const b = (body: number, color: number, style: number) => ({ ...base, breakdown: { body, color, style, occasion: 0, season: 0, age: 0 } })
    expect(tailoredFigures([b(100, 80, 50), b(50, 81, 50)])).toEqual({ body: 75, color: 81, style: 50 })
    expect(tailoredFigures([])).toEqual({ body: 0, color: 0, style: 0 })
  })
})
