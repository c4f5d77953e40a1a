import type { AdminSettingsView, LinkTags, StatusBadge, StatusTone } from '#core/admin/settings.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { usePanelView } from '../hooks/use-panel-view.ts'
import { PanelHeader } from './panel-header.tsx'
import { RefreshButton } from './refresh-button.tsx'

const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', timeZone: 'UTC' })
const TONES: Record<StatusTone, { badge: string; dot: string; label: Parameters<typeof t>[0] }> = {
  ok: { badge: 'bg-sage/15 text-sage-deep', dot: 'bg-sage-deep', label: 'admin.settings.statusOk' },
  warning: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600', label: 'admin.settings.statusDegraded' },
  error: { badge: 'bg-blush text-terracotta-dark', dot: 'bg-terracotta', label: 'admin.settings.statusDown' },
  off: { badge: 'bg-cream text-ink-soft ring-1 ring-line', dot: 'bg-ink-soft', label: 'admin.settings.statusOff' },
}

function StatusList({ items }: { items: StatusBadge[] }) {
  return (
    <ul className="divide-y divide-line rounded-2xl bg-white ring-1 ring-line">
      {items.map((s) => (
        <li key={s.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-status={s.id}>
          <div className="min-w-0">
            <p className="font-medium">{s.label}</p>
            <p className="text-sm break-words text-ink-soft">{s.detail}</p>
            {s.tone === 'off' ? <p className="mt-1 text-xs text-ink-soft">{t('admin.settings.notSetUpDocs')}</p> : null}
          </div>
          <span className={`inline-flex shrink-0 items-center gap-2 self-start rounded-full px-3 py-1 text-xs font-semibold sm:self-center ${TONES[s.tone].badge}`}>
            <span aria-hidden="true" className={`h-2 w-2 rounded-full ${TONES[s.tone].dot}`} />
            {t(TONES[s.tone].label)}
          </span>
        </li>
      ))}
    </ul>
  )
}

const NUMBER = new Intl.NumberFormat('en-GB')

/**
 * The affiliate ID as it is used: the tags the active products' links carry (what clicks
 * are credited to), then the tag configured for products added from the retailer, with a
 * warning when the two disagree.
 */
function AffiliateTags({ linkTags, partnerTag }: { linkTags: LinkTags | null; partnerTag: string | null }) {
  const others = linkTags && partnerTag ? linkTags.tags.filter((t) => t.tag !== partnerTag) : []
  return (
    <section aria-labelledby="affiliate-id-heading" className="self-start rounded-2xl bg-white p-5 ring-1 ring-line">
      <h3 id="affiliate-id-heading" className="font-sans text-xs font-medium tracking-wide text-ink-soft uppercase">
        {t('admin.settings.affiliateId')}
      </h3>
      <p className="mt-3 text-sm font-medium">{t('admin.settings.linkTags')}</p>
      {linkTags === null ? (
        <p className="mt-1 text-sm text-ink-soft">{t('admin.settings.linkTagsUnknown')}</p>
      ) : linkTags.tags.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">{t('admin.settings.noLinkTags', { count: NUMBER.format(linkTags.activeProducts) })}</p>
      ) : (
        <ul className="mt-1 space-y-1" data-testid="link-tags">
          {linkTags.tags.map((tag) => (
            <li key={tag.tag} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-mono text-lg break-all">{tag.tag}</span>
              <span className="text-sm text-ink-soft">
                {t('admin.settings.linkTagCount', { count: NUMBER.format(tag.products), total: NUMBER.format(linkTags.activeProducts) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm font-medium">{t('admin.settings.partnerTag')}</p>
      <p className="mt-1 font-mono text-base break-all" data-testid="affiliate-tag">
        {partnerTag ?? <span className="font-sans text-sm text-ink-soft">{t('admin.settings.partnerTagUnset')}</span>}
      </p>
      {others.length > 0 ? (
        <Notice tone="warning" className="mt-3">
          {t('admin.settings.tagsDisagree', { tags: others.map((o) => o.tag).join(', '), partnerTag: partnerTag ?? '' })}
        </Notice>
      ) : null}
    </section>
  )
}

/** The Settings tab's top half: the affiliate tag and live status badges, checked on request. */
export function AdminSettingsPanel() {
  const { view, error, loading, reload } = usePanelView<AdminSettingsView>('/api/admin/settings', 'admin.settings.loadFailed')

  return (
    <section aria-labelledby="settings-heading" className="mb-10">
      <PanelHeader headingId="settings-heading" title={t('admin.settings.title')} lead={t('admin.settings.lead')}>
        <RefreshButton loading={loading} onClick={() => void reload()}>
          {t('admin.settings.refresh')}
        </RefreshButton>
      </PanelHeader>
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}
      {!view ? (
        loading ? <Spinner label={t('admin.settings.refresh')} className="py-10" /> : null
      ) : (
        <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_2fr]">
          <AffiliateTags linkTags={view.linkTags} partnerTag={view.affiliateTag} />
          <div className="space-y-5">
            <div>
              <div className="mb-2 flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">{t('admin.settings.systemStatus')}</h3>
                <p className="text-xs text-ink-soft">{t('admin.settings.checkedAt', { time: TIME.format(new Date(view.checkedAt)) })}</p>
              </div>
              <StatusList items={view.statuses} />
            </div>
            <div>
              <h3 className="mb-2 font-semibold">{t('admin.settings.integrations')}</h3>
              <StatusList items={view.integrations} />
            </div>
          </div>
        </div>
      )}
    </section>
  )
}
