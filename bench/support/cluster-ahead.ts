import { SERVER_ENTRY } from '#server/node-flags.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { createDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { insertProductSeeds } from '#db/repositories/products-repository.ts'
import { quizAheadLines, type ServerProcess, startServerProcess, stopServerProcess } from '#tests/support/server-process.ts'
import { newPostgresDatabase } from '#tests/support/test-database.ts'

// The shared-answers phase of bench:recommend (issue 29 item 4, decision 062): four server
// processes on one PostgreSQL database, as `npm run start:cluster` runs them on a 4-core host.
// Each prints 'quiz segments computed ahead' with `source: computed` or `source: stored`; the
// figure is how many processes computed each catalogue version's quiz segments (target 1).
// Then one product is deactivated and the count is taken again for the new version.

const PROCESSES = 4
type AheadLine = ReturnType<typeof quizAheadLines>[number]

/**
 * Runs the phase on a database of its own on the PostgreSQL server `adminUrl`, the processes with
 * `serverEnv` (the bench's production settings); returns the lines to print.
 */
export async function clusterAhead(adminUrl: string, count: number, serverEnv: Record<string, string>): Promise<string[]> {
  const lines: string[] = []
  const created = await newPostgresDatabase('sb_bench_cluster', adminUrl)
  const servers: ServerProcess[] = []
  const database = createDatabase({ databaseUrl: created.url, dataDir: '.' })
  try {
    const { error } = await migrateToLatest(database.db)
    if (error) throw error
    await insertProductSeeds(database.db, generateSyntheticProducts(count, { seed: 7 }), { source: 'synthetic', now: new Date() })
    const env = { ...serverEnv, DATABASE_URL: created.url, LOG_LEVEL: 'info', SEED_SAMPLE_CATALOG: 'false' }
    const started = Date.now()
    servers.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => startServerProcess(env)))))

    /** Waits until every process has its answers for one version newer than `after`; returns who computed them. */
    const round = async (after: number) => {
      const deadline = Date.now() + 600_000
      for (;;) {
        const all = servers.map(quizAheadLines)
        const newest = Math.max(-1, ...all.flat().map((l) => l.version))
        const mine = all.map((ls) => ls.find((l) => l.version === newest))
        if (newest > after && mine.every(Boolean)) return { version: newest, lines: mine as AheadLine[] }
        if (Date.now() > deadline) throw new Error('bench:recommend --only cluster: the processes never had their quiz answers')
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    const describe = (what: string, r: { version: number; lines: AheadLine[] }, since: number) => {
      const computed = r.lines.filter((l) => l.source === 'computed')
      const ready = (ls: AheadLine[]) => (ls.length ? `${(Math.max(...ls.map((l) => l.time - since)) / 1000).toFixed(1)} s` : '-')
      lines.push(
        `  ${what} (version ${r.version}, ${r.lines[0]!.answers} pages): computed by ${computed.length} of ${PROCESSES} processes, read by ${PROCESSES - computed.length}; ready in ${ready(computed)} where computed, the last reader ${ready(r.lines.filter((l) => l.source === 'stored'))}`,
      )
      return computed.length
    }
    lines.push(`${PROCESSES} processes (node ${SERVER_ENTRY}) on one PostgreSQL database, ${count} active synthetic products:`)
    const first = await round(-1)
    const a = describe('start', first, started)
    const changed = Date.now()
    await database.db.updateTable('products').set({ is_active: false }).where('id', '=', (await database.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow()).id).execute()
    const second = await round(first.version)
    const b = describe('after one product is deactivated', second, changed)
    const worst = Math.max(a, b)
    lines.push(`  times each quiz segment is computed per catalogue version: ${worst} (target 1: ${worst === 1 ? 'met' : 'MISSED'}; without the lease each process computes its own: ${PROCESSES})`)
    return lines
  } finally {
    await Promise.all(servers.map((s) => stopServerProcess(s)))
    await database.close()
    await created.drop()
  }
}
