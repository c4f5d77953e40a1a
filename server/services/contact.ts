import type { Kysely } from 'kysely'
import { CONTACT_RATE_LIMIT, HONEYPOT_FIELD, type ContactMessageInput } from '#core/content/contact-form.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import {
  countContactMessagesSince,
  insertContactMessage,
  setContactMessageStatus,
} from '#db/repositories/contact-messages-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Mailer, MailMessage } from '#integrations/mail/mailer.ts'
import type { Logger } from '../logger.ts'
import type { ContactService } from '../load-context.ts'
import { renderEmail } from '../mail/render-email.ts'

export interface ContactServiceDeps {
  db: Kysely<Database>
  mailer: Mailer
  supportEmail: string
  /** PUBLIC_URL, for the e-mails' footer link. */
  siteUrl: string
  logger: Logger
  now: () => Date
}

/**
 * Stores each message, then e-mails it to the support address. The row is written first
 * so a mail outage never loses a message; its status records whether the e-mail went out.
 */
export function createContactService(deps: ContactServiceDeps): ContactService {
  return {
    supportEmail: deps.supportEmail,
    async submit(input, meta) {
      const log = deps.logger.child({ requestId: meta.requestId })
      if (input[HONEYPOT_FIELD]) {
        // Answered like a success so a bot learns nothing; nothing is stored or sent.
        log.info({ clientAddress: meta.clientAddress }, 'contact message discarded: honeypot field filled')
        return { status: 'discarded' }
      }

      const now = deps.now()
      const windowMs = CONTACT_RATE_LIMIT.windowMinutes * 60_000
      const since = new Date(now.getTime() - windowMs).toISOString()
      // Counting stored rows keeps the limit in the database, shared by every app process.
      // Two simultaneous requests may both pass the check; the overshoot is bounded and harmless.
      const recent = await countContactMessagesSince(deps.db, meta.clientAddress, since)
      if (recent >= CONTACT_RATE_LIMIT.max) {
        log.warn({ clientAddress: meta.clientAddress, recent }, 'contact message refused: rate limit')
        return { status: 'rate-limited', retryAfterSeconds: windowMs / 1000 }
      }

      const id = crypto.randomUUID()
      await insertContactMessage(deps.db, {
        id,
        name: input.name,
        email: input.email,
        subject: input.subject,
        category: input.category,
        message: input.message,
        status: 'received',
        user_id: meta.userId ?? null,
        client_address: meta.clientAddress,
        created_at: now.toISOString(),
      })

      try {
        await deps.mailer.send(supportEmail(deps.supportEmail, deps.siteUrl, id, input, now))
      } catch (err) {
        log.error({ err, contactMessageId: id }, 'contact message stored but the e-mail to support failed')
        await setContactMessageStatus(deps.db, id, 'mail-failed')
        return { status: 'mail-failed', id }
      }
      await setContactMessageStatus(deps.db, id, 'sent')
      log.info({ contactMessageId: id, category: input.category }, 'contact message sent to support')
      // A copy goes only to a signed-in sender's own verified address: sending one to whatever
      // a visitor typed would let anyone make us mail strangers.
      if (meta.verifiedEmail && meta.verifiedEmail.toLowerCase() === input.email.trim().toLowerCase()) {
        await deps.mailer.send(senderCopyEmail(deps.siteUrl, id, input)).catch((err: unknown) => {
          log.warn({ err, contactMessageId: id }, 'the copy of a contact message to its sender failed')
        })
      }
      return { status: 'sent', id }
    },
  }
}

function categoryLabel(category: ContactMessageInput['category']): string {
  return t(`contact.category.${category}` as MessageKey)
}

function supportEmail(to: string, siteUrl: string, id: string, input: ContactMessageInput, receivedAt: Date): MailMessage {
  return renderEmail({
    to,
    replyTo: input.email,
    siteUrl,
    subject: t('contact.mail.subject', { category: categoryLabel(input.category), subject: input.subject }),
    preview: t('contact.mail.preview', { name: input.name, subject: input.subject }),
    heading: t('contact.mail.heading'),
    paragraphs: [],
    details: [
      { label: t('contact.mail.from'), value: `${input.name} <${input.email}>` },
      { label: t('contact.mail.category'), value: categoryLabel(input.category) },
      { label: t('contact.mail.subjectLabel'), value: input.subject },
      { label: t('contact.mail.received'), value: receivedAt.toISOString() },
      { label: t('contact.mail.reference'), value: id },
    ],
    quote: input.message,
    notes: [t('contact.mail.replyHint')],
  })
}

function senderCopyEmail(siteUrl: string, id: string, input: ContactMessageInput): MailMessage {
  return renderEmail({
    to: input.email,
    siteUrl,
    subject: t('contact.copy.subject', { subject: input.subject }),
    preview: t('contact.copy.preview'),
    heading: t('contact.copy.heading'),
    paragraphs: [t('contact.copy.body', { name: input.name })],
    details: [
      { label: t('contact.mail.category'), value: categoryLabel(input.category) },
      { label: t('contact.mail.subjectLabel'), value: input.subject },
    ],
    quote: input.message,
    notes: [t('contact.copy.reference', { ref: id })],
  })
}
