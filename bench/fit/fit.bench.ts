import { setTimeout as delay } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import type { ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { type ProductFit, readProductFit } from '#core/garment/product-fit.ts'
import type { GarmentText } from '#core/garment/read-garment.ts'
import type { RecommendationResponse } from '#core/recommendation/contract.ts'
import { BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { quizSegments, seasonSegments } from '#core/recommendation/segment.ts'
import { checkInvariants, INVARIANTS, type InvariantReport, violationCount } from '#core/testing/invariants.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'
import { createImageChecker } from '#integrations/http/image-check.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { createLogger } from '#server/logger.ts'
import { createAiAnalysisFromConfig } from '#server/services/ai-analysis.ts'
import { createProductImport } from '#server/services/product-import.ts'
import { startFakeImageServer } from '#tests/fakes/image-server.ts'
import { browserHeaders, postJson, signInAdmin } from '#tests/support/accounts.ts'
import { createTestApp, testConfig } from '#tests/support/test-app.ts'
import { createTestDatabase } from '#tests/support/test-database.ts'
import { asinOf, HELD_OUT_PARTS, heldOutShare, type LabelledProduct, loadPart, MIN_HELD_OUT_SHARE, type Part, PARTS, toCsv } from './catalogue.ts'
import { addSets, emptyTally, linearGain, mean, ndcgAt, precision, randomOrderNdcg, recall, relevance, sameSet, type Tally } from './metrics.ts'
import { dashboardRequest, PROFILES } from './profiles.ts'

// `npm run bench:fit`: the labelled catalogue (bench/fit/catalogue) through the real admin
// CSV import, the real analysis worker and the real recommendation API, one fresh SQLite
// database per part; then the attribute reader against the labels. The parts (tuning, dev,
// held-out; `--part`, default all) are measured separately in one run and printed side by
// side with the targets. `--misses` lists the reader's style and occasion misses product by
// product, for tuning and dev only: held-out is never shown product by product. Held-out is
// exactly bench/fit/catalogue/held-out.json; a tree without that part says so and measures the rest.

/** A fixed day, so the season the engines weigh and the balanced engine's daily seed never move the figures. */
const BENCH_DAY = new Date('2026-04-15T12:00:00.000Z')
const K = 12
const RANDOM_SHUFFLES = 500
const RANDOM_SEED = 20_260_415
const POLL_MS = 50
const WAIT_LIMIT_MS = 120_000

interface PartResult {
  products: number
  repeats: number
  seconds: number
  ndcg: number
  ndcgRange: { min: number; max: number }
  ndcgLinear: number
  worst: { id: string; ndcg: number }
  randomNdcg: number
  idealNdcg: number
  cardsPerPage: number
  unknownCards: number
  cardsAt100: number
  cards: number
  distinctScores: number
  /** Distinct match values among a first page's cards, the mean over pages. */
  distinctPerPage: number
  cardsBodyFlatters: number
  cardsBodyAvoid: number
  cardsPaletteRight: number
  topCategory: { mean: number; max: number }
  body: { tally: Tally; predictedFlattersLabelledAvoid: number; predictedAvoidLabelledFlatters: number }
  paletteExact: number
  palette: Tally
  style: Tally
  occasion: Tally
  engines: Record<string, number>
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`${what}: still not done after ${WAIT_LIMIT_MS / 1000} s`)
    await delay(POLL_MS)
  }
}

/** One profile's first page as the shopper sees it. */
interface PageSeen {
  ndcg: number
  linear: number
  scores: number[]
  /** Of the cards, how many the stylist labels flattering for her shape, and how many avoid. */
  bodyFlatters: number
  bodyAvoid: number
  /** Of the cards, how many are in her palette by the labels. */
  paletteRight: number
  topCategory: number
  unknownCards: number
  engine: string
}

