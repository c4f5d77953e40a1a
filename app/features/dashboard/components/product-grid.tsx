import type { Product } from '#core/catalog/product.ts'
import type { RejectReason } from '#core/learning/signals.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { Recommendation } from '../utils/dashboard-api.ts'
import { retailerHref, type LinkSource } from '../utils/retailer-link.ts'
import { AiProductCard, ProductCard, type StylistNote } from './product-card.tsx'

export interface GridLearning {
  hidden: ReadonlyMap<string, RejectReason | null>
  notForMe(productId: string): void
  reason(productId: string, reason: RejectReason): void
  undo(productId: string): void
  click(productId: string): void
}

export interface GridItem {
  product: Product
  recommendation?: Recommendation
}

/**
 * The cards, two to a row on phones: the AI card for items with an AI score, the catalogue
 * card for the rest. `notes` adds the stylist's note to the cards of the products she picked.
 */
export function ProductGrid({
  items,
  profile,
  source,
  notes,
  isFavourite,
  onToggleFavourite,
  learning,
  outfits = true,
}: {
  items: GridItem[]
  profile: StyleProfile | null
  source: LinkSource
  notes?: ReadonlyMap<string, StylistNote> | undefined
  isFavourite: (id: string) => boolean
  onToggleFavourite: (product: Product) => void
  /** "Not for me" on every card, and the retailer clicks she makes, for her history (issue 18). */
  learning?: GridLearning | undefined
  /** "Complete the look" on every card (issue 27); off where a grid should stay plain. */
  outfits?: boolean
}) {
  const outfitsFor = outfits ? { profile } : undefined
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {items.map(({ product, recommendation }) => {
        const note = notes?.get(product.id)
        const common = {
          product,
          note,
          favourite: isFavourite(product.id),
          onToggleFavourite: () => onToggleFavourite(product),
          outfits: outfitsFor,
          learning: learning
            ? {
                hidden: learning.hidden.has(product.id) ? (learning.hidden.get(product.id) ?? null) : undefined,
                onNotForMe: () => learning.notForMe(product.id),
                onReason: (reason: RejectReason) => learning.reason(product.id, reason),
                onUndo: () => learning.undo(product.id),
                onClick: () => learning.click(product.id),
              }
            : undefined,
        }
        return (
          <li key={product.id}>
            {recommendation && recommendation.aiScore !== null ? (
              <AiProductCard {...common} recommendation={recommendation} href={retailerHref(product.id, 'ai-card', profile)} />
            ) : (
              <ProductCard {...common} recommendation={recommendation} href={retailerHref(product.id, note ? 'ai-card' : source, profile)} />
            )}
          </li>
        )
      })}
    </ul>
  )
}
