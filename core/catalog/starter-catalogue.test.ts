import { describe, expect, it } from 'vitest'
import { garmentFit } from '../garment/product-fit.ts'
import { garmentTextOf, readGarment } from '../garment/read-garment.ts'
import { normaliseCategory, SHOPPER_CATEGORIES } from '../reference/categories.ts'
import { SEASONS } from '../reference/seasons.ts'
import { colourById, COLOUR_FAMILIES, parseColourValue } from '../rule-book/colours.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { STYLES } from '../rule-book/styles.ts'
import { SAMPLE_PRODUCTS } from './sample-products.ts'
import { isStarterLink, STARTER_INTENTS, STARTER_PRODUCTS } from './starter-catalogue.ts'

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const read = STARTER_PRODUCTS.map((p) => {
  const attributes = readGarment(garmentTextOf(p))
  return { p, attributes, fit: garmentFit(attributes) }
})

describe('STARTER_PRODUCTS', () => {
  it('has at least 150 products with unique starter- ids, links and drawings of their own', () => {
    expect(STARTER_PRODUCTS.length).toBeGreaterThanOrEqual(150)
    const ids = STARTER_PRODUCTS.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const p of STARTER_PRODUCTS) {
      expect(p.id).toMatch(/^starter-[a-z0-9-]+$/)
      expect(p.imageUrl).toBe(`/drawings/${p.id}.svg`)
      expect(isStarterLink(p.affiliateUrl), p.id).toBe(true)
      expect(p.affiliateUrl.endsWith(`/sample/${p.id}`)).toBe(true)
    }
    expect(new Set(STARTER_PRODUCTS.map((p) => p.affiliateUrl)).size).toBe(ids.length)
    // None of them collides with the spec's samples, which stay the mock set.
    for (const s of SAMPLE_PRODUCTS) expect(ids).not.toContain(s.id)
  })

  it('fills every shopper category, at least 20 pieces each', () => {
    for (const category of SHOPPER_CATEGORIES) {
      expect(STARTER_PRODUCTS.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(20)
    }
    for (const p of STARTER_PRODUCTS) expect(SHOPPER_CATEGORIES as readonly string[]).toContain(p.category)
  })

  it('says nothing of who it suits: shop words only', () => {
    for (const p of STARTER_PRODUCTS) {
      for (const copy of ['bodyShapes', 'colorPalettes', 'styles', 'seasons', 'occasions']) expect(p, p.id).not.toHaveProperty(copy)
    }
  })

  it('has plausible shop data from made-up studios', () => {
    for (const p of STARTER_PRODUCTS) {
      expect(p.brand).toMatch(/^(Studio \w+|[\w&' ]+ (Studio|Atelier|Loom|Thread|Row|Workroom))$/)
      expect(p.description.length).toBeGreaterThan(30)
      expect(p.material?.trim()).toBeTruthy()
      expect(p.price).toBeGreaterThanOrEqual(20)
      expect(p.price).toBeLessThanOrEqual(300)
      expect(Number.isInteger(Math.round(p.price * 100))).toBe(true)
      if (p.originalPrice !== null) expect(p.originalPrice).toBeGreaterThan(p.price)
      expect(p.rating).toBeGreaterThanOrEqual(3.8)
      expect(p.rating).toBeLessThanOrEqual(4.9)
      expect(Number.isInteger(p.reviewCount) && p.reviewCount > 0).toBe(true)
      expect(p.colors).toHaveLength(1)
      for (const tag of p.tags) expect(tag).toMatch(KEBAB)
      expect(normaliseCategory(p.name), p.name).toBe(p.category)
    }
    expect(STARTER_PRODUCTS.some((p) => p.originalPrice !== null)).toBe(true)
    expect(new Set(STARTER_PRODUCTS.map((p) => p.brand)).size).toBeGreaterThanOrEqual(10)
  })
})

describe('the starter catalogue as the rule book reads it', () => {
  it('is read by the garment reader exactly as each piece was meant: kind, cut, neckline, sleeve, length, leg, heel, pattern and colour', () => {
    for (const { p, attributes } of read) {
      const intent = STARTER_INTENTS.get(p.id)
      expect(intent, p.id).toBeDefined()
      const got = Object.fromEntries(Object.keys(intent!).map((k) => [k, attributes[k as keyof typeof attributes]]))
      expect(got, p.name).toEqual(intent)
      expect(attributes.category, p.name).toBe(p.category)
      expect(attributes.primaryColour).toBe(parseColourValue(p.colors[0]!)[0])
    }
  })

  it('covers every colour family of the lexicon', () => {
    const families = new Set(read.map(({ attributes }) => colourById(attributes.primaryColour!)!.family))
    for (const family of COLOUR_FAMILIES) expect(families.has(family), family).toBe(true)
  })

  it('covers every season, style and occasion, each with several pieces', () => {
    for (const season of SEASONS) expect(read.filter(({ fit }) => fit.seasons.includes(season)).length, season).toBeGreaterThanOrEqual(20)
    for (const style of STYLES) expect(read.filter(({ fit }) => fit.styles.includes(style)).length, style).toBeGreaterThanOrEqual(5)
    for (const occasion of OCCASIONS) expect(read.filter(({ fit }) => fit.occasions.includes(occasion)).length, occasion).toBeGreaterThanOrEqual(5)
  })

  it('gives every quiz palette at least 20 pieces in its colours', () => {
    for (const palette of ['warm', 'cool', 'neutral'] as const) {
      expect(read.filter(({ fit }) => fit.palettes.includes(palette)).length, palette).toBeGreaterThanOrEqual(20)
    }
  })
})
