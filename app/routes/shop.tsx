import { Link, redirect } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { readProfileCookie } from '#core/profile/profile-cookie.ts'
import { keyPieceById, pieceName } from '#core/rule-book/key-pieces.ts'
import { effectiveSort, searchFromShopQuery, shopHref, shopProfile, shopQueryFromSearch } from '#core/shop/shop-query.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { ShopCard } from '../features/shop/components/shop-card.tsx'
import { ShopFilters } from '../features/shop/components/shop-filters.tsx'
import { ShopPagination } from '../features/shop/components/shop-pagination.tsx'
import type { RouteHandle } from '../utils/route-handle.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/shop'

// Links and a GET form only: a visitor gets the shop as HTML with no script (decision 030's way).
export const handle: RouteHandle = { noScriptForVisitors: true }

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  const services = context.get(servicesContext)
  const url = new URL(request.url)
  const read = shopQueryFromSearch(url.searchParams)
  // Her match on each card: the account's profile, or the copy of a visitor's stored profile her browser sends.
  const stored = user ? await services.recommendations.accountProfile(user.id).catch(() => null) : null
  const profile = shopProfile(stored ?? readProfileCookie(request.headers.get('cookie')))
  // One address per view: the form sends its empty fields and the sort it shows; the address
  // keeps only what differs from the default view (a canonical address is its own canonical).
  const query = { ...read, sort: effectiveSort(read.sort, profile !== null) === effectiveSort(null, profile !== null) ? null : read.sort }
  const canonical = searchFromShopQuery(query).toString()
  if (canonical !== url.searchParams.toString()) throw redirect(canonical ? `/shop?${canonical}` : '/shop')
  const shop = await services.recommendations.shop(query, profile)
  return { query, shop, palette: profile?.colorPalette ?? null, season: profile?.colorSeason ?? null }
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { query, shop, palette, season } = loaderData
  const pages = Math.max(1, Math.ceil(shop.total / shop.pageSize))
  const piece = query.piece ? keyPieceById(query.piece) : undefined
  return (
    <main className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 sm:pb-24">
      <header className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('shop.eyebrow')}</p>
        <h1 className="mt-3 text-3xl font-semibold sm:text-5xl">{t('shop.title')}</h1>
        <p className="mt-3 text-ink-soft sm:text-lg">{t('shop.lead')}</p>
      </header>

      {shop.personal ? (
        <p className="mt-6 text-sm text-ink-soft">{t('shop.personal')}</p>
      ) : (
        <aside className="mt-6 flex flex-col gap-3 rounded-[var(--radius-card)] bg-blush/60 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <div>
            <h2 className="font-display text-lg font-semibold">{t('shop.invite.title')}</h2>
            <p className="mt-1 text-sm text-ink-soft">{t('shop.invite.body')}</p>
          </div>
          <ButtonLink to="/get-started" variant="secondary" className="self-start sm:self-auto">
            {t('shop.invite.cta')}
          </ButtonLink>
        </aside>
      )}

      <div className="mt-6">
        <ShopFilters query={query} sort={shop.sort} personal={shop.personal} />
      </div>

      <section aria-labelledby="shop-results" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id="shop-results" className="text-sm text-ink-soft" aria-live="polite">
            {shop.total === 1 ? t('shop.countOne') : t('shop.count', { count: shop.total.toLocaleString('en-US') })}
          </h2>
          {piece ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full bg-sage/20 px-3 py-1 font-medium">{t('shop.filters.piece', { piece: pieceName(piece, palette, season) })}</span>
              <Link to={shopHref({ ...query, piece: null, page: 1 })} className="inline-flex min-h-9 items-center font-medium text-terracotta-dark underline underline-offset-4">
                {t('shop.filters.removePiece')}
              </Link>
            </p>
          ) : null}
        </div>
        {shop.items.length === 0 ? (
          <div className="mt-4 rounded-[var(--radius-card)] bg-white px-6 py-16 text-center ring-1 ring-line">
            <p className="font-display text-2xl font-semibold">{t('shop.empty.title')}</p>
            <p className="mt-2 text-ink-soft">{t('shop.empty.lead')}</p>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {shop.items.map((item) => (
              <li key={item.product.id}>
                <ShopCard item={item} />
              </li>
            ))}
          </ul>
        )}
        <ShopPagination query={query} pages={pages} />
      </section>
    </main>
  )
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('shop.meta.title'),
    description: t('shop.meta.description'),
    path: '/shop',
    // Filtered and searched views are the same shop: only the plain one is indexed.
    noIndex: location.search !== '',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