/** Every profile's first page, after importing the part into a fresh database of its own. */
async function measureService(part: Part, products: readonly LabelledProduct[], imageOrigin: string): Promise<PageSeen[]> {
  const env = { IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1', LOG_LEVEL: 'warn' }
  const config = testConfig(env)
  const logger = createLogger(testConfig({ LOG_LEVEL: 'silent' }))
  // Noon of the fixed day, running on in real time: the recommendation service looks at the
  // catalogue version once a second by this clock, so a frozen one would never see the import.
  const startedAt = Date.now()
  const clock = () => new Date(BENCH_DAY.getTime() + (Date.now() - startedAt))
  const database = await createTestDatabase('sqlite')
  const imageChecker = createImageChecker(config.imports.imageCheck)
  // The server's wiring (server/start-server.ts): products are analysed as soon as they land.
  const ai = createAiAnalysisFromConfig({ config, db: database.db, logger, now: clock })
  const imports = createProductImport({ db: database.db, jobLeases: database.jobLeases, logger, config: config.imports, imageChecker, onQueued: () => ai.worker.kick() })
  const t = await createTestApp('sqlite', { ai, imports }, env, { database, clock })
  try {
    const { jar } = await signInAdmin(t.app, t.config, t.accounts)
    const get = async <T>(path: string): Promise<T> => {
      const res = await t.app.request(path, { headers: browserHeaders(t.config, jar) })
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`)
      return (await res.json()) as T
    }

    // Upload the CSV as the import page does, then start the import with the rows it read.
    const form = new FormData()
    form.set('file', new File([toCsv(products, imageOrigin)], `fit-${part}.csv`, { type: 'text/csv' }))
    const { 'content-type': _json, ...uploadHeaders } = browserHeaders(t.config, jar)
    const parsed = await t.app.request('/api/admin/imports/parse', { method: 'POST', headers: uploadHeaders, body: form })
    if (!parsed.ok) throw new Error(`CSV upload refused: ${parsed.status} ${await parsed.text()}`)
    const { rows } = (await parsed.json()) as { rows: ImportRowInput[] }
    const started = await postJson(t.app, t.config, '/api/admin/imports', { rows }, jar)
    if (started.status !== 202) throw new Error(`import not started: ${started.status} ${await started.text()}`)
    const { job } = (await started.json()) as { job: ImportJobView }
    const finished = await waitFor('the import', () => get<{ job: ImportJobView }>(`/api/admin/imports/${job.id}`), (r) => r.job.status !== 'running')
    if (finished.job.succeededRows !== products.length) {
      throw new Error(`the import landed ${finished.job.succeededRows} of ${products.length} rows: ${JSON.stringify(finished.job.result)}`)
    }
    // The back office's queue status, as an administrator watches it, until every product is analysed.
    type QueueView = { queue: { counts: { pending: number; processing: number; completed: number; failed: number } } }
    await waitFor('the analysis queue', () => get<QueueView>('/api/admin/ai/queue'), ({ queue: { counts } }) => counts.pending + counts.processing === 0 && counts.completed + counts.failed >= products.length)

    // The analysis worker wrote the attributes outside any request: on SQLite a process sees such
    // writes when it next reads the catalogue version row, at most a second later (decision 026).
    await delay(1100)

    const byAsin = new Map(products.map((p) => [asinOf(p.affiliateUrl)!, p]))
    const pages: PageSeen[] = []
    for (const [n, { profile }] of PROFILES.entries()) {
      // A visitor's request, from a client address of its own, as thirty shoppers would send it.
      const res = await postJson(t.app, t.config, '/api/recommendations', dashboardRequest(profile), undefined, `203.0.113.${n + 1}`)
      if (!res.ok) throw new Error(`recommendations for ${PROFILES[n]!.id}: ${res.status} ${await res.text()}`)
      const answer = (await res.json()) as RecommendationResponse
      const shown = answer.items.map((item) => ({ item, labelled: byAsin.get(asinOf(item.product.affiliateUrl) ?? '') }))
      const ranked = shown.map((s) => (s.labelled ? relevance(s.labelled.label, profile) : 0))
      const pool = products.map((p) => relevance(p.label, profile))
      const perCategory = new Map<string, number>()
      for (const s of shown) {
        const category = s.labelled?.label.category ?? String(s.item.product.category)
        perCategory.set(category, (perCategory.get(category) ?? 0) + 1)
      }
      const labelled = shown.flatMap((s) => (s.labelled ? [s.labelled] : []))
      pages.push({
        ndcg: ndcgAt(ranked, pool, K),
        linear: ndcgAt(ranked, pool, K, linearGain),
        scores: answer.items.map((i) => i.score),
        bodyFlatters: labelled.filter((p) => p.label.body[profile.bodyShape] === 'flatters').length,
        bodyAvoid: labelled.filter((p) => p.label.body[profile.bodyShape] === 'avoid').length,
        paletteRight: labelled.filter((p) => p.label.palettes.includes(profile.colorPalette)).length,
        topCategory: Math.max(0, ...perCategory.values()),
        unknownCards: shown.filter((s) => !s.labelled).length,
        engine: answer.engine,
      })
    }
    return pages
  } finally {
    await ai.worker.stop()
    imageChecker.close()
    await database.destroy()
  }
}

/** A labelled product as the text the reader reads. */
function textOf(p: LabelledProduct): GarmentText {
  return {
    name: p.name,
    category: p.category,
    brand: p.brand ?? null,
    colour: p.colour ?? null,
    description: p.description ?? null,
    material: p.material ?? null,
    styleTags: p.styleTags ?? [],
  }
}

/** How well the attribute reader reads the labelled catalogue: pure, no server. */
function measureReader(products: readonly LabelledProduct[]) {
  const body = { tally: emptyTally(), predictedFlattersLabelledAvoid: 0, predictedAvoidLabelledFlatters: 0 }
  const palette = emptyTally()
  const style = emptyTally()
  const occasion = emptyTally()
  let paletteExact = 0
  for (const p of products) {
    const fit: ProductFit = readProductFit(textOf(p))
    for (const shape of BODY_SHAPES) {
      const predicted = fit.body[shape]
      const labelled = p.label.body[shape]
      addSets(body.tally, predicted === 'flatters' ? [shape] : [], labelled === 'flatters' ? [shape] : [])
      if (predicted === 'flatters' && labelled === 'avoid') body.predictedFlattersLabelledAvoid++
      if (predicted === 'avoid' && labelled === 'flatters') body.predictedAvoidLabelledFlatters++
    }
    if (sameSet(fit.palettes, p.label.palettes)) paletteExact++
    addSets(palette, fit.palettes, p.label.palettes)
    addSets(style, fit.styles, p.label.styles)
    addSets(occasion, fit.occasions, p.label.occasions)
  }
  return { body, paletteExact: paletteExact / products.length, palette, style, occasion }
}

async function measurePart(part: Part, products: readonly LabelledProduct[], imageOrigin: string, repeats: number): Promise<PartResult> {
  const started = performance.now()
  // runs[r][p]: import r, profile p. Product ids differ on every import, so repeats show
  // whether the order depends on anything but the products (ties broken by chance).
  const runs: PageSeen[][] = []
  for (let r = 0; r < repeats; r++) runs.push(await measureService(part, products, imageOrigin))
  const perProfile = PROFILES.map(({ id, profile }, p) => {
    const pool = products.map((product) => relevance(product.label, profile))
    return {
      id,
      ndcg: mean(runs.map((run) => run[p]!.ndcg)),
      random: randomOrderNdcg(pool, K, RANDOM_SHUFFLES, RANDOM_SEED + p),
      ideal: ndcgAt([...pool].sort((a, b) => b - a), pool, K),
    }
  })
  const pages = runs.flat()
  const scores = pages.flatMap((page) => page.scores)
  const runMeans = runs.map((run) => mean(run.map((page) => page.ndcg)))
  const worst = perProfile.reduce((a, b) => (b.ndcg < a.ndcg ? b : a))
  const engines: Record<string, number> = {}
  for (const page of pages) engines[page.engine] = (engines[page.engine] ?? 0) + 1 / repeats
  return {
    products: products.length,
    repeats,
    ndcg: mean(runMeans),
    ndcgRange: { min: Math.min(...runMeans), max: Math.max(...runMeans) },
    ndcgLinear: mean(pages.map((page) => page.linear)),
    worst: { id: worst.id, ndcg: worst.ndcg },
    randomNdcg: mean(perProfile.map((x) => x.random)),
    idealNdcg: mean(perProfile.map((x) => x.ideal)),
    cardsPerPage: scores.length / pages.length,
    unknownCards: pages.reduce((n, page) => n + page.unknownCards, 0),
    cardsAt100: scores.filter((score) => score === 100).length,
    cards: scores.length,
    distinctScores: mean(runs.map((run) => new Set(run.flatMap((page) => page.scores)).size)),
    distinctPerPage: mean(pages.map((page) => new Set(page.scores).size)),
    cardsBodyFlatters: pages.reduce((n, page) => n + page.bodyFlatters, 0) / scores.length,
    cardsBodyAvoid: pages.reduce((n, page) => n + page.bodyAvoid, 0) / scores.length,
    cardsPaletteRight: pages.reduce((n, page) => n + page.paletteRight, 0) / scores.length,
    topCategory: { mean: mean(pages.map((page) => page.topCategory)), max: Math.max(...pages.map((page) => page.topCategory)) },
    engines,
    seconds: (performance.now() - started) / 1000,
    ...measureReader(products),
  }
}

// --- the report ------------------------------------------------------------------------

type Target = { atLeast: number } | { atMost: number }
interface Line {
  label: string
  value: (r: PartResult) => string
  /** Targets: the number each compares, the goal, and the part it is judged on (default held-out). */
  target?: { figure: (r: PartResult) => number; goal: Target; part?: Part } | Array<{ figure: (r: PartResult) => number; goal: Target; part?: Part }>
}

const f2 = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(2))
const pct = (n: number) => (Number.isNaN(n) ? 'n/a' : `${(n * 100).toFixed(0)}%`)
const pr = (t: Tally) => `${f2(precision(t))} / ${f2(recall(t))}`
const goalText = (g: Target) => ('atLeast' in g ? `>= ${g.atLeast}` : `<= ${g.atMost}`)
const meets = (v: number, g: Target) => !Number.isNaN(v) && ('atLeast' in g ? v >= g.atLeast : v <= g.atMost)

const LINES: Line[] = [
  { label: 'products', value: (r) => String(r.products) },
  {
    label: 'NDCG@12 (import + analysis + /api/recommendations)',
    value: (r) => f2(r.ndcg),
    target: [
      { figure: (r) => r.ndcg, goal: { atLeast: 0.85 }, part: 'held-out' },
      { figure: (r) => r.ndcg, goal: { atLeast: 0.8 }, part: 'held-out-2' },
    ],
  },
  { label: '  spread over the fresh imports (min - max)', value: (r) => `${f2(r.ndcgRange.min)} - ${f2(r.ndcgRange.max)} (${r.repeats} imports)` },
  { label: '  worst profile', value: (r) => `${f2(r.worst.ndcg)} ${r.worst.id}` },
  { label: `  baseline: random order (mean of ${RANDOM_SHUFFLES} seeded shuffles)`, value: (r) => f2(r.randomNdcg) },
  { label: '  baseline: ideal order', value: (r) => f2(r.idealNdcg) },
  { label: '  the service with linear gains (for comparison only)', value: (r) => f2(r.ndcgLinear) },
  { label: 'body shape: precision of "flatters"', value: (r) => f2(precision(r.body.tally)), target: { figure: (r) => precision(r.body.tally), goal: { atLeast: 0.85 } } },
  { label: 'body shape: recall of "flatters"', value: (r) => f2(recall(r.body.tally)) },
  { label: '  read "flatters" where the stylist says avoid', value: (r) => String(r.body.predictedFlattersLabelledAvoid) },
  { label: '  read "avoid" where the stylist says flatters', value: (r) => String(r.body.predictedAvoidLabelledFlatters) },
  { label: 'palette exact (predicted set = labelled set)', value: (r) => f2(r.paletteExact), target: { figure: (r) => r.paletteExact, goal: { atLeast: 0.9 } } },
  { label: '  palette precision / recall', value: (r) => pr(r.palette) },
  { label: 'style precision', value: (r) => f2(precision(r.style)), target: { figure: (r) => precision(r.style), goal: { atLeast: 0.8 } } },
  { label: 'style recall', value: (r) => f2(recall(r.style)), target: { figure: (r) => recall(r.style), goal: { atLeast: 0.7 } } },
  { label: 'occasion precision / recall', value: (r) => pr(r.occasion) },
  { label: 'cards per first page (of 12)', value: (r) => r.cardsPerPage.toFixed(1) },
  { label: 'cards showing 100%', value: (r) => `${pct(r.cardsAt100 / r.cards)} (${r.cardsAt100} of ${r.cards})` },
  { label: 'distinct scores on the 30 first pages', value: (r) => r.distinctScores.toFixed(0) },
  {
    label: 'distinct match values in a first page of 12 (mean)',
    value: (r) => r.distinctPerPage.toFixed(1),
    target: [
      { figure: (r) => r.distinctPerPage, goal: { atLeast: 8 }, part: 'held-out' },
      { figure: (r) => r.distinctPerPage, goal: { atLeast: 8 }, part: 'held-out-2' },
    ],
  },
  { label: 'first-page cards the stylist labels flattering / avoid for her shape', value: (r) => `${pct(r.cardsBodyFlatters)} / ${pct(r.cardsBodyAvoid)}` },
  { label: 'first-page cards in her palette by the labels', value: (r) => pct(r.cardsPaletteRight) },
  { label: 'slots the most common category takes (mean / max)', value: (r) => `${r.topCategory.mean.toFixed(1)} / ${r.topCategory.max}` },
  { label: 'engine that answered (profiles)', value: (r) => Object.entries(r.engines).map(([e, n]) => `${e} ${n.toFixed(0)}`).join(', ') },
  { label: 'seconds (imports, analysis, 30 profiles each, reader)', value: (r) => r.seconds.toFixed(1) },
]

/** The part a target is judged on: its own when that part was run, else the last part run. */
function judgedPart(parts: readonly Part[], wanted: Part = 'held-out'): Part {
  return parts.includes(wanted) ? wanted : parts.at(-1)!
}

const targetsOf = (line: Line) => (line.target === undefined ? [] : Array.isArray(line.target) ? line.target : [line.target])

/** How much of the labelled catalogue is held out of all tuning (the issue asks for a quarter). */
function shareLine(): string {
  const heldOut = loadPart('held-out').length
  const heldOut2 = loadPart('held-out-2').length
  const tuningSide = loadPart('tuning').length + loadPart('dev').length
  const { share, enough } = heldOutShare(heldOut, tuningSide)
  return [
    `held-out share: ${heldOut} of ${heldOut + tuningSide} labelled products (${pct(share)}), target >= ${pct(MIN_HELD_OUT_SHARE)} ${enough ? 'PASS' : 'MISS'}`,
    `held-out-2: ${heldOut2} products (target >= 150 ${heldOut2 >= 150 ? 'PASS' : 'MISS'}), shop styles the tuning side does not use, labelled from the rule book by labellers who never saw the reader`,
  ].join('\n')
}

/** A part whose file holds no products: held-out on a branch without the labellers' file. */
const missingLine = (part: Part) =>
  `${part} part missing: bench/fit/catalogue/${part}.json holds no products in this tree${HELD_OUT_PARTS.includes(part) ? `, so no target is judged on ${part}` : ''}`

function report(results: Partial<Record<Part, PartResult>>, parts: readonly Part[], missing: readonly Part[]): string {
  const header = ['measure', ...parts, 'targets']
  const rows = LINES.map((line) => {
    const target = targetsOf(line)
      .map((t) => {
        const judged = judgedPart(parts, t.part)
        return `${judged} ${goalText(t.goal)} ${meets(t.figure(results[judged]!), t.goal) ? 'PASS' : 'MISS'}`
      })
      .join('; ')
    return [line.label, ...parts.map((part) => line.value(results[part]!)), target]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()
  const unknown = parts.reduce((n, part) => n + results[part]!.unknownCards, 0)
  return [
    `fit evaluation: ${PROFILES.length} profiles, first page of ${K}, relevance 0..5 with gain 2^rel-1 (bench/fit/README.md), day ${BENCH_DAY.toISOString().slice(0, 10)}`,
    'service figures are means over the fresh imports; reader figures are exact',
    format(header),
    format(widths.map((w) => '-'.repeat(w))),
    ...rows.map(format),
    ...(unknown > 0 ? [`warning: ${unknown} cards were not products of the labelled catalogue (counted as relevance 0)`] : []),
    ...missing.map(missingLine),
    shareLine(),
    '',
  ].join('\n')
}

/** The reader's style and occasion misses, product by product: a tuning aid, never for held-out. */
function misses(part: Part): string {
  if (HELD_OUT_PARTS.includes(part)) throw new Error(`${part} is never shown product by product`)
  const out: string[] = [`reader misses on ${part} (+ read but not labelled, - labelled but not read)`]
  for (const p of loadPart(part)) {
    const fit = readProductFit(textOf(p))
    const diff = (read: readonly string[], labelled: readonly string[]) => [
      ...read.filter((v) => !labelled.includes(v)).map((v) => `+${v}`),
      ...labelled.filter((v) => !read.includes(v)).map((v) => `-${v}`),
    ]
    const style = diff(fit.styles, p.label.styles)
    const occasion = diff(fit.occasions, p.label.occasions)
    if (style.length + occasion.length === 0) continue
    out.push(`${p.id} ${p.name.slice(0, 70).padEnd(70)} style ${style.join(' ') || '-'}  occasion ${occasion.join(' ') || '-'}`)
  }
  return `${out.join('\n')}\n`
}

// --- the invariants (issue 24) --------------------------------------------------------------

/**
 * Issue 24's invariants over every quiz segment, and over shoppers with one of the twelve
 * seasons (issue 26: every season with every shape and six style sets, 360 segments), on the
 * sample catalogue and on `generated` generated products.
 */
function invariantsReport(generated: number): string {
  const at = BENCH_DAY.getTime()
  const quiz = quizSegments(BENCH_DAY, 'bench')
  const seasons = seasonSegments(BENCH_DAY, 'bench')
  const indexOf = (seeds: typeof SAMPLE_PRODUCTS) =>
    buildCatalogueIndex(seeds.map((seed, k) => ({ product: seedAsProduct(seed, 'synthetic', new Date(at - k * 1000).toISOString()), attributes: null })))
  const started = performance.now()
  const sample = indexOf(SAMPLE_PRODUCTS)
  const many = indexOf(generateSyntheticProducts(generated, { seed: 24 }))
  const runs: Array<[string, InvariantReport]> = [
    [`sample catalogue (${SAMPLE_PRODUCTS.length}), quiz segments`, checkInvariants(sample, quiz, { at })],
    [`sample catalogue (${SAMPLE_PRODUCTS.length}), segments with a season`, checkInvariants(sample, seasons, { at })],
    [`${generated.toLocaleString('en')} generated products, quiz segments`, checkInvariants(many, quiz, { at })],
    [`${generated.toLocaleString('en')} generated products, segments with a season`, checkInvariants(many, seasons, { at })],
  ]
  const total = runs.reduce((n, [, r]) => n + violationCount(r), 0)
  const lines = [
    `invariants over all ${quiz.length} quiz segments and ${seasons.length} segments with a season (core/testing/invariants.ts), ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ...runs.map(([name, r]) => `  ${name}: ${r.items.toLocaleString('en')} recommended cards and ${r.keyPieces.toLocaleString('en')} key pieces checked; violations ${violationCount(r)} (${INVARIANTS.map((k) => `${k} ${r.violations[k]}`).join(', ')})`),
    ...runs.flatMap(([name, r]) => r.examples.map((e) => `    ${name}: ${e}`)),
    `target: invariant violations = 0: ${total} ${total === 0 ? 'PASS' : 'MISS'}`,
    '',
  ]
  return lines.join('\n')
}

const { values } = parseArgs({
  options: {
    repeats: { type: 'string', default: '3' },
    part: { type: 'string', default: 'all' },
    misses: { type: 'boolean', default: false },
    invariants: { type: 'string', default: '20000' },
  },
})
const repeats = Number(values.repeats)
if (!Number.isInteger(repeats) || repeats < 1) throw new Error('--repeats must be a whole number of 1 or more')
const asked: readonly Part[] = values.part === 'all' ? PARTS : PARTS.filter((p) => p === values.part)
if (asked.length === 0) throw new Error(`--part must be one of ${[...PARTS, 'all'].join(', ')}`)
const catalogue = new Map(asked.map((part) => [part, loadPart(part)] as const))
// An empty part (held-out on a branch without the labellers' file) is reported missing, never measured.
const parts = asked.filter((part) => catalogue.get(part)!.length > 0)
const missing = asked.filter((part) => !parts.includes(part))
if (parts.length === 0) {
  process.stderr.write(`${missing.map(missingLine).join('\n')}\n`)
  process.exit(1)
}

if (values.misses) {
  if (asked.some((p) => HELD_OUT_PARTS.includes(p))) throw new Error('--misses lists products one by one: only for --part tuning or --part dev, never a held-out part')
  for (const part of parts) process.stdout.write(misses(part))
} else {
  const images = await startFakeImageServer()
  try {
    const results: Partial<Record<Part, PartResult>> = {}
    for (const part of parts) results[part] = await measurePart(part, catalogue.get(part)!, images.url, repeats)
    process.stdout.write(report(results, parts, missing))
    const generated = Number(values.invariants)
    if (generated > 0) process.stdout.write(invariantsReport(generated))
  } finally {
    await images.close()
  }
}
