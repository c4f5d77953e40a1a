import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { type LinkDescriptor, Links, Meta, Outlet, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router'
import { readConsentCookie } from '#core/consent/consent-cookie.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import type { Route } from './+types/root'
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import appStyles from './app.css?url'
import { BackOfficeHeader } from './components/layout/back-office-header.tsx'
import { ScriptsAfterFirstPaint } from './components/layout/scripts-after-first-paint.tsx'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { ProfileStoreProvider } from './features/analysis/components/profile-store-provider.tsx'
import { AffiliateTrackingScript } from './features/consent/components/affiliate-tracking-script.tsx'
import { ConsentManager } from './features/consent/components/consent-manager.tsx'
import { useNonce } from './utils/nonce.ts'
import { replayTypedInput } from './utils/replay-typed-input.ts'
import { isBackOffice, sendsNoScript } from './utils/route-handle.ts'
import { ZOD_JITLESS_SCRIPT } from './utils/zod-jitless.ts'

// Signed-in users only: its menu library stays off the pages visitors load.
const AccountMenu = lazy(() => import('./features/account/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })))

/**
 * For every page: the header's signed-in state (only what the header shows leaves the
 * server), the site address each page's meta builds absolute URLs from (PUBLIC_URL), and
 * the shopper's privacy choice from its cookie, so the consent layer renders with the page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  const { site } = context.get(servicesContext)
  return {
    publicUrl: site.publicUrl,
    // Tracking on and configured; the page adds the shopper's analytics consent.
    affiliateTracking: site.affiliateTracking,
    user: user ? { displayName: user.displayName, email: user.email, isAdmin: user.role === 'admin' } : null,
    consent: readConsentCookie(request.headers.get('cookie'), new Date()),
  }
}

// The stylesheet ahead of the script preloads: it is what the first paint waits for, and
// over HTTP/1.1 a request queues behind the ones before it. A `precedence` makes it a
// stylesheet resource, which React writes at the top of <head>, before the preloads.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles, precedence: 'default' } as LinkDescriptor,
  // The Latin faces every page's text is set in, fetched beside the stylesheet instead of after
  // it: the first paint then draws the text in its own face, not once in a fallback and again.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: frauncesLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined when the root loader itself failed (the error boundary renders in this layout).
  const rootData = useRouteLoaderData<typeof loader>('root')
  const user = rootData?.user ?? null
  // The back office is a calm tool of its own: none of the shop's header, footer, consent or tracking.
  const matches = useMatches()
  const backOffice = isBackOffice(matches)
  // A visitor's landing page is HTML alone: its links, menu and consent form work without script.
  const noScript = sendsNoScript(matches, user !== null)
  // What was typed before hydration, read before any re-render can wipe it.
  useLayoutEffect(() => replayTypedInput(document), [])
  // Marks the page live once hydrated: its script arrives after the first paint (decision 035),
  // and the end-to-end suite waits for this after each full page load.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  const nonce = useNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FAF6F1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {/* The back office gets no shopper consent layer. */}
        <ConsentManager initial={rootData?.consent ?? null} enabled={!backOffice}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
          >
            Skip to content
          </a>
          {backOffice ? (
            <BackOfficeHeader />
          ) : (
            <SiteHeader
              signedIn={user !== null}
              account={
                user ? (
                  <Suspense fallback={null}>
                    <AccountMenu displayName={user.displayName} email={user.email} isAdmin={user.isAdmin} />
                  </Suspense>
                ) : null
              }
            />
          )}
          {/* Signed in, the style profile lives in the account (and moves there on sign-in). */}
          <ProfileStoreProvider signedIn={user !== null}>
            <div id="main">{children}</div>
          </ProfileStoreProvider>
          {backOffice ? null : (
            <>
              <SiteFooter />
              <AffiliateTrackingScript tracking={rootData?.affiliateTracking ?? null} />
            </>
          )}
        </ConsentManager>
        {noScript ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <ScriptsAfterFirstPaint nonce={nonce} />
          </>
        )}
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
