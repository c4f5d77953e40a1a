import { COLOR_PALETTE_DETAILS, COLOR_PALETTES, isColorPaletteId, type ColorPaletteDetails, type ColorPaletteId } from '../rule-book/palettes.ts'
import { isSeasonId } from '../reference/seasons.ts'

/**
 * The colour guide: the three palettes the colour test gives, with what the guide adds.
 * Colours, neutrals, colours to avoid and metals come from the reference data, so the
 * guide, the test's result and the blueprint name the same colours. (The spec's guide
 * showed four colour seasons, which the test never gives; decision record 013.)
 */
export const COLOR_GUIDE_ORDER = COLOR_PALETTES
export const DEFAULT_COLOR_GUIDE_PALETTE: ColorPaletteId = 'warm'

export interface ColorPaletteGuideEntry extends ColorPaletteDetails {
  readonly tagline: string
  readonly makeupTips: readonly string[]
  readonly celebrities: readonly string[]
  /** The hero background, from and to; light enough that ink text on it passes WCAG AA. */
  readonly gradient: readonly [string, string]
}

const EXTRAS: { readonly [K in ColorPaletteId]: Pick<ColorPaletteGuideEntry, 'tagline' | 'makeupTips' | 'celebrities' | 'gradient'> } = {
  warm: {
    tagline: 'Golden, earthy and sun-warmed',
    makeupTips: [
      'Choose peach, coral or terracotta blush over cool pinks.',
      'Warm brown, bronze or olive eyeliner looks softer than black.',
      'Coral, brick and warm nude lips brighten your face.',
      'A golden highlighter echoes your natural glow.',
    ],
    celebrities: ['Amy Adams', 'Julia Roberts', 'Beyoncé'],
    gradient: ['#FDE9CF', '#F7D8C4'],
  },
  cool: {
    tagline: 'Crisp, rosy and jewel-toned',
    makeupTips: [
      'Rose, berry or cool pink blush blends naturally with your skin.',
      'Try grey, navy or plum eyeliner.',
      'Mauve, true red and berry lips are your everyday shades.',
      'Keep highlighter pearly or icy rather than golden.',
    ],
    celebrities: ['Anne Hathaway', 'Cate Blanchett', "Lupita Nyong'o"],
    gradient: ['#DDE8F6', '#E8DDF2'],
  },
  neutral: {
    tagline: 'Balanced, soft and versatile',
    makeupTips: [
      'Soft rose or dusty peach blush suits you.',
      'Taupe and soft brown eyeliner are easy everyday choices.',
      'Rosy nudes and muted berries work for day and night.',
      'Champagne highlighter sits between gold and silver.',
    ],
    celebrities: ['Jennifer Aniston', 'Kerry Washington', 'Jessica Alba'],
    gradient: ['#F1EBE3', '#E6E2EC'],
  },
}

export const COLOR_PALETTE_GUIDE: { readonly [K in ColorPaletteId]: ColorPaletteGuideEntry } = {
  warm: { ...COLOR_PALETTE_DETAILS.warm, ...EXTRAS.warm },
  cool: { ...COLOR_PALETTE_DETAILS.cool, ...EXTRAS.cool },
  neutral: { ...COLOR_PALETTE_DETAILS.neutral, ...EXTRAS.neutral },
}

/**
 * The palette a guide link asks for: `?palette=cool`, or an old `?season=winter` link
 * mapped to the undertone its season belongs to (spring and autumn are warm, summer and
 * winter cool); anything else gives the default.
 */
export function paletteFromGuideParams(params: URLSearchParams): ColorPaletteId {
  const palette = params.get('palette')
  if (isColorPaletteId(palette)) return palette
  const season = params.get('season')
  if (isSeasonId(season)) return season === 'spring' || season === 'autumn' ? 'warm' : 'cool'
  return DEFAULT_COLOR_GUIDE_PALETTE
}
