import { Info } from 'lucide-react'
import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import { drawingUrl } from '#core/catalog/garment-drawing.ts'
import { formatPrice } from '#core/catalog/price.ts'
import { isStarterLink } from '#core/catalog/starter-catalogue.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import type { Route } from './+types/sample-product'

/**
 * Where a starter piece's shop link leads (issue 27): our own page saying plainly that the
 * piece is a sample no shop sells, never a retailer's page pretending to be the brand's.
 * Any other product, or an unknown id, is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const id = params.productId
  const product = id.length <= 100 ? await services.catalog.activeProduct(id) : null
  if (!product || !isStarterLink(product.affiliateUrl)) throw data(t('product.sample.gone'), { status: 404 })
  return {
    publicUrl: services.site.publicUrl,
    product: { id: product.id, name: product.name, brand: product.brand, description: product.description, material: product.material, price: product.price, currency: product.currency },
  }
}

export default function SampleProduct({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-16">
      <div role="status" className="flex gap-3 rounded-[var(--radius-card)] bg-sage/15 p-4 text-ink ring-1 ring-sage/40 sm:p-5">
        <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sage-deep" />
        <p className="text-base font-medium">{t('product.sample.notice')}</p>
      </div>
      <div className="mt-8 grid gap-8 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-start">
        <img src={drawingUrl(product.id)} alt={product.name} width={400} height={500} className="mx-auto w-full max-w-xs rounded-[var(--radius-card)] ring-1 ring-line sm:max-w-none" />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide break-words text-ink-soft uppercase">{product.brand}</p>
          <h1 className="mt-2 text-3xl font-semibold break-words sm:text-4xl">{product.name}</h1>
          {product.price !== null && <p className="mt-3 text-xl">{formatPrice(product.price, product.currency)}</p>}
          {product.description && <p className="mt-4 text-ink-soft">{product.description}</p>}
          {product.material && <p className="mt-2 text-sm text-ink-soft">{t('product.sample.material', { material: product.material })}</p>}
          <p className="mt-6 text-sm text-ink-soft">{t('product.sample.why')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/dashboard">{t('product.sample.back')}</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              {t('product.sample.home')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </main>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: loaderData ? t('product.sample.meta.title', { name: loaderData.product.name }) : t('product.sample.gone'),
    description: t('product.sample.notice'),
    url: `${loaderData?.publicUrl ?? ''}/sample/${encodeURIComponent(loaderData?.product.id ?? '')}`,
  })
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-semibold">{t('product.sample.gone')}</h1>
        <div className="mt-8">
          <ButtonLink to="/dashboard">{t('product.sample.back')}</ButtonLink>
        </div>
      </main>
    )
  }
  return <GeneralErrorBoundary />
}
