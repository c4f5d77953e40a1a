import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserHeaders, nextAddress, postJson, signUpAndVerify } from '#tests/support/accounts.ts'
import { readOutbox, waitForMail } from '#tests/support/outbox.ts'
import { createTestApp } from '#tests/support/test-app.ts'

type Ctx = Awaited<ReturnType<typeof createTestApp>>

// Every e-mail the app sends, triggered the way people trigger them, read back from the
// outbox (.eml files) with mailparser: each has both versions, in the product's look.
describe('the e-mails in the outbox', () => {
  let c: Ctx
  beforeAll(async () => {
    c = await createTestApp('sqlite', {}, { TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@styleblueprint.test' })
    const { jar, address } = await signUpAndVerify(c.app, c.config, 'ada@example.com', 'Linen-Saffron-Tide-42', 'Ada Lovelace')
    // Someone registers again with her address; she asks for a reset link.
    await postJson(c.app, c.config, '/api/auth/sign-up/email', { name: 'Ada Again', email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' }, undefined, nextAddress())
    await postJson(c.app, c.config, '/api/auth/request-password-reset', { email: 'ada@example.com', redirectTo: '/reset-password' }, undefined, nextAddress())
    // Signed in, she writes to support from her own address (and gets a copy), changes her password and her e-mail.
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'My palette', category: 'styling', message: 'Is olive mine?\nThanks!' }
    await c.app.request('/api/contact-messages', { method: 'POST', headers: browserHeaders(c.config, jar, address), body: JSON.stringify(message) })
    await c.app.request('/api/auth/change-password', {
      method: 'POST',
      headers: browserHeaders(c.config, jar, nextAddress()),
      body: JSON.stringify({ currentPassword: 'Linen-Saffron-Tide-42', newPassword: 'Maple-Lantern-Echo-55', revokeOtherSessions: false }),
    })
    await c.app.request('/api/auth/change-email', { method: 'POST', headers: browserHeaders(c.config, jar, nextAddress()), body: JSON.stringify({ newEmail: 'ada.new@example.com' }) })
    await waitForMail(c.config.dataDir, 'ada.new@example.com', /Confirm your new/)
    // A visitor's message with someone else's address gets no copy.
    await c.app.request('/api/contact-messages', {
      method: 'POST',
      headers: browserHeaders(c.config, undefined, nextAddress()),
      body: JSON.stringify({ ...message, name: 'Eve', email: 'victim@example.com' }),
    })
    // Finally she deletes the account.
    await c.app.request('/api/auth/delete-user', { method: 'POST', headers: browserHeaders(c.config, jar, nextAddress()), body: JSON.stringify({ password: 'Maple-Lantern-Echo-55' }) })
    await waitForMail(c.config.dataDir, 'ada@example.com', /deleted/)
  })
  afterAll(async () => {
    await c.database.destroy()
  })

  it('sends each kind once, to the right person', async () => {
    const mails = await readOutbox(c.config.dataDir)
    const list = mails.map((m) => `${(m.to as { text: string }).text} | ${m.subject}`)
    expect(list).toEqual(
      expect.arrayContaining([
        'ada@example.com | Verify your StyleBlueprint email address',
        'ada@example.com | Someone tried to create a StyleBlueprint account with your email',
        'ada@example.com | Reset your StyleBlueprint password',
        'help@styleblueprint.test | [Contact: Styling advice] My palette',
        'ada@example.com | We received your message: My palette',
        'ada@example.com | Your StyleBlueprint password was changed',
        'ada@example.com | Your StyleBlueprint email address is being changed',
        'ada.new@example.com | Confirm your new StyleBlueprint email address',
        'ada@example.com | Your StyleBlueprint account is deleted',
      ]),
    )
    expect(list.filter((l) => l.startsWith('victim@example.com'))).toEqual([])
  })

  it('every one has an HTML and a plain-text version, branded, with each link in both and every shown link free to wrap', async () => {
    const mails = await readOutbox(c.config.dataDir)
    expect(mails.length).toBeGreaterThanOrEqual(9)
    for (const mail of mails) {
      const name = mail.subject
      const html = mail.html
      expect(typeof html, `${name}: HTML part`).toBe('string')
      if (typeof html !== 'string') continue
      expect(mail.text?.trim(), `${name}: text part`).not.toBe('')
      expect(html, name).toContain('Style<span style="color:#A94F30;">Blueprint</span>')
      expect(html, name).toContain('max-width:560px')
      expect(html, name).toContain('Georgia')
      for (const link of mail.text!.match(/https?:\/\/\S+/g) ?? []) {
        expect(html, `${name}: ${link}`).toContain(`href="${link.replace(/&/g, '&#38;')}"`)
      }
      // A link shown as text (not a button label) may break anywhere.
      for (const [, style, label] of html.matchAll(/<a href="[^"]*" style="([^"]*)">([^<]*)<\/a>/g)) {
        if (/^https?:/.test(label!)) expect(style, `${name}: ${label}`).toContain('overflow-wrap:anywhere')
      }
    }
  })

  it('addresses her by name and keeps her message as she wrote it', async () => {
    const mails = await readOutbox(c.config.dataDir)
    const verify = mails.find((m) => m.subject === 'Verify your StyleBlueprint email address')!
    expect(verify.text).toContain('Hi Ada Lovelace,')
    const support = mails.find((m) => m.subject?.startsWith('[Contact:'))!
    expect(JSON.stringify(support.replyTo)).toContain('ada@example.com')
    expect(support.text).toContain('> Is olive mine?\n> Thanks!')
    expect(support.html).toContain('Is olive mine?<br>Thanks!')
    const copy = mails.find((m) => m.subject?.startsWith('We received your message'))!
    expect(copy.text).toMatch(/Your reference: [0-9a-f-]{36}/)
  })
})
