import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { Dialect } from '#db/database.ts'
import { createApp, type AppDeps } from '#server/app.ts'
import { parseConfig, type Config } from '#server/config.ts'
import { createLogger } from '#server/logger.ts'
import type { LoginPacer } from '#server/services/admin-access.ts'
import { createAppServices, type ServiceDeps } from '#server/services/app-services.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export function testConfig(overrides: Record<string, string> = {}): Config {
  const result = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...overrides })
  if (!result.ok) throw new Error(result.errors.join('\n'))
  return result.config
}

/** Captures the JSON log lines the app writes, so tests can assert on them. */
export function captureLogs() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, stream }
}

/** Parts a test builds itself and hands to the composition root (server/services/app-services.ts). */
type GivenParts = NonNullable<ServiceDeps['given']>

/** The real Hono app over a fresh migrated database, called in-process with app.request(). */
/**
 * A sign-in pacer whose second passes at once: every administrator sign-in waits out a real
 * second in production, which the suite's hundreds of sign-ins need not. The pacing itself is
 * held by admin-auth.test.ts with a pacer of its own.
 */
function instantPacer(): LoginPacer {
  let elapsed = 0
  return {
    now: () => elapsed,
    pause: async (ms) => {
      elapsed += ms
    },
  }
}

export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<Omit<AppDeps, 'services'>> & GivenParts = {},
  env: Record<string, string> = {},
  options: { clock?: () => Date; database?: TestDatabase; loginPacer?: LoginPacer } = {},
) {
  // Passing a database gives a second app on the same data: another process, as it were.
  const database: TestDatabase = options.database ?? (await createTestDatabase(dialect))
  const config = testConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sb-app-')), ...env })
  const logs = captureLogs()
  const logger = createLogger(config, logs.stream)
  const { imports, importFiles, ai, ...appOverrides } = overrides
  const services = await createAppServices({
    config,
    database,
    logger,
    ...(options.clock ? { now: options.clock } : {}),
    loginPacer: options.loginPacer ?? instantPacer(),
    given: { ...(imports ? { imports } : {}), ...(importFiles ? { importFiles } : {}), ...(ai ? { ai } : {}) },
  })
  const app = createApp({ config, logger, services, ...appOverrides })
  return { app, database, logs, config, accounts: services.accounts, pages: services.pages }
}
