import { ExternalLink, ImageOff } from 'lucide-react'
import { useState } from 'react'
import { formatPrice } from '#core/catalog/price.ts'
import { safeHttpUrl, type PartnerPick } from '#core/integrations/partner-picks.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Notice } from '../../../components/ui/notice.tsx'
import type { PartnerPicksState } from '../hooks/use-partner-picks.ts'
import { retailerName } from './product-card.tsx'
import { ProductCardFrame } from './product-card-frame.tsx'

function PickImage({ pick }: { pick: PartnerPick }) {
  const src = safeHttpUrl(pick.image)
  const [failed, setFailed] = useState(false)
  const box = 'aspect-square min-[520px]:aspect-[4/5] overflow-hidden bg-blush/50'
  if (!src || failed) {
    return (
      <div className={`${box} flex items-center justify-center text-ink-soft`} role="img" aria-label={`${pick.title}: ${t('product.noImage')}`}>
        <ImageOff aria-hidden="true" className="h-8 w-8" strokeWidth={1.5} />
      </div>
    )
  }
  return (
    <div className={box}>
      <img src={src} alt={pick.title} loading="lazy" onError={() => setFailed(true)} className="h-full w-full object-cover" />
    </div>
  )
}

function PickCard({ pick, href }: { pick: PartnerPick; href: string }) {
  const price = formatPrice(pick.price, pick.currency)
  return (
    <ProductCardFrame
      image={<PickImage pick={pick} />}
      heading={
        <>
          {/* Retailers' titles run long: two lines on a phone, three wider, the whole title in the heading's text and tooltip. */}
          <h3 dir="auto" title={pick.title} className="line-clamp-2 font-display text-lg leading-snug font-semibold [overflow-wrap:anywhere] sm:line-clamp-3">
            {pick.title}
          </h3>
          {pick.brand ? <p className="truncate text-sm text-ink-soft">{t('dashboard.partners.byBrand', { brand: pick.brand })}</p> : null}
          {price ? <p className="text-sm font-semibold">{price}</p> : null}
        </>
      }
      actions={
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-full bg-ink px-4 text-sm font-medium whitespace-nowrap text-cream transition-colors hover:bg-terracotta-dark"
        >
          {retailerName(pick)}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">
            {pick.title} {t('common.opensInNewTab')}
          </span>
        </a>
      }
      bodyClassName="gap-1.5 p-4"
      actionsClassName=""
    >
      {pick.isWholesale && pick.minimumOrder ? (
        <p className="w-fit rounded-full bg-sage/15 px-2.5 py-0.5 text-xs font-medium text-sage-deep">{t('dashboard.partners.wholesale', { count: pick.minimumOrder })}</p>
      ) : null}
    </ProductCardFrame>
  )
}

/**
 * "From our partner stores": retail and wholesale picks, each linking straight to the partner
 * in a new tab. Nothing at all while loading or when no partner service is set up (nothing
 * to tell a shopper); a quiet line when the services do not answer.
 */
export function PartnerPicksSection({ state }: { state: PartnerPicksState }) {
  if (state.status !== 'ready' || state.picks.status === 'not-configured') return null
  // The server sends only http(s) links; checked again here because this is where they become hrefs.
  const cards = state.picks.items.flatMap((pick) => {
    const href = safeHttpUrl(pick.affiliateUrl)
    return href ? [{ pick, href }] : []
  })
  return (
    <section aria-labelledby="partners-title" className="rounded-[2rem] bg-blush/30 p-6 ring-1 ring-blush sm:p-10">
      <h2 id="partners-title" className="text-2xl font-semibold sm:text-3xl">
        {t('dashboard.partners.title')}
      </h2>
      {cards.length === 0 ? (
        <Notice tone="info" className="mt-6">
          {t('dashboard.partners.unavailable')}
        </Notice>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">{t('dashboard.partners.lead')}</p>
          <p className="mt-1 text-xs text-ink-soft">{t('dashboard.partners.disclosure')}</p>
          <ul aria-label={t('dashboard.partners.listLabel')} className="mt-6 grid grid-cols-1 gap-5 min-[520px]:grid-cols-2 lg:grid-cols-4">
            {cards.map(({ pick, href }) => (
              <li key={`${pick.source}:${pick.id}`}>
                <PickCard pick={pick} href={href} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
