import { describe, expect, it } from 'vitest'
import { chromaOf, deltaE00, type Lab } from '../colour/cielab.ts'
import { colourById, colourLab, parseColourValue } from './colours.ts'
import { AVOID_RADIUS } from './palette-fit.ts'
import type { NamedColor } from './palettes.ts'
import { SEASON_PALETTES, seasonPalette } from './season-palettes.ts'
import { SEASON_DEFINITIONS, SEASONS, type SeasonId } from './seasons.ts'

const labs = (xs: readonly NamedColor[]) => xs.map((x) => colourLab(x.colour)!)
const mean = (xs: readonly Lab[], f: (l: Lab) => number) => xs.reduce((s, l) => s + f(l), 0) / xs.length
const point = (s: SeasonId) => SEASON_DEFINITIONS[s].point
const pairs = SEASONS.flatMap((a) => SEASONS.filter((b) => b !== a).map((b) => [a, b] as const))

describe('the twelve season palettes', () => {
  it.each(SEASONS)('%s: at least 24 distinct rule-book swatches, each named as the lexicon writes it and drawn in its swatch', (s) => {
    const p = seasonPalette(s)
    expect(p.id).toBe(s)
    expect(p.name).toBe(SEASON_DEFINITIONS[s].name)
    expect(p.description.length).toBeGreaterThan(40)
    expect(p.swatches.length).toBeGreaterThanOrEqual(24)
    expect(p.swatches).toEqual([...p.colors, ...p.neutrals])
    expect(new Set(p.swatches.map((x) => x.colour)).size).toBe(p.swatches.length)
    for (const x of [...p.swatches, ...p.avoidColors]) {
      expect(parseColourValue(x.name), x.name).toEqual([x.colour])
      expect(x.hex).toBe(colourById(x.colour)!.hex)
    }
    expect(p.avoidColors.length).toBeGreaterThanOrEqual(3)
    expect(p.metals).not.toBe('')
    expect(p.gradient.length).toBeGreaterThanOrEqual(2)
    expect(p.gradient.length).toBeLessThanOrEqual(3)
    for (const h of p.gradient) expect(h).toMatch(/^#[0-9A-F]{6}$/i)
  })

  it.each(SEASONS)('%s: none of the colours it avoids is a shade of one of its own swatches', (s) => {
    const p = SEASON_PALETTES[s]
    for (const a of p.avoidColors) {
      for (const x of p.swatches) expect(deltaE00(colourLab(a.colour)!, colourLab(x.colour)!), `${a.name} vs ${x.name}`).toBeGreaterThan(AVOID_RADIUS)
    }
  })

  // Each season's swatches sit where its point says, in CIELAB.
  it('warm seasons’ swatches lean yellower (mean b*) than every cool season’s', () => {
    for (const [a, b] of pairs) {
      if (point(a).warmth > 0 && point(b).warmth < 0) {
        expect(mean(labs(SEASON_PALETTES[a].swatches), (l) => l.b), `${a} vs ${b}`).toBeGreaterThan(mean(labs(SEASON_PALETTES[b].swatches), (l) => l.b) + 10)
      }
    }
  })

  it('a season a step or more lighter than another has lighter swatches (mean L*)', () => {
    for (const [a, b] of pairs) {
      if (point(b).depth - point(a).depth >= 1) {
        expect(mean(labs(SEASON_PALETTES[a].swatches), (l) => l.l), `${a} vs ${b}`).toBeGreaterThan(mean(labs(SEASON_PALETTES[b].swatches), (l) => l.l))
      }
    }
    const light = SEASONS.filter((s) => point(s).depth === -1)
    const deep = SEASONS.filter((s) => point(s).depth === 1)
    for (const a of light) for (const b of deep) expect(mean(labs(SEASON_PALETTES[a].swatches), (l) => l.l)).toBeGreaterThan(mean(labs(SEASON_PALETTES[b].swatches), (l) => l.l) + 25)
  })

  it('clear seasons’ best colours are more saturated (mean C*) than soft ones, and than any season of their undertone much softer', () => {
    const clear = SEASONS.filter((s) => point(s).clarity === 1)
    const soft = SEASONS.filter((s) => point(s).clarity === -1)
    for (const a of clear) for (const b of soft) expect(mean(labs(SEASON_PALETTES[a].colors), chromaOf), `${a} vs ${b}`).toBeGreaterThan(mean(labs(SEASON_PALETTES[b].colors), chromaOf) + 10)
    // Across undertones chroma is not comparable (sRGB yellows reach further than blues), so only within one.
    for (const [a, b] of pairs) {
      if (Math.sign(point(a).warmth) === Math.sign(point(b).warmth) && point(a).clarity - point(b).clarity >= 1.5) {
        expect(mean(labs(SEASON_PALETTES[a].colors), chromaOf), `${a} vs ${b}`).toBeGreaterThan(mean(labs(SEASON_PALETTES[b].colors), chromaOf))
      }
    }
  })
})
