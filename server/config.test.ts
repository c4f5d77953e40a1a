import { describe, expect, it } from 'vitest'
import { parseConfig } from './config.ts'

describe('parseConfig', () => {
  it('starts with sensible defaults on an empty environment', () => {
    const result = parseConfig({})
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        port: 3000,
        dataDir: './data',
        databaseUrl: undefined,
        publicUrl: 'http://localhost:3000',
        nodeEnv: 'production',
        seedSampleCatalog: true,
        seedCatalogue: 'starter',
      }),
    })
  })

  it('names the variable and what is wrong, one line each, without echoing a database URL', () => {
    const result = parseConfig({ DATABASE_URL: 'mysql://user:secret@db/x', PORT: 'eighty' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toHaveLength(2)
    expect(result.errors.find((l) => l.startsWith('DATABASE_URL: '))).toMatch(/postgres:\/\//)
    expect(result.errors.join('\n')).not.toContain('secret')
    expect(result.errors.find((l) => l.startsWith('PORT: '))).toContain('"eighty"')
  })

  it('rejects an unparsable DATABASE_URL and accepts a PostgreSQL one', () => {
    expect(parseConfig({ DATABASE_URL: 'not a url' }).ok).toBe(false)
    const ok = parseConfig({ DATABASE_URL: 'postgresql://app@127.0.0.1:5432/styleblueprint' })
    expect(ok.ok && ok.config.databaseUrl).toBe('postgresql://app@127.0.0.1:5432/styleblueprint')
  })

  it('takes a redis:// or rediss:// REDIS_URL, refuses another scheme without echoing it, and treats empty as unset', () => {
    const ok = parseConfig({ REDIS_URL: 'rediss://:pw@cache.example:6380/0' })
    expect(ok.ok && ok.config.redisUrl).toBe('rediss://:pw@cache.example:6380/0')
    expect(parseConfig({ REDIS_URL: '' }).ok && parseConfig({ REDIS_URL: '' })).toMatchObject({ config: { redisUrl: undefined } })
    const bad = parseConfig({ REDIS_URL: 'http://:hunter2@cache.example' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.errors.find((l) => l.startsWith('REDIS_URL: '))).toBeDefined()
    expect(bad.errors.join('\n')).not.toContain('hunter2')
  })

  it('treats an empty DATABASE_URL as unset and parses flags', () => {
    const result = parseConfig({ DATABASE_URL: '', SEED_SAMPLE_CATALOG: 'false', PUBLIC_URL: 'https://styleblueprint.example/' })
    expect(result.ok && result.config).toMatchObject({
      databaseUrl: undefined,
      seedSampleCatalog: false,
      publicUrl: 'https://styleblueprint.example',
    })
    expect(parseConfig({ SEED_SAMPLE_CATALOG: 'maybe' }).ok).toBe(false)
    expect(parseConfig({ SEED_CATALOG: 'sample' }).ok && parseConfig({ SEED_CATALOG: 'sample' })).toMatchObject({ config: { seedCatalogue: 'sample' } })
    expect(parseConfig({ SEED_CATALOG: 'everything' }).ok).toBe(false)
  })

  it('parses ALLOWED_ORIGINS as origins and refuses anything with a path', () => {
    const none = parseConfig({})
    expect(none.ok && none.config.allowedOrigins).toEqual([])
    expect(none.ok && none.config.publicUrlFromEnv).toBe(false)
    const some = parseConfig({ ALLOWED_ORIGINS: 'https://Shop.Example, http://192.168.1.20:3000/ ,', PUBLIC_URL: 'https://style.example' })
    expect(some.ok && some.config.allowedOrigins).toEqual(['https://shop.example', 'http://192.168.1.20:3000'])
    expect(some.ok && some.config.publicUrlFromEnv).toBe(true)
    const bad = parseConfig({ ALLOWED_ORIGINS: 'https://shop.example/checkout' })
    expect(bad).toEqual({ ok: false, errors: [expect.stringMatching(/^ALLOWED_ORIGINS: "https:\/\/shop.example\/checkout" is not an origin/)] })
    expect(parseConfig({ ALLOWED_ORIGINS: 'ftp://files.example' }).ok).toBe(false)
    expect(parseConfig({ ALLOWED_ORIGINS: 'shop.example' }).ok).toBe(false)
  })

  it('offers Google sign-in only with both the client id and secret, against Google unless told otherwise', () => {
    expect(parseConfig({}).ok && (parseConfig({}) as { config: { google: unknown } }).config.google).toBeUndefined()
    const both = parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'shh' })
    expect(both.ok && both.config.google).toEqual({ clientId: 'id', clientSecret: 'shh', issuerUrl: 'https://accounts.google.com' })
    const fake = parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'shh', GOOGLE_OAUTH_BASE_URL: 'http://127.0.0.1:4000/' })
    expect(fake.ok && fake.config.google?.issuerUrl).toBe('http://127.0.0.1:4000')
    const half = parseConfig({ GOOGLE_CLIENT_ID: 'id' })
    expect(half).toEqual({ ok: false, errors: [expect.stringMatching(/^GOOGLE_CLIENT_SECRET: /)] })
  })

  it('refuses a short AUTH_SECRET without echoing it', () => {
    const result = parseConfig({ AUTH_SECRET: 'too-short-secret' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors[0]).toMatch(/^AUTH_SECRET: must be at least 32 characters/)
    expect(result.errors[0]).not.toContain('too-short-secret')
  })
})

