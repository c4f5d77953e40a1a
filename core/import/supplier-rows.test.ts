import { describe, expect, it } from 'vitest'
import { formatErrors } from './import-row.ts'
import { retailItemToImportRow, wholesaleProductToImportRow } from './supplier-rows.ts'

describe('retailItemToImportRow', () => {
  const item = {
    title: 'Floral Wrap Midi Dress',
    affiliateUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=styleblueprint-20',
    images: { primary: 'https://m.media-amazon.com/images/I/a.jpg', variants: ['https://m.media-amazon.com/images/I/b.jpg'] },
    category: 'Apparel',
    brand: 'Petal & Pin',
    price: { amount: 64.5, currency: 'GBP', displayAmount: '£64.50' },
    color: 'Dusty Rose',
    description: 'Wrap front with a tie waist. Flutter sleeves.',
  }

  it('takes the title, the tagged detail page, the primary image, a category from the title, the default season and the optional cells the API gives', () => {
    expect(retailItemToImportRow(item)).toEqual({
      productName: 'Floral Wrap Midi Dress',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=styleblueprint-20',
      imageUrl: 'https://m.media-amazon.com/images/I/a.jpg',
      category: 'dresses',
      season: 'spring',
      brand: 'Petal & Pin',
      price: '64.50',
      currency: 'GBP',
      colour: 'Dusty Rose',
      description: 'Wrap front with a tie waist. Flutter sleeves.',
    })
  })

  it('leaves out the cells the API does not fill', () => {
    const row = retailItemToImportRow({ ...item, brand: null, price: null, color: null, description: '' })
    expect(Object.keys(row).sort()).toEqual(['affiliateUrl', 'category', 'imageUrl', 'productName', 'season'])
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
  const product = {
    name: 'Linen Trousers',
    productUrl: 'https://www.faire.com/product/p_9',
    images: ['https://cdn.test/p9.jpg'],
    category: 'Bottoms',
    brand: 'Sezane',
    retailPrice: 120,
    description: 'Wide-leg linen trousers.',
  }

  it('links the marketplace page, reads the category from the marketplace then the name, and takes brand, retail price in USD and description', () => {
    expect(wholesaleProductToImportRow(product)).toEqual({
      productName: 'Linen Trousers',
      affiliateUrl: 'https://www.faire.com/product/p_9',
      imageUrl: 'https://cdn.test/p9.jpg',
      category: 'bottoms',
      season: 'spring',
      brand: 'Sezane',
      price: '120.00',
      currency: 'USD',
      description: 'Wide-leg linen trousers.',
    })
    expect(wholesaleProductToImportRow({ ...product, category: null, name: 'Silk Blouse' }).category).toBe('tops')
    expect(wholesaleProductToImportRow({ ...product, category: 'Home Goods', name: 'Mystery' }).category).toBe('dresses')
  })

  it('never uses the wholesale price: without a retail price the row has no price and no currency', () => {
    const row = wholesaleProductToImportRow({ ...product, retailPrice: null })
    expect(row.price).toBeUndefined()
    expect(row.currency).toBeUndefined()
  })

  it('makes rows that pass the import format checks with the default hosts (wholesale site added when configured)', () => {
    const wholesale = wholesaleProductToImportRow(product)
    expect(formatErrors(wholesale, ['amazon.com', 'amzn.to', 'a.co', 'faire.com'])).toEqual([])
    expect(formatErrors(wholesale, ['amazon.com', 'amzn.to', 'a.co']).map((e) => e.code)).toEqual(['affiliate-url-invalid'])
    const retail = retailItemToImportRow({
      title: 'Satin Slip Dress',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0002?tag=styleblueprint-20',
      images: { primary: 'https://m.media-amazon.com/images/I/s.jpg', variants: [] },
      category: null,
      brand: 'Lune',
      price: { amount: 89, currency: 'USD', displayAmount: '$89.00' },
      color: 'Champagne',
      description: 'Bias-cut satin slip dress.',
    })
    expect(formatErrors(retail, ['amazon.com', 'amzn.to', 'a.co'])).toEqual([])
  })
})
