import type { Kysely } from 'kysely'
import { normalizeAffiliateUrl } from '#core/catalog/affiliate-url.ts'
import { isStarterLink, samplePagePath } from '#core/catalog/starter-catalogue.ts'
import { insertClickEvent } from '#db/repositories/click-events-repository.ts'
import { findStyleProfileByUserId } from '#db/repositories/style-profiles-repository.ts'
import type { Database } from '#db/schema.ts'
import type { CatalogService, OutboundClicksService } from '../load-context.ts'

/** The shop links behind /go/:productId and the click events they leave. */
export function createOutboundClicks(deps: { db: Kysely<Database>; catalog: CatalogService; now: () => Date }): OutboundClicksService {
  return {
    async target(productId) {
      const product = productId.length <= 100 ? await deps.catalog.activeProduct(productId) : null
      if (product && isStarterLink(product.affiliateUrl)) return { product, url: samplePagePath(product.id) }
      const url = product ? normalizeAffiliateUrl(product.affiliateUrl) : null
      return product && url ? { product, url } : null
    },
    async recordClick(product, click) {
      let summary = click.summary
      if (click.userId) {
        // A signed-in shopper's stored profile wins over what the link carried.
        const stored = await findStyleProfileByUserId(deps.db, click.userId)
        if (stored) summary = { bodyShape: stored.bodyShape, colorPalette: stored.colorPalette, stylePreferences: stored.stylePreferences }
      }
      await insertClickEvent(
        deps.db,
        { productId: product.id, userId: click.userId, source: click.source, action: 'click', category: product.category, price: product.price, profileSummary: summary },
        deps.now(),
      )
    },
  }
}
