// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { AnalysisRunView } from '#core/ai/analysis-run.ts'
import { AnalysisProgress } from './analysis-progress.tsx'

afterEach(cleanup)

function makeRun(overrides: Partial<AnalysisRunView> = {}): AnalysisRunView {
  return {
    id: 'run-1',
    scope: 'unanalysed',
    status: 'running',
    total: 8,
    succeeded: 3,
    failed: 1,
    pending: 4,
    percent: 50,
    errors: [],
    engine: { mode: 'ai', provider: 'APICore', model: 'claude-3-sonnet', label: 'APICore (claude-3-sonnet)' },
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  }
}

it('shows a running run as a progress bar with its counts', () => {
  render(<AnalysisProgress run={makeRun()} />)
  const bar = screen.getByRole('progressbar', { name: 'Analysis progress' })
  expect(bar.getAttribute('aria-valuenow')).toBe('50')
  expect(bar.getAttribute('aria-valuetext')).toBe('4 of 8 products processed')
  expect(screen.getByText('Analyzing 4 of 8')).toBeTruthy()
  expect(screen.getByText('Succeeded: 3')).toBeTruthy()
  expect(screen.getByText('Failed: 1')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Errors' })).toBeNull()
})

it('lists the errors of a finished run and says how it ended', () => {
  const errors = Array.from({ length: 22 }, (_, i) => ({ productId: `p-${i}`, message: `APICore API error: 400 - bad request ${i}` }))
  const { rerender } = render(<AnalysisProgress run={makeRun({ status: 'completed', succeeded: 0, failed: 22, total: 22, pending: 0, percent: 100, errors })} />)
  expect(screen.getByText('Analysis completed.')).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Errors' })).toBeTruthy()
  // The first twenty, then a count of the rest.
  expect(screen.getAllByRole('listitem')).toHaveLength(20)
  expect(screen.getByText(/bad request 19$/)).toBeTruthy()
  expect(screen.getByText('and 2 more')).toBeTruthy()

  rerender(<AnalysisProgress run={makeRun({ status: 'stopped' })} />)
  expect(screen.getByText('Analysis stopped.')).toBeTruthy()
  rerender(<AnalysisProgress run={makeRun({ status: 'completed', total: 0, succeeded: 0, failed: 0, pending: 0, percent: 100 })} />)
  expect(screen.getByText('Nothing to analyze: every product in this scope is up to date.')).toBeTruthy()
})
