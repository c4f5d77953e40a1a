import { href, Link } from 'react-router'
import { FAQ_ITEMS } from '#core/content/faq.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { StartAnalysisBand } from '../features/content/components/cta-band.tsx'
import { FaqExplorer } from '../features/content/components/faq-explorer.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { richText } from '../utils/rich-text.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/faq'

export default function FaqPage() {
  return (
    <main>
      <PageHero centered eyebrow={t('content.faq.eyebrow')} title={t('content.faq.title')} lead={t('content.faq.lead')} />
      <section className="mx-auto max-w-3xl px-4 sm:px-6" aria-label={t('content.faq.title')}>
        <FaqExplorer items={FAQ_ITEMS} />
        <p className="mt-10 text-center text-sm text-ink-soft">
          {richText(t('content.faq.moreHelp'), {
            help: (
              <Link to={href('/help')} className="font-medium text-terracotta underline underline-offset-4">
                {t('content.faq.moreHelpHelp')}
              </Link>
            ),
            contact: (
              <Link to={href('/contact')} className="font-medium text-terracotta underline underline-offset-4">
                {t('content.faq.moreHelpContact')}
              </Link>
            ),
          })}
        </p>
      </section>
      <StartAnalysisBand title={t('content.faq.cta')} lead={t('content.faq.ctaLead')} />
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('content.faq.meta.title'),
    description: t('content.faq.meta.description'),
    keywords: t('content.faq.meta.keywords'),
    path: '/faq',
    jsonLd: structuredData.faqPage(publicUrlFrom(matches), '/faq', FAQ_ITEMS),
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
