import { href, Link } from 'react-router'
import { CONTENT_REVISED } from '#core/content/site-pages.ts'
import { SKIN_TONE_SECTIONS, UNDERTONE_TESTS } from '#core/content/skin-tones.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { StartAnalysisBand } from '../features/content/components/cta-band.tsx'
import { DetailBlock, MarkedList } from '../features/content/components/detail-list.tsx'
import { MoreGuides } from '../features/content/components/more-guides.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { SectionHeading } from '../features/content/components/section-heading.tsx'
import { SwatchList, SwatchStrip } from '../components/ui/swatches.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/skin-tone-guide'

const RESULT_LABELS: Record<'warm' | 'cool' | 'neutral', MessageKey> = {
  warm: 'content.skinTone.result.warm',
  cool: 'content.skinTone.result.cool',
  neutral: 'content.skinTone.result.neutral',
}

export default function SkinToneGuidePage() {
  return (
    <main>
      <PageHero
        eyebrow={t('content.skinTone.eyebrow')}
        title={t('content.skinTone.title')}
        lead={t('content.skinTone.lead')}
        actions={
          <ButtonLink to={href('/get-started')} size="lg">
            {t('content.cta.startAnalysis')}
          </ButtonLink>
        }
        aside={
          <div className="grid grid-cols-3 gap-3">
            {SKIN_TONE_SECTIONS.map((s) => (
              <div key={s.id} className="overflow-hidden rounded-full ring-4 ring-white shadow-md">
                {s.swatches.map((hex) => (
                  <span key={hex} className="block h-12" style={{ backgroundColor: hex }} />
                ))}
              </div>
            ))}
          </div>
        }
      />

      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-labelledby="tests-title">
        <SectionHeading id="tests-title" title={t('content.skinTone.testsTitle')} />
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {UNDERTONE_TESTS.map((test, i) => (
            <li key={test.id} className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line">
              <p className="font-display text-3xl font-semibold text-terracotta">{String(i + 1).padStart(2, '0')}</p>
              <h3 className="mt-3 text-xl font-semibold">{test.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{test.instructions}</p>
              <dl className="mt-4 space-y-2 text-sm">
                {(['warm', 'cool', 'neutral'] as const).map((tone) => (
                  <div key={tone} className="flex gap-2">
                    <dt className="w-16 shrink-0 font-semibold">{t(RESULT_LABELS[tone])}</dt>
                    <dd className="text-ink-soft">{test[tone]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto mt-16 max-w-6xl space-y-8 px-4 sm:px-6">
        {SKIN_TONE_SECTIONS.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24 overflow-hidden rounded-[2rem] bg-white ring-1 ring-line">
            <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.1fr_1fr]">
              <div>
                <h2 id={`${s.id}-title`} className="text-3xl font-semibold sm:text-4xl">
                  {s.name}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-ink-soft">{s.description}</p>
                <div className="mt-6">
                  <MarkedList items={s.characteristics} tone="sage" />
                </div>
              </div>
              <div className="space-y-6">
                <SwatchStrip hexes={s.swatches} label={s.name} />
                <DetailBlock title={t('content.guides.bestColors')}>
                  <SwatchList colors={s.colors} label={t('content.guides.bestColorsOf', { palette: s.name })} size="sm" />
                </DetailBlock>
                <DetailBlock title={t('content.skinTone.metals')}>
                  <p className="text-ink-soft">{s.metals}</p>
                </DetailBlock>
              </div>
            </div>
            <div className="grid gap-px border-t border-line bg-line md:grid-cols-3">
              <DetailBlock title={t('content.skinTone.neutrals')} className="bg-white p-6 sm:p-8">
                <SwatchList colors={s.neutrals} label={t('content.skinTone.neutralsOf', { palette: s.name })} size="sm" />
              </DetailBlock>
              <DetailBlock title={t('content.skinTone.avoid')} className="bg-white p-6 sm:p-8">
                <SwatchList colors={s.avoidColors} label={t('content.skinTone.avoidOf', { palette: s.name })} size="sm" />
              </DetailBlock>
              <DetailBlock title={t('content.skinTone.more')} className="bg-white p-6 sm:p-8">
                <p className="text-sm leading-relaxed text-ink-soft">{t('content.skinTone.moreText', { palette: s.name })}</p>
                <Link
                  to={`/guides/color-analysis?palette=${s.id}`}
                  className="mt-3 inline-flex rounded-full bg-cream px-3 py-1.5 text-sm font-medium text-terracotta-dark ring-1 ring-line hover:ring-terracotta"
                >
                  {t('content.skinTone.moreLink', { palette: s.name })}
                </Link>
              </DetailBlock>
            </div>
          </section>
        ))}
      </div>

      <MoreGuides current="/skin-tone-guide" />
      <StartAnalysisBand />
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const description = t('content.skinTone.meta.description')
  return seoMeta(matches, {
    title: t('content.skinTone.meta.title'),
    description,
    keywords: t('content.skinTone.meta.keywords'),
    path: '/skin-tone-guide',
    type: 'article',
    jsonLd: structuredData.article(publicUrlFrom(matches), {
      path: '/skin-tone-guide',
      headline: t('content.skinTone.title'),
      description,
      published: CONTENT_REVISED,
      modified: CONTENT_REVISED,
    }),
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
