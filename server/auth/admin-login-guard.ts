import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  ACCOUNT_BACKOFF,
  bindingLock,
  CLIENT_LOCK,
  lockStatus,
  type LockStatus,
} from '#core/admin/login-lock.ts'
import {
  clearLoginLocks,
  clearLoginLocksOf,
  findLoginLocks,
  type LockKey,
  recordLoginFailures,
} from '#db/repositories/admin-login-locks-repository.ts'
import { findUserByEmail, findUserById } from '#db/repositories/users-repository.ts'
import type { Database } from '#db/schema.ts'

/**
 * Set after a successful administrator sign-in: this browser has signed in to that
 * account before. Its failures count against its own lock, and the account-wide backoff
 * never holds it, so a stranger guessing from elsewhere cannot keep the administrator out.
 */
export const ADMIN_BROWSER_COOKIE = 'styleblueprint.admin_browser'
/** A trusted browser stays trusted for half a year after its latest sign-in. */
export const ADMIN_BROWSER_MAX_AGE_S = 180 * 24 * 60 * 60

/** Who is trying to sign in: the client address and the browser's admin cookie, if any. */
export interface LoginClient {
  address: string | null
  browserCookie: string | null
}

/** Reads one cookie from a Cookie header. */
function cookieValue(headers: Headers, name: string): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

export function loginClientFrom(headers: Headers, address: string | null): LoginClient {
  return { address, browserCookie: cookieValue(headers, ADMIN_BROWSER_COOKIE) }
}

export interface FailureOutcome {
  status: LockStatus
  /** Which lock this failure started: the client's 15 minutes, the account-wide backoff, or none. */
  lockedNow: 'client' | 'account' | null
}

export interface AdminLoginGuardDeps {
  db: Kysely<Database>
  /** Signs the trusted-browser cookie (the auth secret). */
  secret: string
  clock: () => Date
}

/**
 * The back office's sign-in lock, shared by every route that can authenticate an
 * administrator (the back-office login, the shopper sign-in, any new session). Kept in
 * the database, so restarts and other processes see the same counts.
 */
export function createAdminLoginGuard(deps: AdminLoginGuardDeps) {
  const { db, clock } = deps
  const accountOf = (email: string) => email.trim().toLowerCase()
  const sign = (account: string, browserId: string) =>
    createHmac('sha256', deps.secret).update(`admin-browser|${account}|${browserId}`).digest('base64url')

  /** The browser's id when its cookie was issued for this account, else null. */
  function trustedBrowser(account: string, client: LoginClient): string | null {
    const [id, signature] = (client.browserCookie ?? '').split('.')
    if (!id || !signature || !/^[\w-]{16,64}$/.test(id)) return null
    const expected = Buffer.from(sign(account, id))
    const given = Buffer.from(signature)
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
  }

  function keysFor(account: string, client: LoginClient): { client: LockKey; account: LockKey | null } {
    const browser = trustedBrowser(account, client)
    if (browser) return { client: { key: `browser:${browser}|${account}`, policy: CLIENT_LOCK }, account: null }
    return {
      client: { key: `client:${client.address ?? 'unknown'}|${account}`, policy: CLIENT_LOCK },
      account: { key: `account:${account}`, policy: ACCOUNT_BACKOFF },
    }
  }

  const guard = {
    /** The clock the locks read (tests move it forward). */
    clock,

    /** Whether this e-mail belongs to an administrator (only they are held by this lock outside the back-office login). */
    async isAdmin(email: string): Promise<boolean> {
      return (await findUserByEmail(db, email))?.role === 'admin'
    },

    /** The e-mail of this user when an administrator, else null (a new session's owner). */
    async adminEmailById(userId: string): Promise<string | null> {
      const user = await findUserById(db, userId)
      return user?.role === 'admin' ? user.email : null
    },

    /** The lock that holds this client for this account now (a countdown when none does). */
    async status(email: string, client: LoginClient): Promise<LockStatus> {
      const now = clock()
      const keys = keysFor(accountOf(email), client)
      const rows = await findLoginLocks(db, [keys.client.key, ...(keys.account ? [keys.account.key] : [])])
      const own = lockStatus(rows.get(keys.client.key) ?? null, now, keys.client.policy)
      const wide = keys.account ? [lockStatus(rows.get(keys.account.key) ?? null, now, keys.account.policy)] : []
      return bindingLock(own, wide)
    },

    /** Counts one failed attempt against the client's lock and (for untrusted browsers) the account's backoff. */
    async recordFailure(email: string, client: LoginClient): Promise<FailureOutcome> {
      const now = clock()
      const keys = keysFor(accountOf(email), client)
      const states = await recordLoginFailures(db, [keys.client, ...(keys.account ? [keys.account] : [])], now)
      const own = lockStatus(states.get(keys.client.key) ?? null, now, keys.client.policy)
      const wide = keys.account ? lockStatus(states.get(keys.account.key) ?? null, now, keys.account.policy) : null
      const status = bindingLock(own, wide ? [wide] : [])
      const lockedNow = !status.locked ? null : status === own ? 'client' : 'account'
      return { status, lockedNow }
    },

    /**
     * A successful sign-in clears the client's count (never the account-wide one, so an
     * attacker gains nothing when the administrator signs in) and returns the cookie
     * value that marks this browser as trusted for the account.
     */
    async recordSuccess(email: string, client: LoginClient): Promise<string> {
      const account = accountOf(email)
      await clearLoginLocks(db, [keysFor(account, client).client.key])
      const browserId = trustedBrowser(account, client) ?? randomBytes(18).toString('base64url')
      return `${browserId}.${sign(account, browserId)}`
    },

    /** `npm run admin:create` resets the account's password: every lock on it goes too. */
    async clearAccount(email: string): Promise<void> {
      const account = accountOf(email)
      await clearLoginLocksOf(db, `account:${account}`, `|${account}`)
    },
  }
  return guard
}

export type AdminLoginGuard = ReturnType<typeof createAdminLoginGuard>
