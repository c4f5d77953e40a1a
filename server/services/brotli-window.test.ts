import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brotliWindowBits } from './recommendation-engine.ts'

describe("an answer's brotli window", () => {
  it('is the smallest that holds the whole body, within brotli bounds of 10 to 22 bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 23 }), (bytes) => {
        const bits = brotliWindowBits(bytes)
        expect(bits).toBeGreaterThanOrEqual(10)
        expect(bits).toBeLessThanOrEqual(22)
        if (bytes <= 1 << 22) expect(2 ** bits).toBeGreaterThanOrEqual(bytes)
        if (bits > 10) expect(2 ** (bits - 1)).toBeLessThan(bytes)
      }),
    )
  })
})
