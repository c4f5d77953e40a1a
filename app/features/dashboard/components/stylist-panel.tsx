import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import type { Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import type { StylingAdviceState } from '../hooks/use-styling-advice.ts'
import { retailerHref } from '../utils/retailer-link.ts'
import { AdvisedProductCard } from './product-card.tsx'

function cardLabel(source: ShopperAdvice['source']): string {
  if (source === 'ai') return t('product.aiPersonalized')
  return source === 'rule-based' ? t('dashboard.advice.label.ruleBased') : t('dashboard.advice.label.fallback')
}

function Notes({ advice }: { advice: ShopperAdvice }) {
  return (
    <div className="mt-8 grid gap-5 lg:grid-cols-3">
      <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <h3 className="text-lg font-semibold">{t('dashboard.advice.overall')}</h3>
        <p className="mt-2 text-sm text-ink-soft">{advice.overallAnalysis}</p>
      </div>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <h3 className="text-lg font-semibold">{t('dashboard.advice.colorAdvice')}</h3>
        <p className="mt-2 text-sm text-ink-soft">{advice.colorAdvice}</p>
        {advice.colors.recommended.length > 0 ? (
          <>
            <h4 className="mt-4 text-sm font-semibold">{t('dashboard.advice.colors')}</h4>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('dashboard.advice.colors')}>
              {advice.colors.recommended.map((color) => (
                <li key={color} className="rounded-full bg-cream px-3 py-1 text-xs font-medium ring-1 ring-line">
                  {color}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="mt-2 text-sm text-ink-soft">{advice.colors.advice}</p>
      </div>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <h3 className="text-lg font-semibold">{t('dashboard.advice.tips')}</h3>
        <ul className="mt-3 space-y-2 text-sm">
          {advice.stylingTips.map((tip) => (
            <li key={tip} className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-terracotta" />
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export interface StylistPanelProps {
  state: StylingAdviceState
  profile: StyleProfile
  isFavourite: (id: string) => boolean
  onToggleFavourite: (product: Product) => void
}

function AdviceBody({ advice, profile, isFavourite, onToggleFavourite }: Omit<StylistPanelProps, 'state'> & { advice: ShopperAdvice }) {
  return (
    <>
      {advice.source === 'ai' ? null : (
        <Notice tone="info" className="mt-6">
          {advice.source === 'rule-based' ? t('dashboard.advice.ruleBased') : t('dashboard.advice.fallback')}
        </Notice>
      )}
      {advice.items.length > 0 ? (
        <ul className="mt-6 grid grid-cols-1 gap-5 min-[520px]:grid-cols-2 lg:grid-cols-3">
          {advice.items.map(({ product, ...verdict }) => (
            <li key={product.id}>
              <AdvisedProductCard
                product={product}
                advice={verdict}
                label={cardLabel(advice.source)}
                href={retailerHref(product.id, 'ai-card', profile)}
                favourite={isFavourite(product.id)}
                onToggleFavourite={() => onToggleFavourite(product)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Notes advice={advice} />
    </>
  )
}

/**
 * "Your AI stylist's picks": the stylist's cards (x/10, confidence, recommended colour,
 * Style Notes), the overall analysis, colour advice and tips. Advice from the built-in
 * fallback or the rule-based engine says so above the cards; a failure is a quiet notice.
 */
export function StylistPanel({ state, profile, isFavourite, onToggleFavourite }: StylistPanelProps) {
  if (state.status === 'idle') return null
  return (
    <section aria-labelledby="advice-title" className="rounded-[2rem] bg-sage/10 p-6 ring-1 ring-sage/30 sm:p-10" aria-busy={state.status === 'loading'}>
      <h2 id="advice-title" className="text-2xl font-semibold sm:text-3xl">
        {t('dashboard.advice.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('dashboard.advice.lead')}</p>
      {state.status === 'loading' ? (
        <Spinner label={t('dashboard.advice.loading')} className="py-16" />
      ) : state.status === 'error' ? (
        <Notice tone="warning" className="mt-6">
          {t('dashboard.advice.error', { message: state.message })}
        </Notice>
      ) : state.status === 'ready' ? (
        <AdviceBody advice={state.advice} profile={profile} isFavourite={isFavourite} onToggleFavourite={onToggleFavourite} />
      ) : null}
    </section>
  )
}
