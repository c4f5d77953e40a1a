import { LRUCache } from 'lru-cache'
import { type ArrayMaker, OWN_BLOCKS } from './typed-array-slabs.ts'

// A catalogue's products and attributes as bytes, not objects (issue 29, item 3): 100,000
// products as objects held about 2 KB each on the worker's heap, and every collection marked
// them all. Packed, each is a JSON array of its fields (no key names) in chunks of bytes,
// decoded when read; the few read most are kept decoded (decision 066).

/** Records by position, decoded when read. */
export interface RecordList<T> {
  readonly length: number
  /** Record i, kept decoded for the next reader. */
  get(i: number): T
  /** Record i decoded afresh and not kept: for a pass over the whole list, which would only churn what is kept. */
  decode(i: number): T
}

/** How a record becomes a JSON array and back; `keys` fixes the fields' order. */
export interface TupleCodec<T> {
  encode(value: T): unknown[]
  decode(tuple: unknown[]): T
}

/**
 * A codec for plain records whose fields are all JSON values (no undefined): the values of
 * `keys` in order, and the object rebuilt from them.
 */
export function tupleCodec<T extends object>(keys: readonly (keyof T & string)[]): TupleCodec<T> {
  return {
    encode: (value) => keys.map((k) => value[k]),
    decode: (tuple) => {
      const out: Record<string, unknown> = {}
      for (let k = 0; k < keys.length; k++) out[keys[k]!] = tuple[k]
      return out as T
    },
  }
}

/** How many decoded records each list keeps: a dashboard page, its reasons and outfits read a few dozen. */
const DECODED_KEPT = 1024
const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * Records are written into chunks of 1 MB and never straddle two, so packing never copies what
 * it wrote (a single buffer doubling as it fills copied the catalogue twice over and zeroed
 * twice its size). A record's start is its chunk times the chunk size plus its place there.
 */
const CHUNK_BITS = 20
const CHUNK = 1 << CHUNK_BITS
/** Starts are 32-bit: 4,096 chunks of 1 MB at most. */
const MAX_CHUNKS = 2 ** (32 - CHUNK_BITS)

/** Packs records one after another; `finish` hands over the list and keeps nothing. */
export class RecordPacker<T> {
  private readonly chunks: Uint8Array[] = []
  private current = new Uint8Array(0)
  private used = 0
  private starts: Uint32Array
  private lengths: Uint32Array
  private count = 0
  private readonly codec: TupleCodec<T>
  private readonly arrays: ArrayMaker

  /**
   * Room for `expected` records' positions made once, not grown record by record; chunks and
   * positions from `arrays` (a large catalogue's slabs, typed-array-slabs.ts).
   */
  constructor(codec: TupleCodec<T>, expected = 0, arrays: ArrayMaker = OWN_BLOCKS) {
    this.codec = codec
    this.arrays = arrays
    this.starts = arrays.make(Uint32Array, Math.max(16, expected))
    this.lengths = arrays.make(Uint32Array, Math.max(16, expected))
  }

  add(value: T): void {
    const json = JSON.stringify(this.codec.encode(value))
    // UTF-8 takes at most three bytes per UTF-16 unit.
    const room = json.length * 3
    if (this.used + room > this.current.length) {
      if (this.chunks.length === MAX_CHUNKS) throw new RangeError('packed records: more than 4 GB')
      // A record larger than a chunk gets one of its own, which nothing else shares.
      this.current = this.arrays.make(Uint8Array, Math.max(CHUNK, room))
      this.used = 0
      this.chunks.push(this.current)
    }
    if (this.count === this.starts.length) {
      this.starts = grownTo(this.starts, this.count * 2, this.arrays)
      this.lengths = grownTo(this.lengths, this.count * 2, this.arrays)
    }
    const end = writeUtf8(json, this.current, this.used)
    this.starts[this.count] = (this.chunks.length - 1) * CHUNK + this.used
    this.lengths[this.count++] = end - this.used
    this.used = this.current.length > CHUNK ? this.current.length : end
  }

  /** The packed list; the last chunk and the position arrays cut to size. */
  finish(): RecordList<T> {
    const last = this.chunks.length - 1
    const { arrays } = this
    if (last >= 0 && this.current.length <= CHUNK) this.chunks[last] = arrays.fitted(this.current, this.used)
    return new PackedRecords(this.chunks, arrays.fitted(this.starts, this.count), arrays.fitted(this.lengths, this.count), this.codec)
  }
}

/**
 * Writes `s` as UTF-8 at `at` and returns where it ends. Catalogue text is mostly ASCII, and
 * a plain loop writes that several times faster than a call into the encoder per record.
 */
function writeUtf8(s: string, bytes: Uint8Array, at: number): number {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k)
    if (c > 0x7f) return at + encoder.encodeInto(s, bytes.subarray(at)).written
    bytes[at + k] = c
  }
  return at + s.length
}

function grownTo(a: Uint32Array, size: number, arrays: ArrayMaker): Uint32Array {
  const next = arrays.make(Uint32Array, size)
  next.set(a)
  return next
}

class PackedRecords<T> implements RecordList<T> {
  private readonly chunks: readonly Uint8Array[]
  private readonly starts: Uint32Array
  private readonly lengths: Uint32Array
  private readonly codec: TupleCodec<T>
  private readonly decoded = new LRUCache<number, T & object>({ max: DECODED_KEPT })

  constructor(chunks: readonly Uint8Array[], starts: Uint32Array, lengths: Uint32Array, codec: TupleCodec<T>) {
    this.chunks = chunks
    this.starts = starts
    this.lengths = lengths
    this.codec = codec
  }

  get length(): number {
    return this.starts.length
  }

  get(i: number): T {
    const kept = this.decoded.get(i)
    if (kept !== undefined) return kept
    const value = this.decode(i)
    this.decoded.set(i, value as T & object)
    return value
  }

  decode(i: number): T {
    if (!(i >= 0 && i < this.starts.length)) throw new RangeError(`record ${i} of ${this.starts.length}`)
    const start = this.starts[i]!
    const at = start & (CHUNK - 1)
    const bytes = this.chunks[start >>> CHUNK_BITS]!.subarray(at, at + this.lengths[i]!)
    const value = this.codec.decode(JSON.parse(decoder.decode(bytes)) as unknown[])
    // Records are shared between readers, as the objects they replace were: frozen, so none changes another's.
    return Object.freeze(value)
  }
}

/** Every record decoded, as an array: for tests and benches, never a request's path. */
export function recordArray<T>(list: RecordList<T>): T[] {
  return Array.from({ length: list.length }, (_, i) => list.decode(i))
}
