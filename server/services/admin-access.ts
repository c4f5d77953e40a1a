import { createHash, randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { isAPIError } from 'better-auth/api'
import type { Kysely } from 'kysely'
import { validateForm } from '#core/accounts/credentials.ts'
import { loadPasswordEstimator } from '#core/accounts/load-password-estimator.ts'
import { guessablePasswordMessage, MAX_PASSWORD_LENGTH, ratePassword } from '#core/accounts/password-strength.ts'
import type { AuthState, SessionUser } from '#core/accounts/session-user.ts'
import { ACTIVITY_LOG_LIMIT, type AdminActivityEntry } from '#core/admin/activity.ts'
import { adminLockQuerySchema, adminLoginSchema, newAdminSchema, type NewAdminInput } from '#core/admin/admin-login.ts'
import { type AdminSessionView, adminSessionExpiry, sessionTimeLeft } from '#core/admin/admin-session.ts'
import { LOGIN_DELAY_MS, type LockStatus } from '#core/admin/login-lock.ts'
import { translate, type MessageKey } from '#core/i18n/translate.ts'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import {
  deleteAdminSession,
  extendAdminSession,
  findAdminSession,
  findSessionIdByToken,
  insertAdminSession,
} from '#db/repositories/admin-sessions-repository.ts'
import {
  consumeSetupToken,
  expireUnusedSetupTokens,
  insertSetupToken,
  isSetupTokenUsable,
  recordSetupTokenUser,
} from '#db/repositories/admin-setup-tokens-repository.ts'
import {
  countUsersWithRole,
  findPasswordHash,
  findUserByEmail,
  markEmailVerified,
  setUserRole,
} from '#db/repositories/users-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Auth } from '../auth/auth.ts'
import type { ApiIssue } from '#core/api/errors.ts'
import { ApiError } from '../errors.ts'
import type { Logger } from '../logger.ts'
import { type AdminActor, logAdminActivity, type RequestOrigin } from './admin-activity.ts'
import { type AdminLoginGuard, loginClientFrom } from '../auth/admin-login-guard.ts'

/** A one-time setup link works for a day; each start without an administrator prints a fresh one. */
export const SETUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000

/** Where a request stands with the back office. */
export type AdminGate =
  | { status: 'anonymous' }
  | { status: 'forbidden'; user: SessionUser }
  | { status: 'signed-out'; user: SessionUser }
  | { status: 'expired'; user: SessionUser }
  | { status: 'active'; actor: AdminActor; sessionId: string; session: AdminSessionView }

export interface AdminAccessDeps {
  db: Kysely<Database>
  auth: Auth
  logger: Logger
  publicUrl: string
  /** The sign-in lock shared with the auth library's routes; its clock is the one sessions read too. */
  guard: AdminLoginGuard
  /** How a sign-in attempt measures its time and waits out the rest of its second (tests hold it). */
  pacer?: LoginPacer
}

/** A monotonic time in milliseconds and a pause that lets other requests carry on. */
export interface LoginPacer {
  now(): number
  pause(ms: number): Promise<void>
}

const realPacer: LoginPacer = { now: () => performance.now(), pause: (ms) => sleep(ms) }

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/

function issuesOf(errors: Record<string, MessageKey>): ApiIssue[] {
  return Object.entries(errors).map(([path, key]) => ({ path, message: translate(key) }))
}

/**
 * A new administrator (setup page or CLI): the schema with the back office's five password
 * rules, then the estimator, which refuses what the rules let through ("Password1!") and says
 * what would make it stronger. Every problem, not just the first per field: the page lists them.
 */
async function checkNewAdmin(input: unknown): Promise<{ ok: true; admin: NewAdminInput } | { ok: false; issues: ApiIssue[] }> {
  const parsed = newAdminSchema.safeParse(input)
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: translate(i.message as MessageKey) }))
  const fields = (input ?? {}) as Record<string, unknown>
  if (typeof fields.password === 'string' && fields.password.length <= MAX_PASSWORD_LENGTH) {
    const owner = { name: typeof fields.name === 'string' ? fields.name : null, email: typeof fields.email === 'string' ? fields.email : null }
    const rating = ratePassword(await loadPasswordEstimator(), fields.password, owner)
    if (rating.advice.length > 0) issues.push({ path: 'password', message: guessablePasswordMessage(rating) })
  }
  return parsed.success && issues.length === 0 ? { ok: true, admin: parsed.data } : { ok: false, issues }
}

