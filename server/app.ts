import { Hono } from 'hono'
import { RouterContextProvider } from 'react-router'
import type { Config } from './config.ts'
import { ApiError, toErrorResponse } from './errors.ts'
import { consentApi } from './api/consent.ts'
import { contactMessagesApi } from './api/contact-messages.ts'
import { newsletterSignupsApi } from './api/newsletter-signups.ts'
import { productsApi } from './api/products.ts'
import { styleProfileApi } from './api/style-profile.ts'
import { accountApi } from './api/account.ts'
import { favouritesApi } from './api/favourites.ts'
import { blueprintApi } from './api/blueprint.ts'
import { blueprintSharesApi } from './api/blueprint-shares.ts'
import { wishlistSharesApi } from './api/wishlist-shares.ts'
import { blueprintShareCard } from './api/blueprint-share-card.ts'
import { drawingsRoute } from './api/drawings.ts'
import { outboundLinks } from './api/outbound.ts'
import { outfitsApi } from './api/outfits.ts'
import { recommendationsApi } from './api/recommendations.ts'
import { signalsApi } from './api/signals.ts'
import { stylingAdviceApi } from './api/styling-advice.ts'
import { partnerPicksApi } from './api/partner-picks.ts'
import type { Logger } from './logger.ts'
import { adminApi } from './api/admin.ts'
import { adminAiApi } from './api/admin-ai.ts'
import { adminRecommendationsApi } from './api/admin-recommendations.ts'
import { adminAuthApi } from './api/admin-auth.ts'
import { adminEarningsApi } from './api/admin-earnings.ts'
import { adminLinkHealthApi } from './api/admin-link-health.ts'
import { adminProductsApi } from './api/admin-products.ts'
import { adminSettingsApi } from './api/admin-settings.ts'
import { adminUserDataApi } from './api/admin-user-data.ts'
import { diagnosticsApi } from './api/diagnostics.ts'
import { importsApi } from './api/imports.ts'
import { adminRetailApi, adminWholesaleApi } from './api/admin-suppliers.ts'
import { AUTH_BASE_PATH, withClientAddress } from './auth/auth.ts'
import type { AppEnv } from './http-env.ts'
import { cspNonceContext, requestContext, servicesContext } from './load-context.ts'
import { bodyLimits } from './middleware/body-limits.ts'
import { clientInfo } from './middleware/client-info.ts'
import { compression } from './middleware/compression.ts'
import { databaseOutage } from './middleware/database-outage.ts'
import { requestId } from './middleware/request-id.ts'
import { requestLogger } from './middleware/request-logger.ts'
import { sameOrigin } from './middleware/same-origin.ts'
import { isTrustedOrigin, originPolicyOf, requestOrigin } from './origin-policy.ts'
import { keepPagePrivate, noStoreByDefault, securityHeaders } from './middleware/security-headers.ts'
import { session } from './middleware/session.ts'
import { textHygiene } from './middleware/text-hygiene.ts'
import type { Services } from './services/app-services.ts'

/** The health probes: never compressed, and logged only when they fail (or at debug). */
const HEALTH_PROBES = ['/healthz', '/readyz'] as const

export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>

export interface AppDeps {
  config: Config
  logger: Logger
  /** Every service, built by the composition root (server/services/app-services.ts). */
  services: Services
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler
  /** Serves built client assets (production only; Vite serves them in development). */
  staticFiles?: ReturnType<typeof import('@hono/node-server/serve-static').serveStatic>
  /** Set while shutting down, so /readyz tells the load balancer to stop sending traffic. */
  isShuttingDown?: () => boolean
}

/**
 * The HTTP policy, top-down: request id, request log, client address, compression, security headers,
 * body limits, the control-character check, the outage answer (503 when the database is
 * unavailable), health probes, the auth library's endpoints, the session, the JSON API
 * (with its origin check and the admin guard), static assets, and React Router last for
 * every page.
 */
