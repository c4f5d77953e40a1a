import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import type { DatabaseOptions } from '#db/database.ts'
import { setProductsActive } from '#db/repositories/product-management-repository.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { captureLogs } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '#server/logger.ts'
import { localEngine } from '#server/services/recommendation-engine.ts'
import { workerEngine } from '#server/services/recommendation-worker-engine.ts'
import { createRecommendations, type RecommendationsService as ServedRecommendations } from '#server/services/recommendations.ts'

const NOW = new Date('2026-11-24T10:00:00.000Z')
const quiz = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }
const request = (profile: Record<string, unknown>, offset = 0) => ({ profile, mode: 'recommended' as const, limit: 12, offset }) as Parameters<ServedRecommendations['recommend']>[0]

/** How the worker reaches the test's database. */
function optionsOf(database: TestDatabase): DatabaseOptions {
  if (database.dialect === 'sqlite') return { dataDir: path.dirname(database.location), sqliteFile: path.basename(database.location) }
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = new URL(database.location).pathname
  return { databaseUrl: url.toString(), dataDir: path.dirname(database.location) }
}

describe.each(DIALECTS)('recommendations served from the worker on %s', (dialect) => {
  let database: TestDatabase | undefined
  let served: ServedRecommendations | undefined
  afterEach(async () => {
    served?.close()
    await database?.destroy()
    database = undefined
  })

  it('answers exactly as the in-thread service does, from ready bytes for quiz segments and on demand otherwise, and follows a catalogue write', async () => {
    database = await createTestDatabase(dialect)
    await insertCatalogue(database.db, SAMPLE_PRODUCTS)
    const logs = captureLogs()
    const logger = createLogger({ logLevel: 'info' }, logs.stream)
    served = createRecommendations({ db: database.db, logger, now: () => NOW, engine: workerEngine({ database: optionsOf(database), logger, logLevel: 'warn', precomputeDelayMs: 0 }) })
    const quiet = createLogger({ logLevel: 'silent' })
    const inThread = createRecommendations({ db: database.db, logger: quiet, now: () => NOW, engine: localEngine({ db: database.db, logger: quiet }) })

    // The worker computes the quiz segments ahead; wait for them (a deadline, not a measurement).
    const deadline = Date.now() + 60_000
    const ready = () => logs.lines.find((l) => l.msg === 'quiz segments computed ahead' && l.day === '2026-11-24')
    while (!ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ready()).toMatchObject({ answers: 945 * 4 })

    const expected = await inThread.recommend(request(quiz))
    expect(expected.items.length).toBeGreaterThan(0)
    expect(await served.recommend(request(quiz))).toEqual(expected)
    expect(await served.recommend(request(quiz, 12))).toEqual(await inThread.recommend(request(quiz, 12)))
    const br = await served.recommendEncoded(request(quiz), 'br')
    expect(br.encoding).toBe('br')
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(expected)
    const plain = await served.recommendEncoded(request(quiz), null)
    expect(plain.encoding).toBeNull()
    expect(JSON.parse(Buffer.from(plain.body).toString())).toEqual(expected)

    // Not a quiz segment: computed in the worker when asked.
    const uncommon = { ...quiz, preferredOccasions: ['work'], ageGroup: '36-45' }
    expect(await served.recommend(request(uncommon))).toEqual(await inThread.recommend(request(uncommon)))

    // Outfits and the capsule (issue 27) come from the worker's snapshot, as the in-thread service's.
    for (const seed of SAMPLE_PRODUCTS) {
      const ask = { query: { piece: seed.id, season: 'autumn' as const }, profile: quiz as Parameters<ServedRecommendations['recommend']>[0]['profile'] & object }
      expect(await served.outfits(ask)).toEqual(await inThread.outfits(ask))
    }
    expect(await served.outfits({ query: { piece: 'no-such-piece' }, profile: { stylePreferences: [] } })).toBeNull()
    const capsuleAsk = { query: {}, profile: { stylePreferences: ['classic' as const] } }
    expect(await served.capsule(capsuleAsk)).toEqual(await inThread.capsule(capsuleAsk))

    // A write: the serving side reads the version at once and never answers from the old catalogue.
    const gone = expected.items[0]!.product.id
    await setProductsActive(database.db, [gone], false, NOW.toISOString())
    await served.catalogueChanged()
    const after = await served.recommend(request(quiz))
    expect(after.items.map((it) => it.product.id)).not.toContain(gone)
    inThread.close()
  }, 90_000)
})
