import { z } from 'zod'

// The one module that reads process.env. Everything else receives a typed Config.

const port = z.coerce.number().int().min(0).max(65_535)
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const databaseUrl = z
  .string()
  .trim()
  .refine(
    (v) => {
      try {
        const url = new URL(v)
        return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== ''
      } catch {
        return false
      }
    },
    { message: 'must be a postgres:// URL such as postgres://user@127.0.0.1:5432/styleblueprint' },
  )

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, databaseUrl.optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_SAMPLE_CATALOG: flag.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  TRUST_PROXY: flag.default(false),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => /^smtps?:\/\/[^/]/.test(v), { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('StyleBlueprint <hello@styleblueprint.local>'),
  SUPPORT_EMAIL: z.email().default('support@styleblueprint.local'),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters (try `openssl rand -base64 32`)' }).optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  GOOGLE_OAUTH_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
})

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  host: string
  port: number
  /** The address people use to reach the site; defaults to http://localhost:{port}. */
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  databasePoolSize: number
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  seedSampleCatalog: boolean
  shutdownTimeoutMs: number
  /** Whether X-Forwarded-For names the client (only behind a proxy that overwrites it). */
  trustProxy: boolean
  /** SMTP delivery when set; otherwise e-mail goes to `{dataDir}/outbox/*.eml`. */
  smtpUrl: string | undefined
  mailFrom: string
  supportEmail: string
  /** Signs sessions and tokens; unset means one is generated once and kept in the database. */
  authSecret: string | undefined
  /** Google sign-in, offered only when both the client id and secret are set. */
  google: GoogleConfig | undefined
}

export interface GoogleConfig {
  clientId: string
  clientSecret: string
  /** The OpenID Connect issuer to discover endpoints from: Google's, or a local fake in tests. */
  issuerUrl: string
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] }

/** Parses the environment; on failure returns one line per bad variable, naming it and what is wrong. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment'
      const value = env[name]
      const secret = ['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET', 'GOOGLE_CLIENT_SECRET'].includes(name)
      const shown = secret || value === undefined ? '' : ` (got "${value}")`
      return `${name}: ${issue.message}${shown}`
    })
    return { ok: false, errors }
  }
  const e = parsed.data
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
    return { ok: false, errors: [`${missing}: must be set together with ${missing === 'GOOGLE_CLIENT_ID' ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'} (or leave both unset)`] }
  }
  return {
    ok: true,
    config: {
      nodeEnv: e.NODE_ENV,
      host: e.HOST,
      port: e.PORT,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      databasePoolSize: e.DATABASE_POOL_SIZE,
      logLevel: e.LOG_LEVEL,
      seedSampleCatalog: e.SEED_SAMPLE_CATALOG,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      trustProxy: e.TRUST_PROXY,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
      authSecret: e.AUTH_SECRET,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              issuerUrl: (e.GOOGLE_OAUTH_BASE_URL ?? 'https://accounts.google.com').replace(/\/$/, ''),
            }
          : undefined,
    },
  }
}

/** Reads process.env, or prints one line per bad variable and exits: a bad config never half-starts. */
export function loadConfigOrExit(overrides: Record<string, string | undefined> = {}): Config {
  const result = parseConfig({ ...process.env, ...overrides })
  if (!result.ok) {
    for (const line of result.errors) process.stderr.write(`Invalid configuration: ${line}\n`)
    process.exit(1)
  }
  return result.config
}
