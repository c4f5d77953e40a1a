import { translate as t } from '#core/i18n/translate.ts'
import type { MailMessage } from '#integrations/mail/mailer.ts'
import { renderEmail } from '../mail/render-email.ts'

/** Who an account e-mail goes to, and the site it comes from (PUBLIC_URL). */
export interface Recipient {
  to: string
  name: string
  siteUrl: string
}

const greeting = (name: string) => t('auth.email.greeting', { name: name.trim() || t('auth.displayNameFallback') })

export function verificationEmail(r: Recipient, url: string): MailMessage {
  return renderEmail({
    to: r.to,
    siteUrl: r.siteUrl,
    subject: t('auth.email.verify.subject'),
    preview: t('auth.email.verify.preview'),
    heading: t('auth.email.verify.heading'),
    paragraphs: [greeting(r.name), t('auth.email.verify.body')],
    action: { label: t('auth.email.verify.action'), url },
    notes: [t('auth.email.verify.expiry'), t('auth.email.verify.ignore')],
  })
}

export function passwordResetEmail(r: Recipient, url: string): MailMessage {
  return renderEmail({
    to: r.to,
    siteUrl: r.siteUrl,
    subject: t('auth.email.reset.subject'),
    preview: t('auth.email.reset.preview'),
    heading: t('auth.email.reset.heading'),
    paragraphs: [greeting(r.name), t('auth.email.reset.body')],
    action: { label: t('auth.email.reset.action'), url },
    notes: [t('auth.email.reset.expiry'), t('auth.email.reset.ignore')],
  })
}

/** Sent instead of an error when someone registers with an address that has an account (never reveals it on the page). */
export function existingAccountEmail(r: Recipient): MailMessage {
  return renderEmail({
    to: r.to,
    siteUrl: r.siteUrl,
    subject: t('auth.email.existing.subject'),
    preview: t('auth.email.existing.preview'),
    heading: t('auth.email.existing.heading'),
    paragraphs: [greeting(r.name), t('auth.email.existing.body')],
    action: { label: t('auth.email.existing.action'), url: `${r.siteUrl}/forgot-password` },
    notes: [t('auth.email.existing.ignore')],
  })
}

/** To the NEW address: the link that makes it the account's address. */
export function changeEmailVerificationEmail(r: Recipient, url: string): MailMessage {
  return renderEmail({
    to: r.to,
    siteUrl: r.siteUrl,
    subject: t('auth.email.changeEmail.subject'),
    preview: t('auth.email.changeEmail.preview'),
    heading: t('auth.email.changeEmail.heading'),
    paragraphs: [greeting(r.name), t('auth.email.changeEmail.body')],
    action: { label: t('auth.email.changeEmail.action'), url },
    notes: [t('auth.email.changeEmail.expiry'), t('auth.email.changeEmail.ignore')],
  })
}

/** To the CURRENT address when a change is asked for, so a stolen session cannot move the account quietly. */
export function emailChangeNoticeEmail(r: Recipient, newEmail: string): MailMessage {
  return renderEmail({
    to: r.to,
    siteUrl: r.siteUrl,
    subject: t('auth.email.changeNotice.subject'),
    preview: t('auth.email.changeNotice.preview', { email: newEmail }),
    heading: t('auth.email.changeNotice.heading'),
    paragraphs: [greeting(r.name), t('auth.email.changeNotice.body', { email: newEmail })],
    action: { label: t('auth.email.changeNotice.action'), url: `${r.siteUrl}/forgot-password` },
    notes: [t('auth.email.changeNotice.ignore')],
  })
}

export function passwordChangedEmail(r: Recipient): MailMessage {
  return renderEmail({
    to: r.to,
    siteUrl: r.siteUrl,
    subject: t('auth.email.passwordChanged.subject'),
    preview: t('auth.email.passwordChanged.preview'),
    heading: t('auth.email.passwordChanged.heading'),
    paragraphs: [greeting(r.name), t('auth.email.passwordChanged.body')],
    action: { label: t('auth.email.passwordChanged.action'), url: `${r.siteUrl}/forgot-password` },
    notes: [t('auth.email.passwordChanged.ignore')],
  })
}

export function accountDeletedEmail(r: Recipient): MailMessage {
  return renderEmail({
    to: r.to,
    siteUrl: r.siteUrl,
    subject: t('auth.email.deleted.subject'),
    preview: t('auth.email.deleted.preview'),
    heading: t('auth.email.deleted.heading'),
    paragraphs: [greeting(r.name), t('auth.email.deleted.body'), t('auth.email.deleted.kept')],
    notes: [t('auth.email.deleted.ignore')],
  })
}
