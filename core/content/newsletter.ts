import { z } from 'zod'
import { translate as t } from '../i18n/translate.ts'
import { CONTACT_LIMITS, emailField, HONEYPOT_FIELD } from './contact-form.ts'

/** Where a sign-up came from; only the blog's notify box exists today. */
export const NEWSLETTER_SOURCES = ['blog'] as const

/** New sign-ups accepted per client address per window (repeats of a stored address are free). */
export const NEWSLETTER_RATE_LIMIT = { max: 5, windowMinutes: 60 } as const

/** The consent wording shown beside the checkbox; stored with each sign-up as the record of consent. */
export const NEWSLETTER_CONSENT_TEXT = t('content.blog.notifyConsent')

// A checkbox posts "on" when ticked and nothing when not; JSON clients send true.
const ticked = z.preprocess(
  (v) => v === true || v === 'on' || v === 'true',
  z.literal(true, { error: t('content.blog.validation.consentRequired') }),
)

export const newsletterSignupSchema = z.object({
  email: emailField({
    required: t('content.blog.validation.emailRequired'),
    invalid: t('content.blog.validation.emailInvalid'),
    tooLong: t('content.blog.validation.emailTooLong', { max: CONTACT_LIMITS.emailMax }),
  }).transform((v) => v.toLowerCase()),
  consent: ticked,
  source: z.enum(NEWSLETTER_SOURCES).default('blog'),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
})

export type NewsletterSignupInput = z.infer<typeof newsletterSignupSchema>
