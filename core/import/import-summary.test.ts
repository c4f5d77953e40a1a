import { describe, expect, it } from 'vitest'
import { importAlert } from './import-summary.ts'

describe('importAlert', () => {
  it('all succeeded', () => {
    expect(importAlert({ total: 3, succeeded: 3, failedNames: [], stopped: false })).toEqual({ tone: 'success', message: 'Successfully imported 3 products!' })
  })
  it('mixed lists up to 5 failed names then ...', () => {
    const failedNames = ['A', 'B', 'C', 'D', 'E', 'F']
    expect(importAlert({ total: 8, succeeded: 2, failedNames, stopped: false }).message).toBe('Import finished: 2 succeeded, 6 failed. Failed: A, B, C, D, E...')
    expect(importAlert({ total: 3, succeeded: 2, failedNames: ['A'], stopped: false })).toEqual({ tone: 'warning', message: 'Import finished: 2 succeeded, 1 failed. Failed: A' })
  })
  it('all failed suggests Full Diagnostic', () => {
    expect(importAlert({ total: 2, succeeded: 0, failedNames: ['A', 'B'], stopped: false })).toEqual({ tone: 'error', message: 'All 2 products failed to import. Run Full Diagnostic to check the database.' })
  })
  it('no valid products, errors and stops', () => {
    expect(importAlert({ total: 0, succeeded: 0, failedNames: [], stopped: false }).message).toBe('No valid products to import')
    expect(importAlert({ total: 2, succeeded: 0, failedNames: [], stopped: false, error: 'disk full' })).toEqual({ tone: 'error', message: 'Import failed: disk full' })
    expect(importAlert({ total: 4, succeeded: 2, failedNames: [], stopped: true }).message).toBe('Successfully imported 2 products! The import was stopped.')
    expect(importAlert({ total: 4, succeeded: 0, failedNames: [], stopped: true }).message).toBe('The import was stopped before any product was imported.')
  })
})
