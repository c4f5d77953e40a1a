import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { href, Link, redirect } from 'react-router'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { forgotPasswordSchema, isValidEmail, validateForm } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Button } from '../components/ui/button.tsx'
import { TextField } from '../components/ui/field.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { InlineSpinner } from '../components/ui/spinner.tsx'
import { AuthLayout } from '../features/account/components/auth-layout.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { authRequest } from '../utils/api-client.ts'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import type { Route } from './+types/check-email'

/** Where the e-mailed link lands once opened. */
const VERIFIED_LANDING = '/login?verified=1'

/**
 * After sign-up (or a sign-in before confirming), the one place that says what happens
 * next: the address the link went to, and a way to send it again. The address comes in the
 * query so a reload keeps the page whole (request logs keep the path only).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(requestContext).auth) throw redirect('/dashboard')
  const params = new URL(request.url).searchParams
  const email = (params.get('email') ?? '').trim()
  return {
    email: isValidEmail(email) ? email : null,
    reason: params.get('reason') === 'unverified' ? ('unverified' as const) : ('registered' as const),
    publicUrl: context.get(servicesContext).site.publicUrl,
  }
}

export default function CheckEmail({ loaderData }: Route.ComponentProps) {
  const [typed, setTyped] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [resentTo, setResentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const email = loaderData.email

  async function resend(address: string) {
    setError(null)
    setResentTo(null)
    setSending(true)
    const result = await authRequest('/send-verification-email', { email: address, callbackURL: VERIFIED_LANDING })
    setSending(false)
    if (result.ok) setResentTo(address)
    else setError(authErrorText(result, 'verify'))
  }

  async function submitTyped(e: React.FormEvent) {
    e.preventDefault()
    const errors = validateForm(forgotPasswordSchema, { email: typed })
    setFieldError(errors?.email ? t(errors.email) : undefined)
    if (!errors) await resend(typed.trim())
  }

  return (
    <AuthLayout title={t('auth.checkEmail.title')}>
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-blush text-terracotta">
          <MailCheck className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          {email ? (
            <>
              {loaderData.reason === 'registered' ? <p className="font-medium">{t('auth.register.success')}</p> : <p className="font-medium">{t('auth.checkEmail.unverified')}</p>}
              <p className="mt-3 text-ink-soft">
                {t('auth.checkEmail.sentTo')} <strong className="font-semibold break-all text-ink">{email}</strong>
              </p>
            </>
          ) : (
            <p className="text-ink-soft">{t('auth.checkEmail.noAddress')}</p>
          )}
        </div>
      </div>
      <ul className="mt-6 space-y-2 text-sm text-ink-soft">
        <li>{t('auth.checkEmail.expiry')}</li>
        <li>{t('auth.checkEmail.spam')}</li>
      </ul>

      {resentTo ? <Notice tone="success" className="mt-6">{t('auth.checkEmail.resent', { email: resentTo })}</Notice> : null}
      <FormError error={error} className="mt-6" />

      {email ? (
        <Button variant="secondary" size="lg" className="mt-6 w-full" disabled={sending} onClick={() => void resend(email)}>
          {sending ? <InlineSpinner /> : null}
          {sending ? t('auth.checkEmail.sending') : t('auth.checkEmail.resend')}
        </Button>
      ) : (
        <form noValidate onSubmit={(e) => void submitTyped(e)} className="mt-6 space-y-4">
          <TextField
            label={t('auth.field.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={fieldError}
          />
          <Button type="submit" size="lg" className="w-full" disabled={sending || typed === ''}>
            {sending ? <InlineSpinner /> : null}
            {sending ? t('auth.checkEmail.sending') : t('auth.checkEmail.send')}
          </Button>
        </form>
      )}

      <p className="mt-8 text-center text-sm text-ink-soft">
        {t('auth.checkEmail.confirmed')}{' '}
        <Link to={href('/login')} className="font-medium text-terracotta underline-offset-4 hover:underline">
          {t('auth.register.loginLink')}
        </Link>
      </p>
      <p className="mt-3 text-center text-sm text-ink-soft">
        {t('auth.checkEmail.wrongAddress')}{' '}
        <Link to={href('/register')} className="font-medium text-terracotta underline-offset-4 hover:underline">
          {t('auth.checkEmail.registerAgain')}
        </Link>
      </p>
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.checkEmail.meta.title'),
    description: t('auth.checkEmail.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/check-email`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
