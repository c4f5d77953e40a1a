import { ExternalLink, Heart, Sparkles } from 'lucide-react'
import { hasUsableLink, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'
import { isStyleId, STYLE_DETAILS } from '#core/reference/styles.ts'
import { confidencePercent, confidenceTone, formatAiScore, visibleTags, type ConfidenceTone } from '../utils/card-rules.ts'
import type { Recommendation } from '../utils/dashboard-api.ts'
import { ProductImage } from './product-image.tsx'
import type { AdvisedItem } from '#core/ai/shopper-advice.ts'

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const TONE_CLASSES: Readonly<Record<ConfidenceTone, string>> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
}

const BUTTON =
  'inline-flex h-10 w-full items-center justify-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors'

export interface CardProps {
  product: Product
  /** The engine's verdict; absent in the favourites list and the preview. */
  recommendation?: Recommendation | undefined
  /** The /go address of the retailer button. */
  href: string
  favourite: boolean
  onToggleFavourite: () => void
}

function categoryLabel(category: string): string {
  return isCategoryId(category) ? CATEGORY_LABELS[category] : category
}

/** The retailer button's label for a product or partner pick, by where it comes from. */
export function retailerName(product: { source: string }): string {
  if (product.source === 'amazon') return t('product.viewOnRetailer', { retailer: t('integrations.source.amazon') })
  if (product.source === 'faire') return t('product.viewOnRetailer', { retailer: t('integrations.source.faire') })
  return t('product.viewProduct')
}

function FavouriteButton({ name, favourite, onToggle }: { name: string; favourite: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={favourite}
      aria-label={favourite ? t('product.removeFavorite', { name }) : t('product.addFavorite', { name })}
      className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm ring-1 ring-line backdrop-blur transition-colors hover:text-terracotta"
    >
      <Heart aria-hidden="true" className={`h-5 w-5 ${favourite ? 'fill-terracotta text-terracotta' : ''}`} />
    </button>
  )
}

function RetailerButton({ product, href, missingLabel }: { product: Product; href: string; missingLabel: string }) {
  if (!hasUsableLink(product.affiliateUrl)) {
    return (
      <button type="button" disabled className={`${BUTTON} cursor-not-allowed bg-line/60 text-ink-soft`}>
        {missingLabel}
      </button>
    )
  }
  return (
    <a href={href} target="_blank" rel="sponsored noopener" className={`${BUTTON} bg-ink text-cream hover:bg-terracotta-dark`}>
      {retailerName(product)}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  )
}

function Price({ product }: { product: Product }) {
  if (product.price === null) return null
  return (
    <p className="text-sm">
      <span className="font-semibold">{money.format(product.price)}</span>
      {product.originalPrice !== null && product.originalPrice > product.price ? (
        <span className="ml-2 text-ink-soft line-through">
          <span className="sr-only">{t('product.originalPrice', { price: money.format(product.originalPrice) })}</span>
          <span aria-hidden="true">{money.format(product.originalPrice)}</span>
        </span>
      ) : null}
    </p>
  )
}

