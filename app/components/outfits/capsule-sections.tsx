import { drawingUrl } from '#core/catalog/garment-drawing.ts'
import { primaryImage, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { OutfitView } from '#core/outfits/contract.ts'
import { productHref } from '#core/shop/shop-query.ts'
import { OutfitList } from './outfit-row.tsx'

/** What a page shows of a capsule: its pieces, how many outfits they make, and the first of those. */
export interface CapsuleShown {
  pieces: Array<{ product: Product }>
  outfitCount: number
  outfits: Array<Pick<OutfitView, 'pieces' | 'why'>>
}

/**
 * A capsule as a grid of its pieces (each opening its product page) and a list of its first
 * outfits, for the capsule page and a shared blueprint. Links and images only: complete as HTML.
 */
export function CapsuleSections({ capsule, idPrefix, headingLevel = 2 }: { capsule: CapsuleShown; idPrefix: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingClass = headingLevel === 2 ? 'text-2xl font-semibold' : 'text-xl font-semibold'
  return (
    <>
      <section aria-labelledby={`${idPrefix}-pieces`} className="mt-8">
        <Heading id={`${idPrefix}-pieces`} className={headingClass}>
          {t('outfit.capsule.pieces')}
        </Heading>
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-capsule-pieces="">
          {capsule.pieces.map(({ product }) => (
            <li key={product.id} className="min-w-0">
              <a href={productHref(product.id)} className="block hover:underline">
                <img src={primaryImage(product)?.url ?? drawingUrl(product.id)} alt="" loading="lazy" width={120} height={150} className="aspect-[4/5] w-full rounded-xl bg-blush/50 object-cover" />
                <span dir="auto" className="mt-1 line-clamp-2 text-xs font-medium [overflow-wrap:anywhere]">
                  {product.name}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${idPrefix}-outfits`} className="mt-12">
        <Heading id={`${idPrefix}-outfits`} className={headingClass}>
          {t('outfit.capsule.outfits')}
        </Heading>
        <OutfitList outfits={capsule.outfits} className="mt-4 grid gap-3 sm:gap-4" />
      </section>
    </>
  )
}
