import { describe, expect, it } from 'vitest'
import { createAffiliateClient } from './affiliate/affiliate-client.ts'
import { createRetailClient } from './retail/retail-client.ts'
import { integrationsStatus } from './status.ts'
import { createWholesaleClient } from './wholesale/wholesale-client.ts'

const logger = { warn: () => {} }

describe('integrationsStatus', () => {
  it('lists the three services in order, each on or off with the variables still to set', () => {
    const view = integrationsStatus({
      retail: createRetailClient({ accessKey: 'a', secretKey: 's', partnerTag: 't', logger }),
      wholesale: createWholesaleClient({ logger }),
      affiliate: createAffiliateClient({ apiUrl: 'https://aff.example/api', apiKey: 'k', storeId: 's', logger, trackingEnabled: true }),
    })
    expect(view.map((v) => [v.id, v.name, v.configured, v.summary])).toEqual([
      ['retail', 'Retail product search', true, 'On'],
      ['wholesale', 'Wholesale marketplace', false, 'Off: set WHOLESALE_API_URL, WHOLESALE_API_KEY, WHOLESALE_APP_TOKEN'],
      ['affiliate', 'Affiliate marketing service', false, 'Off: set AFFILIATE_ID'],
    ])
    expect(view.map((v) => v.reason)).toEqual([null, 'Wholesale marketplace is not configured', 'Affiliate marketing service is not configured'])
    expect(view[2]!.details).toEqual({ endpoint: 'https://aff.example', tracking: true, trackingScript: false })
    expect(JSON.stringify(view)).not.toContain('"s"')
  })
})
