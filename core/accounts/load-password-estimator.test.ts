import { describe, expect, it } from 'vitest'
import { loadPasswordEstimator } from './load-password-estimator.ts'
import { ratePassword } from './password-strength.ts'

describe('the password estimator, imported with the first password rated', () => {
  it('is imported once and rates as zxcvbn does: a common password is refused, a long random one is not', async () => {
    const [first, second] = await Promise.all([loadPasswordEstimator(), loadPasswordEstimator()])
    expect(second).toBe(first)
    expect(await loadPasswordEstimator()).toBe(first)
    const owner = { name: 'Amélie Durand', email: 'amelie@example.com' }
    expect(ratePassword(first, 'Password1!', owner).advice.length).toBeGreaterThan(0)
    expect(ratePassword(first, 'violet-harbour-quietly-87-tangerine', owner).advice).toEqual([])
  })
})
