import { Link } from 'react-router'
import { formatPrice } from '#core/catalog/price.ts'
import { primaryImage } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'
import { productHref, type ShopItem } from '#core/shop/shop-query.ts'

/**
 * One shop card: the picture, brand, name and price, and her match when she has a profile.
 * The whole card is one link to the product page (its name is the link's text), so it
 * works without a script.
 */
export function ShopCard({ item, headingLevel = 'h3' }: { item: ShopItem; headingLevel?: 'h2' | 'h3' }) {
  const { product, match } = item
  const image = primaryImage(product)
  const price = formatPrice(product.price, product.currency)
  const Heading = headingLevel
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line focus-within:ring-2 focus-within:ring-terracotta">
      <div className="relative aspect-[4/5] overflow-hidden bg-blush/50">
        {image ? (
          <img src={image.url} alt="" loading="lazy" className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
        ) : null}
        {match ? (
          <span
            className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line sm:text-sm"
            aria-label={t('shop.matchLabel', { score: match.score })}
          >
            {t('shop.match', { score: match.score })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="truncate text-xs tracking-wide text-ink-soft uppercase" dir="auto">
          {isCategoryId(product.category) ? CATEGORY_LABELS[product.category] : product.category}
          {product.brand ? ` · ${product.brand}` : ''}
        </p>
        <Heading className="mt-1 line-clamp-2 text-[0.95rem] leading-snug font-medium [overflow-wrap:anywhere]" dir="auto" title={product.name}>
          {/* The link covers the card (after:inset-0), so the picture and the badge open the page too. */}
          <Link to={productHref(product.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {product.name}
          </Link>
        </Heading>
        {price ? <p className="mt-auto pt-2 text-sm font-semibold">{price}</p> : null}
      </div>
    </article>
  )
}
