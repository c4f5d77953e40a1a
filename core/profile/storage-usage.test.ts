import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STORAGE_CAPACITY_BYTES, storageUsage } from './storage-usage.ts'

describe('storageUsage', () => {
  it('counts keys and values at two bytes per character against 5 MB', () => {
    expect(STORAGE_CAPACITY_BYTES).toBe(5_242_880)
    expect(storageUsage([['ab', 'cdef']])).toEqual({
      usedBytes: 12,
      availableBytes: 5_242_880 - 12,
      percentUsed: 0,
    })
  })

  it('reports the percent used to two decimals', () => {
    const half = 'x'.repeat(STORAGE_CAPACITY_BYTES / 4)
    expect(storageUsage([['', half]]).percentUsed).toBe(50)
    expect(storageUsage([['k', 'v']], 1000).percentUsed).toBe(0.4)
  })

  it('never reports negative space available when storage is over capacity', () => {
    expect(storageUsage([['k', 'x'.repeat(100)]], 50)).toMatchObject({ availableBytes: 0, usedBytes: 202 })
  })

  it('used plus available is the capacity while within it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (entries) => {
        const u = storageUsage(entries)
        expect(u.usedBytes + u.availableBytes).toBe(STORAGE_CAPACITY_BYTES)
        expect(u.percentUsed).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
