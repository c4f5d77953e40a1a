import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Product } from '../catalog/product.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import { styleProfileArbitrary } from '../profile/style-profile.arbitrary.ts'
import { BODY_SHAPES } from '../reference/body-shapes.ts'
import { CATEGORIES } from '../reference/categories.ts'
import { COLOR_PALETTES } from '../reference/color-palettes.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../reference/styles.ts'
import { createSeededRandom } from '../catalog/seeded-random.ts'
import { buildCatalogueIndex, type ProductAnalysis } from './catalogue-index.ts'
import {
  balancedPoints,
  colorTier,
  compileProfile,
  DIMENSIONS,
  firstSeededDraw,
  dynamicDimensions,
  evenSplit,
  type RecommendationQuery,
  recommendBalanced,
  recommendDynamic,
  recommendRuleBased,
  ruleDimensions,
  ruleOverall,
  selectTop,
  tailoredFigures,
} from './engines.ts'
import { testProduct } from './test-products.ts'

const MARCH = new Date('2026-03-15T12:00:00.000Z')
const JULY = new Date('2026-07-15T12:00:00.000Z')

function dims(product: Product, profile: StyleProfile, now = MARCH) {
  const ix = buildCatalogueIndex([product])
  const out = new Float64Array(6)
  ruleDimensions(ix, 0, compileProfile(profile, now), out)
  return { body: out[0], color: out[1], style: out[2], occasion: out[3], age: out[4], season: out[5], overall: ruleOverall(out) }
}

const query = (profile: StyleProfile, extra: Partial<RecommendationQuery> = {}): RecommendationQuery => ({
  profile,
  mode: 'recommended',
  limit: 12,
  offset: 0,
  now: MARCH,
  ...extra,
})

