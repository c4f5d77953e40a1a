import { Lock, ShieldCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { validateForm } from '#core/accounts/credentials.ts'
import { adminLoginSchema } from '#core/admin/admin-login.ts'
import { type LockStatus, MAX_FAILED_LOGINS } from '#core/admin/login-lock.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { SubmitButton } from '../../../components/ui/button.tsx'
import { PasswordField, TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { useCountdown } from '../hooks/use-countdown.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** The server's lock on one account for this browser: how many failures, and until when it holds. */
interface AccountLock {
  failedCount: number
  lockedUntil: string | null
}

const OPEN: AccountLock = { failedCount: 0, lockedUntil: null }

/** How the server names an account: the username trimmed and in lower case. */
const accountOf = (username: string) => username.trim().toLowerCase()

/**
 * The back-office sign-in: username (the administrator's e-mail) and password, a bar of
 * failed attempts, and, after three failures, the server's 15-minute lock with a countdown.
 * Locks are kept per account, as the server keeps them: a lock on one administrator greys
 * out only her password and button, and another administrator at the same desk (the same
 * office address, the same browser) types her own username and signs in.
 */
export function AdminLogin({ notice }: { notice: string | null }) {
  const revalidator = useRevalidator()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [locks, setLocks] = useState<Record<string, AccountLock>>({})
  // A refusal belongs to the account it answered; the form's own messages (account '') to any.
  const [message, setMessage] = useState<{ account: string; text: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const account = accountOf(username)
  const current = locks[account] ?? OPEN
  const msLeft = useCountdown(current.lockedUntil)
  const locked = current.lockedUntil !== null && (msLeft === null || msLeft > 0)
  const shownMessage = message && (message.account === '' || message.account === account) ? message.text : null

  const remember = (name: string, lock: AccountLock) => setLocks((all) => ({ ...all, [name]: lock }))

  // The lock's time is up: a fresh set of attempts (the server agrees; it keeps the same clock).
  useEffect(() => {
    if (current.lockedUntil !== null && msLeft === 0) {
      remember(account, OPEN)
      setMessage((m) => (m?.account === account ? null : m))
    }
  }, [account, current.lockedUntil, msLeft])

  /** Asks the server how this account stands for this browser, so a lock shows before a wasted try (after a reload too). */
  async function lookUp() {
    const name = account
    if (name === '' || locks[name]) return
    const result = await apiRequest<{ lock: LockStatus }>('POST', '/api/admin-auth/lock', { username: name })
    if (!result.ok) return
    const { lock } = result.data
    // A sign-in answered meanwhile (a click on Sign In blurs the field too) knows better: keep it.
    setLocks((all) => (all[name] ? all : { ...all, [name]: { failedCount: lock.failedCount, lockedUntil: lock.lockedUntil } }))
    if (lock.locked) setMessage((m) => (m?.account === name ? m : { account: name, text: t('admin.login.locked', { n: lock.minutesLeft }) }))
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (validateForm(adminLoginSchema, { username, password })) {
      setMessage({ account: '', text: t('admin.login.missingFields') })
      return
    }
    const name = account
    setSubmitting(true)
    setMessage(null)
    const result = await apiRequest('POST', '/api/admin-auth/login', { username: username.trim(), password })
    setSubmitting(false)
    if (result.ok) {
      await revalidator.revalidate()
      return
    }
    setPassword('')
    setMessage({ account: result.status === 0 ? '' : name, text: result.status === 0 ? t('auth.networkError') : result.message })
    const details = result.details ?? {}
    if (typeof details.lockedUntil === 'string') remember(name, { failedCount: MAX_FAILED_LOGINS, lockedUntil: details.lockedUntil })
    else if (typeof details.failedCount === 'number') remember(name, { failedCount: details.failedCount, lockedUntil: null })
  }

  const shownFailures = locked ? MAX_FAILED_LOGINS : current.failedCount
  const minutes = Math.floor((msLeft ?? 0) / 60_000)
  const seconds = Math.floor(((msLeft ?? 0) % 60_000) / 1000)

  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-[2rem] bg-white p-6 shadow-[0_30px_60px_-35px_rgba(31,27,36,0.35)] ring-1 ring-line sm:p-9">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-ink text-cream">
          <ShieldCheck aria-hidden="true" className="h-6 w-6" />
        </span>
        <h1 className="mt-5 text-3xl font-semibold">{t('admin.login.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('admin.login.subtitle')}</p>
        {notice ? (
          <Notice tone="warning" className="mt-6">
            {notice}
          </Notice>
        ) : null}
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-5">
          {/* Never disabled: whoever is locked, another administrator can still type her own username. */}
          <TextField
            label={t('admin.login.username')}
            name="username"
            type="email"
            autoComplete="username"
            hint={t('admin.login.usernameHint')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            onBlur={() => void lookUp()}
          />
          <PasswordField
            label={t('admin.login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={locked}
          />
          <div>
            <div className="flex justify-between text-xs text-ink-soft">
              <span id="attempts-label">{t('admin.login.attemptsLabel')}</span>
              <span>{t('admin.login.failedAttempts', { count: shownFailures, max: MAX_FAILED_LOGINS })}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="attempts-label"
              aria-valuemin={0}
              aria-valuemax={MAX_FAILED_LOGINS}
              aria-valuenow={shownFailures}
              className="mt-2 h-2 overflow-hidden rounded-full bg-line"
            >
              <div
                className={`h-full rounded-full transition-all ${shownFailures >= MAX_FAILED_LOGINS ? 'bg-terracotta' : 'bg-amber-500'}`}
                style={{ width: `${(shownFailures / MAX_FAILED_LOGINS) * 100}%` }}
              />
            </div>
          </div>
          {shownMessage ? <Notice tone="error">{shownMessage}</Notice> : null}
          {locked && msLeft !== null ? (
            <Notice tone="warning">
              <span className="flex items-center gap-2">
                <Lock aria-hidden="true" className="h-4 w-4" />
                <span>
                  {t('admin.login.lockCountdown', { minutes: pad(minutes), seconds: pad(seconds) })}
                </span>
              </span>
            </Notice>
          ) : null}
          <SubmitButton busy={submitting} disabled={locked} label={t('admin.login.submit')} busyLabel={t('admin.login.submitting')} />
        </form>
      </div>
    </main>
  )
}
