import { Briefcase, Clock, Globe, Languages, LifeBuoy, Mail, Megaphone, Scale } from 'lucide-react'
import { data, Link } from 'react-router'
import { CONTACT_CARDS, CONTACT_FAQS, type ContactCard } from '#core/content/contact-page.ts'
import {
  CONTACT_LIMITS,
  type ContactField,
  contactMessageSchema,
  DEFAULT_CONTACT_CATEGORY,
  fieldErrors,
  isContactCategory,
} from '#core/content/contact-form.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { truncateGraphemes } from '#core/text/graphemes.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ContactForm, type ContactActionData } from '../features/content/components/contact-form.tsx'
import { Disclosure, Prose } from '../features/content/components/disclosure.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { readPageForm } from '../utils/read-page-form.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/contact'

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const category = params.get('category')
  return {
    supportEmail: context.get(servicesContext).site.supportEmail,
    // The cards link here with the category (and subject) filled in.
    defaults: {
      category: isContactCategory(category) ? category : DEFAULT_CONTACT_CATEGORY,
      subject: truncateGraphemes(params.get('subject') ?? '', { units: CONTACT_LIMITS.subjectMax }),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const raw = await readPageForm(request)
  const values: Partial<Record<ContactField, string>> = {
    name: raw.name,
    email: raw.email,
    subject: raw.subject,
    category: raw.category,
    message: raw.message,
  }
  const parsed = contactMessageSchema.safeParse(raw)
  if (!parsed.success) {
    return data<ContactActionData>({ status: 'invalid', errors: fieldErrors<ContactField>(parsed.error), values }, { status: 400 })
  }
  const caller = context.get(requestContext)
  const result = await context
    .get(servicesContext)
    .contact.submit(parsed.data, {
      ...caller,
      userId: caller.auth?.user.id ?? null,
      verifiedEmail: caller.auth?.user.emailVerified ? caller.auth.user.email : null,
    })
  switch (result.status) {
    case 'sent':
      return data<ContactActionData>({ status: 'sent', ref: result.id })
    case 'discarded':
      // Looks like a success to the bot that filled the honeypot.
      return data<ContactActionData>({ status: 'sent', ref: crypto.randomUUID() })
    case 'mail-failed':
      return data<ContactActionData>({ status: 'failed', values }, { status: 502 })
    case 'rate-limited':
      return data<ContactActionData>(
        { status: 'rate-limited', values },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      )
  }
}

const CARD_ICONS: Record<ContactCard['id'], typeof Mail> = {
  support: LifeBuoy,
  business: Briefcase,
  press: Megaphone,
  legal: Scale,
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { supportEmail, defaults } = loaderData
  return (
    <main>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.subtitle')} />

      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={t('contact.eyebrow')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CONTACT_CARDS.map((card) => {
            const Icon = CARD_ICONS[card.id]
            const params = card.action.kind === 'form' ? new URLSearchParams({ category: card.action.category, ...(card.action.subject ? { subject: card.action.subject } : {}) }) : null
            return (
              <li key={card.id} className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-blush text-terracotta">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h2 className="mt-4 text-lg font-semibold">{t(card.title)}</h2>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{card.description}</p>
                <p className="mt-4 flex items-center gap-1.5 text-xs font-medium text-sage-deep">
                  <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                  {t(card.response)}
                </p>
                <div className="mt-4 border-t border-line pt-4 text-sm font-medium">
                  {params ? (
                    <Link to={`/contact?${params.toString()}#contact-form`} preventScrollReset className="text-terracotta hover:text-terracotta-dark">
                      {t('contact.card.formAction')}
                    </Link>
                  ) : (
                    <a href={`mailto:${supportEmail}`} className="break-all text-terracotta hover:text-terracotta-dark">
                      {supportEmail}
                    </a>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <div className="mx-auto mt-14 grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
        <section id="contact-form" aria-labelledby="contact-form-title" className="scroll-mt-24 rounded-[2rem] bg-white p-6 ring-1 ring-line sm:p-10">
          <h2 id="contact-form-title" className="text-2xl font-semibold sm:text-3xl">
            {t('contact.form.title')}
          </h2>
          <div className="mt-6">
            <ContactForm
              // A new key when the URL's defaults change (a card was followed) resets the fields.
              key={`${defaults.category}:${defaults.subject}`}
              supportEmail={supportEmail}
              result={actionData}
              defaults={defaults}
            />
          </div>
        </section>

        <aside className="space-y-8">
          <section aria-labelledby="quick-info" className="rounded-[var(--radius-card)] bg-sage/15 p-6 ring-1 ring-sage/30">
            <h2 id="quick-info" className="text-xl font-semibold">
              {t('contact.quickInfo.title')}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex items-center gap-3">
                <Globe aria-hidden="true" className="h-4 w-4 text-sage-deep" />
                {t('contact.quickInfo.serviceArea')}
              </li>
              <li className="flex items-center gap-3">
                <Languages aria-hidden="true" className="h-4 w-4 text-sage-deep" />
                {t('contact.quickInfo.language')}
              </li>
              <li className="flex items-center gap-3">
                <Clock aria-hidden="true" className="h-4 w-4 text-sage-deep" />
                {t('contact.response.support')}
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="h-4 w-4 text-sage-deep" />
                <a href={`mailto:${supportEmail}`} className="break-all text-terracotta-dark underline underline-offset-4">
                  {supportEmail}
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="contact-faq">
            <h2 id="contact-faq" className="text-xl font-semibold">
              {t('contact.faqTitle')}
            </h2>
            <ul className="mt-4 space-y-3">
              {CONTACT_FAQS.map((faq) => (
                <li key={faq.id}>
                  <Disclosure title={faq.question}>
                    <Prose text={faq.answer} />
                  </Disclosure>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('contact.meta.title'),
    description: t('contact.meta.description'),
    keywords: t('contact.meta.keywords'),
    path: '/contact',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
