import { MAX_REF_LENGTH, MAX_SIGNALS, normaliseSignals, REJECT_REASONS, type Signal, SIGNAL_KINDS } from '#core/learning/signals.ts'

/** Browser-storage key of a visitor's learning history (a JSON array of signals, oldest first). */
export const SIGNALS_STORAGE_KEY = 'styleblueprint.signals'

function isSignal(v: unknown): v is Signal {
  if (typeof v !== 'object' || v === null) return false
  const s = v as Record<string, unknown>
  return (
    typeof s.kind === 'string' &&
    (SIGNAL_KINDS as readonly string[]).includes(s.kind) &&
    typeof s.ref === 'string' &&
    s.ref.length > 0 &&
    s.ref.length <= MAX_REF_LENGTH &&
    typeof s.at === 'number' &&
    Number.isInteger(s.at) &&
    s.at >= 0 &&
    (s.reason === undefined || (s.kind === 'reject' && typeof s.reason === 'string' && (REJECT_REASONS as readonly string[]).includes(s.reason)))
  )
}

/** Reads the stored history; anything unreadable counts as none, and it is bounded as the server bounds it. */
export function parseSignals(text: string | null): Signal[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? normaliseSignals(value.filter(isSignal)).slice(-MAX_SIGNALS) : []
  } catch {
    return []
  }
}

export function readLocalSignals(storage: Storage | null): Signal[] {
  try {
    return parseSignals(storage?.getItem(SIGNALS_STORAGE_KEY) ?? null)
  } catch {
    return []
  }
}

export function writeLocalSignals(storage: Storage | null, signals: readonly Signal[]): void {
  try {
    if (signals.length === 0) storage?.removeItem(SIGNALS_STORAGE_KEY)
    else storage?.setItem(SIGNALS_STORAGE_KEY, JSON.stringify(normaliseSignals(signals)))
  } catch {
    // Storage refused (private mode, full): the history lasts this page's life.
  }
}
