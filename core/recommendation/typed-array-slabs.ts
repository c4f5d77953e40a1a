// Where a catalogue index's typed arrays come from (decision 075). A catalogue change builds a
// second index while the first still serves. Made of ordinary blocks, both came from the
// worker thread's malloc arena, and once the first was collected its 50-80 MB stayed resident
// as the arena's free space: glibc gives an arena's memory back to the system only from its top.
// A block larger than 64 MB never comes from a thread's arena (they grow in heaps of 64 MB) and
// is above glibc's largest mmap threshold (32 MB), so it is mapped on its own and unmapped when
// collected. Other allocators map blocks that large too. Only pages written are resident, so a
// slab's unused end costs address space, not memory.

/** A typed array constructor, for arrays carved from a slab. */
export interface TypedArrayType<A> {
  new (length: number): A
  new (buffer: ArrayBuffer, byteOffset: number, length: number): A
  readonly BYTES_PER_ELEMENT: number
}

/** A typed array, as far as cutting it to size goes. */
interface Cuttable<A> {
  subarray(begin: number, end: number): A
  slice(begin: number, end: number): A
}

/** Makes zeroed typed arrays, and cuts the ones it made to size. */
export interface ArrayMaker {
  /** `length` zeroed elements. */
  make<A>(Type: TypedArrayType<A>, length: number): A
  /** The first `length` elements of an array it made, as the array's final size. */
  fitted<A extends Cuttable<A>>(array: A, length: number): A
}

/**
 * Each array its own block of the thread's heap: for small catalogues (tests, the sample
 * shop). Cut to size by a copy, so the larger block can go.
 */
export const OWN_BLOCKS: ArrayMaker = { make: (Type, length) => new Type(length), fitted: (array, length) => array.slice(0, length) }

/** A slab's size: above 64 MB, and a whole number of 4 KB pages. */
export const SLAB_BYTES = 65 * 2 ** 20
/** Arrays start on 8-byte boundaries, as a Float64Array needs. */
const ALIGN = 8

/**
 * Carves arrays from slabs of SLAB_BYTES, one after another; an array larger than a slab
 * gets a slab of its own size. The arrays of one index die together, so a slab is never kept
 * alive by a few arrays of an index that is otherwise gone.
 */
export class TypedArraySlabs implements ArrayMaker {
  private slab: ArrayBuffer | null = null
  private used = 0

  make<A>(Type: TypedArrayType<A>, length: number): A {
    const bytes = length * Type.BYTES_PER_ELEMENT
    if (bytes > SLAB_BYTES) return new Type(new ArrayBuffer(bytes), 0, length)
    const at = Math.ceil(this.used / ALIGN) * ALIGN
    if (!this.slab || at + bytes > SLAB_BYTES) {
      this.slab = new ArrayBuffer(SLAB_BYTES)
      this.used = bytes
      return new Type(this.slab, 0, length)
    }
    this.used = at + bytes
    return new Type(this.slab, at, length)
  }

  /** A view of the same memory: the rest was never written, so it costs nothing. */
  fitted<A extends Cuttable<A>>(array: A, length: number): A {
    return array.subarray(0, length)
  }
}

/**
 * Catalogues of this many products or more take their arrays from slabs: below it a whole
 * index is a few megabytes, and a 65 MB slab per index would count 65 MB against V8's budget
 * for memory outside its heap and bring on collections for nothing.
 */
export const SLABS_FROM_PRODUCTS = 10_000

/** The array maker for an index of `expected` products. */
export function arrayMakerFor(expected: number): ArrayMaker {
  return expected >= SLABS_FROM_PRODUCTS ? new TypedArraySlabs() : OWN_BLOCKS
}
