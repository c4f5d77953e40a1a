import net from 'node:net'
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

const commaList = z.string().transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== ''))

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional())
const httpUrl = z.url({ protocol: /^https?$/ })
const optionalUrl = z.preprocess(emptyAsUndefined, httpUrl.optional())

/** `https://shop.example.com, http://192.168.1.20:3000`: scheme, host and port only, no path. */
const originList = z.string().transform((value, ctx) => {
  const origins: string[] = []
  for (const item of value.split(',').map((s) => s.trim().replace(/\/$/, '')).filter((s) => s !== '')) {
    let origin: string | null = null
    try {
      const url = new URL(item)
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !item.endsWith('#') && !item.endsWith('?')
      if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) origin = url.origin
    } catch {
      origin = null
    }
    if (!origin) {
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin: give scheme, host and port only, e.g. https://shop.example.com` })
      return z.NEVER
    }
    origins.push(origin)
  }
  return origins
})

/** Variables whose values are secrets: never echoed in a configuration error. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'RETAIL_ACCESS_KEY',
  'RETAIL_SECRET_KEY',
  'WHOLESALE_API_KEY',
  'WHOLESALE_APP_TOKEN',
  'AFFILIATE_API_KEY',
  'AUTH_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'AI_API_KEY',
])

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  ALLOWED_ORIGINS: z.preprocess(emptyAsUndefined, originList.default([])),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, databaseUrl.optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Redis for the answer store's shared tier (decision 061); unset: each process keeps its own answers. */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_SAMPLE_CATALOG: flag.default(true),
  SEED_CATALOG: z.enum(['starter', 'sample']).default('starter'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Processes `npm run start:cluster` runs; unset, one per core.
  CLUSTER_WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(64).optional()),
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
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  RETAIL_API_URL: z.preprocess(emptyAsUndefined, httpUrl.default('https://webservices.amazon.com')),
  RETAIL_ACCESS_KEY: optionalText,
  RETAIL_SECRET_KEY: optionalText,
  RETAIL_PARTNER_TAG: optionalText,
  RETAIL_REGION: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1').default('us-east-1')),
  RETAIL_MARKETPLACE: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^www\.amazon\.[a-z.]+$/, 'must be a marketplace host such as www.amazon.com').default('www.amazon.com'),
  ),
  WHOLESALE_API_URL: optionalUrl,
  WHOLESALE_API_KEY: optionalText,
  WHOLESALE_APP_TOKEN: optionalText,
  WHOLESALE_SITE_URL: z.preprocess(emptyAsUndefined, httpUrl.default('https://www.faire.com')),
  WHOLESALE_INVENTORY_SYNC: flag.default(false),
  AFFILIATE_API_URL: optionalUrl,
  AFFILIATE_API_KEY: optionalText,
  AFFILIATE_STORE_ID: optionalText,
  AFFILIATE_ID: optionalText,
  AFFILIATE_TRACKING: flag.default(false),
  AFFILIATE_TRACKING_SCRIPT_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters (try `openssl rand -base64 32`)' }).optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  GOOGLE_OAUTH_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  IMPORT_AFFILIATE_HOSTS: z.preprocess(emptyAsUndefined, commaList.optional()),
  IMAGE_CHECK_ALLOWED_ADDRESSES: z.preprocess(
    emptyAsUndefined,
    commaList
      .refine((list) => list.every((e) => net.isIP(e.split('/')[0]!) !== 0), { message: 'must be IP addresses or CIDR ranges, e.g. 127.0.0.1 or 127.0.0.0/8' })
      .default([]),
  ),
  IMAGE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  IMAGE_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(128),
  IMAGE_CHECK_CACHE_TTL_MS: z.coerce.number().int().min(0).max(24 * 60 * 60 * 1000).default(10 * 60 * 1000),
  LINK_HEALTH_INTERVAL_HOURS: z.coerce.number().min(0).max(168).default(24),
  LINK_HEALTH_HOST_GAP_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  LINK_HEALTH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  LINK_HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('claude-3-sonnet')),
  AI_PROVIDER_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(60).default('APICore')),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  AI_REQUEST_SPACING_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  AI_ITEMS_PER_RUN: z.coerce.number().int().min(1).max(1_000).default(5),
  AI_QUEUE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
})

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  host: string
  port: number
  /**
   * The address for links that leave the site (e-mails, canonical URLs); defaults to
   * http://localhost:{port}. It does not limit where the site may be opened: a request
   * whose Origin is its own host is same-origin (server/origin-policy.ts).
   */
  publicUrl: string
  /** Whether PUBLIC_URL was set, or publicUrl is the localhost default (the server then fills in the port it got). */
  publicUrlFromEnv: boolean
  /** Other sites' origins allowed to send state-changing requests (ALLOWED_ORIGINS), besides PUBLIC_URL's and the request's own. */
  allowedOrigins: string[]
  dataDir: string
  databaseUrl: string | undefined
  databasePoolSize: number
  /** The answer store's shared tier (REDIS_URL); undefined: none. */
  redisUrl: string | undefined
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  seedSampleCatalog: boolean
  /** Which built-in catalogue a first run loads: the starter catalogue, or the spec's 12 samples (the tests' mock set). */
  seedCatalogue: 'starter' | 'sample'
  shutdownTimeoutMs: number
  /** Processes `npm run start:cluster` runs (null: one per core). */
  clusterWorkers: number | null
  /** Whether X-Forwarded-For names the client and X-Forwarded-Host/-Proto the address used (only behind a proxy that overwrites them). */
  trustProxy: boolean
  /** SMTP delivery when set; otherwise e-mail goes to `{dataDir}/outbox/*.eml`. */
  smtpUrl: string | undefined
  mailFrom: string
  supportEmail: string
  /** Retail, wholesale and affiliate services; each is off until its required variables are set. */
  integrations: IntegrationsConfig
  /** Signs sessions and tokens; unset means one is generated once and kept in the database. */
  authSecret: string | undefined
  /** Google sign-in, offered only when both the client id and secret are set. */
  google: GoogleConfig | undefined
  /** The product import: which hosts an affiliate link may point at, and the image check. */
  imports: ImportsConfig
  /** Product analysis and styling advice; without an API key the rule-based engine answers. */
  ai: AiConfig
  /** The scheduled check of every active product's link and image (issue 28, docs/decisions/058). */
  linkHealth: LinkHealthConfig
}

