import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { ENGINE_FUNCTIONS } from '#core/recommendation/engines.ts'
import { quizSegments, segmentHash } from '#core/recommendation/segment.ts'
import type { JobLeases } from '#db/job-leases.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { captureLogs } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { type AheadAnswers, createLocalEngine, type RecommendationEngine } from './recommendation-engine.ts'

// Issue 29 item 4 (decision 062): several processes on one database compute the quiz answers
// once. Each engine here stands for a process; they share the database and its leases (on
// PostgreSQL advisory locks on connections of their own, as between processes).
const DAY = '2026-11-24'

describe.each(DIALECTS)('quiz answers shared between processes on %s', (dialect) => {
  let database: TestDatabase | undefined
  const engines: RecommendationEngine[] = []
  afterEach(async () => {
    for (const e of engines.splice(0)) e.close()
    await database?.destroy()
    database = undefined
  })

  /** The fit engine's calls, counted across every engine: one per segment computed. */
  let fitCalls = 0
  const countingFit: typeof ENGINE_FUNCTIONS.dynamic = (index, query) => {
    fitCalls++
    return ENGINE_FUNCTIONS.dynamic(index, query)
  }

  /** A process's engine computing ahead at once; resolves with its first answers. */
  function startProcess(leases: JobLeases, options: { waitMs?: number } = {}) {
    const logger = createLogger({ logLevel: 'warn' }, captureLogs().stream)
    let resolve!: (a: AheadAnswers) => void
    const ready = new Promise<AheadAnswers>((r) => (resolve = r))
    const all: AheadAnswers[] = []
    const engine = createLocalEngine({
      db: database!.db,
      logger,
      engines: { dynamic: countingFit },
      ahead: { delayMs: 0, day: DAY, onReady: (a) => (all.push(a), resolve(a)) },
      shareAhead: { leases, pollMs: 10, ...options },
    })
    engines.push(engine)
    return { engine, ready, all }
  }

  async function setUp() {
    database = await createTestDatabase(dialect)
    await insertCatalogue(database.db, SAMPLE_PRODUCTS)
    fitCalls = 0
  }

  it('three processes: one computes every quiz segment, the others read the very same bytes', async () => {
    await setUp()
    const processes = [startProcess(database!.jobLeases), startProcess(database!.jobLeases), startProcess(database!.jobLeases)]
    const answers = await Promise.all(processes.map((p) => p.ready))
    const segments = quizSegments(new Date(`${DAY}T12:00:00.000Z`), String(answers[0]!.version))

    expect(answers.map((a) => a.source).sort()).toEqual(['computed', 'stored', 'stored'])
    expect(fitCalls).toBe(segments.length)
    const computed = answers.find((a) => a.source === 'computed')!
    expect(computed.segments).toHaveLength(segments.length)
    for (const other of answers.filter((a) => a.source === 'stored')) {
      expect(other.version).toBe(computed.version)
      expect(other.segments.map((s) => segmentHash(s.segment))).toEqual(computed.segments.map((s) => segmentHash(s.segment)))
      other.segments.forEach((s, k) => {
        const mine = computed.segments[k]!.pages
        expect(s.pages.map((p) => p.view)).toEqual(mine.map((p) => p.view))
        s.pages.forEach((p, j) => {
          expect(Buffer.from(p.br).equals(Buffer.from(mine[j]!.br))).toBe(true)
        })
      })
    }

    // A process started later (a restart) reads them too: nothing is computed again.
    const late = startProcess(database!.jobLeases)
    expect((await late.ready).source).toBe('stored')
    expect(fitCalls).toBe(segments.length)
  })

  it('a catalogue change is computed once more, and only the newest set is kept', async () => {
    await setUp()
    const [a, b] = [startProcess(database!.jobLeases), startProcess(database!.jobLeases)]
    const first = await Promise.all([a.ready, b.ready])
    const before = first[0]!.version
    const perVersion = fitCalls

    await database!.db.updateTable('products').set({ is_active: false }).where('id', '=', SAMPLE_PRODUCTS[0]!.id).execute()
    const next = (p: typeof a) =>
      new Promise<AheadAnswers>((resolve) => {
        const poll = () => (p.all.length > 1 ? resolve(p.all.at(-1)!) : setTimeout(poll, 10))
        poll()
      })
    a.engine.noteVersion(before + 1)
    b.engine.noteVersion(before + 1)
    const second = await Promise.all([next(a), next(b)])
    expect(second.every((x) => x.version > before)).toBe(true)
    expect(second.map((x) => x.source).sort()).toEqual(['computed', 'stored'])
    expect(fitCalls).toBe(2 * perVersion)
    const versions = await database!.db.selectFrom('quiz_answer_runs').select('catalogue_version').execute()
    expect(versions.map((v) => v.catalogue_version)).toEqual([second[0]!.version])
    const stale = await database!.db.selectFrom('quiz_answers').select('segment_hash').where('catalogue_version', '<>', second[0]!.version).execute()
    expect(stale).toEqual([])
  })

  it('waits for the process holding the lease, and takes over when it goes', async () => {
    await setUp()
    const leases = database!.jobLeases
    const holder = await leases.tryHold(`quiz-answers:${await currentVersion()}:${DAY}`)
    expect(holder).not.toBeNull()
    let refused = 0
    const counting: JobLeases = {
      ...leases,
      tryHold: async (key) => {
        const lease = await leases.tryHold(key)
        if (!lease) refused++
        return lease
      },
    }
    const waiting = startProcess(counting)
    let done = false
    void waiting.ready.then(() => (done = true))
    // Refused twice: it polled, found nothing stored, and did not compute.
    while (refused < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(done).toBe(false)
    expect(fitCalls).toBe(0)

    await holder!.release()
    expect((await waiting.ready).source).toBe('computed')
  })

  it('computes its own when the holder takes longer than it will wait', async () => {
    await setUp()
    const holder = await database!.jobLeases.tryHold(`quiz-answers:${await currentVersion()}:${DAY}`)
    const impatient = startProcess(database!.jobLeases, { waitMs: 0 })
    expect((await impatient.ready).source).toBe('computed')
    await holder!.release()
  })

  async function currentVersion(): Promise<number> {
    const row = await database!.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()
    return row.version
  }
})
