import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { serve } from '@hono/node-server'
import { sql } from 'kysely'
import { generateSyntheticProducts } from '#core/catalog/synthetic-products.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPES } from '#core/reference/body-shapes.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from '#core/reference/color-palettes.ts'
import { STYLES } from '#core/reference/styles.ts'
import { seasonForMonth } from '#core/reference/seasons.ts'
import { indexProducts, type ProductAnalysis, withAnalyses } from '#core/recommendation/catalogue-index.ts'
import { BODY_ALTERNATIVES, type RecommendationQuery, recommendBalanced, recommendDynamic, recommendRuleBased } from '#core/recommendation/engines.ts'
import { RULE_MIN_SCORE, RULE_SCORES, RULE_WEIGHTS } from '#core/recommendation/constants.ts'
import { createSeededRandom } from '#core/catalog/seeded-random.ts'
import { createDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { insertProductSeeds, listAllActiveProducts } from '#db/repositories/products-repository.ts'
import { createApp } from '#server/app.ts'
import { parseConfig } from '#server/config.ts'
import { createLogger } from '#server/logger.ts'
import { createAccounts } from '#server/services/accounts.ts'
import { createAppServices } from '#server/services/app-services.ts'
import { createMailerFromConfig } from '#server/services/mail.ts'

// `npm run bench:recommend [-- COUNT]`: one profile's recommendations over a generated
// catalogue (default 100,000 active products) in a temporary SQLite database:
//  1. in process, per engine (what the service does on a cache miss), median and p95;
//  2. the rule recommender's scoring as ONE SQL query over the same database, and the ratio;
//  3. HTTP: POST /api/recommendations under 64 connections (autocannon, loopback), cached and
//     uncached, beside GET /healthz on the same server as the ceiling.
const COUNT = Number(process.argv[2] ?? 100_000)
const RUNS = 60
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5)

interface CannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon

function stats(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b)
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]! }
}

async function time(fn: () => unknown): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 5; i++) await fn()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await fn()
    samples.push(performance.now() - started)
  }
  return stats(samples)
}

const profile: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }
const now = new Date('2026-11-24T10:00:00.000Z')
const query: RecommendationQuery = { profile, mode: 'recommended', limit: 12, offset: 0, now }

/** The rule recommender's formula for `profile`, in SQL over the JSON text columns. */
function ruleScoreSql() {
  const S = RULE_SCORES
  const W = RULE_WEIGHTS
  const has = (col: string, id: string) => `${col} like '%"${id}"%'`
  const alts = BODY_ALTERNATIVES[profile.bodyShape!].map((a) => has('body_shapes', a)).join(' or ')
  const best = COLOR_PALETTE_DETAILS[profile.colorPalette!].bestColors.map((c) => `lower(colors_available) like '%${c.toLowerCase()}%'`).join(' or ')
  const styleHits = profile.stylePreferences.map((s) => `(case when ${has('styles', s)} or ${has('tags', s)} then 1 else 0 end)`).join(' + ')
  const n = profile.stylePreferences.length
  const season = seasonForMonth(now.getUTCMonth() + 1)
  const body = `(case when ${has('body_shapes', profile.bodyShape!)} then ${S.bodyMatch} when ${alts} then ${S.bodyAlternative} else ${S.mismatch} end)`
  const color = `(case when ${has('color_palettes', profile.colorPalette!)} then (case when ${best} then ${S.colorBestMatch} else ${S.colorMatch} end) else ${S.mismatch} end)`
  const style = `(case when (${styleHits}) = 0 then ${S.mismatch} else min(1.0, ${S.styleMatchBase} + ${1 - S.styleMatchBase} * (${styleHits}) / ${n}.0) end)`
  const seasonScore = `(case when ${has('seasons', season)} then ${S.seasonMatch} else ${S.mismatch} end)`
  // No occasions chosen and no age data on products: the neutral 0.7 and 0.8.
  return `${W.body} * ${body} + ${W.color} * ${color} + ${W.style} * ${style} + ${W.occasion * S.neutralOccasion} + ${W.age * S.neutralAge} + ${W.season} * ${seasonScore}`
}

