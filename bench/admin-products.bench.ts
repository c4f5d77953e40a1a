import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { ADMIN_PAGE_SIZE, pageOffset } from '#core/admin/product-management.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { createDatabase, type DatabaseHandle } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { listProductBrands, listProductsForManagement, productManagementStats, type ProductManagementFilter } from '#db/repositories/product-management-repository.ts'
import { insertProductSeeds } from '#db/repositories/products-repository.ts'

// The back office's product list at 100,000 products: the first page, filtered pages, a
// deep page, a search, the brand list and the four stat cards, median of RUNS runs each.
// SQLite always; PostgreSQL too when BENCH_DATABASE_URL names an empty database to use.
// `npm run bench:admin-products [-- N]` (N products; default 100000).
const COUNT = Number(process.argv[2] ?? 100_000)
const RUNS = 30

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  await fn()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await fn()
    samples.push(performance.now() - started)
  }
  return median(samples)
}

async function measure(database: DatabaseHandle, label: string) {
  const seedStarted = performance.now()
  await migrateToLatest(database.db)
  await insertProductSeeds(database.db, generateSyntheticProducts(COUNT, { seed: 11 }), { source: 'synthetic', now: new Date() })
  const seedSeconds = (performance.now() - seedStarted) / 1000
  // What autovacuum does soon after a bulk load: planner statistics and the visibility
  // map, without which PostgreSQL cannot answer counts from an index alone.
  if (database.dialect === 'postgres') await sql`vacuum analyze products`.execute(database.db)
  const [brand] = await listProductBrands(database.db)
  const list = (filter: ProductManagementFilter, page = 1) =>
    listProductsForManagement(database.db, filter, { limit: ADMIN_PAGE_SIZE, offset: pageOffset(page) })
  const deepPage = Math.floor(COUNT / ADMIN_PAGE_SIZE / 2)

  const rows: Array<[string, number]> = [
    ['first page (20), no filter', await time(() => list({}))],
    ['category + status filter', await time(() => list({ category: 'tops', status: 'active' }))],
    ['brand filter', await time(() => list({ brand }))],
    [`deep page (${deepPage})`, await time(() => list({}, deepPage))],
    ['search "wrap"', await time(() => list({ search: 'wrap' }))],
    ['brand list', await time(() => listProductBrands(database.db))],
    ['four stat cards', await time(() => productManagementStats(database.db))],
  ]
  process.stdout.write(
    [
      `\n${label}: ${COUNT} products, seeded in ${seedSeconds.toFixed(1)} s, median of ${RUNS} runs`,
      ...rows.map(([name, ms]) => `${name.padEnd(30)} ${ms.toFixed(2).padStart(9)} ms`),
    ].join('\n') + '\n',
  )
}

const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-admin-'))
const sqlite = createDatabase({ dataDir: dir })
try {
  await measure(sqlite, 'SQLite')
} finally {
  await sqlite.close()
  rmSync(dir, { recursive: true, force: true })
}

const pgUrl = process.env.BENCH_DATABASE_URL
if (pgUrl) {
  const pg = createDatabase({ databaseUrl: pgUrl, dataDir: tmpdir(), poolSize: 4 })
  try {
    await measure(pg, 'PostgreSQL')
  } finally {
    await pg.close()
  }
}
