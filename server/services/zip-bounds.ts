import { inflateRawSync } from 'node:zlib'

export interface ZipLimits {
  /** Files in the archive. */
  maxEntries: number
  /** Bytes of all files together once unpacked. */
  maxUnpackedBytes: number
}

export type ZipBounds =
  | { ok: true; entries: number; unpackedBytes: number }
  | { ok: false; reason: 'not-a-zip' | 'too-many-entries' | 'too-large' | 'sizes-lie' }

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL_HEADER = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const ZIP64_EXTRA = 0x0001
const U16_MAX = 0xffff
const U32_MAX = 0xffff_ffff

interface Entry {
  method: number
  compressedSize: number
  unpackedSize: number
  localOffset: number
}

/**
 * Checks a zip (an .xlsx is one) against limits before anything inflates it: first the
 * sizes its central directory declares (an honest bomb stops here, having inflated
 * nothing), then each entry inflated with a cap at its declared size, so an archive that
 * understates its sizes is caught after at most the allowed number of bytes.
 */
export function checkZipBounds(bytes: Uint8Array, limits: ZipLimits): ZipBounds {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries = readCentralDirectory(view, limits)
  if (!Array.isArray(entries)) return entries

  let unpackedBytes = 0
  for (const entry of entries) {
    unpackedBytes += entry.unpackedSize
    if (unpackedBytes > limits.maxUnpackedBytes) return { ok: false, reason: 'too-large' }
  }
  for (const entry of entries) {
    const data = entryData(view, entry)
    if (!data) return { ok: false, reason: 'not-a-zip' }
    if (entry.method === 0) {
      if (data.byteLength !== entry.unpackedSize) return { ok: false, reason: 'sizes-lie' }
      continue
    }
    if (entry.method !== 8) continue // not deflate: the reader refuses it on its own
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(entry.unpackedSize, 1) })
      if (out.byteLength !== entry.unpackedSize) return { ok: false, reason: 'sizes-lie' }
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, reason: 'sizes-lie' }
      return { ok: false, reason: 'not-a-zip' }
    }
  }
  return { ok: true, entries: entries.length, unpackedBytes }
}

function readCentralDirectory(view: DataView, limits: ZipLimits): Entry[] | Extract<ZipBounds, { ok: false }> {
  const notZip = { ok: false, reason: 'not-a-zip' } as const
  // The end record sits in the last 22 bytes plus a comment of up to 64 KiB.
  let eocd = -1
  for (let i = view.byteLength - 22; i >= Math.max(0, view.byteLength - 22 - U16_MAX); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return notZip
  let count = view.getUint16(eocd + 10, true)
  let offset = view.getUint32(eocd + 16, true)
  if (count === U16_MAX || offset === U32_MAX) {
    const locator = eocd - 20
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return notZip
    const record = safeNumber(view.getBigUint64(locator + 8, true))
    if (record === null || record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_EOCD) return notZip
    const count64 = safeNumber(view.getBigUint64(record + 32, true))
    const offset64 = safeNumber(view.getBigUint64(record + 48, true))
    if (count64 === null || offset64 === null) return notZip
    count = count64
    offset = offset64
  }
  if (count > limits.maxEntries) return { ok: false, reason: 'too-many-entries' }

  const entries: Entry[] = []
  for (let i = 0; i < count; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL_HEADER) return notZip
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    const entry: Entry = {
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      unpackedSize: view.getUint32(offset + 24, true),
      localOffset: view.getUint32(offset + 42, true),
    }
    const extraStart = offset + 46 + nameLength
    if (extraStart + extraLength > view.byteLength) return notZip
    if (!readZip64Sizes(view, extraStart, extraLength, entry)) return notZip
    entries.push(entry)
    offset = extraStart + extraLength + commentLength
  }
  return entries
}

/** Sizes and offsets too big for 32 bits live in the ZIP64 extra field, in this order. */
function readZip64Sizes(view: DataView, start: number, length: number, entry: Entry): boolean {
  const wanted = (['unpackedSize', 'compressedSize', 'localOffset'] as const).filter((k) => entry[k] === U32_MAX)
  if (wanted.length === 0) return true
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true)
    const size = view.getUint16(at + 2, true)
    if (id === ZIP64_EXTRA) {
      if (size < wanted.length * 8 || at + 4 + size > start + length) return false
      for (const [i, key] of wanted.entries()) {
        const value = safeNumber(view.getBigUint64(at + 4 + i * 8, true))
        if (value === null) return false
        entry[key] = value
      }
      return true
    }
    at += 4 + size
  }
  return false
}

function entryData(view: DataView, entry: Entry): Uint8Array | null {
  const at = entry.localOffset
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) return null
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  if (start + entry.compressedSize > view.byteLength) return null
  return new Uint8Array(view.buffer, view.byteOffset + start, entry.compressedSize)
}

function safeNumber(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null
}
