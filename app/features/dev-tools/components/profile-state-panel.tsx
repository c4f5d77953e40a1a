import { RefreshCw } from 'lucide-react'
import { href } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { STYLE_DETAILS } from '#core/rule-book/styles.ts'
import { Button, ButtonLink } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'

export interface ProfileStateView {
  status: 'loading' | 'ready'
  profile: StyleProfile | null
  hasStoredProfile: boolean
  isComplete: boolean
  completion: number
}

/**
 * The spec's dashboard test page: analysis complete, stored profile, completion, the body,
 * colour and style values, buttons to the analysis steps, Refresh and the debug dump.
 */
export function ProfileStatePanel({ state, extra, onRefresh }: { state: ProfileStateView; extra: unknown; onRefresh: () => void }) {
  const { profile } = state
  const none = t('devtools.profile.none')
  const rows: Array<[string, string]> = [
    [t('devtools.profile.complete'), state.isComplete ? t('devtools.profile.yes') : t('devtools.profile.no')],
    [t('devtools.profile.stored'), state.hasStoredProfile ? t('devtools.profile.yes') : t('devtools.profile.no')],
    [t('devtools.profile.completion'), t('common.percent', { value: state.completion })],
    [t('devtools.profile.body'), profile?.bodyShape ? BODY_SHAPE_DETAILS[profile.bodyShape].name : none],
    [t('devtools.profile.color'), profile?.colorPalette ? COLOR_PALETTE_DETAILS[profile.colorPalette].name : none],
    [t('devtools.profile.styles'), profile && profile.stylePreferences.length > 0 ? profile.stylePreferences.map((s) => STYLE_DETAILS[s].name).join(', ') : none],
  ]
  return (
    <section aria-labelledby="profile-state-title" className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-state-title" className="text-xl font-semibold">
          {t('devtools.profile.title')}
        </h2>
        <Button size="sm" variant="secondary" onClick={onRefresh}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t('devtools.profile.refresh')}
        </Button>
      </div>
      {state.status === 'loading' ? (
        <Spinner label={t('devtools.profile.loading')} className="py-8" />
      ) : (
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[480px]:grid-cols-2" data-testid="profile-state">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-line/70 py-1.5">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={href('/analysis/body')} size="sm" variant="secondary">
          {t('devtools.links.body')}
        </ButtonLink>
        <ButtonLink to={href('/analysis/color')} size="sm" variant="secondary">
          {t('devtools.links.color')}
        </ButtonLink>
        <ButtonLink to={href('/analysis/style')} size="sm" variant="secondary">
          {t('devtools.links.style')}
        </ButtonLink>
        <ButtonLink to={href('/dashboard')} size="sm" variant="secondary">
          {t('devtools.links.dashboard')}
        </ButtonLink>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-terracotta-dark">{t('devtools.profile.dump')}</summary>
        <pre className="mt-2 max-h-80 overflow-auto rounded-xl bg-ink p-4 text-xs leading-relaxed text-cream" data-testid="debug-dump" tabIndex={0}>
          {JSON.stringify({ ...state, extra }, null, 2)}
        </pre>
      </details>
    </section>
  )
}
