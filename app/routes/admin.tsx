import { lazy, type ReactNode, Suspense } from 'react'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AdminLogin } from '../features/admin/components/admin-login.tsx'
import { announceCatalogChange } from '../features/admin/utils/catalog-events.ts'
import { BACK_OFFICE_HANDLE } from '../utils/route-handle.ts'
import type { Route } from './+types/admin'

export const handle = BACK_OFFICE_HANDLE

// The panel's code loads for a signed-in administrator only, and each tab's when it is
// opened: the login screen, all most visitors of /admin see, carries none of it.
const AdminShell = lazy(() => import('../features/admin/components/admin-shell.tsx').then((m) => ({ default: m.AdminShell })))
const CatalogStats = lazy(() => import('../features/admin/components/catalog-stats.tsx').then((m) => ({ default: m.CatalogStats })))
const ImportPanel = lazy(() => import('../features/product-import/components/import-panel.tsx').then((m) => ({ default: m.ImportPanel })))
const DiagnosticsPanel = lazy(() => import('../features/product-import/components/diagnostics-panel.tsx').then((m) => ({ default: m.DiagnosticsPanel })))
const LinkHealthSection = lazy(() => import('../features/admin/components/link-health-section.tsx').then((m) => ({ default: m.LinkHealthSection })))
const ProductManagement = lazy(() => import('../features/admin/components/product-management.tsx').then((m) => ({ default: m.ProductManagement })))
const UserDataValidator = lazy(() => import('../features/admin/components/user-data-validator.tsx').then((m) => ({ default: m.UserDataValidator })))
const AiRecommendationManager = lazy(() =>
  import('../features/admin/components/ai-recommendation-manager.tsx').then((m) => ({ default: m.AiRecommendationManager })),
)
const AiAnalysisPanel = lazy(() => import('../features/admin/components/ai-analysis-panel.tsx').then((m) => ({ default: m.AiAnalysisPanel })))
const AdminSettingsPanel = lazy(() => import('../features/admin/components/admin-settings-panel.tsx').then((m) => ({ default: m.AdminSettingsPanel })))
const EarningsPanel = lazy(() => import('../features/admin/components/earnings-panel.tsx').then((m) => ({ default: m.EarningsPanel })))
const ActivityLog = lazy(() => import('../features/admin/components/activity-log.tsx').then((m) => ({ default: m.ActivityLog })))

export async function loader({ context }: Route.LoaderArgs) {
  // The same guard as every /api/admin route: only an administrator in a live back-office
  // session gets the panel's data; everyone else gets the login screen and nothing more.
  const request = context.get(requestContext)
  const services = context.get(servicesContext)
  const page = await services.admin.page(request)
  const shopperEmail = page.view === 'login' && page.reason === 'forbidden' ? (request.auth?.user.email ?? null) : null
  return { page, shopperEmail, publicUrl: services.site.publicUrl }
}

/**
 * Switching tabs only changes `?tab=`: the panel's data is the same, so the tab opens at once
 * rather than after a round trip for the loader (a busy server made the click feel dead).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete('tab')
    return params.toString()
  }
  const onlyTabChanged = currentUrl.searchParams.get('tab') !== nextUrl.searchParams.get('tab') && withoutTab(currentUrl) === withoutTab(nextUrl)
  return onlyTabChanged ? false : defaultShouldRevalidate
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  if (page.view === 'login') {
    const notice =
      page.reason === 'expired'
        ? t('admin.shell.sessionExpired')
        : loaderData.shopperEmail
          ? t('admin.login.signedInAsShopper', { email: loaderData.shopperEmail })
          : null
    return <AdminLogin notice={notice} />
  }
  return (
    <Suspense fallback={<Loading />}>
      <AdminShell
        session={page.session}
        stats={
          <Suspense fallback={null}>
            <CatalogStats />
          </Suspense>
        }
        tabs={{
          sitestripe: <Tab><ImportPanel onCatalogChange={announceCatalogChange} suppliers={page.suppliers} /></Tab>,
          diagnostics: <Tab><DiagnosticsPanel /><LinkHealthSection /></Tab>,
          management: <Tab><ProductManagement /></Tab>,
          'user-data': <Tab><UserDataValidator /></Tab>,
          'ai-recommendations': <Tab><AiRecommendationManager /></Tab>,
          'ai-analysis': <Tab><AiAnalysisPanel /></Tab>,
          earnings: <Tab><EarningsPanel /></Tab>,
          settings: (
            <Tab>
              <AdminSettingsPanel />
              <ActivityLog initial={page.activity} />
            </Tab>
          ),
        }}
      />
    </Suspense>
  )
}

function Loading() {
  return <Spinner label={t('common.loading')} className="py-24" />
}

/** A tab's content, with a spinner of its own while its code loads (the rest of the panel stays). */
function Tab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.page.view === 'panel' ? t('admin.shell.meta.title') : t('admin.login.meta.title')
  return [
    { title },
    { name: 'description', content: t('admin.login.meta.description') },
    { name: 'robots', content: 'noindex, nofollow' },
    { tagName: 'link', rel: 'canonical', href: `${loaderData?.publicUrl ?? ''}/admin` },
    { property: 'og:title', content: title },
    { property: 'og:description', content: t('admin.login.meta.description') },
    { name: 'twitter:card', content: 'summary' },
  ]
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
