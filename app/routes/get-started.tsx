import { redirect } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { getStartedDestination } from '#core/profile/progress.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { Spinner } from '../components/ui/spinner.tsx'
import { accountProfileStore } from '../features/analysis/account-profile-store.ts'
import { browserProfileStore } from '../features/analysis/profile-store.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/get-started'

export async function loader({ context }: Route.LoaderArgs) {
  return {
    publicUrl: context.get(servicesContext).site.publicUrl,
    signedIn: context.get(requestContext).auth !== null,
  }
}

// The visitor's profile lives in the browser, so only the browser can decide where to go:
// the dashboard when the analysis is complete, else the first missing step. The server
// renders the spinner below; this runs on hydration and on every client navigation.
// A signed-in user's profile is read from the account, with the four-step rule.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<Awaited<ReturnType<typeof loader>>> {
  const { signedIn } = await serverLoader()
  const profile = await (signedIn ? accountProfileStore() : browserProfileStore()).load()
  throw redirect(getStartedDestination(profile, { signedIn }))
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-24">
      <Spinner label={t('analysis.getStarted.finding')} />
      <noscript>
        <a href="/analysis/body" className="mt-6 inline-block text-terracotta underline underline-offset-4">
          {t('analysis.getStarted.noScript')}
        </a>
      </noscript>
    </main>
  )
}

export default function GetStarted() {
  return <HydrateFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('analysis.getStarted.meta.title'),
    description: t('analysis.getStarted.meta.description'),
    path: '/get-started',
  })
}
