import { parseArgs } from 'node:util'
import { generateSyntheticProducts } from './synthetic-products.ts'
import { countProducts, insertProductSeeds } from '#db/repositories/products-repository.ts'
import { loadConfigOrExit } from '../config.ts'
import { createLogger } from '../logger.ts'
import { prepareDatabase } from '../start-server.ts'

// `npm run db:seed -- --products 100000 [--seed 42]`: adds a generated catalogue for
// benchmarks and manual testing. Ids continue after the existing synthetic products.
const { values } = parseArgs({
  options: { products: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' } },
})
const count = Number(values.products)
const seed = Number(values.seed)
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  process.stderr.write('--products must be a whole number between 1 and 1000000\n')
  process.exit(1)
}
if (!Number.isInteger(seed)) {
  process.stderr.write('--seed must be a whole number\n')
  process.exit(1)
}

const config = loadConfigOrExit()
const database = await prepareDatabase(config, createLogger({ logLevel: 'warn' }))
const existing = await database.db
  .selectFrom('products')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('source', '=', 'synthetic')
  .executeTakeFirstOrThrow()
const started = performance.now()
const seeds = generateSyntheticProducts(count, { seed, startIndex: Number(existing.n) })
await insertProductSeeds(database.db, seeds, { source: 'synthetic', now: new Date() })
const seconds = (performance.now() - started) / 1000
const total = await countProducts(database.db)
process.stdout.write(
  `Added ${count} synthetic products in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} rows/s); the catalogue now holds ${total} (${database.location}).\n`,
)
await database.close()
