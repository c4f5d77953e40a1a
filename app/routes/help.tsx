import { ArrowRight, BookOpen, LifeBuoy, Mail, Sparkles } from 'lucide-react'
import { href, Link } from 'react-router'
import { HELP_ARTICLES, isHelpFilter } from '#core/content/help-articles.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { HelpExplorer } from '../features/content/components/help-explorer.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { richText } from '../utils/rich-text.tsx'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/help'

export function loader({ request, context }: Route.LoaderArgs) {
  const topic = new URL(request.url).searchParams.get('topic')
  return {
    supportEmail: context.get(servicesContext).site.supportEmail,
    // ?topic=style-analysis opens the centre on one topic (the style-guides hub links there).
    topic: isHelpFilter(topic) ? topic : 'all',
  }
}

const CARDS = [
  { to: href('/get-started'), icon: Sparkles, title: 'content.help.cards.start.title', text: 'content.help.cards.start.text' },
  { to: href('/contact'), icon: LifeBuoy, title: 'content.help.cards.contact.title', text: 'content.help.cards.contact.text' },
  { to: href('/style-guides'), icon: BookOpen, title: 'content.help.cards.guides.title', text: 'content.help.cards.guides.text' },
] as const

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero centered eyebrow={t('content.help.eyebrow')} title={t('content.help.title')} lead={t('content.help.lead')} />
      <section className="mx-auto max-w-3xl px-4 sm:px-6" aria-label={t('content.help.title')}>
        <HelpExplorer articles={HELP_ARTICLES} initialTopic={loaderData.topic} />
      </section>

      <section className="mx-auto mt-20 max-w-6xl px-4 sm:px-6" aria-labelledby="help-cards">
        <h2 id="help-cards" className="text-2xl font-semibold sm:text-3xl">
          {t('content.help.cards.title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="group flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line transition-shadow hover:shadow-md"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-blush text-terracotta">
                  <card.icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="mt-4 font-display text-xl font-semibold">{t(card.title)}</span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{t(card.text)}</span>
                <ArrowRight aria-hidden="true" className="mt-4 h-5 w-5 text-terracotta transition-transform group-hover:translate-x-1" />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex flex-wrap items-center justify-center gap-2 rounded-[var(--radius-card)] bg-sage/15 px-6 py-5 text-center text-ink-soft">
          <Mail aria-hidden="true" className="h-5 w-5 text-sage-deep" />
          <span>
            {richText(t('content.help.emailText'), {
              email: (
                <a href={`mailto:${loaderData.supportEmail}`} className="font-medium text-terracotta-dark underline underline-offset-4">
                  {loaderData.supportEmail}
                </a>
              ),
            })}
          </span>
        </p>
      </section>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('content.help.meta.title'),
    description: t('content.help.meta.description'),
    keywords: t('content.help.meta.keywords'),
    path: '/help',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
