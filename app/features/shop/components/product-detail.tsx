import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatPrice } from '#core/catalog/price.ts'
import { hasUsableLink, primaryImage, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { RecommendationItem } from '#core/recommendation/contract.ts'
import { CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'

/** The product page's main block: picture, facts, the retailer link, and her match with its reasons. */
export function ProductDetail({ product, match, retailerHref }: { product: Product; match: RecommendationItem | null; retailerHref: string }) {
  const image = primaryImage(product)
  const price = formatPrice(product.price, product.currency)
  const was = product.originalPrice !== null && product.price !== null && product.originalPrice > product.price ? formatPrice(product.originalPrice, product.currency) : null
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:gap-10">
      <div className="aspect-[4/5] overflow-hidden rounded-[var(--radius-card)] bg-blush/50 ring-1 ring-line">
        {image ? <img src={image.url} alt={product.name} className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0">
        <p className="text-xs tracking-wide text-ink-soft uppercase" dir="auto">
          {isCategoryId(product.category) ? CATEGORY_LABELS[product.category] : product.category}
          {product.brand ? ` · ${product.brand}` : ''}
        </p>
        <h1 className="mt-2 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl" dir="auto">
          {product.name}
        </h1>
        {price ? (
          <p className="mt-3 text-xl font-semibold">
            {price}
            {was ? <span className="ml-2 text-base font-normal text-ink-soft line-through">{was}</span> : null}
          </p>
        ) : null}

        {match ? (
          <section aria-labelledby="your-match" className="mt-6 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line sm:p-5">
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="your-match" className="font-display text-lg font-semibold">
                {t('shop.item.yourMatch')}
              </h2>
              <p className="text-2xl font-semibold text-terracotta-dark" aria-label={t('shop.matchLabel', { score: match.score })}>
                {t('shop.match', { score: match.score })}
              </p>
            </div>
            {match.reasons.length > 0 ? (
              <>
                <h3 className="mt-3 text-sm font-semibold">{t('shop.item.why')}</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-soft">
                  {match.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {match.stylingTips.length > 0 ? (
              <>
                <h3 className="mt-3 text-sm font-semibold">{t('shop.item.tips')}</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-soft">
                  {match.stylingTips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : (
          <aside className="mt-6 rounded-[var(--radius-card)] bg-blush/60 p-4 text-sm sm:p-5">
            <p>{t('shop.item.noProfile')}</p>
            <ButtonLink to="/get-started" variant="secondary" size="sm" className="mt-3">
              {t('shop.invite.cta')}
            </ButtonLink>
          </aside>
        )}

        <div className="mt-6">
          {hasUsableLink(product.affiliateUrl) ? (
            <>
              <a href={retailerHref} rel="nofollow sponsored noopener" className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-terracotta px-6 font-medium text-white hover:bg-terracotta-dark sm:w-auto">
                {t('shop.item.retailer')}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
              </a>
              <p className="mt-2 text-xs text-ink-soft">{t('product.affiliateDisclosure')}</p>
            </>
          ) : (
            <p className="text-sm text-ink-soft">{t('product.noLink')}</p>
          )}
        </div>

        <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 border-t border-line pt-5 text-sm">
          <Fact label={t('shop.item.brand')} value={product.brand} />
          <Fact label={t('shop.item.material')} value={product.material} />
          <Fact label={t('shop.item.price')} value={price} />
        </dl>
        {product.description ? (
          <section aria-labelledby="about-piece" className="mt-6">
            <h2 id="about-piece" className="font-display text-lg font-semibold">
              {t('shop.item.description')}
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-soft [overflow-wrap:anywhere]" dir="auto">
              {product.description}
            </p>
          </section>
        ) : null}
      </div>
    </div>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null
  return (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]" dir="auto">
        {value}
      </dd>
    </>
  )
}
