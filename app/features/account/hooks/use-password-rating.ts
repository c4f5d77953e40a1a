import { useDeferredValue, useMemo, useState } from 'react'
import { loadPasswordEstimator } from '#core/accounts/load-password-estimator.ts'
import { guessablePasswordMessage, type PasswordEstimator, type PasswordOwner, type PasswordRating, ratePassword } from '#core/accounts/password-strength.ts'

/**
 * A new password's rating, for the meter and for refusing it at submit, with the estimator
 * the server uses. `rating` is null until the estimator has loaded: call `load` when the
 * field is focused or typed in (the estimator comes in its own chunk, never with the page; until
 * it arrives the server's check is the only one). `refusal` is the message for a password the
 * server would refuse as easy to guess.
 */
export function usePasswordRating(password: string, owner: PasswordOwner) {
  const [estimate, setEstimate] = useState<PasswordEstimator | null>(null)
  // Rating takes a few milliseconds a keystroke, up to tens on a phone: typing goes first.
  const deferred = useDeferredValue(password)
  const { name, email } = owner
  const rating: PasswordRating | null = useMemo(
    () => (estimate && deferred !== '' ? ratePassword(estimate, deferred, { name, email }) : null),
    [estimate, deferred, name, email],
  )
  const current = rating && deferred === password ? rating : null
  return {
    rating,
    refusal: current && current.advice.length > 0 ? guessablePasswordMessage(current) : undefined,
    load() {
      if (!estimate) loadPasswordEstimator().then((loaded) => setEstimate(() => loaded), () => {})
    },
  }
}

export type PasswordRatingState = ReturnType<typeof usePasswordRating>
