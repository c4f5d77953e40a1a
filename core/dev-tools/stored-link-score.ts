import type { StyleProfile } from '../profile/style-profile.ts'
import { inferFromProductText } from '../reference/keyword-inference.ts'
import { STYLE_DETAILS } from '../rule-book/styles.ts'
import { compileVocabulary, containsAnyTerm, normaliseText } from '../reference/word-match.ts'

/** The spec's stored-link points (out of 100). */
const STORED_LINK_POINTS = { body: 40, palette: 30, style: 20, price: 10 } as const

/** A stored affiliate link as the browser keeps it (spec: "Stored affiliate link"). */
export interface StoredLink {
  productName: string
  category?: string | undefined
  tags?: readonly string[] | undefined
  price?: number | null | undefined
}

/** Whether any chosen style is named in the text (its id or name, whole words). */
function styleHits(text: string, styles: readonly string[]): number {
  const normalised = normaliseText(text)
  let hits = 0
  for (const s of styles) {
    const details = STYLE_DETAILS[s as keyof typeof STYLE_DETAILS]
    const words = details ? [s, details.name] : [s]
    if (containsAnyTerm(normalised, compileVocabulary(words))) hits++
  }
  return hits
}

/**
 * The stored-link match score: body shape 40, palette 30, style 20, price 10 points,
 * shapes and palettes inferred from the name and category (all apply when nothing
 * matches). The result is the points earned as a rounded percentage of the points the
 * profile makes possible (a profile without a price range cannot earn the 10 price points).
 */
export function storedLinkMatchScore(link: StoredLink, profile: StyleProfile): number {
  const P = STORED_LINK_POINTS
  const inferred = inferFromProductText(link.productName, link.category)
  let earned = 0
  let possible = 0
  if (profile.bodyShape) {
    possible += P.body
    if (inferred.bodyShapes.includes(profile.bodyShape)) earned += P.body
  }
  if (profile.colorPalette) {
    possible += P.palette
    if (inferred.colorPalettes.includes(profile.colorPalette)) earned += P.palette
  }
  if (profile.stylePreferences.length > 0) {
    possible += P.style
    if (styleHits([link.productName, ...(link.tags ?? [])].join('\n'), profile.stylePreferences) > 0) earned += P.style
  }
  if (profile.priceRange) {
    possible += P.price
    const price = link.price
    if (typeof price === 'number' && price >= profile.priceRange.min && price <= profile.priceRange.max) earned += P.price
  }
  return possible === 0 ? 0 : Math.round((earned / possible) * 100)
}
