import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { EMAIL_FONTS, renderEmail } from './render-email.ts'

const LONG_LINK = `https://styleblueprint.example/api/auth/verify-email?token=${'eyJhbGciOiJIUzI1NiJ9'.repeat(20)}&callbackURL=%2Flogin%3Fverified%3D1`

const content = {
  to: 'ada@example.com',
  subject: 'Verify your StyleBlueprint email address',
  preview: 'One click and you are in.',
  heading: 'Confirm your email address',
  paragraphs: ['Hi <Ada> & "friends",', 'Welcome!'],
  action: { label: 'Verify my email', url: LONG_LINK },
  notes: ['The link works for 24 hours.'],
  siteUrl: 'https://styleblueprint.example',
}

describe('renderEmail', () => {
  it('gives an HTML and a plain-text version with the same words and the same link', () => {
    const mail = renderEmail(content)
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('Confirm your email address')
      expect(part).toContain('The link works for 24 hours.')
      expect(part).toContain('With love, the StyleBlueprint team')
    }
    expect(mail.html).toContain(`href="${LONG_LINK.replace(/&/g, '&#38;')}"`)
    // In the text version the link stands on a line of its own, whole.
    expect(mail.text.split('\n')).toContain(LONG_LINK)
  })

  it('uses the product’s colours and fonts with web-safe fallbacks, and a card no wider than 560 px', () => {
    const { html } = renderEmail(content)
    expect(html).toContain('#A94F30') // terracotta: the button
    expect(html).toContain('#FAF6F1') // cream: the ground
    expect(html).toContain('#1F1B24') // ink: the text
    expect(EMAIL_FONTS.display).toMatch(/^Fraunces, Georgia, .*serif$/)
    expect(EMAIL_FONTS.text).toMatch(/^Inter, .*Arial, sans-serif$/)
    expect(html).toContain(`font-family:${EMAIL_FONTS.display}`)
    expect(html).toContain(`font-family:${EMAIL_FONTS.text}`)
    expect(html).toContain('max-width:560px')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
  })

  it('lets the raw link break anywhere, so a long token never widens the message', () => {
    const { html } = renderEmail(content)
    const shown = new RegExp(`<a [^>]*style="[^"]*word-break:break-all;overflow-wrap:anywhere;[^"]*">${LONG_LINK.replace(/&/g, '&#38;').replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}</a>`)
    expect(html).toMatch(shown)
  })

  it('escapes whatever people typed, in text, details and quotes', () => {
    const mail = renderEmail({
      ...content,
      paragraphs: ['<script>alert(1)</script>'],
      details: [{ label: 'From', value: 'Eve <eve@example.com>' }],
      quote: 'line one\n<img src=x onerror=alert(1)>',
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('Eve &#60;eve@example.com&#62;')
    expect(mail.html).toContain('line one<br>&#60;img')
    expect(mail.text).toContain('> <img src=x onerror=alert(1)>')
  })

  it('survives the trip through a real RFC 822 message (nodemailer writes it, mailparser reads it)', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const info = await transport.sendMail({ from: 'StyleBlueprint <hello@styleblueprint.local>', ...renderEmail(content) })
    const parsed = await simpleParser(info.message as Buffer)
    expect(parsed.subject).toBe(content.subject)
    expect(parsed.text).toContain(LONG_LINK)
    expect(parsed.html).toContain('Confirm your email address')
  })
})
