import { describe, expect, it } from 'vitest'
import { confidencePercent, isRunLive, productAnalysisStatus } from './analysis-run.ts'

describe('analysis run views', () => {
  it('shows confidence as a whole percentage, clamped, and nothing before any analysis', () => {
    expect(confidencePercent(0.876)).toBe(88)
    expect(confidencePercent(0)).toBe(0)
    expect(confidencePercent(1.4)).toBe(100)
    expect(confidencePercent(null)).toBeNull()
    expect(confidencePercent(Number.NaN)).toBeNull()
  })

  it('counts a product as analysed once it has a confidence score', () => {
    expect(productAnalysisStatus({ aiConfidenceScore: null })).toBe('pending')
    expect(productAnalysisStatus({ aiConfidenceScore: 0 })).toBe('analysed')
  })

  it('treats only a running run as live', () => {
    expect(isRunLive({ status: 'running' })).toBe(true)
    expect(isRunLive({ status: 'stopped' })).toBe(false)
    expect(isRunLive(null)).toBe(false)
  })
})
