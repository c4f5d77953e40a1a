import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { servicesContext } from '#server/load-context.ts'
import type { Route } from './+types/root'
import './app.css'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'

/** Site-wide values every page's meta needs (absolute URLs come from PUBLIC_URL). */
export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(servicesContext)
  return { publicUrl: site.publicUrl }
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
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
        <SiteHeader signedIn={false} />
        <div id="main">{children}</div>
        <SiteFooter />
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
