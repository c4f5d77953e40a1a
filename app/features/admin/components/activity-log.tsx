import { useEffect, useState } from 'react'
import type { AdminActivityEntry } from '#core/admin/activity.ts'
import { ACTIVITY_LOG_LIMIT } from '#core/admin/activity.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { apiRequest } from '../../../utils/api-client.ts'

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })

const ACTION_TONE: Record<string, string> = {
  LOGIN_SUCCESS: 'bg-sage/15 text-sage-deep',
  LOGIN_FAILED: 'bg-blush text-terracotta-dark',
  LOCKED: 'bg-terracotta text-white',
  SESSION_EXPIRED: 'bg-amber-100 text-amber-900',
}

function details(entry: AdminActivityEntry): string {
  if (!entry.details) return ''
  return Object.entries(entry.details)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ')
}

/**
 * The page's entries at first, then the server's latest each time the tab opens: a tab switch
 * does not reload the page's data, and what was done in other tabs belongs here.
 */
function useRecentActivity(initial: AdminActivityEntry[]): AdminActivityEntry[] {
  const [entries, setEntries] = useState(initial)
  useEffect(() => {
    let cancelled = false
    void apiRequest<{ entries: AdminActivityEntry[] }>('GET', '/api/admin/activity').then((result) => {
      if (!cancelled && result.ok) setEntries(result.data.entries)
    })
    return () => {
      cancelled = true
    }
  }, [])
  return entries
}

/** The latest back-office events: time (UTC), admin, action, details, user agent and client address. */
export function ActivityLog({ initial }: { initial: AdminActivityEntry[] }) {
  const entries = useRecentActivity(initial)
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-2xl font-semibold">
        {t('admin.activity.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('admin.activity.lead', { count: ACTIVITY_LOG_LIMIT })}</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-ink-soft">{t('admin.activity.empty')}</p>
      ) : (
        // The table scrolls inside its own box so the page never scrolls sideways.
        <div className="relative mt-5 overflow-x-auto rounded-2xl ring-1 ring-line" tabIndex={0} role="region" aria-labelledby="activity-heading">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">{t('admin.activity.time')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('admin.activity.admin')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('admin.activity.action')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('admin.activity.details')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('admin.activity.userAgent')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('admin.activity.clientAddress')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-white">
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={e.createdAt}>{TIME.format(new Date(e.createdAt))}</time>
                  </td>
                  <td className="px-4 py-3 break-all">{e.username}</td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${ACTION_TONE[e.action] ?? 'bg-cream text-ink'}`}>{e.action}</span>
                  </td>
                  <td className="px-4 py-3 text-ink-soft">{details(e)}</td>
                  <td className="max-w-[14rem] truncate px-4 py-3 text-ink-soft" title={e.userAgent ?? ''}>
                    {e.userAgent}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink-soft">{e.clientAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
