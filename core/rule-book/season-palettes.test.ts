import { describe, expect, it } from 'vitest'
import { chromaOf, deltaE00, type Lab } from '../colour/cielab.ts'
import { colourById, colourLab, COLOURS, parseColourValue } from './colours.ts'
import { AVOID_RADIUS, colourFit, COLOUR_GRADES, type ColourGrade, nearestSeasons, SEASON_RADIUS } from './palette-fit.ts'
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

describe('colour fit by season', () => {
  it.each(SEASONS)('%s: its swatches grade best, its avoid list avoid, and the grades keep the palettes’ score ranges', (s) => {
    const p = SEASON_PALETTES[s]
    for (const x of p.swatches) expect(colourFit(x.colour, s), x.name).toMatchObject({ grade: 'best', score: 1, nearestBest: { colour: x.colour } })
    for (const x of p.avoidColors) expect(colourFit(x.colour, s), x.name).toMatchObject({ grade: 'avoid', score: 0, avoided: { colour: x.colour } })
    const scores = new Map(COLOUR_GRADES.map((g) => [g, [] as number[]]))
    for (const c of COLOURS) {
      const f = colourFit(c.id, s)!
      scores.get(f.grade)!.push(f.score)
      if (f.grade === 'palette') expect(f.toBest, c.id).toBeLessThanOrEqual(SEASON_RADIUS)
      if (f.grade === 'near' || f.grade === 'far') expect(f.toBest, c.id).toBeGreaterThan(SEASON_RADIUS)
    }
    const min = (g: ColourGrade) => Math.min(...scores.get(g)!)
    const max = (g: ColourGrade) => Math.max(...scores.get(g)!)
    expect(min('best')).toBeGreaterThanOrEqual(0.85)
    if (scores.get('palette')!.length > 0) expect(min('palette')).toBeGreaterThan(0.85)
    expect(min('palette')).toBeGreaterThan(max('near'))
    expect(min('near')).toBeGreaterThanOrEqual(max('far'))
    expect(min('far')).toBeGreaterThan(0)
    expect(max('avoid')).toBe(0)
  })

  it('a season and the undertone palette are measured apart: rust is a warm colour but one a Light Summer avoids', () => {
    expect(colourFit('rust', 'warm')!.grade).toBe('best')
    expect(colourFit('rust', 'light-summer')).toMatchObject({ grade: 'avoid', avoided: { name: 'Rust' } })
    expect(colourFit('rust', 'warm-autumn')!.grade).toBe('best')
    expect(colourFit('not-a-colour', 'deep-winter')).toBeNull()
  })

  it('names a shade by the nearest of her swatches', () => {
    const f = colourFit('cherry-red', 'cool-winter')!
    expect(['best', 'palette']).toContain(f.grade)
    expect(SEASON_PALETTES['cool-winter'].swatches).toContainEqual(f.nearestBest)
  })

  it('finds a season’s own swatch nearest its own palette unless another season lists it too', () => {
    for (const s of SEASONS) {
      for (const x of SEASON_PALETTES[s].swatches) {
        const ranked = nearestSeasons(colourLab(x.colour)!)
        expect(ranked).toHaveLength(12)
        expect(ranked[0]!.nearest).toBeCloseTo(0, 6)
        const sharers = SEASONS.filter((o) => SEASON_PALETTES[o].swatches.some((y) => y.colour === x.colour))
        expect(sharers, x.name).toContain(ranked[0]!.season)
        if (sharers.length === 1) expect(ranked[0]!.season).toBe(s)
      }
    }
  })

  it('keeps every season’s neutrals lightest first and deepest last (a key piece’s light and dark neutral)', () => {
    for (const s of SEASONS) {
      const n = labs(SEASON_PALETTES[s].neutrals)
      expect(n[0]!.l, s).toBeGreaterThan(n.at(-1)!.l + 25)
      expect(n[0]!.l, s).toBeGreaterThan(70)
      expect(n.at(-1)!.l, s).toBe(Math.min(...n.map((l) => l.l)))
    }
  })
})
