import { describe, expect, it } from 'vitest'
import { runInSlices, runToEnd, type Steps } from './steps.ts'

function* counted(n: number, every: number, log: string[]): Steps<number> {
  let sum = 0
  for (let i = 1; i <= n; i++) {
    sum += i
    log.push(`step ${i}`)
    if (i % every === 0) yield
  }
  return sum
}

describe('work in steps', () => {
  it('runs to the end at once with the same answer as in slices', async () => {
    expect(runToEnd(counted(10, 3, []))).toBe(55)
    expect(await runInSlices(counted(10, 3, []), async () => {})).toBe(55)
  })

  it('turns the thread at every pause, and only there', async () => {
    const log: string[] = []
    await runInSlices(counted(7, 3, log), async () => void log.push('turn'))
    expect(log).toEqual(['step 1', 'step 2', 'step 3', 'turn', 'step 4', 'step 5', 'step 6', 'turn', 'step 7'])
  })
})
