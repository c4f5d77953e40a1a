import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { ButtonLink } from '../components/ui/button.tsx'
import { BlueprintPreview } from '../features/home/components/blueprint-preview.tsx'
import { FeaturedProducts } from '../features/home/components/featured-products.tsx'
import { HowItWorks } from '../features/home/components/how-it-works.tsx'
import { WhatYouGet } from '../features/home/components/what-you-get.tsx'
import type { RouteHandle } from '../utils/route-handle.ts'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/home'

// A visitor's landing page is plain content and links: it goes out without scripts (decision 030).
export const handle: RouteHandle = { noScriptForVisitors: true }

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const featured = await services.catalog.featuredProducts(4)
  const signedIn = context.get(requestContext).auth !== null
  return { featured, signedIn }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // Spec: the main call to action goes to /dashboard when signed in, otherwise /get-started.
  const startHref = loaderData.signedIn ? '/dashboard' : '/get-started'
  return (
    <main>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute -top-40 -right-40 h-[32rem] w-[32rem] rounded-full bg-blush/70 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-20">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('home.hero.eyebrow')}</p>
            <h1 className="mt-5 text-[2.6rem] leading-[1.05] font-semibold sm:text-6xl">
              {t('home.hero.titleStart')} <em className="text-terracotta italic">{t('home.hero.titleEmphasis')}</em>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">{t('home.hero.lead')}</p>
            <div className="mt-9 flex flex-wrap items-center gap-3">
              <ButtonLink to={startHref} size="lg">
                {t('home.hero.cta')}
              </ButtonLink>
              <a href="#how-it-works" className="px-2 text-sm font-medium text-ink underline-offset-4 hover:underline">
                {t('home.hero.secondary')}
              </a>
            </div>
            <dl className="mt-12 grid max-w-md grid-cols-3 gap-6 border-t border-line pt-6">
              {(['users', 'rating', 'minutes'] as const).map((key) => (
                <div key={key}>
                  <dt className="text-xs text-ink-soft">{t(`home.stats.${key}.label`)}</dt>
                  <dd className="font-display text-2xl font-semibold">{t(`home.stats.${key}.value`)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <BlueprintPreview />
        </div>
      </section>

      <WhatYouGet />

      <HowItWorks />

      {loaderData.featured.length > 0 ? <FeaturedProducts products={loaderData.featured} /> : null}

      <section className="mx-auto mt-24 max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-center text-cream sm:px-12">
          <h2 className="text-3xl font-semibold sm:text-4xl">{t('home.closing.title')}</h2>
          <p className="mx-auto mt-4 max-w-xl text-cream/80">{t('home.closing.lead')}</p>
          <ButtonLink to={startHref} size="lg" className="mt-8">
            {t('home.closing.cta')}
          </ButtonLink>
        </div>
      </section>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const description = t('home.meta.description')
  return seoMeta(matches, {
    title: t('home.meta.title'),
    description,
    keywords: t('home.meta.keywords'),
    path: '/',
    jsonLd: structuredData.webSite(publicUrlFrom(matches), description),
  })
}
