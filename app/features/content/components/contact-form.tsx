import { CircleAlert, CircleCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  type ContactCategory,
  type ContactField,
  contactMessageSchema,
  fieldErrors,
  formToObject,
  HONEYPOT_FIELD,
} from '#core/content/contact-form.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { richText } from '../../../utils/rich-text.tsx'
import { Field } from './form-field.tsx'

/** What the /contact action answers; the form shows one state for each. */
export type ContactActionData =
  | { status: 'sent'; ref: string }
  | { status: 'failed'; values: Partial<Record<ContactField, string>> }
  | { status: 'rate-limited'; values: Partial<Record<ContactField, string>> }
  | { status: 'invalid'; errors: Partial<Record<ContactField, string>>; values: Partial<Record<ContactField, string>> }

export interface ContactFormProps {
  supportEmail: string
  result: ContactActionData | undefined
  defaults: { category: ContactCategory; subject: string }
}

/**
 * The contact form. It checks the fields with the same schema the server uses before
 * sending, and works without JavaScript too (a plain POST to the page's action).
 */
export function ContactForm({ supportEmail, result, defaults }: ContactFormProps) {
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST'
  const [clientErrors, setClientErrors] = useState<Partial<Record<ContactField, string>> | null>(null)
  const serverErrors = result?.status === 'invalid' ? result.errors : {}
  const errors = clientErrors ?? serverErrors
  const values = result && result.status !== 'sent' ? result.values : {}
  // A new key after each success remounts the form empty.
  const formKey = result?.status === 'sent' ? result.ref : 'contact-form'

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = contactMessageSchema.safeParse(formToObject(new FormData(event.currentTarget)))
    if (parsed.success) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    const found = fieldErrors<ContactField>(parsed.error)
    setClientErrors(found)
    const first = Object.keys(found)[0]
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const clearError = (field: ContactField) => {
    if (errors[field]) setClientErrors({ ...errors, [field]: undefined })
  }

  const mailto = (
    <a href={`mailto:${supportEmail}`} className="font-medium underline underline-offset-4">
      {supportEmail}
    </a>
  )

  return (
    <div>
      {result?.status === 'sent' ? (
        <div role="status" className="mb-6 flex gap-4 rounded-[var(--radius-card)] bg-sage/20 p-5 ring-1 ring-sage/50">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-sage-deep" />
          <div>
            <p className="font-display text-lg font-semibold">{t('contact.success.title')}</p>
            <p className="mt-1 text-ink-soft">{t('contact.success.text')}</p>
          </div>
        </div>
      ) : null}
      {result?.status === 'failed' || result?.status === 'rate-limited' ? (
        <div role="alert" className="mb-6 flex gap-4 rounded-[var(--radius-card)] bg-blush p-5 ring-1 ring-terracotta/40">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-terracotta-dark" />
          <div>
            <p className="font-display text-lg font-semibold">
              {t(result.status === 'failed' ? 'contact.error.title' : 'contact.rateLimited.title')}
            </p>
            <p className="mt-1 text-ink-soft">
              {richText(t(result.status === 'failed' ? 'contact.error.text' : 'contact.rateLimited.text'), { email: mailto })}
            </p>
          </div>
        </div>
      ) : null}

      <Form method="post" noValidate onSubmit={validate} key={formKey} className="relative space-y-5" aria-describedby="contact-form-lead">
        <p id="contact-form-lead" className="text-sm text-ink-soft">
          {t('contact.form.lead')}
        </p>
        {Object.values(errors).some(Boolean) ? (
          <p role="alert" className="text-sm font-medium text-terracotta-dark">
            {t('contact.validation.summary')}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label={t('contact.field.name')} required error={errors.name}>
            {(a11y) => (
              <input
                id="contact-name"
                name="name"
                autoComplete="name"
                required
                maxLength={CONTACT_LIMITS.nameMax}
                defaultValue={values.name}
                onChange={() => clearError('name')}
                {...a11y}
              />
            )}
          </Field>
          <Field id="contact-email" label={t('contact.field.email')} required error={errors.email}>
            {(a11y) => (
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={CONTACT_LIMITS.emailMax}
                defaultValue={values.email}
                onChange={() => clearError('email')}
                {...a11y}
              />
            )}
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Field id="contact-subject" label={t('contact.field.subject')} required error={errors.subject}>
            {(a11y) => (
              <input
                id="contact-subject"
                name="subject"
                required
                maxLength={CONTACT_LIMITS.subjectMax}
                defaultValue={values.subject ?? defaults.subject}
                onChange={() => clearError('subject')}
                {...a11y}
              />
            )}
          </Field>
          <Field id="contact-category" label={t('contact.field.category')} error={errors.category}>
            {(a11y) => (
              <select id="contact-category" name="category" defaultValue={values.category ?? defaults.category} {...a11y}>
                {CONTACT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`contact.category.${c}` as MessageKey)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id="contact-message"
          label={t('contact.field.message')}
          required
          error={errors.message}
          hint={t('contact.field.messageHint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax.toLocaleString('en-US') })}
        >
          {(a11y) => (
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              required
              maxLength={CONTACT_LIMITS.messageMax}
              defaultValue={values.message}
              onChange={() => clearError('message')}
              {...a11y}
              className={`${a11y.className} resize-y`}
            />
          )}
        </Field>
        {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </Form>
    </div>
  )
}
