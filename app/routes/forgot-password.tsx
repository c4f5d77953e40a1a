import { useState } from 'react'
import { allFilled, forgotPasswordSchema } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { SubmitButton } from '../components/ui/button.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { AuthLayout, BackToLogin } from '../features/account/components/auth-layout.tsx'
import { EmailField } from '../features/account/components/email-field.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { useAuthRequest } from '../features/account/hooks/use-auth-request.ts'
import { useCredentialsForm } from '../features/account/hooks/use-credentials-form.ts'
import type { Route } from './+types/forgot-password'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

export default function ForgotPassword() {
  const { values, set, fieldError, validate } = useCredentialsForm(forgotPasswordSchema, { email: '' })
  const { error, busy, clearError, send } = useAuthRequest('forgot')
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    clearError()
    if (!validate()) return
    const email = values.email.trim()
    // The same words whether or not the address has an account.
    if (await send('/request-password-reset', { email, redirectTo: '/reset-password' })) setSentTo(email)
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sentTo ? (
        <Notice tone="success" className="mb-6">
          {t('auth.forgot.sent', { email: sentTo })}
        </Notice>
      ) : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <EmailField value={values.email} onChange={set('email')} error={fieldError('email')} />
        <FormError error={error} />
        <SubmitButton busy={busy} disabled={!allFilled(values)} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
      </form>
      <BackToLogin />
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.forgot.meta.title'),
    description: t('auth.forgot.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/forgot-password`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
