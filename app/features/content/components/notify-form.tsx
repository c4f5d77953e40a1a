import { CircleCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { fieldErrors, formToObject, HONEYPOT_FIELD } from '#core/content/contact-form.ts'
import { newsletterSignupSchema } from '#core/content/newsletter.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { inputClass } from './form-field.tsx'

type NotifyField = 'email' | 'consent'

/** What the /blog action answers. */
export type NotifyActionData =
  | { status: 'subscribed'; email: string }
  | { status: 'invalid'; errors: Partial<Record<NotifyField, string>> }
  | { status: 'rate-limited' }

/**
 * The blog's notify box: an address and an explicit consent tick, stored by the page's
 * action. A fetcher keeps the reader on the page; without JavaScript it is a plain POST.
 */
export function NotifyForm() {
  const fetcher = useFetcher<NotifyActionData>()
  const [clientErrors, setClientErrors] = useState<Partial<Record<NotifyField, string>> | null>(null)
  // Without JavaScript the form is a plain POST, and the answer arrives as the page's action data.
  const pageResult = useActionData<NotifyActionData>()
  const result = fetcher.data ?? pageResult
  const errors = clientErrors ?? (result?.status === 'invalid' ? result.errors : {})
  const busy = fetcher.state !== 'idle'

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = newsletterSignupSchema.safeParse(formToObject(new FormData(event.currentTarget)))
    if (parsed.success) return setClientErrors(null)
    event.preventDefault()
    setClientErrors(fieldErrors<NotifyField>(parsed.error))
  }

  if (result?.status === 'subscribed') {
    return (
      <p role="status" className="flex gap-3 rounded-2xl bg-white/10 p-5 text-cream">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sage" />
        {t('content.blog.notifySuccess', { email: result.email })}
      </p>
    )
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={validate} className="relative space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor="notify-email" className="sr-only">
            {t('content.blog.notifyEmailLabel')}
          </label>
          <input
            id="notify-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('content.blog.notifyPlaceholder')}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'notify-email-error' : undefined}
            className={`${inputClass} h-14 text-ink`}
          />
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('content.blog.notifySubmitting') : t('content.blog.notifySubmit')}
        </Button>
      </div>
      {errors.email ? (
        <p id="notify-email-error" className="text-sm font-medium text-blush">
          {errors.email}
        </p>
      ) : null}
      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-cream/90">
          <input
            type="checkbox"
            name="consent"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'notify-consent-error' : undefined}
            className="mt-1 h-4 w-4 shrink-0 accent-terracotta"
          />
          <span>{t('content.blog.notifyConsent')}</span>
        </label>
        {errors.consent ? (
          <p id="notify-consent-error" className="mt-2 text-sm font-medium text-blush">
            {errors.consent}
          </p>
        ) : null}
      </div>
      {result?.status === 'rate-limited' ? (
        <p role="alert" className="text-sm font-medium text-blush">
          {t('content.blog.notifyRateLimited')}
        </p>
      ) : null}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="notify-website">{t('contact.form.honeypot')}</label>
        <input id="notify-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </fetcher.Form>
  )
}
