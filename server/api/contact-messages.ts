import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { contactMessageSchema } from '#core/content/contact-form.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { ContactService } from '../load-context.ts'
import type { AppEnv } from '../http-env.ts'
import { limitBody, validationHook } from './validation.ts'

/** Bigger than any valid message (5,000 characters plus fields), small enough to refuse floods. */
export const CONTACT_BODY_LIMIT = 64 * 1024

/** The contact form for API clients; the /contact page's action calls the same service. */
export function contactMessagesApi(contact: ContactService) {
  return new Hono<AppEnv>().post(
    '/',
    limitBody(CONTACT_BODY_LIMIT, 'The message is too large.'),
    zValidator('json', contactMessageSchema, validationHook),
    async (c) => {
      const result = await contact.submit(c.req.valid('json'), {
        requestId: c.var.requestId,
        clientAddress: c.var.clientAddress,
        userId: c.var.user?.id ?? null,
        verifiedEmail: c.var.user?.emailVerified ? c.var.user.email : null,
      })
      switch (result.status) {
        case 'sent':
          return c.json({ status: 'sent', id: result.id }, 201)
        case 'discarded':
          // Indistinguishable from a real success, so the bot that filled the honeypot learns nothing.
          return c.json({ status: 'sent', id: crypto.randomUUID() }, 201)
        case 'rate-limited':
          c.header('Retry-After', String(result.retryAfterSeconds))
          throw new ApiError(429, 'rate-limited', t('contact.rateLimited.text', { email: contact.supportEmail }))
        case 'mail-failed':
          throw new ApiError(502, 'delivery-failed', t('contact.error.text', { email: contact.supportEmail }))
      }
    },
  )
}