export interface LinkHealthConfig {
  /** Hours between scheduled checks; 0 turns the schedule off (the back office can still run one). */
  intervalHours: number
  /** At least this long between two requests to one host. */
  hostGapMs: number
  /** Products checked at once. */
  concurrency: number
  /** Per URL, across its redirects. */
  timeoutMs: number
}

export interface ImportsConfig {
  /** Default: the retail marketplace's domain (without www.) plus amzn.to and a.co, and the wholesale site's domain when that service is configured. */
  affiliateHosts: string[]
  imageCheck: {
    timeoutMs: number
    concurrency: number
    /** Exempt from the private-address refusal; empty in production, 127.0.0.1 in tests. */
    allowedAddresses: string[]
  }
  /** How long a HEAD answer is reused (Validate All, then Import Products); 0 checks every time. */
  imageCacheTtlMs: number
}

export interface AiConfig {
  /** An OpenAI-compatible endpoint's base URL (the part before /chat/completions); set together with the key. */
  baseUrl: string | undefined
  /** Unset: the rule-based engine analyses products, and the back office says so. */
  apiKey: string | undefined
  model: string
  /** Shown in messages and the back office, e.g. "APICore API rate limit exceeded". */
  providerName: string
  timeoutMs: number
  /** Items the queue worker analyses at once. */
  concurrency: number
  /** Pause between two items a worker lane takes (the spec's 2 s); a 429 lengthens it. */
  requestSpacingMs: number
  /** Items one worker pass claims (the spec's 5 per run). */
  itemsPerRun: number
  /** How often the worker looks for queued items (the spec's 30 s). */
  queuePollMs: number
}

export interface GoogleConfig {
  clientId: string
  clientSecret: string
  /** The OpenID Connect issuer to discover endpoints from: Google's, or a local fake in tests. */
  issuerUrl: string
}

export interface IntegrationsConfig {
  timeoutMs: number
  retail: {
    apiUrl: string
    accessKey: string | undefined
    secretKey: string | undefined
    partnerTag: string | undefined
    region: string
    marketplace: string
  }
  wholesale: {
    apiUrl: string | undefined
    apiKey: string | undefined
    appToken: string | undefined
    siteUrl: string
    inventorySync: boolean
  }
  affiliate: {
    apiUrl: string | undefined
    apiKey: string | undefined
    storeId: string | undefined
    affiliateId: string | undefined
    tracking: boolean
    trackingScriptUrl: string | undefined
  }
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] }

