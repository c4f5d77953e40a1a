import { describe, expect, it } from 'vitest'
import { BACKGROUND_NICE, backgroundHandler } from './worker-background.ts'

function host(options: { startedAt?: number; refuseRaise?: boolean } = {}) {
  const events: string[] = []
  let priority = options.startedAt ?? 0
  const handler = backgroundHandler({
    getPriority: () => priority,
    setPriority: (p) => {
      if (options.refuseRaise && p < priority) throw new Error('EACCES')
      priority = p
      events.push(`nice ${p}`)
    },
    releaseHeap: () => events.push('release'),
    logger: { info: () => events.push('logged') },
  })
  return { handler, events, priority: () => priority }
}

describe('the worker around background work', () => {
  it('runs background work at nice 10, releases the heap while still there, then returns to its priority', () => {
    const { handler, events, priority } = host()
    handler(true)
    expect(priority()).toBe(BACKGROUND_NICE)
    handler(false)
    expect(events).toEqual(['nice 10', 'release', 'nice 0'])
    expect(priority()).toBe(0)
  })

  it("keeps an operator's lower priority", () => {
    const { handler, priority } = host({ startedAt: 15 })
    handler(true)
    expect(priority()).toBe(15)
    handler(false)
    expect(priority()).toBe(15)
  })

  it('stays at nice 10 where raising is refused, saying so once, and still releases the heap after each run', () => {
    const { handler, events, priority } = host({ refuseRaise: true })
    handler(true)
    handler(false)
    handler(true)
    handler(false)
    expect(priority()).toBe(BACKGROUND_NICE)
    expect(events).toEqual(['nice 10', 'release', 'logged', 'nice 10', 'release'])
  })
})
