import type { Kysely } from 'kysely'
import type { LearnedLeaning } from '#core/learning/leanings.ts'
import type { Signal } from '#core/learning/signals.ts'
import { addShopperSignals, clearShopperSignals, listShopperSignals } from '#db/repositories/shopper-signals-repository.ts'
import type { Database } from '#db/schema.ts'
import type { RecommendationsApi } from '../load-context.ts'

/** A signed-in shopper's learning history (issue 18): every call is scoped to the user passed in. */
export interface ShopperSignalsService {
  /** Her stored signals, oldest first. */
  list(userId: string): Promise<Signal[]>
  /** Her signals and what they taught, in plain words. */
  withLeanings(userId: string): Promise<{ signals: Signal[]; leanings: LearnedLeaning[] }>
  /** Adds signals to her history (a visitor's, merged on sign-in, alike); returns how many she now has. */
  add(userId: string, signals: readonly Signal[]): Promise<number>
  /** "Clear my history"; returns how many signals went. */
  clear(userId: string): Promise<number>
}

export function createShopperSignals(deps: { db: Kysely<Database>; recommendations: Pick<RecommendationsApi, 'leanings'>; now: () => Date }): ShopperSignalsService {
  return {
    list: (userId) => listShopperSignals(deps.db, userId),
    async withLeanings(userId) {
      const signals = await listShopperSignals(deps.db, userId)
      return { signals, leanings: await deps.recommendations.leanings(signals) }
    },
    async add(userId, signals) {
      // Her clock may be wrong: a signal is never dated after the server's now.
      const at = deps.now().getTime()
      const stored = await addShopperSignals(
        deps.db,
        userId,
        signals.map((s) => ({ ...s, at: Math.min(s.at, at) })),
      )
      return stored.length
    },
    clear: (userId) => clearShopperSignals(deps.db, userId),
  }
}
