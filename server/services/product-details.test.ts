import { describe, expect, it } from 'vitest'
import { primaryImage } from '#core/catalog/product.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { buildCatalogueIndex, CatalogueIndexBuilder, shownProduct } from '#core/recommendation/catalogue-index.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'
import { ProductDetails, showing } from './product-details.ts'

const AT = '2026-11-20T12:00:00.000Z'
const stored = SAMPLE_PRODUCTS.map((seed) => seedAsProduct(seed, 'sample', AT))

/** An index without details over the samples, and a read of their rows that counts its calls. */
function setUp(rows = stored) {
  const builder = new CatalogueIndexBuilder(stored.length, { keepDetails: false })
  for (const product of stored) builder.add({ product, attributes: null })
  const index = builder.finish()
  const reads: string[][] = []
  let failing = false
  const details = new ProductDetails(index, async (ids) => {
    reads.push([...ids])
    if (failing) throw new Error('database away')
    return rows.filter((p) => ids.includes(p.id))
  })
  return { index: { ...index, products: details }, details, reads, fail: (on: boolean) => void (failing = on) }
}

describe('product details read when shown (decision 068)', () => {
  it('shows what an index keeping every detail shows, reading the missing ones in one query and keeping them', async () => {
    const { index, details, reads } = setUp()
    const whole = buildCatalogueIndex(stored.map((product) => ({ product, attributes: null })))
    const page = await details.within(() => [0, 3, 5].map((i) => details.get(i)))
    expect(page).toEqual([0, 3, 5].map((i) => whole.products.get(i)))
    expect(reads).toEqual([[stored[0]!.id, stored[3]!.id, stored[5]!.id]])
    // Kept: the same page again reads nothing, one more product reads that one alone.
    await showing(index, () => [0, 3, 5].map((i) => details.get(i)))
    await showing(index, () => [3, 7].map((i) => details.get(i)))
    expect(reads).toEqual([[stored[0]!.id, stored[3]!.id, stored[5]!.id], [stored[7]!.id]])
    // Outside a computation, a kept product is read as kept; one not kept is a programming error.
    expect(details.get(7)).toEqual(whole.products.get(7))
    expect(() => details.get(1)).toThrow(/outside ProductDetails.within/)
    expect(() => details.get(stored.length)).toThrow(RangeError)
  })

  it('shows the rule book fit of the snapshot it scored, not stored fit fields', async () => {
    const { details } = setUp()
    const [shown] = await details.within(() => [details.get(2)])
    expect(shown).toEqual(shownProduct(stored[2]!, details['ix'].attributes.get(2)))
    expect(shown!.bodyShapes.length + shown!.styles.length).toBeGreaterThan(0)
  })

  it('shows a product deleted since the snapshot by its label, and reads it again next time', async () => {
    const gone = stored[4]!
    const { details, reads } = setUp(stored.filter((p) => p.id !== gone.id))
    const [first] = await details.within(() => [details.get(4)])
    expect(first).toMatchObject({ id: gone.id, name: gone.name, brand: gone.brand, price: gone.price, images: [primaryImage(gone)], isActive: false })
    await details.within(() => details.get(4))
    expect(reads).toEqual([[gone.id], [gone.id]])
  })

  it('rejects when the read fails, keeping nothing, and reads again once the database is back', async () => {
    const { details, reads, fail } = setUp()
    fail(true)
    await expect(details.within(() => details.get(1))).rejects.toThrow('database away')
    fail(false)
    await expect(details.within(() => details.get(1).id)).resolves.toBe(stored[1]!.id)
    expect(reads).toHaveLength(2)
  })

  it('gives up on a computation that asks for new products every round', async () => {
    const { details } = setUp()
    let next = 0
    await expect(details.within(() => details.get(next++))).rejects.toThrow(/after 3 rounds/)
  })

  it('runs a computation directly over an index that keeps its details', async () => {
    const whole = buildCatalogueIndex(stored.map((product) => ({ product, attributes: null })))
    await expect(showing(whole, () => whole.products.get(0).id)).resolves.toBe(stored[0]!.id)
  })
})
