// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { RecommendationManagerStatus, RecommendationTestResult } from '#core/admin/recommendation-test.ts'
import type { AnalysisRunView, ConnectionTestView } from '#core/ai/analysis-run.ts'
import { apiAnswer, apiRefusal } from '#tests/support/api-answers.ts'
import { AiRecommendationManager } from './ai-recommendation-manager.tsx'
import { FakeEventSource } from '#tests/support/fake-event-source.ts'

/**
 * The browser's side of the wire: a fetch that answers the tab's API routes the way the
 * server does (shapes from core), and records what it was asked.
 */
function fakeApi(engine: RecommendationManagerStatus['engine'] = { mode: 'rule-based', label: 'Rule-based engine' }) {
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  let status: RecommendationManagerStatus = {
    engine,
    products: 12,
    analysedProducts: 3,
    precomputed: { total: 4, unexpired: 2 },
  }
  const result: RecommendationTestResult = {
    engine: 'balanced',
    degraded: false,
    message: null,
    total: 7,
    limit: 10,
    minScore: 50,
    durationMs: 4.2,
    items: [
      {
        productId: 'p1',
        name: 'Belted Wrap Dress',
        brand: 'Maren',
        category: 'dresses',
        imageUrl: null,
        score: 91,
        breakdown: { body: 100, color: 80, style: 100, occasion: 70, season: 100, age: 80 },
        reasons: [],
        confidence: 0.7,
      },
    ],
  }
  const RULES = { mode: 'rule-based' as const, provider: 'APICore', model: null, label: 'Rule-based engine' }
  const run = (progress: Partial<AnalysisRunView>): AnalysisRunView => ({
    id: 'run-1',
    scope: 'unanalysed',
    status: 'running',
    total: 9,
    succeeded: 0,
    failed: 0,
    pending: 9,
    percent: 0,
    errors: [],
    engine: RULES,
    startedAt: '2026-11-25T10:00:00.000Z',
    finishedAt: null,
    ...progress,
  })
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const route = `${method} ${path}`
    if (route === 'GET /api/admin/ai/recommendations/status') return apiAnswer<{ status: RecommendationManagerStatus }>({ status })
    if (route === 'POST /api/admin/ai/recommendations/test') return apiAnswer<{ result: RecommendationTestResult }>({ result })
    if (route === 'POST /api/admin/ai/test-connection') return apiAnswer<{ connection: ConnectionTestView }>({ connection: { ok: true, mode: 'ai', message: 'Connected to APICore (m1) in 12 ms', latencyMs: 12 } })
    if (route === 'DELETE /api/admin/ai/recommendations') {
      status = { ...status, precomputed: { total: 0, unexpired: 0 } }
      return apiAnswer({ cleared: 4, cacheEntries: 2 })
    }
    if (route === 'POST /api/admin/ai/runs') return apiAnswer<{ run: AnalysisRunView }>({ run: run({}) })
    // Asked once when the tab mounts: no run is going yet.
    if (route === 'GET /api/admin/ai/runs/current') return apiAnswer<{ run: AnalysisRunView | null }>({ run: null })
    return apiRefusal(404, 'not-found', `No route ${route}`)
  })
  /** The run's last progress event; the server has analysed the products by then. */
  const finishRun = () => {
    status = { ...status, analysedProducts: 12 }
    return run({ status: 'completed', succeeded: 8, failed: 1, pending: 0, percent: 100, finishedAt: '2026-11-25T10:01:00.000Z' })
  }
  return { fetch, calls, finishRun }
}

