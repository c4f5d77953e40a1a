import { parseArgs } from 'node:util'
import { translate } from '#core/i18n/translate.ts'
import { graphemes } from '#core/text/graphemes.ts'
import { loadConfigOrExit } from '../config.ts'
import { createLogger } from '../logger.ts'
import { createAccounts } from '../services/accounts.ts'
import { createMailerFromConfig } from '../services/mail.ts'
import { announcedAddress } from '../server-address.ts'
import { prepareDatabase } from '../start-server.ts'

// `npm run admin:create -- --email you@example.com [--name "Your Name"]`: creates an
// administrator (or makes an existing account one and sets its password). The password is
// asked for on the terminal, never taken as an argument (shell history, process lists);
// piped in, the first line of stdin is the password. No default password exists.

const USAGE = 'Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]\n'

let values: { email?: string | undefined; name?: string | undefined; help?: boolean | undefined }
try {
  values = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }).values
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`)
  process.exit(2)
}
if (values.help || !values.email) {
  process.stderr.write(USAGE)
  process.exit(values.help ? 0 : 2)
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin
    process.stdout.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let input = ''
    const done = (value: string | null) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.removeListener('data', onData)
      process.stdout.write('\n')
      if (value === null) reject(new Error('cancelled'))
      else resolve(value)
    }
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(input)
        if (ch === '\u0003' || ch === '\u0004') return done(null)
        if (ch === '\u007f' || ch === '\b') input = graphemes(input).slice(0, -1).join('')
        else if (ch >= ' ') input += ch
      }
    }
    stdin.on('data', onData)
  })
}

async function readPipedPassword(): Promise<string> {
  let data = ''
  for await (const chunk of process.stdin) data += String(chunk)
  return data.split(/\r?\n/)[0] ?? ''
}

const config = loadConfigOrExit()
const logger = createLogger({ logLevel: 'warn' })
const database = await prepareDatabase(config, logger)
const accounts = await createAccounts({ config, database, mailer: createMailerFromConfig(config, logger), logger })

const interactive = process.stdin.isTTY === true
let exitCode = 1
try {
  for (let attempt = 1; attempt <= (interactive ? 3 : 1); attempt++) {
    const password = interactive ? await promptHidden('Password: ') : await readPipedPassword()
    if (interactive && (await promptHidden('Repeat the password: ')) !== password) {
      process.stderr.write(`${translate('auth.validation.passwordsDoNotMatch')}\n`)
      continue
    }
    const result = await accounts.admin.createAdmin({ email: values.email, name: values.name ?? 'Administrator', password })
    if (result.ok) {
      process.stdout.write(
        `${result.created ? 'Created the administrator' : 'Made this account an administrator and set its password:'} ${values.email.trim().toLowerCase()}. Sign in at ${await announcedAddress(config)}/admin\n`,
      )
      exitCode = 0
      break
    }
    for (const problem of result.errors) process.stderr.write(`${problem}\n`)
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
} finally {
  await database.close()
}
process.exit(exitCode)
