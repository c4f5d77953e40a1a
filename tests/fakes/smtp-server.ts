import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface FakeSmtp {
  url: string
  messages: ParsedMail[]
  /** Resolves with the first message to `to` (waits for it to arrive). */
  waitForMessage(to: string, timeoutMs?: number): Promise<ParsedMail>
  close(): Promise<void>
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ParsedMail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as { port: number }).port
  const find = (to: string) => messages.find((m) => JSON.stringify(m.to).includes(to))
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = find(to)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no message to ${to} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
