import type { CatalogueChanges } from '#db/catalogue-changes.ts'
import { type DatabaseHandle, type DatabaseOptions, type Dialect, pingDatabase } from '#db/database.ts'
import { createImageChecker } from '#integrations/http/image-check.ts'
import type { Config } from '../config.ts'
import type { AppServices } from '../load-context.ts'
import type { Logger } from '../logger.ts'
import { createAccountDataService } from './account-data.ts'
import { type Accounts, createAccounts } from './accounts.ts'
import type { LoginPacer } from './admin-access.ts'
import { type AdminSettings, createAdminSettings } from './admin-settings.ts'
import { type AiAnalysis, createAiAnalysisFromConfig } from './ai-analysis.ts'
import { createBlueprintRenderer, type BlueprintRenderer } from './blueprint-render/renderer.ts'
import { createBlueprintService } from './blueprints.ts'
import { createCatalogService } from './catalog.ts'
import { createGarmentDrawings } from './garment-drawings.ts'
import { createContactService } from './contact.ts'
import { createDiagnostics, type Diagnostics } from './diagnostics.ts'
import { createEarnings, type Earnings } from './earnings.ts'
import { createFavouritesService } from './favourites.ts'
import { createWishlistSharesService } from './wishlist-shares.ts'
import { createImportFileReader, type ImportFileReader } from './import-file-reader.ts'
import { createLinkHealth, type LinkHealth } from './link-health.ts'
import { affiliateTrackingConfig, createIntegrations } from './integrations.ts'
import { createMailerFromConfig } from './mail.ts'
import { createNewsletterService } from './newsletter.ts'
import { createOutboundClicks } from './outbound-clicks.ts'
import { createPartnerPicks, type PartnerPicks } from './partner-picks.ts'
import { createProductAttributes, type ProductAttributes } from './product-attributes.ts'
import { createProductEditing, type ProductEditing } from './product-editing.ts'
import { createProductImport, type ProductImport } from './product-import.ts'
import { createProductManagement, type ProductManagement } from './product-management.ts'
import { createRecommendationManager, type RecommendationManager } from './recommendation-manager.ts'
import { localEngine } from './recommendation-engine.ts'
import { workerEngine } from './recommendation-worker-engine.ts'
import { createRecommendations } from './recommendations.ts'
import { createShopperAdviceFromConfig, type ShopperAdviceService } from './shopper-advice.ts'
import { createShopperSignals, type ShopperSignalsService } from './shopper-signals.ts'
import { createStyleProfileService } from './style-profiles.ts'
import { createSupplierCatalog, type SupplierCatalog } from './supplier-catalog.ts'
import { createUserDataValidation, type UserDataValidation } from './user-data-validation.ts'

export interface ServiceDeps {
  config: Config
  database: DatabaseHandle
  logger: Logger
  /** The clock every service reads; tests pass a fixed one to move through rate-limit windows and locks. */
  now?: () => Date
  /** How a back-office sign-in waits out its second (tests hold it). */
  loginPacer?: LoginPacer
  /** Draws blueprint images and PDFs; one is made (its worker starting on first use) when absent. */
  renderer?: BlueprintRenderer
  /** PostgreSQL's catalogue change notices, so every process drops stale recommendations (decision 026). */
  catalogueChanges?: CatalogueChanges | null
  /**
   * How a worker thread opens the database: given, the recommendation engine runs in a worker
   * and computes the quiz segments ahead (the server); absent, in this thread, computing each
   * answer when asked (unit tests, dev). The serving path is the same either way.
   */
  recommendationsWorker?: DatabaseOptions
  /** Parts a test builds itself (to hold on to them, or with a fake inside); the root builds the rest. */
  given?: { imports?: ProductImport; importFiles?: ImportFileReader; ai?: AiAnalysis; linkHealth?: LinkHealth }
}

/** The back office's tools, for the /api/admin routers. */
export interface BackOffice {
  products: ProductManagement
  /** An administrator's corrections of a product's garment attributes. */
  attributes: ProductAttributes
  /** Editing a product's fields, with its change log (issue 28). */
  editing: ProductEditing
  userData: UserDataValidation
  settings: AdminSettings
  earnings: Earnings
  /** The retail search and wholesale browse behind the import tab. */
  suppliers: SupplierCatalog
  imports: ProductImport
  /** Reads uploaded import files in worker threads. */
  importFiles: ImportFileReader
  diagnostics: Diagnostics
  /** Product analysis, its queue and its worker. */
  ai: AiAnalysis
  recommendations: RecommendationManager
  /** The scheduled check of every active product's link and image (issue 28). */
  linkHealth: LinkHealth
}

