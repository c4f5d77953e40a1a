import { createMiddleware } from 'hono/factory'
import { translate } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import { isTrustedOrigin, type OriginPolicy } from '../origin-policy.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a state-changing request another site's page sent with our cookies. SameSite=Lax
 * already keeps cookies off cross-site POSTs; this is the second lock.
 */
export function sameOrigin(policy: OriginPolicy) {
  return createMiddleware(async (c, next) => {
    if (!SAFE.has(c.req.method) && !isTrustedOrigin(c.req.raw, policy)) {
      throw new ApiError(403, 'forbidden', translate('errors.crossSite'))
    }
    await next()
  })
}
