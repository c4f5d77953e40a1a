import { createMiddleware } from 'hono/factory'
import { translate } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a state-changing request another site's page sent with our cookies. SameSite=Lax
 * already keeps cookies off cross-site POSTs; this is the second lock: a browser always
 * sends Origin (or Sec-Fetch-Site) on such requests, and it must be ours.
 */
export function sameOrigin(publicUrl: string) {
  const allowed = new URL(publicUrl).origin
  return createMiddleware(async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin')
      const site = c.req.header('sec-fetch-site')
      if ((origin && origin !== allowed) || site === 'cross-site') {
        throw new ApiError(403, 'forbidden', translate('errors.crossSite'))
      }
    }
    await next()
  })
}
