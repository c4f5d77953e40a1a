import { data, useLocation } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { fetchRecommendations } from '../features/dashboard/utils/dashboard-api.ts'
import { LinkChecksPanel } from '../features/dev-tools/components/link-checks-panel.tsx'
import { ProfileStatePanel } from '../features/dev-tools/components/profile-state-panel.tsx'
import { type RecommendFn, useLinkChecks } from '../features/dev-tools/hooks/use-link-checks.ts'
import type { Route } from './+types/dev-test'

/**
 * /test and /test-sitestripe, the developer test pages (DESIGN.md deviation 10): served in
 * development to everyone, otherwise only to an administrator in a live back-office
 * session; anyone else gets a plain 404, so the pages' existence says nothing.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  if (!services.site.isDevelopment) {
    const page = await services.admin.page(context.get(requestContext))
    if (page.view !== 'panel') throw data(null, { status: 404, statusText: 'Not Found' })
  }
  return { publicUrl: services.site.publicUrl }
}

// The checks ask the same API the dashboard asks (category "All", the spec's limit).
const recommend: RecommendFn = async (profile, limit) => {
  const result = await fetchRecommendations({ profile, mode: 'recommended', limit, offset: 0 })
  return result.ok ? { ok: true, items: result.data.items } : { ok: false, message: result.message }
}

export default function DevTest() {
  const { pathname } = useLocation()
  const { status, profile, hasStoredProfile, isComplete, completion } = useStyleProfile()
  const checks = useLinkChecks(recommend)
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 pt-8 pb-16 sm:px-6">
      <header>
        <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{pathname}</p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{pathname === '/test-sitestripe' ? t('devtools.siteStripeTitle') : t('devtools.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('devtools.lead')}</p>
      </header>
      <ProfileStatePanel state={{ status, profile, hasStoredProfile, isComplete, completion }} extra={{ storedLinks: checks.links }} onRefresh={checks.refresh} />
      <LinkChecksPanel checks={checks} />
    </main>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: t('devtools.meta.title') },
    { name: 'description', content: t('devtools.meta.description') },
    { name: 'robots', content: 'noindex, nofollow' },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: `${loaderData.publicUrl}/test` }] : []),
  ]
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
