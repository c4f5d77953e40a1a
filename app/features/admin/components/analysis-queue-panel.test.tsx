// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { AnalysisQueueView } from '#core/ai/analysis-run.ts'
import { apiAnswer, apiRefusal } from '#tests/support/api-answers.ts'
import { AnalysisQueuePanel } from './analysis-queue-panel.tsx'

type Item = AnalysisQueueView['failed'][number]

let calls: Array<{ method: string; url: string }>
let failed: Item[]
let retryAnswer: Response | undefined

const failure = (n: number): Item => ({
  id: `item-${n}`,
  productId: `prod-${n}`,
  attempts: 3,
  errorMessage: `APICore API authentication failed: Invalid or expired token (request id: req-${n})`,
  updatedAt: '2026-11-24T10:00:00.000Z',
})

beforeEach(() => {
  calls = []
  failed = []
  retryAnswer = undefined
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ method, url })
    if (url === '/api/admin/ai/queue') {
      return apiAnswer<{ queue: AnalysisQueueView }>({
        queue: { counts: { pending: 4, processing: 1, completed: 9, failed: failed.length }, failed: failed.slice(0, 50), spacingMs: 2000 },
      })
    }
    if (url === '/api/admin/ai/queue/retry-failed' && method === 'POST') {
      if (retryAnswer) return retryAnswer
      const retried = failed.length
      failed = []
      return apiAnswer<{ retried: number }>({ retried })
    }
    return apiRefusal(404, 'not-found', 'No route')
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('shows the queue counts and offers no retry while nothing failed', async () => {
  render(<AnalysisQueuePanel />)
  expect(await screen.findByText('4 waiting, 1 in progress, 0 failed')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /^Retry failed/ })).toBeNull()
})

it('lists the latest failures with their errors and puts them all back in the queue on retry', async () => {
  failed = Array.from({ length: 7 }, (_, i) => failure(i + 1))
  render(<AnalysisQueuePanel />)
  expect(await screen.findByText('4 waiting, 1 in progress, 7 failed')).toBeTruthy()
  expect(screen.getByText('Product prod-1: APICore API authentication failed: Invalid or expired token (request id: req-1)')).toBeTruthy()
  expect(screen.getAllByRole('listitem')).toHaveLength(5)

  fireEvent.click(screen.getByRole('button', { name: 'Retry failed (7)' }))
  expect(await screen.findByText('7 products are back in the analysis queue.')).toBeTruthy()
  expect(calls.filter((c) => c.url === '/api/admin/ai/queue/retry-failed')).toEqual([{ method: 'POST', url: '/api/admin/ai/queue/retry-failed' }])
  expect(await screen.findByText('4 waiting, 1 in progress, 0 failed')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /^Retry failed/ })).toBeNull()
})

it('says when the retry is refused', async () => {
  failed = [failure(1)]
  retryAnswer = apiRefusal(401, 'admin-session-expired', 'Your back-office session has ended.')
  render(<AnalysisQueuePanel />)
  fireEvent.click(await screen.findByRole('button', { name: 'Retry failed (1)' }))
  expect((await screen.findByRole('alert')).textContent).toBe('The failed products could not be put back in the queue: Your back-office session has ended.')
})
