import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSeason, SEASON_AXES, SEASON_DEFINITIONS, SEASON_FAMILIES, SEASONS, seasonsOf, type SeasonPoint } from './seasons.ts'

const evidenceAt = (p: SeasonPoint, weight = 1) => SEASON_AXES.map((axis) => ({ axis, value: p[axis], weight }))

describe('the twelve seasons', () => {
  it('are four families of three', () => {
    for (const f of SEASON_FAMILIES) expect(seasonsOf(f)).toHaveLength(3)
    expect(new Set(SEASONS).size).toBe(12)
  })

  it('read each season at its own point, without a runner-up', () => {
    for (const s of SEASONS) {
      const r = readSeason(evidenceAt(SEASON_DEFINITIONS[s].point))
      expect(r.season).toBe(s)
      expect(r.runnerUp).toBeNull()
    }
  })

  it('name the runner-up half-way between two seasons', () => {
    const a = SEASON_DEFINITIONS['soft-autumn'].point
    const b = SEASON_DEFINITIONS['warm-autumn'].point
    const mid = { warmth: (a.warmth + b.warmth) / 2, depth: (a.depth + b.depth) / 2, clarity: (a.clarity + b.clarity) / 2 }
    const r = readSeason(evidenceAt(mid))
    expect([r.season, r.runnerUp].sort()).toEqual(['soft-autumn', 'warm-autumn'])
  })

  it('give every body of evidence exactly one season, shares summing to one', () => {
    const ev = fc.record({ axis: fc.constantFrom(...SEASON_AXES), value: fc.double({ min: -2, max: 2, noNaN: true }), weight: fc.double({ min: 0, max: 5, noNaN: true }) })
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 12 }), (evidence) => {
        const r = readSeason(evidence)
        expect(SEASONS).toContain(r.season)
        expect(r.ranking[0]!.season).toBe(r.season)
        expect(r.ranking.reduce((s, x) => s + x.share, 0)).toBeCloseTo(1, 9)
        expect(r.confidence).toBeGreaterThan(0)
        expect(r.confidence).toBeLessThanOrEqual(1)
        if (r.runnerUp) expect(r.runnerUp).toBe(r.ranking[1]!.season)
      }),
    )
  })

  it('let weightier evidence win an axis', () => {
    const r = readSeason([
      { axis: 'warmth', value: 1, weight: 3 },
      { axis: 'warmth', value: -1, weight: 1 },
      { axis: 'depth', value: 1, weight: 1 },
      { axis: 'clarity', value: -0.3, weight: 1 },
    ])
    expect(SEASON_DEFINITIONS[r.season].family).toBe('autumn')
  })
})
