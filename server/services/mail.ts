import path from 'node:path'
import { createMailer, type Mailer } from '#integrations/mail/mailer.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'

/** The process's mailer: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export function createMailerFromConfig(config: Config, logger: Logger): Mailer {
  return createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  })
}
