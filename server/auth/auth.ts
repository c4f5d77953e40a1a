import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import type { Kysely } from 'kysely'
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  validateForm,
} from '#core/accounts/credentials.ts'
import {
  guessablePasswordMessage,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordOwner,
  ratePassword,
} from '#core/accounts/password-strength.ts'
import { loadPasswordEstimator } from '#core/accounts/load-password-estimator.ts'
import { DEFAULT_ROLE } from '#core/accounts/roles.ts'
import type { AdminAction } from '#core/admin/activity.ts'
import { translate } from '#core/i18n/translate.ts'
import { withoutFormatCharacters } from '#core/text/format-characters.ts'
import type { Dialect } from '#db/database.ts'
import { deletePersonalData, hasPassword } from '#db/repositories/account-data-repository.ts'
import { createAccountProfile, recordProfileLogin, setProfileGoogleId, syncProfileIdentity } from '#db/repositories/user-profiles-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import {
  ADMIN_BROWSER_COOKIE,
  ADMIN_BROWSER_MAX_AGE_S,
  type AdminLoginGuard,
  type LoginClient,
  loginClientFrom,
} from './admin-login-guard.ts'
import { originPolicyOf, trustedOriginsFor } from '../origin-policy.ts'
import {
  accountDeletedEmail,
  changeEmailVerificationEmail,
  emailChangeNoticeEmail,
  existingAccountEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from './emails.ts'

/**
 * Set by our own middleware on requests handed to the auth library, after removing any
 * copy the client sent: the library reads the client address for rate limits from it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-styleblueprint-client-address'

/** Request headers for the auth library: any copy of our address header the client sent is replaced by the address we resolved. */
export function withClientAddress(headers: Headers, clientAddress: string | null): Headers {
  const copy = new Headers(headers)
  copy.delete(CLIENT_ADDRESS_HEADER)
  if (clientAddress) copy.set(CLIENT_ADDRESS_HEADER, clientAddress)
  return copy
}

/** Where the library's endpoints live; the Hono app mounts its handler here. */
export const AUTH_BASE_PATH = '/api/auth'

/**
 * Per-client limits on the endpoints worth guessing at, kept in the auth_rate_limits
 * table so every process counts the same requests. Windows are in seconds.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 3 },
  '/request-password-reset': { window: 300, max: 3 },
  '/reset-password': { window: 300, max: 5 },
  '/send-verification-email': { window: 300, max: 3 },
  '/sign-in/social': { window: 60, max: 10 },
  // The account page: guessing the current password, or flooding another inbox with links.
  '/change-password': { window: 300, max: 5 },
  '/change-email': { window: 300, max: 3 },
  '/update-user': { window: 60, max: 10 },
  '/delete-user': { window: 300, max: 5 },
} as const

const SESSION_DAYS = 7

export interface AuthDeps {
  config: Config
  db: Kysely<Database>
  dialect: Dialect
  mailer: Mailer
  logger: Logger
  secret: string
  /** The back office's sign-in lock: it holds administrators on every route that can sign them in. */
  adminGuard: AdminLoginGuard
  /**
   * Writes one event to the back office's activity log (the composition root passes the admin
   * activity service's). Handed in, so auth imports no service: services build on auth.
   */
  logAdminActivity: (entry: {
    actor: { userId: string | null; username: string }
    action: AdminAction
    details: Record<string, unknown>
    origin: { clientAddress: string | null; userAgent: string | null }
    now: Date
  }) => Promise<void>
}

function firstError(errors: Record<string, string>): string {
  const key = Object.values(errors)[0]
  return key ? translate(key as never) : translate('errors.validation')
}

/** Refuses a request body that breaks the form rules, with the same message the form shows. */
function refuseInvalid(errors: Record<string, string> | null) {
  if (!errors) return
  const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translate(v as never)]))
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: firstError(errors), fields })
}

/**
 * Refuses a new password that is easy to guess (common, a keyboard walk, her own name or
 * address ...), saying what would make it stronger. Run after the length rules.
 */
async function refuseGuessable(password: unknown, owner: PasswordOwner) {
  if (typeof password !== 'string') return
  const rating = ratePassword(await loadPasswordEstimator(), password, owner)
  if (rating.advice.length === 0) return
  const message = guessablePasswordMessage(rating)
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message, fields: { password: message } })
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** Whose password a reset link sets, or null when the link is unknown or expired (the endpoint then says so). */
async function resetLinkOwner(ctx: HookContext, token: unknown): Promise<PasswordOwner | null> {
  if (typeof token !== 'string' || token === '') return null
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!verification || verification.expiresAt < new Date()) return null
  const user = await ctx.context.internalAdapter.findUserById(verification.value)
  return user ? { name: user.name, email: user.email } : null
}

