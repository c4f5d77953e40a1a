// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { ProductPage } from '#core/admin/product-management.ts'
import type { AnalysisQueueView, AnalysisRunView, AnalysisStatsView, ConnectionTestView } from '#core/ai/analysis-run.ts'
import type { Product } from '#core/catalog/product.ts'
import { testProduct } from '#core/testing/test-products.ts'
import { apiAnswer, apiRefusal } from '#tests/support/api-answers.ts'
import { AiAnalysisPanel } from './ai-analysis-panel.tsx'
import { FakeEventSource } from '#tests/support/fake-event-source.ts'

const ENGINE = { mode: 'rule-based' as const, provider: 'APICore', model: null, label: 'Rule-based engine' }

function product(overrides: Partial<Product>): Product {
  return testProduct({ id: 'p', name: 'Piece', brand: null, category: 'dresses', affiliateUrl: 'https://www.amazon.com/dp/B000000001', price: null, ...overrides })
}

function run(overrides: Partial<AnalysisRunView>): AnalysisRunView {
  return {
    id: 'run-1',
    scope: 'unanalysed',
    status: 'running',
    total: 2,
    succeeded: 1,
    failed: 0,
    pending: 1,
    percent: 50,
    errors: [],
    engine: ENGINE,
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  }
}

let calls: Array<{ method: string; url: string; body: unknown }>
let currentRun: AnalysisRunView | null
let stats: AnalysisStatsView

beforeEach(() => {
  calls = []
  FakeEventSource.instances = []
  currentRun = null
  stats = {
    totalAnalyses: 1,
    analyzedProductsCount: 1,
    avgConfidenceScore: 0.88,
    lastAnalyzedAt: '2026-11-24T09:30:00.000Z',
    totalProducts: 2,
    analysedProducts: 1,
    pendingProducts: 1,
    completionPercent: 50,
    queue: { pending: 1, processing: 0, completed: 1, failed: 0 },
    engine: ENGINE,
  }
  const items = [
    product({ id: 'p-1', name: 'Wrap Dress', aiConfidenceScore: 0.88, aiAnalyzedAt: '2026-11-24T09:30:00.000Z' }),
    product({ id: 'p-2', name: 'Linen Shirt', category: 'tops' }),
  ]
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ method, url, body })
    if (url === '/api/admin/ai/stats') return apiAnswer<{ stats: AnalysisStatsView }>({ stats })
    if (url === '/api/admin/ai/runs/current') return apiAnswer<{ run: AnalysisRunView | null }>({ run: currentRun })
    if (url === '/api/admin/ai/queue') return apiAnswer<{ queue: AnalysisQueueView }>({ queue: { counts: { pending: 0, processing: 0, completed: 1, failed: 0 }, failed: [], spacingMs: 2000 } })
    if (url === '/api/admin/ai/test-connection') return apiAnswer<{ connection: ConnectionTestView }>({ connection: { ok: false, mode: 'rule-based', message: 'Rule-based engine: no AI key is configured', latencyMs: null } })
    if (url === '/api/admin/ai/runs') return apiAnswer<{ run: AnalysisRunView }>({ run: run({ scope: body.scope, total: body.productIds?.length ?? 1 }) })
    if (url === '/api/admin/products/brands') return apiAnswer<{ brands: string[] }>({ brands: [] })
    if (url.startsWith('/api/admin/products?')) return apiAnswer<ProductPage>({ items, total: 2, page: 1, pageCount: 1, pageSize: 20, catalogueTotal: 2 })
    return apiRefusal(404, 'not-found', 'No route')
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('picks up a run already going and follows its progress stream to the end, then reloads the figures', async () => {
  currentRun = run({})
  render(<AiAnalysisPanel />)
  const bar = await screen.findByRole('progressbar', { name: 'Analysis progress' })
  expect(bar.getAttribute('aria-valuenow')).toBe('50')
  const source = FakeEventSource.instances[0]!
  expect(source.url).toBe('/api/admin/ai/runs/current/events')
  expect(screen.getByRole('button', { name: 'Analyze Unanalyzed' })).toHaveProperty('disabled', true)

  const statsLoads = calls.filter((c) => c.url === '/api/admin/ai/stats').length
  stats = { ...stats, analysedProducts: 2, pendingProducts: 0, completionPercent: 100 }
  act(() => source.emit('progress', { run: run({ status: 'completed', succeeded: 2, pending: 0, percent: 100 }) }))
  expect(await screen.findByText('Analysis completed.')).toBeTruthy()
  expect(source.readyState).toBe(FakeEventSource.CLOSED)
  expect(await screen.findByText('100%', { selector: '[data-card="completion"] dd' })).toBeTruthy()
  expect(calls.filter((c) => c.url === '/api/admin/ai/stats').length).toBeGreaterThan(statsLoads)
  expect(screen.getByRole('button', { name: 'Analyze Unanalyzed' })).toHaveProperty('disabled', false)
})

it('shows each product’s analysis and re-analyses the selected ones', async () => {
  render(<AiAnalysisPanel />)
  const table = await screen.findByRole('table', { name: 'Products and their analysis' })
  const [, analysed, pending] = within(table).getAllByRole('row')
  expect(analysed!.textContent).toContain('Analyzed')
  expect(analysed!.textContent).toContain('88%')
  expect(pending!.textContent).toContain('Pending')
  expect(screen.getByText('88%', { selector: '[data-figure="confidence"] dd' })).toBeTruthy()

  const reanalyse = screen.getByRole('button', { name: /^Re-analyze Selected/ })
  expect(reanalyse).toHaveProperty('disabled', true)
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }))
  expect(screen.getByRole('button', { name: 'Re-analyze Selected (2)' })).toHaveProperty('disabled', false)
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Wrap Dress for analysis' }))
  fireEvent.click(screen.getByRole('button', { name: 'Re-analyze Selected (1)' }))
  expect(await screen.findByRole('progressbar', { name: 'Analysis progress' })).toBeTruthy()
  expect(calls.find((c) => c.url === '/api/admin/ai/runs')?.body).toEqual({ scope: 'selected', productIds: ['p-2'] })
})

it('says when no AI provider is configured and the analysis is rule-based', async () => {
  render(<AiAnalysisPanel />)
  fireEvent.click(screen.getByRole('button', { name: 'Test AI Connection' }))
  expect(await screen.findByText('AI not configured. Rule-based engine: no AI key is configured')).toBeTruthy()
  expect(screen.getByText('Rule-based engine', { selector: '[data-engine]' })).toBeTruthy()
})
