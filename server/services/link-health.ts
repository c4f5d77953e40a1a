import type { Kysely } from 'kysely'
import {
  failedBelowHttp,
  LINK_HEALTH_LIST_LIMIT,
  type LinkHealthKind,
  type LinkHealthReason,
  type LinkHealthRunView,
  type LinkHealthView,
  linkHealthReasonText,
  linkHealthTargets,
  looksOffline,
  pacingKey,
  takeHostSlot,
  verdictOf,
} from '#core/catalog/link-health.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { insertAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import {
  countActiveProducts,
  deactivateDeadProduct,
  failRunningLinkHealthRuns,
  insertLinkHealthRun,
  latestLinkHealthRun,
  type LinkHealthProduct,
  listActiveProductsForLinkHealth,
  listAdminEmails,
  listLinkHealthFindings,
  updateLinkHealthRun,
} from '#db/repositories/link-health-repository.ts'
import { createLocalJobLeases, type JobLeases } from '#db/job-leases.ts'
import type { Database } from '#db/schema.ts'
import type { ImageChecker } from '#integrations/http/image-check.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import type { LinkHealthConfig } from '../config.ts'
import type { Logger } from '../logger.ts'
import { renderEmail } from '../mail/render-email.ts'

const HOUR_MS = 3_600_000
/** Active products read per page: bounded memory for a catalogue of any size. */
const PAGE = 500
/** The run's progress is written after this many products (and at the end). */
const PROGRESS_EVERY = 25
/** Products named in the administrators' e-mail; the back office lists them all. */
const MAILED_NAMES = 20
/** The lease a run holds, so one process at a time checks links (`npm run start:cluster` runs several). */
const RUN_LEASE = 'link-health'

export interface LinkHealthDeps {
  db: Kysely<Database>
  /** The import's SSRF-safe checker: the same address rules, redirects re-checked hop by hop. */
  checker: ImageChecker
  mailer: Mailer
  logger: Logger
  config: LinkHealthConfig
  publicUrl: string
  now?: () => Date
  /** Waits out a host's gap; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>
  /** Told after a run deactivated products, so recommendations drop them. */
  onDeactivated?: () => void
  /** Leases shared by the processes on one database (one process's own by default). */
  leases?: JobLeases
}

export interface LinkHealth {
  view(): Promise<LinkHealthView>
  /** Starts a run unless one is under way; answers the run either way. */
  runNow(trigger: 'schedule' | 'admin'): Promise<{ started: boolean; run: LinkHealthRunView }>
  /** Resolves when the run under way (if any) has ended. */
  settled(): Promise<void>
  /** Ends runs a dead process left open and schedules the next check (the server process only). */
  start(): Promise<void>
  stop(): Promise<void>
}

interface Dead {
  product: LinkHealthProduct
  kind: LinkHealthKind
  reason: LinkHealthReason
  detail: string
  url: string
  checkedAt: string
}

/**
 * The scheduled check of every active product's shop link and image (issue 28, decision 058):
 * each URL through the import's checker (private addresses refused, redirects followed and
 * re-checked, an image must be `image/*`), at most one request per host per `hostGapMs` and
 * `concurrency` products at once. Dead products are deactivated, never deleted, with the
 * reason and the time; the administrators get an e-mail and an activity-log entry.
 */
