import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeSmtp, startFakeSmtp } from '#tests/fakes/smtp-server.ts'
import { createMailer } from './mailer.ts'

const logged: Array<{ obj: object; msg: string }> = []
const logger = { info: (obj: object, msg: string) => void logged.push({ obj, msg }) }

describe('mailer', () => {
  let smtp: FakeSmtp | undefined
  afterEach(async () => {
    await smtp?.close()
    smtp = undefined
    logged.length = 0
  })

  it('delivers over SMTP when SMTP_URL is set', async () => {
    smtp = await startFakeSmtp()
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'StyleBlueprint <hello@styleblueprint.test>', outboxDir: '/nonexistent', logger })
    expect(mailer.transport).toBe('smtp')
    expect(await mailer.verify()).toBe(true)
    await mailer.send({ to: 'ada@example.com', subject: 'Verify your e-mail', text: 'Open https://x.test/verify?token=abc' })
    const mail = await smtp.waitForMessage('ada@example.com')
    expect(mail.subject).toBe('Verify your e-mail')
    expect(mail.text).toContain('token=abc')
    expect(mail.from?.text).toContain('hello@styleblueprint.test')
  })

  it('writes an .eml file to the outbox and logs a line when SMTP is not configured', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'sb-outbox-')), 'outbox')
    const mailer = createMailer({ from: 'hello@styleblueprint.test', outboxDir, logger })
    expect(mailer.transport).toBe('outbox')
    const sent = await mailer.send({ to: 'ada@example.com', subject: 'Reset your password', text: 'Reset link inside' })
    expect(readdirSync(outboxDir)).toEqual([path.basename(sent.file!)])
    const eml = readFileSync(sent.file!, 'utf8')
    expect(eml).toContain('Subject: Reset your password')
    expect(eml).toContain('To: ada@example.com')
    expect(eml).toContain('Reset link inside')
    expect(logged[0]?.msg).toMatch(/outbox/)
  })

  it('reports an unreachable SMTP server as not usable', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.test', outboxDir: '/tmp', logger })
    expect(await mailer.verify()).toBe(false)
  })
})
