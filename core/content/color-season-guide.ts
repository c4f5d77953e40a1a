import type { ColorPaletteId } from '../rule-book/palettes.ts'
import { isColorPaletteId } from '../rule-book/palettes.ts'
import { SEASON_PALETTES } from '../rule-book/season-palettes.ts'
import { isSeasonId, SEASON_DEFINITIONS, SEASON_FAMILIES, seasonsOf, type SeasonFamily, type SeasonId } from '../rule-book/seasons.ts'

/**
 * The colour guide's four seasons (spec: default spring, the hero gradient following the
 * season), each with its three sub-seasons. Names, descriptions, swatches and gradients
 * come from the rule book (seasons.ts, season-palettes.ts), so the guide says what the
 * refine quiz, the blueprint and the cards say; this module adds only the guide's words.
 */
export const COLOR_SEASON_GUIDE_ORDER = SEASON_FAMILIES
export const DEFAULT_COLOR_SEASON: SeasonFamily = 'spring'

export interface ColorSeasonGuideEntry {
  readonly id: SeasonFamily
  readonly name: string
  readonly tagline: string
  readonly description: string
  readonly makeupTips: readonly string[]
  readonly celebrities: readonly string[]
  /** The season's three sub-seasons, in the rule book's order. */
  readonly seasons: readonly SeasonId[]
  /** The sub-season whose palette stands for the family (its "true" season): the hero takes its gradient. */
  readonly heroSeason: SeasonId
}

type Words = Pick<ColorSeasonGuideEntry, 'name' | 'tagline' | 'description' | 'makeupTips' | 'celebrities' | 'heroSeason'>

const WORDS: { readonly [F in SeasonFamily]: Words } = {
  spring: {
    name: 'Spring',
    tagline: 'Warm, fresh and clear',
    description: 'Spring coloring is warm and bright: golden or peachy skin, light to medium hair with golden lights, clear eyes. Her colors are fresh and sunny, never dusty or heavy.',
    makeupTips: ['Peach and coral blush', 'Golden-brown or bronze eyeliner', 'Coral, warm pink and clear red lips'],
    celebrities: ['Amy Adams', 'Emma Stone', 'Blake Lively'],
    heroSeason: 'warm-spring',
  },
  summer: {
    name: 'Summer',
    tagline: 'Cool, soft and gentle',
    description: 'Summer coloring is cool and soft: rosy or neutral skin, ash-toned hair, grey, blue or soft green eyes. Her colors are powdery and blue-based, with nothing harsh or golden.',
    makeupTips: ['Soft rose or cool pink blush', 'Grey, navy or plum eyeliner', 'Mauve, rose and raspberry lips'],
    celebrities: ['Emily Blunt', 'Naomi Watts', 'Cate Blanchett'],
    heroSeason: 'cool-summer',
  },
  autumn: {
    name: 'Autumn',
    tagline: 'Warm, rich and earthy',
    description: 'Autumn coloring is warm and muted: golden, olive or bronze skin, hair with red, copper or warm brown in it, eyes of hazel, amber or warm brown. Her colors are rich and earthy.',
    makeupTips: ['Terracotta and warm peach blush', 'Brown, olive or bronze eyeliner', 'Brick, rust and warm nude lips'],
    celebrities: ['Julia Roberts', 'Beyoncé', 'Jennifer Lopez'],
    heroSeason: 'warm-autumn',
  },
  winter: {
    name: 'Winter',
    tagline: 'Cool, deep and vivid',
    description: 'Winter coloring is cool and high in contrast: porcelain to deep skin with a blue or olive cast, dark hair, striking eyes. Her colors are vivid, icy or deep, never muted or golden.',
    makeupTips: ['Berry or cool pink blush', 'Black or charcoal eyeliner', 'True red, fuchsia and berry lips'],
    celebrities: ['Anne Hathaway', "Lupita Nyong'o", 'Zooey Deschanel'],
    heroSeason: 'cool-winter',
  },
}

export const COLOR_SEASON_GUIDE: { readonly [F in SeasonFamily]: ColorSeasonGuideEntry } = {
  spring: { id: 'spring', ...WORDS.spring, seasons: seasonsOf('spring') },
  summer: { id: 'summer', ...WORDS.summer, seasons: seasonsOf('summer') },
  autumn: { id: 'autumn', ...WORDS.autumn, seasons: seasonsOf('autumn') },
  winter: { id: 'winter', ...WORDS.winter, seasons: seasonsOf('winter') },
}

/** How much of the rule book's gradient the hero keeps: the rest is cream, so ink text on it stays readable (WCAG AA). */
const HERO_STRENGTH = 0.45
const CREAM = '#FAF6F1'

/** The hero's gradient stops for a season: its true season's rule-book gradient, softened toward cream. */
export function seasonHeroStops(family: SeasonFamily): string[] {
  return SEASON_PALETTES[COLOR_SEASON_GUIDE[family].heroSeason].gradient.map((hex) => mix(hex, CREAM, HERO_STRENGTH))
}

/** The family the guide opens for an undertone palette: the one holding most of its seasons (ties to the earlier family). */
export function seasonFamilyForPalette(palette: ColorPaletteId): SeasonFamily {
  const count = (f: SeasonFamily) => seasonsOf(f).filter((s) => SEASON_DEFINITIONS[s].palette === palette).length
  return SEASON_FAMILIES.reduce((best, f) => (count(f) > count(best) ? f : best))
}

/**
 * The season a guide link asks for: `?season=autumn` (a family), `?season=deep-autumn` (its
 * family), or an older `?palette=warm` link (the family holding most of that palette's
 * seasons); anything else opens the default, spring.
 */
export function seasonFromGuideParams(params: URLSearchParams): SeasonFamily {
  const season = params.get('season')
  if ((SEASON_FAMILIES as readonly (string | null)[]).includes(season)) return season as SeasonFamily
  if (isSeasonId(season)) return SEASON_DEFINITIONS[season].family
  const palette = params.get('palette')
  if (isColorPaletteId(palette)) return seasonFamilyForPalette(palette)
  return DEFAULT_COLOR_SEASON
}

function mix(hex: string, toward: string, strength: number): string {
  const channel = (h: string, i: number) => Number.parseInt(h.slice(i, i + 2), 16)
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(hex, i) * strength + channel(toward, i) * (1 - strength)).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`
}
