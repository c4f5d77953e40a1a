import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SEASON_DEFINITIONS, SEASONS } from '../rule-book/seasons.ts'
import { seasonLine } from './season-line.ts'

describe('seasonLine', () => {
  it('words a season, a close call and the quiz result the same way', () => {
    expect(seasonLine('soft-autumn')).toBe('Soft Autumn')
    expect(seasonLine('soft-autumn', { runnerUp: 'soft-summer' })).toBe('Soft Autumn · close to Soft Summer')
    expect(seasonLine('soft-autumn', { runnerUp: 'soft-summer', confidence: 0.416 })).toBe('Soft Autumn · 42% sure, close to Soft Summer')
    expect(seasonLine('soft-autumn', { confidence: 0.9 })).toBe('Soft Autumn · 90% sure')
  })

  it('always starts with the season\u2019s rule-book name and names the runner-up only when it is another season', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEASONS), fc.option(fc.constantFrom(...SEASONS), { nil: null }), (season, runnerUp) => {
        const line = seasonLine(season, { runnerUp })
        expect(line.startsWith(SEASON_DEFINITIONS[season].name)).toBe(true)
        expect(line.includes('close to')).toBe(runnerUp !== null && runnerUp !== season)
        if (runnerUp && runnerUp !== season) expect(line.endsWith(SEASON_DEFINITIONS[runnerUp].name)).toBe(true)
      }),
    )
  })
})
