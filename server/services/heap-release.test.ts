import { describe, expect, it } from 'vitest'
import { heapReleaser } from './heap-release.ts'

describe('the heap releaser', () => {
  it('collects what nothing holds any more, when asked', async () => {
    const release = heapReleaser()
    // Made in a function that returns only the WeakRef, so nothing else holds the target.
    const ref = (() => new WeakRef({ payload: Array.from({ length: 10_000 }, (_, i) => i) }))()
    // A WeakRef keeps its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0))
    release()
    expect(ref.deref()).toBeUndefined()
  })
})
