import { subjectOf } from '../rule-book/conditions.ts'
import { KEY_PIECES, type KeyPiece, subjectIsKeyPiece } from '../rule-book/key-pieces.ts'
import { runInSlices, runToEnd, type Steps } from '../work/steps.ts'
import type { CatalogueIndex } from './catalogue-index.ts'

// Which products are each key piece (the blueprint's "shop this piece"): the attributes live
// packed (packed-records.ts), so rather than decoding every product on each such request, one
// pass decodes each once and keeps a bit per product and piece: 50 pieces, 6 bytes a product.

const MATCHES = new WeakMap<CatalogueIndex, ReadonlyMap<string, Uint32Array>>()

/** Every key piece's bits over the index, read on first use and kept as long as the index lives. */
export function keyPieceBits(ix: CatalogueIndex): ReadonlyMap<string, Uint32Array> {
  let bits = MATCHES.get(ix)
  if (!bits) {
    bits = runToEnd(keyPieceSteps(ix))
    MATCHES.set(ix, bits)
  }
  return bits
}

/** Reads the bits ahead of the first use, a slice of products at a time, awaiting `between` after each: for the background. */
export async function prepareKeyPieceBits(ix: CatalogueIndex, between: () => Promise<void>): Promise<void> {
  if (MATCHES.has(ix)) return
  const bits = await runInSlices(keyPieceSteps(ix), between)
  // A request that could not wait may have read them meanwhile: the first stays.
  if (!MATCHES.has(ix)) MATCHES.set(ix, bits)
}

/** Products between pauses when the bits are read in slices: a few milliseconds' work. Ours. */
const KEY_PIECE_SLICE = 2048

function* keyPieceSteps(ix: CatalogueIndex): Steps<ReadonlyMap<string, Uint32Array>> {
  const n = ix.attributes.length
  const words = (n + 31) >>> 5
  const bits = new Map(KEY_PIECES.map((p) => [p.id, new Uint32Array(words)]))
  const pieces = KEY_PIECES.map((p) => [p, bits.get(p.id)!] as const)
  for (let i = 0; i < n; i++) {
    const s = subjectOf(ix.attributes.decode(i))
    for (const [p, set] of pieces) if (subjectIsKeyPiece(p, s)) set[i >>> 5]! |= 1 << (i & 31)
    if ((i + 1) % KEY_PIECE_SLICE === 0) yield
  }
  return bits
}

/** Whether product i is the key piece. */
export function isKeyPiece(ix: CatalogueIndex, piece: KeyPiece): (i: number) => boolean {
  const set = keyPieceBits(ix).get(piece.id)!
  return (i) => (set[i >>> 5]! & (1 << (i & 31))) !== 0
}
