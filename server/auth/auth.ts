import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import type { Kysely } from 'kysely'
import { forgotPasswordSchema, loginSchema, registrationSchema, validateForm } from '#core/accounts/credentials.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#core/accounts/password-strength.ts'
import { DEFAULT_ROLE } from '#core/accounts/roles.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Dialect } from '#db/database.ts'
import { createAccountProfile, markProfileVerified, recordProfileLogin, setProfileGoogleId } from '#db/repositories/user-profiles-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { existingAccountEmail, passwordResetEmail, verificationEmail } from './emails.ts'

/**
 * Set by our own middleware on requests handed to the auth library, after removing any
 * copy the client sent: the library reads the client address for rate limits from it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-styleblueprint-client-address'

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
} as const

const SESSION_DAYS = 7

export interface AuthDeps {
  config: Config
  db: Kysely<Database>
  dialect: Dialect
  mailer: Mailer
  logger: Logger
  secret: string
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

const snake = (names: Record<string, string>) => names

/** Builds the auth library on our database, mailer and logger. One instance per process. */
export function createAuth(deps: AuthDeps) {
  const { config, db, logger, mailer } = deps
  const secure = config.publicUrl.startsWith('https://')
  const now = () => new Date().toISOString()

  return betterAuth({
    appName: 'StyleBlueprint',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [new URL(config.publicUrl).origin],
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
        await mailer.send(passwordResetEmail(user.email, user.name, url))
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountEmail(user.email, user.name, `${config.publicUrl}/forgot-password`))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url))
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
        // The library checks lengths; these add the spec's messages and rules (full name,
        // the e-mail format) so the server refuses exactly what the forms refuse.
        const body = (ctx.body ?? {}) as Record<string, unknown>
        if (ctx.path === '/sign-up/email') {
          refuseInvalid(
            validateForm(registrationSchema, {
              fullName: body.name,
              email: body.email,
              password: body.password,
              confirmPassword: body.password,
            }),
          )
        } else if (ctx.path === '/sign-in/email') {
          refuseInvalid(validateForm(loginSchema, { email: body.email, password: body.password }))
        } else if (ctx.path === '/request-password-reset') {
          refuseInvalid(validateForm(forgotPasswordSchema, { email: body.email }))
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
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
          after: async (user) => {
            if (user.emailVerified) await markProfileVerified(db, user.id, now())
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
