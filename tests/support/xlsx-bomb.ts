import { constants, crc32, deflateRawSync } from 'node:zlib'

// Workbooks built byte by byte for the import's limits: a real, minimal .xlsx (a zip of five
// XML files) whose sheet can be made to unpack to hundreds of megabytes from a file of a few
// hundred kilobytes. Generated in the test, never committed.

interface Deflated {
  /** The raw deflate stream. */
  data: Buffer
  size: number
  crc: number
}

/**
 * One deflate stream that unpacks to `head`, then `chunk` repeated `times`, then `tail`.
 * Each piece is compressed alone and ended with a full flush (byte-aligned, no
 * back-references across pieces), so the chunk's compressed block can be repeated as is:
 * the file grows by about a kilobyte per unpacked megabyte.
 */
function repeatedStream(head: string, chunk: string, times: number, tail: string): Deflated {
  const full = { finishFlush: constants.Z_FULL_FLUSH }
  const block = deflateRawSync(chunk, full)
  const chunkBytes = Buffer.from(chunk)
  let crc = crc32(head)
  for (let i = 0; i < times; i++) crc = crc32(chunkBytes, crc)
  crc = crc32(tail, crc)
  return {
    data: Buffer.concat([deflateRawSync(head, full), ...Array.from({ length: times }, () => block), deflateRawSync(tail)]),
    size: Buffer.byteLength(head) + chunkBytes.byteLength * times + Buffer.byteLength(tail),
    crc,
  }
}

const deflated = (text: string): Deflated => repeatedStream(text, '', 0, '')

/** A zip archive (deflated entries, no data descriptors); `declaredSize` may lie about an entry. */
function zip(entries: Array<{ name: string; content: Deflated; declaredSize?: number }>): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, content, declaredSize } of entries) {
    const nameBytes = Buffer.from(name)
    const size = declaredSize ?? content.size
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt16LE(0x21, 12) // 1980-01-01
    local.writeUInt32LE(content.crc >>> 0, 14)
    local.writeUInt32LE(content.data.byteLength, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(nameBytes.byteLength, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(content.crc >>> 0, 16)
    central.writeUInt32LE(content.data.byteLength, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(nameBytes.byteLength, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, content.data)
    centrals.push(central, nameBytes)
    offset += local.byteLength + nameBytes.byteLength + content.data.byteLength
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.byteLength, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row><c t="inlineStr"><is><t>Product Name</t></is></c><c t="inlineStr"><is><t>Affiliate Link</t></is></c><c t="inlineStr"><is><t>Image URL</t></is></c></row>'
const SHEET_TAIL = '</sheetData></worksheet>'
const ROW =
  '<row><c t="inlineStr"><is><t>Bomb Dress</t></is></c><c t="inlineStr"><is><t>https://www.amazon.com/dp/B0BOMB0001</t></is></c><c t="inlineStr"><is><t>https://example.com/bomb.jpg</t></is></c></row>'
const ROWS_PER_CHUNK = 4096

/**
 * An .xlsx whose first sheet repeats one product row `chunks` x 4096 times (about 0.7 MB
 * unpacked per chunk, about 1 KB in the file). `declare: 'understated'` makes the archive's
 * directory claim the sheet is tiny, as a bomb that lies about its size would.
 */
export function xlsxBomb(options: { chunks: number; declare?: 'honest' | 'understated' }): Uint8Array<ArrayBuffer> {
  const sheet = repeatedStream(SHEET_HEAD, ROW.repeat(ROWS_PER_CHUNK), options.chunks, SHEET_TAIL)
  return zip([
    {
      name: '[Content_Types].xml',
      content: deflated(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      content: deflated(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      content: deflated(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: deflated(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheet, ...(options.declare === 'understated' ? { declaredSize: 4096 } : {}) },
  ])
}

/** Bytes the bomb's sheet unpacks to. */
export function xlsxBombUnpackedBytes(chunks: number): number {
  return Buffer.byteLength(SHEET_HEAD) + Buffer.byteLength(ROW) * ROWS_PER_CHUNK * chunks + Buffer.byteLength(SHEET_TAIL)
}
