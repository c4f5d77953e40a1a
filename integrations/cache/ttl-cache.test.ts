import { describe, expect, it } from 'vitest'
import { CACHE_POLICY, createTtlCache, readThrough } from './ttl-cache.ts'

function manualClock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

describe('createTtlCache', () => {
  it('treats an entry as absent once its age exceeds its time-to-live', () => {
    const clock = manualClock()
    const cache = createTtlCache<string>({ max: 10, ttlMs: 1000, clock })
    cache.set('a', 'A')
    clock.advance(1000)
    expect(cache.get('a')).toBe('A')
    clock.advance(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('takes a per-entry lifetime', () => {
    const clock = manualClock()
    const cache = createTtlCache<string>({ max: 10, ttlMs: 1000, clock })
    cache.set('short', 'S', 10)
    clock.advance(11)
    expect(cache.get('short')).toBeUndefined()
  })

  it('evicts the least recently used entry when full', () => {
    const cache = createTtlCache<number>({ max: 2, ttlMs: 60_000, clock: manualClock() })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  it('with a byte bound, evicts the least recently used until the bytes fit, whatever the count', () => {
    const cache = createTtlCache<string>({ max: 100, maxBytes: 10, sizeOf: (v) => v.length, ttlMs: 60_000, clock: manualClock() })
    cache.set('a', 'xxxx')
    cache.set('b', 'xxxx')
    cache.get('a')
    cache.set('c', 'xxxx')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('xxxx')
    expect(cache.get('c')).toBe('xxxx')
    expect(cache.size).toBe(2)
    // Small entries: many fit, up to the bytes.
    for (let i = 0; i < 10; i++) cache.set(`s${i}`, 'x')
    expect(cache.size).toBe(10)
  })

  it('sweeps expired entries without a read', () => {
    const clock = manualClock()
    const cache = createTtlCache<number>({ max: 10, ttlMs: 100, clock })
    cache.set('a', 1)
    cache.set('b', 2, 1000)
    clock.advance(500)
    expect(cache.sweep()).toBe(1)
    expect(cache.size).toBe(1)
  })

  it('clears every entry and says how many went', () => {
    const cache = createTtlCache<number>({ max: 10, ttlMs: 100, clock: manualClock() })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.clear()).toBe(2)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('holds the spec figures', () => {
    expect(CACHE_POLICY.retailSearchTtlMs).toBe(900_000)
    expect(CACHE_POLICY.productDetailsTtlMs).toBe(3_600_000)
    expect(CACHE_POLICY.recommendations).toMatchObject({ max: 1000, ttlMs: 1_800_000, sweepEveryMs: 300_000 })
    expect(CACHE_POLICY.shared).toEqual({ max: 2000, ttlMs: 3_600_000 })
  })
})

describe('readThrough', () => {
  it('loads once while fresh and again after expiry, and never caches a failure', async () => {
    const clock = manualClock()
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 1000, clock })
    let calls = 0
    const load = async () => [`v${++calls}`]
    expect(await readThrough(cache, 'k', 1000, load)).toEqual(['v1'])
    expect(await readThrough(cache, 'k', 1000, load)).toEqual(['v1'])
    clock.advance(1001)
    expect(await readThrough(cache, 'k', 1000, load)).toEqual(['v2'])
    await expect(readThrough(cache, 'x', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(cache.get('x')).toBeUndefined()
  })
})
