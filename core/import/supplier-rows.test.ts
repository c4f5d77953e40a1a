import { describe, expect, it } from 'vitest'
import { formatErrors } from './import-row.ts'
import { retailItemToImportRow, wholesaleProductToImportRow } from './supplier-rows.ts'

describe('retailItemToImportRow', () => {
  const item = {
    title: 'Floral Wrap Midi Dress',
    affiliateUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=styleblueprint-20',
    images: { primary: 'https://m.media-amazon.com/images/I/a.jpg', variants: ['https://m.media-amazon.com/images/I/b.jpg'] },
    category: 'Apparel',
  }

  it('takes the title, the tagged detail page, the primary image, a category from the title and the default season', () => {
    expect(retailItemToImportRow(item)).toEqual({
      productName: 'Floral Wrap Midi Dress',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=styleblueprint-20',
      imageUrl: 'https://m.media-amazon.com/images/I/a.jpg',
      category: 'dresses',
      season: 'spring',
    })
  })

  it('guesses the category from the title before the API classification, and falls back to the default', () => {
    expect(retailItemToImportRow({ ...item, title: 'Cropped Denim Jacket' }).category).toBe('outerwear')
    expect(retailItemToImportRow({ ...item, title: 'The Everyday One', category: 'tops' }).category).toBe('tops')
    expect(retailItemToImportRow({ ...item, title: 'The Everyday One', category: 'Apparel' }).category).toBe('dresses')
  })

  it('uses a variant image when there is no primary one, and leaves the cell empty (for validation to flag) when there is none', () => {
    expect(retailItemToImportRow({ ...item, images: { primary: null, variants: ['https://x.test/images/v.jpg'] } }).imageUrl).toBe('https://x.test/images/v.jpg')
    expect(retailItemToImportRow({ ...item, images: { primary: null, variants: [] } }).imageUrl).toBe('')
  })
})

describe('wholesaleProductToImportRow', () => {
  it('links the marketplace page and reads the category from the marketplace, then from the name', () => {
    const product = { name: 'Linen Trousers', productUrl: 'https://www.faire.com/product/p_9', images: ['https://cdn.test/p9.jpg'], category: 'Bottoms' }
    expect(wholesaleProductToImportRow(product)).toEqual({
      productName: 'Linen Trousers',
      affiliateUrl: 'https://www.faire.com/product/p_9',
      imageUrl: 'https://cdn.test/p9.jpg',
      category: 'bottoms',
      season: 'spring',
    })
    expect(wholesaleProductToImportRow({ ...product, category: null, name: 'Silk Blouse' }).category).toBe('tops')
    expect(wholesaleProductToImportRow({ ...product, category: 'Home Goods', name: 'Mystery' }).category).toBe('dresses')
  })

  it('makes rows that pass the import format checks with the default hosts (wholesale site added when configured)', () => {
    const wholesale = wholesaleProductToImportRow({ name: 'Linen Trousers', productUrl: 'https://www.faire.com/product/p_9', images: ['https://cdn.test/p9.jpg'], category: null })
    expect(formatErrors(wholesale, ['amazon.com', 'amzn.to', 'a.co', 'faire.com'])).toEqual([])
    expect(formatErrors(wholesale, ['amazon.com', 'amzn.to', 'a.co']).map((e) => e.code)).toEqual(['affiliate-url-invalid'])
    const retail = retailItemToImportRow({
      title: 'Satin Slip Dress',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0002?tag=styleblueprint-20',
      images: { primary: 'https://m.media-amazon.com/images/I/s.jpg', variants: [] },
      category: null,
    })
    expect(formatErrors(retail, ['amazon.com', 'amzn.to', 'a.co'])).toEqual([])
  })
})
