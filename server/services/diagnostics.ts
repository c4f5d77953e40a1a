import type { Kysely } from 'kysely'
import { translate } from '#core/i18n/translate.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { toImportedProduct } from '#core/import/imported-product.ts'
import { parseSeason } from '#core/reference/seasons.ts'
import { isCategoryId } from '#core/reference/categories.ts'
import { type Dialect, pingDatabase } from '#db/database.ts'
import { pendingMigrations } from '#db/migrator.ts'
import { insertImportedProducts } from '#db/repositories/import-jobs-repository.ts'
import { findProductById, listActiveProducts } from '#db/repositories/products-repository.ts'
import { countAppliedMigrations, EXPECTED_INDEXES, EXPECTED_TABLES, listIndexNames, listTableNames } from '#db/repositories/schema-introspection-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Logger } from '../logger.ts'
import type { ProductImport } from './product-import.ts'

export const DIAGNOSTIC_CHECKS = ['connection', 'migrations', 'tables', 'indexes', 'write-test', 'product'] as const
export type DiagnosticCheckId = (typeof DIAGNOSTIC_CHECKS)[number]

export interface DiagnosticResult {
  id: DiagnosticCheckId
  label: string
  status: 'success' | 'warning' | 'error'
  message: string
  durationMs: number
}

/** The spec's threshold: a database slower than this is a warning. */
export const SLOW_DATABASE_MS = 5000

const LABELS = {
  connection: 'diagnostics.check.connection',
  migrations: 'diagnostics.check.migrations',
  tables: 'diagnostics.check.tables',
  indexes: 'diagnostics.check.indexes',
  'write-test': 'diagnostics.check.writeTest',
  product: 'diagnostics.check.product',
} as const

/** Thrown inside a test transaction to undo it; never escapes the diagnostics. */
class Rollback extends Error {}

export interface Diagnostics {
  /** Runs the named checks in order (all of them by default). `product` is the row Test One Product uses. */
  run(ids?: readonly DiagnosticCheckId[], product?: ImportRowInput): Promise<DiagnosticResult[]>
}

export function createDiagnostics(deps: { db: Kysely<Database>; dialect: Dialect; imports: ProductImport; logger: Logger; now?: () => Date }): Diagnostics {
  const now = deps.now ?? (() => new Date())
  const dialectName = deps.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'

  /** Writes a product the way an import does, reads it back, and rolls everything back. */
  async function writeAndRollBack(row: ImportRowInput): Promise<void> {
    const id = `diagnostics-${crypto.randomUUID()}`
    const product = toImportedProduct({ ...row, productName: `TEST ${row.productName}` }, { id })
    // A key of its own, so the test row never collides with the real product it mirrors.
    const draft = { ...product, affiliateUrlKey: `${product.affiliateUrlKey}#${id}` }
    await deps.db
      .transaction()
      .execute(async (trx) => {
        await insertImportedProducts(trx, [draft], { now: now().toISOString(), priority: 2 })
        const back = await findProductById(trx, id)
        if (!back || back.name !== draft.name) throw new Error('the product written could not be read back')
        throw new Rollback()
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rollback)) throw err
      })
    if (await findProductById(deps.db, id)) throw new Error('the rolled-back product is still there')
  }

  async function sampleRow(given: ImportRowInput | undefined): Promise<ImportRowInput | null> {
    if (given) return given
    const { items } = await listActiveProducts(deps.db, { limit: 50, offset: 0 })
    const product = items.find((p) => /^https?:\/\//.test(p.images[0]?.url ?? ''))
    if (!product) return null
    return {
      productName: product.name,
      affiliateUrl: product.affiliateUrl,
      imageUrl: product.images[0]!.url,
      category: isCategoryId(product.category) ? product.category : 'dresses',
      season: parseSeason(product.seasons[0] ?? '') ?? 'spring',
    }
  }

  const checks: Record<DiagnosticCheckId, (product?: ImportRowInput) => Promise<Pick<DiagnosticResult, 'status' | 'message'>>> = {
    async connection() {
      const started = performance.now()
      await pingDatabase(deps.db)
      const ms = Math.round(performance.now() - started)
      return ms > SLOW_DATABASE_MS
        ? { status: 'warning', message: translate('diagnostics.connection.slow', { dialect: dialectName, ms }) }
        : { status: 'success', message: translate('diagnostics.connection.ok', { dialect: dialectName, ms }) }
    },
    async migrations() {
      const pending = await pendingMigrations(deps.db)
      if (pending.length > 0) return { status: 'error', message: translate('diagnostics.migrations.pending', { names: pending.join(', ') }) }
      return { status: 'success', message: translate('diagnostics.migrations.ok', { count: await countAppliedMigrations(deps.db) }) }
    },
    async tables() {
      const present = new Set(await listTableNames(deps.db))
      const missing = EXPECTED_TABLES.filter((t) => !present.has(t))
      return missing.length
        ? { status: 'warning', message: translate('diagnostics.tables.missing', { names: missing.join(', ') }) }
        : { status: 'success', message: translate('diagnostics.tables.ok', { count: EXPECTED_TABLES.length }) }
    },
    async indexes() {
      const present = new Set(await listIndexNames(deps.db, deps.dialect))
      const missing = EXPECTED_INDEXES.filter((i) => !present.has(i))
      return missing.length
        ? { status: 'warning', message: translate('diagnostics.indexes.missing', { names: missing.join(', ') }) }
        : { status: 'success', message: translate('diagnostics.indexes.ok', { count: EXPECTED_INDEXES.length }) }
    },
    async 'write-test'() {
      try {
        await writeAndRollBack({
          productName: 'Diagnostics write test',
          affiliateUrl: `https://amzn.to/diagnostics-${crypto.randomUUID()}`,
          imageUrl: 'https://example.invalid/images/diagnostics.jpg',
          category: 'dresses',
          season: 'spring',
        })
        return { status: 'success', message: translate('diagnostics.write.ok') }
      } catch (err) {
        return { status: 'error', message: translate('diagnostics.write.failed', { message: err instanceof Error ? err.message : String(err) }) }
      }
    },
    async product(given) {
      const row = await sampleRow(given)
      if (!row) return { status: 'warning', message: translate('diagnostics.product.none') }
      const [result] = await deps.imports.validate([row], undefined, { ignoreCatalog: true })
      if (result?.status !== 'valid') {
        return { status: 'error', message: translate('diagnostics.product.invalid', { name: row.productName, errors: (result?.errors ?? []).map((e) => e.message).join('; ') }) }
      }
      await writeAndRollBack(row)
      return { status: 'success', message: translate('diagnostics.product.ok', { name: row.productName }) }
    },
  }

  return {
    async run(ids = DIAGNOSTIC_CHECKS, product) {
      const results: DiagnosticResult[] = []
      for (const id of ids) {
        const started = performance.now()
        let outcome: Pick<DiagnosticResult, 'status' | 'message'>
        try {
          outcome = await checks[id](product)
        } catch (err) {
          deps.logger.warn({ err, check: id }, 'diagnostic check failed')
          const message = err instanceof Error ? err.message : String(err)
          outcome = { status: 'error', message: id === 'connection' ? translate('diagnostics.connection.failed', { message }) : translate('diagnostics.failed', { message }) }
        }
        results.push({ id, label: translate(LABELS[id]), ...outcome, durationMs: Math.round(performance.now() - started) })
      }
      return results
    },
  }
}
