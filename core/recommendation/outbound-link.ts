import { isBodyShapeId } from '../rule-book/body-shapes.ts'
import { isColorPaletteId } from '../rule-book/palettes.ts'
import { isStyleId } from '../rule-book/styles.ts'

/** Where a retailer button was clicked. */
export const CLICK_SOURCES = ['dashboard', 'favourites', 'ai-card', 'home', 'shop', 'wishlist'] as const
export type ClickSource = (typeof CLICK_SOURCES)[number]
/** Recorded when the query names no (valid) source. */
export const UNKNOWN_CLICK_SOURCE = 'unknown'

export interface ProfileSummary {
  bodyShape: string | null
  colorPalette: string | null
  stylePreferences: string[]
}

/**
 * The click's profile summary from untrusted query text: shape, palette and styles, each
 * kept only when it is a known id (anything else is dropped, never an error). Null when
 * nothing valid remains.
 */
export function summaryFromQuery(query: { shape?: string | undefined; palette?: string | undefined; styles?: string | undefined }): ProfileSummary | null {
  const bodyShape = isBodyShapeId(query.shape) ? query.shape : null
  const colorPalette = isColorPaletteId(query.palette) ? query.palette : null
  const stylePreferences = [...new Set((query.styles ?? '').split(',').map((s) => s.trim()).filter(isStyleId))].slice(0, 8)
  if (!bodyShape && !colorPalette && stylePreferences.length === 0) return null
  return { bodyShape, colorPalette, stylePreferences }
}

export function clickSource(raw: string | undefined): string {
  return (CLICK_SOURCES as readonly string[]).includes(raw ?? '') ? raw! : UNKNOWN_CLICK_SOURCE
}
