import { translate } from '#core/i18n/translate.ts'

export const INTEGRATION_IDS = ['retail', 'wholesale', 'affiliate'] as const
export type IntegrationId = (typeof INTEGRATION_IDS)[number]

/** Whether an integration is on, and when it is not, which environment variables would turn it on. */
export interface ServiceStatus {
  id: IntegrationId
  configured: boolean
  /** Environment variable names still unset; empty when configured. */
  missing: readonly string[]
  /** Non-secret facts worth showing (endpoint, region, feature flags). */
  details: Readonly<Record<string, string | boolean>>
}

export interface IntegrationStatusView extends ServiceStatus {
  name: string
  /** One line for the Settings tab: "On" or "Off: set X, Y". */
  summary: string
  /** Why it is off ("Retail product search is not configured"), or null when on. */
  reason: string | null
}

const OFF_KEYS = {
  retail: 'integrations.retailNotConfigured',
  wholesale: 'integrations.wholesaleNotConfigured',
  affiliate: 'integrations.affiliateNotConfigured',
} as const

const NAME_KEYS = {
  retail: 'integrations.name.retail',
  wholesale: 'integrations.name.wholesale',
  affiliate: 'integrations.name.affiliate',
} as const

/** The three integrations' statuses in a fixed order, each with its name and a one-line reason. */
export function integrationsStatus(clients: Readonly<Record<IntegrationId, { status: ServiceStatus }>>): IntegrationStatusView[] {
  return INTEGRATION_IDS.map((id) => {
    const status = clients[id].status
    return {
      ...status,
      name: translate(NAME_KEYS[id]),
      summary: status.configured
        ? translate('integrations.status.on')
        : translate('integrations.status.off', { variables: status.missing.join(', ') }),
      reason: status.configured ? null : translate(OFF_KEYS[id]),
    }
  })
}
