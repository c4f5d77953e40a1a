import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { STARTER_PRODUCTS } from '#core/catalog/starter-catalogue.ts'
import type { ProductSeed } from '#core/catalog/product-seed.ts'
import { createSeededRandom } from '#core/catalog/seeded-random.ts'
import { queryOfProfile } from '#core/outfits/contract.ts'
import { buildCapsule, completeTheLook, createOutfitPlanner, type OutfitPlan, type OutfitPlanner, outfitSeason, swapPiece } from '#core/outfits/outfit-engine.ts'
import { outfitTablesOf } from '#core/outfits/outfit-tables.ts'
import { buildCatalogueIndex, type CatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { recommendFit } from '#core/recommendation/engines.ts'
import { quizSegments } from '#core/recommendation/segment.ts'
import { SEASONS, type SeasonId } from '#core/reference/seasons.ts'
import { CAPSULE_MIN_OUTFITS, CAPSULE_PIECES, CAPSULE_SHAPE, OUTFIT_SLOTS, OUTFIT_TEMPLATES } from '#core/rule-book/outfits.ts'
import { checkedOutfitOf, OUTFIT_RULES, type OutfitRule, outfitViolations } from '#core/testing/outfit-violations.ts'
import { createDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { insertProductSeeds, seedAsProduct } from '#db/repositories/products-repository.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '#server/node-flags.ts'
import { freePort } from '#tests/support/server-process.ts'

// `npm run bench:outfits` (after `npm run build`): complete the look and the capsule (issue 27).
//  1. In this process, per catalogue of CATALOGUES: for every quiz segment (945), outfits around
//     ANCHORS pieces drawn with a seed, then a swap and a lock-and-reshuffle of the first look,
//     and her capsule, all checked by the rule book's checker (core/testing/outfit-violations.ts):
//     violations per rule (target 0), distinct outfits per piece (target >= 3), capsule pieces and
//     outfits (target 20-30 / >= 40). Baseline: random outfits of one piece per slot, checked alike.
//     And how many of her first page of Recommended her outfits refuse (one stylist: none).
//  2. The built server in a child process on GENERATED generated products, the load generator
//     (autocannon) in another: GET /healthz, then GET /api/outfits with a random quiz profile and
//     a random piece per request, 64 connections.

/** The catalogues the figures are printed for: the spec's mock set, a fresh install's starter catalogue, and a generated shop. */
const CATALOGUES: ReadonlyArray<{ name: string; seeds: () => readonly ProductSeed[] }> = [
  { name: `sample catalogue (${SAMPLE_PRODUCTS.length})`, seeds: () => SAMPLE_PRODUCTS },
  { name: `starter catalogue (${STARTER_PRODUCTS.length})`, seeds: () => STARTER_PRODUCTS },
  { name: '20,000 generated products', seeds: () => generateSyntheticProducts(20_000, { seed: 27 }) },
]
/** Pieces built around per segment (every piece when the catalogue has fewer). */
const ANCHORS = Number(process.env.BENCH_OUTFIT_ANCHORS ?? 12)
/** Capsule outfits checked per segment (the best first); a capsule makes hundreds. */
const CAPSULE_OUTFITS_CHECKED = 60
/** The dashboard's first page of Recommended, whose pieces her outfits must accept. */
const FIRST_PAGE = 12
const GENERATED = 20_000
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10)
const CONNECTIONS = 64
const BENCH_DAY = new Date('2026-11-15T12:00:00.000Z')
const root = path.resolve(import.meta.dirname, '..')
const print = (line: string) => process.stdout.write(`${line}\n`)

// `-- --only starter` runs the in-process figures of the catalogues whose name starts so, and no
// HTTP; `-- --only http` runs the HTTP part alone.
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '') : null
const withHttp = only === null || only === 'http'

if (withHttp && !existsSync(path.join(root, 'build/server/index.js'))) {
  process.stderr.write('bench:outfits runs the built server: run `npm run build` first.\n')
  process.exit(1)
}

const indexOf = (seeds: readonly ProductSeed[]) =>
  buildCatalogueIndex(seeds.map((seed, k) => ({ product: seedAsProduct(seed, 'synthetic', new Date(BENCH_DAY.getTime() - k * 1000).toISOString()), attributes: null })))

function quantile(samples: number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? Number.NaN
}

