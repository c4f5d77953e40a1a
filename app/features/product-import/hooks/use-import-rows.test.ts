import { expect, it } from 'vitest'
import type { ImportJobView } from '#core/import/import-job.ts'
import type { TableRow } from '../components/import-table.tsx'
import { rowsAfterImport, rowsToFix } from './use-import-rows.ts'

const row = (key: number, status: TableRow['status'], errors: string[] = []): TableRow => ({
  key,
  input: { productName: `Piece ${key}`, affiliateUrl: `https://amzn.to/${key}`, imageUrl: `https://x/${key}.jpg`, category: 'dresses', season: 'spring' },
  status,
  errors,
  cellErrors: {},
  changes: [],
  undone: {},
})

const job = (over: Partial<ImportJobView>, failures: Array<{ row: number; reason: string }> = []): ImportJobView => ({
  id: 'job',
  status: 'completed',
  totalRows: 0,
  processedRows: 0,
  succeededRows: 0,
  failedRows: 0,
  message: null,
  result: { alert: { tone: 'success', message: '' }, failures: failures.map((f) => ({ ...f, name: '' })), invalid: 0, duplicates: 0 },
  cancelRequested: false,
  createdAt: '',
  updatedAt: '',
  finishedAt: null,
  ...over,
})

it('after an import, the rows that landed leave and every other row stays: unsent ones as they were, refused ones with the reason', () => {
  const rows = [row(1, 'valid'), row(2, 'invalid', ['Product name is required']), row(3, 'valid'), row(4, 'valid'), row(5, 'pending')]
  // Rows 1, 3 and 4 were sent; the server refused the second one sent (key 3).
  const left = rowsAfterImport(rows, [1, 3, 4], job({ succeededRows: 2 }, [{ row: 2, reason: 'This affiliate link is already in the catalogue' }]))
  expect(left.map((r) => [r.key, r.status, r.errors])).toEqual([
    [2, 'invalid', ['Product name is required']],
    [3, 'invalid', ['This affiliate link is already in the catalogue']],
    [5, 'pending', []],
  ])
})

it('rows that updated a product leave the table too: they were sent after the new ones', () => {
  const rows = [row(1, 'valid'), row(2, 'valid'), row(3, 'valid'), row(4, 'valid')]
  // Keys 1 and 2 are new pieces, 3 and 4 update products whose links are in the catalogue; one new one was refused.
  const left = rowsAfterImport(rows, [1, 2, 3, 4], job({ succeededRows: 1, result: { ...job({}).result!, updated: 2, failures: [{ row: 2, reason: 'Image URL is not accessible', name: '' }] } }))
  expect(left.map((r) => [r.key, r.status])).toEqual([[2, 'invalid']])
})

it('a stopped import keeps the sent rows it did not reach, back to Pending', () => {
  const rows = [row(1, 'valid'), row(2, 'valid'), row(3, 'valid')]
  const left = rowsAfterImport(rows, [1, 2, 3], job({ status: 'stopped', succeededRows: 1 }))
  expect(left.map((r) => [r.key, r.status])).toEqual([
    [2, 'pending'],
    [3, 'pending'],
  ])
})

it('when the failures were cut short, no row is taken as landed: all stay, to validate again', () => {
  const rows = [row(1, 'valid'), row(2, 'valid')]
  const failures = Array.from({ length: 100 }, (_, i) => ({ row: i + 3, reason: 'x' }))
  expect(rowsAfterImport(rows, [1, 2], job({ succeededRows: 1 }, failures)).map((r) => r.key)).toEqual([1, 2])
})

it('the rows to fix are the invalid ones and those with an undone cell, each with its reasons on one line', () => {
  const undone = { ...row(3, 'pending'), undone: { season: 'All Season' } }
  expect(rowsToFix([row(1, 'valid'), row(2, 'invalid', ['Product name is required', 'Invalid image URL format']), undone])).toEqual([
    { input: row(2, 'invalid').input, reason: 'Product name is required; Invalid image URL format' },
    { input: undone.input, reason: 'Choose a season: “All Season” is not one' },
  ])
})
