import { ExternalLink, Heart, Link2Off } from 'lucide-react'
import { data, href, isRouteErrorResponse, useRouteError } from 'react-router'
import { formatPrice } from '#core/catalog/price.ts'
import { wishlistShareIdSchema, wishlistSharePath } from '#core/catalog/wishlist-share.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/wishlist-share'

/** A shared wishlist, read-only: her favourites as they are now; an unknown or revoked link is a real 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = wishlistShareIdSchema.safeParse(params.id)
  const view = id.success ? await context.get(servicesContext).wishlistShares.view(id.data) : null
  if (!view) throw data(t('wishlist.page.gone.title'), { status: 404, headers: { 'cache-control': 'no-store' } })
  return view
}

// A revocation must take effect at once, so no cache may keep the page.
export function headers() {
  return { 'cache-control': 'no-store' }
}

/** Through /go, so a shop link counts as a click like everywhere else; no profile goes with it. */
function shopHref(productId: string): string {
  return `/go/${encodeURIComponent(productId)}?source=wishlist`
}

export default function SharedWishlist({ loaderData }: Route.ComponentProps) {
  const title = loaderData.displayName ? t('wishlist.page.titleNamed', { name: loaderData.displayName }) : t('wishlist.page.title')
  return (
    <main className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:px-6">
      <header className="rounded-[2rem] bg-ink px-5 py-10 text-cream sm:px-12 sm:py-14">
        <Heart aria-hidden="true" className="h-8 w-8 text-blush" strokeWidth={1.5} />
        <h1 className="mt-3 text-4xl font-semibold break-words sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-cream/85">{t('wishlist.page.lead')}</p>
      </header>
      {loaderData.pieces.length === 0 ? (
        <p className="mt-10 text-center text-ink-soft">{t('wishlist.page.empty')}</p>
      ) : (
        <ul aria-label={title} className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {loaderData.pieces.map((piece, index) => (
            <li key={piece.id} className="flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line">
              <div className="aspect-[4/5] bg-cream">
                {piece.imageUrl ? (
                  <img
                    src={piece.imageUrl}
                    alt={piece.name}
                    width={400}
                    height={500}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
                {piece.brand ? <p className="text-xs tracking-wide text-ink-soft uppercase [overflow-wrap:anywhere]">{piece.brand}</p> : null}
                <h2 className="text-base font-medium [overflow-wrap:anywhere]">{piece.name}</h2>
                <p className="text-sm text-ink-soft">{formatPrice(piece.price, piece.currency) ?? t('wishlist.page.noPrice')}</p>
                <a
                  href={shopHref(piece.id)}
                  target="_blank"
                  rel="noopener noreferrer nofollow sponsored"
                  aria-label={t('wishlist.page.shopNamed', { name: piece.name })}
                  className="mt-auto inline-flex min-h-11 items-center gap-1 pt-2 text-sm font-medium underline underline-offset-4 hover:text-terracotta"
                >
                  {t('wishlist.page.shop')}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section className="mt-10 rounded-[var(--radius-card)] bg-white p-6 text-center ring-1 ring-line sm:p-10">
        <p className="mx-auto max-w-xl text-ink-soft">{t('blueprint.shared.ownLead')}</p>
        <ButtonLink to={href('/get-started')} size="lg" className="mt-6">
          {t('blueprint.shared.cta')}
        </ButtonLink>
      </section>
    </main>
  )
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return [{ title: t('wishlist.page.gone.title') }, { name: 'robots', content: 'noindex' }]
  return seoMeta(matches, {
    title: t('wishlist.page.meta.title'),
    description: t('wishlist.page.meta.description'),
    path: wishlistSharePath(params.id),
    // A personal page that lives only while its owner wants it to.
    noIndex: true,
  })
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
        <Link2Off aria-hidden="true" className="h-12 w-12 text-terracotta" strokeWidth={1.5} />
        <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{t('wishlist.page.gone.title')}</h1>
        <p className="mt-4 text-ink-soft">{t('wishlist.page.gone.lead')}</p>
        <ButtonLink to={href('/get-started')} className="mt-8">
          {t('wishlist.page.gone.cta')}
        </ButtonLink>
      </main>
    )
  }
  return <GeneralErrorBoundary />
}
