import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { simulateCast } from '../testing/colour-cast.ts'
import { channelMedians, neutralise } from './neutral-copy.ts'

/** The largest byte difference between the neutral copies of a photo of these colours as taken and under the cast. */
function worstDifference(colours: ReadonlyArray<readonly [number, number, number]>, cast: { r: number; b: number; ev: number }): number {
  const photo = colours.flatMap(([red, green, blue]) => [red, green, blue, 255])
  const asTaken = neutralise(photo)
  const seen = neutralise(simulateCast(photo, cast))
  let worst = 0
  for (let i = 0; i < photo.length; i++) worst = Math.max(worst, Math.abs(seen[i]! - asTaken[i]!))
  return worst
}

describe('the cast-neutral copy the face finder sees', () => {
  it('takes each channel\'s median byte, over opaque pixels only', () => {
    expect(channelMedians([10, 20, 30, 255, 50, 60, 70, 255, 90, 100, 110, 255, 0, 0, 0, 0])).toEqual([50, 60, 70])
    expect(channelMedians([1, 2, 3, 0])).toBeNull()
  })

  it('is (nearly) the same picture under any red and blue gain 0.8-1.2 and exposure ±1 EV (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 50, max: 150 }), fc.integer({ min: 50, max: 150 }), fc.integer({ min: 50, max: 150 })), { minLength: 30, maxLength: 120 }),
        fc.double({ min: 0.8, max: 1.2, noNaN: true }),
        fc.double({ min: 0.8, max: 1.2, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (colours, r, b, ev) => {
          const worst = worstDifference(colours, { r, b, ev })
          // Left over: 8-bit rounding, twice (the cast, then the copy); a stop under halves the levels.
          // (Colours kept below what +1 EV at a gain of 1.2 would clip: clipping is lost light.)
          expect(worst).toBeLessThanOrEqual(12)
        },
      ),
      { numRuns: 200, seed: 26 },
    )
  })

  it('is the same picture of a dark room one stop brighter: no bound on the gain a dark photo asks for (property)', () => {
    fc.assert(
      fc.property(
        // A dim, warm room: channel medians around bytes 32, 22 and 19, as a sample photo's.
        fc.array(fc.tuple(fc.integer({ min: 20, max: 60 }), fc.integer({ min: 14, max: 45 }), fc.integer({ min: 12, max: 40 })), { minLength: 30, maxLength: 120 }),
        fc.double({ min: 0.8, max: 1.2, noNaN: true }),
        fc.double({ min: 0.8, max: 1.2, noNaN: true }),
        (colours, r, b) => {
          const worst = worstDifference(colours, { r, b, ev: 1 })
          // Left over: the dark bytes' coarse levels, lifted by the gain (a bound of 16 left blue twice as bright).
          expect(worst).toBeLessThanOrEqual(16)
        },
      ),
      { numRuns: 200, seed: 26 },
    )
  })
})
