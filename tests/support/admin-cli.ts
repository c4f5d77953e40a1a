import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Runs `npm run admin:create` against a data folder (or the DATABASE_URL in `env`), with the password piped in. The CLI
 * prepares the database as the server does, so pass the server's own settings in `env`
 * (a server started without the sample catalogue needs SEED_SAMPLE_CATALOG=false here too).
 */
export function createAdminWithCli(dataDir: string, email: string, password: string, name = 'Site Admin', env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, ['server/cli/admin-create.ts', '--email', email, '--name', name], {
    cwd: root,
    input: `${password}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  })
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`)
}
