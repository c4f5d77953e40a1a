import type { MessageKey } from '../i18n/translate.ts'

/** What the auth endpoints answered, as the pages see it (status 0: the request never arrived). */
export interface AuthFailure {
  status: number
  code?: string | undefined
  message?: string | undefined
  /** Seconds until a rate limit lifts (X-Retry-After). */
  retryAfter?: number | undefined
}

export type AuthAction = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'account'

export type AuthErrorText = { key: MessageKey; params?: Record<string, string | number> } | { text: string }

const FALLBACK: Record<AuthAction, MessageKey> = {
  login: 'auth.login.failed',
  register: 'auth.register.failed',
  forgot: 'auth.unexpected.passwordReset',
  reset: 'auth.unexpected.passwordUpdate',
  verify: 'auth.checkEmail.failed',
  account: 'auth.account.saveFailed',
}

/**
 * The message a form shows for a failed request: the spec's texts for known failures,
 * the server's own message for validation (it is already the form's message), and the
 * spec's "... failed. Please try again." otherwise.
 */
export function authErrorText(failure: AuthFailure, action: AuthAction): AuthErrorText {
  if (failure.status === 0) return { key: 'auth.networkError' }
  if (failure.status === 429) return { key: 'auth.rateLimited', params: { seconds: Math.max(1, failure.retryAfter ?? 60) } }
  switch (failure.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return { key: 'auth.login.invalidCredentials' }
    case 'INVALID_PASSWORD':
      return { key: 'auth.account.wrongPassword' }
    case 'SESSION_EXPIRED':
      return { key: 'auth.account.sessionNotFresh' }
    case 'EMAIL_NOT_VERIFIED':
      return { key: 'auth.login.emailNotVerified' }
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return { key: 'auth.reset.invalidLink' }
    case 'VALIDATION_FAILED':
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      if (failure.code === 'PASSWORD_TOO_SHORT') return { key: 'auth.validation.passwordTooShort' }
      if (failure.code === 'PASSWORD_TOO_LONG') return { key: 'auth.validation.passwordTooLong' }
      return failure.message ? { text: failure.message } : { key: FALLBACK[action] }
  }
  if (failure.status >= 500) return { key: 'auth.unexpected' }
  return { key: FALLBACK[action] }
}
