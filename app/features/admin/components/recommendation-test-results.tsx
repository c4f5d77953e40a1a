import type { RecommendationTestResult } from '#core/admin/recommendation-test.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { DIMENSIONS, type Dimension, type EngineId } from '#core/recommendation/contract.ts'
import { Notice } from '../../../components/ui/notice.tsx'

export const ENGINE_LABELS = {
  dynamic: 'admin.recs.engine.dynamic',
  balanced: 'admin.recs.engine.balanced',
  'rule-based': 'admin.recs.engine.ruleBased',
} as const satisfies Record<EngineId, MessageKey>

const DIMENSION_LABELS = {
  body: 'admin.recs.dimension.body',
  color: 'admin.recs.dimension.color',
  style: 'admin.recs.dimension.style',
  occasion: 'admin.recs.dimension.occasion',
  season: 'admin.recs.dimension.season',
  age: 'admin.recs.dimension.age',
} as const satisfies Record<Dimension, MessageKey>

/** The products a sample-profile test recommended: overall score and the per-dimension breakdown. */
export function RecommendationTestResults({ result }: { result: RecommendationTestResult }) {
  return (
    <div className="mt-4" aria-live="polite">
      <p className="text-sm text-ink-soft" data-testid="recs-test-summary">
        {t('admin.recs.test.summary', {
          count: result.items.length,
          total: result.total,
          engine: t(ENGINE_LABELS[result.engine]),
          ms: result.durationMs,
        })}
      </p>
      {result.degraded ? (
        <Notice tone="warning" className="mt-3">
          {result.message ?? t('admin.recs.test.degraded')}
        </Notice>
      ) : null}
      {result.items.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line bg-white/60 px-6 py-8 text-center text-ink-soft">
          {t('admin.recs.test.empty', { minScore: result.minScore })}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-label={t('admin.recs.test.resultsLabel')} tabIndex={0}>
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-cream text-xs text-ink-soft uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('admin.recs.test.column.product')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('admin.recs.test.column.score')}
                </th>
                {DIMENSIONS.map((d) => (
                  <th key={d} scope="col" className="px-3 py-2 text-right font-medium">
                    {t(DIMENSION_LABELS[d])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {result.items.map((item) => (
                <tr key={item.productId}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="block font-medium">{item.name}</span>
                    <span className="block text-xs text-ink-soft">{[item.brand, item.category].filter(Boolean).join(' · ')}</span>
                  </th>
                  <td className="px-3 py-2 text-right font-display text-lg font-semibold tabular-nums">{item.score}%</td>
                  {DIMENSIONS.map((d) => (
                    <td key={d} className="px-3 py-2 text-right tabular-nums">
                      {item.breakdown[d]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
