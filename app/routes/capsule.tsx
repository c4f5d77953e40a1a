import { drawingUrl } from '#core/catalog/garment-drawing.ts'
import { primaryImage, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { OutfitView } from '#core/outfits/contract.ts'
import { readProfileCookie } from '#core/profile/profile-cookie.ts'
import { shopProfile } from '#core/shop/shop-query.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { OutfitRow } from '../components/outfits/outfit-row.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import type { RouteHandle } from '../utils/route-handle.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/capsule'

// Links only: the page is complete as HTML.
export const handle: RouteHandle = { noScriptForVisitors: true }

/** How many of the capsule's outfits the page shows (the answer lists more). */
const OUTFITS_SHOWN = 12

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  const services = context.get(servicesContext)
  const stored = user ? await services.recommendations.accountProfile(user.id).catch(() => null) : null
  const profile = shopProfile(stored ?? readProfileCookie(request.headers.get('cookie')))
  // Without her answers there is no capsule of hers: the page invites her to the quiz.
  if (!profile) return { capsule: null }
  const capsule = await services.recommendations.capsule({ query: {}, profile })
  const byId = new Map<string, Product>(capsule.pieces.map((p) => [p.product.id, p.product]))
  const slotOf = new Map(capsule.pieces.map((p) => [p.product.id, p.slot]))
  const outfits: Array<Pick<OutfitView, 'pieces' | 'why'>> = capsule.outfits.slice(0, OUTFITS_SHOWN).map((o) => ({
    pieces: o.pieceIds.flatMap((id) => {
      const product = byId.get(id)
      const slot = slotOf.get(id)
      return product && slot ? [{ slot, product }] : []
    }),
    why: o.why,
  }))
  return { capsule: { pieces: capsule.pieces, outfitCount: capsule.outfitCount, outfits } }
}

export default function Capsule({ loaderData }: Route.ComponentProps) {
  const { capsule } = loaderData
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 sm:pb-24">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('outfit.capsule.title')}</h1>
      {capsule ? (
        <>
          <p className="mt-3 max-w-2xl text-ink-soft">{t('outfit.capsule.lead', { pieces: capsule.pieces.length, outfits: capsule.outfitCount })}</p>
          <section aria-labelledby="capsule-pieces" className="mt-8">
            <h2 id="capsule-pieces" className="text-2xl font-semibold">
              {t('outfit.capsule.pieces')}
            </h2>
            <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-capsule-pieces="">
              {capsule.pieces.map(({ product }) => (
                <li key={product.id} className="min-w-0">
                  <a href={`/shop/${encodeURIComponent(product.id)}`} className="block hover:underline">
                    <img src={primaryImage(product)?.url ?? drawingUrl(product.id)} alt="" loading="lazy" width={120} height={150} className="aspect-[4/5] w-full rounded-xl bg-blush/50 object-cover" />
                    <span dir="auto" className="mt-1 line-clamp-2 text-xs font-medium [overflow-wrap:anywhere]">
                      {product.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="capsule-outfits" className="mt-12">
            <h2 id="capsule-outfits" className="text-2xl font-semibold">
              {t('outfit.capsule.outfits')}
            </h2>
            <ol className="mt-4 grid gap-3 sm:gap-4">
              {capsule.outfits.map((outfit, index) => (
                <li key={outfit.pieces.map((p) => p.product.id).join(',')}>
                  <OutfitRow outfit={outfit} title={t('outfit.ui.outfitN', { n: index + 1 })} />
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : (
        <aside className="mt-6 flex flex-col gap-3 rounded-[var(--radius-card)] bg-blush/60 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <div>
            <h2 className="font-display text-lg font-semibold">{t('outfit.capsule.invite.title')}</h2>
            <p className="mt-1 text-sm text-ink-soft">{t('outfit.capsule.invite.body')}</p>
          </div>
          <ButtonLink to="/get-started" variant="secondary" className="self-start sm:self-auto">
            {t('shop.invite.cta')}
          </ButtonLink>
        </aside>
      )}
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, { title: t('outfit.capsule.title'), description: t('outfit.capsule.meta.description'), path: '/capsule', noIndex: true })
}
