// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useStylingAdvice } from './use-styling-advice.ts'

const profile = { bodyShape: 'pear' as const, colorPalette: 'warm' as const, stylePreferences: ['classic' as const] }
const advice = { source: 'rule-based', items: [], overallAnalysis: 'o', colorAdvice: 'c', stylingTips: [], colors: { recommended: [], advice: 'a', source: 'rule-based' } }

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Stands in for the browser's fetch: the hook's only way out. */
function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('useStylingAdvice', () => {
  it('waits for the grid, asks once with the profile, and is not cancelled by a later grid reload', async () => {
    const fetch = stubFetch(200, advice)
    const { result, rerender } = renderHook(({ start, refresh }) => useStylingAdvice(profile, start, refresh), { initialProps: { start: false, refresh: 0 } })
    expect(result.current.status).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()

    rerender({ start: true, refresh: 0 })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(fetch).toHaveBeenCalledTimes(1)
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/styling-advice')
    expect(JSON.parse(String(init.body))).toEqual({ profile })

    // The grid reloads for a filter: the advice stays.
    rerender({ start: false, refresh: 0 })
    rerender({ start: true, refresh: 0 })
    expect(result.current.status).toBe('ready')
    expect(fetch).toHaveBeenCalledTimes(1)

    // The refresh button asks again.
    rerender({ start: true, refresh: 1 })
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })

  it("turns a refusal into an error state with the API's message", async () => {
    stubFetch(503, { error: { code: 'internal', message: 'Try again later' } })
    const { result } = renderHook(() => useStylingAdvice(profile, true, 0))
    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: 'Try again later' }))
  })
})
