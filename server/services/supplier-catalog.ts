import { translate } from '#core/i18n/translate.ts'
import type {
  RetailSearchQuery,
  RetailSearchView,
  SupplierStatus,
  WholesaleBrowseQuery,
  WholesaleBrowseView,
} from '#core/import/supplier-search.ts'
import { integrationLink, type LinkOptions } from '#core/integrations/links.ts'
import type { RetailClient } from '#integrations/retail/retail-client.ts'
import type { ServiceStatus } from '#integrations/status.ts'
import type { WholesaleClient } from '#integrations/wholesale/wholesale-client.ts'

/** The back office's window on the retail API and the wholesale marketplace, for adding products to an import. */
export interface SupplierCatalog {
  searchRetail(query: RetailSearchQuery): Promise<RetailSearchView>
  browseWholesale(query: WholesaleBrowseQuery): Promise<WholesaleBrowseView>
}

const NAME_KEYS = { retail: 'integrations.name.retail', wholesale: 'integrations.name.wholesale' } as const

/** Off: which variables would turn it on (the client knows), so the admin is never left with a silent empty list. */
function notConfigured(id: keyof typeof NAME_KEYS, status: ServiceStatus): SupplierStatus {
  const service = translate(NAME_KEYS[id])
  return { state: 'not-configured', message: translate('integrations.notConfigured', { service, variables: status.missing.join(', ') }) }
}

function unavailable(id: keyof typeof NAME_KEYS): SupplierStatus {
  return { state: 'unavailable', message: translate('import.supplier.unavailable', { service: translate(NAME_KEYS[id]) }) }
}

const OK: SupplierStatus = { state: 'ok', message: null }
const toCents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100))

/**
 * Both reads answer, never throw: a service that is off or fails gives an empty list and
 * a status that says why (the clients have already logged the failure's details).
 */
export function createSupplierCatalog(deps: { retail: RetailClient; wholesale: WholesaleClient; links: LinkOptions }): SupplierCatalog {
  return {
    async searchRetail(query) {
      const page = query.page
      if (!deps.retail.status.configured) return { items: [], page, status: notConfigured('retail', deps.retail.status) }
      if (!query.keywords) return { items: [], page, status: OK }
      const outcome = await deps.retail.search({
        keywords: query.keywords,
        itemPage: page,
        minPrice: toCents(query.minPrice),
        maxPrice: toCents(query.maxPrice),
        ...(query.brand ? { brand: query.brand } : {}),
      })
      return { items: outcome.items, page, status: outcome.failed ? unavailable('retail') : OK }
    },
    async browseWholesale(query) {
      const { limit, offset } = query
      if (!deps.wholesale.status.configured) return { products: [], total: 0, limit, offset, status: notConfigured('wholesale', deps.wholesale.status) }
      const page = await deps.wholesale.browseProducts({
        limit,
        offset,
        ...(query.query ? { query: query.query } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.brand ? { brand: query.brand } : {}),
        ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
        ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
      })
      return {
        products: page.products.map((p) => ({ ...p, productUrl: integrationLink('faire', p.id, deps.links) })),
        total: page.total,
        limit,
        offset,
        status: page.failed ? unavailable('wholesale') : OK,
      }
    },
  }
}
