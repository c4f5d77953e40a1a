import { describe, expect, it } from 'vitest'
import { unknownAttributes, type GarmentAttributes } from '../garment/attributes.ts'
import { garmentFit } from '../garment/product-fit.ts'
import { FORMALITY_LEVELS } from '../reference/formality.ts'
import type { BodyShapeId } from './body-shapes.ts'
import { formalityRange, OUTFIT_TEMPLATES, type OutfitSlot, SHAPE_BALANCE, sharedFormality } from './outfits.ts'

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
