import type { Kysely } from 'kysely'
import {
  findAccountProfileRow,
  findNewsletterSignupOf,
  findStyleProfileRow,
  hasPassword,
  listAdminActivityOf,
  listClicksOf,
  listContactMessagesOf,
  listFavouriteRows,
  listSessionsOf,
  listSignInMethods,
} from '#db/repositories/account-data-repository.ts'
import { listLiveBlueprintSharesByOwner } from '#db/repositories/blueprint-shares-repository.ts'
import { listLiveWishlistSharesByOwner } from '#db/repositories/wishlist-shares-repository.ts'
import { listFavourites } from '#db/repositories/favourites-repository.ts'
import { findUserById } from '#db/repositories/users-repository.ts'
import { listShopperSignals } from '#db/repositories/shopper-signals-repository.ts'
import type { LearnedLeaning } from '#core/learning/leanings.ts'
import type { Signal } from '#core/learning/signals.ts'
import type { Database } from '#db/schema.ts'
import type { AccountDataService } from '../load-context.ts'

/** The version of the export's shape; bump it when a field changes meaning. */
export const DATA_EXPORT_VERSION = '1'

/** What the account page shows and what "Download my data" hands over, always for the caller only. */
export function createAccountDataService(deps: {
  db: Kysely<Database>
  now: () => Date
  /** What a history taught, in plain words (the recommendations service reads the catalogue). */
  leanings?: (signals: readonly Signal[]) => Promise<LearnedLeaning[]>
}): AccountDataService {
  const { db } = deps
  async function learned(userId: string): Promise<{ signals: Signal[]; leanings: LearnedLeaning[] }> {
    const signals = await listShopperSignals(db, userId)
    return { signals, leanings: signals.length > 0 && deps.leanings ? await deps.leanings(signals) : [] }
  }
  return {
    async overview(userId) {
      const [account, favourites, password, learning] = await Promise.all([findUserById(db, userId), listFavourites(db, userId), hasPassword(db, userId), learned(userId)])
      return { memberSince: account?.createdAt ?? null, favourites, hasPassword: password, learned: learning.leanings, hasHistory: learning.signals.length > 0 }
    },

    async export(user, currentSessionId) {
      const owner = { userId: user.id, email: user.email }
      const [account, signIn, sessions, profile, styleProfile, favourites, clicks, messages, newsletter, adminActivity, shares, wishlistShares, learning] = await Promise.all([
        findUserById(db, user.id),
        listSignInMethods(db, user.id),
        listSessionsOf(db, user.id),
        findAccountProfileRow(db, user.id),
        findStyleProfileRow(db, user.id),
        listFavouriteRows(db, user.id),
        listClicksOf(db, user.id),
        listContactMessagesOf(db, owner),
        findNewsletterSignupOf(db, user.email),
        listAdminActivityOf(db, user.id),
        listLiveBlueprintSharesByOwner(db, user.id),
        listLiveWishlistSharesByOwner(db, user.id),
        learned(user.id),
      ])
      return {
        format: 'styleblueprint-personal-data',
        version: DATA_EXPORT_VERSION,
        exportedAt: deps.now().toISOString(),
        account,
        signInMethods: signIn,
        sessions: sessions.map(({ id, ...s }) => ({ ...s, current: id === currentSessionId })),
        profile,
        styleProfile,
        favourites,
        retailerClicks: clicks,
        contactMessages: messages,
        newsletterSignup: newsletter,
        sharedBlueprintLinks: shares,
        sharedWishlistLinks: wishlistShares.map(({ ownerId: _owner, ...link }) => link),
        // What her recommendations learned from her, and what they learned (issue 18).
        learning: {
          signals: learning.signals.map((s) => ({ kind: s.kind, ref: s.ref, reason: s.reason ?? null, at: new Date(s.at).toISOString() })),
          leanings: learning.leanings.map((l) => ({ feature: l.feature, direction: l.direction, text: l.text })),
        },
        ...(adminActivity.length > 0 ? { adminActivity } : {}),
      }
    },
  }
}
