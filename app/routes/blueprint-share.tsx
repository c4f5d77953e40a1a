import { Link2Off, Sparkles } from 'lucide-react'
import { data, href, isRouteErrorResponse, useRouteError } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { capsuleOutfits } from '#core/outfits/outfit-view.ts'
import { type BlueprintChoices, blueprintFromChoices, blueprintSummary, blueprintTitle, profileOfChoices } from '#core/profile/blueprint.ts'
import { shareCardPath, shareIdSchema, sharePath } from '#core/profile/blueprint-share.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { type CapsuleShown, CapsuleSections } from '../components/outfits/capsule-sections.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { BlueprintSheet } from '../features/analysis/components/blueprint-sheet.tsx'
import { SharedLinkOwnerBar } from '../features/sharing/components/owner-bar.tsx'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/blueprint-share'

/** A shared blueprint, read-only; an unknown or revoked link is a real 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = shareIdSchema.safeParse(params.id)
  const share = id.success ? await context.get(servicesContext).blueprints.findShare(id.data) : null
  if (!share) throw data(t('blueprint.shared.gone.title'), { status: 404, headers: { 'cache-control': 'no-store' } })
  return { id: share.id, choices: share.choices, firstName: share.firstName, capsule: await sharedCapsule(context, share.choices) }
}

/** How many of the capsule's outfits a shared blueprint shows. */
const SHARED_OUTFITS_SHOWN = 6

/**
 * The capsule these answers make from today's catalogue, shown and revoked with the link
 * (issue 27: shareable like the blueprint). The catalogue's part of the page: when it cannot be
 * had, the blueprint is still shown, without it.
 */
async function sharedCapsule(context: Route.LoaderArgs['context'], choices: BlueprintChoices): Promise<CapsuleShown | null> {
  try {
    const capsule = await context.get(servicesContext).recommendations.capsule({ query: {}, profile: profileOfChoices(choices) })
    if (capsule.pieces.length === 0) return null
    return { pieces: capsule.pieces, outfitCount: capsule.outfitCount, outfits: capsuleOutfits(capsule, SHARED_OUTFITS_SHOWN) }
  } catch {
    return null
  }
}

// A revocation must take effect at once, so no cache may keep the page.
export function headers() {
  return { 'cache-control': 'no-store' }
}

export default function SharedBlueprint({ loaderData }: Route.ComponentProps) {
  const blueprint = blueprintFromChoices(loaderData.choices, loaderData.firstName)
  return (
    <main className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:px-6">
      <header className="relative overflow-hidden rounded-[2rem] bg-ink px-5 py-10 text-cream sm:px-12 sm:py-14">
        <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full opacity-40 blur-3xl" style={{ background: blueprint.palette.swatches[0] }} />
        <div aria-hidden="true" className="absolute -bottom-28 left-10 h-64 w-64 rounded-full opacity-30 blur-3xl" style={{ background: blueprint.palette.swatches[3] }} />
        <div className="relative">
          <p className="text-xs font-semibold tracking-[0.2em] text-blush uppercase">{t('blueprint.shared.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-semibold break-words sm:text-6xl">{blueprintTitle(blueprint, 'shared')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-cream/85">{blueprintSummary(blueprint)}</p>
          <p className="mt-2 max-w-2xl text-sm text-cream/75">{t('blueprint.shared.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={href('/get-started')}>
              <Sparkles aria-hidden="true" className="h-4 w-4" />
              {t('blueprint.shared.cta')}
            </ButtonLink>
          </div>
          <SharedLinkOwnerBar id={loaderData.id} />
        </div>
      </header>
      <BlueprintSheet blueprint={blueprint} />
      {loaderData.capsule ? (
        <section aria-labelledby="shared-capsule" className="mt-12">
          <h2 id="shared-capsule" className="text-3xl font-semibold">
            {t('outfit.capsule.shared.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-soft">{t('outfit.capsule.shared.lead', { pieces: loaderData.capsule.pieces.length, outfits: loaderData.capsule.outfitCount })}</p>
          <CapsuleSections capsule={loaderData.capsule} idPrefix="shared-capsule" headingLevel={3} />
        </section>
      ) : null}
      <section aria-labelledby="own-blueprint" className="mt-10 rounded-[var(--radius-card)] bg-white p-6 text-center ring-1 ring-line sm:p-10">
        <h2 id="own-blueprint" className="text-2xl font-semibold sm:text-3xl">
          {t('blueprint.shared.ownTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-soft">{t('blueprint.shared.ownLead')}</p>
        <ButtonLink to={href('/get-started')} size="lg" className="mt-6">
          {t('blueprint.shared.cta')}
        </ButtonLink>
      </section>
    </main>
  )
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return [{ title: t('blueprint.shared.gone.metaTitle') }, { name: 'robots', content: 'noindex' }]
  const blueprint = blueprintFromChoices(loaderData.choices, loaderData.firstName)
  const title = blueprintTitle(blueprint, 'shared')
  return seoMeta(matches, {
    title: t('blueprint.shared.metaTitle', { title }),
    description: t('blueprint.shared.metaDescription', { summary: blueprintSummary(blueprint) }),
    path: sharePath(params.id),
    imagePath: shareCardPath(params.id),
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
        <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{t('blueprint.shared.gone.title')}</h1>
        <p className="mt-4 text-ink-soft">{t('blueprint.shared.gone.text')}</p>
        <ButtonLink to={href('/get-started')} className="mt-8">
          {t('blueprint.shared.cta')}
        </ButtonLink>
      </main>
    )
  }
  return <GeneralErrorBoundary />
}
