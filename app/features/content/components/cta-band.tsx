import type { ReactNode } from 'react'
import { href } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'

/** The closing call to action: a dark rounded band with a title, a lead and buttons. */
export function CtaBand({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="mx-auto mt-20 max-w-6xl px-4 sm:mt-24 sm:px-6" aria-labelledby="cta-title">
      <div className="relative overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-center text-cream sm:px-12">
        <div aria-hidden="true" className="absolute -bottom-24 -left-16 h-64 w-64 rounded-full bg-terracotta/30 blur-3xl" />
        <div aria-hidden="true" className="absolute -top-20 -right-10 h-56 w-56 rounded-full bg-sage/25 blur-3xl" />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-semibold text-balance sm:text-4xl">
            {title}
          </h2>
          {lead ? <p className="mx-auto mt-4 max-w-xl text-cream/85">{lead}</p> : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </div>
    </section>
  )
}

/** The one action content pages close with: start the style analysis. */
export function StartAnalysisButton() {
  return (
    <ButtonLink to={href('/get-started')} size="lg">
      {t('content.cta.startAnalysis')}
    </ButtonLink>
  )
}

/** The closing band that sends a reader to the analysis; the site-wide title and lead unless a page has its own. */
export function StartAnalysisBand({ title = t('content.cta.title'), lead = t('content.cta.lead') }: { title?: string; lead?: string }) {
  return (
    <CtaBand title={title} lead={lead}>
      <StartAnalysisButton />
    </CtaBand>
  )
}
