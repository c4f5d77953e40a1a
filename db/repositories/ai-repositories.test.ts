import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { analysisFromAttributes } from '#core/ai/garment-analysis.ts'
import { readGarment } from '#core/garment/read-garment.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { findProductAnalysis } from '#tests/support/stored-rows.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import {
  countProductAnalysisStatus,
  getAnalysisStatistics,
  listProductIdsForAnalysis,
  markProductAnalysed,
  upsertProductAnalysis,
} from './ai-analysis-repository.ts'
import {
  cancelPendingQueueItems,
  claimQueueItems,
  completeQueueItem,
  countQueueItemsByStatus,
  enqueueProducts,
  failQueueItem,
  findQueueItems,
  purgeCompletedQueueItems,
  releaseStaleClaims,
  retryFailedQueueItems,
} from './ai-queue-repository.ts'
import { findProductById, insertProducts, productSeedToRow } from './products-repository.ts'

const T0 = '2026-11-24T10:00:00.000Z'
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString()

describe.each(DIALECTS)('AI analysis and queue repositories on %s', (dialect) => {
  let database: TestDatabase
  let ids: string[]
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
    const seeds = Array.from({ length: 6 }, () => makeProductSeed())
    await insertProducts(database.db, seeds.map((s, i) => productSeedToRow(s, 'import', at(i))))
    ids = seeds.map((s) => s.id)
  })
  afterEach(async () => {
    await database.destroy()
  })

  const analysis = (confidence: number) => ({ ...analysisFromAttributes(readGarment({ name: 'Wrap Dress', category: 'dresses' }), 'rule-based', 'read'), confidence })

  it('stores one analysis per product and version, replacing it on re-analysis', async () => {
    const db = database.db
    await upsertProductAnalysis(db, { productId: ids[0]!, version: 'v1.0', analysis: analysis(0.6), rawResponse: null, modelName: null, analyzedAt: at(1) })
    await upsertProductAnalysis(db, {
      productId: ids[0]!,
      version: 'v1.0',
      analysis: { ...analysis(0.9), method: 'ai' },
      rawResponse: '{"raw":true}',
      modelName: 'claude-3-sonnet',
      analyzedAt: at(2),
    })
    await upsertProductAnalysis(db, { productId: ids[0]!, version: 'v2.0', analysis: analysis(0.7), rawResponse: null, modelName: null, analyzedAt: at(3) })
    const stored = await findProductAnalysis(db, ids[0]!, 'v1.0')
    expect(stored).toMatchObject({ confidence: 0.9, method: 'ai', rawResponse: '{"raw":true}', modelName: 'claude-3-sonnet', analyzedAt: at(2) })
    expect(stored!.bodyTypeScores).toEqual(analysis(0.9).bodyTypeScores)
    expect(stored!.styleCategories).toEqual(analysis(0.9).styleCategories)
    expect(await getAnalysisStatistics(db)).toEqual({ totalAnalyses: 2, analyzedProductsCount: 1, avgConfidenceScore: 0.8, lastAnalyzedAt: at(3) })
  })

  it('gives zeros and nulls for statistics with nothing analysed', async () => {
    expect(await getAnalysisStatistics(database.db)).toEqual({ totalAnalyses: 0, analyzedProductsCount: 0, avgConfidenceScore: null, lastAnalyzedAt: null })
  })

  it('marks the product analysed and picks run scopes: unanalysed or stale, all active, selected', async () => {
    const db = database.db
    await markProductAnalysed(db, ids[0]!, { analyzedAt: at(0), version: 'v1.0', confidence: 0.8 })
    await markProductAnalysed(db, ids[1]!, { analyzedAt: '2026-11-10T00:00:00.000Z', version: 'v1.0', confidence: 0.7 })
    await db.updateTable('products').set({ is_active: false }).where('id', '=', ids[5]!).execute()
    expect(await findProductById(db, ids[0]!)).toMatchObject({ aiAnalyzedAt: at(0), aiAnalysisVersion: 'v1.0', aiConfidenceScore: 0.8 })
    expect(await listProductIdsForAnalysis(db, { kind: 'unanalysed', staleBefore: '2026-11-17T10:00:00.000Z' })).toEqual(ids.slice(1, 5))
    expect(await listProductIdsForAnalysis(db, { kind: 'all' })).toEqual(ids.slice(0, 5))
    expect(await listProductIdsForAnalysis(db, { kind: 'selected', ids: [ids[5]!, 'nope'] })).toEqual([ids[5]])
    expect(await countProductAnalysisStatus(db)).toEqual({ totalProducts: 6, analysedProducts: 2 })
  })

  it('enqueues each product once while it waits, and claims by priority then age', async () => {
    const db = database.db
    const first = await enqueueProducts(db, [ids[0]!, ids[0]!], { priority: 2, now: at(0) })
    expect(first).toMatchObject({ enqueued: 1, skipped: 0 })
    await enqueueProducts(db, [ids[1]!], { priority: 2, now: at(0.5) })
    const again = await enqueueProducts(db, [ids[1]!, ids[2]!], { priority: 3, now: at(1) })
    expect(again).toMatchObject({ enqueued: 1, skipped: 1 })
    expect((await findQueueItems(db, [again.itemIds[0]!]))[0]!.productId).toBe(ids[1])

    const claimed = await claimQueueItems(db, { limit: 2, workerId: 'w1', now: at(2) })
    expect(claimed.map((c) => c.productId)).toEqual([ids[2], ids[0]])
    expect(claimed.every((c) => c.status === 'processing' && c.claimedBy === 'w1')).toBe(true)
    // Processing items are not queued twice either.
    expect(await enqueueProducts(db, [ids[2]!], { priority: 2, now: at(3) })).toMatchObject({ enqueued: 0, skipped: 1 })
    expect(await countQueueItemsByStatus(db)).toEqual({ pending: 1, processing: 2, completed: 0, failed: 0 })
  })

  it('fails back to pending with attempts+1, and to failed at the third attempt; retry resets', async () => {
    const db = database.db
    const { itemIds } = await enqueueProducts(db, [ids[0]!], { priority: 2, now: at(0) })
    const id = itemIds[0]!
    for (const [attempt, expected] of [[1, 'pending'], [2, 'pending'], [3, 'failed']] as const) {
      const [item] = await claimQueueItems(db, { limit: 5, workerId: 'w1', now: at(attempt) })
      expect(item?.id).toBe(id)
      expect(await failQueueItem(db, id, 'w1', `boom ${attempt}`, at(attempt))).toBe(expected)
    }
    expect(await claimQueueItems(db, { limit: 5, workerId: 'w1', now: at(9) })).toEqual([])
    expect((await findQueueItems(db, [id]))[0]).toMatchObject({ status: 'failed', attempts: 3, errorMessage: 'boom 3' })
    expect(await retryFailedQueueItems(db, at(10))).toBe(1)
    expect((await findQueueItems(db, [id]))[0]).toMatchObject({ status: 'pending', attempts: 0, errorMessage: null })
  })

  it('only the claim holder completes an item; a stale claim is released as a failed attempt', async () => {
    const db = database.db
    const { itemIds } = await enqueueProducts(db, [ids[0]!], { priority: 2, now: at(0) })
    await enqueueProducts(db, [ids[1]!], { priority: 2, now: at(0.5) })
    await claimQueueItems(db, { limit: 1, workerId: 'crashed', now: at(1) })
    await claimQueueItems(db, { limit: 1, workerId: 'alive', now: at(20) })
    const released = await releaseStaleClaims(db, { claimedBefore: at(15), now: at(21), message: 'lease expired' })
    expect(released).toBe(1)
    expect(await completeQueueItem(db, itemIds[0]!, 'crashed', at(22))).toBe(false)
    const [again] = await claimQueueItems(db, { limit: 1, workerId: 'restarted', now: at(23) })
    expect(again).toMatchObject({ id: itemIds[0], attempts: 1, errorMessage: 'lease expired' })
    expect(await completeQueueItem(db, itemIds[0]!, 'restarted', at(24))).toBe(true)
    expect(await completeQueueItem(db, itemIds[0]!, 'restarted', at(24))).toBe(false)
    expect(await countQueueItemsByStatus(db)).toEqual({ pending: 0, processing: 1, completed: 1, failed: 0 })
  })

  it('purges completed items older than the cut-off and cancels pending ones', async () => {
    const db = database.db
    const { itemIds } = await enqueueProducts(db, ids.slice(0, 3), { priority: 2, now: at(0) })
    const [a] = await claimQueueItems(db, { limit: 1, workerId: 'w', now: at(1) })
    await completeQueueItem(db, a!.id, 'w', at(1))
    expect(await purgeCompletedQueueItems(db, at(1))).toBe(0)
    expect(await purgeCompletedQueueItems(db, at(2))).toBe(1)
    expect(await cancelPendingQueueItems(db, itemIds)).toBe(2)
    expect(await countQueueItemsByStatus(db)).toEqual({ pending: 0, processing: 0, completed: 0, failed: 0 })
  })

  if (dialect === 'postgres') {
    it('never gives two concurrent claimers the same item', async () => {
      const many = Array.from({ length: 40 }, () => makeProductSeed())
      await insertProducts(database.db, many.map((s) => productSeedToRow(s, 'import', at(0))))
      await enqueueProducts(database.db, many.map((s) => s.id), { priority: 2, now: at(0) })
      const claims: string[][] = [[], []]
      await Promise.all(
        ['a', 'b'].map(async (worker, w) => {
          for (;;) {
            const got = await claimQueueItems(database.db, { limit: 3, workerId: worker, now: at(1) })
            if (got.length === 0) return
            expect(got.length).toBeLessThanOrEqual(3)
            claims[w]!.push(...got.map((g) => g.id))
          }
        }),
      )
      const all = [...claims[0]!, ...claims[1]!]
      expect(new Set(all).size).toBe(40)
      expect(all).toHaveLength(40)
    })
  }
})