const snake = (names: Record<string, string>) => names

/**
 * A locked administrator on the shopper sign-in gets the same answer as the library's own
 * rate limit, so the route does not tell strangers which addresses are administrators.
 */
function adminLocked(minutesLeft: number) {
  return new APIError('TOO_MANY_REQUESTS', { message: 'Too many requests. Please try again later.' }, { 'X-Retry-After': String(minutesLeft * 60) })
}

const clientOf = (headers: Headers | undefined): LoginClient =>
  loginClientFrom(headers ?? new Headers(), headers?.get(CLIENT_ADDRESS_HEADER) ?? null)

/**
 * Whether a verification token carries an e-mail change (the library signs `updateTo`
 * into the token it hands the verification sender). We only read what we signed.
 */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown }
    return typeof payload.updateTo === 'string'
  } catch {
    return false
  }
}

/**
 * Where the library may send a browser after a link or a sign-in: a path on this site, or
 * PUBLIC_URL or ALLOWED_ORIGINS. The request's own address is trusted as an Origin (see
 * same-origin.ts) but never as a redirect target: a Host header sent by a script, not a
 * browser, must not turn an e-mailed link into a redirect to another site.
 */
function refuseForeignCallback(body: Record<string, unknown>, query: Record<string, unknown>, config: Config) {
  const allowed = [new URL(config.publicUrl).origin, ...config.allowedOrigins]
  for (const value of [body.callbackURL, body.redirectTo, body.errorCallbackURL, body.newUserCallbackURL, query.callbackURL]) {
    if (typeof value !== 'string' || value.startsWith('/')) continue
    const origin = URL.canParse(value) ? new URL(value).origin : null
    if (!origin || !allowed.includes(origin)) throw new APIError('FORBIDDEN', { code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' })
  }
}

/**
 * Who may delete their account and how they confirm: an account with a password types it
 * (the library checks it); a Google-only account types its own e-mail address (and the
 * library wants a session from the last day). Administrators are refused: removing one is
 * a back-office decision, and the last one must never vanish by accident.
 */
async function checkDeletion(ctx: HookContext, body: Record<string, unknown>, db: Kysely<Database>) {
  const session = await getSessionFromCtx(ctx)
  if (!session) return // the endpoint itself answers 401
  if ((session.user as { role?: unknown }).role === 'admin') {
    throw new APIError('FORBIDDEN', { code: 'ADMIN_ACCOUNT', message: translate('auth.account.delete.adminRefused') })
  }
  if (body.token !== undefined || body.callbackURL !== undefined) throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: translate('errors.validation') })
  if (await hasPassword(db, session.user.id)) {
    if (typeof body.password !== 'string' || body.password === '') {
      throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: translate('auth.validation.currentPasswordRequired') })
    }
  } else if (typeof body.confirmEmail !== 'string' || body.confirmEmail.trim().toLowerCase() !== session.user.email.toLowerCase()) {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: translate('auth.account.delete.confirmEmailMismatch') })
  }
}

