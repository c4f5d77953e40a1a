// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { AnalysisRunView, AnalysisStatsView } from '#core/ai/analysis-run.ts'
import { apiAnswer, apiRefusal } from '#tests/support/api-answers.ts'
import { AnalyzeMatchDialog } from './analyze-match-dialog.tsx'

const RULES = { mode: 'rule-based' as const, provider: 'APICore', model: null, label: 'Rule-based engine' }
const STATS: AnalysisStatsView = {
  totalAnalyses: 0,
  analyzedProductsCount: 0,
  avgConfidenceScore: null,
  lastAnalyzedAt: null,
  totalProducts: 12,
  analysedProducts: 0,
  pendingProducts: 12,
  completionPercent: 0,
  queue: { pending: 0, processing: 0, completed: 0, failed: 0 },
  engine: RULES,
}

let calls: Array<{ method: string; url: string; body: unknown }>

/** The dialog's network: the stats and current-run endpoints, and a run that finishes at once. */
beforeEach(() => {
  calls = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ method, url, body })
    if (url === '/api/admin/ai/stats') return apiAnswer<{ stats: AnalysisStatsView }>({ stats: STATS })
    if (url === '/api/admin/ai/runs/current') return apiAnswer<{ run: AnalysisRunView | null }>({ run: null })
    if (url === '/api/admin/ai/runs' && method === 'POST') {
      const total = body.scope === 'selected' ? body.productIds.length : 12
      const run: AnalysisRunView = {
        id: 'r1',
        scope: body.scope,
        status: 'completed',
        total,
        succeeded: total,
        failed: 0,
        pending: 0,
        percent: 100,
        errors: [],
        engine: RULES,
        startedAt: '2026-11-24T10:00:00.000Z',
        finishedAt: '2026-11-24T10:00:01.000Z',
      }
      return apiAnswer<{ run: AnalysisRunView }>({ run })
    }
    return apiRefusal(404, 'not-found', 'No route')
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('shows the figures, says the analysis is rule-based, and offers no selection scope without a selection', async () => {
  render(<AnalyzeMatchDialog open onOpenChange={() => {}} selectedIds={[]} />)
  const dialog = screen.getByRole('dialog', { name: 'Analyze & Match' })
  expect(await within(dialog).findByText('Never')).toBeTruthy()
  expect(within(dialog).getByText('12')).toBeTruthy()
  expect(within(dialog).getByText('No AI key is configured, so the rule-based engine scores these products.')).toBeTruthy()
  const radios = within(dialog).getAllByRole('radio')
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Only unanalyzed products (recommended)', 'Re-analyze all products'])
  expect((radios[0] as HTMLInputElement).checked).toBe(true)
})

it('analyses the selected products when that scope is chosen, and resets afterwards', async () => {
  render(<AnalyzeMatchDialog open onOpenChange={() => {}} selectedIds={['p-1', 'p-2', 'p-3']} />)
  const dialog = screen.getByRole('dialog', { name: 'Analyze & Match' })
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Selected products (3)' }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Start Analysis' }))
  expect(await within(dialog).findByText('Analysis completed.')).toBeTruthy()
  expect(within(dialog).getByText('Succeeded: 3')).toBeTruthy()
  expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/admin/ai/runs', body: { scope: 'selected', productIds: ['p-1', 'p-2', 'p-3'] } })

  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }))
  expect(within(dialog).queryByRole('progressbar')).toBeNull()
  expect((within(dialog).getByRole('radio', { name: 'Only unanalyzed products (recommended)' }) as HTMLInputElement).checked).toBe(true)
})

it('closes with Close', async () => {
  const onOpenChange = vi.fn()
  render(<AnalyzeMatchDialog open onOpenChange={onOpenChange} selectedIds={[]} />)
  await screen.findByText('Never')
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  expect(onOpenChange).toHaveBeenCalledWith(false)
})
