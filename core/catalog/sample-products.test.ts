import { describe, expect, it } from 'vitest'
import { garmentFit } from '../garment/product-fit.ts'
import { garmentTextOf, readGarment } from '../garment/read-garment.ts'
import { CATEGORIES, normaliseCategory, SHOPPER_CATEGORIES } from '../reference/categories.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { parseColourValue } from '../rule-book/colours.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import type { ProductSeed } from './product-seed.ts'
import { SAMPLE_PRODUCTS } from './sample-products.ts'

const AFFILIATE_URL = /^https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}\?tag=styleblueprint-20$/
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What the reader takes from a sample and the rule book makes of it. */
function read(p: ProductSeed) {
  const attributes = readGarment(garmentTextOf(p))
  return { attributes, fit: garmentFit(attributes) }
}

function sample(id: string): ProductSeed {
  const p = SAMPLE_PRODUCTS.find((s) => s.id === `sample-${id}`)
  if (!p) throw new Error(`no sample-${id}`)
  return p
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

  it('says nothing of who it suits: the listing holds shop data only', () => {
    for (const p of SAMPLE_PRODUCTS) {
      for (const copy of ['bodyShapes', 'colorPalettes', 'styles', 'seasons']) expect(p, p.id).not.toHaveProperty(copy)
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

})

describe('SAMPLE_PRODUCTS as the rule book reads them', () => {
  it('reads every sample whole: its kind, in the category it is filed under, and its main colour', () => {
    for (const p of SAMPLE_PRODUCTS) {
      const { attributes, fit } = read(p)
      expect(attributes.garmentType, p.name).not.toBeNull()
      expect(attributes.category, p.name).toBe(p.category)
      expect(attributes.primaryColour, p.name).toBe(parseColourValue(p.colors[0]!)[0])
      expect(fit.palettes.length, p.name).toBeGreaterThan(0)
    }
  })

  it('flatters every body shape and suits every palette at least twice, so the fallback catalogue has something for everyone', () => {
    const fits = SAMPLE_PRODUCTS.map((p) => read(p).fit)
    for (const shape of BODY_SHAPES) expect(fits.filter((f) => f.body[shape] === 'flatters').length, shape).toBeGreaterThanOrEqual(2)
    for (const palette of COLOR_PALETTES) expect(fits.filter((f) => f.palettes.includes(palette)).length, palette).toBeGreaterThanOrEqual(2)
  })

  it('gives the readings a stylist would', () => {
    const wrap = read(sample('belted-wrap-midi-dress')).fit
    expect(wrap.body.hourglass).toBe('flatters')
    expect(wrap.body.pear).not.toBe('avoid')
    // A belt at the natural waist is what an apple avoids above all.
    expect(wrap.body.apple).toBe('avoid')
    expect(wrap.palettes).toEqual(['warm'])

    expect(read(sample('linen-a-line-sundress')).fit.body.pear).toBe('flatters')
    const trousers = read(sample('high-rise-wide-leg-trousers')).fit
    expect([trousers.body.pear, trousers.body['inverted-triangle']]).toEqual(['flatters', 'flatters'])
    expect(trousers.styles).toContain('classic')
    expect(read(sample('satin-slip-midi-dress')).fit.palettes).toEqual(['cool'])
    expect(read(sample('camel-wool-trench-coat')).fit.styles).toContain('classic')
    expect(read(sample('wide-brim-wool-felt-hat')).fit.styles).toContain('bohemian')
    expect(read(sample('ribbed-knit-turtleneck-sweater')).fit.seasons).toEqual(['autumn', 'winter'])
    expect(read(sample('linen-a-line-sundress')).fit.seasons).toEqual(['spring', 'summer'])
  })

  it('keeps shoes and bags neutral for every shape: they do not change a silhouette', () => {
    for (const p of SAMPLE_PRODUCTS.filter((s) => s.category === 'shoes' || s.category === 'accessories')) {
      const { body } = read(p).fit
      for (const shape of BODY_SHAPES) expect(body[shape], `${p.name} for ${shape}`).toBe('neutral')
    }
  })
})
