import { useState } from 'react'
import { href, Link, redirect, useNavigate } from 'react-router'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { allFilled, type RegistrationInput, registrationSchema } from '#core/accounts/credentials.ts'
import { safeRedirectTarget } from '#core/accounts/redirects.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { SubmitButton } from '../components/ui/button.tsx'
import { PasswordField, TextField } from '../components/ui/field.tsx'
import { AuthLayout, OrDivider } from '../features/account/components/auth-layout.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { GoogleButton } from '../features/account/components/google-button.tsx'
import { ConfirmPasswordField } from '../features/account/components/password-match.tsx'
import { PasswordStrengthMeter } from '../features/account/components/password-strength-meter.tsx'
import { authRequest } from '../utils/api-client.ts'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { useCredentialsForm } from '../features/account/hooks/use-credentials-form.ts'
import type { Route } from './+types/register'

const EMPTY: RegistrationInput = { fullName: '', email: '', password: '', confirmPassword: '' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'))
  if (context.get(requestContext).auth) throw redirect(redirectTo)
  const services = context.get(servicesContext)
  return { googleEnabled: services.accounts.googleEnabled, redirectTo, publicUrl: services.site.publicUrl }
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const { redirectTo } = loaderData
  const navigate = useNavigate()
  const { values, set, fieldError, validate } = useCredentialsForm(registrationSchema, EMPTY)
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [submitting, setSubmitting] = useState(false)


  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    if (!validate()) return
    setSubmitting(true)
    const result = await authRequest('/sign-up/email', {
      name: values.fullName.trim(),
      email: values.email.trim(),
      password: values.password,
      // The e-mailed link lands on sign-in, which then goes where she was headed.
      callbackURL: redirectTo === '/dashboard' ? '/login?verified=1' : `/login?verified=1&redirectTo=${encodeURIComponent(redirectTo)}`,
    })
    setSubmitting(false)
    if (!result.ok) {
      setError(authErrorText(result, 'register'))
      return
    }
    // One clear next step: the page that names the address and can send the link again.
    void navigate(`/check-email?email=${encodeURIComponent(values.email.trim())}`, { replace: true })
  }

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <TextField label={t('auth.field.fullName')} name="fullName" autoComplete="name" value={values.fullName} onChange={set('fullName')} error={fieldError('fullName')} />
        <TextField
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
          error={fieldError('email')}
        />
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={fieldError('password')}
          after={<PasswordStrengthMeter password={values.password} />}
        />
        <ConfirmPasswordField password={values.password} value={values.confirmPassword} onChange={set('confirmPassword')} error={fieldError('confirmPassword')} />
        <FormError error={error} />
        <SubmitButton busy={submitting} disabled={!allFilled(values)} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
        <p className="text-center text-xs text-ink-soft">
          {/* Without params the placeholders stay in the text, so the links can take their places. */}
          {t('auth.register.agreement')
            .split(/(\{terms\}|\{privacy\})/)
            .map((part, i) =>
              part === '{terms}' ? (
                <Link key={i} to={href('/terms')} className="underline underline-offset-2 hover:text-ink">
                  {t('auth.register.terms')}
                </Link>
              ) : part === '{privacy}' ? (
                <Link key={i} to={href('/privacy')} className="underline underline-offset-2 hover:text-ink">
                  {t('auth.register.privacy')}
                </Link>
              ) : (
                part
              ),
            )}
        </p>
      </form>
      {loaderData.googleEnabled ? (
        <>
          <OrDivider />
          <GoogleButton mode="signUp" redirectTo={redirectTo} />
        </>
      ) : null}
      <p className="mt-8 text-center text-sm text-ink-soft">
        {t('auth.register.haveAccount')}{' '}
        <Link
          to={redirectTo === '/dashboard' ? '/login' : `/login?redirectTo=${encodeURIComponent(redirectTo)}`}
          className="font-medium text-terracotta underline-offset-4 hover:underline"
        >
          {t('auth.register.loginLink')}
        </Link>
      </p>
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.register.meta.title'),
    description: t('auth.register.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/register`,
    index: true,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
