import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { newsletterSignupSchema } from '#core/content/newsletter.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { NewsletterService } from '../load-context.ts'
import type { AppEnv } from '../http-env.ts'
import { limitBody, validationHook } from './validation.ts'

/** The blog's notify list. Signing up twice is not an error: the second answer equals the first. */
export function newsletterSignupsApi(newsletter: NewsletterService) {
  return new Hono<AppEnv>().post(
    '/',
    limitBody(8 * 1024),
    zValidator('json', newsletterSignupSchema, validationHook),
    async (c) => {
      const input = c.req.valid('json')
      const result = await newsletter.subscribe(input, { requestId: c.var.requestId, clientAddress: c.var.clientAddress })
      if (result.status === 'rate-limited') {
        c.header('Retry-After', String(result.retryAfterSeconds))
        throw new ApiError(429, 'rate-limited', t('content.blog.notifyRateLimited'))
      }
      return c.json({ status: 'subscribed', message: t('content.blog.notifySuccess', { email: input.email }) })
    },
  )
}
