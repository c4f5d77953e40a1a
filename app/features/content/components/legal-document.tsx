import type { LegalSection } from '#core/content/legal.ts'
import { formatPolicyDate } from '#core/content/legal.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { PageHero } from './page-hero.tsx'

/** A policy page: title, the real revision date, a table of contents and the sections. */
export function LegalDocument({ title, lead, revised, sections }: { title: string; lead: string; revised: string; sections: readonly LegalSection[] }) {
  return (
    <main>
      <PageHero
        eyebrow={t('content.legal.eyebrow')}
        title={title}
        lead={lead}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[15rem_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="font-sans text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">
            {t('content.legal.onThisPage')}
          </h2>
          <ol className="mt-4 space-y-2 border-l border-line text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 text-ink-soft hover:border-terracotta hover:text-ink">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl rounded-[2rem] bg-white p-6 ring-1 ring-line sm:p-10">
          <p className="text-sm text-ink-soft">
            <time dateTime={revised}>{t('content.legal.lastUpdated', { date: formatPolicyDate(revised) })}</time>
          </p>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-24 first-of-type:mt-6">
              <h2 id={`${s.id}-title`} className="text-2xl font-semibold">
                <span className="mr-2 text-terracotta">{i + 1}.</span>
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-ink-soft">
                  {p}
                </p>
              ))}
              {s.items ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-soft marker:text-terracotta">
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </main>
  )
}
