import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { href, redirect } from 'react-router'
import { forgotPasswordSchema, isValidEmail } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Button } from '../components/ui/button.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { InlineSpinner } from '../components/ui/spinner.tsx'
import { AuthLayout } from '../features/account/components/auth-layout.tsx'
import { AuthPrompt } from '../features/account/components/auth-prompt.tsx'
import { EmailField } from '../features/account/components/email-field.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { signInAs, verifiedLanding } from '../features/account/utils/redirect-target.ts'
import { useAuthRequest } from '../features/account/hooks/use-auth-request.ts'
import { useCredentialsForm } from '../features/account/hooks/use-credentials-form.ts'
import type { Route } from './+types/check-email'

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
  // The address typed here when the query named none.
  const typed = useCredentialsForm(forgotPasswordSchema, { email: '' })
  const { error, busy: sending, clearError, send } = useAuthRequest('verify')
  const [resentTo, setResentTo] = useState<string | null>(null)
  const email = loaderData.email

  async function resend(address: string) {
    clearError()
    setResentTo(null)
    if (await send('/send-verification-email', { email: address, callbackURL: verifiedLanding(address) })) setResentTo(address)
  }

  async function submitTyped(e: React.FormEvent) {
    e.preventDefault()
    if (typed.validate()) await resend(typed.values.email.trim())
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
          <EmailField value={typed.values.email} onChange={typed.set('email')} error={typed.fieldError('email')} />
          <Button type="submit" size="lg" className="w-full" disabled={sending || typed.values.email === ''}>
            {sending ? <InlineSpinner /> : null}
            {sending ? t('auth.checkEmail.sending') : t('auth.checkEmail.send')}
          </Button>
        </form>
      )}

      {/* Opened at another address than the link's (PUBLIC_URL), she is signed in there, not here: this sign-in comes filled in. */}
      <AuthPrompt text={t('auth.checkEmail.confirmed')} to={email ? signInAs(email) : href('/login')} linkText={t('auth.register.loginLink')} />
      <AuthPrompt text={t('auth.checkEmail.wrongAddress')} to={href('/register')} linkText={t('auth.checkEmail.registerAgain')} className="mt-3" />
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
