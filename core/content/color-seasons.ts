import type { ColorPaletteId } from '../reference/color-palettes.ts'
import { SEASON_LABELS, SEASONS, type SeasonId } from '../reference/seasons.ts'
import type { GuideIcon, NamedColor } from './style-personalities.ts'

export const COLOR_SEASON_ORDER = SEASONS
export const DEFAULT_COLOR_SEASON: SeasonId = 'spring'

export interface ColorSeason {
  readonly id: SeasonId
  readonly name: string
  readonly tagline: string
  readonly description: string
  /** The palette of the analysis this season belongs to. */
  readonly undertone: Extract<ColorPaletteId, 'warm' | 'cool'>
  readonly characteristics: readonly string[]
  readonly bestColors: readonly NamedColor[]
  readonly avoidColors: readonly NamedColor[]
  readonly makeupTips: readonly string[]
  readonly celebrities: readonly string[]
  readonly icon: GuideIcon
  /**
   * The hero background, from and to. Kept light so ink text on it passes WCAG AA
   * whichever season is picked.
   */
  readonly gradient: readonly [string, string]
}

export const COLOR_SEASONS: { readonly [K in SeasonId]: ColorSeason & { id: K } } = {
  spring: {
    id: 'spring',
    name: SEASON_LABELS.spring,
    tagline: 'Warm, light and clear',
    description:
      'Springs have warm, golden undertones with a fresh, luminous look: think peachy skin, golden or strawberry-blonde hair and bright eyes. Clear, warm colors make you glow.',
    undertone: 'warm',
    characteristics: ['Golden or peachy undertones', 'Light to medium hair with warm highlights', 'Bright blue, green or hazel eyes'],
    bestColors: [
      { name: 'Coral', hex: '#F2795E' },
      { name: 'Peach', hex: '#F6B08A' },
      { name: 'Warm yellow', hex: '#EDC13F' },
      { name: 'Turquoise', hex: '#30AFA6' },
      { name: 'Apple green', hex: '#86AD4E' },
      { name: 'Camel', hex: '#C8A06A' },
    ],
    avoidColors: [
      { name: 'Black', hex: '#141414' },
      { name: 'Icy grey', hex: '#C9CDD2' },
      { name: 'Dusty mauve', hex: '#9C7F8C' },
      { name: 'Burgundy', hex: '#5E1A2A' },
    ],
    makeupTips: [
      'Choose peach or coral blush over cool pinks.',
      'Warm brown or bronze eyeliner looks softer than black.',
      'Coral, peach and warm nude lipsticks brighten your face.',
      'A golden highlighter echoes your natural glow.',
    ],
    celebrities: ['Amy Adams', 'Blake Lively', 'Emma Stone'],
    icon: 'sprout',
    gradient: ['#FDE9CF', '#F9D3C4'],
  },
  summer: {
    id: 'summer',
    name: SEASON_LABELS.summer,
    tagline: 'Cool, soft and muted',
    description:
      'Summers have cool, rosy undertones and a gentle, blended look: ash-toned hair and soft grey, blue or green eyes. Powdery, cool colors flatter more than bright or dark ones.',
    undertone: 'cool',
    characteristics: ['Pink or rosy undertones', 'Ash blonde to soft brown hair', 'Soft blue, grey or green eyes'],
    bestColors: [
      { name: 'Powder blue', hex: '#A5C2E0' },
      { name: 'Lavender', hex: '#B5A7D6' },
      { name: 'Rose pink', hex: '#D68AA0' },
      { name: 'Soft navy', hex: '#3E4F6F' },
      { name: 'Seafoam', hex: '#98CDBD' },
      { name: 'Dove grey', hex: '#B6B4BB' },
    ],
    avoidColors: [
      { name: 'Orange', hex: '#E8782A' },
      { name: 'Mustard', hex: '#C9962B' },
      { name: 'Bright yellow', hex: '#F4D03F' },
      { name: 'Chocolate brown', hex: '#4E3020' },
    ],
    makeupTips: [
      'Rose or berry blush blends naturally with your skin.',
      'Try soft grey, taupe or plum eyeliner.',
      'Mauve, rose and soft berry lips are your everyday shades.',
      'Keep shimmer pearly rather than golden.',
    ],
    celebrities: ['Kate Middleton', 'Cate Blanchett', 'Gwyneth Paltrow'],
    icon: 'sun',
    gradient: ['#DDE8F6', '#ECDDF2'],
  },
  autumn: {
    id: 'autumn',
    name: SEASON_LABELS.autumn,
    tagline: 'Warm, rich and earthy',
    description:
      'Autumns have warm, golden undertones with depth: auburn, chestnut or dark golden hair and brown, hazel or green eyes. Rich, earthy colors look as if they were made for you.',
    undertone: 'warm',
    characteristics: ['Golden, olive or bronze undertones', 'Auburn, chestnut or golden-brown hair', 'Brown, hazel or deep green eyes'],
    bestColors: [
      { name: 'Rust', hex: '#A4502C' },
      { name: 'Olive', hex: '#6B7340' },
      { name: 'Mustard', hex: '#C9962B' },
      { name: 'Deep teal', hex: '#2F6D6A' },
      { name: 'Chocolate', hex: '#5B3A29' },
      { name: 'Pumpkin', hex: '#D4742C' },
    ],
    avoidColors: [
      { name: 'Icy pastels', hex: '#D7E9F7' },
      { name: 'Fuchsia', hex: '#C2185B' },
      { name: 'Pure white', hex: '#FFFFFF' },
      { name: 'Cool grey', hex: '#8E98A3' },
    ],
    makeupTips: [
      'Terracotta and bronze blush add warmth.',
      'Olive, bronze and copper eyeshadows bring out your eyes.',
      'Brick red, cinnamon and warm brown lips suit you.',
      'Choose foundation with a golden base.',
    ],
    celebrities: ['Julia Roberts', 'Jennifer Lopez', 'Beyoncé'],
    icon: 'leaf',
    gradient: ['#F7E0C6', '#EDCDB2'],
  },
  winter: {
    id: 'winter',
    name: SEASON_LABELS.winter,
    tagline: 'Cool, deep and vivid',
    description:
      'Winters have cool undertones and strong contrast between hair, skin and eyes. Clear, saturated colors and crisp black and white carry your natural intensity.',
    undertone: 'cool',
    characteristics: ['Cool blue or pink undertones', 'Dark brown or black hair', 'Striking contrast between hair, eyes and skin'],
    bestColors: [
      { name: 'True red', hex: '#C41E3A' },
      { name: 'Emerald', hex: '#00785A' },
      { name: 'Royal blue', hex: '#2748A0' },
      { name: 'Fuchsia', hex: '#C2185B' },
      { name: 'Black', hex: '#141414' },
      { name: 'Pure white', hex: '#FFFFFF' },
    ],
    avoidColors: [
      { name: 'Beige', hex: '#D9C7A7' },
      { name: 'Orange', hex: '#E8782A' },
      { name: 'Mustard', hex: '#C9962B' },
      { name: 'Muted khaki', hex: '#A59D7E' },
    ],
    makeupTips: [
      'A cool pink or berry blush keeps the contrast crisp.',
      'Black or deep navy eyeliner is your friend.',
      'Try true red, fuchsia or deep plum lips.',
      'Silver and icy highlighters suit you better than gold.',
    ],
    celebrities: ["Lupita Nyong'o", 'Anne Hathaway', 'Megan Fox'],
    icon: 'snowflake',
    gradient: ['#DFE4F0', '#EADBE6'],
  },
}