const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-recs-'))
const database = createDatabase({ dataDir: dir })
let server: ReturnType<typeof serve> | undefined
const out: string[] = []
const print = (line: string) => {
  out.push(line)
  process.stdout.write(`${line}\n`)
}
try {
  await migrateToLatest(database.db)
  const seedStarted = performance.now()
  await insertProductSeeds(database.db, generateSyntheticProducts(COUNT, { seed: 7 }), { source: 'synthetic', now })
  print(`catalogue: ${COUNT} active synthetic products in SQLite, seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; profile hourglass/warm/classic+romantic; ${RUNS} runs each`)

  // 1. In process.
  const loadStarted = performance.now()
  const products = await listAllActiveProducts(database.db)
  const loadMs = performance.now() - loadStarted
  const indexStarted = performance.now()
  const index = indexProducts(products)
  const indexMs = performance.now() - indexStarted
  const rnd = createSeededRandom(11)
  const analyses: ProductAnalysis[] = products.filter((_, i) => i % 10 === 0).map((p) => {
    const m = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, Math.round(rnd() * 100) / 100]))
    return {
      productId: p.id,
      bodyTypeScores: m(['hourglass', 'pear', 'apple', 'rectangle', 'inverted_triangle']),
      skinToneScores: m(['warm', 'cool', 'neutral']),
      colorPaletteScores: m(['warm', 'cool', 'neutral']),
      styleScores: m(['classic', 'romantic', 'casual', 'elegant']),
      occasionScores: m(['work', 'party']),
      seasonScores: m(['spring', 'summer', 'autumn', 'winter']),
      ageScores: m(['26-35']),
      confidence: 0.6 + rnd() * 0.4,
    }
  })
  const analysed = withAnalyses(index, analyses)
  print(`snapshot (once per catalogue change; a cold process's first request waits for it, later refreshes run in the background): read ${loadMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms`)
  const rule = await time(() => recommendRuleBased(index, query))
  const balanced = await time(() => recommendBalanced(index, query))
  const dynamic = await time(() => recommendDynamic(analysed, query))
  const row = (name: string, s: { median: number; p95: number }) => `  ${name.padEnd(44)} median ${s.median.toFixed(2).padStart(7)} ms   p95 ${s.p95.toFixed(2).padStart(7)} ms`
  print('in process, one profile, 12 recommendations (a cache miss: every product scored):')
  print(row('balanced (the chain\'s answer without analyses)', balanced))
  print(row('rule-based', rule))
  print(row(`dynamic (${analyses.length} stored analyses)`, dynamic))

  // 2. The same rule scoring as one SQL query.
  const scoreExpr = sql.raw(ruleScoreSql())
  const sqlQuery = () =>
    sql<{ id: string; score: number }>`select id, score from (select id, created_at, ${scoreExpr} as score from products where is_active = 1) where score >= ${RULE_MIN_SCORE} order by score desc, created_at desc, id desc limit 12`.execute(database.db)
  const sqlStats = await time(sqlQuery)
  const sqlTop = (await sqlQuery()).rows.map((r) => r.id)
  const jsTop = recommendRuleBased(index, query).items.map((i) => i.product.id)
  print(row('rule-based as ONE SQL query (SQLite)', sqlStats))
  print(`  ratio SQL / in process (rule-based, median): ${(sqlStats.median / rule.median).toFixed(1)}x; same top 12: ${JSON.stringify(sqlTop) === JSON.stringify(jsTop) ? 'yes' : 'NO'}`)

  // 3. HTTP on loopback.
  const configResult = parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:1', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-123' })
  if (!configResult.ok) throw new Error(configResult.errors.join('\n'))
  const config = configResult.config
  const logger = createLogger(config, new Writable({ write: (_c, _e, done) => done() }))
  const mailer = createMailerFromConfig(config, logger)
  const accounts = await createAccounts({ config, database, mailer, logger })
  const app = createApp({ config, database, logger, accounts, services: createAppServices({ config, db: database.db, mailer, accounts, logger }) })
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const port = (server.address() as AddressInfo).port
  const base = `http://127.0.0.1:${port}`
  const body = (offset: number) => JSON.stringify({ profile, limit: 12, offset })
  const warm = await fetch(`${base}/api/recommendations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(0) })
  if (warm.status !== 200) throw new Error(`POST /api/recommendations answered ${warm.status}`)
  const cannon = (opts: Record<string, unknown>) => autocannon({ connections: 64, duration: HTTP_SECONDS, ...opts })
  const health = await cannon({ url: `${base}/healthz` })
  const cached = await cannon({ url: `${base}/api/recommendations`, method: 'POST', headers: { 'content-type': 'application/json' }, body: body(0) })
  // A different profile every request (3,825 combinations of shape, palette and styles):
  // each one misses the cache, runs the engine and writes its precomputed list.
  let n = 0
  const nthProfile = (k: number): StyleProfile => ({
    bodyShape: BODY_SHAPES[k % 5]!,
    colorPalette: COLOR_PALETTES[Math.floor(k / 5) % 3]!,
    stylePreferences: STYLES.filter((_, bit) => ((Math.floor(k / 15) % 255) + 1) & (1 << bit)),
  })
  const uncached = await cannon({
    url: `${base}/api/recommendations`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify({ profile: nthProfile(n++), limit: 12 }) }) }],
  })
  const http = (name: string, r: CannonResult) =>
    `  ${name.padEnd(44)} ${Math.round(r.requests.average).toString().padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms${r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`
  print(`HTTP on loopback, 64 connections, ${HTTP_SECONDS} s each (autocannon, same process and server):`)
  print(http('GET /healthz (ceiling)', health))
  print(http('POST /api/recommendations, cached answer', cached))
  print(http('POST /api/recommendations, cache miss', uncached))
} finally {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await database.close()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
