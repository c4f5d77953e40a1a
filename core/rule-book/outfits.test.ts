import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DETAILS, DRAPES, EMBELLISHMENTS, GARMENT_TYPES, LEG_SHAPES, LENGTHS, NECKLINES, PATTERNS, RISES, SILHOUETTES, SLEEVES, unknownAttributes, WAIST_DEFINITIONS,
  type GarmentAttributes,
} from '../garment/attributes.ts'
import { categoryOfType } from '../garment/garment-kinds.ts'
import { bodyReasons, garmentFit } from '../garment/product-fit.ts'
import { subjectOf } from './conditions.ts'
import { FORMALITY_LEVELS } from '../reference/formality.ts'
import type { BodyShapeId } from './body-shapes.ts'
import { breaksHerBalance, formalityRange, OUTFIT_TEMPLATES, type OutfitSlot, SHAPE_BALANCE, sharedFormality } from './outfits.ts'

const garment = (a: Partial<GarmentAttributes>): GarmentAttributes => ({ ...unknownAttributes(), ...a })
/** A plain, dark piece and a printed, light one for a slot. */
const PIECES: Partial<Record<OutfitSlot, { plainDark: GarmentAttributes; printedLight: GarmentAttributes }>> = {
  bottom: {
    plainDark: garment({ garmentType: 'skirt', category: 'bottoms', pattern: 'solid', primaryColour: 'navy' }),
    printedLight: garment({ garmentType: 'skirt', category: 'bottoms', pattern: 'horizontal-stripe', primaryColour: 'ivory' }),
  },
  top: {
    plainDark: garment({ garmentType: 'top', category: 'tops', pattern: 'solid', primaryColour: 'navy' }),
    printedLight: garment({ garmentType: 'top', category: 'tops', pattern: 'horizontal-stripe', primaryColour: 'ivory' }),
  },
}

describe('the outfit rules agree with the rest of the rule book', () => {
  it.each(Object.entries(SHAPE_BALANCE))('a %s shape: the body rules score a plain, dark piece where the balance asks for one above a printed, light one', (shape, rule) => {
    const pieces = PIECES[rule!.plain]!
    const s = shape as BodyShapeId
    expect(garmentFit(pieces.plainDark).bodyPoints[s]).toBeGreaterThan(garmentFit(pieces.printedLight).bodyPoints[s])
    // The other half is free to carry the detail: the rules do not hold a print there against her.
    const other = PIECES[rule!.than]!
    expect(garmentFit(other.printedLight).bodyPoints[s]).toBeGreaterThanOrEqual(garmentFit(pieces.printedLight).bodyPoints[s])
  })

  it.each(Object.entries(SHAPE_BALANCE))('a %s shape: every outfit with the slot her balance wants plain also has the slot it balances (a print there is in no outfit of hers)', (_, rule) => {
    for (const template of OUTFIT_TEMPLATES) if (template.slots.includes(rule!.plain)) expect(template.slots).toContain(rule!.than)
  })

  it('grades avoid, whatever its cut, a piece that is not plain where her shape\'s balance wants a plain one (the card and her outfits agree)', () => {
    const maybe = <T,>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: null })
    const clothes = fc
      .record({
        garmentType: fc.constantFrom(...GARMENT_TYPES),
        silhouette: maybe(SILHOUETTES),
        neckline: maybe(NECKLINES),
        sleeve: maybe(SLEEVES),
        waist: maybe(WAIST_DEFINITIONS),
        length: maybe(LENGTHS),
        rise: maybe(RISES),
        leg: maybe(LEG_SHAPES),
        drape: maybe(DRAPES),
        pattern: maybe(PATTERNS),
        embellishments: fc.uniqueArray(fc.constantFrom(...EMBELLISHMENTS), { maxLength: 3 }),
        details: fc.uniqueArray(fc.constantFrom(...DETAILS), { maxLength: 3 }),
        primaryColour: fc.constantFrom('navy', 'ivory', 'black', 'rust', 'cobalt'),
      })
      .map((a) => garment({ ...a, category: categoryOfType(a.garmentType) }))
    let seen = 0
    fc.assert(
      fc.property(clothes, (a) => {
        for (const shape of Object.keys(SHAPE_BALANCE) as BodyShapeId[]) {
          if (!breaksHerBalance(shape, subjectOf(a))) continue
          seen++
          expect(garmentFit(a).body[shape]).toBe('avoid')
          expect(bodyReasons(a, shape)).toEqual([])
        }
      }),
      { numRuns: 3000 },
    )
    // The property spoke of printed tops and bottoms, not only of pieces it skipped.
    expect(seen).toBeGreaterThan(100)
  })

  it('reads formality from the listing first, else from the occasions a piece suits', () => {
    expect(formalityRange(garment({ formality: 'evening' }), ['casual'])).toEqual([4, 4])
    expect(formalityRange(garment({}), ['casual', 'work'])).toEqual([0, 2])
    expect(formalityRange(garment({}), [])).toEqual([1, 1])
  })

  it('lets pieces go together only within one step of formality', () => {
    for (let a = 0; a < FORMALITY_LEVELS.length; a++) {
      for (let b = 0; b < FORMALITY_LEVELS.length; b++) {
        const shared = sharedFormality([[a, a], [b, b]])
        expect(shared === null).toBe(Math.abs(a - b) > 1)
      }
    }
    // Loafers (casual to business) go with a business skirt and a casual tee only one at a time.
    expect(sharedFormality([[0, 2], [2, 2]])).toEqual([2, 2])
    expect(sharedFormality([[0, 2], [2, 2], [0, 0]])).toBeNull()
  })
})
