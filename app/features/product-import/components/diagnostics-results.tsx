import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import type { DiagnosticCheckView } from '../utils/import-api.ts'

const STATUS = {
  success: { Icon: CircleCheck, className: 'text-sage-deep', label: 'diagnostics.status.success' },
  warning: { Icon: TriangleAlert, className: 'text-amber-800', label: 'diagnostics.status.warning' },
  error: { Icon: CircleAlert, className: 'text-terracotta-dark', label: 'diagnostics.status.error' },
} as const

/** The results of one diagnostics run: one line per check with its status, message and time. */
export function DiagnosticsResults({ checks }: { checks: DiagnosticCheckView[] }) {
  return (
    <ul className="divide-y divide-line rounded-2xl bg-white ring-1 ring-line" aria-label={t('diagnostics.title')}>
      {checks.map((check) => {
        const { Icon, className, label } = STATUS[check.status]
        return (
          <li key={check.id} className="flex gap-3 px-4 py-3 text-sm" data-check={check.id} data-status={check.status}>
            <Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${className}`} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {check.label} <span className={`ml-1 ${className}`}>{t(label)}</span>
              </p>
              <p className="mt-0.5 break-words text-ink-soft">{check.message}</p>
            </div>
            <span className="shrink-0 text-xs text-ink-soft tabular-nums">{t('diagnostics.duration', { ms: check.durationMs })}</span>
          </li>
        )
      })}
    </ul>
  )
}
