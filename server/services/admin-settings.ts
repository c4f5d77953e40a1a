import { type AdminSettingsView, countLinkTags, type StatusBadge } from '#core/admin/settings.ts'
import { translate } from '#core/i18n/translate.ts'
import { type DatabaseHandle, pingDatabase } from '#db/database.ts'
import { listTaggedAffiliateUrls } from '#db/repositories/affiliate-links-repository.ts'
import { countProducts } from '#db/repositories/products-repository.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import type { IntegrationStatusView } from '#integrations/status.ts'
import type { Config } from '../config.ts'

// A status page must answer even when a dependency hangs.
const CHECK_TIMEOUT_MS = 3000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(translate('errors.requestTimeout', { ms }))), ms)
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    )
  })
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return '?'
  }
}

const DIALECT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const

/**
 * The Settings tab: the affiliate tag and live status badges. The database is pinged and
 * the mail transport verified on every call; the integrations' state comes from config.
 */
export function createAdminSettings(deps: {
  config: Config
  database: DatabaseHandle
  mailer: Pick<Mailer, 'transport' | 'verify'>
  integrations: () => readonly IntegrationStatusView[]
  clock?: () => Date
}) {
  const clock = deps.clock ?? (() => new Date())
  return {
    async view(): Promise<AdminSettingsView> {
      const dialect = DIALECT_NAMES[deps.database.dialect]
      const database = async (): Promise<StatusBadge> => {
        const started = performance.now()
        try {
          await withTimeout(pingDatabase(deps.database.db), CHECK_TIMEOUT_MS)
          const ms = Math.max(1, Math.round(performance.now() - started))
          return { id: 'database', label: translate('admin.settings.database'), tone: 'ok', detail: translate('admin.settings.databaseOk', { dialect, ms }) }
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err)
          return { id: 'database', label: translate('admin.settings.database'), tone: 'error', detail: translate('admin.settings.databaseDown', { dialect, message }) }
        }
      }
      const email = async (): Promise<StatusBadge> => {
        const label = translate('admin.settings.email')
        if (deps.mailer.transport === 'outbox') {
          return { id: 'email', label, tone: 'off', detail: translate('admin.settings.emailOutbox') }
        }
        const usable = await withTimeout(deps.mailer.verify(), CHECK_TIMEOUT_MS).catch(() => false)
        const detail = translate('admin.settings.emailSmtp', { host: hostOf(deps.config.smtpUrl ?? '') })
        return { id: 'email', label, tone: usable ? 'ok' : 'error', detail: usable ? detail : `${detail}: ${translate('admin.settings.smtpUnreachable')}` }
      }
      // No AI provider is wired yet (a later issue adds AI_BASE_URL, AI_API_KEY, AI_MODEL):
      // until then recommendations and analysis use the rule-based engine, and say so.
      const ai: StatusBadge = { id: 'ai', label: translate('admin.settings.ai'), tone: 'off', detail: translate('admin.settings.aiRuleBased') }

      // The tags the links really carry, beside the configured one: imports keep the tag a
      // link came with, so the two can differ, and the links are what earn the commission.
      // A database that does not answer is the database badge's news; the tags are then unknown.
      const linkTags = async () => {
        const read = Promise.all([listTaggedAffiliateUrls(deps.database.db), countProducts(deps.database.db, { activeOnly: true })])
        return withTimeout(read, CHECK_TIMEOUT_MS).then(([urls, active]) => countLinkTags(urls, active), () => null)
      }
      const [statuses, tags] = await Promise.all([Promise.all([database(), email()]), linkTags()])
      return {
        affiliateTag: deps.config.integrations.retail.partnerTag ?? null,
        linkTags: tags,
        checkedAt: clock().toISOString(),
        statuses: [...statuses, ai],
        integrations: deps.integrations().map((i) => ({
          id: i.id,
          label: i.name,
          tone: i.configured ? 'ok' : 'off',
          detail: i.configured ? i.summary : `${i.reason ?? ''}. ${i.summary}`,
        })),
      }
    },
  }
}

export type AdminSettings = ReturnType<typeof createAdminSettings>
