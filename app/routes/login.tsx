import { useState } from 'react'
import { href, Link, redirect, useNavigate, useRevalidator } from 'react-router'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { allFilled, isValidEmail, loginSchema } from '#core/accounts/credentials.ts'
import { safeRedirectTarget } from '#core/accounts/redirects.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { SubmitButton } from '../components/ui/button.tsx'
import { PasswordField } from '../components/ui/field.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { AuthLayout, OrDivider } from '../features/account/components/auth-layout.tsx'
import { AuthPrompt } from '../features/account/components/auth-prompt.tsx'
import { EmailField } from '../features/account/components/email-field.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { GoogleButton } from '../features/account/components/google-button.tsx'
import { LoginErrorDialog } from '../features/account/components/login-error-dialog.tsx'
import { authRequest } from '../utils/api-client.ts'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { verifiedLanding, withRedirectTarget } from '../features/account/utils/redirect-target.ts'
import { useCredentialsForm } from '../features/account/hooks/use-credentials-form.ts'
import type { Route } from './+types/login'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo'))
  // The guard: someone already signed in goes on to the dashboard or the given target.
  if (context.get(requestContext).auth) throw redirect(redirectTo)
  const services = context.get(servicesContext)
  const verifyError = url.searchParams.get('error')
  // The address a confirmation link was sent to (verifiedLanding): her form comes filled with it.
  const email = (url.searchParams.get('email') ?? '').trim()
  return {
    email: isValidEmail(email) ? email : '',
    googleEnabled: services.accounts.googleEnabled,
    redirectTo,
    verified: url.searchParams.get('verified') === '1' && !verifyError,
    verifyFailed: Boolean(verifyError) && url.searchParams.get('verified') === '1',
    publicUrl: services.site.publicUrl,
  }
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { redirectTo } = loaderData
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const { values, set, fieldError, validate } = useCredentialsForm(loginSchema, { email: loaderData.email, password: '' })
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [dialogError, setDialogError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const signingIn = submitting || revalidator.state === 'loading'


  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    if (!validate()) return
    setSubmitting(true)
    const result = await authRequest('/sign-in/email', {
      email: values.email.trim(),
      password: values.password,
      rememberMe: true,
      // If the address is not verified yet, the new link it sends comes back here (and then on).
      callbackURL: withRedirectTarget(verifiedLanding(values.email), redirectTo),
    })
    setSubmitting(false)
    if (result.ok) {
      // The loader now sees the session and sends the user on (the guard above).
      await revalidator.revalidate()
      return
    }
    if (result.code === 'EMAIL_NOT_VERIFIED') {
      // The library has just sent a fresh link: say where, with a way to send it again.
      void navigate(`/check-email?email=${encodeURIComponent(values.email.trim())}&reason=unverified`)
      return
    }
    setError(authErrorText(result, 'login'))
    if (result.status === 0 || result.status >= 500) setDialogError(result.message ?? `HTTP ${result.status}`)
  }

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {loaderData.verified ? <Notice tone="success" className="mb-6">{t('auth.verify.success')}</Notice> : null}
      {loaderData.verifyFailed ? <Notice tone="error" className="mb-6">{t('auth.verify.failedDetail')}</Notice> : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <EmailField value={values.email} onChange={set('email')} error={fieldError('email')} />
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={fieldError('password')}
        />
        <div className="flex justify-end">
          <Link to={href('/forgot-password')} className="text-sm font-medium text-terracotta underline-offset-4 hover:underline">
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <FormError error={error} />
        <SubmitButton busy={signingIn} disabled={!allFilled(values)} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
      </form>
      {loaderData.googleEnabled ? (
        <>
          <OrDivider />
          <GoogleButton mode="signIn" redirectTo={redirectTo} onError={setDialogError} />
        </>
      ) : null}
      <AuthPrompt text={t('auth.login.noAccount')} to={withRedirectTarget('/register', redirectTo)} linkText={t('auth.login.registerLink')} />
      <p className="mt-3 text-center text-sm">
        <Link to={href('/')} className="text-ink-soft underline-offset-4 hover:text-ink hover:underline">
          {t('auth.login.backHome')}
        </Link>
      </p>
      <LoginErrorDialog raw={dialogError} onClose={() => setDialogError(null)} />
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.login.meta.title'),
    description: t('auth.login.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/login`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
