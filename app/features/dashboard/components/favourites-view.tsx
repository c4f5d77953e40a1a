import { ArrowLeft, Heart } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import type { FavouritesState } from '../hooks/use-favourites.ts'
import { favouriteMatches, type Recommendation } from '../utils/dashboard-api.ts'
import { ProductGrid, type GridLearning } from './product-grid.tsx'

/**
 * The favourite products, newest first; un-hearting one keeps it listed until the view is
 * left. Hearts, clicks and "Not for me" here feed her history as on the recommendations.
 */
export function FavouritesView({
  favourites,
  profile,
  onToggleFavourite,
  learning,
  onBack,
}: {
  favourites: FavouritesState
  profile: StyleProfile | null
  onToggleFavourite: (product: Product) => void
  learning: GridLearning
  onBack: () => void
}) {
  const [products, setProducts] = useState<Product[] | null>(null)
  const { ready, loadProducts } = favourites
  // Loaded once per opening: re-loading on every heart would make cards jump away under the pointer.
  const [loadedOnce, setLoadedOnce] = useState(false)

  const [matches, setMatches] = useState<ReadonlyMap<string, Recommendation>>(new Map())
  const profileJson = profile ? JSON.stringify(profile) : null

  useEffect(() => {
    if (!ready || loadedOnce) return
    const controller = new AbortController()
    void loadProducts(controller.signal).then((items) => {
      if (controller.signal.aborted) return
      setProducts(items)
      setLoadedOnce(true)
    })
    return () => controller.abort()
  }, [ready, loadedOnce, loadProducts])

  // Her pieces as the grid shows them: the same request the grid makes, for these ids only,
  // so each card carries the grid's style chips and match (one engine computes both).
  const ids = products?.map((p) => p.id).join('\n') ?? ''
  useEffect(() => {
    if (!profileJson || ids === '') return
    const controller = new AbortController()
    void favouriteMatches(JSON.parse(profileJson) as StyleProfile, ids.split('\n'), controller.signal).then((found) => {
      if (!controller.signal.aborted) setMatches(found)
    })
    return () => controller.abort()
  }, [profileJson, ids])

  return (
    <section aria-labelledby="favourites-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="favourites-title" className="flex items-center gap-3 text-2xl font-semibold sm:text-3xl">
            <Heart aria-hidden="true" className="h-6 w-6 fill-terracotta text-terracotta" />
            {t('dashboard.tiles.favorites')}
          </h2>
          {products ? (
            <p className="mt-1 text-sm text-ink-soft" aria-live="polite">
              {products.length === 1 ? t('dashboard.itemCountOne') : t('dashboard.itemCount', { count: products.length })}
            </p>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.favourites.back')}
        </Button>
      </div>
      <div className="mt-6">
        {products === null ? (
          <Spinner label={t('dashboard.favourites.loading')} className="py-16" />
        ) : products.length === 0 ? (
          <div className="rounded-[var(--radius-card)] bg-white px-6 py-16 text-center ring-1 ring-line">
            <p className="font-display text-2xl font-semibold">{t('dashboard.favourites.emptyTitle')}</p>
            <p className="mt-2 text-ink-soft">{t('dashboard.favourites.empty')}</p>
          </div>
        ) : (
          <ProductGrid
            items={products.map((product) => {
              const recommendation = matches.get(product.id)
              return recommendation ? { product: recommendation.product, recommendation } : { product }
            })}
            profile={profile}
            source="favourites"
            isFavourite={favourites.isFavourite}
            onToggleFavourite={onToggleFavourite}
            learning={learning}
          />
        )}
      </div>
    </section>
  )
}
