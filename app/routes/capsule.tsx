import { translate as t } from '#core/i18n/translate.ts'
import { capsuleOutfits } from '#core/outfits/outfit-view.ts'
import { readProfileCookie } from '#core/profile/profile-cookie.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { INITIAL_SHOP_QUERY, SHOP_QUERY_MAX, productHref, shopProfile, shopQueryFromSearch } from '#core/shop/shop-query.ts'
import { type AppServices, requestContext, servicesContext } from '#server/load-context.ts'
import { CapsuleSections } from '../components/outfits/capsule-sections.tsx'
import { OutfitList } from '../components/outfits/outfit-row.tsx'
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
  if (!profile) return { capsule: null, around: null }
  const named = shopQueryFromSearch(new URL(request.url).searchParams).q
  const [capsule, around] = await Promise.all([services.recommendations.capsule({ query: {}, profile }), named ? buildAround(services, profile, named) : null])
  return { capsule: { pieces: capsule.pieces, outfitCount: capsule.outfitCount, outfits: capsuleOutfits(capsule, OUTFITS_SHOWN) }, around }
}

/** How many of the best-matching pieces for her words are tried as the centre of three outfits. */
const AROUND_TRIED = 3

/**
 * "Build around a piece she names" (issue 27): her words run through the shop's search, her
 * best matches first, and the first piece that outfits can be built around gets three.
 */
async function buildAround(services: AppServices, profile: StyleProfile, q: string) {
  const found = await services.recommendations.shop({ ...INITIAL_SHOP_QUERY, q }, profile)
  for (const { product } of found.items.slice(0, AROUND_TRIED)) {
    const looks = await services.recommendations.outfits({ query: { piece: product.id }, profile })
    if (looks && !looks.refused && looks.outfits.length > 0) return { q, piece: product, outfits: looks.outfits }
  }
  return { q, piece: null, outfits: [], found: found.total }
}

export default function Capsule({ loaderData }: Route.ComponentProps) {
  const { capsule } = loaderData
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 sm:pb-24">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('outfit.capsule.title')}</h1>
      {capsule ? (
        <>
          <p className="mt-3 max-w-2xl text-ink-soft">{t('outfit.capsule.lead', { pieces: capsule.pieces.length, outfits: capsule.outfitCount })}</p>
          <BuildAround around={loaderData.around} />
          <CapsuleSections capsule={capsule} idPrefix="capsule" />
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

/** A GET form (works as plain HTML) naming a piece, and the three outfits built around the piece it finds. */
function BuildAround({ around }: { around: Route.ComponentProps['loaderData']['around'] }) {
  return (
    <section aria-labelledby="build-around" className="mt-8 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line sm:p-6">
      <h2 id="build-around" className="text-xl font-semibold">
        {t('outfit.around.title')}
      </h2>
      <form method="get" action="/capsule" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t('outfit.around.label')}
          <input
            type="search"
            name="q"
            defaultValue={around?.q ?? ''}
            maxLength={SHOP_QUERY_MAX}
            required
            className="h-11 rounded-xl border border-line bg-cream px-3 text-base font-normal"
          />
        </label>
        <button type="submit" className="h-11 rounded-full bg-ink px-5 text-sm font-medium text-cream hover:bg-ink/90">
          {t('outfit.around.submit')}
        </button>
      </form>
      {around ? (
        around.piece ? (
          <div className="mt-5">
            <p className="text-sm text-ink-soft">
              {t('outfit.around.result')}{' '}
              <a href={productHref(around.piece.id)} dir="auto" className="font-medium text-ink underline underline-offset-4 [overflow-wrap:anywhere]">
                {around.piece.name}
              </a>
            </p>
            <OutfitList outfits={around.outfits} className="mt-3 grid gap-3" />
          </div>
        ) : (
          <p role="status" className="mt-4 text-sm text-ink-soft [overflow-wrap:anywhere]">
            {around.found === 0 ? t('outfit.around.notFound', { q: around.q }) : t('outfit.around.noOutfits', { q: around.q })}
          </p>
        )
      ) : null}
    </section>
  )
}
