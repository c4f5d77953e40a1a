import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import type { MailMessage } from '#integrations/mail/mailer.ts'

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** A plain-text e-mail with a matching minimal HTML part; the link is the one call to action. */
function compose(to: string, subject: MessageKey, lines: string[], action: { label: MessageKey; url: string }): MailMessage {
  const text = [...lines, '', `${t(action.label)}: ${action.url}`, '', t('auth.email.signature')].join('\n')
  const paragraphs = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1F1B24;background:#FAF6F1;padding:24px">${paragraphs}<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#A94F30;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(t(action.label))}</a></p><p style="font-size:12px;color:#4A4453">${escapeHtml(action.url)}</p><p>${escapeHtml(t('auth.email.signature'))}</p></body></html>`
  return { to, subject: t(subject), text, html }
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return compose(
    to,
    'auth.email.verify.subject',
    [t('auth.email.greeting', { name }), '', t('auth.email.verify.body'), t('auth.email.verify.expiry'), t('auth.email.verify.ignore')],
    { label: 'auth.email.verify.action', url },
  )
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return compose(
    to,
    'auth.email.reset.subject',
    [t('auth.email.greeting', { name }), '', t('auth.email.reset.body'), t('auth.email.reset.expiry'), t('auth.email.reset.ignore')],
    { label: 'auth.email.reset.action', url },
  )
}

/** Sent instead of an error when someone registers with an address that has an account (never reveals it on the page). */
export function existingAccountEmail(to: string, name: string, resetUrl: string): MailMessage {
  return compose(
    to,
    'auth.email.existing.subject',
    [t('auth.email.greeting', { name }), '', t('auth.email.existing.body'), t('auth.email.existing.ignore')],
    { label: 'auth.email.existing.action', url: resetUrl },
  )
}
