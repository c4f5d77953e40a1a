import type { Logger } from '../logger.ts'

/** The nice value background work runs at. */
export const BACKGROUND_NICE = 10

/** What the recommendation worker does around background work (the thread's priority, its heap). */
export interface BackgroundDeps {
  getPriority(): number
  setPriority(priority: number): void
  /** Hands the memory the work freed back to the system (heap-release.ts). */
  releaseHeap(): void
  logger: Pick<Logger, 'info'>
}

/**
 * The worker's answer to the engine's `background` notices (decisions 065 and 066). Background
 * work (a catalogue reload, the quiz segments ahead) runs at nice 10, so on a busy machine it
 * yields the CPU to the serving thread; a shopper's own request (an uncommon profile, complete
 * the look for a piece not asked before) runs at the priority the thread started with, since
 * she is waiting for it. Linux lets a thread lower its priority but not raise it again without
 * CAP_SYS_NICE: where that is refused the thread stays at nice 10 from its first reload on.
 * When the work ends, still at nice 10, the heap it churned through is released.
 */
export function backgroundHandler(deps: BackgroundDeps): (busy: boolean) => void {
  /** The priority the thread started with (the process's: an operator's `nice` is kept between reloads). */
  const startedAt = (() => {
    try {
      return deps.getPriority()
    } catch {
      return 0
    }
  })()
  let raiseRefused = false
  return (busy) => {
    if (!busy) deps.releaseHeap()
    if (!busy && raiseRefused) return
    try {
      deps.setPriority(busy ? Math.max(startedAt, BACKGROUND_NICE) : startedAt)
    } catch (err) {
      if (busy) return
      raiseRefused = true
      deps.logger.info({ err }, 'the recommendation worker stays at nice 10 between reloads: this process may not raise a thread priority')
    }
  }
}