describe('rule recommender', () => {
  it('uses the neutral scores when the profile says nothing: 0.5 body/colour/style, 0.7 occasion, 0.8 age', () => {
    const d = dims(testProduct(), { stylePreferences: [] })
    expect(d).toMatchObject({ body: 0.5, color: 0.5, style: 0.5, occasion: 0.7, age: 0.8 })
  })

  it('scores body shape 1 for a match, 0.7 for an alternative shape, 0.3 for a mismatch', () => {
    expect(dims(testProduct({ bodyShapes: ['hourglass'] }), { bodyShape: 'hourglass', stylePreferences: [] }).body).toBe(1)
    expect(dims(testProduct({ bodyShapes: ['pear'] }), { bodyShape: 'hourglass', stylePreferences: [] }).body).toBe(0.7)
    expect(dims(testProduct({ bodyShapes: ['apple'] }), { bodyShape: 'hourglass', stylePreferences: [] }).body).toBe(0.3)
  })

  it('scores a palette match 0.8, 1 when it comes in one of the palette best colours, a mismatch 0.3', () => {
    const profile: StyleProfile = { colorPalette: 'warm', stylePreferences: [] }
    expect(dims(testProduct({ colorPalettes: ['warm'], colors: ['Black'] }), profile).color).toBe(0.8)
    expect(dims(testProduct({ colorPalettes: ['warm'], colors: ['Rust'] }), profile).color).toBe(1)
    expect(dims(testProduct({ colorPalettes: ['cool'] }), profile).color).toBe(0.3)
  })

  it('scores style by the share of chosen styles matched', () => {
    const p = testProduct({ styles: ['classic'] })
    expect(dims(p, { stylePreferences: ['classic'] }).style).toBe(1)
    expect(dims(p, { stylePreferences: ['classic', 'edgy'] }).style).toBeCloseTo(0.85)
    expect(dims(p, { stylePreferences: ['edgy'] }).style).toBe(0.3)
  })

  it('takes the season from the month: Mar-May spring, Jun-Aug summer', () => {
    const spring = testProduct({ seasons: ['spring'] })
    expect(dims(spring, { stylePreferences: [] }, MARCH).season).toBe(1)
    expect(dims(spring, { stylePreferences: [] }, JULY).season).toBe(0.3)
    expect(dims(testProduct({ seasons: ['summer'] }), { stylePreferences: [] }, JULY).season).toBe(1)
    expect(dims(testProduct({ seasons: ['winter'] }), { stylePreferences: [] }, new Date('2026-12-01T00:00:00Z')).season).toBe(1)
  })

  it('weights body .3, colour .25, style .2, occasion .15, age .05, season .05', () => {
    // body mismatch .3, colour neutral .5, style neutral .5, occasion neutral .7, age .8, season 1.
    const d = dims(testProduct({ bodyShapes: ['apple'], seasons: ['spring'] }), { bodyShape: 'hourglass', stylePreferences: [] })
    expect(d.overall).toBeCloseTo(0.3 * 0.3 + 0.25 * 0.5 + 0.2 * 0.5 + 0.15 * 0.7 + 0.05 * 0.8 + 0.05 * 1, 10)
    expect(d.overall).toBeCloseTo(0.51, 10)
  })

  it('recommends only scores of at least 0.6, at most 12, best first; "all" ranks everything', () => {
    const good = Array.from({ length: 15 }, (_, i) => testProduct({ id: `good-${i}`, bodyShapes: ['hourglass'], colorPalettes: ['warm'], styles: ['classic'] }))
    const poor = Array.from({ length: 5 }, (_, i) => testProduct({ id: `poor-${i}`, bodyShapes: ['apple'], colorPalettes: ['cool'], styles: ['edgy'] }))
    const ix = buildCatalogueIndex([...poor, ...good])
    const profile: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }
    const rec = recommendRuleBased(ix, query(profile))
    expect(rec.items).toHaveLength(12)
    expect(rec.total).toBe(15)
    expect(rec.items.every((i) => i.score >= 60 && i.product.id.startsWith('good'))).toBe(true)
    // Ties keep catalogue order (newest first).
    expect(rec.items.map((i) => i.product.id)).toEqual(good.slice(0, 12).map((p) => p.id))
    const all = recommendRuleBased(ix, query(profile, { mode: 'all', limit: 48 }))
    expect(all.total).toBe(20)
    expect(all.items.slice(-5).every((i) => i.product.id.startsWith('poor'))).toBe(true)
    expect(all.items[0]!.reasons.length).toBeLessThanOrEqual(3)
    expect(all.items[0]!.stylingTips).toHaveLength(3)
    expect(all.items[0]!.confidence).toBe(0.7)
  })

  it('fills empty fit lists by keyword inference from the name', () => {
    const wrap = testProduct({ name: 'Belted Wrap Dress', bodyShapes: [], colorPalettes: [], seasons: [] })
    expect(dims(wrap, { bodyShape: 'hourglass', stylePreferences: [] }).body).toBe(1)
    expect(dims(wrap, { bodyShape: 'apple', stylePreferences: [] }).body).toBe(0.3)
  })
})

