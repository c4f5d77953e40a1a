import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { RouterContextProvider } from 'react-router'
import { type DatabaseHandle, pingDatabase } from '#db/database.ts'
import type { Config } from './config.ts'
import { ApiError, toErrorResponse } from './errors.ts'
import { contactMessagesApi } from './api/contact-messages.ts'
import { newsletterSignupsApi } from './api/newsletter-signups.ts'
import { productsApi } from './api/products.ts'
import { styleProfileApi } from './api/style-profile.ts'
import { favouritesApi } from './api/favourites.ts'
import { outboundLinks } from './api/outbound.ts'
import { recommendationsApi } from './api/recommendations.ts'
import { stylingAdviceApi } from './api/styling-advice.ts'
import { partnerPicksApi } from './api/partner-picks.ts'
import { createPartnerPicks } from './services/partner-picks.ts'
import { createIntegrations, type Integrations } from './services/integrations.ts'
import type { Logger } from './logger.ts'
import { adminApi } from './api/admin.ts'
import { adminAiApi } from './api/admin-ai.ts'
import { adminRecommendationsApi } from './api/admin-recommendations.ts'
import { createRecommendationManager } from './services/recommendation-manager.ts'
import { adminAuthApi } from './api/admin-auth.ts'
import { adminEarningsApi } from './api/admin-earnings.ts'
import { adminProductsApi } from './api/admin-products.ts'
import { adminSettingsApi } from './api/admin-settings.ts'
import { adminUserDataApi } from './api/admin-user-data.ts'
import { diagnosticsApi } from './api/diagnostics.ts'
import { importsApi } from './api/imports.ts'
import { adminRetailApi, adminWholesaleApi } from './api/admin-suppliers.ts'
import { createImageChecker } from '#integrations/http/image-check.ts'
import { createDiagnostics, type Diagnostics } from './services/diagnostics.ts'
import { createProductImport, type ProductImport } from './services/product-import.ts'
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from './auth/auth.ts'
import type { AppEnv } from './http-env.ts'
import { type AppServices, requestContext, servicesContext } from './load-context.ts'
import { clientInfo } from './middleware/client-info.ts'
import { requestId } from './middleware/request-id.ts'
import { requestLogger } from './middleware/request-logger.ts'
import { sameOrigin } from './middleware/same-origin.ts'
import { session } from './middleware/session.ts'
import type { Accounts } from './services/accounts.ts'
import { createBackOffice } from './services/back-office.ts'
import { type AiAnalysis, createAiAnalysisFromConfig } from './services/ai-analysis.ts'
import { createShopperAdviceFromConfig } from './services/shopper-advice.ts'

export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>

export interface AppDeps {
  config: Config
  database: DatabaseHandle
  logger: Logger
  services: AppServices
  /** The auth library, the session lookup and the back office's access rules. */
  accounts: Accounts
  /** The product import jobs and the database diagnostics behind /api/admin; built from config when absent. */
  imports?: ProductImport
  diagnostics?: Diagnostics
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler
  /** Serves built client assets (production only; Vite serves them in development). */
  staticFiles?: ReturnType<typeof import('@hono/node-server/serve-static').serveStatic>
  /** Set while shutting down, so /readyz tells the load balancer to stop sending traffic. */
  isShuttingDown?: () => boolean
  /** Product analysis and its queue; built from config when absent (its worker is not started here). */
  ai?: AiAnalysis
  /**
   * The retail, wholesale and affiliate clients, shared by partner picks and the back office.
   * The server passes one long-lived set and closes it on shutdown; without it the app builds
   * its own and stops its cache sweep timer at once (the caches are bounded and drop expired
   * entries on read).
   */
  integrations?: Integrations
}

/**
 * The HTTP policy, top-down: request id, request log, client address, security headers,
 * health probes, the auth library's endpoints, the session, the JSON API (with its origin
 * check and the admin guard), static assets, and React Router last for every page.
 */
