import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { createDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { insertProductSeeds, listActiveProducts } from '#db/repositories/products-repository.ts'

// The shopper catalogue's first page and a deep page on a large catalogue, with and
// without the (is_active, created_at, id) index, measured in the same run on SQLite.
const COUNT = Number(process.argv[2] ?? 100_000)
const RUNS = 50

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await fn()
    samples.push(performance.now() - started)
  }
  return median(samples)
}

const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-'))
const database = createDatabase({ dataDir: dir })
try {
  await migrateToLatest(database.db)
  const seedStarted = performance.now()
  await insertProductSeeds(database.db, generateSyntheticProducts(COUNT, { seed: 7 }), { source: 'synthetic', now: new Date() })
  const seedSeconds = (performance.now() - seedStarted) / 1000

  const firstPage = () => listActiveProducts(database.db, { limit: 24, offset: 0 })
  const deepPage = () => listActiveProducts(database.db, { limit: 24, offset: Math.floor(COUNT / 2) })
  const categoryPage = () => listActiveProducts(database.db, { limit: 24, offset: 0, category: 'tops' })
  const indexed = { first: await time(firstPage), deep: await time(deepPage), category: await time(categoryPage) }

  await sql`drop index products_active_created_idx`.execute(database.db)
  await sql`drop index products_category_created_idx`.execute(database.db)
  const unindexed = { first: await time(firstPage), deep: await time(deepPage), category: await time(categoryPage) }

  const row = (name: string, a: number, b: number) =>
    `${name.padEnd(22)} ${a.toFixed(2).padStart(9)} ms ${b.toFixed(2).padStart(11)} ms ${(b / a).toFixed(1).padStart(7)}x`
  process.stdout.write(
    [
      `catalogue of ${COUNT} products, seeded in ${seedSeconds.toFixed(1)} s (${Math.round(COUNT / seedSeconds)} rows/s), median of ${RUNS} runs, SQLite`,
      `${'query'.padEnd(22)} ${'indexed'.padStart(12)} ${'no index'.padStart(14)} ${'ratio'.padStart(8)}`,
      row('first page (24)', indexed.first, unindexed.first),
      row('page at 50%', indexed.deep, unindexed.deep),
      row('category first page', indexed.category, unindexed.category),
    ].join('\n') + '\n',
  )
} finally {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
}
