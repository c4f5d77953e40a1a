import { Clock, LogOut, Sparkles } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import { type AdminSessionView, SESSION_CHECK_INTERVAL_MS, sessionTimeLeft } from '#core/admin/admin-session.ts'
import { ADMIN_TABS, type AdminTabId, DEFAULT_ADMIN_TAB, isAdminTabId } from '#core/admin/tabs.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { LogoutDialog } from './logout-dialog.tsx'

/** A tab whose tools are not built yet. */
function ComingSoon({ label }: { label: string }) {
  return (
    <div className="rounded-[1.75rem] border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <Sparkles aria-hidden="true" className="mx-auto h-8 w-8 text-terracotta" />
      <h2 className="mt-4 text-2xl font-semibold">{label}</h2>
      <p className="mt-2 font-medium text-terracotta-dark">{t('admin.shell.comingSoon')}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-soft">{t('admin.shell.comingSoonText')}</p>
    </div>
  )
}

/**
 * The back-office frame: welcome line, session time left (checked with the server every
 * minute), Extend under an hour, a yellow notice at 30 minutes or less, a confirmed
 * logout, and the tabs (ADMIN_TABS). `tabs` supplies the content of the tabs that have some.
 */
export function AdminShell({
  session: initial,
  tabs,
  stats,
}: {
  session: AdminSessionView
  tabs: Partial<Record<AdminTabId, ReactNode>>
  /** Shown between the header and the tabs (the catalogue's stat cards). */
  stats?: ReactNode
}) {
  const revalidator = useRevalidator()
  const [params, setParams] = useSearchParams()
  const [session, setSession] = useState(initial)
  // Null until mounted: the first render shows the server's count, so hydration matches.
  const [now, setNow] = useState<number | null>(null)
  const [extending, setExtending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [loggingOut, setLoggingOut] = useState(false)
  const remaining = now === null ? session.remaining : sessionTimeLeft(session.expiresAt, new Date(now))
  const tab = isAdminTabId(params.get('tab')) ? (params.get('tab') as AdminTabId) : DEFAULT_ADMIN_TAB

  useEffect(() => setSession(initial), [initial])

  const check = useCallback(async () => {
    setNow(Date.now())
    const result = await apiRequest<{ session: AdminSessionView }>('GET', '/api/admin/session')
    if (result.ok) setSession(result.data.session)
    // Expired or signed out elsewhere: the page's guard shows the login again.
    else if (result.status === 401 || result.status === 403) void revalidator.revalidate()
  }, [revalidator])

  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [check])

  useEffect(() => {
    if (remaining.expired) void check()
  }, [remaining.expired, check])

  async function extend() {
    setExtending(true)
    const result = await apiRequest<{ session: AdminSessionView }>('POST', '/api/admin/session/extend', {})
    setExtending(false)
    if (result.ok) {
      setSession(result.data.session)
      setNow(Date.now())
    } else void revalidator.revalidate()
  }

  async function logout() {
    setLoggingOut(true)
    await apiRequest('POST', '/api/admin/logout', {})
    window.location.assign('/admin')
  }

  const remainingText = t('admin.shell.sessionRemaining', { hours: remaining.hours, minutes: remaining.minutes })

  return (
    <main className="mx-auto max-w-[90rem] px-4 py-6 sm:px-6 lg:py-8">
      <header className="flex flex-col gap-5 rounded-[1.75rem] bg-ink p-6 text-cream sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-blush uppercase">{t('admin.shell.title')}</p>
          <h1 className="mt-2 text-3xl font-semibold break-words">{t('admin.shell.welcome', { username: session.displayName || session.username })}</h1>
          <p className="mt-1 text-sm break-all text-cream/70">{session.username}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="inline-flex items-center gap-2 rounded-full bg-cream/10 px-4 py-2 text-sm">
            <Clock aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{t('admin.shell.sessionLabel')}: </span>
            <span aria-live="polite">{remainingText}</span>
          </p>
          {remaining.showExtend ? (
            <Button size="sm" variant="secondary" onClick={() => void extend()} disabled={extending}>
              {extending ? <InlineSpinner className="h-4 w-4" /> : null}
              {extending ? t('admin.shell.extending') : t('admin.shell.extend')}
            </Button>
          ) : null}
          <Button size="sm" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('admin.shell.logout')}
          </Button>
        </div>
      </header>

      {remaining.expiringSoon ? (
        <Notice tone="warning" className="mt-4">
          {t('admin.shell.expiringSoon', { minutes: remaining.totalMinutes })}
        </Notice>
      ) : null}

      {stats}

      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams((p) => (p.set('tab', value), p), { replace: true, preventScrollReset: true })}
        className="mt-8"
      >
        <Tabs.List aria-label={t('admin.shell.tabsLabel')} className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {ADMIN_TABS.map((item) => (
            <Tabs.Trigger
              key={item.id}
              value={item.id}
              className="shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-soft ring-1 ring-transparent hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:ring-line"
            >
              {t(item.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((item) => (
          <Tabs.Content key={item.id} value={item.id} className="mt-6 focus-visible:outline-offset-4">
            {tabs[item.id] ?? <ComingSoon label={t(item.label)} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <LogoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        username={session.username}
        remaining={remainingText}
        loginAt={session.loginAt}
        busy={loggingOut}
        onConfirm={() => void logout()}
      />
    </main>
  )
}
