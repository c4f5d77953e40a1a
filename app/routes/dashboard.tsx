import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { readProfileCookie } from '#core/profile/profile-cookie.ts'
import { dashboardRedirect } from '#core/profile/progress.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { keyPieceById, pieceName } from '#core/rule-book/key-pieces.ts'
import { shopHref } from '#core/shop/shop-query.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { SectionBoundary } from '../components/section-boundary.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { Heart } from 'lucide-react'
import { signOut } from '../features/account/utils/sign-out.ts'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { CongratsBanner, SavePrompt, WelcomeBackBanner } from '../features/dashboard/components/banners.tsx'
import { DashboardHeader } from '../features/dashboard/components/dashboard-header.tsx'
import { FavouritesView } from '../features/dashboard/components/favourites-view.tsx'
import { FiltersBar } from '../features/dashboard/components/filters-bar.tsx'
import { PartnerPicksSection } from '../features/dashboard/components/partner-picks-section.tsx'
import { PaginationNav } from '../features/dashboard/components/pagination-nav.tsx'
import { ProductGrid } from '../features/dashboard/components/product-grid.tsx'
import { ProfileCard } from '../features/dashboard/components/profile-card.tsx'
import { ProgressView } from '../features/dashboard/components/progress-view.tsx'
import { RecommendedTiles } from '../features/dashboard/components/recommended-tiles.tsx'
import { StylistPanel, stylistNotes } from '../features/dashboard/components/stylist-panel.tsx'
import { TailoredPanel } from '../features/dashboard/components/tailored-panel.tsx'
import { usePartnerPicks } from '../features/dashboard/hooks/use-partner-picks.ts'
import { useFavourites } from '../features/dashboard/hooks/use-favourites.ts'
import { useRecommendations } from '../features/dashboard/hooks/use-recommendations.ts'
import { useSignals } from '../features/dashboard/hooks/use-signals.ts'
import { useStylingAdvice } from '../features/dashboard/hooks/use-styling-advice.ts'
import { pageCount } from '../features/dashboard/utils/pagination.ts'
import {
  changeFilters,
  dashboardTiles,
  dashboardView,
  goToPage,
  gridFromSearch,
  gridTitle,
  INITIAL_GRID,
  isTileActive,
  searchFromGrid,
  tileAction,
  type GridChange,
  type GridState,
  type Tile,
} from '../features/dashboard/utils/view-state.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/dashboard'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  const services = context.get(servicesContext)
  return {
    displayName: user ? user.displayName : null,
    // Without an AI provider there is no stylist to ask, so the page never offers one.
    aiStylist: services.site.aiStylist,
    // The profile the page is rendered with: the account's, or the copy of her stored profile
    // a visitor's browser sends with this page's request only. When the account's cannot be
    // read now, the page renders the waiting state and the browser asks (and says why it failed).
    renderedProfile: user
      ? await services.styleProfiles.get(user.id).then(
          (stored) => stored.profile,
          () => null,
        )
      : readProfileCookie(request.headers.get('cookie')),
  }
}

// The profile lives in the browser (visitors) or behind the profile hook (accounts). The
// server renders the dashboard from it when the request carries it (see the loader), else the
// waiting state; the browser then decides from the store: redirect, progress or dashboard.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { status, profile, isComplete, completion, clear } = useStyleProfile({ rendered: loaderData.renderedProfile })
  const navigate = useNavigate()
  const view = dashboardView(status, profile, isComplete)
  const redirectTo = view.kind === 'redirect' ? view.to : null

  useEffect(() => {
    if (redirectTo) void navigate(redirectTo, { replace: true })
  }, [redirectTo, navigate])

  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 sm:pb-24">
      {view.kind === 'loading' || view.kind === 'redirect' ? (
        // A screen tall, so the footer starts below the fold and nothing moves when the dashboard arrives.
        <Spinner label={t('dashboard.loading')} className="min-h-dvh justify-center py-32" />
      ) : view.kind === 'progress' && profile ? (
        <ProgressView profile={profile} completion={completion} />
      ) : profile ? (
        <CompleteDashboard profile={profile} completion={completion} displayName={loaderData.displayName} aiStylist={loaderData.aiStylist} onClear={clear} />
      ) : null}
    </main>
  )
}