/** Builds the auth library on our database, mailer and logger. One instance per process. */
export function createAuth(deps: AuthDeps) {
  const { config, db, logger, mailer, adminGuard, logAdminActivity } = deps
  const secure = config.publicUrl.startsWith('https://')
  // A name stored before names refused invisible characters is greeted without them.
  const to = (user: { email: string; name: string }) => ({ to: user.email, name: withoutFormatCharacters(user.name, 'name'), siteUrl: config.publicUrl })
  const now = () => new Date().toISOString()

  /** Refuses a locked administrator before the password is even checked (no oracle while locked). */
  async function holdLockedAdmin(email: string, headers: Headers | undefined) {
    if (!(await adminGuard.isAdmin(email))) return
    const status = await adminGuard.status(email, clientOf(headers))
    if (status.locked) throw adminLocked(status.minutesLeft)
  }

  return betterAuth({
    appName: 'StyleBlueprint',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    // The API's rule (server/origin-policy.ts): PUBLIC_URL, ALLOWED_ORIGINS and the
    // request's own address. baseURL stays PUBLIC_URL, so e-mailed links use it.
    trustedOrigins: (request) => trustedOriginsFor(request, originPolicyOf(config)),
    database: { db, type: deps.dialect },
    telemetry: { enabled: false },
    onAPIError: {
      // Refusals (bad input, wrong password, rate limits) are answers, not faults: only
      // unexpected errors reach the error log. Without this the library prints each one.
      onError: (error) => {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') {
          logger.debug({ source: 'auth', status: error.status, code: error.body?.code }, error.message)
        } else {
          logger.error({ source: 'auth', err: error }, 'auth request failed')
        }
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const detail = args.length ? { detail: args.map((a) => (a instanceof Error ? a.message : a)) } : {}
        logger[level === 'debug' ? 'debug' : level === 'info' ? 'info' : level]({ ...detail, source: 'auth' }, message)
      },
    },
    user: {
      modelName: 'users',
      fields: snake({ emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' }),
      // A new address takes effect only once the link sent to it is opened; the account stays verified.
      changeEmail: { enabled: true },
      // "Delete my account" (the before hook below says who may and how they confirm): our
      // rows go in one transaction first, then the library deletes the account, whose
      // sessions, sign-in methods and profile row cascade.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          const counts = await db.transaction().execute((trx) => deletePersonalData(trx, { userId: user.id, email: user.email }))
          logger.info({ source: 'auth', userId: user.id, ...counts }, 'deleting an account at its owner’s request')
        },
        afterDelete: async (user) => {
          await mailer.send(accountDeletedEmail(to(user))).catch((err: unknown) => logger.warn({ err }, 'the account-deleted e-mail failed'))
        },
      },
      additionalFields: {
        // input: false, so nobody can make themselves an administrator by signing up with a role.
        role: { type: 'string', required: false, defaultValue: DEFAULT_ROLE, input: false, fieldName: 'role' },
      },
    },
    session: {
      modelName: 'sessions',
      fields: snake({
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      }),
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: 'auth_accounts',
      fields: snake({
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      }),
      // Google verifies its addresses, so a Google sign-in may join an existing,
      // verified e-mail account instead of failing.
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: snake({ expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: snake({ lastRequest: 'last_request' }),
      window: 60,
      max: 120,
      customRules: AUTH_RATE_LIMITS,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      // A reset signs out every session, so whoever knew the old password is out.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(to(user), url))
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountEmail(to(user)))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The confirmation link signs her in, so she need not type her address again. The
      // link proves she reads that inbox, as a reset link does; it works once (a used link
      // only confirms, and lands on a sign-in form filled with the address).
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // Also sends the link for an e-mail change, to the new address (user.email is that address then).
      sendVerificationEmail: async ({ user, url, token }) => {
        await mailer.send(isEmailChangeToken(token) ? changeEmailVerificationEmail(to(user), url) : verificationEmail(to(user), url))
      },
    },
    advanced: {
      cookiePrefix: 'styleblueprint',
      // Secure whenever the site is served over https; a local http://localhost run keeps
      // plain cookies so signing in works there (docs/decisions/003).
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // The library skips these checks under NODE_ENV=test; we want tests to see them.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>
        refuseForeignCallback(body, (ctx.query ?? {}) as Record<string, unknown>, config)
        // The library checks lengths; these add the spec's messages and rules (full name,
        // the e-mail format) so the server refuses exactly what the forms refuse.
        if (ctx.path === '/sign-up/email') {
          refuseInvalid(
            validateForm(registrationSchema, {
              fullName: body.name,
              email: body.email,
              password: body.password,
              confirmPassword: body.password,
            }),
          )
          await refuseGuessable(body.password, { name: String(body.name), email: String(body.email) })
        } else if (ctx.path === '/sign-in/email') {
          refuseInvalid(validateForm(loginSchema, { email: body.email, password: body.password }))
          await holdLockedAdmin(String(body.email), ctx.headers)
        } else if (ctx.path === '/reset-password') {
          refuseInvalid(validateForm(resetPasswordSchema, { password: body.newPassword, confirmPassword: body.newPassword }))
          const owner = await resetLinkOwner(ctx, body.token ?? (ctx.query as Record<string, unknown> | undefined)?.token)
          if (owner) await refuseGuessable(body.newPassword, owner)
        } else if (ctx.path === '/request-password-reset') {
          refuseInvalid(validateForm(forgotPasswordSchema, { email: body.email }))
        } else if (ctx.path === '/update-user') {
          // The name is the one thing a shopper changes here; anything else (an image URL, a role) is refused.
          if (Object.keys(body).some((k) => k !== 'name')) throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: translate('errors.validation') })
          refuseInvalid(validateForm(changeNameSchema, { fullName: body.name }))
          return { context: { body: { name: String(body.name).trim() } } }
        } else if (ctx.path === '/change-email') {
          refuseInvalid(validateForm(changeEmailSchema, { newEmail: body.newEmail }))
        } else if (ctx.path === '/change-password') {
          refuseInvalid(
            validateForm(changePasswordSchema, { currentPassword: body.currentPassword, password: body.newPassword, confirmPassword: body.newPassword }),
          )
          const session = await getSessionFromCtx(ctx)
          if (session) await refuseGuessable(body.newPassword, { name: session.user.name, email: session.user.email })
        } else if (ctx.path === '/delete-user') {
          await checkDeletion(ctx, body, db)
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password' || ctx.path === '/change-email') {
          const returned = ctx.context.returned
          if (returned === undefined || isAPIError(returned) || returned instanceof Response) return
          if (ctx.path === '/change-password') {
            const { user } = returned as { user?: { email: string; name: string } }
            if (user) await mailer.send(passwordChangedEmail(to(user)))
          } else if (ctx.path === '/change-email') {
            // The current address hears of the request, so a stolen session cannot move the account quietly.
            const session = await getSessionFromCtx(ctx)
            const newEmail = String((ctx.body as { newEmail?: unknown }).newEmail ?? '').trim().toLowerCase()
            if (session && newEmail) await mailer.send(emailChangeNoticeEmail(to(session.user), newEmail))
          }
          return
        }
        // An administrator's password tried on any sign-in route counts toward the one lock.
        if (ctx.path !== '/sign-in/email') return
        const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? '')
        if (!(await adminGuard.isAdmin(email))) return
        const client = clientOf(ctx.headers)
        const returned = ctx.context.returned
        if (isAPIError(returned)) {
          if (returned.statusCode !== 401) return
          const { status } = await adminGuard.recordFailure(email, client)
          const origin = { clientAddress: client.address, userAgent: ctx.headers?.get('user-agent') ?? null }
          const actor = { userId: null, username: email.trim().toLowerCase() }
          const at = adminGuard.clock()
          await logAdminActivity({ actor, action: 'LOGIN_FAILED', details: { via: 'shopper sign-in', attemptsRemaining: status.attemptsRemaining }, origin, now: at })
          if (status.locked) await logAdminActivity({ actor, action: 'LOCKED', details: { lockedUntil: status.lockedUntil }, origin, now: at })
          return
        }
        const trusted = await adminGuard.recordSuccess(email, client)
        ctx.setCookie(ADMIN_BROWSER_COOKIE, trusted, { httpOnly: true, sameSite: 'lax', secure, path: '/api', maxAge: ADMIN_BROWSER_MAX_AGE_S })
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Our forms refuse a name with invisible or direction characters (the before hook);
          // one we must take as it comes (Google's) is stored without them.
          before: async (user) => ({ data: { ...user, name: withoutFormatCharacters(user.name, 'name').trim() } }),
          after: async (user, ctx) => {
            const viaGoogle = ctx?.path?.includes('callback') || ctx?.path?.includes('social')
            await createAccountProfile(db, {
              userId: user.id,
              email: user.email,
              fullName: user.name || null,
              avatarUrl: user.image ?? null,
              provider: viaGoogle ? 'google' : 'email',
              googleId: null,
              isVerified: user.emailVerified,
              now: now(),
            })
          },
        },
        update: {
          before: async (data) => (typeof data.name === 'string' ? { data: { ...data, name: withoutFormatCharacters(data.name, 'name').trim() } } : undefined),
          after: async (user) => {
            await syncProfileIdentity(
              db,
              user.id,
              { email: user.email, fullName: typeof user.name === 'string' ? user.name || null : undefined, verified: user.emailVerified },
              now(),
            )
          },
        },
      },
      account: {
        create: {
          after: async (account) => {
            if (account.providerId === 'google') await setProfileGoogleId(db, account.userId, account.accountId, now())
          },
        },
      },
      session: {
        create: {
          // Every way of signing in ends here (password, Google, ...): a locked administrator gets no session.
          before: async (session, ctx) => {
            const email = await adminGuard.adminEmailById(session.userId)
            if (!email) return
            const headers = ctx?.headers ?? ctx?.request?.headers
            const status = await adminGuard.status(email, clientOf(headers))
            if (status.locked) throw adminLocked(status.minutesLeft)
          },
          after: async (session) => {
            await recordProfileLogin(db, session.userId, now())
          },
        },
      },
    },
    plugins: config.google
      ? [
          // Google through its OpenID Connect discovery document, so the whole round trip
          // can run against a local OIDC server in tests (GOOGLE_OAUTH_BASE_URL).
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                discoveryUrl: `${config.google.issuerUrl}/.well-known/openid-configuration`,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                prompt: 'select_account',
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [],
  })
}

export type Auth = ReturnType<typeof createAuth>
