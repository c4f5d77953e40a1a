import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { redirect } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Button } from '../components/ui/button.tsx'
import { InlineSpinner } from '../components/ui/spinner.tsx'
import { signOut } from '../features/account/utils/sign-out.ts'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { ClearProfileSection } from '../features/analysis/components/clear-profile-section.tsx'
import { ConsentSettingsForm } from '../features/consent/components/consent-settings.tsx'
import type { Route } from './+types/account'

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  if (!user) throw redirect('/login?redirectTo=/account')
  return {
    user: { displayName: user.displayName, email: user.email, emailVerified: user.emailVerified },
    publicUrl: context.get(servicesContext).site.publicUrl,
  }
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData
  const [signingOut, setSigningOut] = useState(false)
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-4xl font-semibold">{t('auth.account.title')}</h1>
      <p className="mt-3 text-ink-soft">{t('auth.account.lead')}</p>

      <section aria-labelledby="profile-heading" className="mt-10 rounded-[1.75rem] bg-white p-6 ring-1 ring-line sm:p-8">
        <h2 id="profile-heading" className="text-2xl font-semibold">
          {t('auth.account.profile')}
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink-soft">{t('auth.account.name')}</dt>
            <dd className="mt-1 font-medium break-words">{user.displayName}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-soft">{t('auth.account.email')}</dt>
            <dd className="mt-1 font-medium break-all">
              {user.email}{' '}
              <span className={`ml-1 rounded-full px-2 py-0.5 text-xs ${user.emailVerified ? 'bg-sage/15 text-sage-deep' : 'bg-blush text-terracotta-dark'}`}>
                {t(user.emailVerified ? 'auth.account.verified' : 'auth.account.notVerified')}
              </span>
            </dd>
          </div>
        </dl>
      </section>

      <ClearProfileSection />

      <section aria-labelledby="privacy-heading" className="mt-8 rounded-[1.75rem] bg-white p-6 ring-1 ring-line sm:p-8">
        <h2 id="privacy-heading" className="text-2xl font-semibold">
          {t('consent.settings.title')}
        </h2>
        <p className="mt-2 mb-6 text-ink-soft">{t('consent.settings.lead')}</p>
        <ConsentSettingsForm />
      </section>

      <section aria-labelledby="signout-heading" className="mt-8 rounded-[1.75rem] bg-blush/50 p-6 sm:p-8">
        <h2 id="signout-heading" className="text-2xl font-semibold">
          {t('auth.account.signOutTitle')}
        </h2>
        <p className="mt-2 text-ink-soft">{t('auth.account.signOutLead')}</p>
        <Button
          className="mt-5"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true)
            void signOut()
          }}
        >
          {signingOut ? <InlineSpinner /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
          {signingOut ? t('auth.signingOut') : t('common.signOut')}
        </Button>
      </section>
    </main>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.account.meta.title'),
    description: t('auth.account.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/account`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
