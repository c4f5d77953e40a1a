import { describe, expect, it } from 'vitest'
import { loadOnce } from './load-once.ts'

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failure', async () => {
    let calls = 0
    let fail = true
    const get = loadOnce(async () => {
      calls++
      if (fail) throw new Error('offline')
      return { n: calls }
    })
    await expect(Promise.all([get(), get()])).rejects.toThrow('offline')
    expect(calls).toBe(1)
    fail = false
    const [a, b] = await Promise.all([get(), get()])
    expect(a).toBe(b)
    expect(await get()).toBe(a)
    expect(calls).toBe(2)
  })
})
