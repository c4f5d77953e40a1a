import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { loadOnce } from '#core/work/load-once.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
}

export interface SentMail {
  messageId: string
  /** The .eml file written, when the outbox transport is in use. */
  file?: string
}

/** Sends e-mail; the rest of the app never knows which transport is behind it. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<SentMail>
  /** True when the transport is usable (SMTP answers, or the outbox folder is writable). */
  verify(): Promise<boolean>
}

export interface MailerLogger {
  info(obj: object, msg: string): void
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it messages are written to `outboxDir` as .eml files. */
  smtpUrl?: string | undefined
  from: string
  outboxDir: string
  logger: MailerLogger
}

/**
 * A transport made with the first message: nodemailer (about 5 MB of heap) is imported then,
 * not in every process at its start (issue 29), since most processes send mail rarely.
 */
function lazyTransport(options: Parameters<typeof import('nodemailer').createTransport>[0]): () => Promise<Transporter> {
  return loadOnce(() => import('nodemailer').then((m) => m.default.createTransport(options)))
}

/** Real delivery over SMTP when configured; otherwise an inspectable outbox on disk. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options, options.smtpUrl) : createOutboxMailer(options)
}

function createSmtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transporter = lazyTransport(smtpUrl)
  return {
    transport: 'smtp',
    async send(message) {
      const info = await (await transporter()).sendMail({ from: options.from, ...message })
      options.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent')
      return { messageId: info.messageId }
    },
    async verify() {
      try {
        await (await transporter()).verify()
        return true
      } catch {
        return false
      }
    },
  }
}

function createOutboxMailer(options: MailerOptions): Mailer {
  // nodemailer's stream transport builds the exact RFC 822 message SMTP would send.
  const transporter = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    transport: 'outbox',
    async send(message) {
      const info = await (await transporter()).sendMail({ from: options.from, ...message })
      await mkdir(options.outboxDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(options.outboxDir, `${stamp}-${crypto.randomUUID().slice(0, 8)}.eml`)
      // Written beside its name and renamed, so a reader of the folder never finds half a message.
      await writeFile(`${file}.part`, info.message as Buffer)
      await rename(`${file}.part`, file)
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to the outbox (SMTP_URL is not set)',
      )
      return { messageId: info.messageId, file }
    },
    async verify() {
      try {
        await mkdir(options.outboxDir, { recursive: true })
        return true
      } catch {
        return false
      }
    },
  }
}
