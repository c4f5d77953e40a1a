import { describe, expect, it } from 'vitest'
import { applyEdit, editErrors, editValuesOf, type EditableProduct, touchedFields } from './product-edit.ts'

const product: EditableProduct = {
  name: 'Linen Wrap Dress',
  brand: 'Maison Vert',
  category: 'dresses',
  affiliateUrl: 'https://www.amazon.com/dp/B0LINEN001',
  images: [
    { url: 'https://img.example/back.jpg', color: 'sage', isPrimary: false },
    { url: 'https://img.example/front.jpg', color: 'sage', isPrimary: true },
  ],
  description: 'A wrap dress.',
  material: 'Linen',
  tags: ['wrap'],
  colors: ['sage'],
  price: 89.5,
  currency: 'USD',
  seasons: ['summer', 'spring'],
  styles: ['bohemian'],
}

describe('editing a product', () => {
  it('shows a product as the import cells would hold it', () => {
    expect(editValuesOf(product)).toEqual({
      productName: 'Linen Wrap Dress',
      affiliateUrl: 'https://www.amazon.com/dp/B0LINEN001',
      imageUrl: 'https://img.example/front.jpg',
      category: 'dresses',
      season: 'summer',
      brand: 'Maison Vert',
      price: '89.5',
      currency: 'USD',
      colour: 'sage',
      description: 'A wrap dress.',
      material: 'Linen',
      styleTags: 'bohemian, wrap',
    })
    expect(editValuesOf({ ...product, price: null, brand: null, colors: ['default'] })).toMatchObject({ price: '', brand: '', colour: '' })
  })

  it('an unchanged form changes nothing, and a price written another way is the same price', () => {
    expect(applyEdit(product, editValuesOf(product)).changes).toEqual([])
    expect(applyEdit(product, { ...editValuesOf(product), price: '$89.50' }).changes).toEqual([])
    expect(applyEdit(product, editValuesOf(product)).next.seasons).toEqual(['summer', 'spring'])
  })

  it('lists each changed field with its text before and after, in the form’s order', () => {
    const { next, changes } = applyEdit(product, { ...editValuesOf(product), price: '64', productName: 'Linen Wrap Midi', season: 'autumn' })
    expect(changes).toEqual([
      { field: 'productName', from: 'Linen Wrap Dress', to: 'Linen Wrap Midi' },
      { field: 'price', from: '89.5', to: '64' },
      { field: 'season', from: 'summer, spring', to: 'autumn' },
    ])
    expect(next).toMatchObject({ name: 'Linen Wrap Midi', price: 64, seasons: ['autumn'] })
  })

  it('replaces the primary image in its place and keeps the others', () => {
    const { next } = applyEdit(product, { ...editValuesOf(product), imageUrl: 'https://img.example/new.jpg', colour: 'rust' })
    expect(next.images).toEqual([
      { url: 'https://img.example/back.jpg', color: 'sage', isPrimary: false },
      { url: 'https://img.example/new.jpg', color: 'rust', isPrimary: true },
    ])
  })

  it('answers only for the fields the form changed', () => {
    const touched = touchedFields(product, { ...editValuesOf(product), price: 'forty' })
    expect([...touched]).toEqual(['price'])
    const errors = [
      { code: 'affiliate-url-invalid', column: 'affiliateUrl', message: 'Invalid affiliate URL format' },
      { code: 'price-invalid', column: 'price', message: 'bad price' },
    ] as const
    expect(editErrors(errors, touched)).toEqual([errors[1]])
  })
})
