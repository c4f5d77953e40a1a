import type { Kysely } from 'kysely'
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration'
import * as initialSchema from './migrations/2026-11-22T00-00-initial-schema.ts'
import * as newsletterSignups from './migrations/2026-11-22T14-00-newsletter-signups.ts'
import * as accounts from './migrations/2026-11-23T00-00-accounts.ts'
import * as productManagementIndexes from './migrations/2026-11-24T07-00-product-management-indexes.ts'
import * as productAttributes from './migrations/2026-11-25T10-00-product-attributes.ts'
import * as productMaterial from './migrations/2026-11-25T11-00-product-material.ts'
import * as blueprintShares from './migrations/2026-11-26T00-00-blueprint-shares.ts'
import * as shopperSignals from './migrations/2026-11-27T00-00-shopper-signals.ts'
import * as catalogueVersion from './migrations/2026-11-27T12-00-catalogue-version.ts'
import * as productNamesWithoutCodes from './migrations/2026-11-28T12-00-product-names-without-codes.ts'
import * as productsWithoutStoredFit from './migrations/2026-11-29T00-00-products-without-stored-fit.ts'
import * as bodyShapeAlternative from './migrations/2026-12-02T00-00-body-shape-alternative.ts'
import * as colourSeason from './migrations/2026-12-02T01-00-colour-season.ts'
import * as seasonConfidenceRunnerUp from './migrations/2026-12-02T10-00-b-season-confidence-runner-up.ts'
import * as wishlistShares from './migrations/2026-12-02T14-00-f-wishlist-shares.ts'
import * as productChanges from './migrations/2026-12-02T15-00-a-product-changes.ts'
import * as linkHealth from './migrations/2026-12-02T16-00-b-link-health.ts'
import * as quizAnswersAhead from './migrations/2026-12-02T20-00-a-quiz-answers-ahead.ts'
import * as quizAnswersBrotliOnly from './migrations/2026-12-04T12-00-a-quiz-answers-brotli-only.ts'

// Listed by hand rather than read from the folder: the list is type-checked, works the
// same from source and from a bundle, and its order is the order of the ISO prefixes.
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T00-00-initial-schema': initialSchema,
  '2026-11-22T14-00-newsletter-signups': newsletterSignups,
  '2026-11-23T00-00-accounts': accounts,
  '2026-11-24T07-00-product-management-indexes': productManagementIndexes,
  '2026-11-25T10-00-product-attributes': productAttributes,
  '2026-11-25T11-00-product-material': productMaterial,
  '2026-11-26T00-00-blueprint-shares': blueprintShares,
  '2026-11-27T00-00-shopper-signals': shopperSignals,
  '2026-11-27T12-00-catalogue-version': catalogueVersion,
  '2026-11-28T12-00-product-names-without-codes': productNamesWithoutCodes,
  '2026-11-29T00-00-products-without-stored-fit': productsWithoutStoredFit,
  '2026-12-02T00-00-body-shape-alternative': bodyShapeAlternative,
  '2026-12-02T01-00-colour-season': colourSeason,
  '2026-12-02T10-00-b-season-confidence-runner-up': seasonConfidenceRunnerUp,
  '2026-12-02T14-00-f-wishlist-shares': wishlistShares,
  '2026-12-02T15-00-a-product-changes': productChanges,
  '2026-12-02T16-00-b-link-health': linkHealth,
  '2026-12-02T20-00-a-quiz-answers-ahead': quizAnswersAhead,
  '2026-12-04T12-00-a-quiz-answers-brotli-only': quizAnswersBrotliOnly,
}

function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
}

export function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  return createMigrator(db).migrateToLatest()
}

export function migrateDown(db: Kysely<any>): Promise<MigrationResultSet> {
  return createMigrator(db).migrateDown()
}

/** Names of migrations not yet applied; empty when the schema is current. */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await createMigrator(db).getMigrations()
  return all.filter((m) => !m.executedAt).map((m) => m.name)
}
