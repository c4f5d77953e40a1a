import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ActivityLog } from '../features/admin/components/activity-log.tsx'
import { AiRecommendationManager } from '../features/admin/components/ai-recommendation-manager.tsx'
import { AiAnalysisPanel } from '../features/admin/components/ai-analysis-panel.tsx'
import { AdminLogin } from '../features/admin/components/admin-login.tsx'
import { AdminSettingsPanel } from '../features/admin/components/admin-settings-panel.tsx'
import { AdminShell } from '../features/admin/components/admin-shell.tsx'
import { EarningsPanel } from '../features/admin/components/earnings-panel.tsx'
import { DiagnosticsPanel } from '../features/product-import/components/diagnostics-panel.tsx'
import { ImportPanel } from '../features/product-import/components/import-panel.tsx'
import { CatalogStats } from '../features/admin/components/catalog-stats.tsx'
import { ProductManagement } from '../features/admin/components/product-management.tsx'
import { UserDataValidator } from '../features/admin/components/user-data-validator.tsx'
import type { Route } from './+types/admin'

export async function loader({ context }: Route.LoaderArgs) {
  // The same guard as every /api/admin route: only an administrator in a live back-office
  // session gets the panel's data; everyone else gets the login screen and nothing more.
  const request = context.get(requestContext)
  const services = context.get(servicesContext)
  const page = await services.admin.page(request)
  const shopperEmail = page.view === 'login' && page.reason === 'forbidden' ? (request.auth?.user.email ?? null) : null
  return { page, shopperEmail, publicUrl: services.site.publicUrl }
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
    return <AdminLogin lock={page.lock} notice={notice} />
  }
  return (
    <AdminShell
      session={page.session}
      stats={<CatalogStats />}
      tabs={{
        sitestripe: <ImportPanel />,
        diagnostics: <DiagnosticsPanel />,
        management: <ProductManagement />,
        'user-data': <UserDataValidator />,
        'ai-recommendations': <AiRecommendationManager />,
        'ai-analysis': <AiAnalysisPanel />,
        settings: (
          <>
            <AdminSettingsPanel />
            <EarningsPanel />
            <ActivityLog entries={page.activity} />
          </>
        ),
      }}
    />
  )
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
