import type { Kysely } from 'kysely'
import { accountProfileView, accountTestDataFor, clearedAccountTestData, isAccountAnalysisComplete, styleProfileColumnsFor } from '#core/profile/profile-sync.ts'
import { normaliseProfile } from '#core/profile/style-profile.ts'
import {
  deleteStyleProfile,
  findStyleProfileByUserId,
  findTestDataByUserId,
  saveTestData,
  upsertStyleProfile,
} from '#db/repositories/style-profiles-repository.ts'
import { createAccountProfile } from '#db/repositories/user-profiles-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Logger } from '../logger.ts'
import type { StyleProfileService } from '../load-context.ts'

export interface StyleProfileServiceDeps {
  db: Kysely<Database>
  logger: Logger
  now: () => Date
}

/**
 * A signed-in user's style profile: the style_profiles row plus the test fields of their
 * user_profiles row, written together in one transaction so the two never disagree.
 */
export function createStyleProfileService(deps: StyleProfileServiceDeps): StyleProfileService {
  return {
    async get(userId) {
      const account = await findStyleProfileByUserId(deps.db, userId)
      if (!account) return { profile: null, updatedAt: null }
      // The same view the recommendations read (recommendations.ts accountStyleProfile).
      const testData = await findTestDataByUserId(deps.db, userId)
      return { profile: accountProfileView(account, testData), updatedAt: account.updatedAt }
    },

    async save(user, input) {
      const now = deps.now()
      const profile = normaliseProfile(input)
      const complete = isAccountAnalysisComplete(profile)
      const saved = await deps.db.transaction().execute(async (trx) => {
        const previous = await findStyleProfileByUserId(trx, user.id)
        const row = await upsertStyleProfile(
          trx,
          user.id,
          {
            ...styleProfileColumnsFor(profile),
            // Kept from the first completion while the analysis stays complete.
            lastAnalysisAt: complete ? (previous?.lastAnalysisAt ? new Date(previous.lastAnalysisAt) : now) : null,
          },
          { now },
        )
        const testData = accountTestDataFor(profile, now)
        if (!(await saveTestData(trx, user.id, testData, now))) {
          // Accounts get their user_profiles row at sign-up; one made before that existed
          // gets it now. A concurrent creation makes the insert a no-op, and the update
          // below then writes onto that row (the spec's "unique violation leads to an update").
          await createAccountProfile(trx, {
            userId: user.id,
            email: user.email,
            fullName: user.name || null,
            avatarUrl: null,
            provider: 'email',
            googleId: null,
            isVerified: user.emailVerified,
            now: now.toISOString(),
          })
          await saveTestData(trx, user.id, testData, now)
        }
        return { row, testData }
      })
      if (complete) deps.logger.info({ userId: user.id }, 'style analysis saved to the account')
      return { profile: accountProfileView(saved.row, saved.testData), updatedAt: saved.row.updatedAt }
    },

    async clear(userId) {
      const now = deps.now()
      await deps.db.transaction().execute(async (trx) => {
        await deleteStyleProfile(trx, userId)
        await saveTestData(trx, userId, clearedAccountTestData(), now)
      })
    },
  }
}
