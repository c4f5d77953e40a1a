import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ProductAttributesView } from '#core/admin/product-attributes.ts'
import type { ProductEditView } from '#core/admin/product-edit.ts'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { readCatalogueVersion } from '#db/repositories/catalogue-version-repository.ts'
import { findProductById, insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import type { NewProduct } from '#db/schema.ts'
import { type FakeImageServer, startFakeImageServer } from '#tests/fakes/image-server.ts'
import { browserHeaders, type CookieJar, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type ErrorBody = { error: { code: string; issues?: Array<{ path: unknown; message: string }> } }

const ENV = { TRUST_PROXY: 'true', IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1', IMAGE_CHECK_TIMEOUT_MS: '10000' }
const T0 = '2026-11-01T00:00:00.000Z'

let images: FakeImageServer
beforeAll(async () => {
  images = await startFakeImageServer()
})
afterAll(() => images.close())

function row(seed: Parameters<typeof makeProductSeed>[0] = {}, overrides: Partial<NewProduct> = {}): NewProduct {
  return { ...productSeedToRow(makeProductSeed({ imageUrl: `${images.url}/images/stored.jpg`, ...seed }), 'import', T0), ...overrides }
}

describe.each(DIALECTS)('editing a product through the API on %s', (dialect) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  async function asAdmin() {
    t = await createTestApp(dialect, {}, ENV)
    const { jar } = await signInAdmin(t.app, t.config, t.accounts)
    return { ...t, jar }
  }
  const call = (app: TestApp['app'], config: TestApp['config'], method: string, path: string, jar?: CookieJar, body?: unknown) =>
    app.request(path, { method, headers: browserHeaders(config, jar), ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) })

  it('saves a new price and name, logs each field with who and when, and the catalogue sees it', async () => {
    const { app, config, jar, database } = await asAdmin()
    const product = row({ name: 'Linen Wrap Dress', price: 80 })
    await insertProducts(database.db, [product])
    const versionBefore = await readCatalogueVersion(database.db)

    const opened = (await (await call(app, config, 'GET', `/api/admin/products/${product.id}/edit`, jar)).json()) as ProductEditView
    expect(opened.values).toMatchObject({ productName: 'Linen Wrap Dress', price: '80', currency: 'USD', colour: 'rust', styleTags: 'wrap, midi' })
    expect(opened.changes).toEqual([])

    const res = await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...opened.values, productName: 'Linen Wrap Midi Dress', price: '$64.50' })
    expect(res.status).toBe(200)
    const saved = (await res.json()) as ProductEditView
    expect(saved.product).toMatchObject({ name: 'Linen Wrap Midi Dress', price: 64.5 })
    expect(saved.changes.map((c) => [c.field, c.from, c.to, c.by])).toEqual([
      ['productName', 'Linen Wrap Dress', 'Linen Wrap Midi Dress', 'admin@example.com'],
      ['price', '80', '64.5', 'admin@example.com'],
    ])
    expect(Date.parse(saved.changes[0]!.at)).not.toBeNaN()
    expect(await findProductById(database.db, product.id)).toMatchObject({ name: 'Linen Wrap Midi Dress', price: 64.5, tags: ['wrap', 'midi'] })
    expect(await readCatalogueVersion(database.db)).toBeGreaterThan(versionBefore)
    const [logged] = await listRecentAdminActivity(database.db, 1)
    expect(logged).toMatchObject({ action: 'PRODUCT_UPDATE', details: { productId: product.id, fields: ['productName', 'price'] } })

    // The same text again, or the same price written another way, changes nothing and logs nothing.
    const again = (await (await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...saved.values, price: '64.50' })).json()) as ProductEditView
    expect(again.changes).toHaveLength(2)

    // A later edit comes first in the log.
    const third = (await (await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...saved.values, brand: '' })).json()) as ProductEditView
    expect(third.changes.map((c) => [c.field, c.from, c.to])[0]).toEqual(['brand', 'Test Atelier', ''])
    expect(third.product.brand).toBe('')
  })

  it('refuses each bad field with the import’s own message, naming the field, and writes nothing', async () => {
    const { app, config, jar, database } = await asAdmin()
    const product = row()
    const other = row()
    await insertProducts(database.db, [product, other])
    const values = ((await (await call(app, config, 'GET', `/api/admin/products/${product.id}/edit`, jar)).json()) as ProductEditView).values
    const refused = async (change: Record<string, string>) => {
      const res = await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...values, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      const body = (await res.json()) as ErrorBody
      expect(body.error.code).toBe('validation-failed')
      return (body.error.issues ?? []).map((i) => [i.path, i.message])
    }
    expect(await refused({ productName: '  ' })).toEqual([['productName', 'Product name is required']])
    expect((await refused({ price: 'forty' }))[0]![0]).toBe('price')
    expect((await refused({ currency: 'XYZ' }))[0]![0]).toBe('currency')
    expect(await refused({ affiliateUrl: 'https://www.asos.com/dress/prd/1' })).toEqual([['affiliateUrl', expect.stringContaining('IMPORT_AFFILIATE_HOSTS allows more')]])
    expect(await refused({ affiliateUrl: other.affiliate_url })).toEqual([['affiliateUrl', 'This affiliate link is already in the catalogue']])
    expect(await refused({ imageUrl: 'not a url' })).toEqual([['imageUrl', 'Invalid image URL format']])
    expect(await refused({ imageUrl: `${images.url}/missing/gone.jpg` })).toEqual([['imageUrl', 'Image URL is not accessible']])
    // A dead image as shops answer it: a redirect to their HTML page.
    expect(await refused({ imageUrl: `${images.url}/moved/gone.jpg` })).toEqual([['imageUrl', expect.stringContaining('does not answer with an image')]])
    expect((await refused({ brand: 'B'.repeat(101) }))[0]![0]).toBe('brand')
    // Two bad fields: both are named.
    expect((await refused({ productName: '', price: '-3' })).map(([path]) => path)).toEqual(['productName', 'price'])
    // Not an import row at all: the schema refuses it before the rules.
    expect((await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { price: '3' })).status).toBe(400)
    expect((await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, '{"productName":')).status).toBe(400)
    // Larger than any import row: refused unread.
    expect((await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...values, description: 'x'.repeat(300 * 1024) })).status).toBe(413)

    expect(await findProductById(database.db, product.id)).toMatchObject({ name: product.product_name, price: 80, affiliateUrl: product.affiliate_url })
    const after = (await (await call(app, config, 'GET', `/api/admin/products/${product.id}/edit`, jar)).json()) as ProductEditView
    expect(after.changes).toEqual([])
    // A new image that answers is taken.
    const image = await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...values, imageUrl: `${images.url}/images/new.jpg` })
    expect(image.status).toBe(200)
    expect(((await image.json()) as ProductEditView).product.images[0]!.url).toBe(`${images.url}/images/new.jpg`)
  })

  it('does not refuse a field left as it was: a starter piece’s sample link stays while its price changes', async () => {
    const { app, config, jar, database } = await asAdmin()
    const product = row({ affiliateUrl: 'https://styleblueprint.example/sample/starter-1', imageUrl: '/images/products/belted-wrap-midi-dress.svg' })
    await insertProducts(database.db, [product])
    const values = ((await (await call(app, config, 'GET', `/api/admin/products/${product.id}/edit`, jar)).json()) as ProductEditView).values
    const res = await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...values, price: '59' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as ProductEditView).changes.map((c) => c.field)).toEqual(['price'])
    expect(images.requests.some((r) => r.path.includes('belted-wrap'))).toBe(false)
  })

  it('reads the garment again on save and keeps the administrator’s attribute corrections', async () => {
    const { app, config, jar, database } = await asAdmin()
    const product = row({ name: 'Plain Midi Dress', description: 'A dress.', colors: ['black'], tags: [] })
    await insertProducts(database.db, [product])
    const attributes = async () => (await (await call(app, config, 'GET', `/api/admin/products/${product.id}/attributes`, jar)).json()) as ProductAttributesView
    expect((await call(app, config, 'PUT', `/api/admin/products/${product.id}/attributes`, jar, { overrides: { pattern: 'floral' } })).status).toBe(200)
    const before = await attributes()

    const values = ((await (await call(app, config, 'GET', `/api/admin/products/${product.id}/edit`, jar)).json()) as ProductEditView).values
    const res = await call(app, config, 'PUT', `/api/admin/products/${product.id}`, jar, { ...values, colour: 'red', material: 'silk', description: 'A V-neck wrap dress.' })
    expect(res.status).toBe(200)

    const after = await attributes()
    expect(after.read).not.toEqual(before.read)
    expect(after.read.primaryColour).toBe('red')
    expect(after.overrides).toEqual({ pattern: 'floral' })
    expect(after.effective.pattern).toBe('floral')
  })

  it('answers 404 for a product that is not there', async () => {
    const { app, config, jar } = await asAdmin()
    const body = { productName: 'X', affiliateUrl: 'https://www.amazon.com/dp/B0NOPE0001', imageUrl: `${images.url}/images/x.jpg`, category: 'tops', season: 'summer' }
    expect((await call(app, config, 'GET', '/api/admin/products/no-such-product/edit', jar)).status).toBe(404)
    expect((await call(app, config, 'PUT', '/api/admin/products/no-such-product', jar, body)).status).toBe(404)
  })

  it('is for administrators only: visitors 401, shoppers 403, and nothing changes', async () => {
    const { app, config, database } = await asAdmin()
    const product = row()
    await insertProducts(database.db, [product])
    const shopper = await signUpAndVerify(app, config, 'shopper@example.com')
    const body = { productName: 'Renamed', affiliateUrl: product.affiliate_url, imageUrl: `${images.url}/images/stored.jpg`, category: 'dresses', season: 'spring' }
    for (const who of [undefined, shopper.jar]) {
      const expected = who ? 403 : 401
      expect((await call(app, config, 'GET', `/api/admin/products/${product.id}/edit`, who)).status).toBe(expected)
      expect((await call(app, config, 'PUT', `/api/admin/products/${product.id}`, who, body)).status).toBe(expected)
    }
    expect((await findProductById(database.db, product.id))?.name).toBe(product.product_name)
  })
})
