import { ExternalLink, Heart, History, Sparkles, ThumbsDown } from 'lucide-react'
import type { ReactNode } from 'react'
import type { AdvisedItem } from '#core/ai/shopper-advice.ts'
import { formatPrice } from '#core/catalog/price.ts'
import { hasUsableLink, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { REJECT_REASONS, type RejectReason } from '#core/learning/signals.ts'
import type { LearnedAdjustment } from '#core/recommendation/contract.ts'
import { CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'
import { productHref } from '#core/shop/shop-query.ts'
import { isStyleId, STYLE_DETAILS } from '#core/rule-book/styles.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { CompleteTheLookButton } from '../../../components/outfits/complete-the-look-dialog.tsx'
import { confidencePercent, confidenceTone, formatAiScore, visibleTags, type ConfidenceTone } from '../utils/card-rules.ts'
import type { Recommendation } from '../utils/dashboard-api.ts'
import { ProductCardFrame } from './product-card-frame.tsx'
import { ProductImage } from './product-image.tsx'

const TONE_CLASSES: Readonly<Record<ConfidenceTone, string>> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
}

const BUTTON =
  'inline-flex h-9 w-full items-center justify-center gap-2 rounded-full px-3 text-[0.8125rem] font-medium whitespace-nowrap transition-colors sm:h-10 sm:px-4 sm:text-sm'
const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold sm:px-3 sm:py-1 sm:text-sm'

/** The stylist's verdict on one product (POST /api/styling-advice), shown on its grid card. */
export type AdvisedCardData = Omit<AdvisedItem, 'product'>

/** The stylist's note on a card, and what to call its author ("AI Personalized", "Built-in Suggestion"). */
export interface StylistNote {
  advice: AdvisedCardData
  label: string
}

export interface CardProps {
  product: Product
  /** The engine's verdict; absent in the favourites list and the preview. */
  recommendation?: Recommendation | undefined
  /** The stylist's note, when the stylist picked this product. */
  note?: StylistNote | undefined
  /** The /go address of the retailer button. */
  href: string
  favourite: boolean
  onToggleFavourite: () => void
  /** "Not for me" and what her history says (issue 18); absent only in the preview, which does not learn. */
  learning?: CardLearning | undefined
  /** "Complete the look" for her profile (issue 27); absent where the card offers none. */
  outfits?: { profile: StyleProfile | null } | undefined
}

export interface CardLearning {
  /** Set once she said "Not for me" (null until she gives a reason); undefined while shown. */
  hidden: RejectReason | null | undefined
  onNotForMe: () => void
  onReason: (reason: RejectReason) => void
  onUndo: () => void
  /** She followed the retailer link. */
  onClick: () => void
}

function reasonLabel(reason: RejectReason): string {
  switch (reason) {
    case 'colour':
      return t('learning.card.reason.colour')
    case 'cut':
      return t('learning.card.reason.cut')
    case 'style':
      return t('learning.card.reason.style')
    case 'price':
      return t('learning.card.reason.price')
    case 'have-it':
      return t('learning.card.reason.haveIt')
  }
}

/** What stands in for a card she said "Not for me" to: undo, and the optional reason. */
function HiddenCard({ product, learning }: { product: Product; learning: CardLearning }) {
  return (
    <article className="flex h-full flex-col justify-center gap-3 rounded-[var(--radius-card)] bg-cream p-3 ring-1 ring-line sm:p-4" aria-label={product.name} data-hidden-card="">
      <p className="line-clamp-3 text-sm font-medium [overflow-wrap:anywhere]">{t('learning.card.hidden', { name: product.name })}</p>
      {learning.hidden === null ? (
        <fieldset>
          <legend className="text-xs text-ink-soft">{t('learning.card.why')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {REJECT_REASONS.map((reason) => (
              <button
                key={reason}
                type="button"
                onClick={() => learning.onReason(reason)}
                className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-xs font-medium ring-1 ring-line hover:bg-blush/60"
              >
                {reasonLabel(reason)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-xs text-ink-soft">{t('learning.card.thanks')}</p>
      )}
      <button type="button" onClick={learning.onUndo} className="inline-flex min-h-9 items-center self-start rounded-full px-1 text-sm font-medium text-terracotta-dark underline underline-offset-4">
        {t('learning.card.undo')}
      </button>
    </article>
  )
}

function NotForMeButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('learning.card.notForMeLabel', { name })}
      className="mt-2 inline-flex min-h-9 w-full items-center justify-center gap-1.5 rounded-full text-xs font-medium text-ink-soft hover:text-terracotta-dark sm:text-sm"
    >
      <ThumbsDown aria-hidden="true" className="h-3.5 w-3.5" />
      {t('learning.card.notForMe')}
    </button>
  )
}

/** How her own history moved this card's match: the points and why ("+6 · Because you saved the …"). */
function LearnedLine({ learned }: { learned: LearnedAdjustment }) {
  const signed = learned.points > 0 ? `+${learned.points}` : `\u2212${Math.abs(learned.points)}`
  return (
    <p className="mt-2 flex items-start gap-1.5 text-xs font-medium text-sage-deep" data-learned-reason="" data-learned-points={learned.points}>
      <History aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      <span>
        <span aria-hidden="true">{signed} · </span>
        <span className="sr-only">{t('learning.card.points', { points: signed })}: </span>
        {learned.text}
      </span>
    </p>
  )
}

function categoryLabel(category: string): string {
  return isCategoryId(category) ? CATEGORY_LABELS[category] : category
}

/** The retailer button's label for a product or partner pick, by where it comes from. */
export function retailerName(product: { source: string }): string {
  if (product.source === 'amazon') return t('product.viewOnRetailer', { retailer: t('integrations.source.amazon') })
  if (product.source === 'faire') return t('product.viewOnRetailer', { retailer: t('integrations.source.faire') })
  // A starter piece is sold nowhere: its button says so before its page does (issue 27).
  if (product.source === 'starter') return t('product.viewSample')
  return t('product.viewProduct')
}

function FavouriteButton({ name, favourite, onToggle }: { name: string; favourite: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={favourite}
      aria-label={favourite ? t('product.removeFavorite', { name }) : t('product.addFavorite', { name })}
      className="absolute top-2 right-2 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm ring-1 ring-line backdrop-blur transition-colors hover:text-terracotta sm:top-3 sm:right-3"
    >
      <Heart aria-hidden="true" className={`h-5 w-5 ${favourite ? 'fill-terracotta text-terracotta' : ''}`} />
    </button>
  )
}

function RetailerButton({ product, href, missingLabel, onClick }: { product: Product; href: string; missingLabel: string; onClick?: (() => void) | undefined }) {
  if (!hasUsableLink(product.affiliateUrl)) {
    return (
      <button type="button" disabled className={`${BUTTON} cursor-not-allowed bg-line/60 text-ink-soft`}>
        {missingLabel}
      </button>
    )
  }
  return (
    <a href={href} target="_blank" rel="sponsored noopener" onClick={onClick} className={`${BUTTON} bg-ink text-cream hover:bg-terracotta-dark`}>
      {retailerName(product)}
      <ExternalLink aria-hidden="true" className="hidden h-4 w-4 shrink-0 min-[400px]:block" />
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  )
}

/** The retailer button and, where the card learns, "Not for me" under it. */
function CardActions({ product, href, missingLabel, learning, outfits }: { product: Product; href: string; missingLabel: string; learning?: CardLearning | undefined; outfits?: CardProps['outfits'] }) {
  return (
    <>
      {outfits ? <CompleteTheLookButton product={product} profile={outfits.profile} /> : null}
      <RetailerButton product={product} href={href} missingLabel={missingLabel} onClick={learning?.onClick} />
      {learning ? <NotForMeButton name={product.name} onClick={learning.onNotForMe} /> : null}
    </>
  )
}

/** The price in the product's currency, and the struck-through original when it was higher; nothing when unknown. */
function Price({ product }: { product: Product }) {
  const price = formatPrice(product.price, product.currency)
  if (!price) return null
  const original = product.originalPrice !== null && product.price !== null && product.originalPrice > product.price ? formatPrice(product.originalPrice, product.currency) : null
  return (
    <p className="mt-1 text-sm">
      <span className="font-semibold">{price}</span>
      {original ? (
        <span className="ml-2 text-ink-soft line-through">
          <span className="sr-only">{t('product.originalPrice', { price: original })}</span>
          <span aria-hidden="true">{original}</span>
        </span>
      ) : null}
    </p>
  )
}

/** Category, brand when known, and the name: what a shopper reads first. */
function CardHeading({ product, eyebrow }: { product: Product; eyebrow?: ReactNode }) {
  return (
    <>
      {eyebrow}
      {/* A phone card has room for one short line: the brand when known, else the category. */}
      <p className="truncate text-[0.6875rem] text-ink-soft uppercase sm:text-xs sm:tracking-wide">
        {product.brand ? (
          <>
            <span className="hidden sm:inline">{categoryLabel(product.category)} · </span>
            <bdi className="font-semibold text-ink">{product.brand}</bdi>
          </>
        ) : (
          categoryLabel(product.category)
        )}
      </p>
      {/* Two lines on a phone, three wider: a long imported title never pushes the card's
          actions down. The whole title stays in the heading's text (its accessible name) and
          its tooltip. */}
      <h3 dir="auto" title={product.name} className="mt-1 line-clamp-2 font-sans text-sm leading-snug font-medium [overflow-wrap:anywhere] sm:line-clamp-3 sm:text-base">
        {/* Its product page (issue 27): the same match, its reasons and similar pieces. */}
        <a href={productHref(product.id)} className="underline-offset-2 hover:underline">
          {product.name}
        </a>
      </h3>
      <Price product={product} />
    </>
  )
}

function StyleTags({ product }: { product: Product }) {
  const tags = visibleTags(product.styles.map((s) => (isStyleId(s) ? STYLE_DETAILS[s].name : s)))
  if (tags.shown.length === 0) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-1 sm:gap-1.5" aria-label={t('dashboard.card.styles')}>
      {tags.shown.map((tag) => (
        <li key={tag} className="rounded-full bg-cream px-1.5 py-0.5 text-[0.6875rem] font-medium ring-1 ring-line sm:px-2.5 sm:text-xs">
          {tag}
        </li>
      ))}
      {tags.more > 0 ? (
        <li className="rounded-full bg-blush px-1.5 py-0.5 text-[0.6875rem] font-medium sm:px-2.5 sm:text-xs">
          <span aria-hidden="true">{t('common.moreCount', { count: tags.more })}</span>
          <span className="sr-only">{t('dashboard.card.moreStyles', { count: tags.more })}</span>
        </li>
      ) : null}
    </ul>
  )
}

/** One line for the stylist's pick: who picked it, the score out of 10 and the colour to wear it in. */
function StylistLine({ note }: { note: StylistNote }) {
  const score = formatAiScore(note.advice.score)
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-1.5 text-xs font-medium text-terracotta-dark">
      <Sparkles aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>{note.label}</span>
      <span aria-hidden="true">{t('product.aiScore', { score })}</span>
      <span className="sr-only">{t('product.aiScoreLabel', { score })}</span>
      {note.advice.recommendedColor ? <span className="basis-full text-ink">{t('dashboard.advice.recommendedColor', { color: note.advice.recommendedColor })}</span> : null}
    </p>
  )
}

/**
 * Folded under one summary so every card keeps a phone-sized height: the reasons for the
 * match, the stylist's notes and reasoning when she picked the piece, and the per-dimension
 * breakdown.
 */
function MatchDetails({ recommendation, note }: { recommendation?: Recommendation | undefined; note?: StylistNote | undefined }) {
  if (!recommendation && !note) return null
  const rows = recommendation
    ? ([
        ['body', recommendation.breakdown.body],
        ['color', recommendation.breakdown.color],
        ['style', recommendation.breakdown.style],
        ['occasion', recommendation.breakdown.occasion],
        ['season', recommendation.breakdown.season],
        // The figure equal matches are ordered by.
        ['read', confidencePercent(recommendation.confidence)],
      ] as const)
    : []
  return (
    <details className="group/details mt-2 border-t border-line pt-2">
      <summary className="cursor-pointer rounded text-sm font-medium text-terracotta-dark underline-offset-4 hover:underline">
        {t('dashboard.match.reasons')}
      </summary>
      {recommendation && recommendation.reasons.length > 0 ? (
        <ul className="mt-1.5 space-y-1 text-sm leading-snug text-ink-soft">
          {recommendation.reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 h-1 w-1 shrink-0 rounded-full bg-terracotta" />
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
      {note?.advice.styleNotes ? (
        <div className="mt-2 rounded-xl bg-cream px-3 py-2">
          <p className="text-xs font-semibold text-ink">{t('product.styleNotes')}</p>
          <p className="text-sm text-ink-soft">{note.advice.styleNotes}</p>
        </div>
      ) : null}
      {note?.advice.reasoning ? (
        <div className="mt-2">
          <p className="text-xs font-semibold tracking-[0.14em] text-sage-deep uppercase">{t('dashboard.advice.why')}</p>
          <p className="mt-1 text-sm leading-snug text-ink-soft">{note.advice.reasoning}</p>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <>
        <p className="mt-2 text-xs font-semibold tracking-[0.14em] text-sage-deep uppercase">{t('dashboard.match.title')}</p>
        <dl className="mt-1.5 space-y-1.5">
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
        </>
      ) : null}
    </details>
  )
}

/** The "x/10" score badge and the confidence badge coloured at 80/60/40, over the image. */
function AiBadges({ score, percent }: { score: string; percent: number }) {
  const tone = confidenceTone(percent)
  return (
    <div className="absolute bottom-2 left-2 flex flex-wrap gap-1 sm:bottom-3 sm:left-3 sm:gap-1.5">
      <p className={`${BADGE} bg-ink/90 text-cream`}>
        <span aria-hidden="true">{t('product.aiScore', { score })}</span>
        <span className="sr-only">{t('product.aiScoreLabel', { score })}</span>
      </p>
      <p className={`${BADGE} ring-1 ${TONE_CLASSES[tone]}`} data-tone={tone}>
        {t('product.confidence', { percent })}
      </p>
    </div>
  )
}

/** The card frame with this product's image, heart and badges. */
function CardShell({
  product,
  badges,
  favourite,
  onToggleFavourite,
  heading,
  actions,
  children,
}: Pick<CardProps, 'product' | 'favourite' | 'onToggleFavourite'> & { badges: ReactNode; heading: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <ProductCardFrame
      label={product.name}
      image={<ProductImage product={product} />}
      overlay={
        <>
          <FavouriteButton name={product.name} favourite={favourite} onToggle={onToggleFavourite} />
          {badges}
        </>
      }
      heading={heading}
      actions={actions}
    >
      {children}
    </ProductCardFrame>
  )
}

/**
 * The catalogue card: image, category, brand and price when known, up to two style tags
 * plus "+N", a heart, the match score with its reasons (folded), the stylist's note when
 * she picked it, and the retailer button ("No Link Available" without a usable link).
 */
export function ProductCard({ product, recommendation, note, href, favourite, onToggleFavourite, learning, outfits }: CardProps) {
  if (learning && learning.hidden !== undefined) return <HiddenCard product={product} learning={learning} />
  const badges = recommendation ? (
    <p className={`absolute bottom-2 left-2 sm:bottom-3 sm:left-3 ${BADGE} bg-ink/90 text-cream`}>{t('dashboard.match.overall', { percent: recommendation.score })}</p>
  ) : null
  return (
    <CardShell
      product={product}
      badges={badges}
      favourite={favourite}
      onToggleFavourite={onToggleFavourite}
      heading={<CardHeading product={product} />}
      actions={<CardActions product={product} href={href} missingLabel={t('product.noLink')} learning={learning} outfits={outfits} />}
    >
      <StyleTags product={product} />
      {recommendation?.learned ? <LearnedLine learned={recommendation.learned} /> : null}
      {note ? <StylistLine note={note} /> : null}
      <MatchDetails recommendation={recommendation} note={note} />
    </CardShell>
  )
}

/**
 * The AI card, for items scored by a stored AI analysis: "x/10" badge, confidence badge
 * coloured at 80/60/40, two lines of Style Notes, the category, the retailer button
 * ("Link Unavailable" without a link) and the "AI Personalized" label.
 */
export function AiProductCard({ product, recommendation, note, href, favourite, onToggleFavourite, learning, outfits }: CardProps & { recommendation: Recommendation }) {
  if (learning && learning.hidden !== undefined) return <HiddenCard product={product} learning={learning} />
  const notes = recommendation.stylingTips.join(' ')
  const eyebrow = (
    <p className="mb-1 inline-flex items-center gap-1.5 text-[0.6875rem] font-semibold tracking-[0.14em] text-terracotta-dark uppercase sm:text-xs">
      <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
      {t('product.aiPersonalized')}
    </p>
  )
  return (
    <CardShell
      product={product}
      badges={<AiBadges score={formatAiScore(recommendation.aiScore ?? 0)} percent={confidencePercent(recommendation.confidence)} />}
      favourite={favourite}
      onToggleFavourite={onToggleFavourite}
      heading={<CardHeading product={product} eyebrow={eyebrow} />}
      actions={<CardActions product={product} href={href} missingLabel={t('product.linkUnavailable')} learning={learning} outfits={outfits} />}
    >
      {notes ? (
        <div className="mt-2 rounded-xl bg-cream px-3 py-2">
          <p className="text-xs font-semibold text-ink">{t('product.styleNotes')}</p>
          <p className="line-clamp-2 text-sm text-ink-soft">{notes}</p>
        </div>
      ) : null}
      <p className="mt-2 text-sm font-medium">{t('dashboard.match.overall', { percent: recommendation.score })}</p>
      {recommendation.learned ? <LearnedLine learned={recommendation.learned} /> : null}
      {note ? <StylistLine note={note} /> : null}
      <MatchDetails recommendation={recommendation} note={note} />
    </CardShell>
  )
}
