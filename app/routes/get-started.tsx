import { redirect } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { getStartedDestination } from '#core/profile/progress.ts'
import { servicesContext } from '#server/load-context.ts'
import { Spinner } from '../components/ui/spinner.tsx'
import { browserProfileStore } from '../features/analysis/profile-store.ts'
import { pageMeta } from '../utils/page-meta.ts'
import type { Route } from './+types/get-started'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

// The visitor's profile lives in the browser, so only the browser can decide where to go:
// the dashboard when the analysis is complete, else the first missing step. The server
// renders the spinner below; this runs on hydration and on every client navigation.
export async function clientLoader(): Promise<Awaited<ReturnType<typeof loader>>> {
  const profile = await browserProfileStore().load()
  throw redirect(getStartedDestination(profile))
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

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: t('analysis.getStarted.meta.title'),
    description: t('analysis.getStarted.meta.description'),
    path: '/get-started',
    publicUrl: loaderData?.publicUrl,
  })
}
