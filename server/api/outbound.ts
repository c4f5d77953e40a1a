import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { clickSource, safeRedirectTarget, summaryFromQuery } from '#core/recommendation/outbound-link.ts'
import { insertClickEvent } from '#db/repositories/click-events-repository.ts'
import { findProductById } from '#db/repositories/products-repository.ts'
import { findStyleProfileByUserId } from '#db/repositories/style-profiles-repository.ts'
import type { Database } from '#db/schema.ts'
import type { AppEnv } from '../http-env.ts'
import type { Accounts } from '../services/accounts.ts'

/**
 * GET /go/:productId: records the click, then 302 to the product's stored affiliate URL,
 * only when that is an http(s) URL. Unknown or inactive products and any other URL get a
 * plain 404. Bad query values are dropped, never an error.
 */
export function outboundLinks(db: Kysely<Database>, accounts: Accounts, now: () => Date = () => new Date()) {
  return new Hono<AppEnv>().get('/:productId', async (c) => {
    const id = c.req.param('productId')
    const product = id.length <= 100 ? await findProductById(db, id) : null
    const target = product?.isActive ? safeRedirectTarget(product.affiliateUrl) : null
    if (!product || !target) return c.text('Not found', 404)

    const auth = await accounts.resolveSession(c.req.raw.headers)
    const userId = auth?.user.id ?? null
    let summary = summaryFromQuery({ shape: c.req.query('shape'), palette: c.req.query('palette'), styles: c.req.query('styles') })
    if (userId) {
      const stored = await findStyleProfileByUserId(db, userId)
      if (stored) summary = { bodyShape: stored.bodyShape, colorPalette: stored.colorPalette, stylePreferences: stored.stylePreferences }
    }
    try {
      await insertClickEvent(
        db,
        {
          productId: product.id,
          userId,
          source: clickSource(c.req.query('source')),
          action: 'click',
          category: product.category,
          price: product.price,
          profileSummary: summary,
        },
        now(),
      )
    } catch (err) {
      // The shopper still gets to the shop; a lost click row is only a lost statistic.
      c.var.log.warn({ err, productId: product.id }, 'click event could not be recorded')
    }
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    return c.redirect(target, 302)
  })
}
