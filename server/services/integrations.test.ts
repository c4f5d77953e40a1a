import { afterEach, describe, expect, it } from 'vitest'
import { FAKE_AFFILIATE_CREDENTIALS, startFakeAffiliateApi } from '#tests/fakes/affiliate-api.ts'
import { FAKE_RETAIL_CREDENTIALS, startFakeRetailApi } from '#tests/fakes/retail-api.ts'
import { FAKE_WHOLESALE_CREDENTIALS, startFakeWholesaleApi } from '#tests/fakes/wholesale-api.ts'
import { captureLogs, testConfig } from '#tests/support/test-app.ts'
import { createLogger } from '../logger.ts'
import { affiliateTrackingConfig, createIntegrations, type Integrations } from './integrations.ts'

describe('createIntegrations', () => {
  const cleanup: Array<() => unknown> = []
  afterEach(async () => {
    for (const f of cleanup.splice(0)) await f()
  })

  const build = (env: Record<string, string>) => {
    const logs = captureLogs()
    const config = testConfig(env)
    const integrations: Integrations = createIntegrations(config, createLogger(config, logs.stream))
    cleanup.push(() => integrations.close())
    return { integrations, logs }
  }

  it('is all off on an empty environment, saying what to set, and shows the samples', async () => {
    const { integrations } = build({})
    expect(integrations.status().map((s) => s.summary)).toEqual([
      'Off: set RETAIL_ACCESS_KEY, RETAIL_SECRET_KEY, RETAIL_PARTNER_TAG',
      'Off: set WHOLESALE_API_URL, WHOLESALE_API_KEY, WHOLESALE_APP_TOKEN',
      'Off: set AFFILIATE_API_URL, AFFILIATE_API_KEY, AFFILIATE_STORE_ID, AFFILIATE_ID',
    ])
    expect(integrations.status()[0]!.reason).toBe('Retail product search is not configured')
    expect(await integrations.retail.searchItems({ keywords: 'dress' })).toEqual([])
    expect((await integrations.recommendations.get({}, 3)).mode).toBe('mock')
    expect(integrations.trackingScript(true)).toEqual({ load: false, reason: 'tracking-off' })
  })

  it('reaches every configured service with the credentials from the environment', async () => {
    const [retail, wholesale, affiliate] = await Promise.all([startFakeRetailApi(), startFakeWholesaleApi(), startFakeAffiliateApi()])
    cleanup.push(() => retail.close(), () => wholesale.close(), () => affiliate.close())
    const { integrations, logs } = build({
      RETAIL_API_URL: retail.url,
      RETAIL_ACCESS_KEY: FAKE_RETAIL_CREDENTIALS.accessKey,
      RETAIL_SECRET_KEY: FAKE_RETAIL_CREDENTIALS.secretKey,
      RETAIL_PARTNER_TAG: FAKE_RETAIL_CREDENTIALS.partnerTag,
      WHOLESALE_API_URL: wholesale.url,
      WHOLESALE_API_KEY: FAKE_WHOLESALE_CREDENTIALS.apiKey,
      WHOLESALE_APP_TOKEN: FAKE_WHOLESALE_CREDENTIALS.appToken,
      AFFILIATE_API_URL: affiliate.url,
      AFFILIATE_API_KEY: FAKE_AFFILIATE_CREDENTIALS.apiKey,
      AFFILIATE_STORE_ID: FAKE_AFFILIATE_CREDENTIALS.storeId,
      AFFILIATE_ID: FAKE_AFFILIATE_CREDENTIALS.affiliateId,
      AFFILIATE_TRACKING: 'true',
      AFFILIATE_TRACKING_SCRIPT_URL: 'https://track.affiliate.test/t.js',
    })
    expect(integrations.status().every((s) => s.configured)).toBe(true)
    expect((await integrations.retail.searchItems({ keywords: 'dress' })).length).toBeGreaterThan(0)
    expect((await integrations.wholesale.getCategories()).length).toBeGreaterThan(0)
    expect(await integrations.affiliate.trackClick({ productId: 'p1' })).toBe(true)
    expect((await integrations.recommendations.get({ categories: ['dresses'] }, 5)).mode).toBe('live')
    expect(integrations.trackingScript(true)).toEqual({ load: true, src: 'https://track.affiliate.test/t.js', storeId: 'store-42' })
    expect(integrations.trackingScript(undefined)).toEqual({ load: false, reason: 'no-consent' })
    // No secret reaches the log or the status.
    const everything = JSON.stringify([logs.lines, integrations.status()])
    for (const secret of [FAKE_RETAIL_CREDENTIALS.secretKey, FAKE_WHOLESALE_CREDENTIALS.apiKey, FAKE_AFFILIATE_CREDENTIALS.apiKey]) {
      expect(everything).not.toContain(secret)
    }
  })

  it('logs a failing read as a warning line with the service named', async () => {
    const { integrations, logs } = build({
      WHOLESALE_API_URL: 'http://127.0.0.1:1',
      WHOLESALE_API_KEY: 'k',
      WHOLESALE_APP_TOKEN: 't',
      INTEGRATION_TIMEOUT_MS: '500',
    })
    expect(await integrations.wholesale.getCategories()).toEqual([])
    expect(logs.lines.find((l) => l.msg === 'wholesale getCategories failed')).toMatchObject({ level: 40, component: 'integrations', integration: 'wholesale' })
  })
})

describe('affiliateTrackingConfig (what the root loader hands every page)', () => {
  const affiliate = {
    AFFILIATE_API_URL: 'https://aff.test/api',
    AFFILIATE_API_KEY: 'k',
    AFFILIATE_STORE_ID: 'store-42',
    AFFILIATE_ID: 'aff-7',
    AFFILIATE_TRACKING_SCRIPT_URL: 'https://track.affiliate.test/t.js',
  }

  it('gives the script and store id only when tracking is on and configured', () => {
    expect(affiliateTrackingConfig(testConfig({ ...affiliate, AFFILIATE_TRACKING: 'true' }))).toEqual({
      src: 'https://track.affiliate.test/t.js',
      storeId: 'store-42',
    })
    expect(affiliateTrackingConfig(testConfig(affiliate))).toBeNull()
    expect(affiliateTrackingConfig(testConfig({ ...affiliate, AFFILIATE_TRACKING: 'true', AFFILIATE_TRACKING_SCRIPT_URL: '' }))).toBeNull()
    expect(affiliateTrackingConfig(testConfig({}))).toBeNull()
  })
})
