import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { insertImportJob } from '#db/repositories/import-jobs-repository.ts'
import { createImageChecker } from '#integrations/http/image-check.ts'
import { type FakeImageServer, startFakeImageServer } from '#tests/fakes/image-server.ts'
import { testConfig } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createProductImport } from './product-import.ts'

const ENV = { IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1', IMAGE_CHECK_TIMEOUT_MS: '60000' }
const INTERRUPTED = 'The server stopped while this import was running. Products already imported are kept; import the file again to add the rest.'

let images: FakeImageServer
beforeAll(async () => {
  images = await startFakeImageServer()
})
afterAll(() => images.close())

describe.each(DIALECTS)('interrupted import jobs on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    images.release()
    await database?.destroy()
    database = undefined
  })

  const actor = { userId: null, username: 'test' }
  const origin = { clientAddress: null, userAgent: null }
  const row = (n: number) => ({ productName: 'Held Dress', affiliateUrl: `https://www.amazon.com/dp/B0LEASE${n}`, imageUrl: `${images.url}/images/lease-${n}.jpg`, category: 'dresses' as const, season: 'summer' as const })

  /** Two import services on one database: this process's, and another process's. */
  async function setUp() {
    database = await createTestDatabase(dialect)
    const config = testConfig(ENV)
    const service = () =>
      createProductImport({
        db: database!.db,
        jobLeases: database!.jobLeases,
        logger: createLogger(testConfig({ LOG_LEVEL: 'silent' })),
        config: config.imports,
        imageChecker: createImageChecker(config.imports.imageCheck),
      })
    // The row a process leaves behind when it dies mid-import: running, updated a moment ago, no lease.
    const deadJob = (id: string) => insertImportJob(database!.db, { id, adminUserId: null, totalRows: 3, message: 'Importing product 1/3', now: new Date().toISOString() })
    return { imports: service(), other: service(), deadJob }
  }

  it('ends as failed, when read, a running job no live process holds, at once; another process\'s job stays running', async () => {
    const { imports, other, deadJob } = await setUp()
    await deadJob('dead')
    const read = await imports.job('dead')
    expect(read).toMatchObject({ status: 'failed', message: INTERRUPTED })
    expect(read?.finishedAt).not.toBeNull()
    expect(read?.result?.alert).toEqual({ tone: 'error', message: INTERRUPTED })

    images.hold()
    const live = await other.start([row(1)], actor, origin)
    if (!live.ok) throw new Error('the import did not start')
    expect(await imports.job(live.job.id)).toMatchObject({ status: 'running' })
    expect(await imports.latest()).toMatchObject({ id: live.job.id, status: 'running' })
    expect(await imports.start([row(2)], actor, origin)).toMatchObject({ ok: false, reason: 'already-running' })
    images.release()
    await other.settled(live.job.id)
    expect(await imports.job(live.job.id)).toMatchObject({ status: 'completed', succeededRows: 1 })
  })

  it('the latest job of a dead process reads as failed, so a new import starts', async () => {
    const { imports, deadJob } = await setUp()
    await deadJob('dead')
    expect(await imports.latest()).toMatchObject({ id: 'dead', status: 'failed', message: INTERRUPTED })
    const started = await imports.start([row(3)], actor, origin)
    expect(started.ok).toBe(true)
    if (started.ok) await imports.settled(started.job.id)
  })

  it('at start-up ends every running job no live process holds, and none that one does', async () => {
    const { imports, other, deadJob } = await setUp()
    images.hold()
    const live = await other.start([row(4)], actor, origin)
    if (!live.ok) throw new Error('the import did not start')
    await deadJob('dead-1')
    await deadJob('dead-2')

    expect(await imports.failInterrupted()).toBe(2)
    expect(await imports.job('dead-1')).toMatchObject({ status: 'failed', message: INTERRUPTED })
    expect(await imports.job(live.job.id)).toMatchObject({ status: 'running' })
    images.release()
    await other.settled(live.job.id)
  })

  it('Stop ends a dead job at once, and a live one while it is still checking images', async () => {
    const { imports, deadJob } = await setUp()
    await deadJob('dead')
    expect(await imports.stop('dead')).toMatchObject({ status: 'failed', message: INTERRUPTED })

    images.hold()
    const live = await imports.start([row(5)], actor, origin)
    if (!live.ok) throw new Error('the import did not start')
    expect(await imports.stop(live.job.id)).toMatchObject({ status: 'running', cancelRequested: true })
    images.release()
    await imports.settled(live.job.id)
    expect(await imports.job(live.job.id)).toMatchObject({ status: 'stopped', succeededRows: 0, message: 'The import was stopped before any product was imported.' })
  })
})

describe('waking the analysis worker', () => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.destroy()
    database = undefined
  })

  it('calls onQueued once an import lands products, and not when nothing landed', async () => {
    database = await createTestDatabase('sqlite')
    const config = testConfig(ENV)
    let queued = 0
    const imports = createProductImport({
      db: database.db,
      jobLeases: database.jobLeases,
      logger: createLogger(testConfig({ LOG_LEVEL: 'silent' })),
      config: config.imports,
      imageChecker: createImageChecker(config.imports.imageCheck),
      onQueued: () => queued++,
    })
    const actor = { userId: null, username: 'boss@example.com' }
    const origin = { clientAddress: null, userAgent: null }
    const row = (n: number, imageUrl = `${images.url}/images/${n}.jpg`) => ({
      productName: `Wake Dress ${n}`,
      affiliateUrl: `https://www.amazon.com/dp/B0WAKE${n}`,
      imageUrl,
      category: 'dresses' as const,
      season: 'summer' as const,
    })

    const none = await imports.start([row(1, `${images.url}/missing/1.jpg`)], actor, origin)
    if (none.ok) await imports.settled(none.job.id)
    expect(queued).toBe(0)

    const some = await imports.start([row(2), row(3)], actor, origin)
    expect(some.ok).toBe(true)
    if (some.ok) await imports.settled(some.job.id)
    expect(await imports.job(some.ok ? some.job.id : '')).toMatchObject({ status: 'completed', succeededRows: 2 })
    expect(queued).toBe(1)

    const added = await imports.addOne(row(4), actor, origin)
    expect(added.ok).toBe(true)
    expect(queued).toBe(2)
  })
})
