/**
 * Long work written once as a generator that yields between steps, run either to the end at
 * once (a request that needs the answer now) or a slice at a time with the thread turned in
 * between (the background, so that answers a shopper waits for are not held behind it).
 */
export type Steps<T> = Generator<void, T, void>

/** Runs the steps to their end without a pause. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/** Runs the steps, awaiting `between` at each pause (for instance one turn of the event loop). */
export async function runInSlices<T>(steps: Steps<T>, between: () => Promise<void>): Promise<T> {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
    await between()
  }
}