export function createApp(deps: AppDeps) {
  const { logger, accounts } = deps
  const app = new Hono<AppEnv>()

  app.use(requestId)
  app.use(requestLogger(logger))
  app.use(clientInfo({ trustProxy: deps.config.trustProxy }))
  app.use(
    secureHeaders({
      // Pages inline React Router's hydration script; a nonce-based CSP is a later step.
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  )

  // Liveness: the process answers. No I/O, so a slow database never gets the process killed.
  app.get('/healthz', (c) => c.json({ status: 'ok' }))

  // Readiness: the database answers a `select 1` (cheapest real round trip, no table scan).
  app.get('/readyz', async (c) => {
    if (deps.isShuttingDown?.()) return c.json({ status: 'unavailable', reason: 'shutting down' }, 503)
    try {
      await pingDatabase(deps.database.db)
      return c.json({ status: 'ok', database: deps.database.dialect })
    } catch (err) {
      c.var.log.warn({ err }, 'readiness check failed')
      const reason = err instanceof Error ? `database unreachable: ${err.message}` : 'database unreachable'
      return c.json({ status: 'unavailable', reason }, 503)
    }
  })

  // The auth library's own endpoints (sign-up, sign-in, verification, reset, Google). It
  // rate-limits by the client address we hand it in a header of our own, never one the
  // client could set.
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, (c) => {
    const headers = new Headers(c.req.raw.headers)
    headers.delete(CLIENT_ADDRESS_HEADER)
    if (c.var.clientAddress) headers.set(CLIENT_ADDRESS_HEADER, c.var.clientAddress)
    return accounts.auth.handler(new Request(c.req.raw, { headers }))
  })

  const api = new Hono<AppEnv>()
  api.use(sameOrigin(deps.config.publicUrl))
  api.use(session(accounts))
  api.route('/products', productsApi(deps.database.db))
  api.route('/contact-messages', contactMessagesApi(deps.services.contact))
  api.route('/newsletter-signups', newsletterSignupsApi(deps.services.newsletter))
  api.route('/style-profile', styleProfileApi(deps.services.styleProfiles))
  api.route('/admin-auth', adminAuthApi(accounts.admin))
  api.route('/recommendations', recommendationsApi(deps.services.recommendations))
  api.route('/favourites', favouritesApi(deps.database.db))
  const integrations = deps.integrations ?? ownIntegrations(deps.config, logger)
  const advice = createShopperAdviceFromConfig({ config: deps.config, recommendations: deps.services.recommendations, logger })
  api.route('/styling-advice', stylingAdviceApi(advice, deps.services.recommendations))
  api.route('/partner-picks', partnerPicksApi(createPartnerPicks({ integrations, logger }), deps.services.recommendations))
  const imports = deps.imports ?? createProductImport({ db: deps.database.db, logger, config: deps.config.imports, imageChecker: createImageChecker(deps.config.imports.imageCheck) })
  const diagnostics = deps.diagnostics ?? createDiagnostics({ db: deps.database.db, dialect: deps.database.dialect, imports, logger })
  const backOffice = createBackOffice({ config: deps.config, database: deps.database, logger, integrations })
  const ai = deps.ai ?? createAiAnalysisFromConfig({ config: deps.config, db: deps.database.db, logger })
  api.route(
    '/admin',
    adminApi(accounts.admin, {
      '/imports': importsApi(imports),
      '/diagnostics': diagnosticsApi(diagnostics),
      '/products': adminProductsApi(backOffice.products),
      '/user-data': adminUserDataApi(backOffice.userData),
      '/settings': adminSettingsApi(backOffice.settings),
      '/ai': adminAiApi(ai),
      '/ai/recommendations': adminRecommendationsApi(createRecommendationManager({ db: deps.database.db, ai, recommendations: deps.services.recommendations })),
      '/earnings': adminEarningsApi(backOffice.earnings),
      '/retail': adminRetailApi(backOffice.suppliers),
      '/wholesale': adminWholesaleApi(backOffice.suppliers),
    }),
  )
  api.all('*', (c) => {
    throw new ApiError(404, 'not-found', `No API route for ${c.req.method} ${c.req.path}.`)
  })
  app.route('/api', api)
  // Outbound retailer links: record the click, then redirect (before the page handler).
  app.route('/go', outboundLinks(deps.database.db, accounts))

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
    app.all('*', async (c) => {
      const context = new RouterContextProvider()
      context.set(servicesContext, deps.services)
      context.set(requestContext, {
        requestId: c.var.requestId,
        auth: await accounts.resolveSession(c.req.raw.headers),
        clientAddress: c.var.clientAddress,
        userAgent: c.var.userAgent,
      })
      return pageHandler(c.req.raw, context)
    })
  }

  return app
}

/** Integration clients for an app built without a shutdown hook (tests, development): the cache sweep timer is stopped at once. */
function ownIntegrations(config: Config, logger: Logger): Integrations {
  const integrations = createIntegrations(config, logger)
  integrations.close()
  return integrations
}
