import { type LucideIcon, Palette, PersonStanding, Sparkles } from 'lucide-react'
import { href } from 'react-router'
import { ABOUT, type AboutStepIcon } from '#core/content/about.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { BodySilhouette } from '../components/illustrations/body-silhouette.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { StartAnalysisBand } from '../features/content/components/cta-band.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { SectionHeading } from '../features/content/components/section-heading.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/about'

const STEP_ICONS: Record<AboutStepIcon, LucideIcon> = { body: PersonStanding, colors: Palette, style: Sparkles }

function StepIcon({ icon }: { icon: AboutStepIcon }) {
  const Icon = STEP_ICONS[icon]
  return <Icon aria-hidden="true" className="h-6 w-6 text-sage-deep" />
}

export default function AboutPage() {
  return (
    <main>
      <PageHero
        eyebrow={t('content.about.eyebrow')}
        title={t('content.about.title')}
        lead={t('content.about.lead')}
        actions={
          <ButtonLink to={href('/get-started')} size="lg">
            {t('content.cta.startAnalysis')}
          </ButtonLink>
        }
        aside={
          <div className="relative mx-auto h-72 w-72">
            <div aria-hidden="true" className="absolute inset-0 rounded-full bg-sage/25" />
            <div className="absolute inset-0 flex items-end justify-center gap-2 pb-6">
              <BodySilhouette shape="apple" className="h-44 w-24" />
              <BodySilhouette shape="hourglass" className="h-56 w-28" />
              <BodySilhouette shape="rectangle" className="h-44 w-24" />
            </div>
          </div>
        }
      />

      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-labelledby="mission">
        <div className="rounded-[2rem] bg-white p-8 ring-1 ring-line sm:p-12">
          <h2 id="mission" className="font-sans text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">
            {t('content.about.missionTitle')}
          </h2>
          <p className="mt-4 max-w-3xl font-display text-2xl leading-snug text-balance sm:text-3xl">{ABOUT.mission}</p>
        </div>
      </section>

      <section className="mx-auto mt-20 grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]" aria-labelledby="story">
        <SectionHeading id="story" title={t('content.about.storyTitle')} />
        <div className="space-y-5 text-lg leading-relaxed text-ink-soft">
          {ABOUT.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <section className="mt-20 bg-white/70 py-16 sm:py-20" aria-labelledby="how">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="how" title={t('content.about.howTitle')} />
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {ABOUT.steps.map((step, i) => (
              <li key={step.title} className="rounded-[var(--radius-card)] bg-cream p-7 ring-1 ring-line">
                <div className="flex items-baseline justify-between">
                  <span className="font-display text-4xl font-semibold text-terracotta">{String(i + 1).padStart(2, '0')}</span>
                  <StepIcon icon={step.icon} />
                </div>
                <h3 className="mt-6 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto mt-20 max-w-6xl px-4 sm:px-6" aria-labelledby="values">
        <SectionHeading id="values" title={t('content.about.valuesTitle')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {ABOUT.values.map((value) => (
            <li key={value.title} className="border-t-2 border-terracotta pt-5">
              <h3 className="text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{value.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <StartAnalysisBand />
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const description = t('content.about.meta.description')
  return seoMeta(matches, {
    title: t('content.about.meta.title'),
    description,
    keywords: t('content.about.meta.keywords'),
    path: '/about',
    jsonLd: structuredData.service(publicUrlFrom(matches), '/about', description),
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
