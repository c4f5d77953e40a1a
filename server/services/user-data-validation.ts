import type { Kysely } from 'kysely'
import { PROFILE_CHECKS, summarise, type ValidationReport, type ValidationTest } from '#core/admin/user-data-validation.ts'
import { listStyleProfilesForValidation, listUserProfilesForValidation } from '#db/repositories/profile-validation-repository.ts'
import type { Database } from '#db/schema.ts'

/**
 * The User Data Validator: reads every stored style and user profile once, then runs each
 * check of core/admin/user-data-validation.ts over them, timing each. Reading is part of
 * the first test's time, since that is where a slow database shows.
 */
export function createUserDataValidation(deps: { db: Kysely<Database>; clock?: () => Date; timer?: () => number }) {
  const clock = deps.clock ?? (() => new Date())
  const timer = deps.timer ?? (() => performance.now())
  return {
    async run(): Promise<ValidationReport> {
      const readStarted = timer()
      const [styleProfiles, userProfiles] = await Promise.all([listStyleProfilesForValidation(deps.db), listUserProfilesForValidation(deps.db)])
      let carry = timer() - readStarted
      const tests: ValidationTest[] = PROFILE_CHECKS.map((check) => {
        const started = timer()
        const outcome = check.run({ styleProfiles, userProfiles })
        const durationMs = Math.round((timer() - started + carry) * 100) / 100
        carry = 0
        return { ...outcome, durationMs }
      })
      return { generatedAt: clock().toISOString(), summary: summarise(tests), tests }
    },
  }
}

export type UserDataValidation = ReturnType<typeof createUserDataValidation>
