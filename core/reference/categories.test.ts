import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, CATEGORY_LABELS, CATEGORY_TERMS, DEFAULT_CATEGORY, isCategoryId, normaliseCategory } from './categories.ts'

describe('normaliseCategory', () => {
  it.each([
    ['dresses', ['dress', 'gown']],
    ['tops', ['shirt', 'blouse', 'sweater', 'top', 'tee', 't-shirt', 'cardigan']],
    ['outerwear', ['jacket', 'coat', 'blazer', 'trench']],
    ['bottoms', ['pants', 'trousers', 'jeans', 'skirt', 'shorts', 'leggings']],
    ['shoes', ['boots', 'sneakers', 'heels', 'sandals', 'flats', 'shoes', 'loafers']],
    ['accessories', ['bag', 'handbag', 'jewelry', 'jewellery', 'necklace', 'earrings', 'belt', 'scarf', 'hat']],
  ])('maps the %s vocabulary', (category, words) => {
    for (const word of words) expect(normaliseCategory(word), word).toBe(category)
  })

  it('maps every id and label to itself, in any case', () => {
    for (const id of CATEGORIES) {
      expect(normaliseCategory(id)).toBe(id)
      expect(normaliseCategory(CATEGORY_LABELS[id])).toBe(id)
      expect(normaliseCategory(` ${CATEGORY_LABELS[id].toUpperCase()} `)).toBe(id)
    }
  })

  it('is case-insensitive and tolerates plurals and singulars', () => {
    expect(normaliseCategory('DRESSES')).toBe('dresses')
    expect(normaliseCategory('Blouses')).toBe('tops')
    expect(normaliseCategory('Boot')).toBe('shoes')
    expect(normaliseCategory('Scarves')).toBe('accessories')
    expect(normaliseCategory('T Shirt')).toBe('tops')
  })

  it('matches whole words only', () => {
    expect(normaliseCategory('Petticoat')).toBeNull()
    expect(normaliseCategory('Topaz ring')).toBeNull()
    expect(normaliseCategory('Bagel')).toBeNull()
  })

  it('lets the last garment noun win, as in English compounds', () => {
    expect(normaliseCategory('Shirt Dress')).toBe('dresses')
    expect(normaliseCategory('Dress Shirt')).toBe('tops')
    expect(normaliseCategory('Sweater Dress')).toBe('dresses')
    expect(normaliseCategory('Jean Jacket')).toBe('outerwear')
    expect(normaliseCategory('Dress Shoes')).toBe('shoes')
    expect(normaliseCategory('Top Handle Bag')).toBe('accessories')
  })

  it('prefers the longer term when two end together', () => {
    expect(normaliseCategory('Yoga Pants')).toBe('activewear')
    expect(normaliseCategory('Bikini Bottoms')).toBe('swimwear')
  })

  it('ignores garments named in a qualifying phrase', () => {
    expect(normaliseCategory('Maxi Dress with Belt')).toBe('dresses')
    expect(normaliseCategory('Belt for Dresses')).toBe('accessories')
    expect(normaliseCategory('Wool Coat in Camel, Includes Scarf')).toBe('outerwear')
    expect(normaliseCategory("Women's Casual Summer Dress - Floral Print Top Seller")).toBe('dresses')
  })

  it('reads retailer breadcrumbs', () => {
    expect(normaliseCategory('Clothing > Women > Shoes > Boots')).toBe('shoes')
  })

  it('does not treat adjectives as garments', () => {
    expect(normaliseCategory('Short Sleeve Top')).toBe('tops')
    expect(normaliseCategory('Short')).toBeNull()
    expect(normaliseCategory('Formal Gown')).toBe('dresses')
  })

  it('returns null for unknown or empty text, leaving the fallback to the caller', () => {
    expect(normaliseCategory('Plain Item')).toBeNull()
    expect(normaliseCategory('')).toBeNull()
    expect(normaliseCategory('   ')).toBeNull()
    expect(normaliseCategory('All')).toBeNull()
    expect(normaliseCategory('Gadget') ?? DEFAULT_CATEGORY).toBe('dresses')
  })

  it('never throws and returns a category id or null for any text', () => {
    const term = fc.constantFrom(...Object.values(CATEGORY_TERMS).flat())
    const text = fc.array(fc.oneof(term, fc.string(), fc.constantFrom(' with ', ', ', ' - ', '>')), { maxLength: 8 })
    fc.assert(
      fc.property(text, (parts) => {
        const result = normaliseCategory(parts.join(' '))
        expect(result === null || isCategoryId(result)).toBe(true)
      }),
    )
  })

  it('finds a category whenever the text is a single known term', () => {
    for (const [id, terms] of Object.entries(CATEGORY_TERMS)) {
      for (const t of terms) expect(normaliseCategory(t), t).toBe(id)
    }
  })
})
