import { Link } from 'react-router'
import { drawingUrl } from '#core/catalog/garment-drawing.ts'
import { formatPrice } from '#core/catalog/price.ts'
import type { Product } from '#core/catalog/product.ts'
import { primaryImage } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'
import { productHref } from '#core/shop/shop-query.ts'

export function FeaturedProducts({ products }: { products: Product[] }) {
  return (
    <section className="mx-auto mt-24 max-w-6xl px-4 sm:px-6" aria-labelledby="featured-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('home.featured.eyebrow')}</p>
          <h2 id="featured-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {t('home.featured.title')}
          </h2>
        </div>
        <p className="max-w-sm text-sm text-ink-soft">{t('home.featured.lead')}</p>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {products.map((p) => {
          const image = primaryImage(p)
          const price = formatPrice(p.price, p.currency)
          return (
            <li key={p.id} className="group relative">
              {/* The landing page runs no script: the garment's drawing sits behind the photo and shows when the photo fails to load (its alt text transparent). */}
              <div
                className="aspect-[3/4] overflow-hidden rounded-[var(--radius-card)] bg-blush/50 bg-cover bg-center ring-1 ring-line"
                style={{ backgroundImage: `url("${drawingUrl(p.id)}")` }}
              >
                {image ? (
                  <img
                    src={image.url}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover text-transparent transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                ) : null}
              </div>
              <p className="mt-3 truncate text-xs tracking-wide text-ink-soft uppercase">
                {isCategoryId(p.category) ? CATEGORY_LABELS[p.category] : p.category}
                {p.brand ? ` · ${p.brand}` : ''}
              </p>
              <p dir="auto" title={p.name} className="mt-1 line-clamp-2 leading-snug font-medium [overflow-wrap:anywhere]">
                {/* The whole card opens the product page: the link's box covers it. */}
                <Link to={productHref(p.id)} className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] hover:underline">
                  {p.name}
                </Link>
              </p>
              {price ? <p className="mt-1 text-sm text-ink-soft">{price}</p> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