/** What only the /api routers use; route loaders never see these. */
export interface ApiServices {
  /** The database behind /readyz. */
  readiness: { dialect: Dialect; ping(): Promise<void> }
  signals: ShopperSignalsService
  stylingAdvice: ShopperAdviceService
  partnerPicks: PartnerPicks
  backOffice: BackOffice
}

/** Every service of the process, built once by createAppServices. */
export interface Services {
  /** The auth library, the session lookup and the back office's access rules. */
  accounts: Accounts
  /** What route loaders and actions use (server/load-context.ts). */
  pages: AppServices
  api: ApiServices
  /**
   * For the server process: ends imports a dead process left running and starts the analysis
   * queue worker. Tests and development never call it.
   */
  start(): Promise<void>
  /** Lets the analysis items in flight finish (up to `timeoutMs`) and stops the integration clients' timers. */
  stop(timeoutMs: number): Promise<void>
}

/**
 * The composition root: every service of the process, built once, wired to each other here
 * and nowhere else. createApp only routes requests to them.
 */
export async function createAppServices(deps: ServiceDeps): Promise<Services> {
  const { config, database, logger } = deps
  const { db } = database
  const now = deps.now ?? (() => new Date())
  const mailer = createMailerFromConfig(config, logger)
  const accounts = await createAccounts({
    config,
    database,
    mailer,
    logger,
    ...(deps.now ? { clock: deps.now } : {}),
    ...(deps.loginPacer ? { loginPacer: deps.loginPacer } : {}),
  })

  // One serving path (decision 061); only where the engine runs differs. With REDIS_URL the
  // answers are also kept where every process finds them (ioredis is imported only then).
  let redisWarnedAt = 0
  const shared = config.redisUrl
    ? (await import('#integrations/cache/redis-answer-tier.ts')).createRedisAnswerTier(config.redisUrl, {
        // Redis away: every reconnect fails; one line a minute says so (answers are computed here meanwhile).
        onError: (err) => {
          if (Date.now() - redisWarnedAt < 60_000) return
          redisWarnedAt = Date.now()
          logger.warn({ err }, 'Redis (REDIS_URL) unavailable; answers are kept in this process only until it is back')
        },
      })
    : null
  const recommendations = createRecommendations({
    db,
    logger,
    now,
    shared,
    catalogueChanges: deps.catalogueChanges ?? null,
    engine: deps.recommendationsWorker ? workerEngine({ database: deps.recommendationsWorker, logger, logLevel: config.logLevel }) : localEngine({ db, logger }),
  })
  const catalog = createCatalogService({ db })

  // Imports and analyses write the catalogue after their request has been answered, so
  // createApp's after-write check does not see them: each committed batch and each stored
  // analysis tells this process's recommendations at once.
  const catalogueChanged = (what: string) => () =>
    void recommendations.catalogueChanged().catch((err: unknown) => logger.warn({ err }, `catalogue version could not be read after ${what}`))
  const ai = deps.given?.ai ?? createAiAnalysisFromConfig({ config, db, logger, now, onAnalysed: catalogueChanged('an analysis') })
  const afterImportBatch = catalogueChanged('an import batch')
  const imports =
    deps.given?.imports ??
    createProductImport({
      db,
      jobLeases: database.jobLeases,
      logger,
      now,
      config: config.imports,
      imageChecker: createImageChecker(config.imports.imageCheck),
      onQueued: () => {
        // New products are analysed as soon as they land, not at the worker's next poll.
        if (config.nodeEnv !== 'test') ai.worker.kick()
        afterImportBatch()
      },
    })

  // One set of integration clients for the process (partner picks, supplier search,
  // earnings), so their caches live as long as it does.
  const integrations = createIntegrations(config, logger)
  // Their on/off state is fixed by config: read it once.
  const integrationStatus = integrations.status()

  // The import's checker and address rules (IMAGE_CHECK_ALLOWED_ADDRESSES), with the link check's own pace.
  const linkHealth =
    deps.given?.linkHealth ??
    createLinkHealth({
      db,
      checker: createImageChecker({ ...config.imports.imageCheck, concurrency: config.linkHealth.concurrency, timeoutMs: config.linkHealth.timeoutMs }),
      mailer,
      logger,
      config: config.linkHealth,
      leases: database.jobLeases,
      publicUrl: config.publicUrl,
      now,
      onDeactivated: catalogueChanged('a link health check'),
    })

  const favourites = createFavouritesService({ db, catalog, now })
  const pages: AppServices = {
    site: {
      publicUrl: config.publicUrl,
      isDevelopment: config.nodeEnv === 'development',
      supportEmail: config.supportEmail,
      aiStylist: Boolean(config.ai.baseUrl && config.ai.apiKey),
      affiliateTracking: affiliateTrackingConfig(config),
    },
    catalog,
    favourites,
    outbound: createOutboundClicks({ db, catalog, now }),
    drawings: createGarmentDrawings({ db, catalog }),
    contact: createContactService({ db, mailer, supportEmail: config.supportEmail, siteUrl: config.publicUrl, logger, now }),
    newsletter: createNewsletterService({ db, logger, now }),
    styleProfiles: createStyleProfileService({ db, logger, now }),
    account: createAccountDataService({ db, now, leanings: (signals) => recommendations.leanings(signals) }),
    blueprints: createBlueprintService({
      db,
      renderer: deps.renderer ?? createBlueprintRenderer({ logger }),
      capsule: (profile) => recommendations.capsule({ query: {}, profile }),
      publicUrl: config.publicUrl,
      logger,
      now,
    }),
    wishlistShares: createWishlistSharesService({ db, favourites, publicUrl: config.publicUrl, logger, now }),
    recommendations,
    accounts: { googleEnabled: accounts.googleEnabled },
    admin: {
      async page(request) {
        const origin = { clientAddress: request.clientAddress, userAgent: request.userAgent }
        const gate = await accounts.admin.check(request.auth, origin)
        if (gate.status === 'active') {
          const configured = (id: string) => integrationStatus.some((i) => i.id === id && i.configured)
          return {
            view: 'panel',
            session: gate.session,
            activity: await accounts.admin.recentActivity(),
            suppliers: { retail: configured('retail'), wholesale: configured('wholesale') },
          }
        }
        return { view: 'login', reason: gate.status }
      },
      setupLinkUsable: (token) => accounts.admin.setupLinkUsable(token),
    },
  }

  const api: ApiServices = {
    readiness: { dialect: database.dialect, ping: () => pingDatabase(db) },
    signals: createShopperSignals({ db, recommendations, now }),
    stylingAdvice: createShopperAdviceFromConfig({ config, recommendations, logger }),
    partnerPicks: createPartnerPicks({ integrations, logger }),
    backOffice: {
      products: createProductManagement({ db, clock: now }),
      attributes: createProductAttributes({ db, recommendations, clock: now }),
      editing: createProductEditing({
        db,
        imports,
        recommendations,
        clock: now,
        // An edited product is read again by the model too, when one is configured.
        onQueued: () => {
          if (config.nodeEnv !== 'test') ai.worker.kick()
        },
      }),
      userData: createUserDataValidation({ db, clock: now }),
      settings: createAdminSettings({ config, database, mailer, integrations: () => integrationStatus, clock: now }),
      earnings: createEarnings({ db, affiliate: integrations.affiliate, logger, clock: now }),
      suppliers: createSupplierCatalog(integrations),
      imports,
      importFiles: deps.given?.importFiles ?? createImportFileReader(),
      diagnostics: createDiagnostics({ db, dialect: database.dialect, imports, logger, now }),
      ai,
      recommendations: createRecommendationManager({ db, ai, recommendations, now }),
      linkHealth,
    },
  }

  return {
    accounts,
    pages,
    api,
    async start() {
      // An import cut off by a crash would say "running" forever: any running job whose lease no
      // live process holds is ended (on SQLite, every one; on PostgreSQL, those of dead processes).
      const interrupted = await imports.failInterrupted()
      if (interrupted > 0) logger.warn({ jobs: interrupted }, 'marked interrupted imports as failed')
      // The queue worker runs in every server process (claims are safe across processes on PostgreSQL).
      if (config.nodeEnv !== 'test') ai.worker.start()
      // Every process schedules the check; a process whose turn another already took waits for the next.
      if (config.nodeEnv !== 'test') await linkHealth.start()
    },
    async stop(timeoutMs) {
      // Items in flight get the timeout to finish; one cut off leaves a claim that the next
      // worker releases when its lease runs out, so nothing is lost.
      await Promise.race([Promise.all([ai.worker.stop(), linkHealth.stop()]), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
      integrations.close()
      await shared?.close()
    },
  }
}
