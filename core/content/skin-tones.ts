import { COLOR_PALETTE_DETAILS, COLOR_PALETTES, type ColorPaletteId } from '../reference/color-palettes.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { NamedColor } from './style-personalities.ts'

export interface SkinToneSection {
  readonly id: ColorPaletteId
  readonly name: string
  readonly description: string
  readonly characteristics: readonly string[]
  readonly swatches: readonly string[]
  readonly bestColors: readonly string[]
  readonly neutrals: readonly NamedColor[]
  readonly avoid: readonly string[]
  readonly metals: string
  /** The seasons of the colour guide that share this undertone. */
  readonly seasons: readonly SeasonId[]
}

const EXTRAS: { readonly [K in ColorPaletteId]: Pick<SkinToneSection, 'neutrals' | 'avoid' | 'metals' | 'seasons'> } = {
  warm: {
    neutrals: [
      { name: 'Camel', hex: '#C19A6B' },
      { name: 'Cream', hex: '#F3E6CF' },
      { name: 'Chocolate', hex: '#5B3A29' },
      { name: 'Olive', hex: '#6B7340' },
    ],
    avoid: ['Icy pastels', 'Stark black near the face', 'Blue-based pinks'],
    metals: 'Gold, brass, copper and rose gold',
    seasons: ['spring', 'autumn'],
  },
  cool: {
    neutrals: [
      { name: 'Navy', hex: '#1F2F4D' },
      { name: 'Charcoal', hex: '#3A3A3C' },
      { name: 'Pure white', hex: '#FFFFFF' },
      { name: 'Cool grey', hex: '#8E98A3' },
    ],
    avoid: ['Orange and rust', 'Mustard yellow', 'Warm beige near the face'],
    metals: 'Silver, white gold and platinum',
    seasons: ['summer', 'winter'],
  },
  neutral: {
    neutrals: [
      { name: 'Taupe', hex: '#8B7F72' },
      { name: 'Soft white', hex: '#F4F1EA' },
      { name: 'Stone', hex: '#CFC8BC' },
      { name: 'Slate', hex: '#5D6D7E' },
    ],
    avoid: ['Very neon brights', 'Colors that overpower, such as head-to-toe saturated orange'],
    metals: 'Both gold and silver, and mixed metals',
    seasons: [],
  },
}

export const SKIN_TONE_SECTIONS: readonly SkinToneSection[] = COLOR_PALETTES.map((id) => {
  const d = COLOR_PALETTE_DETAILS[id]
  return {
    id,
    name: d.name,
    description: d.description,
    characteristics: d.characteristics,
    swatches: d.swatches,
    bestColors: d.bestColors,
    ...EXTRAS[id],
  }
})

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
