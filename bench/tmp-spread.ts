import { loadPart } from './fit/catalogue.ts'
import { PROFILES } from './fit/profiles.ts'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { recommendFit } from '#core/recommendation/engines.ts'
import { segmentOf } from '#core/recommendation/segment.ts'
import { testProduct } from '#core/testing/test-products.ts'
const part = process.argv[2] ?? 'tuning'
const ps = loadPart(part as 'tuning')
const ix = buildCatalogueIndex(ps.map((p) => ({ product: testProduct({ id: p.id, name: p.name, category: p.category, brand: p.brand ?? null, colors: p.colour ? [p.colour] : [], description: p.description ?? null, material: p.material ?? null, seasons: p.season ? [p.season.toLowerCase()] : [] }), attributes: null })))
let sum = 0
for (const { profile, id } of PROFILES) {
  const items = recommendFit(ix, { segment: segmentOf(profile, new Date('2026-04-15T12:00:00Z')), mode: 'recommended', limit: 12, offset: 0 }).items
  sum += new Set(items.map((i) => i.score)).size
  if (process.argv[3]) console.log(id.padEnd(40), items.map((i) => `${i.score}(${i.breakdown.body},${i.breakdown.color},${i.breakdown.style},${Math.round(i.confidence*100)})`).join(' '))
}
console.log(part, 'distinct per page', (sum / PROFILES.length).toFixed(2))
{
  const { fitScorer } = await import('#core/recommendation/engines.ts')
  const { compileSegment } = await import('#core/recommendation/segment.ts')
  let s2 = 0
  for (const { profile } of PROFILES) {
    const seg = segmentOf(profile, new Date('2026-04-15T12:00:00Z'))
    const items = recommendFit(ix, { segment: seg, mode: 'recommended', limit: 12, offset: 0 }).items
    const raw = fitScorer(ix, compileSegment(seg))
    const byId = new Map(ix.products.map((p, i) => [p.id, i]))
    s2 += new Set(items.map((it) => raw(byId.get(it.product.id)!).toFixed(4))).size
  }
  console.log('raw distinct (upper bound)', (s2 / PROFILES.length).toFixed(2))
}
for (const floor of [0.115, 0.15, 0.2]) {
  const { fitScorer } = await import('#core/recommendation/engines.ts')
  const { compileSegment } = await import('#core/recommendation/segment.ts')
  let s3 = 0
  for (const { profile } of PROFILES) {
    const seg = segmentOf(profile, new Date('2026-04-15T12:00:00Z'))
    const items = recommendFit(ix, { segment: seg, mode: 'recommended', limit: 12, offset: 0 }).items
    const raw = fitScorer(ix, compileSegment(seg))
    const byId = new Map(ix.products.map((p, i) => [p.id, i]))
    s3 += 0
  }
  console.log('floor', floor, 'distinct', (s3 / PROFILES.length).toFixed(2))
}