/** A random outfit of a template: one random piece per slot (the baseline the rules are measured against). */
function randomOutfit(ix: CatalogueIndex, bySlot: number[][], random: () => number, season: SeasonId): OutfitPlan | null {
  const template = OUTFIT_TEMPLATES[Math.floor(random() * OUTFIT_TEMPLATES.length)]!
  const slots = new Int32Array(OUTFIT_SLOTS.length).fill(-1)
  const wanted = [...template.slots, ...(season === 'autumn' || season === 'winter' ? (['outerwear'] as const) : [])]
  for (const slot of wanted) {
    const pool = bySlot[OUTFIT_SLOTS.indexOf(slot)]!
    if (pool.length === 0) return null
    slots[OUTFIT_SLOTS.indexOf(slot)] = pool[Math.floor(random() * pool.length)]!
  }
  void ix
  return { template: template.id, season, slots, formality: [0, 0], score: 0 }
}

function inProcess(name: string, seeds: readonly ProductSeed[]): void {
  const started = performance.now()
  const ix = indexOf(seeds)
  const t = outfitTablesOf(ix)
  const bySlot = OUTFIT_SLOTS.map((_, s) => Array.from(t.slot.keys()).filter((i) => t.slot[i] === s))
  const segments = quizSegments(BENCH_DAY, 'bench')
  const random = createSeededRandom(27)
  const violations = Object.fromEntries(OUTFIT_RULES.map((r) => [r, 0])) as Record<OutfitRule, number>
  const baseline = Object.fromEntries(OUTFIT_RULES.map((r) => [r, 0])) as Record<OutfitRule, number>
  let checked = 0
  let baselineChecked = 0
  let baselineBroken = 0
  let anchors = 0
  let refused = 0
  let distinct = 0
  let threeOrMore = 0
  /** Pieces built around that got no outfit at all (the rest of the short ones got one or two). */
  let none = 0
  /** Pieces that got fewer than three outfits, and how often (printed with --short). */
  const short = new Map<number, number>()
  const capsulePieces: number[] = []
  const capsuleOutfits: number[] = []
  const lookMs: number[] = []
  const plannerMs: number[] = []
  const capsuleMs: number[] = []
  const byId = ix.byId
  let firstPage = 0
  const firstPageRefused = new Map<string, number>()
  const check = (plan: OutfitPlan, segment: (typeof segments)[number]) => {
    checked++
    for (const r of outfitViolations(checkedOutfitOf(ix, plan), segment)) violations[r]++
  }
  for (const segment of segments) {
    const planners = new Map<SeasonId, OutfitPlanner>()
    const plannerOf = (season: SeasonId) => {
      let p = planners.get(season)
      if (!p) {
        const s0 = performance.now()
        p = createOutfitPlanner(ix, segment, season)
        plannerMs.push(performance.now() - s0)
        planners.set(season, p)
      }
      return p
    }
    const count = Math.min(ANCHORS, ix.products.length)
    const picks = count === ix.products.length ? Array.from({ length: count }, (_, i) => i) : Array.from({ length: count }, () => Math.floor(random() * ix.products.length))
    for (const anchor of picks) {
      const planner = plannerOf(outfitSeason(ix, anchor, segment.season))
      anchors++
      const s0 = performance.now()
      const look = completeTheLook(planner, { anchor })
      lookMs.push(performance.now() - s0)
      if (look.refused) {
        refused++
        continue
      }
      distinct += new Set(look.outfits.map((o) => [...o.slots].join(','))).size
      if (look.outfits.length >= 3) threeOrMore++
      else short.set(anchor, (short.get(anchor) ?? 0) + 1)
      if (look.outfits.length === 0) none++
      for (const o of look.outfits) check(o, segment)
      const first = look.outfits[0]
      if (!first) continue
      const pieces = [...first.slots].filter((i) => i >= 0)
      const slot = OUTFIT_SLOTS[[...first.slots].findIndex((i) => i >= 0 && i !== anchor)]!
      const swapped = swapPiece(planner, pieces, slot)
      if (swapped) check(swapped, segment)
      const again = completeTheLook(planner, { anchor, locked: pieces.filter((i) => i !== anchor).slice(0, 1), seed: anchors })
      for (const o of again.outfits) check(o, segment)
      // The baseline: a random outfit of the same season, checked by the same rules.
      const r = randomOutfit(ix, bySlot, random, planner.season)
      if (r) {
        baselineChecked++
        const broken = outfitViolations(checkedOutfitOf(ix, r), segment)
        if (broken.length > 0) baselineBroken++
        for (const b of broken) baseline[b]++
      }
    }
    // One stylist: a piece on her first page of Recommended is one her outfits can be built on.
    for (const item of recommendFit(ix, { segment, mode: 'recommended', limit: FIRST_PAGE, offset: 0 }).items) {
      const i = byId.get(item.product.id)!
      const look = completeTheLook(plannerOf(outfitSeason(ix, i, segment.season)), { anchor: i })
      firstPage++
      if (look.refused) firstPageRefused.set(look.refused, (firstPageRefused.get(look.refused) ?? 0) + 1)
    }
    const s0 = performance.now()
    const capsule = buildCapsule(plannerOf(segment.season), CAPSULE_SHAPE)
    capsuleMs.push(performance.now() - s0)
    capsulePieces.push(capsule.pieces.length)
    capsuleOutfits.push(capsule.outfits.length)
    for (const o of capsule.outfits.slice(0, CAPSULE_OUTFITS_CHECKED)) check(o, segment)
  }
  const total = OUTFIT_RULES.reduce((n, r) => n + violations[r], 0)
  const built = anchors - refused
  const meanDistinct = built ? distinct / built : 0
  const capsulesOk = capsulePieces.filter((n, k) => n >= CAPSULE_PIECES.min && n <= CAPSULE_PIECES.max && capsuleOutfits[k]! >= CAPSULE_MIN_OUTFITS).length
  print(`${name}: ${segments.length} quiz segments, ${anchors.toLocaleString('en')} pieces built around (${refused.toLocaleString('en')} refused by her rules: colour or cut to avoid, colour not read), ${((performance.now() - started) / 1000).toFixed(1)} s`)
  print(`  outfits checked ${checked.toLocaleString('en')} (looks, swaps, lock-and-reshuffles, ${CAPSULE_OUTFITS_CHECKED} of each capsule): violations ${total} (${OUTFIT_RULES.map((r) => `${r} ${violations[r]}`).join(', ')}); target 0: ${total === 0 ? 'met' : 'MISSED'}`)
  print(`  same-run baseline, ${baselineChecked.toLocaleString('en')} random outfits (one random piece per slot, same season): ${((baselineBroken / Math.max(1, baselineChecked)) * 100).toFixed(1)}% break a rule (${OUTFIT_RULES.map((r) => `${r} ${baseline[r]}`).join(', ')})`)
  print(`  distinct outfits per piece built around (mean): ${meanDistinct.toFixed(3)}, ${((threeOrMore / Math.max(1, built)) * 100).toFixed(1)}% get three, ${none.toLocaleString('en')} get none; target >= 3: ${meanDistinct >= 3 ? 'met' : 'MISSED'}`)
  if (process.argv.includes('--short')) {
    for (const [i, n] of [...short].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      const a = ix.attributes.get(i)
      print(`    fewer than three, ${n}x: ${ix.products.get(i).name} (${a.garmentType}, ${a.primaryColour}, ${a.formality ?? ''}, ${ix.products.get(i).seasons.join('/')})`)
    }
  }
  const refusedFirst = [...firstPageRefused.values()].reduce((a, b) => a + b, 0)
  print(`  first-page Recommended cards her outfits refuse: ${refusedFirst.toLocaleString('en')} of ${firstPage.toLocaleString('en')}${refusedFirst ? ` (${[...firstPageRefused].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`)
  print(
    `  capsule per segment: pieces min ${Math.min(...capsulePieces)} median ${quantile(capsulePieces, 0.5)} max ${Math.max(...capsulePieces)}; outfits min ${Math.min(...capsuleOutfits)} median ${quantile(capsuleOutfits, 0.5)}; ${capsulesOk} of ${segments.length} capsules in ${CAPSULE_PIECES.min}-${CAPSULE_PIECES.max} pieces / >= ${CAPSULE_MIN_OUTFITS} outfits: ${capsulesOk === segments.length ? 'met' : 'MISSED'}`,
  )
  print(`  in process: planner (her pieces for a season) p50 ${quantile(plannerMs, 0.5).toFixed(2)} ms p95 ${quantile(plannerMs, 0.95).toFixed(2)} ms; three outfits p50 ${quantile(lookMs, 0.5).toFixed(2)} ms p95 ${quantile(lookMs, 0.95).toFixed(2)} ms; capsule p50 ${quantile(capsuleMs, 0.5).toFixed(1)} ms p95 ${quantile(capsuleMs, 0.95).toFixed(1)} ms`)
}

for (const c of CATALOGUES) if (only === null || (only !== 'http' && c.name.startsWith(only))) inProcess(c.name, c.seeds())
if (!withHttp) process.exit(0)

// 2. The API under load, on the built server in its own process.
const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-outfits-'))
const children: ChildProcess[] = []
try {
  const database = createDatabase({ dataDir: dir })
  const { error } = await migrateToLatest(database.db)
  if (error) throw error
  const seeds = generateSyntheticProducts(GENERATED, { seed: 27 })
  await insertProductSeeds(database.db, seeds, { source: 'synthetic', now: new Date() })
  await database.close()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-123',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dir,
      SEED_SAMPLE_CATALOG: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(server)
  // Ready once the worker (it logs to stderr) has prepared complete the look's planners for the quiz segments.
  let ready = false
  let output = ''
  const watch = (d: Buffer) => {
    output += d.toString()
    if (output.includes('outfit planners prepared ahead')) ready = true
    if (output.length > 100_000) output = output.slice(-1000)
  }
  server.stdout!.on('data', watch)
  server.stderr!.on('data', watch)
  const deadline = Date.now() + 300_000
  while (!ready) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the server')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  let jobs = 0
  const load = (job: Record<string, unknown>) =>
    new Promise<{ rps: number; p50: number; p99: number; non2xx: number; errors: number }>((resolve, reject) => {
      const file = path.join(dir, `job-${jobs++}.json`)
      writeFileSync(file, JSON.stringify({ connections: CONNECTIONS, seconds: HTTP_SECONDS, ...job }))
      const child = spawn(process.execPath, [path.join(root, 'bench/support/load-generator.ts'), `@${file}`], { stdio: ['ignore', 'pipe', 'inherit'] })
      children.push(child)
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`))))
    })
  const random = createSeededRandom(64)
  const profiles = quizSegments(BENCH_DAY, '').map((s) => queryOfProfile({ bodyShape: s.shape!, colorPalette: s.palette!, stylePreferences: s.styles }))
  const paths = Array.from({ length: 4000 }, () => {
    const profile = profiles[Math.floor(random() * profiles.length)]!
    const piece = seeds[Math.floor(random() * seeds.length)]!.id
    return `/api/outfits?${new URLSearchParams({ piece, ...profile, season: SEASONS[Math.floor(random() * SEASONS.length)]! }).toString()}`
  })
  const health = await load({ url: `${base}/healthz` })
  const outfits = await load({ url: `${base}/api/outfits`, paths })
  // The same paths again: every answer is kept now, so this is the serving thread alone.
  const again = await load({ url: `${base}/api/outfits`, paths })
  const http = (label: string, r: { rps: number; p50: number; p99: number; non2xx: number; errors: number }) =>
    `  ${label.padEnd(58)} ${Math.round(r.rps).toString().padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`
  print(`HTTP on loopback, ${GENERATED.toLocaleString('en')} generated products, ${CONNECTIONS} connections, ${HTTP_SECONDS} s each; server and load generator in separate processes:`)
  print(http('GET /healthz (same-run baseline)', health))
  print(http('GET /api/outfits, random quiz profile, piece and season', outfits))
  print(http('  the same 4,000 paths again (every answer kept)', again))
  const ratio = outfits.rps / health.rps
  print(`  outfits req/s / healthz req/s = ${(ratio * 100).toFixed(0)}% (target >= 25%: ${ratio >= 0.25 ? 'met' : 'MISSED'}); outfits p99 ${outfits.p99} ms (target <= 50 ms: ${outfits.p99 <= 50 ? 'met' : 'MISSED'})`)
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  // The server is waited for (a stray one would load the next run), and one that does not end is said so and killed.
  const server = children[0]
  const ended = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null
  if (server && !ended(server)) {
    const gone = await Promise.race([new Promise<boolean>((resolve) => server.once('exit', () => resolve(true))), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000))])
    if (!gone) {
      print('the server had not ended 30 s after SIGTERM: killed')
      server.kill('SIGKILL')
    }
  }
  rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
