import type { Kysely, Transaction } from 'kysely'
import { isBodyShapeId } from '#core/rule-book/body-shapes.ts'
import { isColorPaletteId } from '#core/rule-book/palettes.ts'
import { isStyleId } from '#core/rule-book/styles.ts'
import { isSeasonId } from '#core/rule-book/seasons.ts'
import type { BlueprintChoices } from '#core/profile/blueprint.ts'
import { parseJsonColumn } from '../json-column.ts'
import type { BlueprintShareRow, Database, NewBlueprintShare } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** A live shared link as the app uses it. */
export interface BlueprintShare {
  id: string
  choices: BlueprintChoices
  firstName: string | null
  createdAt: string
}

/** A row as a share, or null when it was revoked or holds values no longer in the reference data. */
function toShare(row: BlueprintShareRow): BlueprintShare | null {
  const styles = parseJsonColumn<unknown[]>(row.style_preferences, []).filter(isStyleId)
  if (row.revoked_at !== null || !isBodyShapeId(row.body_shape) || !isColorPaletteId(row.color_palette) || styles.length === 0) return null
  return {
    id: row.id,
    choices: {
      bodyShape: row.body_shape,
      colorPalette: row.color_palette,
      stylePreferences: styles,
      // A season no longer in the rule book is left off rather than losing the link.
      ...(isSeasonId(row.color_season) ? { colorSeason: row.color_season } : {}),
      ...(isSeasonId(row.color_season) && isSeasonId(row.color_season_runner_up) && row.color_season_runner_up !== row.color_season
        ? { colorSeasonRunnerUp: row.color_season_runner_up }
        : {}),
    },
    firstName: row.first_name,
    createdAt: row.created_at,
  }
}

export async function insertBlueprintShare(db: Db, row: NewBlueprintShare): Promise<void> {
  await db.insertInto('blueprint_shares').values(row).execute()
}

/** The live share with this id; a revoked or unknown id gives null alike. */
export async function findLiveBlueprintShare(db: Db, id: string): Promise<BlueprintShare | null> {
  const row = await db.selectFrom('blueprint_shares').selectAll().where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst()
  return row ? toShare(row) : null
}

/** An owner's live links, newest first. */
export async function listLiveBlueprintSharesByOwner(db: Db, ownerId: string): Promise<BlueprintShare[]> {
  const rows = await db
    .selectFrom('blueprint_shares')
    .selectAll()
    .where('user_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.flatMap((row) => toShare(row) ?? [])
}

/**
 * Revokes a live link when the caller proves the right to: the owner's id, or the hash of
 * the token the creating browser kept. Returns false when nothing matched (unknown id,
 * already revoked, someone else's link or a wrong token), so callers answer the same 404
 * in every case. The first name goes at once; the row stays for the rate limit.
 */
export async function revokeBlueprintShare(
  db: Db,
  id: string,
  proof: { ownerId: string } | { tokenHash: string },
  now: Date,
): Promise<boolean> {
  let query = db
    .updateTable('blueprint_shares')
    .set({ revoked_at: now.toISOString(), first_name: null })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
  query = 'ownerId' in proof ? query.where('user_id', '=', proof.ownerId) : query.where('revoke_token_hash', '=', proof.tokenHash)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Links created since an ISO time by one owner, or (for visitors) from one client address;
 * revoked ones count too. A null address counts the unknown-address bucket.
 */
export async function countBlueprintSharesSince(
  db: Db,
  by: { ownerId: string } | { clientAddress: string | null },
  since: string,
): Promise<number> {
  let query = db
    .selectFrom('blueprint_shares')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', since)
  if ('ownerId' in by) query = query.where('user_id', '=', by.ownerId)
  else query = by.clientAddress === null ? query.where('client_address', 'is', null) : query.where('client_address', '=', by.clientAddress)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.count)
}
