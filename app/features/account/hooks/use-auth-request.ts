import { useState } from 'react'
import { type AuthAction, type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { authRequest } from '../../../utils/api-client.ts'

/**
 * A form's request to the auth endpoints: busy while it runs, and a failure becomes the
 * form's error, worded for `action`.
 */
export function useAuthRequest(action: AuthAction) {
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [busy, setBusy] = useState(false)
  return {
    error,
    busy,
    /** Forgets the last failure; a new submit does this before validating. */
    clearError: () => setError(null),
    /** Sends `body` to `path`; true when it succeeded, otherwise `error` says why. */
    async send(path: string, body: unknown): Promise<boolean> {
      setBusy(true)
      const result = await authRequest(path, body)
      setBusy(false)
      if (!result.ok) setError(authErrorText(result, action))
      return result.ok
    },
  }
}
