import { describe, expect, it } from 'vitest'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { CATEGORIES, normaliseCategory, SHOPPER_CATEGORIES } from '../reference/categories.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { inferFromProductText } from '../reference/keyword-inference.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import { SAMPLE_PRODUCTS } from './sample-products.ts'

const AFFILIATE_URL = /^https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}\?tag=styleblueprint-20$/
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function expectSubsetInOrder<T>(values: readonly T[], reference: readonly T[]): void {
  expect(values.length).toBeGreaterThan(0)
  expect(new Set(values).size).toBe(values.length)
  for (const v of values) expect(reference).toContain(v)
  expect([...values].sort((a, b) => reference.indexOf(a) - reference.indexOf(b))).toEqual(values)
}

describe('SAMPLE_PRODUCTS', () => {
  it('has the twelve built-in products with unique sample- ids', () => {
    expect(SAMPLE_PRODUCTS).toHaveLength(12)
    const ids = SAMPLE_PRODUCTS.map((p) => p.id)
    expect(new Set(ids).size).toBe(12)
    for (const id of ids) expect(id).toMatch(/^sample-[a-z0-9-]+$/)
  })

  it('gives every product its own affiliate link with the store tag', () => {
    const urls = SAMPLE_PRODUCTS.map((p) => p.affiliateUrl)
    for (const url of urls) expect(url).toMatch(AFFILIATE_URL)
    expect(new Set(urls).size).toBe(12)
  })

  it('names each image after its product id', () => {
    for (const p of SAMPLE_PRODUCTS) {
      expect(p.imageUrl).toBe(`/images/products/${p.id.slice('sample-'.length)}.svg`)
    }
  })

  it('covers every shopper category, the spec’s five at least twice, and only known categories', () => {
    for (const p of SAMPLE_PRODUCTS) expect(CATEGORIES).toContain(p.category)
    for (const category of SHOPPER_CATEGORIES) {
      // The spec's sample set has one coat; outerwear became a dashboard category later (issue 14).
      expect(SAMPLE_PRODUCTS.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(category === 'outerwear' ? 1 : 2)
    }
  })

  it('uses only reference ids, in reference order, for every fit list', () => {
    for (const p of SAMPLE_PRODUCTS) {
      expectSubsetInOrder(p.seasons, SEASONS)
      expectSubsetInOrder(p.bodyShapes, BODY_SHAPES)
      expectSubsetInOrder(p.colorPalettes, COLOR_PALETTES)
      expectSubsetInOrder(p.styles, STYLES)
    }
  })

  it('has plausible shop data: prices, sale prices, ratings, reviews, colours and tags', () => {
    for (const p of SAMPLE_PRODUCTS) {
      expect(p.name.trim()).not.toBe('')
      expect(p.brand.trim()).not.toBe('')
      expect(p.description.length).toBeGreaterThan(40)
      expect(p.currency).toBe('USD')
      expect(p.price).toBeGreaterThanOrEqual(25)
      expect(p.price).toBeLessThanOrEqual(250)
      if (p.originalPrice !== null) expect(p.originalPrice).toBeGreaterThan(p.price)
      expect(p.rating).toBeGreaterThanOrEqual(3.8)
      expect(p.rating).toBeLessThanOrEqual(4.9)
      expect(Number.isInteger(p.reviewCount) && p.reviewCount > 0).toBe(true)
      expect(p.colors.length).toBeGreaterThan(0)
      expect(new Set(p.colors).size).toBe(p.colors.length)
      for (const tag of p.tags) expect(tag).toMatch(KEBAB)
      expect(new Set(p.tags).size).toBe(p.tags.length)
    }
    expect(SAMPLE_PRODUCTS.some((p) => p.originalPrice !== null)).toBe(true)
    expect(SAMPLE_PRODUCTS.some((p) => p.originalPrice === null)).toBe(true)
  })

  it('names products so the category normaliser files them where they are', () => {
    for (const p of SAMPLE_PRODUCTS) expect(normaliseCategory(p.name), p.name).toBe(p.category)
  })

  it('agrees with the keyword inference: whatever the name implies, the product lists', () => {
    for (const p of SAMPLE_PRODUCTS) {
      const inferred = inferFromProductText(p.name, p.category)
      if (inferred.matched.seasons) expect(p.seasons, p.name).toEqual(expect.arrayContaining(inferred.seasons))
      if (inferred.matched.bodyShapes) expect(p.bodyShapes, p.name).toEqual(expect.arrayContaining(inferred.bodyShapes))
      const byMainColour = inferFromProductText(p.colors[0] ?? '')
      for (const palettes of [inferred, byMainColour].filter((i) => i.matched.colorPalettes)) {
        expect(p.colorPalettes, p.name).toEqual(expect.arrayContaining(palettes.colorPalettes))
      }
    }
  })
})
