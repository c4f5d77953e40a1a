import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isMessageKey } from '../i18n/translate.ts'
import { COLOR_PALETTES, type ColorPaletteId } from './palettes.ts'
import {
  confidenceWords,
  isSeasonAnswersComplete,
  quickAnswersFor,
  refineSeason,
  seasonEvidence,
  SEASON_QUESTIONS,
  SKIN_TONES,
  type SeasonAnswers,
} from './season-questions.ts'
import { SEASON_DEFINITIONS, SEASONS, type SeasonId } from './seasons.ts'

/** Spring and autumn sit on the warm side of the warmth axis, summer and winter on the cool. */
const seasonUndertoneSide = (season: SeasonId): 'warm' | 'cool' => (SEASON_DEFINITIONS[season].point.warmth > 0 ? 'warm' : 'cool')

/** Every set of refine answers: 5·6·5·3·3·3·3 = 12,150 of them. */
function* everyAnswerSet(i = 0, acc: Record<string, string> = {}): Generator<SeasonAnswers> {
  if (i === SEASON_QUESTIONS.length) {
    yield { ...acc }
    return
  }
  const q = SEASON_QUESTIONS[i]!
  for (const o of q.options) {
    acc[q.id] = o.id
    yield* everyAnswerSet(i + 1, acc)
  }
}

const answerSet = fc.record(Object.fromEntries(SEASON_QUESTIONS.map((q) => [q.id, fc.constantFrom(...q.options.map((o) => o.id))]))) as fc.Arbitrary<SeasonAnswers>
const quickAnswers = fc.array(fc.constantFrom(...COLOR_PALETTES), { minLength: 3, maxLength: 3 })

/** A plausible shopper of each season: reachability with answers a stylist would recognise. */
const SEASON_EXAMPLES: ReadonlyArray<[SeasonId, ColorPaletteId, SeasonAnswers]> = [
  ['light-spring', 'warm', { skin: 'fair', hair: 'light-golden', eyes: 'clear', contrast: 'medium', brights: 'unsure', white: 'cream', black: 'heavy' }],
  ['warm-spring', 'warm', { skin: 'light', hair: 'red', eyes: 'warm-brown', contrast: 'medium', brights: 'vivid', white: 'cream', black: 'heavy' }],
  ['clear-spring', 'warm', { skin: 'medium', hair: 'dark-brown', eyes: 'clear', contrast: 'high', brights: 'vivid', white: 'cream', black: 'unsure' }],
  ['light-summer', 'cool', { skin: 'fair', hair: 'light-ash', eyes: 'soft-blue-grey', contrast: 'low', brights: 'overpowering', white: 'pure', black: 'heavy' }],
  ['cool-summer', 'cool', { skin: 'light', hair: 'medium-ash', eyes: 'soft-blue-grey', contrast: 'medium', brights: 'unsure', white: 'pure', black: 'heavy' }],
  ['soft-summer', 'cool', { skin: 'medium', hair: 'medium-ash', eyes: 'hazel', contrast: 'low', brights: 'overpowering', white: 'pure', black: 'unsure' }],
  ['soft-autumn', 'neutral', { skin: 'medium', hair: 'medium-ash', eyes: 'hazel', contrast: 'low', brights: 'overpowering', white: 'cream', black: 'heavy' }],
  ['warm-autumn', 'warm', { skin: 'medium', hair: 'red', eyes: 'warm-brown', contrast: 'medium', brights: 'overpowering', white: 'cream', black: 'unsure' }],
  ['deep-autumn', 'warm', { skin: 'deep', hair: 'black', eyes: 'dark-brown', contrast: 'medium', brights: 'unsure', white: 'cream', black: 'striking' }],
  ['deep-winter', 'cool', { skin: 'deep', hair: 'black', eyes: 'dark-brown', contrast: 'high', brights: 'vivid', white: 'pure', black: 'striking' }],
  ['cool-winter', 'cool', { skin: 'medium', hair: 'dark-brown', eyes: 'clear', contrast: 'high', brights: 'unsure', white: 'pure', black: 'striking' }],
  ['clear-winter', 'cool', { skin: 'fair', hair: 'dark-brown', eyes: 'clear', contrast: 'high', brights: 'vivid', white: 'pure', black: 'unsure' }],
]

