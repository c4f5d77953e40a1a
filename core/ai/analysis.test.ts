import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAnalysisReply, parseSimpleAnalysisReply, REQUIRED_FIELDS, SCORE_DIMENSIONS, validScore, type ProductAnalysis } from './analysis.ts'
import { extractFirstJsonObject } from './json-reply.ts'
import { goodAnalysisReply } from './sample-reply.ts'

const ok = (r: ReturnType<typeof parseAnalysisReply>): ProductAnalysis => {
  if (!r.ok) throw new Error(r.error)
  return r.value
}

function allScores(a: ProductAnalysis): number[] {
  return (Object.keys(SCORE_DIMENSIONS) as Array<keyof typeof SCORE_DIMENSIONS>).flatMap((k) => Object.values(a[k]))
}

describe('reading the first JSON object of a reply', () => {
  it('finds it inside prose and code fences, with braces inside strings', () => {
    expect(extractFirstJsonObject('Sure! Here it is:\n```json\n{"a": "x}y", "b": {"c": 1}}\n```\nHope that helps {really}.')).toEqual({
      a: 'x}y',
      b: { c: 1 },
    })
  })
  it('skips brace text that is not JSON and gives up on incomplete objects', () => {
    expect(extractFirstJsonObject('{not json} then {"ok": true}')).toEqual({ ok: true })
    expect(extractFirstJsonObject('{"a": 1')).toBeUndefined()
    expect(extractFirstJsonObject('no braces')).toBeUndefined()
  })
})

describe('the analysis parse', () => {
  it('reads a complete reply wrapped in prose, keyed by our reference ids', () => {
    const a = ok(parseAnalysisReply(`Here is my analysis:\n${goodAnalysisReply({ body_type_scores: { hourglass: 0.9, inverted_triangle: 0.4 } })}\nThanks`))
    expect(a.method).toBe('ai')
    expect(a.confidence).toBe(0.88)
    expect(a.bodyTypeScores).toEqual({ rectangle: 0, pear: 0, apple: 0, hourglass: 0.9, 'inverted-triangle': 0.4 })
    expect(a.bodyTypes).toEqual(['pear', 'hourglass'])
    expect(a.reasoning).toBe('A wrap silhouette in a warm print suits defined waists.')
  })

  it.each(REQUIRED_FIELDS)('refuses a reply without %s', (field) => {
    const reply = JSON.parse(goodAnalysisReply()) as Record<string, unknown>
    delete reply[field]
    expect(parseAnalysisReply(JSON.stringify(reply))).toEqual({ ok: false, error: `Missing required field: ${field}` })
  })

  it('sets scores that are not numbers or outside 0..1 to 0', () => {
    const a = ok(parseAnalysisReply(goodAnalysisReply({ style_scores: { classic: 1.5, trendy: -0.1, bohemian: '0.8', minimal: null, edgy: 1, romantic: 0 } })))
    expect(a.styleScores).toMatchObject({ classic: 0, trendy: 0, bohemian: 0, minimal: 0, edgy: 1, romantic: 0, casual: 0, formal: 0 })
  })

  it('makes an invalid confidence 0.5', () => {
    expect(ok(parseAnalysisReply(goodAnalysisReply({ confidence_score: 7 }))).confidence).toBe(0.5)
    expect(ok(parseAnalysisReply(goodAnalysisReply({ confidence_score: 'high' }))).confidence).toBe(0.5)
  })

  it('says why an empty or JSON-less reply cannot be used', () => {
    expect(parseAnalysisReply('   ')).toEqual({ ok: false, error: 'AI analysis returned empty result' })
    expect(parseAnalysisReply('{"body_types": [')).toMatchObject({ ok: false, error: expect.stringContaining('Could not read the AI response') })
  })

  it('the simpler parse needs no fields and defaults confidence 0.7 and reasoning', () => {
    const r = parseSimpleAnalysisReply('{"body_type_scores": {"pear": 0.9}}')
    expect(r.ok && r.value).toMatchObject({ confidence: 0.7, reasoning: 'AI analysis completed', bodyTypeScores: { pear: 0.9, apple: 0 } })
  })

  it('never throws and keeps every score in 0..1 whatever the reply holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...REQUIRED_FIELDS, 'reasoning', 'color_palette_scores'), fc.jsonValue()), (reply) => {
        for (const parse of [parseAnalysisReply, parseSimpleAnalysisReply]) {
          const r = parse(JSON.stringify(reply))
          if (r.ok) {
            for (const s of allScores(r.value)) expect(s >= 0 && s <= 1).toBe(true)
            expect(r.value.confidence >= 0 && r.value.confidence <= 1).toBe(true)
          }
        }
      }),
    )
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const s = validScore(v)
        expect(s >= 0 && s <= 1).toBe(true)
      }),
    )
  })
})
