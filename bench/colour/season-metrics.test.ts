import { describe, expect, it } from 'vitest'
import { colourById } from '#core/rule-book/colours.ts'
import { SEASON_PALETTES } from '#core/rule-book/season-palettes.ts'
import { SEASONS } from '#core/rule-book/seasons.ts'
import { evaluate, parseSwatchFile, seededRandom } from './season-metrics.ts'

// Made-up swatches only: the labelled sets are read by the bench, never here one by one.
const own = (season: (typeof SEASONS)[number], k = 0) => {
  const x = SEASON_PALETTES[season].colors[k]!
  return { hex: colourById(x.colour)!.hex, name: x.name, season }
}

describe('the swatch bench’s scoring', () => {
  it('reads a labelled file and refuses one with a season that is not one of the twelve or a bad hex', () => {
    expect(parseSwatchFile(JSON.stringify({ swatches: [{ hex: '#A1B2C3', name: 'Sky', season: 'light-summer' }] }))).toHaveLength(1)
    expect(() => parseSwatchFile(JSON.stringify({ swatches: [{ hex: '#A1B2C3', name: 'Sky', season: 'summer' }] }))).toThrow()
    expect(() => parseSwatchFile(JSON.stringify({ swatches: [{ hex: 'A1B2C3', name: 'Sky', season: 'light-summer' }] }))).toThrow()
    expect(() => parseSwatchFile(JSON.stringify({ swatches: [] }))).toThrow()
  })

  it('scores a season’s own unshared colours right, and a mislabelled one wrong, with its confusion', () => {
    const unshared = SEASONS.map((s) => {
      const k = SEASON_PALETTES[s].colors.findIndex((x) => SEASONS.every((o) => o === s || !SEASON_PALETTES[o].swatches.some((y) => y.colour === x.colour)))
      return own(s, k)
    })
    const r = evaluate(unshared)
    expect(r.accuracy).toBe(1)
    expect(r.familyAccuracy).toBe(1)
    expect(r.confusions).toEqual([])
    const wrong = evaluate([{ ...unshared[0]!, season: 'deep-winter' }])
    expect(wrong.accuracy).toBe(0)
    expect(wrong.confusions).toEqual([{ labelled: 'deep-winter', predicted: unshared[0]!.season, count: 1 }])
  })

  it('gives the baselines: chance 1/12, the undertone call worth a share of its seasons, the labelled neighbour leaving the swatch itself out', () => {
    const set = [own('warm-autumn'), own('cool-winter')]
    const r = evaluate(set, set)
    expect(r.baselines.chance).toBeCloseTo(1 / 12, 12)
    // Rust-like and cobalt-like: the undertone palette is right for both, so each scores 1/5 (five seasons share each palette).
    expect(r.baselines.undertonePalette).toBe(1)
    expect(r.baselines.undertoneSeason).toBeCloseTo(1 / 5, 12)
    // Each swatch's only other labelled neighbour is of the other season.
    expect(r.baselines.labelledNeighbour).toBe(0)
    expect(Number.isNaN(evaluate(set).baselines.labelledNeighbour)).toBe(true)
    // The vote of the nearest: none of any k is of the swatch's own season.
    expect(r.baselines.labelledVote).toEqual({ accuracy: 0, k: 1 })
    expect(Number.isNaN(evaluate(set).baselines.labelledVote.accuracy)).toBe(true)
    // Two of a season beside one of another: each of the two finds its twin first, and at k = 3 the twin still outvotes the stranger.
    const three = [own('warm-autumn', 0), own('warm-autumn', 1), own('cool-winter')]
    expect(evaluate(three, three).baselines.labelledVote).toEqual({ accuracy: 2 / 3, k: 1 })
  })

  it('draws the random baseline from a seed, the same every run', () => {
    const a = seededRandom(26)
    const b = seededRandom(26)
    const xs = Array.from({ length: 5 }, () => a())
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs)
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true)
  })
})
