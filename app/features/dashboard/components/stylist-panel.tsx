import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TipList } from '../../../components/ui/tip-list.tsx'
import type { StylingAdviceState } from '../hooks/use-styling-advice.ts'
import type { StylistNote } from './product-card.tsx'

/** Advice worth showing a shopper: the model's, or the built-in fallback when the model failed. */
function shownAdvice(state: StylingAdviceState): ShopperAdvice | null {
  return state.status === 'ready' && state.advice.source !== 'rule-based' ? state.advice : null
}

/**
 * The stylist's verdicts keyed by product id, for the grid's cards: her picks are the
 * profile's top matches, already on the grid, so they are marked there instead of being
 * shown a second time. Built-in advice is labelled as such, never "AI Personalized".
 */
export function stylistNotes(state: StylingAdviceState): ReadonlyMap<string, StylistNote> {
  const advice = shownAdvice(state)
  if (!advice) return new Map()
  const label = advice.source === 'ai' ? t('product.aiPersonalized') : t('dashboard.advice.label.fallback')
  return new Map(advice.items.map(({ product, ...verdict }) => [product.id, { advice: verdict, label }]))
}

function Notes({ advice }: { advice: ShopperAdvice }) {
  return (
    <div className="mt-6 grid gap-4 sm:gap-5 lg:grid-cols-3">
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
        <TipList tips={advice.stylingTips} />
      </div>
    </div>
  )
}

/**
 * "Your AI stylist's picks": what the stylist adds to the grid, namely her overall
 * analysis, colour advice and tips; her verdicts on single pieces sit on their cards
 * (see `stylistNotes`). Built-in fallback advice says so; a failure is a quiet notice.
 * Absent when no AI is configured: the dashboard then never asks (`enabled`), and advice
 * from the rule-based engine is not shown as a stylist's.
 */
export function StylistPanel({ state }: { state: StylingAdviceState }) {
  if (state.status === 'idle' || (state.status === 'ready' && !shownAdvice(state))) return null
  return (
    <section aria-labelledby="advice-title" className="rounded-[2rem] bg-sage/10 p-5 ring-1 ring-sage/30 sm:p-10" aria-busy={state.status === 'loading'}>
      <h2 id="advice-title" className="text-2xl font-semibold sm:text-3xl">
        {t('dashboard.advice.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('dashboard.advice.lead')}</p>
      {state.status === 'loading' ? (
        <Spinner label={t('dashboard.advice.loading')} className="py-10" />
      ) : state.status === 'error' ? (
        <Notice tone="warning" className="mt-6">
          {t('dashboard.advice.error', { message: state.message })}
        </Notice>
      ) : state.status === 'ready' ? (
        <>
          {state.advice.source === 'fallback' ? (
            <Notice tone="info" className="mt-6">
              {t('dashboard.advice.fallback')}
            </Notice>
          ) : null}
          <Notes advice={state.advice} />
        </>
      ) : null}
    </section>
  )
}
