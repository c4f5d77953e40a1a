import { href, Link, redirect, useNavigate } from 'react-router'
import { allFilled, type RegistrationInput, registrationSchema } from '#core/accounts/credentials.ts'
import { safeRedirectTarget } from '#core/accounts/redirects.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { SubmitButton } from '../components/ui/button.tsx'
import { TextField } from '../components/ui/field.tsx'
import { AuthLayout, OrDivider } from '../features/account/components/auth-layout.tsx'
import { AuthPrompt } from '../features/account/components/auth-prompt.tsx'
import { EmailField } from '../features/account/components/email-field.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { GoogleButton } from '../features/account/components/google-button.tsx'
import { NewPasswordFields } from '../features/account/components/new-password-fields.tsx'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { verifiedLanding, withRedirectTarget } from '../features/account/utils/redirect-target.ts'
import { useAuthRequest } from '../features/account/hooks/use-auth-request.ts'
import { useCredentialsForm } from '../features/account/hooks/use-credentials-form.ts'
import { usePasswordRating } from '../features/account/hooks/use-password-rating.ts'
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
  const { error, busy, clearError, send } = useAuthRequest('register')
  const strength = usePasswordRating(values.password, { name: values.fullName, email: values.email })

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    clearError()
    if (!validate({ password: strength.refusal })) return
    const registered = await send('/sign-up/email', {
      name: values.fullName.trim(),
      email: values.email.trim(),
      password: values.password,
      // The e-mailed link lands on sign-in, which then goes where she was headed.
      callbackURL: withRedirectTarget(verifiedLanding(values.email), redirectTo),
    })
    if (!registered) return
    // One clear next step: the page that names the address and can send the link again.
    void navigate(`/check-email?email=${encodeURIComponent(values.email.trim())}`, { replace: true })
  }

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <TextField label={t('auth.field.fullName')} name="fullName" autoComplete="name" value={values.fullName} onChange={set('fullName')} error={fieldError('fullName')} />
        <EmailField value={values.email} onChange={set('email')} error={fieldError('email')} />
        <NewPasswordFields label={t('auth.field.password')} name="password" form={{ values, set, fieldError }} strength={strength} />
        <FormError error={error} />
        <SubmitButton busy={busy} disabled={!allFilled(values)} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
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
      <AuthPrompt text={t('auth.register.haveAccount')} to={withRedirectTarget('/login', redirectTo)} linkText={t('auth.register.loginLink')} />
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
