import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { dashboardRedirect } from '#core/profile/progress.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { requestContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { SectionBoundary } from '../components/section-boundary.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
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
import { StylistPanel } from '../features/dashboard/components/stylist-panel.tsx'
import { TailoredPanel } from '../features/dashboard/components/tailored-panel.tsx'
import { usePartnerPicks } from '../features/dashboard/hooks/use-partner-picks.ts'
import { useFavourites } from '../features/dashboard/hooks/use-favourites.ts'
import { useRecommendations } from '../features/dashboard/hooks/use-recommendations.ts'
import { useStylingAdvice } from '../features/dashboard/hooks/use-styling-advice.ts'
import { pageCount } from '../features/dashboard/utils/pagination.ts'
import {
  changeFilters,
  dashboardTiles,
  dashboardView,
  goToPage,
  INITIAL_GRID,
  isTileActive,
  tileAction,
  type GridChange,
  type GridState,
  type Tile,
} from '../features/dashboard/utils/view-state.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/dashboard'

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  return { displayName: user ? user.displayName : null }
}

// The profile lives in the browser (visitors) or behind the profile hook (accounts), so the
// server renders the waiting state and the browser decides: redirect, progress or dashboard.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { status, profile, isComplete, completion, clear } = useStyleProfile()
  const navigate = useNavigate()
  const view = dashboardView(status, profile, isComplete)
  const redirectTo = view.kind === 'redirect' ? view.to : null

  useEffect(() => {
    if (redirectTo) void navigate(redirectTo, { replace: true })
  }, [redirectTo, navigate])

  return (
    <main className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:px-6">
      {view.kind === 'loading' || view.kind === 'redirect' ? (
        <Spinner label={t('dashboard.loading')} className="py-32" />
      ) : view.kind === 'progress' && profile ? (
        <ProgressView profile={profile} completion={completion} />
      ) : profile ? (
        <CompleteDashboard profile={profile} completion={completion} displayName={loaderData.displayName} onClear={clear} />
      ) : null}
    </main>
  )
}

function CompleteDashboard({
  profile,
  completion,
  displayName,
  onClear,
}: {
  profile: StyleProfile
  completion: number
  displayName: string | null
  onClear: () => Promise<void>
}) {
  const signedIn = displayName !== null
  const [grid, setGrid] = useState<GridState>(INITIAL_GRID)
  const [refreshKey, setRefreshKey] = useState(0)
  const [searchParams, setSearchParams] = useSearchParams()
  const favouritesOpen = searchParams.get('view') === 'favourites'
  const favourites = useFavourites(signedIn, t('dashboard.favourites.saveFailed'))
  const recommendations = useRecommendations(profile, grid, refreshKey)
  // The stylist is asked once the grid has its answer (or failed), so it never delays the grid.
  const advice = useStylingAdvice(profile, recommendations.status !== 'loading', refreshKey)
  const partnerPicks = usePartnerPicks(profile, recommendations.status !== 'loading', refreshKey)
  const gridHeading = useRef<HTMLHeadingElement>(null)
  const accountStep = dashboardRedirect(profile, { signedIn })

  const loaded = recommendations.status === 'ready' ? recommendations : recommendations.status === 'loading' ? recommendations.previous : null
  const pages = pageCount(loaded?.total ?? 0)

  function setFavouritesOpen(open: boolean) {
    setSearchParams(open ? { view: 'favourites' } : {}, { preventScrollReset: true })
  }

  function change(next: GridChange) {
    setGrid((g) => changeFilters(g, next))
    if (favouritesOpen) setFavouritesOpen(false)
  }

  function selectTile(tile: Tile) {
    const action = tileAction(tile)
    if (action.kind === 'favourites') setFavouritesOpen(true)
    else change(action.change)
  }

  function scrollToGrid() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    gridHeading.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    gridHeading.current?.focus({ preventScroll: true })
  }

  return (
    <div className="space-y-10">
      <DashboardHeader displayName={displayName} onRefresh={() => setRefreshKey((k) => k + 1)} onSignOut={() => void signOut()} />

      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <ProfileCard profile={profile} completion={completion} onClear={onClear} />
        <div className="flex flex-col gap-4">
          {accountStep ? <WelcomeBackBanner to={accountStep} /> : <CongratsBanner onView={scrollToGrid} />}
          {signedIn ? null : <SavePrompt />}
        </div>
      </div>

      <RecommendedTiles
        tiles={dashboardTiles(signedIn, profile)}
        profile={profile}
        favouriteCount={favourites.ids.length}
        isActive={(tile) => isTileActive(tile, grid, favouritesOpen)}
        onSelect={selectTile}
      />

      {favourites.error ? <Notice tone="error">{favourites.error}</Notice> : null}

      {favouritesOpen ? (
        <FavouritesView favourites={favourites} profile={profile} onBack={() => setFavouritesOpen(false)} />
      ) : (
        <>
          <TailoredPanel profile={profile} tailored={loaded && loaded.items.length > 0 ? loaded.tailored : null} />

          <section aria-labelledby="grid-title" className="scroll-mt-6">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="grid-title" ref={gridHeading} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
                {grid.mode === 'all' || grid.style ? t('dashboard.grid.allTitle') : t('dashboard.grid.title')}
              </h2>
              <p className="text-sm text-ink-soft" aria-live="polite">
                {loaded ? (loaded.total === 1 ? t('dashboard.itemCountOne') : t('dashboard.itemCount', { count: loaded.total })) : null}
              </p>
            </div>
            <div className="mt-5">
              <FiltersBar state={grid} onChange={change} onClear={() => change(INITIAL_GRID)} />
            </div>
            {loaded?.degraded ? (
              <Notice tone="warning" className="mt-5">
                {loaded.message ?? t('errors.recommendationsUnavailable')}
              </Notice>
            ) : null}
            {loaded && !loaded.degraded && loaded.engine === 'rule-based' ? <p className="mt-4 text-xs text-ink-soft">{t('dashboard.ruleBased')}</p> : null}
            <div className="mt-6" aria-busy={recommendations.status === 'loading'}>
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
                    isFavourite={favourites.isFavourite}
                    onToggleFavourite={favourites.toggle}
                  />
                </div>
              )}
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

          <SectionBoundary>
            <StylistPanel state={advice} profile={profile} isFavourite={favourites.isFavourite} onToggleFavourite={favourites.toggle} />
          </SectionBoundary>

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
