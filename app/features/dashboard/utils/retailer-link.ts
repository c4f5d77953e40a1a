import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { ClickSource } from '#core/recommendation/outbound-link.ts'

/** Where a click to a retailer came from (the /go endpoint records it). */
export type LinkSource = ClickSource

/**
 * The outbound address for a product: /go/{id} with the source and the profile summary
 * (shape, palette, styles; never names or measurements) the click record keeps for visitors.
 * Empty values are left out rather than sent blank.
 */
export function retailerHref(
  productId: string,
  source: LinkSource,
  profile: Pick<StyleProfile, 'bodyShape' | 'colorPalette' | 'stylePreferences'> | null,
): string {
  const params = new URLSearchParams({ source })
  if (profile?.bodyShape) params.set('shape', profile.bodyShape)
  if (profile?.colorPalette) params.set('palette', profile.colorPalette)
  if (profile && profile.stylePreferences.length > 0) params.set('styles', profile.stylePreferences.join(','))
  return `/go/${encodeURIComponent(productId)}?${params.toString()}`
}
