// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LearnedSection } from './learned-section.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const learned = [
  { feature: 'colour:red', direction: 'less' as const, text: 'Fewer red colours', strength: 0.6 },
  { feature: 'category:dresses', direction: 'more' as const, text: 'More dresses', strength: 0.4 },
]

describe('"What we\'ve learned"', () => {
  it('tells each leaning in plain words; removing one forgets only it', async () => {
    const fetch = vi.fn(async () => new Response('{"count":3}', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const onChanged = vi.fn()
    render(<LearnedSection learned={learned} hasHistory onChanged={onChanged} />)
    expect(screen.getByText('Fewer red colours')).toBeTruthy()
    expect(screen.getByText('More dresses')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove "Fewer red colours"' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce())
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/signals')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toMatchObject({ signals: [{ kind: 'forget', ref: 'colour:red' }] })
  })

  it('"Clear my history" deletes it all, and says so when it could not', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    const onChanged = vi.fn()
    render(<LearnedSection learned={learned} hasHistory onChanged={onChanged} />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear my history' }))
    await waitFor(() => expect(screen.getByText('That did not save. Please try again.')).toBeTruthy())
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('DELETE')
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('with nothing learned, says how it learns and offers nothing to clear', () => {
    render(<LearnedSection learned={[]} hasHistory={false} onChanged={() => {}} />)
    expect(screen.getByText(/Nothing yet/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear my history' })).toBeNull()
  })
})
