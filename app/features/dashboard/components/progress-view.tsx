import { ArrowRight, Check, Lock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { formatPrice } from '#core/catalog/price.ts'
import type { Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { ANALYSIS_STEP_PATHS, ANALYSIS_STEPS, canStartStep, completedSteps, firstMissingStep } from '#core/profile/progress.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'
import { fetchProducts } from '../utils/dashboard-api.ts'
import { ProductImage } from './product-image.tsx'

const STEP_LABELS = {
  body: 'dashboard.progress.body',
  color: 'dashboard.progress.color',
  style: 'dashboard.progress.style',
} as const

const PREREQUISITE = {
  body: null,
  color: 'dashboard.progress.needsBody',
  style: 'dashboard.progress.needsBodyAndColor',
} as const

/**
 * The dashboard while the analysis is partly done: percent, the three steps with their
 * start buttons (colour needs body, style needs both), Continue Profile Setup, and once a
 * step is done, a preview of three products.
 */
const price = (p: Product) => formatPrice(p.price, p.currency)

export function ProgressView({ profile, completion }: { profile: StyleProfile; completion: number }) {
  const done = completedSteps(profile)
  const next = firstMissingStep(profile) ?? 'body'
  const [preview, setPreview] = useState<Product[]>([])
  const showPreview = done.length > 0

  useEffect(() => {
    if (!showPreview) return
    const controller = new AbortController()
    void fetchProducts(3, controller.signal).then((r) => {
      if (r.ok) setPreview(r.data.items.slice(0, 3))
    })
    return () => controller.abort()
  }, [showPreview])

  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('dashboard.title')}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{t('dashboard.progress.title')}</h1>
      <div className="mt-8 rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
        <div className="flex items-baseline justify-between gap-4">
          <p id="dashboard-progress-label" className="font-medium">
            {t('dashboard.progress.percent', { percent: completion })}
          </p>
          <p aria-hidden="true" className="font-display text-3xl font-semibold">
            {t('common.percent', { value: completion })}
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="dashboard-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completion}
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-blush"
        >
          <div className="h-full rounded-full bg-terracotta transition-[width]" style={{ width: `${completion}%` }} />
        </div>
        <ol className="mt-8 space-y-3">
          {ANALYSIS_STEPS.map((step, i) => {
            const isDone = done.includes(step)
            const canStart = canStartStep(profile, step)
            const prerequisite = PREREQUISITE[step]
            return (
              <li key={step} className="flex flex-col gap-3 rounded-2xl bg-cream p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full font-semibold ${isDone ? 'bg-sage-deep text-white' : 'bg-white ring-1 ring-line'}`}
                  >
                    {isDone ? <Check className="h-5 w-5" /> : i + 1}
                  </span>
                  <div>
                    <p className="font-medium">{t(STEP_LABELS[step])}</p>
                    <p className="text-sm text-ink-soft">
                      {isDone ? t('dashboard.progress.done') : !canStart && prerequisite ? t(prerequisite) : t('dashboard.progress.notStarted')}
                    </p>
                  </div>
                </div>
                {canStart ? (
                  <ButtonLink
                    to={ANALYSIS_STEP_PATHS[step]}
                    variant={isDone ? 'ghost' : 'secondary'}
                    size="sm"
                    aria-label={`${isDone ? t('dashboard.progress.redo') : t('dashboard.progress.start')}: ${t(STEP_LABELS[step])}`}
                  >
                    {isDone ? t('dashboard.progress.redo') : t('dashboard.progress.start')}
                  </ButtonLink>
                ) : (
                  <button
                    type="button"
                    disabled
                    className="inline-flex h-9 items-center justify-center gap-2 rounded-full px-4 text-sm font-medium text-ink-soft ring-1 ring-line disabled:cursor-not-allowed"
                    aria-label={`${t('dashboard.progress.start')}: ${t(STEP_LABELS[step])}`}
                  >
                    <Lock aria-hidden="true" className="h-4 w-4" />
                    {t('dashboard.progress.start')}
                  </button>
                )}
              </li>
            )
          })}
        </ol>
        <ButtonLink to={ANALYSIS_STEP_PATHS[next]} size="lg" className="mt-8 w-full sm:w-auto">
          {t('dashboard.progress.continue')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>

      {showPreview && preview.length > 0 ? (
        <section aria-labelledby="preview-title" className="mt-12">
          <h2 id="preview-title" className="text-2xl font-semibold">
            {t('dashboard.progress.preview')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('dashboard.progress.previewLead')}</p>
          <ul className="mt-5 grid grid-cols-1 gap-4 min-[480px]:grid-cols-3">
            {preview.map((p) => (
              <li key={p.id} className="overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line">
                <ProductImage product={p} />
                <div className="px-4 pt-3 pb-4">
                  {p.brand ? <p className="truncate text-xs tracking-wide text-ink-soft uppercase">{p.brand}</p> : null}
                  <p dir="auto" title={p.name} className="line-clamp-2 leading-snug font-medium [overflow-wrap:anywhere]">
                    {p.name}
                  </p>
                  {price(p) ? <p className="mt-1 text-sm text-ink-soft">{price(p)}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