/** The score with its reasons and, folded, the per-dimension breakdown. */
function MatchDetails({ recommendation }: { recommendation: Recommendation }) {
  const { breakdown, reasons } = recommendation
  const rows = [
    ['body', breakdown.body],
    ['color', breakdown.color],
    ['style', breakdown.style],
    ['occasion', breakdown.occasion],
    ['season', breakdown.season],
  ] as const
  return (
    <div className="mt-3 border-t border-line pt-3">
      {reasons.length > 0 ? (
        <>
          <p className="text-xs font-semibold tracking-[0.14em] text-sage-deep uppercase">{t('dashboard.match.reasons')}</p>
          <ul className="mt-1.5 space-y-1 text-sm leading-snug text-ink-soft">
            {reasons.map((reason) => (
              <li key={reason} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-1 w-1 shrink-0 rounded-full bg-terracotta" />
                {reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details className="group/details mt-2">
        <summary className="cursor-pointer rounded text-sm font-medium text-terracotta-dark underline-offset-4 hover:underline">
          {t('dashboard.match.title')}
        </summary>
        <dl className="mt-2 space-y-1.5">
          {rows.map(([key, value]) => (
            <div key={key} className="grid grid-cols-[1fr_auto] items-center gap-x-3 text-xs">
              <dt>{t(`dashboard.match.${key}`, { percent: value })}</dt>
              <dd className="sr-only">{t('common.percent', { value })}</dd>
              <div aria-hidden="true" className="col-span-2 h-1.5 overflow-hidden rounded-full bg-blush">
                <div className="h-full rounded-full bg-sage-deep" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
              </div>
            </div>
          ))}
        </dl>
      </details>
    </div>
  )
}

/** The "x/10" score badge and the confidence badge coloured at 80/60/40, over the image. */
function AiBadges({ score, percent }: { score: string; percent: number }) {
  const tone = confidenceTone(percent)
  return (
    <div className="absolute bottom-3 left-3 flex flex-wrap gap-1.5">
      <p className="rounded-full bg-ink/90 px-3 py-1 text-sm font-semibold text-cream">
        <span aria-hidden="true">{t('product.aiScore', { score })}</span>
        <span className="sr-only">{t('product.aiScoreLabel', { score })}</span>
      </p>
      <p className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONE_CLASSES[tone]}`} data-tone={tone}>
        {t('product.confidence', { percent })}
      </p>
    </div>
  )
}

/**
 * The catalogue card: image, up to two style tags plus "+N", a heart, the match score
 * with its reasons, and the retailer button ("No Link Available" without a usable link).
 */
export function ProductCard({ product, recommendation, href, favourite, onToggleFavourite }: CardProps) {
  const tags = visibleTags(product.styles.map((s) => (isStyleId(s) ? STYLE_DETAILS[s].name : s)))
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line" aria-label={product.name}>
      <div className="relative">
        <ProductImage product={product} />
        <FavouriteButton name={product.name} favourite={favourite} onToggle={onToggleFavourite} />
        {recommendation ? (
          <p className="absolute bottom-3 left-3 rounded-full bg-ink/90 px-3 py-1 text-sm font-semibold text-cream">
            {t('dashboard.match.overall', { percent: recommendation.score })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs tracking-wide text-ink-soft uppercase">
          {categoryLabel(product.category)}
          {product.brand ? ` · ${product.brand}` : ''}
        </p>
        <h3 className="mt-1 font-sans text-base leading-snug font-medium">{product.name}</h3>
        <div className="mt-1">
          <Price product={product} />
        </div>
        {tags.shown.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('dashboard.card.styles')}>
            {tags.shown.map((tag) => (
              <li key={tag} className="rounded-full bg-cream px-2.5 py-0.5 text-xs font-medium ring-1 ring-line">
                {tag}
              </li>
            ))}
            {tags.more > 0 ? (
              <li className="rounded-full bg-blush px-2.5 py-0.5 text-xs font-medium">
                <span aria-hidden="true">{t('common.moreCount', { count: tags.more })}</span>
                <span className="sr-only">{t('dashboard.card.moreStyles', { count: tags.more })}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {recommendation ? <MatchDetails recommendation={recommendation} /> : null}
        <div className="mt-auto pt-4">
          <RetailerButton product={product} href={href} missingLabel={t('product.noLink')} />
        </div>
      </div>
    </article>
  )
}

/**
 * The AI card, for items scored by a stored AI analysis: "x/10" badge, confidence badge
 * coloured at 80/60/40, two lines of Style Notes, the category, the retailer button
 * ("Link Unavailable" without a link) and the "AI Personalized" label.
 */
export function AiProductCard({ product, recommendation, href, favourite, onToggleFavourite }: CardProps & { recommendation: Recommendation }) {
  const percent = confidencePercent(recommendation.confidence)
  const score = formatAiScore(recommendation.aiScore ?? 0)
  const notes = recommendation.stylingTips.join(' ')
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line" aria-label={product.name}>
      <div className="relative">
        <ProductImage product={product} />
        <FavouriteButton name={product.name} favourite={favourite} onToggle={onToggleFavourite} />
        <AiBadges score={score} percent={percent} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.14em] text-terracotta-dark uppercase">
          <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
          {t('product.aiPersonalized')}
        </p>
        <h3 className="mt-1 font-sans text-base leading-snug font-medium">{product.name}</h3>
        <p className="mt-0.5 text-xs tracking-wide text-ink-soft uppercase">{categoryLabel(product.category)}</p>
        <div className="mt-1">
          <Price product={product} />
        </div>
        {notes ? (
          <div className="mt-3 rounded-xl bg-cream px-3 py-2">
            <p className="text-xs font-semibold text-ink">{t('product.styleNotes')}</p>
            <p className="line-clamp-2 text-sm text-ink-soft">{notes}</p>
          </div>
        ) : null}
        <p className="mt-3 text-sm font-medium">{t('dashboard.match.overall', { percent: recommendation.score })}</p>
        <MatchDetails recommendation={recommendation} />
        <div className="mt-auto pt-4">
          <RetailerButton product={product} href={href} missingLabel={t('product.linkUnavailable')} />
        </div>
      </div>
    </article>
  )
}

/** The stylist's verdict on one product (POST /api/styling-advice). */
export type AdvisedCardData = Omit<AdvisedItem, 'product'>

/**
 * The AI card for the stylist's picks: the same badges, label and buttons as the AI card,
 * with the stylist's recommended colour, Style Notes and reasoning. `label` replaces
 * "AI Personalized" when the advice did not come from the model, so the card never claims it.
 */
export function AdvisedProductCard({
  product,
  advice,
  label,
  href,
  favourite,
  onToggleFavourite,
}: Omit<CardProps, 'recommendation'> & { advice: AdvisedCardData; label: string }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line" aria-label={product.name}>
      <div className="relative">
        <ProductImage product={product} />
        <FavouriteButton name={product.name} favourite={favourite} onToggle={onToggleFavourite} />
        <AiBadges score={formatAiScore(advice.score)} percent={confidencePercent(advice.confidence)} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.14em] text-terracotta-dark uppercase">
          <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
          {label}
        </p>
        <h3 className="mt-1 font-sans text-base leading-snug font-medium">{product.name}</h3>
        <p className="mt-0.5 text-xs tracking-wide text-ink-soft uppercase">{categoryLabel(product.category)}</p>
        <div className="mt-1">
          <Price product={product} />
        </div>
        {advice.recommendedColor ? <p className="mt-2 text-sm font-medium">{t('dashboard.advice.recommendedColor', { color: advice.recommendedColor })}</p> : null}
        {advice.styleNotes ? (
          <div className="mt-3 rounded-xl bg-cream px-3 py-2">
            <p className="text-xs font-semibold text-ink">{t('product.styleNotes')}</p>
            <p className="line-clamp-2 text-sm text-ink-soft">{advice.styleNotes}</p>
          </div>
        ) : null}
        {advice.reasoning ? (
          <div className="mt-3 border-t border-line pt-3">
            <p className="text-xs font-semibold tracking-[0.14em] text-sage-deep uppercase">{t('dashboard.advice.why')}</p>
            <p className="mt-1 text-sm leading-snug text-ink-soft">{advice.reasoning}</p>
          </div>
        ) : null}
        <div className="mt-auto pt-4">
          <RetailerButton product={product} href={href} missingLabel={t('product.linkUnavailable')} />
        </div>
      </div>
    </article>
  )
}