describe('dynamic recommender', () => {
  it('maps the skin/palette mix to the colour tiers .95/.8/.65/.35, .55 by default, +.1 bonus capped at 1', () => {
    expect(colorTier(0.8, false)).toBe(0.95)
    expect(colorTier(0.79, false)).toBe(0.8)
    expect(colorTier(0.6, false)).toBe(0.8)
    expect(colorTier(0.59, false)).toBe(0.65)
    expect(colorTier(0.4, false)).toBe(0.65)
    expect(colorTier(0.39, false)).toBe(0.35)
    expect(colorTier(null, false)).toBe(0.55)
    expect(colorTier(0.6, true)).toBeCloseTo(0.9)
    expect(colorTier(0.9, true)).toBe(1)
  })

  const analysis = (productId: string, over: Partial<ProductAnalysis> = {}): ProductAnalysis => ({
    productId,
    bodyTypeScores: { hourglass: 0.9, pear: 0.2 },
    skinToneScores: { warm: 1, cool: 0 },
    colorPaletteScores: { warm: 0, cool: 1 },
    styleScores: { classic: 0.8, minimalist: 0.4 },
    occasionScores: { work: 0.5 },
    seasonScores: { spring: 0.9 },
    ageScores: { '26-35': 0.6 },
    confidence: 0.8,
    ...over,
  })

  it('weights body .3, colour .25 (skin .6 / palette .4 mix), style .35, occasion .1, times confidence', () => {
    const p = testProduct({ colors: ['Black'] })
    const ix = buildCatalogueIndex([p], [analysis(p.id)])
    const profile: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'minimal'], preferredOccasions: ['work'], ageGroup: '26-35' }
    const d = new Float64Array(6)
    const conf = dynamicDimensions(ix, 0, compileProfile(profile, MARCH), new Float32Array(0), d)
    expect(conf).toBeCloseTo(0.8)
    // mix = .6 * skin warm 1 + .4 * palette warm 0 = .6 -> tier .8
    expect([d[0], d[1], d[2], d[3], d[4], d[5]].map((v) => Math.round(v! * 1000) / 1000)).toEqual([0.9, 0.8, 0.6, 0.5, 0.6, 0.9])
    const res = recommendDynamic(ix, query(profile, { mode: 'all' }))!
    const expected = (0.3 * 0.9 + 0.25 * 0.8 + 0.35 * 0.6 + 0.1 * 0.5) * 0.8
    expect(res.items[0]!.score).toBe(Math.round(expected * 100))
    expect(res.items[0]!.aiScore).toBe(Math.round(expected * 100) / 10)
    expect(res.items[0]!.breakdown).toEqual({ body: 90, color: 80, style: 60, occasion: 50, season: 90, age: 60 })
  })

  it('scores a product without an analysis with the default 0.7 analysis, and keeps only scores of at least 0.6', () => {
    const analysed = testProduct()
    const plain = testProduct()
    const ix = buildCatalogueIndex([plain, analysed], [analysis(analysed.id, { confidence: 1, bodyTypeScores: { hourglass: 1 }, styleScores: { classic: 1 }, skinToneScores: { warm: 1 }, colorPaletteScores: { warm: 1 } })])
    const profile: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }
    const all = recommendDynamic(ix, query(profile, { mode: 'all' }))!
    const plainItem = all.items.find((i) => i.product.id === plain.id)!
    // .3*.7 + .25*tier(.7 -> .8) + .35*.7 + .1*.7(no occasions: neutral .7) = .725, times .7 confidence.
    expect(plainItem.score).toBe(Math.round((0.3 * 0.7 + 0.25 * 0.8 + 0.35 * 0.7 + 0.1 * 0.7) * 0.7 * 100))
    expect(plainItem.aiScore).toBeNull()
    const rec = recommendDynamic(ix, query(profile))!
    expect(rec.items.map((i) => i.product.id)).toEqual([analysed.id])
  })

  it('scores from a stored rule-based analysis but gives an AI score only to a model-made one', () => {
    const byModel = testProduct()
    const byRules = testProduct()
    const ix = buildCatalogueIndex([byModel, byRules], [analysis(byModel.id), analysis(byRules.id, { method: 'rule-based' })])
    const profile: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }
    const all = recommendDynamic(ix, query(profile, { mode: 'all' }))!
    const model = all.items.find((i) => i.product.id === byModel.id)!
    const rules = all.items.find((i) => i.product.id === byRules.id)!
    expect(rules.score).toBe(model.score)
    expect(model.aiScore).toBe(model.score / 10)
    expect(rules.aiScore).toBeNull()
  })

  it('keeps scores down to a minScore the caller sets in place of 0.6', () => {
    const analysed = testProduct()
    const plain = testProduct()
    const ix = buildCatalogueIndex([plain, analysed], [analysis(analysed.id, { confidence: 1, bodyTypeScores: { hourglass: 1 }, styleScores: { classic: 1 }, skinToneScores: { warm: 1 }, colorPaletteScores: { warm: 1 } })])
    const profile: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }
    // The unanalysed product scores 51: under the engine's 60, over the back office test's 50.
    expect(recommendDynamic(ix, query(profile, { minScore: 50 }))!.items.map((i) => i.product.id)).toEqual([analysed.id, plain.id])
    expect(recommendDynamic(ix, query(profile, { minScore: 52 }))!.items.map((i) => i.product.id)).toEqual([analysed.id])
    const rule = buildCatalogueIndex([testProduct({ id: 'poor', bodyShapes: ['apple'], colorPalettes: ['cool'], styles: ['edgy'] })])
    expect(recommendRuleBased(rule, query(profile)).total).toBe(0)
    expect(recommendRuleBased(rule, query(profile, { minScore: 0 })).total).toBe(1)
  })

  it('has nothing to offer without any stored analysis', () => {
    expect(recommendDynamic(buildCatalogueIndex([testProduct()]), query({ stylePreferences: [] }))).toBeNull()
  })

  it('rejects an analysis whose scores are not maps', () => {
    const p = testProduct()
    expect(() => buildCatalogueIndex([p], [analysis(p.id, { styleScores: [0.5] as unknown as Record<string, number> })])).toThrow(TypeError)
  })
})

