import type { Kysely } from 'kysely'
import type { Database } from '../schema.ts'

/** One page of a quiz segment's default view, as ready bytes. */
export interface QuizAnswerPage {
  segmentHash: string
  offset: number
  br: Uint8Array
}

/** Rows per insert: 5 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 250

/**
 * The complete set of quiz answers for a catalogue version and day, or null while none was
 * written (decision 062). Each page's bytes are copied into a buffer of their own, so they can
 * be transferred to another thread without taking a pooled buffer with them.
 */
export async function findQuizAnswers(db: Kysely<Database>, version: number, day: string): Promise<QuizAnswerPage[] | null> {
  const run = await db.selectFrom('quiz_answer_runs').select('answers').where('catalogue_version', '=', version).where('day', '=', day).executeTakeFirst()
  if (!run) return null
  const rows = await db
    .selectFrom('quiz_answers')
    .select(['segment_hash', 'page_offset', 'br'])
    .where('catalogue_version', '=', version)
    .where('day', '=', day)
    .execute()
  // A set is written in one transaction with its run row, so a short read means it was replaced meanwhile.
  if (rows.length !== run.answers) return null
  return rows.map((r) => ({ segmentHash: r.segment_hash, offset: r.page_offset, br: new Uint8Array(r.br) }))
}

/**
 * Writes the set for a catalogue version and day, replacing older sets, in one transaction.
 * Refused (false) when a set for a newer version, or for this version and a later or the
 * same day, is already there: a slow process never replaces what a newer one wrote.
 */
export async function saveQuizAnswers(db: Kysely<Database>, set: { version: number; day: string; pages: readonly QuizAnswerPage[] }, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const newer = await trx
      .selectFrom('quiz_answer_runs')
      .select('catalogue_version')
      .where((eb) => eb.or([eb('catalogue_version', '>', set.version), eb.and([eb('catalogue_version', '=', set.version), eb('day', '>=', set.day)])]))
      .executeTakeFirst()
    if (newer) return false
    await trx.deleteFrom('quiz_answers').execute()
    await trx.deleteFrom('quiz_answer_runs').execute()
    for (let from = 0; from < set.pages.length; from += BATCH) {
      await trx
        .insertInto('quiz_answers')
        .values(set.pages.slice(from, from + BATCH).map((p) => ({ catalogue_version: set.version, day: set.day, segment_hash: p.segmentHash, page_offset: p.offset, br: p.br })))
        .execute()
    }
    await trx.insertInto('quiz_answer_runs').values({ catalogue_version: set.version, day: set.day, answers: set.pages.length, computed_at: now.toISOString() }).execute()
    return true
  })
}
