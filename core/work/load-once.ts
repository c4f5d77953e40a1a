/**
 * A value made once, on first ask, by an async `load` (a module imported on first use, and
 * what is built from it): every caller shares the one promise; a failed load is tried again
 * on the next ask instead of failing for the process's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined
      throw err
    }))
}