describe('balanced dashboard algorithm', () => {
  const profile: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }

  it('adds 20 body, 15 colour, 15 style and a category bonus to base 50, plus under 5 seeded points', () => {
    const match = testProduct({ category: 'tops', bodyShapes: ['hourglass'], colorPalettes: ['warm'], styles: ['classic'] })
    const none = testProduct({ category: 'tops', bodyShapes: ['apple'], colorPalettes: ['cool'], styles: ['edgy'] })
    const keyCategory = testProduct({ category: 'dresses', bodyShapes: ['apple'], colorPalettes: ['cool'], styles: ['edgy'] })
    const preferred = testProduct({ category: 'shoes', bodyShapes: ['apple'], colorPalettes: ['cool'], styles: ['edgy'] })
    const ix = buildCatalogueIndex([match, none, keyCategory, preferred])
    const cp = compileProfile({ ...profile, categories: ['Shoes'] }, MARCH)
    const points = [0, 1, 2, 3].map((i) => balancedPoints(ix, i, cp))
    expect(points[0]).toBeGreaterThanOrEqual(100 - 0)
    expect(points[0]).toBeLessThanOrEqual(100)
    expect(points[1]).toBeGreaterThanOrEqual(50)
    expect(points[1]).toBeLessThan(55)
    // Hourglass: dresses are the shape's key category (+5); shoes were chosen (+10).
    expect(points[2]).toBeGreaterThanOrEqual(55)
    expect(points[2]).toBeLessThan(60)
    expect(points[3]).toBeGreaterThanOrEqual(60)
    expect(points[3]).toBeLessThan(65)
  })

  it('caps at 100', () => {
    const p = testProduct({ category: 'dresses', bodyShapes: ['hourglass'], colorPalettes: ['warm'], styles: ['classic'] })
    const ix = buildCatalogueIndex([p])
    for (let day = 1; day <= 28; day++) {
      expect(balancedPoints(ix, 0, compileProfile(profile, new Date(`2026-02-${String(day).padStart(2, '0')}T00:00:00Z`)))).toBe(100)
    }
  })

  it('splits 12 evenly over the five categories: 3, 3, 2, 2, 2', () => {
    expect(evenSplit(12, 5)).toEqual([3, 3, 2, 2, 2])
    const products = CATEGORIES.filter((c) => ['dresses', 'tops', 'bottoms', 'shoes', 'accessories'].includes(c)).flatMap((category) =>
      Array.from({ length: 6 }, (_, i) => testProduct({ id: `${category}-${i}`, category })),
    )
    const res = recommendBalanced(buildCatalogueIndex(products), query(profile))
    const counts = Object.groupBy(res.items, (i) => String(i.product.category))
    expect(res.items).toHaveLength(12)
    expect(Object.values(counts).map((v) => v!.length).sort()).toEqual([2, 2, 2, 3, 3])
    expect(res.total).toBe(30)
    // The second page continues each category's queue without repeating the first page.
    const page2 = recommendBalanced(buildCatalogueIndex(products), query(profile, { offset: 12 }))
    expect(page2.items.map((i) => i.product.id).filter((id) => res.items.some((j) => j.product.id === id))).toEqual([])
  })

  it('gives a profile a stable order within a day, from a seed of the profile and the day', () => {
    const products = Array.from({ length: 40 }, (_, i) => testProduct({ id: `same-${i}`, category: 'tops' }))
    const ix = buildCatalogueIndex(products)
    const order = (p: StyleProfile, now: Date) => recommendBalanced(ix, query(p, { now, category: 'tops', limit: 40 })).items.map((i) => i.product.id)
    const morning = new Date('2026-11-24T08:00:00Z')
    const evening = new Date('2026-11-24T22:00:00Z')
    expect(order(profile, morning)).toEqual(order(profile, evening))
    expect(order(profile, morning)).not.toEqual(order(profile, new Date('2026-11-25T08:00:00Z')))
    expect(order(profile, morning)).not.toEqual(order({ ...profile, bodyShape: 'pear' }, morning))
  })
})

