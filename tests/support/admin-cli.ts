import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs `npm run admin:create` against a data folder, with the password piped in. */
export function createAdminWithCli(dataDir: string, email: string, password: string, name = 'Site Admin'): void {
  const result = spawnSync(process.execPath, ['server/cli/admin-create.ts', '--email', email, '--name', name], {
    cwd: root,
    input: `${password}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`)
}