function CompleteDashboard({
  profile,
  completion,
  displayName,
  aiStylist,
  onClear,
}: {
  profile: StyleProfile
  completion: number
  displayName: string | null
  aiStylist: boolean
  onClear: () => Promise<void>
}) {
  const signedIn = displayName !== null
  const [refreshKey, setRefreshKey] = useState(0)
  const [searchParams, setSearchParams] = useSearchParams()
  // The grid's filters, tile and page live in the address, so a view survives reload and back, and a key piece links here.
  const grid = gridFromSearch(searchParams)
  const piece = grid.piece ? keyPieceById(grid.piece) : undefined
  const favouritesOpen = searchParams.get('view') === 'favourites'
  function setGrid(next: (g: GridState) => GridState) {
    setSearchParams(searchFromGrid(next(grid)), { preventScrollReset: true })
  }
  const favourites = useFavourites(signedIn, t('dashboard.favourites.saveFailed'))
  const history = useSignals(signedIn)
  const [historyCleared, setHistoryCleared] = useState(false)
  const recommendations = useRecommendations(profile, grid, refreshKey, { signals: history.visitorSignals, version: history.version, ready: history.ready })
  // The stylist is asked once the grid has its answer (or failed), so it never delays the grid.
  const advice = useStylingAdvice(profile, aiStylist && recommendations.status !== 'loading', refreshKey)
  const notes = stylistNotes(advice)
  const partnerPicks = usePartnerPicks(profile, recommendations.status !== 'loading', refreshKey)
  const gridHeading = useRef<HTMLHeadingElement>(null)
  const accountStep = dashboardRedirect(profile, { signedIn })

  const loaded = recommendations.status === 'ready' ? recommendations : recommendations.status === 'loading' ? recommendations.previous : null
  const pages = pageCount(loaded?.total ?? 0)

  // A heart is a signal wherever she gives it: on the recommendations or among her favourites.
  function toggleFavourite(product: Product) {
    if (favourites.isFavourite(product.id)) history.unsave(product.id)
    else history.save(product.id)
    favourites.toggle(product)
  }

  function setFavouritesOpen(open: boolean) {
    const params = searchFromGrid(grid)
    if (open) params.set('view', 'favourites')
    setSearchParams(params, { preventScrollReset: true })
  }

  function change(next: GridChange) {
    // One navigation: the new filters, with the favourites view closed.
    setGrid((g) => changeFilters(g, next))
    // Changed from far down the cards: the new list starts at the top of the grid. At once, not
    // smoothly: a smooth scroll still running when the new list changes the page's height is cut
    // short, and a second scroll once the list arrived would move the page under her finger.
    if ((gridHeading.current?.getBoundingClientRect().top ?? 0) < 0) scrollToGrid('auto')
  }

  function selectTile(tile: Tile) {
    const action = tileAction(tile)
    if (action.kind === 'favourites') setFavouritesOpen(true)
    else change(action.change)
  }

  function scrollToGrid(behavior: ScrollBehavior = 'smooth') {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    gridHeading.current?.scrollIntoView({ behavior: reduce ? 'auto' : behavior, block: 'start' })
    gridHeading.current?.focus({ preventScroll: true })
  }

  const tiles = dashboardTiles(signedIn, profile, aiStylist)

  return (
    <div className="space-y-6 sm:space-y-10">
      <DashboardHeader displayName={displayName} onRefresh={() => setRefreshKey((k) => k + 1)} onSignOut={() => void signOut()} />

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-[1.4fr_1fr]">
        <ProfileCard profile={profile} completion={completion} onClear={onClear} />
        {accountStep ? <WelcomeBackBanner to={accountStep} /> : <CongratsBanner onView={() => scrollToGrid()} />}
      </div>

      {tiles.length > 0 ? (
        <RecommendedTiles
          tiles={tiles}
          profile={profile}
          favouriteCount={favourites.ids.length}
          isActive={(tile) => isTileActive(tile, grid, favouritesOpen)}
          onSelect={selectTile}
        />
      ) : null}

      {favourites.error ? <Notice tone="error">{favourites.error}</Notice> : null}

      {favouritesOpen ? (
        <FavouritesView
          favourites={favourites}
          profile={profile}
          onToggleFavourite={toggleFavourite}
          learning={history}
          onBack={() => setFavouritesOpen(false)}
        />
      ) : (
        <>
          <section aria-labelledby="grid-title">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h2 id="grid-title" ref={gridHeading} tabIndex={-1} className="scroll-mt-20 text-2xl font-semibold outline-none sm:text-3xl">
                {gridTitle(grid, profile)}
              </h2>
              <div className="flex items-center gap-3">
                <p className="text-sm text-ink-soft" aria-live="polite">
                  {loaded ? (loaded.total === 1 ? t('dashboard.itemCountOne') : t('dashboard.itemCount', { count: loaded.total })) : null}
                </p>
                {signedIn ? null : (
                  <button
                    type="button"
                    onClick={() => setFavouritesOpen(true)}
                    className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-medium ring-1 ring-line hover:bg-blush/60"
                  >
                    <Heart aria-hidden="true" className="h-4 w-4 text-terracotta" />
                    {t('dashboard.tiles.favorites')}
                    {favourites.ids.length > 0 ? <span className="text-ink-soft">({favourites.ids.length})</span> : null}
                  </button>
                )}
              </div>
            </div>
            {piece ? (
              <p className="mt-2 text-sm">
                {/* The same piece in the shop: every one of them, with price filters and sorts (issue 27). */}
                <Link to={shopHref({ piece: piece.id })} className="inline-flex min-h-9 items-center font-medium text-terracotta-dark underline underline-offset-4 hover:text-ink">
                  {t('shop.piece.link', { piece: pieceName(piece, profile.colorPalette ?? null, profile.colorSeason ?? null) })}
                </Link>
              </p>
            ) : null}
            {/* A direct child of the section: sticky keeps it in view for as long as the grid is. */}
            <FiltersBar state={grid} onChange={change} onClear={() => change(INITIAL_GRID)} />
            {loaded?.degraded ? (
              <Notice tone="warning" className="mt-5">
                {loaded.message ?? t('errors.recommendationsUnavailable')}
              </Notice>
            ) : null}
            <div className="mt-4 sm:mt-6" aria-busy={recommendations.status === 'loading'}>
              {recommendations.status === 'error' ? (
                <Notice tone="error">{t('dashboard.grid.error', { message: recommendations.message })}</Notice>
              ) : !loaded ? (
                <Spinner label={t('dashboard.grid.loading')} className="py-20" />
              ) : loaded.items.length === 0 ? (
                <div className="rounded-[var(--radius-card)] bg-white px-6 py-16 text-center ring-1 ring-line">
                  <p className="font-display text-2xl font-semibold">{t('dashboard.empty')}</p>
                  <p className="mt-2 text-ink-soft">{t('dashboard.grid.emptyLead')}</p>
                  <button
                    type="button"
                    onClick={() => change(INITIAL_GRID)}
                    className="mt-6 inline-flex h-11 items-center rounded-full bg-terracotta px-6 font-medium text-white hover:bg-terracotta-dark"
                  >
                    {t('dashboard.filters.clear')}
                  </button>
                </div>
              ) : (
                <div className={recommendations.status === 'loading' ? 'opacity-60 transition-opacity' : ''}>
                  <ProductGrid
                    items={loaded.items.map((recommendation) => ({ product: recommendation.product, recommendation }))}
                    profile={profile}
                    source="dashboard"
                    notes={notes}
                    isFavourite={favourites.isFavourite}
                    onToggleFavourite={toggleFavourite}
                    learning={history}
                  />
                </div>
              )}
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-ink-soft">
              <p aria-live="polite">{historyCleared ? t('learning.cleared') : t('learning.dashboardNote')}</p>
              {history.hasHistory ? (
                <button
                  type="button"
                  onClick={() =>
                    void history.clear().then(() => {
                      setHistoryCleared(true)
                    })
                  }
                  className="inline-flex min-h-9 items-center rounded-full bg-white px-3 font-medium text-ink ring-1 ring-line hover:bg-blush/60"
                >
                  {t('learning.clear')}
                </button>
              ) : null}
            </div>
            <PaginationNav
              page={grid.page}
              pages={pages}
              onPage={(page) => {
                setGrid((g) => goToPage(g, page, pages))
                scrollToGrid()
              }}
            />
          </section>

          {/* After the pieces rather than above them: the header already offers Sign In and Sign Up. */}
          {signedIn ? null : <SavePrompt />}

          <SectionBoundary>
            <StylistPanel state={advice} />
          </SectionBoundary>

          <TailoredPanel profile={profile} tailored={loaded && loaded.items.length > 0 ? loaded.tailored : null} />

          <SectionBoundary>
            <PartnerPicksSection state={partnerPicks} />
          </SectionBoundary>
        </>
      )}
    </div>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('dashboard.meta.title'),
    description: t('dashboard.meta.description'),
    path: '/dashboard',
    noIndex: true,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
