import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { garmentAttributesSchema } from '../garment/attributes.ts'
import { readGarment } from '../garment/read-garment.ts'
import { SCORE_COLUMNS } from '../testing/analysis-scores.ts'
import { analysisFromAttributes, attributeSummary, GARMENT_RESPONSE_SCHEMA, parseGarmentReply } from './garment-analysis.ts'
import { goodAnalysisReply } from '../testing/sample-reply.ts'

describe('the model’s answer in the attribute schema', () => {
  it('is a strict JSON schema with every field required and colours from the lexicon', () => {
    const schema = GARMENT_RESPONSE_SCHEMA as { type: string; required: string[]; additionalProperties: boolean; properties: Record<string, { anyOf?: Array<{ enum?: string[] }> }> }
    expect(schema.type).toBe('object')
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required.sort()).toEqual(Object.keys(garmentAttributesSchema.shape).sort())
    expect(schema.properties.primaryColour!.anyOf![0]!.enum).toContain('dusty-rose')
    expect(JSON.stringify(schema)).not.toMatch(/maxItems|maxLength|\$schema/)
  })

  it('reads a good reply, inside prose too', () => {
    const r = parseGarmentReply(`Here you go:\n${goodAnalysisReply()}\nThanks`)
    expect(r).toMatchObject({ ok: true, value: { garmentType: 'dress', silhouette: 'wrap', primaryColour: 'navy' } })
  })

  it.each([
    ['an empty reply', '   ', 'AI analysis returned empty result'],
    ['no JSON', 'I cannot help with that', 'Could not read the AI response'],
    ['a value outside the schema', goodAnalysisReply({ silhouette: 'mermaid-ish' }), 'does not fit the attribute schema (silhouette'],
    ['a missing field', JSON.stringify({ garmentType: 'dress' }), 'does not fit the attribute schema'],
    ['a wrong type', goodAnalysisReply({ embellishments: 'lace' }), 'embellishments'],
  ])('refuses %s with a reason', (_name, reply, reason) => {
    const r = parseGarmentReply(reply)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toContain(reason)
  })

  it('never throws, and anything it accepts is valid attributes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(garmentAttributesSchema.shape)), fc.jsonValue()), (reply) => {
        const r = parseGarmentReply(JSON.stringify(reply))
        if (r.ok) expect(garmentAttributesSchema.safeParse(r.value).success).toBe(true)
      }),
    )
  })
})

describe('the stored analysis from attributes', () => {
  it('scores what the fit says, every score in 0..1, and lists the strong ones', () => {
    const a = analysisFromAttributes(readGarment({ name: 'Navy Wrap Midi Dress' }), 'rule-based', 'read')
    expect(a.method).toBe('rule-based')
    expect(a.bodyTypes).toEqual(expect.arrayContaining(['hourglass', 'rectangle']))
    expect(a.bodyTypeScores.hourglass).toBeGreaterThan(a.bodyTypeScores['inverted-triangle'] - 0.0001)
    expect(a.skinTones).toEqual(['cool', 'neutral'])
    for (const key of Object.keys(SCORE_COLUMNS) as Array<keyof typeof SCORE_COLUMNS>) {
      for (const v of Object.values(a[key])) expect(v >= 0 && v <= 1).toBe(true)
    }
    expect(a.confidence).toBeGreaterThan(0)
    expect(a.confidence).toBeLessThanOrEqual(1)
  })

  it('gives a product read well more confidence, and a model’s reading a little more', () => {
    const bare = analysisFromAttributes(readGarment({ name: 'Dress' }), 'rule-based', '')
    const rich = analysisFromAttributes(readGarment({ name: 'Navy Silk Wrap Midi Dress with Flutter Sleeves' }), 'rule-based', '')
    const byModel = analysisFromAttributes(readGarment({ name: 'Navy Silk Wrap Midi Dress with Flutter Sleeves' }), 'ai', '')
    expect(rich.confidence).toBeGreaterThan(bare.confidence)
    expect(byModel.confidence).toBeGreaterThan(rich.confidence)
  })

  it('summarises what was read', () => {
    expect(attributeSummary(readGarment({ name: 'Navy Wrap Midi Dress' }))).toBe('navy, wrap, midi, dress')
    expect(attributeSummary(readGarment({ name: 'The Sloane' }))).toBe('nothing could be read')
  })
})
