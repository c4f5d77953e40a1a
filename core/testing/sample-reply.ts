import { type GarmentAttributes, unknownAttributes } from '../garment/attributes.ts'

/**
 * A complete, valid analysis reply in the attribute schema, as a well-behaved model writes
 * it (tests, the fake provider and benchmarks): a navy wrap midi dress in silk.
 */
export function goodAnalysisReply(overrides: Partial<Record<keyof GarmentAttributes, unknown>> = {}): string {
  const attributes: GarmentAttributes = {
    ...unknownAttributes(),
    category: 'dresses',
    garmentType: 'dress',
    silhouette: 'wrap',
    neckline: 'v-neck',
    sleeve: 'flutter',
    waist: 'defined',
    length: 'midi',
    fabricWeight: 'light',
    drape: 'fluid',
    pattern: 'solid',
    formality: 'smart-casual',
    primaryColour: 'navy',
    materials: ['silk'],
  }
  return JSON.stringify({ ...attributes, ...overrides })
}
