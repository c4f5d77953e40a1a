import { translate } from '../i18n/translate.ts'

/** How many failed names the mixed-result alert lists before '...'. */
export const FAILED_NAMES_SHOWN = 5

export interface ImportOutcome {
  /** Rows the import was asked for (valid ones only reach the database). */
  total: number
  succeeded: number
  /** Names of rows that did not land (invalid, duplicate, or their batch failed). */
  failedNames: readonly string[]
  /** The import was stopped before it finished. */
  stopped: boolean
  /** A failure that ended the whole import, if any. */
  error?: string | undefined
}

export interface ImportAlert {
  tone: 'success' | 'warning' | 'error'
  message: string
}

/**
 * The spec's result alerts: all succeeded; mixed (up to 5 failed names, then '...'); all
 * failed, suggesting Full Diagnostic; an import error with its message; no valid products.
 */
export function importAlert(outcome: ImportOutcome): ImportAlert {
  if (outcome.error) return { tone: 'error', message: translate('import.result.error', { message: outcome.error }) }
  if (outcome.total === 0) return { tone: 'warning', message: translate('import.result.noValid') }
  const failed = outcome.failedNames.length
  const stopped = outcome.stopped ? ` ${translate('import.result.stopped')}` : ''
  if (outcome.stopped && outcome.succeeded === 0 && failed === 0) return { tone: 'warning', message: translate('import.result.stoppedEarly') }
  if (outcome.succeeded === 0 && failed > 0) {
    return { tone: 'error', message: translate('import.result.allFailed', { count: failed }) + stopped }
  }
  if (failed === 0) {
    return { tone: 'success', message: translate('import.result.allSucceeded', { count: outcome.succeeded }) + stopped }
  }
  const shown = outcome.failedNames.slice(0, FAILED_NAMES_SHOWN).join(', ')
  const names = failed > FAILED_NAMES_SHOWN ? `${shown}...` : shown
  return {
    tone: 'warning',
    message: translate('import.result.mixed', { succeeded: outcome.succeeded, failed, names }) + stopped,
  }
}
