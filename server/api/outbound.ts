import { Hono } from 'hono'
import { clickSource, summaryFromQuery } from '#core/recommendation/outbound-link.ts'
import type { AppEnv } from '../http-env.ts'
import type { OutboundClicksService } from '../load-context.ts'
import type { Accounts } from '../services/accounts.ts'

/**
 * GET /go/:productId: records the click, then 302 to the product's stored affiliate URL,
 * only when that is an https URL (host normalised, no credentials); a starter piece's goes
 * to our own /sample/:productId page, which says it is a sample no shop sells. Unknown or inactive
 * products and any other URL (plain http included) get a plain 404. Bad query values are dropped, never an error.
 */
export function outboundLinks(outbound: OutboundClicksService, accounts: Accounts) {
  return new Hono<AppEnv>().get('/:productId', async (c) => {
    const found = await outbound.target(c.req.param('productId'))
    if (!found) return c.text('Not found', 404)

    const auth = await accounts.resolveSession(c.req.raw.headers)
    try {
      await outbound.recordClick(found.product, {
        userId: auth?.user.id ?? null,
        source: clickSource(c.req.query('source')),
        summary: summaryFromQuery({ shape: c.req.query('shape'), palette: c.req.query('palette'), styles: c.req.query('styles') }),
      })
    } catch (err) {
      // The shopper still gets to the shop; a lost click row is only a lost statistic.
      c.var.log.warn({ err, productId: found.product.id }, 'click event could not be recorded')
    }
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    return c.redirect(found.url, 302)
  })
}