export function createLinkHealth(deps: LinkHealthDeps): LinkHealth {
  const now = deps.now ?? (() => new Date())
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const intervalMs = deps.config.intervalHours * HOUR_MS
  const leases = deps.leases ?? createLocalJobLeases()
  let current: { run: LinkHealthRunView; done: Promise<void> } | null = null
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function check(products: LinkHealthProduct[], run: LinkHealthRunView, state: RunState): Promise<void> {
    let next = 0
    const lane = async () => {
      while (next < products.length && !stopped) {
        const product = products[next++]!
        const dead = await checkProduct(product, state)
        if (dead) state.dead.push(dead)
        run.checked++
        if (run.checked % PROGRESS_EVERY === 0) await updateLinkHealthRun(deps.db, run.id, { checked: run.checked, deactivated: 0 })
      }
    }
    await Promise.all(Array.from({ length: Math.min(deps.config.concurrency, products.length) }, lane))
  }

  async function checkProduct(product: LinkHealthProduct, state: RunState): Promise<Dead | null> {
    for (const target of linkHealthTargets(product)) {
      const host = pacingKey(target.url)
      const stats = state.hosts.get(host) ?? { asked: 0, failedBelowHttp: 0 }
      state.hosts.set(host, stats)
      for (let attempt = 1; ; attempt++) {
        const wait = takeHostSlot(state.slots, host, Date.now(), deps.config.hostGapMs) - Date.now()
        if (wait > 0) await sleep(wait)
        const answer = await deps.checker.check(target.url, { expect: target.kind === 'link' ? 'page' : 'image', timeoutMs: deps.config.timeoutMs })
        const verdict = verdictOf(target.kind, answer, attempt)
        if (verdict.state === 'retry') continue
        stats.asked++
        if (failedBelowHttp(answer)) stats.failedBelowHttp++
        if (verdict.state === 'dead') {
          const detail = answer.ok ? '' : answer.detail
          return { product, kind: target.kind, reason: verdict.reason, detail, url: target.url, checkedAt: now().toISOString() }
        }
        break
      }
    }
    return null
  }

  async function execute(run: LinkHealthRunView): Promise<void> {
    const state: RunState = { slots: new Map(), hosts: new Map(), dead: [] }
    let after: string | null = null
    for (;;) {
      const page = await listActiveProductsForLinkHealth(deps.db, after, PAGE)
      if (page.length === 0 || stopped) break
      await check(page, run, state)
      after = page.at(-1)!.id
    }
    // Most shops unreachable at once is this server's network, not theirs: nothing is taken down.
    if (looksOffline(state.hosts)) {
      deps.logger.warn({ run: run.id, hosts: state.hosts.size, dead: state.dead.length }, 'link health: most hosts did not answer; deactivated nothing')
      run.status = 'offline'
    } else {
      const deactivated: Dead[] = []
      for (const dead of state.dead) {
        const done = await deactivateDeadProduct(deps.db, { runId: run.id, productId: dead.product.id, kind: dead.kind, reason: dead.reason, detail: dead.detail, url: dead.url, checkedAt: dead.checkedAt })
        if (done) deactivated.push(dead)
      }
      run.deactivated = deactivated.length
      run.status = stopped ? 'failed' : 'completed'
      if (deactivated.length > 0) await tellAdministrators(run, deactivated)
    }
    run.finishedAt = now().toISOString()
    await updateLinkHealthRun(deps.db, run.id, { checked: run.checked, deactivated: run.deactivated, status: run.status, finishedAt: run.finishedAt })
    deps.logger.info({ run: run.id, checked: run.checked, deactivated: run.deactivated, status: run.status }, 'link health check finished')
  }

  async function tellAdministrators(run: LinkHealthRunView, deactivated: Dead[]): Promise<void> {
    deps.onDeactivated?.()
    await insertAdminActivity(deps.db, {
      adminUserId: null,
      username: t('admin.linkHealth.actor'),
      action: 'LINK_HEALTH',
      details: { run: run.id, deactivated: deactivated.length, products: deactivated.slice(0, MAILED_NAMES).map((d) => ({ id: d.product.id, reason: d.reason })) },
      userAgent: null,
      clientAddress: null,
      createdAt: now().toISOString(),
    })
    const count = deactivated.length
    for (const to of await listAdminEmails(deps.db)) {
      const message = renderEmail({
        to,
        subject: t('admin.linkHealth.email.subject', { count }),
        preview: t('admin.linkHealth.email.preview', { count }),
        heading: t('admin.linkHealth.email.heading'),
        paragraphs: [t('admin.linkHealth.email.body', { count })],
        details: deactivated.slice(0, MAILED_NAMES).map((d) => ({ label: d.product.name, value: `${linkHealthReasonText(d.reason)} (${d.detail})` })),
        action: { label: t('admin.linkHealth.email.action'), url: `${deps.publicUrl}/admin?tab=diagnostics` },
        notes: count > MAILED_NAMES ? [t('admin.linkHealth.email.more', { count: count - MAILED_NAMES })] : [],
        siteUrl: deps.publicUrl,
      })
      await deps.mailer.send(message).catch((err: unknown) => deps.logger.warn({ err }, 'the link health e-mail failed'))
    }
  }

  async function runNow(trigger: 'schedule' | 'admin') {
    if (current) return { started: false, run: { ...current.run } }
    const run: LinkHealthRunView = {
      id: crypto.randomUUID(),
      status: 'running',
      trigger,
      startedAt: now().toISOString(),
      finishedAt: null,
      total: 0,
      checked: 0,
      deactivated: 0,
    }
    // Claimed before the first await, so two presses start one run.
    const claim: { run: LinkHealthRunView; done: Promise<void> } = { run, done: Promise.resolve() }
    current = claim
    let lease: Awaited<ReturnType<JobLeases['tryHold']>> = null
    try {
      // Another process's run under way: answer that one (the lease is taken before the run is recorded).
      lease = await leases.tryHold(RUN_LEASE)
      if (!lease) {
        current = null
        const elsewhere = await latestLinkHealthRun(deps.db)
        return { started: false, run: elsewhere?.status === 'running' ? elsewhere : run }
      }
      run.total = await countActiveProducts(deps.db)
      await insertLinkHealthRun(deps.db, { id: run.id, trigger, total: run.total, startedAt: run.startedAt })
    } catch (err) {
      current = null
      await lease?.release()
      throw err
    }
    const held = lease
    claim.done = execute(run)
      .catch(async (err: unknown) => {
        deps.logger.error({ err, run: run.id }, 'link health check failed')
        run.status = 'failed'
        run.finishedAt = now().toISOString()
        await updateLinkHealthRun(deps.db, run.id, { checked: run.checked, deactivated: run.deactivated, status: 'failed', finishedAt: run.finishedAt }).catch(() => {})
      })
      .finally(async () => {
        current = null
        await held.release()
      })
    return { started: true, run: { ...run } }
  }

  /** The next scheduled check: one interval after the last run's start, in this process or another. */
  async function schedule(): Promise<void> {
    if (stopped || intervalMs === 0) return
    const last = await latestLinkHealthRun(deps.db)
    const base = last ? Date.parse(last.startedAt) : now().getTime()
    const delay = Math.max(1_000, base + intervalMs - now().getTime())
    timer = setTimeout(() => void tick(), delay)
    timer.unref()
  }

  async function settled(): Promise<void> {
    await current?.done
  }

  async function tick(): Promise<void> {
    try {
      const last = await latestLinkHealthRun(deps.db)
      // Another process (or a press of "Check now") ran one within the interval: wait for its turn.
      const due = !last || Date.parse(last.startedAt) + intervalMs <= now().getTime() + 1_000
      if (due && !current) {
        await runNow('schedule')
        await settled()
      }
    } catch (err) {
      deps.logger.error({ err }, 'scheduled link health check failed to start')
    }
    await schedule().catch((err: unknown) => deps.logger.error({ err }, 'link health could not schedule its next check'))
  }

  return {
    async view() {
      const run = current ? { ...current.run } : await latestLinkHealthRun(deps.db)
      const findings = await listLinkHealthFindings(deps.db, LINK_HEALTH_LIST_LIMIT)
      let nextRunAt: string | null = null
      if (intervalMs > 0) nextRunAt = new Date((run ? Date.parse(run.startedAt) : now().getTime()) + intervalMs).toISOString()
      return { run, findings, intervalHours: deps.config.intervalHours, nextRunAt }
    },
    runNow,
    settled,
    async start() {
      stopped = false
      // A run recorded as running that no live process holds ended with its process.
      if ((await leases.held([RUN_LEASE])).size === 0) await failRunningLinkHealthRuns(deps.db, now().toISOString())
      await schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current?.done
      deps.checker.close()
    },
  }
}

interface RunState {
  /** When each host's next request may start. */
  slots: Map<string, number>
  /** Per host, answers and those that failed below HTTP (looksOffline). */
  hosts: Map<string, { asked: number; failedBelowHttp: number }>
  dead: Dead[]
}
