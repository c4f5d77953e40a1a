import type { Logger } from '../logger.ts'

/** Timer lateness the pacing schedule absorbs without moving later calls back. */
const PACING_TOLERANCE_MS = 5
/** The longest a 429 stretches the pause between calls. */
const MAX_BACKOFF_SPACING_MS = 60_000

/**
 * Pacing shared by every lane of the analysis worker: call starts (retries included) at
 * least `spacing` apart, in turn. Each call gets the next slot on a schedule; a timer a few
 * ms late does not push every later call back, but a later one restarts the schedule from
 * its actual start, so calls never bunch up at the provider. A 429 doubles the spacing,
 * and successful calls bring it back to the configured pace gradually.
 */
export function createCallPacer(options: { spacingMs: number; now: () => Date; sleep: (ms: number) => Promise<void>; logger: Logger }) {
  const { now, sleep, logger } = options
  let spacing = options.spacingMs
  let lastSlot = Number.NEGATIVE_INFINITY
  let turn: Promise<void> = Promise.resolve()

  return {
    /** Resolves when this call may start. */
    paceCall(): Promise<void> {
      const mine = turn.then(async () => {
        const slot = Math.max(lastSlot + spacing, now().getTime())
        const wait = slot - now().getTime()
        if (wait > 0) await sleep(wait)
        const actual = now().getTime()
        lastSlot = actual - slot > PACING_TOLERANCE_MS ? actual : slot
      })
      turn = mine.catch(() => undefined)
      return mine
    },
    onRateLimited() {
      spacing = Math.min(MAX_BACKOFF_SPACING_MS, Math.max(spacing * 2, 100))
      logger.warn({ spacingMs: spacing }, 'AI provider rate limit: slowing the analysis worker down')
    },
    onCallSucceeded() {
      // Back to the configured pace gradually, so one lucky call does not reopen the flood.
      if (spacing > options.spacingMs) spacing = Math.max(options.spacingMs, Math.round(spacing * 0.9))
    },
    get spacingMs() {
      return spacing
    },
  }
}

export type CallPacer = ReturnType<typeof createCallPacer>
