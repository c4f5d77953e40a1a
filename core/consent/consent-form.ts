import { z } from 'zod'
import { CONSENT_CHOICES, type ConsentRecord, consentFromChoice, OPTIONAL_CONSENT_SETTINGS } from './consent.ts'

/** A checkbox in a posted form: present ("on") when ticked, absent when not. */
const checkbox = z.literal('on').optional()

/**
 * The consent layer's form as the browser posts it without script: the button pressed,
 * the three switches, and the same-site path to go back to (never another host: no `//`
 * or `/\` start, and only the characters a URL path and query are made of).
 */
export const consentFormSchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
  analytics: checkbox,
  personalization: checkbox,
  marketing: checkbox,
  returnTo: z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])[\w\-.~%!$&'()*+,;=:@/?#]*$/)
    .default('/'),
})
export type ConsentForm = z.infer<typeof consentFormSchema>

/** The record a posted consent form stores. */
export function consentFromForm(form: ConsentForm, now: Date): ConsentRecord {
  const switched = Object.fromEntries(OPTIONAL_CONSENT_SETTINGS.map((s) => [s, form[s] === 'on']))
  return consentFromChoice(form.choice, switched, now)
}
