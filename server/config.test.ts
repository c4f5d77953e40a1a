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

  it('treats an empty DATABASE_URL as unset and parses flags', () => {
    const result = parseConfig({ DATABASE_URL: '', SEED_SAMPLE_CATALOG: 'false', PUBLIC_URL: 'https://styleblueprint.example/' })
    expect(result.ok && result.config).toMatchObject({
      databaseUrl: undefined,
      seedSampleCatalog: false,
      publicUrl: 'https://styleblueprint.example',
    })
    expect(parseConfig({ SEED_SAMPLE_CATALOG: 'maybe' }).ok).toBe(false)
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
