import { describe, expect, it } from 'vitest'
import { xlsxBomb } from '#tests/support/xlsx-bomb.ts'
import { parseImportFile } from './import-file.ts'
import { WORKBOOK_LIMITS } from './import-file-limits.ts'
import { createImportFileReader } from './import-file-reader.ts'

const csv = new TextEncoder().encode('Product Name,Affiliate Link,Image URL\nWrap Dress,https://amzn.to/1,https://x/i.jpg\n')

// Starting a worker loads SheetJS: seconds on a busy machine, hence the longer time allowed.
describe('the import file reader (worker threads)', { timeout: 60_000 }, () => {
  it('reads CSV and workbooks as parseImportFile does', async () => {
    const reader = createImportFileReader()
    expect(await reader.read('p.csv', csv)).toEqual(parseImportFile('p.csv', csv))
    const workbook = xlsxBomb({ chunks: 1 })
    expect(await reader.read('p.xlsx', workbook)).toEqual(parseImportFile('p.xlsx', workbook))
  })

  it('answers a zip bomb with its refusal', async () => {
    expect(await createImportFileReader().read('bomb.xlsx', xlsxBomb({ chunks: 100 }))).toMatchObject({ ok: false, code: 'unpacks-too-large' })
  })

  it('stops a read that runs out of time, and one that runs out of memory, and says so', async () => {
    const message = 'Reading this file took longer than 0 seconds, or needed more memory than an import may use. Split it into smaller files, or save it as CSV.'
    // No worker starts, loads SheetJS and parses within a millisecond.
    expect(await createImportFileReader({ timeoutMs: 1 }).read('p.csv', csv)).toEqual({ ok: false, code: 'too-slow', message })

    // Within the unpacked-size limit given, but not within a 32 MB heap.
    const starved = createImportFileReader({ maxHeapMb: 32, limits: { ...WORKBOOK_LIMITS, maxUnpackedBytes: 1024 * 1024 * 1024, maxCells: 10_000_000 } })
    expect(await starved.read('big.xlsx', xlsxBomb({ chunks: 60 }))).toMatchObject({ ok: false, code: 'too-slow' })
  })

  it('reads at most `concurrency` files at once; the rest wait their turn and are all answered', async () => {
    const reader = createImportFileReader({ concurrency: 1 })
    const results = await Promise.all([1, 2, 3].map(() => reader.read('p.csv', csv)))
    expect(results.every((r) => r.ok)).toBe(true)
  })
})
