import { z } from 'zod'
import { translate as t } from '../i18n/translate.ts'
import { formatCharacterIn } from '../text/format-characters.ts'

/** The form's categories in the order the select lists them; 'general' is the default. */
export const CONTACT_CATEGORIES = ['general', 'technical', 'account', 'styling', 'business', 'press', 'feedback'] as const
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]
export const DEFAULT_CONTACT_CATEGORY: ContactCategory = 'general'

export function isContactCategory(v: unknown): v is ContactCategory {
  return typeof v === 'string' && (CONTACT_CATEGORIES as readonly string[]).includes(v)
}

/** Server-side bounds (the spec has none; these keep one message to a readable e-mail). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const

/** Messages accepted per client address per window; counted from the stored messages. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 60 } as const

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'

// Names and subjects end up in an e-mail subject line and a one-line preview, so any run
// of whitespace (including newlines) becomes one space.
const oneLine = (v: string) => v.replace(/\s+/g, ' ')

/** One e-mail address: required, at most 254 characters, a valid address; surrounding spaces ignored. */
export function emailField(messages: { required: string; invalid: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(CONTACT_LIMITS.emailMax, messages.tooLong)
    .pipe(z.email({ error: messages.invalid }))
}

/** The contact form, shared by the browser (instant feedback) and the server (the rule). */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: t('contact.validation.nameRequired') })
    .trim()
    .min(1, t('contact.validation.nameRequired'))
    .max(CONTACT_LIMITS.nameMax, t('contact.validation.nameTooLong', { max: CONTACT_LIMITS.nameMax }))
    .refine((v) => formatCharacterIn(v, 'name') === null, t('contact.validation.invisibleCharacter'))
    .transform(oneLine),
  email: emailField({
    required: t('contact.validation.emailRequired'),
    invalid: t('contact.validation.emailInvalid'),
    tooLong: t('contact.validation.emailTooLong', { max: CONTACT_LIMITS.emailMax }),
  }),
  subject: z
    .string({ error: t('contact.validation.subjectRequired') })
    .trim()
    .min(1, t('contact.validation.subjectRequired'))
    .max(CONTACT_LIMITS.subjectMax, t('contact.validation.subjectTooLong', { max: CONTACT_LIMITS.subjectMax }))
    .refine((v) => formatCharacterIn(v, 'name') === null, t('contact.validation.invisibleCharacter'))
    .transform(oneLine),
  category: z
    .enum(CONTACT_CATEGORIES, { error: t('contact.validation.categoryInvalid') })
    .default(DEFAULT_CONTACT_CATEGORY),
  message: z
    .string({ error: t('contact.validation.messageRequired') })
    .trim()
    .min(1, t('contact.validation.messageRequired'))
    .min(CONTACT_LIMITS.messageMin, t('contact.validation.messageTooShort', { min: CONTACT_LIMITS.messageMin }))
    .max(CONTACT_LIMITS.messageMax, t('contact.validation.messageTooLong', { max: CONTACT_LIMITS.messageMax.toLocaleString('en-US') })),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
})

export type ContactMessageInput = z.infer<typeof contactMessageSchema>
export type ContactField = Exclude<keyof ContactMessageInput, typeof HONEYPOT_FIELD>

/** The first message for each field, for showing beside the inputs. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field
    if (field && !(field in out)) out[field] = issue.message
  }
  return out
}

/**
 * Reads a submitted form into a plain object for the schema. Empty optional fields are
 * dropped so their defaults apply; repeated fields keep their first value.
 */
export function formToObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !(key in out)) out[key] = value
  }
  if (out.category === '') delete out.category
  return out
}