describe('ranking', () => {
  it('selectTop agrees with a full sort for any scores and k', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), fc.integer({ min: 0, max: 600 }), (values, k) => {
        const scores = Float64Array.from(values)
        const expected = values.map((v, i) => ({ v, i })).filter((x) => x.v >= 5).sort((a, b) => b.v - a.v || a.i - b.i).map((x) => x.i)
        const { top, total } = selectTop(scores, () => true, 5, k)
        expect(total).toBe(expected.length)
        expect(top).toEqual(expected.slice(0, k))
      }),
    )
  })

  it('tailored figures are the mean of the items', () => {
    const base = { product: testProduct(), score: 0, reasons: [], stylingTips: [], confidence: 1, aiScore: null }
    const b = (body: number, color: number, style: number) => ({ ...base, breakdown: { body, color, style, occasion: 0, season: 0, age: 0 } })
    expect(tailoredFigures([b(100, 80, 50), b(50, 81, 50)])).toEqual({ body: 75, color: 81, style: 50 })
    expect(tailoredFigures([])).toEqual({ body: 0, color: 0, style: 0 })
  })
})

const productArbitrary: fc.Arbitrary<Product> = fc
  .record({
    name: fc.string({ maxLength: 40 }),
    category: fc.constantFrom(...CATEGORIES, 'hats'),
    seasons: fc.uniqueArray(fc.constantFrom(...SEASONS)),
    bodyShapes: fc.uniqueArray(fc.constantFrom(...BODY_SHAPES)),
    colorPalettes: fc.uniqueArray(fc.constantFrom(...COLOR_PALETTES)),
    styles: fc.uniqueArray(fc.constantFrom(...STYLES)),
    tags: fc.array(fc.constantFrom('work', 'party', 'classic', 'wrap', 'x'), { maxLength: 4 }),
    colors: fc.array(fc.constantFrom('Rust', 'Navy', 'Taupe', 'Black'), { maxLength: 3 }),
  })
  .map((r) => testProduct(r))

const score01 = fc.double({ min: 0, max: 1, noNaN: true })
const mapArbitrary = fc.dictionary(fc.constantFrom('hourglass', 'inverted_triangle', 'warm', 'cool', 'classic', 'minimalist', 'work', 'sports', 'spring', '26-35'), score01)

