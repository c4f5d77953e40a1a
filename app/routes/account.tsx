import { Download, LogOut } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { redirect, useRevalidator } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Button, buttonClasses } from '../components/ui/button.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { InlineSpinner } from '../components/ui/spinner.tsx'
import { AccountDetails } from '../features/account/components/account-details.tsx'
import { DeleteAccountDialog } from '../features/account/components/delete-account-dialog.tsx'
import { LearnedSection } from '../features/account/components/learned-section.tsx'
import { signOut } from '../features/account/utils/sign-out.ts'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { ClearProfileSection } from '../features/analysis/components/clear-profile-section.tsx'
import { ProfileSummary } from '../features/analysis/components/profile-summary.tsx'
import { ConsentSettingsForm } from '../features/consent/components/consent-settings.tsx'
import { SavedFavourites } from '../features/dashboard/components/saved-favourites.tsx'
import { SharedLinksSection } from '../features/sharing/components/shared-links-section.tsx'
import { WishlistLinksSection } from '../features/sharing/components/wishlist-links-section.tsx'
import type { Route } from './+types/account'

/** The link opened from a change-of-address e-mail comes back with one of these errors. */
const LINK_ERRORS = new Set(['TOKEN_EXPIRED', 'INVALID_TOKEN', 'USER_NOT_FOUND', 'INVALID_USER'])

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const auth = context.get(requestContext).auth
  if (!auth) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  const services = context.get(servicesContext)
  const [{ profile }, overview] = await Promise.all([services.styleProfiles.get(auth.user.id), services.account.overview(auth.user.id)])
  const error = url.searchParams.get('error')
  return {
    user: { name: auth.user.name, displayName: auth.user.displayName, email: auth.user.email, emailVerified: auth.user.emailVerified },
    profile,
    ...overview,
    emailChanged: url.searchParams.get('emailChanged') === '1' && !error,
    linkFailed: error !== null && LINK_ERRORS.has(error),
    publicUrl: services.site.publicUrl,
  }
}

const MEMBER_SINCE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

function Section({ id, title, lead, children, tone = 'white' }: { id: string; title: string; lead?: string; children: ReactNode; tone?: 'white' | 'blush' }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className={`mt-8 scroll-mt-24 rounded-[1.75rem] p-5 sm:p-8 ${tone === 'white' ? 'bg-white ring-1 ring-line' : 'bg-blush/50'}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-ink-soft">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  )
}

const SECTIONS = [
  ['style', 'auth.account.nav.style'],
  ['favourites', 'auth.account.nav.favourites'],
  ['learned', 'learning.account.title'],
  ['details', 'auth.account.nav.details'],
  ['privacy', 'auth.account.nav.privacy'],
  ['data', 'auth.account.nav.data'],
] as const

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData
  const revalidator = useRevalidator()
  const [signingOut, setSigningOut] = useState(false)
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-16">
      <h1 className="text-4xl font-semibold">{t('auth.account.title')}</h1>
      <p className="mt-3 text-ink-soft">
        {t('auth.account.hello', { name: user.displayName })}
        {loaderData.memberSince ? ` ${t('auth.account.memberSince', { date: MEMBER_SINCE.format(new Date(loaderData.memberSince)) })}` : ''}
      </p>
      <nav aria-label={t('auth.account.nav.label')} className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          {SECTIONS.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium whitespace-nowrap ring-1 ring-line hover:ring-ink/40">
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.emailChanged ? <Notice tone="success" className="mt-6">{t('auth.account.email.changed', { email: user.email })}</Notice> : null}
      {loaderData.linkFailed ? <Notice tone="error" className="mt-6">{t('auth.account.email.linkFailed')}</Notice> : null}

      <Section id="style" title={t('auth.account.profile.title')}>
        <ProfileSummary profile={loaderData.profile} />
      </Section>

      <Section id="favourites" title={t('auth.account.favourites.title')}>
        <SavedFavourites products={loaderData.favourites} profile={loaderData.profile} />
      </Section>

      <Section id="learned" title={t('learning.account.title')} lead={t('learning.account.lead')}>
        <LearnedSection learned={loaderData.learned} hasHistory={loaderData.hasHistory} onChanged={() => void revalidator.revalidate()} />
      </Section>

      <Section id="details" title={t('auth.account.details.title')}>
        <AccountDetails
          name={user.name}
          email={user.email}
          emailVerified={user.emailVerified}
          hasPassword={loaderData.hasPassword}
          onChanged={() => void revalidator.revalidate()}
        />
      </Section>

      <WishlistLinksSection />

      <SharedLinksSection />

      <Section id="privacy" title={t('consent.settings.title')} lead={t('consent.settings.lead')}>
        <ConsentSettingsForm />
      </Section>

      <ClearProfileSection onCleared={() => void revalidator.revalidate()} />

      <Section id="data" title={t('auth.account.data.title')} lead={t('auth.account.data.lead')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {/* A plain link: the browser saves the server's JSON answer as a file. */}
          <a href="/api/account/export" download className={buttonClasses('secondary', 'md')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('auth.account.data.download')}
          </a>
          <DeleteAccountDialog email={user.email} hasPassword={loaderData.hasPassword} />
        </div>
      </Section>

      <Section id="signout" title={t('auth.account.signOutTitle')} lead={t('auth.account.signOutLead')} tone="blush">
        <Button
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true)
            void signOut()
          }}
        >
          {signingOut ? <InlineSpinner /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
          {signingOut ? t('auth.signingOut') : t('common.signOut')}
        </Button>
      </Section>
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
