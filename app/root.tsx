import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import { requestContext, servicesContext } from '#server/load-context.ts'
import type { Route } from './+types/root'
import './app.css'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { AccountMenu } from './features/account/components/account-menu.tsx'
import { ProfileStoreProvider } from './features/analysis/components/profile-store-provider.tsx'
import { AffiliateTrackingScript } from './features/consent/components/affiliate-tracking-script.tsx'
import { ConsentManager } from './features/consent/components/consent-manager.tsx'

/**
 * For every page: the header's signed-in state (only what the header shows leaves the
 * server) and the site address each page's meta builds absolute URLs from (PUBLIC_URL).
 */
export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  const { site } = context.get(servicesContext)
  return {
    publicUrl: site.publicUrl,
    // Tracking on and configured; the page adds the shopper's analytics consent.
    affiliateTracking: site.affiliateTracking,
    user: user ? { displayName: user.displayName, email: user.email, isAdmin: user.role === 'admin' } : null,
  }
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined when the root loader itself failed (the error boundary renders in this layout).
  const rootData = useRouteLoaderData<typeof loader>('root')
  const user = rootData?.user ?? null
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FAF6F1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
        >
          Skip to content
        </a>
        <SiteHeader
          signedIn={user !== null}
          account={user ? <AccountMenu displayName={user.displayName} email={user.email} isAdmin={user.isAdmin} /> : null}
        />
        {/* Signed in, the style profile lives in the account (and moves there on sign-in). */}
        <ProfileStoreProvider signedIn={user !== null}>
          <div id="main">{children}</div>
        </ProfileStoreProvider>
        <SiteFooter />
        <ConsentManager />
        <AffiliateTrackingScript tracking={rootData?.affiliateTracking ?? null} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