let api: ReturnType<typeof fakeApi>
beforeEach(() => {
  api = fakeApi()
  FakeEventSource.instances = []
  vi.stubGlobal('fetch', api.fetch)
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const stat = (id: string) => document.querySelector(`[data-stat="${id}"]`)!.textContent

it('shows the AI service state and the counts', async () => {
  render(<AiRecommendationManager />)
  await waitFor(() => expect(stat('products')).toContain('12'))
  expect(stat('ai-service')).toContain('Not set up')
  expect(stat('analysed')).toContain('3')
  expect(stat('precomputed')).toContain('4')
  expect(stat('precomputed')).toContain('2 unexpired')
  expect(screen.getByText('No AI service is set up, so analyses use the rule-based engine; the README’s Configuration section (AI_BASE_URL, AI_API_KEY) explains how to add one.')).toBeTruthy()
})

it('with an AI provider configured, says connected once the connection test succeeds', async () => {
  api = fakeApi({ mode: 'ai', label: 'APICore (m1)' })
  vi.stubGlobal('fetch', api.fetch)
  render(<AiRecommendationManager />)
  await waitFor(() => expect(stat('ai-service')).toContain('Configured (not checked yet)'))
  fireEvent.click(screen.getByRole('button', { name: 'Test connection' }))
  expect(await screen.findByText('Connected to APICore (m1) in 12 ms')).toBeTruthy()
  expect(stat('ai-service')).toContain('Connected')
})

it('tests the chosen sample profile and shows the scored products with their engine', async () => {
  render(<AiRecommendationManager />)
  fireEvent.change(screen.getByLabelText('Body shape'), { target: { value: 'pear' } })
  fireEvent.change(screen.getByLabelText('Color palette'), { target: { value: 'cool' } })
  fireEvent.change(screen.getByLabelText('Style'), { target: { value: 'romantic' } })
  fireEvent.change(screen.getByLabelText('Second style (optional)'), { target: { value: 'trendy' } })
  fireEvent.click(screen.getByRole('button', { name: 'Test recommendations' }))

  const table = await screen.findByRole('region', { name: 'Recommended products for the sample profile' })
  expect(api.calls.find((c) => c.path.endsWith('/test'))!.body).toEqual({ bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['romantic', 'trendy'] })
  expect(screen.getByText('1 of 7 matching products, by the balanced engine in 4.2 ms')).toBeTruthy()
  const row = within(table).getByRole('row', { name: /Belted Wrap Dress/ })
  expect(within(row).getByText('91%')).toBeTruthy()
  expect(within(table).getByRole('columnheader', { name: 'Occasion' })).toBeTruthy()
  expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['91%', '100', '80', '100', '70', '100', '80'])
})

it('clears results only after confirmation, then reports how many went and reloads the counts', async () => {
  render(<AiRecommendationManager />)
  await waitFor(() => expect(stat('precomputed')).toContain('4'))
  fireEvent.click(screen.getByRole('button', { name: 'Clear results' }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.textContent).toContain('This removes 4 stored recommendation sets')
  expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clear results' }))
  expect(await screen.findByText('Cleared 4 stored recommendation sets and 2 cached answers.')).toBeTruthy()
  await waitFor(() => expect(stat('precomputed')).toContain('0'))
})

it('starts an analysis of unanalysed products and follows it to the end', async () => {
  render(<AiRecommendationManager />)
  fireEvent.click(screen.getByRole('button', { name: 'Analyze unanalyzed products' }))
  expect(await screen.findByText('0 of 9 products done: 0 succeeded, 0 failed')).toBeTruthy()
  expect(api.calls.find((c) => c.path === '/api/admin/ai/runs')!.body).toEqual({ scope: 'unanalysed' })
  // The tab follows the run's progress stream until the run ends, then reloads its counts.
  const stream = FakeEventSource.instances.at(-1)!
  expect(stream.url).toBe('/api/admin/ai/runs/current/events')
  await act(async () => stream.emit('progress', { run: api.finishRun() }))
  expect(await screen.findByText('9 of 9 products done: 8 succeeded, 1 failed')).toBeTruthy()
  expect(screen.getByText('Analysis run completed.')).toBeTruthy()
  expect(stream.readyState).toBe(FakeEventSource.CLOSED)
  await waitFor(() => expect(stat('analysed')).toContain('12'))
})
