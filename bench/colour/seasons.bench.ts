import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { SEASON_DEFINITIONS } from '#core/rule-book/seasons.ts'
import { evaluate, NEIGHBOUR_KS, parseSwatchFile, type SetResult } from './season-metrics.ts'

// `npm run bench:seasons`: the labelled 12-season swatches (bench/colour/README.md) against
// the rule book's season palettes. For each set, tuning and held-out, separately: the share
// whose nearest season palette by CIEDE2000 (min ΔE00 to any of the season's swatches) is the
// labelled season, beside same-run baselines, and the most common confusions. `--misses`
// lists the tuning set's misses one by one; held-out is never shown swatch by swatch.

const TARGET = 0.8
const SETS = [
  ['tuning', new URL('./season-swatches.tuning.json', import.meta.url)],
  ['held-out', new URL('./season-swatches.held-out.json', import.meta.url)],
] as const

const { values } = parseArgs({ options: { misses: { type: 'boolean', default: false } } })
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6)
const name = (s: keyof typeof SEASON_DEFINITIONS) => SEASON_DEFINITIONS[s].name

function report(set: string, r: SetResult): string {
  const b = r.baselines
  const lines = [
    `${set}: ${r.n} swatches`,
    `  nearest season palette (CIEDE2000) is the labelled season  ${pct(r.accuracy)}  (${Math.round(r.accuracy * r.n)}/${r.n})`,
    `    the labelled season among the two nearest                ${pct(r.top2)}`,
    `    the right family (spring, summer, autumn, winter)         ${pct(r.familyAccuracy)}`,
    `  baselines, same run:`,
    `    chance (1/12)                                             ${pct(b.chance)}`,
    `    random season (seeded draw)                               ${pct(b.random)}`,
    `    undertone only: nearest of the three old palettes, then a season of it at random  ${pct(b.undertoneSeason)}  (the palette itself right ${pct(b.undertonePalette).trim()} of a three-way call)`,
    `    one point a season: nearest mean of its swatches          ${pct(b.centroid)}`,
    `  reference, how far the labels separate by colour at all: the season of the nearest labelled tuning swatch${set === 'tuning' ? ' (itself left out)' : ''}  ${pct(b.labelledNeighbour)}`,
    `    the same with a weighted vote of the k nearest, at the k that does best on this set (k of ${NEIGHBOUR_KS.join(', ')}): ${pct(b.labelledVote.accuracy).trim()} (k = ${b.labelledVote.k})`,
    `  per season: ${r.perSeason.map((s) => `${s.season} ${Number.isNaN(s.accuracy) ? '-' : pct(s.accuracy).trim()}`).join(', ')}`,
    `  most common confusions (labelled -> nearest): ${r.confusions.slice(0, 6).map((c) => `${name(c.labelled)} -> ${name(c.predicted)} ${c.count}`).join('; ') || 'none'}`,
  ]
  if (set === 'held-out') lines.push(`  target: held-out accuracy >= ${pct(TARGET).trim()}: ${r.accuracy >= TARGET ? 'PASS' : 'MISS'}`)
  return lines.join('\n')
}

function read(url: URL): string | null {
  try {
    return readFileSync(url, 'utf8')
  } catch {
    return null
  }
}

const tuningText = read(SETS[0][1])
const reference = tuningText ? parseSwatchFile(tuningText) : []
const out: string[] = []
for (const [set, url] of SETS) {
  const text = read(url)
  if (text === null) {
    out.push(`${set}: missing (${url.pathname})`)
    continue
  }
  const r = evaluate(parseSwatchFile(text), reference)
  out.push(report(set, r))
  if (values.misses && set === 'tuning') {
    for (const p of r.predictions.filter((x) => x.predicted !== x.swatch.season)) {
      out.push(`    miss ${p.swatch.hex} ${p.swatch.name.padEnd(24)} ${p.swatch.season.padEnd(13)} -> ${p.predicted} (ΔE00 ${p.distance.toFixed(1)})`)
    }
  }
}
process.stdout.write(`${out.join('\n\n')}\n`)
