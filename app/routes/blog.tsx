import { CalendarDays } from 'lucide-react'
import { data, href } from 'react-router'
import { BLOG_CATEGORIES, BLOG_CATEGORY_DETAILS, formatEstimatedMonth, UPCOMING_ARTICLES } from '#core/content/blog.ts'
import { fieldErrors } from '#core/content/contact-form.ts'
import { newsletterSignupSchema } from '#core/content/newsletter.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { NotifyForm, type NotifyActionData } from '../features/content/components/notify-form.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { SectionHeading } from '../features/content/components/section-heading.tsx'
import { readPageForm } from '../utils/read-page-form.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/blog'

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = newsletterSignupSchema.safeParse(await readPageForm(request))
  if (!parsed.success) {
    return data<NotifyActionData>({ status: 'invalid', errors: fieldErrors(parsed.error) }, { status: 400 })
  }
  const result = await context.get(servicesContext).newsletter.subscribe(parsed.data, context.get(requestContext))
  if (result.status === 'rate-limited') {
    return data<NotifyActionData>({ status: 'rate-limited' }, { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } })
  }
  // 'discarded' (honeypot) answers like a success.
  return data<NotifyActionData>({ status: 'subscribed', email: parsed.data.email })
}

export default function BlogPage() {
  return (
    <main>
      <PageHero
        eyebrow={t('content.blog.eyebrow')}
        title={t('content.blog.heading')}
        lead={t('content.blog.lead')}
        actions={
          <>
            <ButtonLink to={href('/get-started')} size="lg">
              {t('content.cta.startAnalysis')}
            </ButtonLink>
            <ButtonLink to={href('/style-guides')} variant="secondary" size="lg">
              {t('content.blog.exploreGuides')}
            </ButtonLink>
          </>
        }
      />

      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-labelledby="upcoming">
        <SectionHeading id="upcoming" title={t('content.blog.upcomingTitle')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {UPCOMING_ARTICLES.map((article) => (
            <li key={article.title}>
              <article className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line">
                <div className="flex items-center justify-between gap-3">
                  <span className="rounded-full bg-blush px-3 py-1 text-xs font-semibold text-terracotta-dark">
                    {BLOG_CATEGORY_DETAILS[article.category].name}
                  </span>
                  <span className="text-xs font-medium text-ink-soft">{t('content.blog.comingSoon')}</span>
                </div>
                <h3 className="mt-5 text-xl leading-snug font-semibold">{article.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{article.description}</p>
                <p className="mt-5 flex items-center gap-2 text-sm text-sage-deep">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  {t('content.blog.estimated', { date: formatEstimatedMonth(article.estimatedDate) })}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto mt-20 max-w-6xl px-4 sm:px-6" aria-labelledby="categories">
        <SectionHeading id="categories" title={t('content.blog.categoriesTitle')} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {BLOG_CATEGORIES.map((id) => (
            <li key={id} className="rounded-[var(--radius-card)] bg-cream p-5 ring-1 ring-line">
              <h3 className="text-lg font-semibold">{BLOG_CATEGORY_DETAILS[id].name}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{BLOG_CATEGORY_DETAILS[id].description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto mt-20 max-w-6xl px-4 sm:px-6" aria-labelledby="notify">
        <div className="grid gap-8 overflow-hidden rounded-[2rem] bg-ink p-8 text-cream sm:p-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="notify" className="text-3xl font-semibold">
              {t('content.blog.notifyTitle')}
            </h2>
            <p className="mt-3 text-cream/85">{t('content.blog.notifyLabel')}</p>
          </div>
          <NotifyForm />
        </div>
      </section>

      <section className="mx-auto mt-16 max-w-6xl px-4 text-center sm:px-6" aria-labelledby="while-you-wait">
        <h2 id="while-you-wait" className="text-2xl font-semibold">
          {t('content.blog.whileYouWait')}
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={href('/get-started')}>{t('content.cta.startAnalysis')}</ButtonLink>
          <ButtonLink to={href('/style-guides')} variant="secondary">
            {t('content.blog.exploreGuides')}
          </ButtonLink>
          <ButtonLink to={href('/contact')} variant="secondary">
            {t('content.blog.contactUs')}
          </ButtonLink>
        </div>
      </section>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('content.blog.meta.title'),
    description: t('content.blog.meta.description'),
    keywords: t('content.blog.meta.keywords'),
    path: '/blog',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
