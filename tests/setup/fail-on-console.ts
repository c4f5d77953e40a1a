import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error or console.warn fails the test: it usually means a
// swallowed failure. To allow an expected one, spy on console in that test and
// assert the call.
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} called: ${args.map(String).join(' ')}`)
    })
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})
