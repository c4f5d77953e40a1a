import { useState } from 'react'
import { Link } from 'react-router'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { allFilled, type FieldErrors, type ResetPasswordInput, resetPasswordSchema, validateForm } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { PasswordField } from '../components/ui/field.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { InlineSpinner } from '../components/ui/spinner.tsx'
import { AuthLayout } from '../features/account/components/auth-layout.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { PasswordMatch } from '../features/account/components/password-match.tsx'
import { authRequest } from '../features/account/utils/auth-api.ts'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import type { Route } from './+types/reset-password'

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/

export async function loader({ request, context }: Route.LoaderArgs) {
  // The e-mailed link passes through the auth endpoint, which lands here with ?token=…
  // (or ?error=INVALID_TOKEN when the link is used up or expired).
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  return {
    token: token && TOKEN.test(token) && !url.searchParams.get('error') ? token : null,
    publicUrl: context.get(servicesContext).site.publicUrl,
  }
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [values, setValues] = useState<ResetPasswordInput>({ password: '', confirmPassword: '' })
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ResetPasswordInput>>({})
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)

  if (!loaderData.token) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Notice tone="error">{t('auth.reset.invalidLink')}</Notice>
        <ButtonLink to="/forgot-password" size="lg" className="mt-6 w-full">
          {t('auth.reset.requestNew')}
        </ButtonLink>
      </AuthLayout>
    )
  }

  const set = (field: keyof ResetPasswordInput) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }))

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    const errors = validateForm(resetPasswordSchema, values)
    setFieldErrors(errors ?? {})
    if (errors) return
    setSubmitting(true)
    const result = await authRequest('/reset-password', { newPassword: values.password, token: loaderData.token })
    setSubmitting(false)
    if (!result.ok) {
      setError(authErrorText(result, 'reset'))
      return
    }
    setDone(true)
  }

  if (done) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Notice tone="success">{t('auth.reset.success')}</Notice>
        <ButtonLink to="/login" size="lg" className="mt-6 w-full">
          {t('auth.reset.signIn')}
        </ButtonLink>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <PasswordField
          label={t('auth.field.newPassword')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={fieldErrors.password ? t(fieldErrors.password) : undefined}
          showLabel={t('auth.field.showPassword')}
          hideLabel={t('auth.field.hidePassword')}
        />
        <PasswordField
          label={t('auth.field.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={fieldErrors.confirmPassword ? t(fieldErrors.confirmPassword) : undefined}
          showLabel={t('auth.field.showPassword')}
          hideLabel={t('auth.field.hidePassword')}
          after={fieldErrors.confirmPassword ? null : <PasswordMatch password={values.password} confirmation={values.confirmPassword} />}
        />
        <FormError error={error} />
        <Button type="submit" size="lg" className="w-full" disabled={!allFilled(values) || submitting}>
          {submitting ? <InlineSpinner /> : null}
          {submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm">
        <Link to="/login" className="font-medium text-terracotta underline-offset-4 hover:underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.reset.meta.title'),
    description: t('auth.reset.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/reset-password`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
