import { parseArgs } from 'node:util'
import { createDatabase } from '#db/database.ts'
import { migrateDown, migrateToLatest } from '#db/migrator.ts'
import { loadConfigOrExit } from '../config.ts'

// `npm run db:migrate` (to latest) or `npm run db:migrate -- --down` (undo the last one).
const { values } = parseArgs({ options: { down: { type: 'boolean', default: false } } })
const config = loadConfigOrExit()
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const { error, results } = await (values.down ? migrateDown(database.db) : migrateToLatest(database.db))
for (const r of results ?? []) {
  process.stdout.write(`${r.status === 'Success' ? '✓' : '✗'} ${r.direction} ${r.migrationName}: ${r.status}\n`)
}
if (!results?.length && !error) process.stdout.write(`Database is up to date (${database.location}).\n`)
await database.close()
if (error) {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
