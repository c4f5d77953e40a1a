import { describe, expect, it } from 'vitest'
import { unknownAttributes } from '../garment/attributes.ts'
import { categoryOfType } from '../garment/garment-kinds.ts'
import { garmentFit } from '../garment/product-fit.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from './body-shapes.ts'

const asGarment = (example: Partial<ReturnType<typeof unknownAttributes>>) => ({
  ...unknownAttributes(),
  category: example.garmentType ? categoryOfType(example.garmentType) : null,
  ...example,
})

// The blueprint's advice and the engine's grades are one rule book: a line that names a
// garment says what the rules say of that garment for the shape.
describe('each shape’s advice agrees with the stylist rules', () => {
  it.each(BODY_SHAPES)('%s: every best line’s garment flatters it, every avoid line’s garment works against it', (shape) => {
    const d = BODY_SHAPE_DETAILS[shape]
    for (const l of d.best) expect(garmentFit(asGarment(l.example)).body[shape], l.text).toBe('flatters')
    for (const l of d.avoid) expect(garmentFit(asGarment(l.example)).body[shape], l.text).toBe('avoid')
    expect(d.bestSilhouettes).toEqual(d.best.map((l) => l.text))
    expect(d.avoidSilhouettes).toEqual(d.avoid.map((l) => l.text))
  })
})
