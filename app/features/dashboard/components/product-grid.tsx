import type { Product } from '#core/catalog/product.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { Recommendation } from '../utils/dashboard-api.ts'
import { retailerHref, type LinkSource } from '../utils/retailer-link.ts'
import { AiProductCard, ProductCard } from './product-card.tsx'

export interface GridItem {
  product: Product
  recommendation?: Recommendation
}

/** The cards: the AI card for items with an AI score, the catalogue card for the rest. */
export function ProductGrid({
  items,
  profile,
  source,
  isFavourite,
  onToggleFavourite,
}: {
  items: GridItem[]
  profile: StyleProfile | null
  source: LinkSource
  isFavourite: (id: string) => boolean
  onToggleFavourite: (product: Product) => void
}) {
  return (
    <ul className="grid grid-cols-1 gap-5 min-[520px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map(({ product, recommendation }) => {
        const common = {
          product,
          favourite: isFavourite(product.id),
          onToggleFavourite: () => onToggleFavourite(product),
        }
        return (
          <li key={product.id}>
            {recommendation && recommendation.aiScore !== null ? (
              <AiProductCard {...common} recommendation={recommendation} href={retailerHref(product.id, 'ai-card', profile)} />
            ) : (
              <ProductCard {...common} recommendation={recommendation} href={retailerHref(product.id, source, profile)} />
            )}
          </li>
        )
      })}
    </ul>
  )
}