describe('the refine questions', () => {
  it('are five to eight, each with options whose labels are messages and whose evidence is on the axes', () => {
    expect(SEASON_QUESTIONS.length).toBeGreaterThanOrEqual(5)
    expect(SEASON_QUESTIONS.length).toBeLessThanOrEqual(8)
    for (const q of SEASON_QUESTIONS) {
      expect(isMessageKey(q.question) && isMessageKey(q.hint)).toBe(true)
      expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length)
      for (const o of q.options) {
        expect(isMessageKey(o.label)).toBe(true)
        for (const e of o.evidence) {
          expect(Math.abs(e.value)).toBeLessThanOrEqual(1)
          expect(e.weight).toBeGreaterThan(0)
        }
      }
    }
  })

  it('name a skin depth with every answer to the skin question, covering light, medium and deep', () => {
    const skin = SEASON_QUESTIONS.find((q) => q.id === 'skin')!
    expect(new Set(skin.options.map((o) => o.skinTone))).toEqual(new Set(SKIN_TONES))
  })

  it('give no season until every question is answered', () => {
    const full = SEASON_EXAMPLES[0]![2]
    expect(refineSeason(['warm', 'warm', 'warm'], full)).not.toBeNull()
    for (const q of SEASON_QUESTIONS) {
      const { [q.id]: _left, ...rest } = full
      expect(isSeasonAnswersComplete(rest)).toBe(false)
      expect(refineSeason(['warm', 'warm', 'warm'], rest)).toBeNull()
      expect(refineSeason(['warm', 'warm', 'warm'], { ...full, [q.id]: 'not-an-option' })).toBeNull()
    }
  })

  it('give every combination of answers exactly one season, with its undertone and skin depth (all 328,050)', () => {
    const seen = new Set<SeasonId>()
    for (const a of COLOR_PALETTES) for (const b of COLOR_PALETTES) for (const c of COLOR_PALETTES) {
      for (const answers of everyAnswerSet()) {
        const r = refineSeason([a, b, c], answers)
        if (!r || !SEASONS.includes(r.colorSeason) || r.colorSeason !== r.reading.season || !SKIN_TONES.includes(r.skinTone)) {
          throw new Error(`no single season for ${[a, b, c].join(',')} ${JSON.stringify(answers)}`)
        }
        seen.add(r.colorSeason)
      }
    }
    // Reachable: every season is some shopper's.
    expect([...seen].sort()).toEqual([...SEASONS].sort())
  })

  it.each(SEASON_EXAMPLES)('read a typical %s', (season, palette, answers) => {
    expect(refineSeason([palette, palette, palette], answers)?.colorSeason).toBe(season)
  })

  // The rule (season-questions.ts): three answers on one side keep the season on that side,
  // whatever the refine answers say. Checked for every refine answer set, not a sample.
  it.each(['warm', 'cool'] as const)('keep three %s answers on their side of the warmth axis', (side) => {
    for (const answers of everyAnswerSet()) {
      const r = refineSeason([side, side, side], answers)!
      if (seasonUndertoneSide(r.colorSeason) !== side) throw new Error(`${r.colorSeason} for three ${side} answers and ${JSON.stringify(answers)}`)
    }
  })

  // A returning shopper's palette counts as two answers: it keeps its side unless her refine
  // answers alone lean clearly the other way (a weighted warmth of at least 0.5 against it,
  // from at least two answers' worth of warmth evidence).
  it.each(['warm', 'cool'] as const)('keep a returning %s palette on its side unless the refine answers clearly say otherwise', (side) => {
    expect(quickAnswersFor(undefined, side)).toEqual([side, side])
    const against = side === 'warm' ? -1 : 1
    for (const answers of everyAnswerSet()) {
      const r = refineSeason(quickAnswersFor(null, side), answers)!
      if (seasonUndertoneSide(r.colorSeason) === side) continue
      const warmth = seasonEvidence([], answers).filter((e) => e.axis === 'warmth')
      const weight = warmth.reduce((s, e) => s + e.weight, 0)
      const lean = (against * warmth.reduce((s, e) => s + e.value * e.weight, 0)) / weight
      if (!(weight >= 1.5 && lean >= 0.5)) throw new Error(`${r.colorSeason} for a ${side} palette and ${JSON.stringify(answers)}`)
    }
  })

  it('count the three answers she just gave only when they give her palette', () => {
    expect(quickAnswersFor(['warm', 'cool', 'warm'], 'warm')).toEqual(['warm', 'cool', 'warm'])
    expect(quickAnswersFor(['warm', 'cool', 'neutral'], 'warm')).toEqual(['warm', 'cool', 'neutral'])
    expect(quickAnswersFor(['cool', 'cool', 'warm'], 'warm')).toEqual(['warm', 'warm'])
    expect(quickAnswersFor(['warm', 'warm'], 'warm')).toEqual(['warm', 'warm'])
    expect(quickAnswersFor(['warm', 'warm', 'hot'], 'warm')).toEqual(['warm', 'warm'])
  })

  it('let the refine answers decide the side when the quick test was mixed', () => {
    const sides = new Set<string>()
    for (const answers of everyAnswerSet()) sides.add(seasonUndertoneSide(refineSeason(['warm', 'cool', 'neutral'], answers)!.colorSeason))
    expect([...sides].sort()).toEqual(['cool', 'warm'])
  })

  it('keep the undertone word on the side of the season it names (warm never with a summer or winter)', () => {
    fc.assert(
      fc.property(quickAnswers, answerSet, (quick, answers) => {
        const r = refineSeason(quick, answers)!
        if (r.undertones !== 'neutral') expect(seasonUndertoneSide(r.colorSeason)).toBe(r.undertones)
      }),
    )
  })

  it('name a runner-up only when the call is close, and say so in words', () => {
    // Mixed quick answers and a fair, ash-haired, clear-eyed shopper: between light spring and light summer.
    const r = refineSeason(['warm', 'warm', 'cool'], { skin: 'fair', hair: 'light-ash', eyes: 'clear', contrast: 'low', brights: 'overpowering', white: 'unsure', black: 'heavy' })!
    expect(r.colorSeason).toBe('light-spring')
    expect(r.reading.runnerUp).toBe('light-summer')
    expect(r.skinTone).toBe('light')
    const sure = refineSeason(['warm', 'warm', 'warm'], SEASON_EXAMPLES[1]![2])!
    expect(sure.reading.runnerUp).toBeNull()
    expect(confidenceWords(sure.reading.confidence)).toBe('analysis.refine.confidence.high')
    expect(confidenceWords(0.1)).toBe('analysis.refine.confidence.low')
    expect(confidenceWords(0.4)).toBe('analysis.refine.confidence.medium')
  })
})
