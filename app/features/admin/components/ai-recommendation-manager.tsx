import { Brain, FlaskConical, PlugZap, RefreshCw, Sparkles, Trash2 } from 'lucide-react'
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react'
import {
  RECOMMENDATION_TEST,
  type RecommendationManagerStatus,
  type RecommendationTestInput,
  type RecommendationTestResult,
  SAMPLE_TEST_PROFILE,
} from '#core/admin/recommendation-test.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from '#core/rule-book/palettes.ts'
import { QUIZ_STYLES, STYLE_DETAILS, type QuizStyleId } from '#core/rule-book/styles.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { useAnalysisRun } from '../hooks/use-analysis-run.ts'
import { useOnCatalogChange } from '../hooks/use-catalog-change.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { RecommendationTestResults } from './recommendation-test-results.tsx'
import { LabelledSelect } from './admin-controls.tsx'
import { aiAnalysisApi } from '../utils/ai-analysis-api.ts'

const NUMBER = new Intl.NumberFormat('en-GB')
const CARD = 'rounded-2xl bg-white p-5 ring-1 ring-line'

type Connection = { ok: boolean; message: string } | null

/** The AI Recommendations tab: status, an analysis shortcut, a sample-profile test of the engines, and clearing stored results. */
export function AiRecommendationManager() {
  const [status, setStatus] = useState<RecommendationManagerStatus | null>(null)
  const [statusError, setStatusError] = useState<string | null>(null)
  const [connection, setConnection] = useState<Connection>(null)
  const [testingConnection, setTestingConnection] = useState(false)

  const loadStatus = useCallback(async () => {
    const result = await apiRequest<{ status: RecommendationManagerStatus }>('GET', '/api/admin/ai/recommendations/status')
    if (result.ok) {
      setStatus(result.data.status)
      setStatusError(null)
    } else setStatusError(t('admin.recs.status.loadFailed', { message: result.message }))
  }, [])
  useEffect(() => {
    void loadStatus()
  }, [loadStatus])

  async function testConnection() {
    setTestingConnection(true)
    const result = await aiAnalysisApi.testConnection()
    setTestingConnection(false)
    setConnection(result.ok ? result.data.connection : { ok: false, message: result.message })
  }

  // The run hook announces a catalogue change when a run ends: reload the counts then.
  const analysis = useAnalysisRun()
  useOnCatalogChange(loadStatus)

  return (
    <section aria-labelledby="recs-heading" className="space-y-6">
      <div className="max-w-2xl">
        <h2 id="recs-heading" className="text-2xl font-semibold">
          {t('admin.recs.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('admin.recs.lead')}</p>
      </div>

      <StatusCard
        status={status}
        error={statusError}
        connection={connection}
        testingConnection={testingConnection}
        onTestConnection={() => void testConnection()}
        onRefresh={() => void loadStatus()}
      />

      <div className={CARD}>
        <SectionHeading icon={<Brain aria-hidden="true" className="h-5 w-5 text-terracotta" />} id="recs-analyse-heading">
          {t('admin.recs.analyse.heading')}
        </SectionHeading>
        <p className="mt-1 text-sm text-ink-soft">{t('admin.recs.analyse.lead')}</p>
        <Button size="sm" className="mt-3" onClick={() => void analysis.start('unanalysed')} disabled={analysis.starting || analysis.live}>
          {analysis.starting || analysis.live ? <InlineSpinner className="h-4 w-4" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
          {analysis.live ? t('admin.recs.analyse.running') : t('admin.recs.analyse.start')}
        </Button>
        {analysis.error ? (
          <Notice tone="error" className="mt-3">
            {analysis.error}
          </Notice>
        ) : null}
        {analysis.run ? <RunSummary run={analysis.run} /> : null}
      </div>

      <SampleProfileTest />

      <ClearResults precomputed={status?.precomputed.total ?? null} onCleared={() => void loadStatus()} />
    </section>
  )
}

function SectionHeading({ icon, id, children }: { icon: ReactNode; id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
      {icon}
      {children}
    </h3>
  )
}

function StatusCard({
  status,
  error,
  connection,
  testingConnection,
  onTestConnection,
  onRefresh,
}: {
  status: RecommendationManagerStatus | null
  error: string | null
  connection: Connection
  testingConnection: boolean
  onTestConnection: () => void
  onRefresh: () => void
}) {
  // Without an AI key nothing is connected; with one, "connected" is what the last test said.
  const configured = status?.engine.mode === 'ai'
  // Not configured is a choice, not a fault: a grey "Not set up", never a red "Disconnected".
  const state = !status ? null : !configured ? 'notSetUp' : connection?.ok === false ? 'disconnected' : connection?.ok ? 'connected' : 'configured'
  const badge = {
    notSetUp: 'bg-cream text-ink-soft ring-1 ring-line',
    connected: 'bg-sage/15 text-sage-deep',
    disconnected: 'bg-blush text-terracotta-dark',
    configured: 'bg-amber-100 text-amber-900',
  }
  const format = (n: number | undefined) => (n === undefined ? '–' : NUMBER.format(n))
  return (
    <div className={CARD}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionHeading icon={<PlugZap aria-hidden="true" className="h-5 w-5 text-terracotta" />}>{t('admin.recs.status.heading')}</SectionHeading>
        <div className="flex flex-wrap gap-2">
          {configured ? (
            <Button size="sm" variant="secondary" onClick={onTestConnection} disabled={testingConnection}>
              {testingConnection ? <InlineSpinner className="h-4 w-4" /> : null}
              {testingConnection ? t('admin.recs.status.testing') : t('admin.recs.status.testConnection')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onRefresh}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {t('admin.recs.status.refresh')}
          </Button>
        </div>
      </div>
      {error ? (
        <Notice tone="error" className="mt-3">
          {error}
        </Notice>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="rounded-xl bg-cream p-3" data-stat="ai-service">
          <dt className="text-xs font-medium tracking-wide text-ink-soft uppercase">{t('admin.recs.status.aiService')}</dt>
          <dd className="mt-2">
            {state ? (
              <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${badge[state]}`}>{t(`admin.recs.status.${state}`)}</span>
            ) : (
              '–'
            )}
          </dd>
        </div>
        {[
          { id: 'products', label: t('admin.recs.status.products'), value: format(status?.products) },
          { id: 'analysed', label: t('admin.recs.status.analysed'), value: format(status?.analysedProducts) },
          { id: 'precomputed', label: t('admin.recs.status.precomputed'), value: format(status?.precomputed.total) },
        ].map((card) => (
          <div key={card.id} className="rounded-xl bg-cream p-3" data-stat={card.id}>
            <dt className="text-xs font-medium tracking-wide text-ink-soft uppercase">{card.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{card.value}</dd>
            {card.id === 'precomputed' && status ? (
              <dd className="text-xs text-ink-soft">{t('admin.recs.status.unexpired', { count: status.precomputed.unexpired })}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      {status && !configured ? <p className="mt-3 text-sm text-ink-soft">{t('admin.recs.status.ruleBasedNote')}</p> : null}
      {connection ? (
        <Notice tone={connection.ok ? 'success' : 'error'} className="mt-3">
          {connection.message}
        </Notice>
      ) : null}
    </div>
  )
}

function RunSummary({ run }: { run: NonNullable<ReturnType<typeof useAnalysisRun>['run']> }) {
  if (run.total === 0) return <p className="mt-3 text-sm text-ink-soft" role="status">{t('admin.recs.analyse.nothing')}</p>
  return (
    <div className="mt-3 space-y-2" role="status">
      <div className="h-2 overflow-hidden rounded-full bg-cream" aria-hidden="true">
        <div className="h-full bg-sage transition-[width]" style={{ width: `${run.percent}%` }} />
      </div>
      <p className="text-sm" data-testid="recs-run-progress">
        {t('admin.recs.analyse.progress', { done: run.total - run.pending, total: run.total, succeeded: run.succeeded, failed: run.failed })}
      </p>
      {run.status === 'completed' ? <p className="text-sm text-sage-deep">{t('admin.recs.analyse.completed')}</p> : null}
      {run.status === 'stopped' ? <p className="text-sm text-ink-soft">{t('admin.recs.analyse.stopped')}</p> : null}
    </div>
  )
}

function SampleProfileTest() {
  const [profile, setProfile] = useState<RecommendationTestInput>(SAMPLE_TEST_PROFILE)
  const [secondStyle, setSecondStyle] = useState('')
  const [result, setResult] = useState<RecommendationTestResult | null>(null)
  const [running, setRunning] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(event: FormEvent) {
    event.preventDefault()
    setRunning(true)
    setError(null)
    const [first] = profile.stylePreferences
    const styles = secondStyle && secondStyle !== first ? [first, secondStyle] : [first]
    const response = await apiRequest<{ result: RecommendationTestResult }>('POST', '/api/admin/ai/recommendations/test', { ...profile, stylePreferences: styles })
    setRunning(false)
    if (response.ok) setResult(response.data.result)
    else setError(t('admin.recs.test.failed', { message: response.issues?.[0]?.message ?? response.message }))
  }

  return (
    <div className={CARD}>
      <SectionHeading icon={<FlaskConical aria-hidden="true" className="h-5 w-5 text-terracotta" />}>{t('admin.recs.test.heading')}</SectionHeading>
      <p className="mt-1 text-sm text-ink-soft">{t('admin.recs.test.lead', RECOMMENDATION_TEST)}</p>
      <form className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" onSubmit={(e) => void run(e)}>
        <LabelledSelect label={t('admin.recs.test.bodyShape')} value={profile.bodyShape} onChange={(v) => setProfile({ ...profile, bodyShape: v as typeof profile.bodyShape })}>
          {BODY_SHAPES.map((s) => (
            <option key={s} value={s}>
              {BODY_SHAPE_DETAILS[s].name}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect label={t('admin.recs.test.palette')} value={profile.colorPalette} onChange={(v) => setProfile({ ...profile, colorPalette: v as typeof profile.colorPalette })}>
          {COLOR_PALETTES.map((p) => (
            <option key={p} value={p}>
              {COLOR_PALETTE_DETAILS[p].name}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label={t('admin.recs.test.style')}
          value={profile.stylePreferences[0] ?? ''}
          onChange={(v) => setProfile({ ...profile, stylePreferences: [v as QuizStyleId] })}
        >
          {QUIZ_STYLES.map((s) => (
            <option key={s} value={s}>
              {STYLE_DETAILS[s].name}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect label={t('admin.recs.test.secondStyle')} value={secondStyle} onChange={setSecondStyle}>
          <option value="">{t('admin.recs.test.none')}</option>
          {QUIZ_STYLES.filter((s) => s !== profile.stylePreferences[0]).map((s) => (
            <option key={s} value={s}>
              {STYLE_DETAILS[s].name}
            </option>
          ))}
        </LabelledSelect>
        <Button type="submit" disabled={running}>
          {running ? <InlineSpinner className="h-4 w-4" /> : null}
          {running ? t('admin.recs.test.running') : t('admin.recs.test.run')}
        </Button>
      </form>
      {error ? (
        <Notice tone="error" className="mt-3">
          {error}
        </Notice>
      ) : null}
      {result ? <RecommendationTestResults result={result} /> : null}
    </div>
  )
}

function ClearResults({ precomputed, onCleared }: { precomputed: number | null; onCleared: () => void }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function clear() {
    setBusy(true)
    const result = await apiRequest<{ cleared: number; cacheEntries: number }>('DELETE', '/api/admin/ai/recommendations')
    setBusy(false)
    setOpen(false)
    if (result.ok) {
      setOutcome({ tone: 'success', text: t('admin.recs.clear.done', { count: result.data.cleared, cached: result.data.cacheEntries }) })
      onCleared()
    } else setOutcome({ tone: 'error', text: t('admin.recs.clear.failed', { message: result.message }) })
  }

  return (
    <div className={CARD}>
      <SectionHeading icon={<Trash2 aria-hidden="true" className="h-5 w-5 text-terracotta" />}>{t('admin.recs.clear.heading')}</SectionHeading>
      <p className="mt-1 text-sm text-ink-soft">{t('admin.recs.clear.lead')}</p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() => {
          setOutcome(null)
          setOpen(true)
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('admin.recs.clear.button')}
      </Button>
      {outcome ? (
        <Notice tone={outcome.tone} className="mt-3">
          {outcome.text}
        </Notice>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t('admin.recs.clear.confirmTitle')}
        message={t('admin.recs.clear.confirmMessage', { count: precomputed ?? 0 })}
        confirmLabel={t('admin.recs.clear.confirm')}
        busy={busy}
        danger
        onConfirm={() => void clear()}
        onCancel={() => setOpen(false)}
      />
    </div>
  )
}
