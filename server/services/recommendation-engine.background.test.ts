import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import type { RecommendationRequest } from '#core/recommendation/contract.ts'
import { readCatalogueVersion } from '#db/repositories/catalogue-version-repository.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { captureLogs } from '#tests/support/test-app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createLocalEngine, type RecommendationEngine } from './recommendation-engine.ts'

// Decision 065: the engine tells its host when background work runs (the worker thread lowers
// its CPU priority then) and when none is left (a shopper's request runs at the default).
const DAY = '2026-11-24'
const AT = new Date(`${DAY}T12:00:00.000Z`)
const request: RecommendationRequest = { profile: { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], occasions: ['work'] }, mode: 'recommended', limit: 12, offset: 0 }

describe('background work and the engine', () => {
  let database: TestDatabase | undefined
  let engine: RecommendationEngine | undefined
  afterEach(async () => {
    engine?.close()
    await database?.destroy()
  })

  it('is told once each way around a reload and the quiz segments, never around a request on a current snapshot', async () => {
    database = await createTestDatabase('sqlite')
    await insertCatalogue(database.db, SAMPLE_PRODUCTS)
    const told: boolean[] = []
    const busyWhenReady: boolean[] = []
    engine = createLocalEngine({
      db: database.db,
      logger: createLogger({ logLevel: 'warn' }, captureLogs().stream),
      ahead: { delayMs: 0, day: DAY, onReady: () => busyWhenReady.push(told.at(-1)!) },
      background: (busy) => told.push(busy),
    })
    // The first reload and the segments ahead run in the background, and then nothing does.
    await vi.waitFor(() => expect(busyWhenReady).toEqual([true]), { timeout: 20_000 })
    await vi.waitFor(() => expect(told.at(-1)).toBe(false), { timeout: 20_000 })
    // Strictly alternating: an overlap (the reload inside the segments' run) is never told twice.
    expect(told.length % 2).toBe(0)
    told.forEach((busy, k) => expect(busy).toBe(k % 2 === 0))

    // A shopper's request on the current snapshot is not background work.
    const version = await readCatalogueVersion(database.db)
    const settled = told.length
    await engine.recommend(request, AT, version)
    expect(told).toHaveLength(settled)

    // A catalogue change: the request that waits for the new snapshot reads it in the background.
    await database.db.updateTable('products').set({ is_active: false }).where('id', '=', SAMPLE_PRODUCTS[0]!.id).execute()
    await engine.recommend(request, AT, version + 1)
    expect(told.slice(settled, settled + 1)).toEqual([true])
    await vi.waitFor(() => expect(told.at(-1)).toBe(false), { timeout: 20_000 })
  })
})
