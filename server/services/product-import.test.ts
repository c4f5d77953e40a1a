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
const MINUTE = 60_000

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

  /** The import service with a clock the test moves. */
  async function setUp() {
    database = await createTestDatabase(dialect)
    const config = testConfig(ENV)
    let clock = Date.parse('2026-11-24T12:00:00.000Z')
    const imports = createProductImport({
      db: database.db,
      logger: createLogger(testConfig({ LOG_LEVEL: 'silent' })),
      config: config.imports,
      imageChecker: createImageChecker(config.imports.imageCheck),
      now: () => new Date(clock),
    })
    const at = (minutesAgo: number) => new Date(clock - minutesAgo * MINUTE).toISOString()
    const deadJob = (id: string, minutesAgo: number) => insertImportJob(database!.db, { id, adminUserId: null, totalRows: 3, message: 'Importing product 1/3', now: at(minutesAgo) })
    return { db: database.db, imports, deadJob, advance: (minutes: number) => (clock += minutes * MINUTE) }
  }

  it('ends a job silent for over 5 minutes as failed when it is read, and leaves a recent one running', async () => {
    const { imports, deadJob } = await setUp()
    await deadJob('silent', 6)
    await deadJob('recent', 1)

    const read = await imports.job('silent')
    expect(read).toMatchObject({ status: 'failed', message: INTERRUPTED })
    expect(read?.finishedAt).not.toBeNull()
    expect(read?.result?.alert).toEqual({ tone: 'error', message: INTERRUPTED })
    expect(await imports.job('recent')).toMatchObject({ status: 'running' })
    expect(await imports.latest()).toMatchObject({ id: 'recent', status: 'running' })
  })

  it('the current job (latest) of a dead process reads as failed once it is stale, so a new import may start', async () => {
    const { imports, deadJob } = await setUp()
    await deadJob('dead', 7)
    expect(await imports.latest()).toMatchObject({ id: 'dead', status: 'failed', message: INTERRUPTED })
  })

  it('at start-up on the embedded database every running job is ended, except those this process runs', async () => {
    const { imports, deadJob, advance } = await setUp()
    await deadJob('just-before-the-crash', 1)
    images.hold()
    const started = await imports.start(
      [{ productName: 'Held Dress', affiliateUrl: 'https://www.amazon.com/dp/B0STALE001', imageUrl: `${images.url}/images/stale-1.jpg`, category: 'dresses', season: 'summer' }],
      { userId: null, username: 'test' },
      { clientAddress: null, userAgent: null },
    )
    // The recent job from before counts as running, so a new import is refused...
    expect(started).toMatchObject({ ok: false, reason: 'already-running' })

    expect(await imports.failInterrupted({ all: true })).toBe(1)
    expect(await imports.job('just-before-the-crash')).toMatchObject({ status: 'failed', message: INTERRUPTED })

    // ...and with it ended, one starts. Ten silent minutes later it is still this process's own job.
    const own = await imports.start(
      [{ productName: 'Held Dress', affiliateUrl: 'https://www.amazon.com/dp/B0STALE002', imageUrl: `${images.url}/images/stale-2.jpg`, category: 'dresses', season: 'summer' }],
      { userId: null, username: 'test' },
      { clientAddress: null, userAgent: null },
    )
    if (!own.ok) throw new Error('the import did not start')
    advance(10)
    expect(await imports.failInterrupted({ all: true })).toBe(0)
    expect(await imports.latest()).toMatchObject({ id: own.job.id, status: 'running' })
    images.release()
    await imports.settled(own.job.id)
    expect(await imports.job(own.job.id)).toMatchObject({ status: 'completed', succeededRows: 1 })
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
