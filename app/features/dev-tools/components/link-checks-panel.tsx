import { CheckCircle2, Circle, Play, Trash2, XCircle } from 'lucide-react'
import { formatPrice } from '#core/catalog/price.ts'
import { CHECK_IDS, TEST_PROFILE, type StoredSiteStripeLink } from '#core/dev-tools/site-stripe-checks.ts'
import type { Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { STYLE_DETAILS } from '#core/rule-book/styles.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import type { CheckState, useLinkChecks } from '../hooks/use-link-checks.ts'

const range = TEST_PROFILE.priceRange!
const PROFILE_TEXT = [
  BODY_SHAPE_DETAILS[TEST_PROFILE.bodyShape!].name,
  COLOR_PALETTE_DETAILS[TEST_PROFILE.colorPalette!].name,
  TEST_PROFILE.stylePreferences.map((s) => STYLE_DETAILS[s].name).join(', '),
  `${formatPrice(range.min, 'USD')}–${formatPrice(range.max, 'USD')}`,
].join(' · ')

function Outcome({ state }: { state: CheckState }) {
  if (state.status === 'idle') {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <Circle aria-hidden="true" className="h-4 w-4" />
        {t('devtools.checks.notRun')}
      </p>
    )
  }
  if (state.status === 'running') {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <InlineSpinner className="h-4 w-4" />
        {t('devtools.checks.running')}
      </p>
    )
  }
  return (
    <p className={`flex items-start gap-2 text-sm ${state.ok ? 'text-sage-deep' : 'text-terracotta-dark'}`}>
      {state.ok ? <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> : <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />}
      <span>
        <span className="font-semibold">{state.ok ? t('devtools.checks.passed') : t('devtools.checks.failed')}: </span>
        {state.message}
      </span>
    </p>
  )
}

function LinkList({ links }: { links: StoredSiteStripeLink[] | null }) {
  if (!links) return <p className="text-sm text-ink-soft">{t('devtools.lists.empty')}</p>
  return (
    <ul className="space-y-1 text-sm">
      {links.slice(0, 5).map((l) => (
        <li key={l.id} className="flex justify-between gap-3">
          <span className="min-w-0 truncate">{l.productName}</span>
          <span className="shrink-0 text-ink-soft">{formatPrice(l.price, 'USD')}</span>
        </li>
      ))}
    </ul>
  )
}

function RecommendationList({ items }: { items: Array<{ product: Product; score: number }> }) {
  if (items.length === 0) return <p className="text-sm text-ink-soft">{t('devtools.lists.empty')}</p>
  return (
    <ul className="space-y-1 text-sm">
      {items.map(({ product, score }) => (
        <li key={product.id} className="flex justify-between gap-3">
          <span className="min-w-0 truncate">{product.name}</span>
          <span className="shrink-0 text-ink-soft">{t('devtools.lists.score', { score })}</span>
        </li>
      ))}
    </ul>
  )
}

/** The four checks with Run each, Run All Tests and Clean Up Test Data, and up to five links and five recommendations. */
export function LinkChecksPanel({ checks }: { checks: ReturnType<typeof useLinkChecks> }) {
  const busy = Object.values(checks.checks).some((c) => c.status === 'running')
  return (
    <section aria-labelledby="link-checks-title" className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6">
      <h2 id="link-checks-title" className="text-xl font-semibold">
        {t('devtools.checks.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('devtools.checks.lead', { profile: PROFILE_TEXT })}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void checks.runAll()} disabled={busy}>
          <Play aria-hidden="true" className="h-4 w-4" />
          {t('devtools.checks.runAll')}
        </Button>
        <Button size="sm" variant="secondary" onClick={checks.cleanup} disabled={busy}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('devtools.checks.cleanup')}
        </Button>
      </div>
      {checks.notice ? (
        <Notice tone="info" className="mt-4">
          {checks.notice}
        </Notice>
      ) : null}
      <ol className="mt-4 divide-y divide-line rounded-xl ring-1 ring-line">
        {CHECK_IDS.map((id) => (
          <li key={id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-check={id}>
            <div className="min-w-0">
              <h3 className="font-sans text-base font-semibold">{t(`devtools.check.${id}`)}</h3>
              <div aria-live="polite">
                <Outcome state={checks.checks[id]} />
              </div>
            </div>
            <Button size="sm" variant="secondary" onClick={() => void checks.run(id)} disabled={busy} aria-label={`${t('devtools.checks.run')}: ${t(`devtools.check.${id}`)}`}>
              {t('devtools.checks.run')}
            </Button>
          </li>
        ))}
      </ol>
      {/* min-w-0: a long product name truncates instead of widening the page. */}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="min-w-0">
          <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-soft uppercase">{t('devtools.lists.links')}</h3>
          <div className="mt-2" data-testid="stored-links">
            <LinkList links={checks.links} />
          </div>
        </div>
        <div className="min-w-0">
          <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-soft uppercase">{t('devtools.lists.recommendations')}</h3>
          <div className="mt-2" data-testid="test-recommendations">
            <RecommendationList items={checks.recommendations} />
          </div>
        </div>
      </div>
    </section>
  )
}
