import { createSeededRandom } from '#core/catalog/seeded-random.ts'
import { BODY_SHAPES, type BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { classifyFfit, FFIT_FIGURES, FFIT_RULES, type FfitFigure, type ShapeMeasures } from '#core/rule-book/measurement-rules.ts'
import { shapeStability, type StabilityMode } from '#core/rule-book/shape-stability.ts'

// `npm run bench:shape [-- N [SEED]]`: how often a realistic set of measurements sits on a
// boundary of the rule book's shapes (FFIT, core/rule-book/measurement-rules.ts): N random
// women (default 100,000) drawn from a multivariate normal, each classified, then moved by
// ±1 in per measurement (core/rule-book/shape-stability.ts). Prints the share whose shape
// flips (each measurement alone, as the helper checks, and every combination), the shapes
// and FFIT figures drawn beside the published prevalence, and the share of each pair of
// shapes among the flips. The distribution and its sources are in bench/README.md.
const N = Number(process.argv[2] ?? 100_000)
const SEED = Number(process.argv[3] ?? 26)

/** Bust, waist, hips in inches: means, SDs and correlations (bench/README.md, "bench:shape"). */
export const DISTRIBUTION = {
  mean: [36.6, 32.7, 40.8],
  sd: [3.0, 3.5, 2.9],
  correlation: [
    [1, 0.82, 0.78],
    [0.82, 1, 0.8],
    [0.78, 0.8, 1],
  ],
  /** High hip over waist, drawn on its own: FFIT's threshold 1.193 sits near its middle. */
  highHipRatio: { mean: 1.18, sd: 0.05 },
} as const

/** The NCSU survey's shares as calculator.net cites them (REFERENCES.md); inverted triangle not given. */
const PREVALENCE: Partial<Record<BodyShapeId, number>> = { rectangle: 0.46, pear: 0.2, apple: 0.14, hourglass: 0.08 }

function cholesky(a: readonly (readonly number[])[]): number[][] {
  const n = a.length
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0))
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!
      l[i]![j] = i === j ? Math.sqrt(sum) : sum / l[j]![j]!
    }
  }
  return l
}

function sampler(seed: number): () => { bust: number; waist: number; hips: number; highHip: number } {
  const random = createSeededRandom(seed)
  const normal = () => {
    // Box–Muller; 1 − u keeps log away from 0.
    const u = 1 - random()
    const v = random()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }
  const l = cholesky(DISTRIBUTION.correlation)
  const { mean, sd, highHipRatio } = DISTRIBUTION
  return () => {
    const z = [normal(), normal(), normal()]
    const x = [0, 1, 2].map((i) => mean[i]! + sd[i]! * l[i]!.reduce((s, c, k) => s + c * z[k]!, 0))
    // A tape reads to a tenth of an inch.
    const tenth = (v: number) => Math.round(v * 10) / 10
    const waist = tenth(x[1]!)
    return { bust: tenth(x[0]!), waist, hips: tenth(x[2]!), highHip: tenth(waist * (highHipRatio.mean + highHipRatio.sd * normal())) }
  }
}

const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)}%`

function run(label: string, bodies: readonly ShapeMeasures[]): void {
  const shapes = new Map<BodyShapeId, number>(BODY_SHAPES.map((s) => [s, 0]))
  const figures = new Map<FfitFigure, number>(FFIT_FIGURES.map((f) => [f, 0]))
  const flips: Record<StabilityMode, number> = { alone: 0, combined: 0 }
  const withAlternative = { tape: 0, 'high-hip': 0 }
  const pairs = new Map<string, number>()
  for (const m of bodies) {
    const exact = classifyFfit(m)
    shapes.set(exact.shape, shapes.get(exact.shape)! + 1)
    figures.set(exact.figure, figures.get(exact.figure)! + 1)
    const alone = shapeStability(m, 'alone')
    if (alone.flips > 0) flips.alone++
    if (alone.cause) withAlternative[alone.cause]++
    if (alone.alternative) {
      const key = [alone.primary, alone.alternative].sort().join(' / ')
      pairs.set(key, (pairs.get(key) ?? 0) + 1)
    }
    if (shapeStability(m, 'combined').flips > 0) flips.combined++
  }
  const n = bodies.length
  console.log(`\n${label}`)
  console.log(`  shape flips under ±1 in, each measurement alone (the helper's check): ${pct(flips.alone, n)}`)
  console.log(`  shape flips under ±1 in, any combination of measurements:           ${pct(flips.combined, n)}`)
  console.log(`  shown "between two shapes": ${pct(withAlternative.tape + withAlternative['high-hip'], n)} (a flip ${pct(withAlternative.tape, n)}, only the missing high hip ${pct(withAlternative['high-hip'], n)})`)
  console.log('  shapes drawn (published prevalence, NCSU survey via calculator.net):')
  for (const [shape, k] of [...shapes].sort((a, b) => b[1] - a[1])) {
    const p = PREVALENCE[shape]
    console.log(`    ${shape.padEnd(18)} ${pct(k, n).padStart(6)}   ${p === undefined ? '(not given)' : `(${Math.round(p * 100)}%)`}`)
  }
  console.log('  FFIT figures (the shape each gives):')
  const shapeOf = new Map(FFIT_RULES.map((r) => [r.figure, r.shape]))
  for (const [figure, k] of [...figures].filter(([, k]) => k > 0).sort((a, b) => b[1] - a[1])) console.log(`    ${figure.padEnd(18)} ${pct(k, n).padStart(6)}   (${shapeOf.get(figure)})`)
  console.log('  pairs of shapes among those shown "between" (share of all sets):')
  for (const [pair, k] of [...pairs].sort((a, b) => b[1] - a[1])) console.log(`    ${pair.padEnd(32)} ${pct(k, n).padStart(6)}`)
}

const draw = sampler(SEED)
const drawn = Array.from({ length: N }, draw)
console.log(`bench:shape — ${N.toLocaleString('en')} random measurement sets (seed ${SEED}), inches`)
console.log(`  bust ${DISTRIBUTION.mean[0]} ± ${DISTRIBUTION.sd[0]}, waist ${DISTRIBUTION.mean[1]} ± ${DISTRIBUTION.sd[1]}, hips ${DISTRIBUTION.mean[2]} ± ${DISTRIBUTION.sd[2]}; r(B,W) ${DISTRIBUTION.correlation[0][1]}, r(W,H) ${DISTRIBUTION.correlation[1][2]}, r(B,H) ${DISTRIBUTION.correlation[0][2]}; HH/W ${DISTRIBUTION.highHipRatio.mean} ± ${DISTRIBUTION.highHipRatio.sd}`)
run('With a high hip (bust, waist, hips and high hip moved):', drawn)
run('Without a high hip (bust, waist and hips only):', drawn.map(({ bust, waist, hips }) => ({ bust, waist, hips })))