describe('integration variables', () => {
  it('leaves every integration off by default, with the retail defaults', () => {
    const result = parseConfig({})
    expect(result.ok && result.config.integrations).toEqual({
      timeoutMs: 10_000,
      retail: {
        apiUrl: 'https://webservices.amazon.com',
        accessKey: undefined,
        secretKey: undefined,
        partnerTag: undefined,
        region: 'us-east-1',
        marketplace: 'www.amazon.com',
      },
      wholesale: { apiUrl: undefined, apiKey: undefined, appToken: undefined, siteUrl: 'https://www.faire.com', inventorySync: false },
      affiliate: { apiUrl: undefined, apiKey: undefined, storeId: undefined, affiliateId: undefined, tracking: false, trackingScriptUrl: undefined },
    })
  })

  it('reads the credentials and flags, treating blank values as unset', () => {
    const result = parseConfig({
      RETAIL_ACCESS_KEY: 'AKIA1',
      RETAIL_SECRET_KEY: ' ',
      RETAIL_REGION: 'eu-west-1',
      WHOLESALE_API_URL: 'https://wholesale.example/api/v2',
      WHOLESALE_INVENTORY_SYNC: 'true',
      AFFILIATE_TRACKING: 'yes',
    })
    expect(result.ok && result.config.integrations).toMatchObject({
      retail: { accessKey: 'AKIA1', secretKey: undefined, region: 'eu-west-1' },
      wholesale: { apiUrl: 'https://wholesale.example/api/v2', inventorySync: true },
      affiliate: { tracking: true },
    })
  })

  it('names bad integration variables without echoing a secret', () => {
    const result = parseConfig({ RETAIL_REGION: 'mars', WHOLESALE_API_URL: 'ftp://x', AFFILIATE_TRACKING: 'maybe', INTEGRATION_TIMEOUT_MS: '5' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((l) => l.split(':')[0]).sort()).toEqual(['AFFILIATE_TRACKING', 'INTEGRATION_TIMEOUT_MS', 'RETAIL_REGION', 'WHOLESALE_API_URL'])
    expect(result.errors.find((l) => l.startsWith('RETAIL_REGION'))).toContain('us-east-1')
  })
})

describe('import variables', () => {
  it('defaults to the marketplace domain plus the short links, an empty allow-list and a 5 s image check', () => {
    const result = parseConfig({})
    if (!result.ok) throw new Error(result.errors.join('\n'))
    expect(result.config.imports).toEqual({
      affiliateHosts: ['amazon.com', 'amzn.to', 'a.co'],
      imageCheck: { timeoutMs: 5000, concurrency: 128, allowedAddresses: [] },
      imageCacheTtlMs: 600_000,
    })
  })

  it('lets import rows link to the wholesale site once the wholesale marketplace is configured', () => {
    const result = parseConfig({ WHOLESALE_API_URL: 'https://api.wholesale.test', WHOLESALE_API_KEY: 'k', WHOLESALE_APP_TOKEN: 't' })
    if (!result.ok) throw new Error(result.errors.join('\n'))
    expect(result.config.imports.affiliateHosts).toEqual(['amazon.com', 'amzn.to', 'a.co', 'faire.com'])
  })

  it('reads host and address lists and refuses an allow-list entry that is not an address', () => {
    const result = parseConfig({ IMPORT_AFFILIATE_HOSTS: 'Shop.Example, amzn.to', IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1, ::1' })
    if (!result.ok) throw new Error(result.errors.join('\n'))
    expect(result.config.imports.affiliateHosts).toEqual(['shop.example', 'amzn.to'])
    expect(result.config.imports.imageCheck.allowedAddresses).toEqual(['127.0.0.1', '::1'])
    const bad = parseConfig({ IMAGE_CHECK_ALLOWED_ADDRESSES: 'localhost' })
    expect(bad.ok ? [] : bad.errors.map((l) => l.split(':')[0])).toEqual(['IMAGE_CHECK_ALLOWED_ADDRESSES'])
  })
})

describe('AI variables', () => {
  it('runs the rule-based engine by default, with the spec pacing as defaults', () => {
    const result = parseConfig({})
    expect(result.ok && result.config.ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: 'claude-3-sonnet',
      providerName: 'APICore',
      timeoutMs: 30_000,
      concurrency: 1,
      requestSpacingMs: 2_000,
      itemsPerRun: 5,
      queuePollMs: 30_000,
    })
  })

  it('needs a base URL with a key, and never echoes the key', () => {
    const result = parseConfig({ AI_API_KEY: 'sk-very-secret' })
    expect(result).toEqual({ ok: false, errors: [expect.stringMatching(/^AI_BASE_URL: must be set together with AI_API_KEY/)] })
    const bad = parseConfig({ AI_API_KEY: 'sk-very-secret', AI_BASE_URL: 'ftp://x', AI_CONCURRENCY: '0' })
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.errors.map((l) => l.split(':')[0]).sort()).toEqual(['AI_BASE_URL', 'AI_CONCURRENCY'])
      expect(bad.errors.join('\n')).not.toContain('sk-very-secret')
    }
  })

  it('takes an OpenAI-compatible endpoint and the provider display name', () => {
    const result = parseConfig({ AI_API_KEY: 'k', AI_BASE_URL: 'http://127.0.0.1:9/v1/', AI_PROVIDER_NAME: 'Acme AI', AI_MODEL: 'gpt-4o-mini' })
    expect(result.ok && result.config.ai).toMatchObject({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', providerName: 'Acme AI', model: 'gpt-4o-mini' })
  })
})
