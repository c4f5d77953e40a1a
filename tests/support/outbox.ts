import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'

/** Every e-mail the outbox transport wrote under `dataDir/outbox`, parsed, oldest first. */
export async function readOutbox(dataDir: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))))
}

/** The e-mails to `to` whose subject matches, oldest first. */
async function mailTo(dataDir: string, to: string, subject: RegExp): Promise<ParsedMail[]> {
  return (await readOutbox(dataDir)).filter((m) => JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject ?? ''))
}

/**
 * Waits for the latest e-mail to `to` whose subject matches, and returns it with the first link in it
 * and how many such e-mails there are (`count`). `beyond`: a `count` from before, so only a newer one
 * counts (a Date header has whole seconds, too coarse to tell two e-mails of the same second apart).
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  options: { timeoutMs?: number; beyond?: number } = {},
): Promise<{ mail: ParsedMail; link: string; count: number }> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  for (;;) {
    const mails = await mailTo(dataDir, to, subject)
    const mail = mails.length > (options.beyond ?? 0) ? mails.at(-1) : undefined
    if (mail) {
      const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0]
      if (!link) throw new Error(`no link in the e-mail "${mail.subject}"`)
      return { mail, link, count: mails.length }
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject} within the timeout`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