export function createApp(deps: AppDeps) {
  const { logger } = deps
  const { accounts, pages } = deps.services
  const { readiness, signals, stylingAdvice, partnerPicks, backOffice } = deps.services.api
  const originPolicy = originPolicyOf(deps.config)
  const app = new Hono<AppEnv>()

  app.use(requestId)
  app.use(requestLogger(logger, { quiet: HEALTH_PROBES }))
  app.use(clientInfo({ trustProxy: deps.config.trustProxy }))
  // Pages, JSON and scripts of 1 KB or more leave compressed (static files come precompressed
  // from the build). The probes never are: a few bytes, asked for often, and a probe should
  // measure the process, not the compressor (decision 060).
  app.use(compression({ except: HEALTH_PROBES }))
  app.use(
    securityHeaders({
      publicUrl: deps.config.publicUrl,
      isDevelopment: deps.config.nodeEnv === 'development',
      trackingScriptUrl: pages.site.affiliateTracking?.src ?? null,
    }),
  )
  app.use('/api/*', noStoreByDefault)
  // Bodies are bounded before anything reads them (the control-character check included).
  app.use(bodyLimits)
  // Control characters are refused here, before any route (ours, the auth library's, the pages').
  app.use(textHygiene())
  // Inside the security headers, so the outage answer gets them too.
  app.use(databaseOutage)

  // Liveness: the process answers. No I/O, so a slow database never gets the process killed.
  app.get('/healthz', (c) => c.json({ status: 'ok' }))

  // Readiness: the database answers a `select 1` (cheapest real round trip, no table scan).
  // Anyone gets the status; only an administrator in session also gets the engine and the reason.
  app.get('/readyz', async (c) => {
    const detailed = async () => {
      const auth = await accounts.resolveSession(c.req.raw.headers).catch(() => null)
      const gate = await accounts.admin.check(auth, { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }).catch(() => null)
      return gate?.status === 'active'
    }
    c.header('Cache-Control', 'no-store')
    if (deps.isShuttingDown?.()) return c.json({ status: 'unavailable', ...((await detailed()) ? { reason: 'shutting down' } : {}) }, 503)
    try {
      await readiness.ping()
      return c.json({ status: 'ok', ...((await detailed()) ? { database: readiness.dialect } : {}) })
    } catch (err) {
      c.var.log.warn({ err }, 'readiness check failed')
      const reason = err instanceof Error ? `database unreachable: ${err.message}` : 'database unreachable'
      return c.json({ status: 'unavailable', ...((await detailed()) ? { reason } : {}) }, 503)
    }
  })

  // The auth library's own endpoints (sign-up, sign-in, verification, reset, Google). It
  // rate-limits by the client address we hand it in a header of our own, never one the
  // client could set.
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, (c) =>
    accounts.auth.handler(new Request(c.req.raw, { headers: withClientAddress(c.req.raw.headers, c.var.clientAddress) })),
  )

  const api = new Hono<AppEnv>()
  api.use(sameOrigin(originPolicy))
  api.use(session(accounts))
  api.route('/products', productsApi(pages.catalog, pages.recommendations))
  api.route('/contact-messages', contactMessagesApi(pages.contact))
  api.route('/consent', consentApi({ secureCookies: deps.config.publicUrl.startsWith('https://') }))
  api.route('/newsletter-signups', newsletterSignupsApi(pages.newsletter))
  api.route('/style-profile', styleProfileApi(pages.styleProfiles))
  api.route('/account', accountApi(pages.account))
  api.route('/admin-auth', adminAuthApi(accounts.admin))
  api.route('/recommendations', recommendationsApi(pages.recommendations, signals.list))
  api.route('/signals', signalsApi(signals))
  api.route('/', outfitsApi(pages.recommendations))
  api.route('/favourites', favouritesApi(pages.favourites))
  api.route('/blueprint', blueprintApi(pages.blueprints))
  api.route('/blueprint-shares', blueprintSharesApi(pages.blueprints))
  api.route('/wishlist-shares', wishlistSharesApi(pages.wishlistShares))
  api.route('/styling-advice', stylingAdviceApi(stylingAdvice, pages.recommendations))
  api.route('/partner-picks', partnerPicksApi(partnerPicks, pages.recommendations))
  // A catalogue write through the back office counts in this process's very next
  // recommendation; other processes hear of it from the database (decision 026).
  api.use('/admin/*', async (c, next) => {
    await next()
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return
    await pages.recommendations.catalogueChanged().catch((err: unknown) => logger.warn({ err }, 'catalogue version could not be read after a write'))
  })
  api.route(
    '/admin',
    adminApi(accounts.admin, {
      '/imports': importsApi(backOffice.imports, backOffice.importFiles),
      '/diagnostics': diagnosticsApi(backOffice.diagnostics),
      '/products': adminProductsApi(backOffice.products, backOffice.attributes, backOffice.editing),
      '/user-data': adminUserDataApi(backOffice.userData),
      '/settings': adminSettingsApi(backOffice.settings),
      '/ai': adminAiApi(backOffice.ai),
      '/ai/recommendations': adminRecommendationsApi(backOffice.recommendations),
      '/earnings': adminEarningsApi(backOffice.earnings),
      '/link-health': adminLinkHealthApi(backOffice.linkHealth),
      '/retail': adminRetailApi(backOffice.suppliers),
      '/wholesale': adminWholesaleApi(backOffice.suppliers),
    }),
  )
  api.all('*', (c) => {
    throw new ApiError(404, 'not-found', `No API route for ${c.req.method} ${c.req.path}.`)
  })
  app.route('/api', api)
  // Outbound retailer links: record the click, then redirect (before the page handler).
  app.route('/go', outboundLinks(pages.outbound, accounts))
  // Each product's drawing, from its attributes (before the page handler and the static files).
  app.route('/drawings', drawingsRoute(pages.drawings))
  // A shared blueprint's preview card for social sites, next to its page (before the page handler).
  app.route('/blueprint/s', blueprintShareCard(pages.blueprints))

  app.onError((err, c) => toErrorResponse(c, err, logger))
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return toErrorResponse(c, new ApiError(404, 'not-found', `No API route for ${c.req.method} ${c.req.path}.`), logger)
    }
    return c.text('Not found', 404)
  })

  if (deps.staticFiles) {
    // Fingerprinted build output can be cached for a year; other public files for an hour.
    app.use('/assets/*', async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    app.use('*', deps.staticFiles)
  }

  const pageHandler = deps.pageHandler
  if (pageHandler) {
    // Page actions (the contact form, the notify box) follow the API's origin rule.
    app.use('*', sameOrigin(originPolicy))
    app.all('*', async (c) => {
      const context = new RouterContextProvider()
      const auth = await accounts.resolveSession(c.req.raw.headers)
      context.set(servicesContext, pages)
      context.set(requestContext, {
        requestId: c.var.requestId,
        auth,
        clientAddress: c.var.clientAddress,
        userAgent: c.var.userAgent,
      })
      context.set(cspNonceContext, c.get('secureHeadersNonce') ?? '')
      const response = await pageHandler(asBrowserSawIt(c.req.raw, originPolicy), context)
      // A page rendered from her cookies or her session shows her data: never kept by a shared cache.
      keepPagePrivate(response, { cookie: c.req.header('cookie'), signedIn: auth !== null })
      return response
    })
  }

  return app
}

/**
 * The page request at the address the browser used. React Router refuses an action whose
 * Origin differs from the request URL's; behind a proxy the URL carries the proxy's view
 * (http, an inner host). A request that passed our origin rule is rebuilt at the origin it
 * came from, or at X-Forwarded-Host/-Proto when a trusted proxy set them.
 */
function asBrowserSawIt(request: Request, policy: ReturnType<typeof originPolicyOf>): Request {
  const url = new URL(request.url)
  const origin = request.headers.get('origin')
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(request.method)
  const target = changesState && origin && origin !== 'null' && isTrustedOrigin(request, policy) ? origin : requestOrigin(request, policy.trustProxy)
  if (!target || target === url.origin) return request
  const rebuilt = new URL(url.pathname + url.search, target)
  return new Request(rebuilt, request)
}
