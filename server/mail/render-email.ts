import { translate as t } from '#core/i18n/translate.ts'
import { BLUSH, CREAM, INK, INK_SOFT, LINE, TERRACOTTA } from '#core/reference/brand-colors.ts'
import type { MailMessage } from '#integrations/mail/mailer.ts'

// Every e-mail we send, in the product's look: cream ground, a white card, the wordmark in
// the display serif, terracotta for the one action. Mail clients load no web fonts reliably
// and strip <style> often, so styles are inline and the fonts fall back to web-safe ones
// (Georgia for Fraunces, Helvetica/Arial for Inter). The card is at most 560 px wide and
// shrinks with the window; long links break anywhere, so no message is wider than the screen.

export const EMAIL_FONTS = {
  display: "Fraunces, Georgia, 'Times New Roman', serif",
  text: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const

/** What one e-mail says; the layout and both versions (HTML and plain text) come from it. */
export interface EmailContent {
  to: string
  subject: string
  replyTo?: string
  /** The first line a mail client shows in its list. */
  preview: string
  heading: string
  /** Plain-text paragraphs, in order. */
  paragraphs: string[]
  /** The one call to action, as a button with the raw link under it. */
  action?: { label: string; url: string }
  /** Labelled facts (a contact message's sender, category, reference). */
  details?: Array<{ label: string; value: string }>
  /** A quoted block of someone's own words, kept as written (line breaks included). */
  quote?: string
  /** Smaller print after the action: how long the link works, what to do if it was not you. */
  notes?: string[]
  /** The site's address, for the footer link. */
  siteUrl: string
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

const WRAP = 'word-break:break-all;overflow-wrap:anywhere;'

function paragraph(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;font-family:${EMAIL_FONTS.text};font-size:16px;line-height:1.6;color:${INK};${style}">${escapeHtml(text)}</p>`
}

function renderHtml(c: EmailContent): string {
  const body: string[] = []
  body.push(
    `<h1 style="margin:0 0 20px;font-family:${EMAIL_FONTS.display};font-size:26px;line-height:1.25;font-weight:600;color:${INK};">${escapeHtml(c.heading)}</h1>`,
  )
  for (const p of c.paragraphs) body.push(paragraph(p))
  if (c.details?.length) {
    const rows = c.details
      .map(
        (d) =>
          `<tr><td style="padding:6px 12px 6px 0;font-family:${EMAIL_FONTS.text};font-size:14px;color:${INK_SOFT};vertical-align:top;white-space:nowrap;">${escapeHtml(d.label)}</td><td style="padding:6px 0;font-family:${EMAIL_FONTS.text};font-size:14px;color:${INK};${WRAP}">${escapeHtml(d.value)}</td></tr>`,
      )
      .join('')
    body.push(`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`)
  }
  if (c.quote !== undefined) {
    const lines = escapeHtml(c.quote).replace(/\r?\n/g, '<br>')
    body.push(
      `<div style="margin:0 0 20px;padding:16px 18px;background:${CREAM};border-left:4px solid ${TERRACOTTA};border-radius:8px;font-family:${EMAIL_FONTS.text};font-size:15px;line-height:1.6;color:${INK};${WRAP}">${lines}</div>`,
    )
  }
  if (c.action) {
    const href = escapeHtml(c.action.url)
    body.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;"><tr><td style="border-radius:999px;background:${TERRACOTTA};"><a href="${href}" style="display:inline-block;padding:14px 28px;border-radius:999px;font-family:${EMAIL_FONTS.text};font-size:16px;font-weight:600;line-height:1.2;color:#FFFFFF;text-decoration:none;">${escapeHtml(c.action.label)}</a></td></tr></table>`,
      `<p style="margin:0 0 20px;font-family:${EMAIL_FONTS.text};font-size:13px;line-height:1.5;color:${INK_SOFT};">${escapeHtml(t('email.linkFallback'))}<br><a href="${href}" style="color:${TERRACOTTA};${WRAP}">${href}</a></p>`,
    )
  }
  for (const n of c.notes ?? []) body.push(paragraph(n, `font-size:14px;color:${INK_SOFT};`))
  body.push(paragraph(t('email.signature'), 'margin:8px 0 0;'))

  const site = escapeHtml(c.siteUrl)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(c.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${CREAM};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(c.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;background:${CREAM};border-collapse:collapse;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;border-collapse:separate;border-spacing:0;">
<tr><td style="padding:0 4px 16px;font-family:${EMAIL_FONTS.display};font-size:24px;font-weight:600;color:${INK};"><a href="${site}" style="color:${INK};text-decoration:none;">Style<span style="color:${TERRACOTTA};">Blueprint</span></a></td></tr>
<tr><td style="padding:28px 24px;background:#FFFFFF;border:1px solid ${LINE};border-radius:20px;">
${body.join('\n')}
</td></tr>
<tr><td style="padding:20px 4px 0;font-family:${EMAIL_FONTS.text};font-size:12px;line-height:1.6;color:${INK_SOFT};">
<div style="height:4px;width:48px;margin:0 0 12px;background:${BLUSH};border-radius:2px;"></div>
${escapeHtml(t('email.footer'))} <a href="${site}" style="color:${INK_SOFT};${WRAP}">${site}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

function renderText(c: EmailContent): string {
  const lines: string[] = [c.heading, '', ...c.paragraphs.flatMap((p) => [p, ''])]
  if (c.details?.length) lines.push(...c.details.map((d) => `${d.label}: ${d.value}`), '')
  if (c.quote !== undefined) lines.push(...c.quote.split(/\r?\n/).map((l) => `> ${l}`), '')
  // The link on a line of its own: plain-text clients make it clickable and wrap around it.
  if (c.action) lines.push(`${c.action.label}:`, c.action.url, '')
  for (const n of c.notes ?? []) lines.push(n, '')
  lines.push(t('email.signature'), '', '-- ', `${t('email.footer')} ${c.siteUrl}`)
  return `${lines.join('\n')}\n`
}

/** The message in both versions, ready for the mailer. */
export function renderEmail(content: EmailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  }
}
