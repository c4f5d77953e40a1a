import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { serializeConsentCookie } from '#core/consent/consent-cookie.ts'
import { consentFormSchema, consentFromForm } from '#core/consent/consent-form.ts'
import type { AppEnv } from '../http-env.ts'
import { limitBody, validationHook } from './validation.ts'

/**
 * The consent layer's form, for a choice made before the page's script has loaded: the
 * browser posts it like any form, we store the choice in the consent cookie and send the
 * shopper back to the page she was on (same site only), now without the layer. Once the
 * script runs, the page stores the same cookie itself and never posts here.
 */
export function consentApi(options: { secureCookies: boolean; now?: () => Date }) {
  const now = options.now ?? (() => new Date())
  return new Hono<AppEnv>().post(
    '/',
    limitBody(4 * 1024),
    zValidator('form', consentFormSchema, validationHook),
    (c) => {
      const form = c.req.valid('form')
      const at = now()
      c.header('Set-Cookie', serializeConsentCookie(consentFromForm(form, at), { now: at, secure: options.secureCookies }))
      c.header('Cache-Control', 'no-store')
      return c.redirect(form.returnTo, 303)
    },
  )
}
