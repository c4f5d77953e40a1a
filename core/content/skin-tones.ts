import { COLOR_PALETTE_DETAILS, COLOR_PALETTES, type ColorPaletteDetails } from '../rule-book/palettes.ts'

/**
 * One section per palette of the colour test, straight from the reference data: the
 * skin-tone guide shows the same colours, neutrals and colours to avoid as the result.
 */
export const SKIN_TONE_SECTIONS: readonly ColorPaletteDetails[] = COLOR_PALETTES.map((id) => COLOR_PALETTE_DETAILS[id])

export interface UndertoneTest {
  readonly id: string
  readonly title: string
  readonly instructions: string
  readonly warm: string
  readonly cool: string
  readonly neutral: string
}

/** Three quick tests; the colour step of the analysis asks the same three questions. */
export const UNDERTONE_TESTS: readonly UndertoneTest[] = [
  {
    id: 'veins',
    title: 'The vein test',
    instructions: 'In natural daylight, look at the veins on the inside of your wrist.',
    warm: 'They look green or olive.',
    cool: 'They look blue or purple.',
    neutral: 'You can see both, or cannot tell.',
  },
  {
    id: 'jewelry',
    title: 'The jewelry test',
    instructions: 'Hold a gold piece and then a silver piece against your bare skin.',
    warm: 'Gold makes your skin look brighter.',
    cool: 'Silver looks more flattering.',
    neutral: 'Both look equally good.',
  },
  {
    id: 'sun',
    title: 'The sun test',
    instructions: 'Think about how your skin reacts after time in the sun without protection.',
    warm: 'You tan easily and rarely burn.',
    cool: 'You burn first and tan little, if at all.',
    neutral: 'You burn a little, then tan.',
  },
]
