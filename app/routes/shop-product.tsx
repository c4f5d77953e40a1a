import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { readProfileCookie } from '#core/profile/profile-cookie.ts'
import { shopProfile } from '#core/shop/shop-query.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { OutfitList } from '../components/outfits/outfit-row.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { ProductDetail } from '../features/shop/components/product-detail.tsx'
import { ShopCard } from '../features/shop/components/shop-card.tsx'
import type { RouteHandle } from '../utils/route-handle.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/shop-product'

// Links only: a visitor gets the page as HTML with no script.
export const handle: RouteHandle = { noScriptForVisitors: true }

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  const services = context.get(servicesContext)
  const stored = user ? await services.recommendations.accountProfile(user.id).catch(() => null) : null
  const profile = shopProfile(stored ?? readProfileCookie(request.headers.get('cookie')))
  const view = params.productId.length <= 100 ? await services.recommendations.shopProduct(params.productId, profile) : null
  // An unknown or inactive piece is a real 404, with its own page (below).
  if (!view) throw data(null, { status: 404 })
  // The retailer link as every card makes it: /go records the click with the profile summary only.
  const go = new URLSearchParams({ source: 'shop' })
  if (profile?.bodyShape) go.set('shape', profile.bodyShape)
  if (profile?.colorPalette) go.set('palette', profile.colorPalette)
  if (profile && profile.stylePreferences.length > 0) go.set('styles', profile.stylePreferences.join(','))
  // Complete the look, rendered here so a visitor without script sees it too; for her profile
  // when she has one, else for the pieces alone. A failure costs the section, not the page.
  const looks = await services.recommendations.outfits({ query: { piece: view.product.id }, profile: profile ?? { stylePreferences: [] } }).catch(() => null)
  const outfits = looks && !looks.refused ? looks.outfits : []
  // Why no look is built on it for her (her colours or her shape's balance), as the card's dialog says.
  const refusal = looks?.refused ? looks.refused.message : null
  return { view, outfits, refusal, retailerHref: `/go/${encodeURIComponent(view.product.id)}?${go.toString()}` }
}

export default function ShopProduct({ loaderData }: Route.ComponentProps) {
  const { view, outfits, refusal, retailerHref } = loaderData
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 sm:pb-24">
      <Link to="/shop" className="inline-flex min-h-11 items-center text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline">
        ← {t('shop.item.back')}
      </Link>
      <div className="mt-2">
        <ProductDetail product={view.product} match={view.match} retailerHref={retailerHref} />
      </div>

      {outfits.length > 0 || refusal ? (
        <section aria-labelledby="outfits" className="mt-14">
          <h2 id="outfits" className="text-2xl font-semibold sm:text-3xl">
            {t('outfit.ui.sectionTitle')}
          </h2>
          {outfits.length > 0 ? (
            <OutfitList outfits={outfits} className="mt-5 grid gap-3 sm:gap-4" />
          ) : (
            <p data-outfit-refusal className="mt-4 max-w-prose text-ink-soft">
              {refusal}
            </p>
          )}
        </section>
      ) : null}

      {view.similar.length > 0 ? (
        <section aria-labelledby="similar" className="mt-14">
          <h2 id="similar" className="text-2xl font-semibold sm:text-3xl">
            {t('shop.item.similar')}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
            {view.similar.map((item) => (
              <li key={item.product.id}>
                <ShopCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const product = loaderData?.view.product
  return seoMeta(matches, {
    title: product ? product.name : t('shop.item.notFound.title'),
    description: product ? t('shop.item.meta.description', { name: product.name, brand: product.brand ? ` by ${product.brand}` : '' }) : t('shop.item.notFound.lead'),
    path: `/shop/${encodeURIComponent(params.productId)}`,
    noIndex: !product,
  })
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('shop.item.notFound.title')}</h1>
        <p className="mt-4 text-ink-soft">{t('shop.item.notFound.lead')}</p>
        <ButtonLink to="/shop" className="mt-8">
          {t('shop.item.back')}
        </ButtonLink>
      </main>
    )
  }
  return <GeneralErrorBoundary />
}
