import { garmentFit } from '../garment/product-fit.ts'
import { readGarment } from '../garment/read-garment.ts'
import type { StyleProfile } from '../profile/style-profile.ts'

/** The spec's stored-link points (out of 100). */
const STORED_LINK_POINTS = { body: 40, palette: 30, style: 20, price: 10 } as const

/** A stored affiliate link as the browser keeps it (spec: "Stored affiliate link"). */
export interface StoredLink {
  productName: string
  category?: string | undefined
  tags?: readonly string[] | undefined
  price?: number | null | undefined
}

/**
 * The stored-link match score: body shape 40, palette 30, style 20, price 10 points, the
 * first three as the rule book reads the link (its name, category and tags through the
 * garment reader, then `garmentFit`): the body points when the garment flatters the shape,
 * the palette points when its colour suits the palette, the style points when it carries a
 * chosen style. What the reader cannot tell (no cut, no colour) earns half, as an unknown
 * sits between a match and a mismatch (docs/fit/stylist-rules.md section 5). The result is
 * the points earned as a rounded percentage of the points the profile makes possible (a
 * profile without a price range cannot earn the 10 price points).
 */
export function storedLinkMatchScore(link: StoredLink, profile: StyleProfile): number {
  const P = STORED_LINK_POINTS
  // The tags are the shop's words about the piece ('wrap', 'midi'): read as its description.
  const fit = garmentFit(readGarment({ name: link.productName, category: link.category ?? null, description: (link.tags ?? []).join(', ') }))
  let earned = 0
  let possible = 0
  if (profile.bodyShape) {
    possible += P.body
    if (fit.bodyLevels[profile.bodyShape] === 'unknown') earned += P.body / 2
    else if (fit.body[profile.bodyShape] === 'flatters') earned += P.body
  }
  if (profile.colorPalette) {
    possible += P.palette
    if (!fit.colourKnown) earned += P.palette / 2
    else if (fit.palettes.includes(profile.colorPalette)) earned += P.palette
  }
  if (profile.stylePreferences.length > 0) {
    possible += P.style
    if (profile.stylePreferences.some((s) => fit.styles.includes(s))) earned += P.style
  }
  if (profile.priceRange) {
    possible += P.price
    const price = link.price
    if (typeof price === 'number' && price >= profile.priceRange.min && price <= profile.priceRange.max) earned += P.price
  }
  return possible === 0 ? 0 : Math.round((earned / possible) * 100)
}
