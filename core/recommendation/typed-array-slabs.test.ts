import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arrayMakerFor, OWN_BLOCKS, SLAB_BYTES, type TypedArrayType, TypedArraySlabs } from './typed-array-slabs.ts'

/** What the test reads of any typed array. */
interface Numbers {
  readonly length: number
  readonly byteOffset: number
  fill(value: number): unknown
  every(test: (value: number) => boolean): boolean
}
const TYPES: TypedArrayType<Numbers>[] = [Uint8Array, Int8Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array]

describe('typed arrays carved from slabs', () => {
  it('hands out zeroed, aligned arrays that never overlap, across slabs', () => {
    fc.assert(
      fc.property(
        // Lengths up to a fifth of a slab, so a run of them fills one and starts the next.
        fc.array(fc.record({ type: fc.integer({ min: 0, max: TYPES.length - 1 }), length: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: SLAB_BYTES / 40 })) }), { minLength: 1, maxLength: 24 }),
        (requests) => {
          const slabs = new TypedArraySlabs()
          const made = requests.map(({ type, length }) => slabs.make(TYPES[type]!, length))
          made.forEach((a, k) => {
            expect(a.length).toBe(requests[k]!.length)
            expect(a.byteOffset % 8).toBe(0)
            expect(a.every((v) => v === 0)).toBe(true)
            a.fill(k + 1)
          })
          // Each still holds its own mark: none was written over by a later one.
          made.forEach((a, k) => expect(a.every((v) => v === k + 1)).toBe(true))
        },
      ),
      { numRuns: 25 },
    )
  })

  it('starts a new slab when the current one is full, and gives a larger array one of its own', () => {
    const slabs = new TypedArraySlabs()
    const first = slabs.make(Uint8Array, SLAB_BYTES - 4)
    const second = slabs.make(Uint8Array, 16)
    expect(second.buffer).not.toBe(first.buffer)
    expect(second.buffer.byteLength).toBe(SLAB_BYTES)
    const huge = slabs.make(Float64Array, SLAB_BYTES / 8 + 1)
    expect(huge.buffer.byteLength).toBe(SLAB_BYTES + 8)
    // The slab in use is still the second's.
    expect(slabs.make(Uint8Array, 1).buffer).toBe(second.buffer)
  })

  it('is chosen for large catalogues only', () => {
    expect(arrayMakerFor(100)).toBe(OWN_BLOCKS)
    expect(arrayMakerFor(100_000)).toBeInstanceOf(TypedArraySlabs)
    expect(OWN_BLOCKS.make(Float64Array, 3)).toEqual(new Float64Array(3))
  })
})
