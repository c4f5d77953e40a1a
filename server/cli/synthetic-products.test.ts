import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProductSeed } from '#core/catalog/product-seed.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { garmentFit } from '#core/garment/product-fit.ts'
import { garmentTextOf, readGarment } from '#core/garment/read-garment.ts'
import { CATEGORIES, normaliseCategory, SHOPPER_CATEGORIES, type CategoryId } from '#core/reference/categories.ts'
import { SEASONS } from '#core/reference/seasons.ts'
import { BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { colourById, parseColourValue } from '#core/rule-book/colours.ts'
import { OCCASIONS } from '#core/rule-book/occasions.ts'
import { COLOR_PALETTES } from '#core/rule-book/palettes.ts'
import { STYLES } from '#core/rule-book/styles.ts'
import { generateSyntheticProducts } from './synthetic-products.ts'

const AFFILIATE_URL = /^https:\/\/www\.amazon\.com\/dp\/B0[A-Z0-9]{8}\?tag=styleblueprint-20$/
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// One shared batch for the read-only checks; generation is deterministic.
const BATCH = generateSyntheticProducts(5_000, { seed: 2024 })
// The size of catalogue the lead's property tests and the benches read: every rule should meet a product in it.
const LARGE = generateSyntheticProducts(20_000, { seed: 7 })

function problemsOf(p: ProductSeed): string[] {
  const problems: string[] = []
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${p.id} ${what}`)
  }
  check(/^synthetic-\d{6,}$/.test(p.id), 'id format')
  check(p.name.trim() !== '' && p.brand.trim() !== '' && p.description.trim() !== '', 'empty text')
  check(CATEGORIES.includes(p.category), 'category')
  check(Number.isFinite(p.price) && p.price > 0 && Math.abs(Math.round(p.price * 100) - p.price * 100) < 1e-6, 'price')
  check(p.originalPrice === null || (Number.isInteger(p.originalPrice) && p.originalPrice > p.price), 'originalPrice')
  check(p.currency === 'USD', 'currency')
  check(p.rating >= 3.5 && p.rating <= 5 && Math.abs(Math.round(p.rating * 10) - p.rating * 10) < 1e-6, 'rating')
  check(Number.isInteger(p.reviewCount) && p.reviewCount >= 1, 'reviewCount')
  // One colourway per listing, the one the name starts with, and a colour the rule book's lexicon knows.
  check(p.colors.length === 1 && p.name.startsWith(`${p.colors[0]} `) && parseColourValue(p.colors[0]!).length === 1, 'colors')
  check(p.tags.length > 0 && new Set(p.tags).size === p.tags.length && p.tags.every((t) => KEBAB.test(t)), 'tags')
  check(['bodyShapes', 'colorPalettes', 'styles', 'seasons'].every((copy) => !(copy in p)), 'no fit of its own')
  check(AFFILIATE_URL.test(p.affiliateUrl), 'affiliateUrl')
  return problems
}

describe('generateSyntheticProducts', () => {
  it('makes exactly the number asked for', () => {
    expect(generateSyntheticProducts(0)).toEqual([])
    expect(generateSyntheticProducts(1)).toHaveLength(1)
    expect(generateSyntheticProducts(250, { seed: 9 })).toHaveLength(250)
  })

  it('is deterministic for a seed, and seed 1 is the default', () => {
    expect(generateSyntheticProducts(300, { seed: 42 })).toEqual(generateSyntheticProducts(300, { seed: 42 }))
    expect(generateSyntheticProducts(50)).toEqual(generateSyntheticProducts(50, { seed: 1 }))
  })

  it('gives a different catalogue for a different seed, with the same ids', () => {
    const a = generateSyntheticProducts(200, { seed: 1 })
    const b = generateSyntheticProducts(200, { seed: 2 })
    expect(b.map((p) => p.id)).toEqual(a.map((p) => p.id))
    const sameName = a.filter((p, i) => p.name === b[i]?.name).length
    expect(sameName).toBeLessThan(20)
  })

  it('numbers products from startIndex, and batches join up into the same catalogue', () => {
    expect(generateSyntheticProducts(1)[0]?.id).toBe('synthetic-000001')
    expect(generateSyntheticProducts(1, { startIndex: 41 })[0]?.id).toBe('synthetic-000042')
    expect(generateSyntheticProducts(1, { startIndex: 1_234_567 })[0]?.id).toBe('synthetic-1234568')
    const whole = generateSyntheticProducts(300, { seed: 8 })
    const parts = [
      ...generateSyntheticProducts(120, { seed: 8 }),
      ...generateSyntheticProducts(180, { seed: 8, startIndex: 120 }),
    ]
    expect(parts).toEqual(whole)
  })

  it('keeps ids and affiliate links unique across ranges, and apart from the samples', () => {
    const products = [
      ...generateSyntheticProducts(20_000, { startIndex: 0 }),
      ...generateSyntheticProducts(20_000, { startIndex: 20_000, seed: 3 }),
      ...generateSyntheticProducts(100, { startIndex: 4_000_000_000 }),
    ]
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length)
    const urls = new Set([...products.map((p) => p.affiliateUrl), ...SAMPLE_PRODUCTS.map((p) => p.affiliateUrl)])
    expect(urls.size).toBe(products.length + SAMPLE_PRODUCTS.length)
  })

  it('fills every field with a valid value', () => {
    expect(BATCH.flatMap(problemsOf)).toEqual([])
  })

  it('stays valid for any seed and range', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat({ max: 1_000_000 }), fc.nat({ max: 30 }), (seed, startIndex, count) => {
        const products = generateSyntheticProducts(count, { seed, startIndex })
        return products.length === count && products.every((p) => problemsOf(p).length === 0)
      }),
      { numRuns: 200 },
    )
  })

  it('covers all ten categories, weighted towards the five shopper ones', () => {
    const byCategory = new Map<CategoryId, number>()
    for (const p of BATCH) byCategory.set(p.category, (byCategory.get(p.category) ?? 0) + 1)
    for (const category of CATEGORIES) expect(byCategory.get(category) ?? 0, category).toBeGreaterThan(0)
    const shopper = SHOPPER_CATEGORIES.reduce((sum, c) => sum + (byCategory.get(c) ?? 0), 0)
    expect(shopper / BATCH.length).toBeGreaterThan(0.7)
  })

  it('varies names, brands, prices and sale prices', () => {
    expect(new Set(BATCH.map((p) => p.name)).size).toBeGreaterThan(3_000)
    expect(new Set(BATCH.map((p) => p.brand)).size).toBeGreaterThanOrEqual(35)
    const onSale = BATCH.filter((p) => p.originalPrice !== null).length / BATCH.length
    expect(onSale).toBeGreaterThan(0.1)
    expect(onSale).toBeLessThan(0.4)
    const meanPrice = (category: CategoryId) => {
      const prices = BATCH.filter((p) => p.category === category).map((p) => p.price)
      return prices.reduce((a, b) => a + b, 0) / prices.length
    }
    expect(meanPrice('outerwear')).toBeGreaterThan(meanPrice('tops'))
    expect(meanPrice('formal')).toBeGreaterThan(meanPrice('activewear'))
  })

  it('never repeats a word within a name', () => {
    const repeats = BATCH.filter((p) => {
      const words = p.name.toLowerCase().split(/[\s-]+/)
      return new Set(words).size !== words.length
    })
    expect(repeats.map((p) => p.name)).toEqual([])
  })

  it('names garments so the category normaliser files them where they are', () => {
    const backedBySamples = new Set<CategoryId>(SAMPLE_PRODUCTS.map((p) => p.category))
    const misfiled = BATCH.filter((p) => backedBySamples.has(p.category) && normaliseCategory(p.name) !== p.category)
    expect(misfiled.map((p) => `${p.name} (${p.category})`)).toEqual([])
  })

  it('lists colours as shops do: black the most, neutrals a large share, and a wide range besides', () => {
    const counts = new Map<string, number>()
    for (const p of LARGE) {
      const id = parseColourValue(p.colors[0]!)[0]!
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    const ranked = [...counts].sort((a, b) => b[1] - a[1])
    expect(ranked[0]?.[0]).toBe('black')
    expect(counts.size).toBeGreaterThan(120)
    const neutral = ranked.filter(([id]) => colourById(id)?.family === 'neutral').reduce((sum, [, n]) => sum + n, 0) / LARGE.length
    expect(neutral).toBeGreaterThan(0.3)
    expect(neutral).toBeLessThan(0.6)
  })

  it('shows a sample picture, from the same category wherever a sample exists', () => {
    const sampleImages = new Map(SAMPLE_PRODUCTS.map((p) => [p.imageUrl, p.category]))
    for (const p of BATCH) {
      const imageCategory = sampleImages.get(p.imageUrl)
      expect(imageCategory, p.imageUrl).toBeDefined()
      if (SAMPLE_PRODUCTS.some((s) => s.category === p.category)) expect(imageCategory, p.name).toBe(p.category)
    }
  })

  it('refuses counts, ranges and seeds it cannot honour', () => {
    expect(() => generateSyntheticProducts(-1)).toThrow(RangeError)
    expect(() => generateSyntheticProducts(1.5)).toThrow(RangeError)
    expect(() => generateSyntheticProducts(1, { startIndex: -3 })).toThrow(RangeError)
    expect(() => generateSyntheticProducts(1, { seed: Number.NaN })).toThrow(RangeError)
    expect(() => generateSyntheticProducts(2, { startIndex: 2 ** 32 - 2 })).toThrow(RangeError)
  })
})

describe('the generated catalogue as the rule book reads it', () => {
  const read = LARGE.map((p) => {
    const attributes = readGarment(garmentTextOf(p))
    return { p, attributes, fit: garmentFit(attributes) }
  })

  it('reads a garment and its colour from (nearly) every product', () => {
    const unread = read.filter((r) => r.attributes.garmentType === null).map((r) => r.p.name)
    const wrongColour = read.filter((r) => r.attributes.primaryColour !== parseColourValue(r.p.colors[0]!)[0]).map((r) => `${r.p.name}: ${r.attributes.primaryColour}`)
    expect(unread.length, unread.slice(0, 20).join('; ')).toBeLessThanOrEqual(LARGE.length / 1000)
    expect(wrongColour.length, wrongColour.slice(0, 20).join('; ')).toBeLessThanOrEqual(LARGE.length / 1000)
  })

  it('reads the category each product is filed under', () => {
    const misfiled = read.filter((r) => r.attributes.category !== r.p.category).map((r) => `${r.p.name} (${r.p.category}, read ${r.attributes.category})`)
    expect(misfiled.slice(0, 20)).toEqual([])
  })

  it('has products every body shape is flattered by, neutral to and should avoid', () => {
    for (const shape of BODY_SHAPES) {
      for (const grade of ['flatters', 'neutral', 'avoid'] as const) {
        expect(read.filter((r) => r.fit.body[shape] === grade).length, `${shape} ${grade}`).toBeGreaterThanOrEqual(50)
      }
    }
  })

  it('has products for every palette, style, occasion and kind of season, each in a colour some palette claims', () => {
    for (const palette of COLOR_PALETTES) expect(read.filter((r) => r.fit.palettes.includes(palette)).length, palette).toBeGreaterThanOrEqual(500)
    for (const style of STYLES) expect(read.filter((r) => r.fit.styles.includes(style)).length, style).toBeGreaterThanOrEqual(100)
    for (const occasion of OCCASIONS) expect(read.filter((r) => r.fit.occasions.includes(occasion)).length, occasion).toBeGreaterThanOrEqual(100)
    const seasons = new Set(read.map((r) => r.fit.seasons.join(',')))
    for (const kind of [SEASONS.join(','), 'spring,summer', 'autumn,winter']) expect(seasons, kind).toContain(kind)
    expect(read.filter((r) => r.fit.palettes.length === 0).map((r) => r.p.name)).toEqual([])
  })
})