export function createAdminAccess(deps: AdminAccessDeps) {
  const { db, auth, guard } = deps
  const clock = guard.clock
  const pacer = deps.pacer ?? realPacer

  const view = (user: SessionUser, loginAt: string, expiresAt: string, now: Date): AdminSessionView => ({
    username: user.email,
    displayName: user.displayName,
    loginAt,
    expiresAt,
    remaining: sessionTimeLeft(expiresAt, now),
  })

  /** Creates an administrator, or makes an existing account one and sets its password. */
  async function upsertAdmin(input: NewAdminInput): Promise<{ userId: string; created: boolean }> {
    // A new password (or a new administrator) starts with no failures on record.
    await guard.clearAccount(input.email)
    const ctx = await auth.$context
    const hash = await ctx.password.hash(input.password)
    const existing = await findUserByEmail(db, input.email)
    if (!existing) {
      const user = await ctx.internalAdapter.createUser(
        {
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        emailVerified: true,
        role: 'admin',
        },
        { method: 'admin' },
      )
      await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash })
      return { userId: user.id, created: true }
    }
    await setUserRole(db, existing.id, 'admin')
    await markEmailVerified(db, existing.id)
    if ((await findPasswordHash(db, existing.id)) !== null) await ctx.internalAdapter.updatePassword(existing.id, hash)
    else await ctx.internalAdapter.linkAccount({ userId: existing.id, providerId: 'credential', accountId: existing.id, password: hash })
    return { userId: existing.id, created: false }
  }

  /** Signs the administrator in (auth session cookie) and opens a 24-hour back-office session. */
  async function openAdminSession(email: string, password: string, headers: Headers, now: Date) {
    const { headers: responseHeaders, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers,
      returnHeaders: true,
    })
    const sessionId = await findSessionIdByToken(db, response.token)
    if (!sessionId) throw new Error('sign-in returned a session that is not stored')
    const record = await insertAdminSession(db, {
      sessionId,
      userId: response.user.id,
      loginAt: now.toISOString(),
      expiresAt: adminSessionExpiry(now),
    })
    return { responseHeaders, record }
  }

  async function setupLinkUsable(token: string | null): Promise<boolean> {
    if (!token || !TOKEN_FORMAT.test(token)) return false
    if ((await countUsersWithRole(db, 'admin')) > 0) return false
    return isSetupTokenUsable(db, sha256(token), clock().toISOString())
  }

  return {
    /** The guard behind every /api/admin route and the /admin page. */
    async check(state: AuthState | null, origin: RequestOrigin): Promise<AdminGate> {
      if (!state) return { status: 'anonymous' }
      if (state.user.role !== 'admin') return { status: 'forbidden', user: state.user }
      const record = await findAdminSession(db, state.sessionId)
      if (!record) return { status: 'signed-out', user: state.user }
      const now = clock()
      const actor = { userId: state.user.id, username: state.user.email }
      if (Date.parse(record.expiresAt) <= now.getTime()) {
        // Logged once: the expired back-office session is removed as it is found.
        await deleteAdminSession(db, state.sessionId)
        await logAdminActivity(db, { actor, action: 'SESSION_EXPIRED', details: { expiresAt: record.expiresAt }, origin, now })
        return { status: 'expired', user: state.user }
      }
      return { status: 'active', actor, sessionId: state.sessionId, session: view(state.user, record.loginAt, record.expiresAt, now) }
    },

    /**
     * The lock that holds this client (address, or trusted browser) on the account typed, so
     * the login screen can show a lock that survived a reload once the username is known.
     * Only that account's: a lock on one administrator never greys out another's sign-in.
     * Any username is answered alike, so this does not tell who is an administrator.
     */
    async lockFor(body: unknown, clientAddress: string | null, headers: Headers): Promise<LockStatus> {
      const parsed = adminLockQuerySchema.safeParse(body)
      if (!parsed.success) throw new ApiError(400, 'validation-failed', translate('admin.login.usernameMissing'))
      return guard.status(parsed.data.username, loginClientFrom(headers, clientAddress))
    },

    /**
     * One back-office sign-in attempt. Every attempt takes at least a second (awaited,
     * so other requests carry on), checks the lock that holds this client for the account
     * (docs/decisions/011-admin-lock-per-client.md), and counts a failure toward it.
     * Any username is counted alike, so the answers do not tell who is an administrator.
     */
    async login(body: unknown, origin: RequestOrigin, headers: Headers) {
      const started = pacer.now()
      try {
        const errors = validateForm(adminLoginSchema, body)
        if (errors) {
          const keys = errors as Record<string, MessageKey>
          throw new ApiError(400, 'validation-failed', translate(keys.username ?? keys.password ?? 'admin.login.missingFields'), issuesOf(keys))
        }
        const { username, password } = adminLoginSchema.parse(body)
        const now = clock()
        const client = loginClientFrom(headers, origin.clientAddress)
        const typed: AdminActor = { userId: null, username }

        const before = await guard.status(username, client)
        if (before.locked) {
          await logAdminActivity(db, { actor: typed, action: 'LOGIN_FAILED', details: { reason: 'locked', lockedUntil: before.lockedUntil }, origin, now })
          throw new ApiError(429, 'account-locked', translate('admin.login.locked', { n: before.minutesLeft }), undefined, {
            lockedUntil: before.lockedUntil,
            minutesLeft: before.minutesLeft,
          })
        }

        const user = await findUserByEmail(db, username)
        const hash = user?.role === 'admin' ? await findPasswordHash(db, user.id) : null
        const ctx = await auth.$context
        const valid = hash !== null && (await ctx.password.verify({ hash, password }))
        if (!valid || !user) {
          const { status: after, lockedNow } = await guard.recordFailure(username, client)
          await logAdminActivity(db, { actor: typed, action: 'LOGIN_FAILED', details: { attemptsRemaining: after.attemptsRemaining }, origin, now })
          if (after.locked) {
            await logAdminActivity(db, { actor: typed, action: 'LOCKED', details: { lockedUntil: after.lockedUntil, lock: lockedNow }, origin, now })
            const message = lockedNow === 'client' ? translate('admin.login.lockedNow') : translate('admin.login.locked', { n: after.minutesLeft })
            throw new ApiError(429, 'account-locked', message, undefined, {
              lockedUntil: after.lockedUntil,
              minutesLeft: after.minutesLeft,
              failedCount: after.failedCount,
            })
          }
          const message =
            after.attemptsRemaining === 1
              ? translate('admin.login.invalidCredentialsOne')
              : translate('admin.login.invalidCredentials', { n: after.attemptsRemaining })
          throw new ApiError(401, 'invalid-credentials', message, undefined, {
            attemptsRemaining: after.attemptsRemaining,
            failedCount: after.failedCount,
          })
        }

        // The sign-in's own hook clears this client's count and marks the browser as trusted.
        const { responseHeaders, record } = await openAdminSession(user.email, password, headers, now)
        const actor = { userId: user.id, username: user.email }
        await logAdminActivity(db, { actor, action: 'LOGIN_SUCCESS', origin, now })
        return {
          headers: responseHeaders,
          session: { username: user.email, displayName: user.name, loginAt: record.loginAt, expiresAt: record.expiresAt, remaining: sessionTimeLeft(record.expiresAt, now) },
        }
      } catch (err) {
        if (isAPIError(err)) {
          deps.logger.warn({ err: err.message }, 'admin sign-in refused by the auth library')
          throw new ApiError(401, 'invalid-credentials', translate('auth.login.failed'))
        }
        throw err
      } finally {
        const wait = LOGIN_DELAY_MS - (pacer.now() - started)
        if (wait > 0) await pacer.pause(wait)
      }
    },

    async extend(gate: Extract<AdminGate, { status: 'active' }>, origin: RequestOrigin): Promise<AdminSessionView> {
      const now = clock()
      const expiresAt = adminSessionExpiry(now)
      const extended = await extendAdminSession(db, gate.sessionId, expiresAt, now.toISOString())
      if (!extended) throw new ApiError(401, 'admin-session-expired', translate('admin.shell.sessionExpired'))
      await logAdminActivity(db, { actor: gate.actor, action: 'SESSION_EXTENDED', details: { expiresAt }, origin, now })
      return { ...gate.session, expiresAt, remaining: sessionTimeLeft(expiresAt, now) }
    },

    /** Ends the back-office session and the auth session under it; returns the cookie-clearing headers. */
    async logout(gate: Extract<AdminGate, { status: 'active' }>, origin: RequestOrigin, headers: Headers): Promise<Headers> {
      const now = clock()
      await logAdminActivity(db, { actor: gate.actor, action: 'LOGOUT', origin, now })
      await deleteAdminSession(db, gate.sessionId)
      const { headers: responseHeaders } = await auth.api.signOut({ headers, returnHeaders: true })
      return responseHeaders
    },

    recentActivity(): Promise<AdminActivityEntry[]> {
      return listRecentAdminActivity(db, ACTIVITY_LOG_LIMIT)
    },

    /**
     * At start-up with no administrator: a fresh one-time link (previous unused ones are
     * withdrawn). The token is stored only as a hash, so the printed link is the one copy.
     */
    async issueSetupLinkIfNoAdmin(): Promise<string | null> {
      if ((await countUsersWithRole(db, 'admin')) > 0) return null
      const now = clock()
      await expireUnusedSetupTokens(db, now.toISOString())
      const token = randomBytes(32).toString('base64url')
      await insertSetupToken(db, {
        tokenHash: sha256(token),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SETUP_LINK_LIFETIME_MS).toISOString(),
      })
      return `${deps.publicUrl}/admin/setup?token=${token}`
    },

    setupLinkUsable,

    /** The setup page's form: creates the first administrator and signs them in. The link works once. */
    async completeSetup(body: unknown, origin: RequestOrigin, headers: Headers) {
      const input = (body ?? {}) as Record<string, unknown>
      const token = typeof input.token === 'string' ? input.token : null
      const invalidLink = () => new ApiError(410, 'setup-link-invalid', translate('admin.setup.linkInvalid'))
      if (!(await setupLinkUsable(token))) throw invalidLink()
      const checked = await checkNewAdmin(input)
      if (!checked.ok) throw new ApiError(400, 'validation-failed', translate('errors.validation'), checked.issues)
      const admin = checked.admin
      const now = clock()
      if (!(await consumeSetupToken(db, sha256(token!), now.toISOString()))) throw invalidLink()
      const { userId } = await upsertAdmin(admin)
      await recordSetupTokenUser(db, sha256(token!), userId)
      const actor = { userId, username: admin.email.toLowerCase() }
      await logAdminActivity(db, { actor, action: 'ADMIN_CREATED', details: { via: 'setup-link' }, origin, now })
      const { responseHeaders, record } = await openAdminSession(admin.email, admin.password, headers, now)
      await logAdminActivity(db, { actor, action: 'LOGIN_SUCCESS', origin, now })
      return { headers: responseHeaders, expiresAt: record.expiresAt }
    },

    /** `npm run admin:create`: validates like the setup page, then creates or promotes the account. */
    async createAdmin(input: unknown): Promise<{ ok: true; userId: string; created: boolean } | { ok: false; errors: string[] }> {
      const checked = await checkNewAdmin(input)
      if (!checked.ok) return { ok: false, errors: checked.issues.map((issue) => issue.message) }
      const admin = checked.admin
      const result = await upsertAdmin(admin)
      await expireUnusedSetupTokens(db, clock().toISOString())
      await logAdminActivity(db, {
        actor: { userId: result.userId, username: admin.email.toLowerCase() },
        action: 'ADMIN_CREATED',
        details: { via: 'command line', promoted: !result.created },
        origin: { clientAddress: null, userAgent: 'admin:create' },
      })
      return { ok: true, ...result }
    },
  }
}

export type AdminAccess = ReturnType<typeof createAdminAccess>
