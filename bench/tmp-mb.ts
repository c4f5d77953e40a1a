import zlib from 'node:zlib'
import { createHash } from 'node:crypto'
import { createSeededRandom } from '#core/catalog/seeded-random.ts'
import { queryOfProfile, outfitsQuerySchema, profileOfQuery } from '#core/outfits/contract.ts'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { quizSegments, segmentOf } from '#core/recommendation/segment.ts'
import { SEASONS } from '#core/reference/seasons.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { createOutfitAnswers } from '#server/services/outfit-answers.ts'
const DAY = new Date('2026-11-15T12:00:00.000Z')
const seeds = generateSyntheticProducts(20_000, { seed: 27 })
const index = buildCatalogueIndex(seeds.map((seed, k) => ({ product: seedAsProduct(seed, 'synthetic', new Date(DAY.getTime() - k * 1000).toISOString()), attributes: null })))
const byId = new Map(seeds.map((s, i) => [s.id, i]))
const answers = createOutfitAnswers()
let t = performance.now()
for (const s of quizSegments(DAY, '1')) answers.prepare(index, s)
console.log('prepare ms', (performance.now() - t).toFixed(0))
const random = createSeededRandom(64)
const profiles = quizSegments(DAY, '').map((s) => queryOfProfile({ bodyShape: s.shape!, colorPalette: s.palette!, stylePreferences: s.styles }))
const reqs = Array.from({ length: 4000 }, () => {
  const profile = profiles[Math.floor(random() * profiles.length)]!
  const piece = seeds[Math.floor(random() * seeds.length)]!.id
  const seeded = random() < 0.3 ? { seed: Math.floor(random() * 1000) } : {}
  const q = outfitsQuerySchema.parse({ piece, ...profile, ...seeded, season: SEASONS[Math.floor(random() * SEASONS.length)]! })
  return { query: q, profile: profileOfQuery(q) }
})
const fp = createHash('sha256')
const times = { compute: 0, json: 0, br: 0, gz: 0, bytes: 0, brBytes: 0 }
for (let rep = 0; rep < 2; rep++) {
for (const r of reqs) {
  let a = performance.now()
  const ans = answers.outfits(index, byId, 1, r as never, DAY)
  let b = performance.now(); times.compute += b - a
  const json = JSON.stringify(ans); if (rep === 0) fp.update(json); let c = performance.now(); times.json += c - b
  const raw = Buffer.from(json); times.bytes += raw.length
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
  let d = performance.now(); times.br += d - c; times.brBytes += br.length
  zlib.gzipSync(raw, { level: 6 }); times.gz += performance.now() - d
}
console.log(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, (v / reqs.length).toFixed(3)])))
for (const k of Object.keys(times)) (times as any)[k] = 0
}

console.log('fingerprint', fp.digest('hex'))