/** Parses the environment; on failure returns one line per bad variable, naming it and what is wrong. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment'
      const value = env[name]
      const shown = SECRET_VARIABLES.has(name) || value === undefined ? '' : ` (got "${value}")`
      return `${name}: ${issue.message}${shown}`
    })
    return { ok: false, errors }
  }
  const e = parsed.data
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
    return { ok: false, errors: [`${missing}: must be set together with ${missing === 'GOOGLE_CLIENT_ID' ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'} (or leave both unset)`] }
  }
  if (e.AI_API_KEY && !e.AI_BASE_URL) {
    return { ok: false, errors: ['AI_BASE_URL: must be set together with AI_API_KEY (an OpenAI-compatible endpoint such as https://api.openai.com/v1)'] }
  }
  return {
    ok: true,
    config: {
      nodeEnv: e.NODE_ENV,
      host: e.HOST,
      port: e.PORT,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      publicUrlFromEnv: e.PUBLIC_URL !== undefined,
      allowedOrigins: e.ALLOWED_ORIGINS,
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      databasePoolSize: e.DATABASE_POOL_SIZE,
      redisUrl: e.REDIS_URL,
      logLevel: e.LOG_LEVEL,
      seedSampleCatalog: e.SEED_SAMPLE_CATALOG,
      seedCatalogue: e.SEED_CATALOG,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      clusterWorkers: e.CLUSTER_WORKERS ?? null,
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
      imports: {
        // Rows added from the wholesale browse link to the marketplace's own site, so it joins the default once that service is on.
        affiliateHosts: e.IMPORT_AFFILIATE_HOSTS ?? [
          e.RETAIL_MARKETPLACE.replace(/^www\./, ''),
          'amzn.to',
          'a.co',
          ...(e.WHOLESALE_API_URL && e.WHOLESALE_API_KEY && e.WHOLESALE_APP_TOKEN ? [new URL(e.WHOLESALE_SITE_URL).hostname.replace(/^www\./, '')] : []),
        ],
        imageCheck: { timeoutMs: e.IMAGE_CHECK_TIMEOUT_MS, concurrency: e.IMAGE_CHECK_CONCURRENCY, allowedAddresses: e.IMAGE_CHECK_ALLOWED_ADDRESSES },
        imageCacheTtlMs: e.IMAGE_CHECK_CACHE_TTL_MS,
      },
      linkHealth: {
        intervalHours: e.LINK_HEALTH_INTERVAL_HOURS,
        hostGapMs: e.LINK_HEALTH_HOST_GAP_MS,
        concurrency: e.LINK_HEALTH_CONCURRENCY,
        timeoutMs: e.LINK_HEALTH_TIMEOUT_MS,
      },
      ai: {
        baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
        apiKey: e.AI_API_KEY,
        model: e.AI_MODEL,
        providerName: e.AI_PROVIDER_NAME,
        timeoutMs: e.AI_TIMEOUT_MS,
        concurrency: e.AI_CONCURRENCY,
        requestSpacingMs: e.AI_REQUEST_SPACING_MS,
        itemsPerRun: e.AI_ITEMS_PER_RUN,
        queuePollMs: e.AI_QUEUE_POLL_MS,
      },
      integrations: {
        timeoutMs: e.INTEGRATION_TIMEOUT_MS,
        retail: {
          apiUrl: e.RETAIL_API_URL,
          accessKey: e.RETAIL_ACCESS_KEY,
          secretKey: e.RETAIL_SECRET_KEY,
          partnerTag: e.RETAIL_PARTNER_TAG,
          region: e.RETAIL_REGION,
          marketplace: e.RETAIL_MARKETPLACE,
        },
        wholesale: {
          apiUrl: e.WHOLESALE_API_URL,
          apiKey: e.WHOLESALE_API_KEY,
          appToken: e.WHOLESALE_APP_TOKEN,
          siteUrl: e.WHOLESALE_SITE_URL,
          inventorySync: e.WHOLESALE_INVENTORY_SYNC,
        },
        affiliate: {
          apiUrl: e.AFFILIATE_API_URL,
          apiKey: e.AFFILIATE_API_KEY,
          storeId: e.AFFILIATE_STORE_ID,
          affiliateId: e.AFFILIATE_ID,
          tracking: e.AFFILIATE_TRACKING,
          trackingScriptUrl: e.AFFILIATE_TRACKING_SCRIPT_URL,
        },
      },
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
