import { ExternalLink, Heart, X } from 'lucide-react'
import { useState } from 'react'
import { formatPrice } from '#core/catalog/price.ts'
import { hasUsableLink, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { retailerHref } from '../utils/retailer-link.ts'
import { ProductImage } from './product-image.tsx'

/** The account's favourites as a compact list: each links to its retailer and can be removed. */
export function SavedFavourites({ products, profile }: { products: Product[]; profile: StyleProfile | null }) {
  const [items, setItems] = useState(products)
  const [failed, setFailed] = useState<string | null>(null)

  async function remove(product: Product) {
    setFailed(null)
    const result = await apiRequest<null>('DELETE', `/api/favourites/${encodeURIComponent(product.id)}`)
    if (result.ok) setItems((list) => list.filter((p) => p.id !== product.id))
    else setFailed(t('auth.account.favourites.removeFailed', { name: product.name }))
  }

  if (items.length === 0) {
    return (
      <div>
        <p className="flex items-center gap-2 text-ink-soft">
          <Heart aria-hidden="true" className="h-4 w-4" />
          {t('auth.account.favourites.none')}
        </p>
        <ButtonLink to="/dashboard" variant="secondary" className="mt-5">
          {t('auth.account.favourites.browse')}
        </ButtonLink>
      </div>
    )
  }

  return (
    <div>
      {failed ? <Notice tone="error" className="mb-4">{failed}</Notice> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((product) => {
          const price = formatPrice(product.price, product.currency)
          return (
            <li key={product.id} className="flex min-w-0 gap-3 rounded-2xl bg-cream p-3 ring-1 ring-line">
              <ProductImage product={product} className="w-20 shrink-0 rounded-xl" />
              <div className="flex min-w-0 flex-1 flex-col">
                <p dir="auto" title={product.name} className="line-clamp-2 font-medium [overflow-wrap:anywhere]">
                  {product.name}
                </p>
                <p className="truncate text-sm text-ink-soft">
                  {product.brand ? <bdi>{product.brand}</bdi> : null}
                  {product.brand && price ? ' · ' : null}
                  {price}
                </p>
                <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm">
                  {hasUsableLink(product.affiliateUrl) ? (
                    <a
                      href={retailerHref(product.id, 'favourites', profile)}
                      target="_blank"
                      rel="noopener noreferrer sponsored"
                      className="inline-flex min-h-11 items-center gap-1 font-medium text-terracotta underline-offset-4 hover:underline"
                    >
                      {t('auth.account.favourites.view')}
                      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                      <span className="sr-only">{t('auth.account.favourites.viewNamed', { name: product.name })}</span>
                    </a>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => void remove(product)}
                    className="inline-flex min-h-11 items-center gap-1 text-ink-soft underline-offset-4 hover:text-ink hover:underline"
                    aria-label={t('auth.account.favourites.removeNamed', { name: product.name })}
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('auth.account.favourites.remove')}
                  </button>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
