import { describe, expect, it } from 'vitest'
import { primaryImage, type Product } from '#core/catalog/product.ts'
import { STARTER_PRODUCTS } from '#core/catalog/starter-catalogue.ts'
import type { OutfitsRequest } from '#core/outfits/contract.ts'
import { CatalogueIndexBuilder } from '#core/recommendation/catalogue-index.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'
import { createOutfitAnswers } from './outfit-answers.ts'
import { ProductDetails, showing } from './product-details.ts'

const AT = new Date('2026-11-24T12:00:00.000Z')
const PROFILE: OutfitsRequest['profile'] = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }

/** The starter catalogue as the server indexes it (no details kept), with a read of its rows that counts its calls. */
function serverIndex() {
  const stored = STARTER_PRODUCTS.map((seed) => seedAsProduct(seed, 'starter', AT.toISOString()))
  const builder = new CatalogueIndexBuilder(stored.length, { keepDetails: false })
  for (const product of stored) builder.add({ product, attributes: null })
  const index = builder.finish()
  const reads: string[][] = []
  const details = new ProductDetails(index, async (ids) => {
    reads.push([...ids])
    return stored.filter((p) => ids.includes(p.id))
  })
  return { index: { ...index, products: details }, stored: new Map(stored.map((p) => [p.id, p])), reads }
}

// Decision 069: an outfit shows each piece's id, name and image, all in the index's labels, so
// complete the look reads no product details and never waits for the database.
describe('complete the look over the server index', () => {
  it('shows every piece by its stored name and primary image without reading any details', () => {
    const { index, stored, reads } = serverIndex()
    const answers = createOutfitAnswers()
    let shown = 0
    for (const piece of STARTER_PRODUCTS.slice(0, 40)) {
      // Outside ProductDetails.within, asking for a product's details throws: this passes only if none is asked for.
      const answer = answers.outfits(index, index.byId, 1, { query: { piece: piece.id }, profile: PROFILE }, AT)
      for (const outfit of answer?.outfits ?? []) {
        for (const { product } of outfit.pieces) {
          const row: Product = stored.get(product.id)!
          expect(product).toEqual({ id: row.id, name: row.name, images: [primaryImage(row)] })
          shown++
        }
      }
    }
    expect(shown).toBeGreaterThan(40)
    expect(reads).toEqual([])
  })

  it("reads a capsule's pieces, which show whole, in one query", async () => {
    const { index, reads } = serverIndex()
    const capsule = await showing(index, () => createOutfitAnswers().capsule(index, 1, { query: {}, profile: PROFILE }, AT))
    expect(capsule.pieces.length).toBeGreaterThanOrEqual(20)
    expect(capsule.pieces.every(({ product }) => product.affiliateUrl !== '' && product.isActive)).toBe(true)
    expect(reads).toHaveLength(1)
  })
})