describe('the fast scan equals the reference formulas', () => {
  it('firstSeededDraw is the first draw of createSeededRandom', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        expect(firstSeededDraw(seed)).toBe(createSeededRandom(seed)())
      }),
    )
  })

  it('rule-based and balanced scores equal ruleOverall(ruleDimensions) and balancedPoints for any profile and products', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, fc.array(productArbitrary, { minLength: 1, maxLength: 10 }), (profile, products) => {
        const ix = buildCatalogueIndex(products)
        const q = query(profile, { mode: 'all', limit: 48 })
        const cp = compileProfile(profile, MARCH)
        const d = new Float64Array(6)
        for (const it of recommendRuleBased(ix, q).items) {
          const i = products.indexOf(it.product)
          ruleDimensions(ix, i, cp, d)
          expect(it.score).toBe(Math.round(ruleOverall(d) * 100))
        }
        for (const it of recommendBalanced(ix, q).items) {
          expect(it.score).toBe(Math.round(balancedPoints(ix, products.indexOf(it.product), cp)))
        }
        // The default view: per category, the best products by the reference points.
        const rec = recommendBalanced(ix, query(profile, { limit: 5 }))
        const five = ['dresses', 'tops', 'bottoms', 'shoes', 'accessories']
        expect(rec.total).toBe(products.filter((p) => five.includes(String(p.category))).length)
        for (const it of rec.items) {
          const i = products.indexOf(it.product)
          expect(it.score).toBe(Math.round(balancedPoints(ix, i, cp)))
          const better = products.filter((p, j) => p.category === it.product.category && (balancedPoints(ix, j, cp) > balancedPoints(ix, i, cp) || (balancedPoints(ix, j, cp) === balancedPoints(ix, i, cp) && j < i)))
          expect(better.every((p) => rec.items.some((r) => r.product === p))).toBe(true)
        }
      }),
    )
  })
})

describe('property: scores stay within bounds', () => {
  it('every engine returns scores and breakdowns of 0-100, at most 3 reasons and tips, for any profile and products', () => {
    fc.assert(
      fc.property(
        styleProfileArbitrary,
        fc.array(productArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(mapArbitrary, mapArbitrary, mapArbitrary, fc.double({ min: -1, max: 2, noNaN: true })), { maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (profile, products, rawAnalyses, month) => {
          const analyses: ProductAnalysis[] = rawAnalyses.slice(0, products.length).map(([a, b, c, confidence], i) => ({
            productId: products[i]!.id,
            bodyTypeScores: a,
            skinToneScores: b,
            colorPaletteScores: b,
            styleScores: c,
            occasionScores: c,
            seasonScores: a,
            ageScores: a,
            confidence,
          }))
          const ix = buildCatalogueIndex(products, analyses)
          const q = query(profile, { mode: 'all', limit: 48, now: new Date(Date.UTC(2026, month - 1, 10)) })
          for (const res of [recommendRuleBased(ix, q), recommendBalanced(ix, q), recommendDynamic(ix, q)]) {
            if (!res) continue
            expect(res.items.length).toBe(products.length)
            for (const item of res.items) {
              expect(Number.isInteger(item.score)).toBe(true)
              expect(item.score).toBeGreaterThanOrEqual(0)
              expect(item.score).toBeLessThanOrEqual(100)
              for (const d of DIMENSIONS) {
                expect(Number.isInteger(item.breakdown[d])).toBe(true)
                expect(item.breakdown[d]).toBeGreaterThanOrEqual(0)
                expect(item.breakdown[d]).toBeLessThanOrEqual(100)
              }
              expect(item.reasons.length).toBeGreaterThan(0)
              expect(item.reasons.length).toBeLessThanOrEqual(3)
              expect(item.stylingTips.length).toBeLessThanOrEqual(3)
              expect(item.confidence).toBeGreaterThanOrEqual(0)
              expect(item.confidence).toBeLessThanOrEqual(1)
              if (item.aiScore !== null) {
                expect(item.aiScore).toBeGreaterThanOrEqual(0)
                expect(item.aiScore).toBeLessThanOrEqual(10)
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
