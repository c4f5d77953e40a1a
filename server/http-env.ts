import type { AuthState, SessionUser } from '#core/accounts/session-user.ts'
import type { Logger } from './logger.ts'
import type { AdminGate } from './services/admin-access.ts'

/** The typed variables our middleware sets, in the order they are set. */
export interface AppVariables {
  requestId: string
  log: Logger
  clientAddress: string | null
  userAgent: string | null
  /** The signed-in user and session (set on /api requests), or null. */
  auth: AuthState | null
  /** Shorthand for `auth?.user ?? null`. */
  user: SessionUser | null
  /** The request body's bytes, read once within its limit (absent when there is none). */
  body?: Uint8Array<ArrayBuffer>
  /** This response's Content-Security-Policy nonce (set by the security headers; absent in development). */
  secureHeadersNonce?: string
}

export type AppEnv = { Variables: AppVariables }

/** Routes behind requireAdmin also know the administrator and their back-office session. */
export type AdminEnv = { Variables: AppVariables & { admin: Extract<AdminGate, { status: 'active' }> } }
