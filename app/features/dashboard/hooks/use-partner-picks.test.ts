// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePartnerPicks } from './use-partner-picks.ts'

const profile = { bodyShape: 'pear' as const, colorPalette: 'warm' as const, stylePreferences: ['classic' as const] }

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('usePartnerPicks', () => {
  it('waits for the grid, then asks once with the profile', async () => {
    const fetch = stubFetch(200, { status: 'ok', items: [] })
    const { result, rerender } = renderHook(({ start }) => usePartnerPicks(profile, start, 0), { initialProps: { start: false } })
    expect(result.current.status).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()
    rerender({ start: true })
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', picks: { status: 'ok', items: [] } }))
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/partner-picks')
    expect(JSON.parse(String(init.body))).toEqual({ profile })
    rerender({ start: false })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('reads a refused request as unavailable', async () => {
    stubFetch(500, { error: { code: 'internal', message: 'boom' } })
    const { result } = renderHook(() => usePartnerPicks(profile, true, 0))
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', picks: { status: 'unavailable', items: [] } }))
  })
})
