import v8 from 'node:v8'
import vm from 'node:vm'

// V8 keeps the pages a collection frees in a pool for its next allocations, and hands them
// back to the system only in a collection meant to reduce memory, which it starts when the
// thread's allocation rate is low and only after another collection. The recommendation
// worker allocates hundreds of megabytes of short-lived rows and strings in a reload, then
// little: 100,000 products left about 300 MB of pooled pages resident for good (decision 066).
// Node exposes no call for such a collection, so the worker asks for one through V8's `gc`,
// made reachable for this thread alone: the flag only lets new contexts see `gc`, and no
// context but this one is made.

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

/** A function that collects everything and returns the pooled pages to the system (a few hundred ms on a 100k snapshot). */
export function heapReleaser(): () => void {
  v8.setFlagsFromString('--expose-gc')
  const collect = vm.runInNewContext('gc') as Collect
  return () => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}
