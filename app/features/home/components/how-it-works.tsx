import { Palette, PersonStanding, Sparkles } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'

// Drawn icons, not text symbols: a glyph the visitor's fonts lack shows as an empty box.
const STEPS = [
  { n: '01', key: 'body', Icon: PersonStanding },
  { n: '02', key: 'color', Icon: Palette },
  { n: '03', key: 'style', Icon: Sparkles },
] as const

export function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-20 bg-white/70 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('home.how.eyebrow')}</p>
          <h2 className="mt-3 text-3xl font-semibold sm:text-4xl">{t('home.how.title')}</h2>
          <p className="mt-4 text-ink-soft">{t('home.how.lead')}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.key} className="rounded-[var(--radius-card)] bg-cream p-7 ring-1 ring-line">
              <div className="flex items-baseline justify-between">
                <span className="font-display text-4xl font-semibold text-terracotta">{step.n}</span>
                <step.Icon aria-hidden="true" className="h-6 w-6 text-sage-deep" />
              </div>
              <h3 className="mt-6 text-xl font-semibold">{t(`home.how.${step.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t(`home.how.${step.key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
