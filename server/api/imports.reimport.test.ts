import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ProductEditView } from '#core/admin/product-edit.ts'
import type { ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowInput, ImportRowResult } from '#core/import/import-row.ts'
import type { Dialect } from '#db/database.ts'
import { findProductById } from '#db/repositories/products-repository.ts'
import { createImageChecker } from '#integrations/http/image-check.ts'
import { type FakeImageServer, startFakeImageServer } from '#tests/fakes/image-server.ts'
import { browserHeaders, postJson, signInAdmin } from '#tests/support/accounts.ts'
import { createTestApp, testConfig } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createProductImport } from '../services/product-import.ts'

const ENV = { IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1', IMAGE_CHECK_TIMEOUT_MS: '10000' }

let images: FakeImageServer
beforeAll(async () => {
  images = await startFakeImageServer()
})
afterAll(() => images.close())

async function start(dialect: Dialect) {
  const database = await createTestDatabase(dialect)
  const config = testConfig(ENV)
  const imports = createProductImport({
    db: database.db,
    jobLeases: database.jobLeases,
    logger: createLogger(testConfig({ LOG_LEVEL: 'silent' })),
    config: config.imports,
    imageChecker: createImageChecker(config.imports.imageCheck),
  })
  const t = await createTestApp(dialect, { imports }, ENV, { database })
  const admin = await signInAdmin(t.app, t.config, t.accounts)
  return { ...t, imports, jar: admin.jar }
}

let n = 0
const row = (over: Partial<ImportRowInput> = {}): ImportRowInput => {
  n++
  return {
    productName: `Reimported Dress ${n}`,
    affiliateUrl: `https://www.amazon.com/dp/B0REIMP${String(n).padStart(3, '0')}?tag=sb-20`,
    imageUrl: `${images.url}/images/re-${n}.jpg`,
    category: 'dresses',
    season: 'summer',
    price: '80',
    ...over,
  }
}

describe.each(DIALECTS)('re-importing rows whose link is in the catalogue on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof start>> | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  async function importAndWait(body: { rows: ImportRowInput[]; updateRows?: number[] }) {
    const res = await postJson(t!.app, t!.config, '/api/admin/imports', body, t!.jar)
    expect(res.status).toBe(202)
    const { job } = (await res.json()) as { job: ImportJobView }
    await t!.imports.settled(job.id)
    const done = await t!.app.request(`/api/admin/imports/${job.id}`, { headers: browserHeaders(t!.config, t!.jar) })
    return ((await done.json()) as { job: ImportJobView }).job
  }

  it('previews the fields each row would change, then updates the rows she chose and skips the others', async () => {
    t = await start(dialect)
    const first = row()
    const second = row()
    const third = row()
    expect((await importAndWait({ rows: [first, second, third] })).succeededRows).toBe(3)

    // The same links again (one spelled differently), with new prices and a new name.
    const again = [
      { ...first, affiliateUrl: first.affiliateUrl.replace('?tag=sb-20', '/'), price: '64.50', productName: 'Reimported Dress, Sage' },
      { ...second, price: '70' },
      // An empty optional cell leaves its field as it is: a file need not carry every column.
      { ...third, price: '' },
      row(),
    ]
    const preview = await postJson(t.app, t.config, '/api/admin/imports/validate', { rows: again }, t.jar)
    const { results } = (await preview.json()) as { results: ImportRowResult[] }
    expect(results.map((r) => r.status)).toEqual(['invalid', 'invalid', 'invalid', 'valid'])
    expect(results[0]!.existing?.changes).toEqual([
      { field: 'productName', from: first.productName, to: 'Reimported Dress, Sage' },
      { field: 'price', from: '80', to: '64.5' },
    ])
    expect(results[1]!.existing?.changes).toEqual([{ field: 'price', from: '80', to: '70' }])
    expect(results[2]!.existing?.changes).toEqual([])
    const thirdId = results[2]!.existing!.productId
    expect(results[3]!.existing).toBeUndefined()
    const firstId = results[0]!.existing!.productId
    const secondId = results[1]!.existing!.productId

    // Update the first and third; skip the second.
    const job = await importAndWait({ rows: again, updateRows: [0, 2] })
    expect(job.status).toBe('completed')
    expect(job.succeededRows).toBe(1)
    expect(job.result).toMatchObject({ updated: 1, duplicates: 2 })
    expect(job.result?.alert.message).toContain('1 products already in the catalogue were updated.')

    expect(await findProductById(t.database.db, firstId)).toMatchObject({ name: 'Reimported Dress, Sage', price: 64.5 })
    expect(await findProductById(t.database.db, secondId)).toMatchObject({ price: 80 })
    expect(await findProductById(t.database.db, thirdId)).toMatchObject({ price: 80 })
    const log = await t.app.request(`/api/admin/products/${firstId}/edit`, { headers: browserHeaders(t.config, t.jar) })
    expect(((await log.json()) as ProductEditView).changes.map((c) => [c.field, c.to, c.by])).toEqual([
      ['productName', 'Reimported Dress, Sage', 'admin@example.com'],
      ['price', '64.5', 'admin@example.com'],
    ])
  })

  it('never updates a row that breaks another rule, even when chosen', async () => {
    t = await start(dialect)
    const first = row()
    await importAndWait({ rows: [first] })
    const job = await importAndWait({ rows: [{ ...first, price: 'forty' }], updateRows: [0] })
    expect(job.result).toMatchObject({ updated: 0, duplicates: 1 })
    const [stored] = await t.database.db.selectFrom('products').select(['price']).execute()
    expect(stored!.price).toBe(80)
  })
})
