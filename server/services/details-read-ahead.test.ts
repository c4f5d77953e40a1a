import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { STARTER_PRODUCTS } from '#core/catalog/starter-catalogue.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { captureLogs } from '#tests/support/test-app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createLocalEngine, type RecommendationEngine } from './recommendation-engine.ts'

const DAY = '2026-11-24'

// Decision 068: after the quiz segments and complete the look's planners, the engine reads
// ahead the details of the pieces outfits are likeliest to show.
describe('the details of likely pieces, read ahead', () => {
  let database: TestDatabase | undefined
  let engine: RecommendationEngine | undefined
  afterEach(async () => {
    engine?.close()
    await database?.destroy()
  })

  it('are read once the planners are prepared, and an outfit shows the stored names of its pieces', async () => {
    database = await createTestDatabase('sqlite')
    await insertCatalogue(database.db, STARTER_PRODUCTS)
    const logs = captureLogs()
    const logger = createLogger({ logLevel: 'info' }, logs.stream)
    let ready!: () => void
    const aheadReady = new Promise<void>((resolve) => (ready = resolve))
    engine = createLocalEngine({ db: database.db, logger, ahead: { delayMs: 0, day: DAY, onReady: () => ready() } })
    await aheadReady
    await expect.poll(() => logs.lines.find((l) => l.msg === 'outfit planners prepared ahead'), { interval: 20, timeout: 20_000 }).toBeDefined()
    const line = logs.lines.find((l) => l.msg === 'outfit planners prepared ahead')!
    // Every planner's best pieces: many, but never more than the catalogue's outfit pieces.
    expect(line.detailsRead).toBeGreaterThan(20)
    expect(line.detailsRead).toBeLessThanOrEqual(STARTER_PRODUCTS.length)

    const names = new Map(STARTER_PRODUCTS.map((p) => [p.id, p.name]))
    let shown = 0
    for (const piece of STARTER_PRODUCTS.slice(0, 12)) {
      const answer = await engine.outfits({ query: { piece: piece.id }, profile: { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] } }, new Date(`${DAY}T12:00:00.000Z`), 0)
      const body = JSON.parse(brotliDecompressSync(answer!.br).toString()) as { outfits: Array<{ pieces: Array<{ product: { id: string; name: string } }> }> }
      for (const outfit of body.outfits) {
        for (const { product } of outfit.pieces) {
          expect(product.name, product.id).toBe(names.get(product.id))
          shown++
        }
      }
    }
    expect(shown).toBeGreaterThan(0)
  })
})
