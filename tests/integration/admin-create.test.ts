import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function run(args: string[], input: string, dataDir: string) {
  return spawnSync(process.execPath, ['server/cli/admin-create.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_SAMPLE_CATALOG: 'false' },
  })
}

describe('npm run admin:create', () => {
  it('refuses a weak password with the five rule messages, a guessable one with the estimator’s advice, then creates the administrator from a strong one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-admin-cli-'))
    const weak = run(['--email', 'Boss@Example.com'], '\n', dataDir)
    expect(weak.status).toBe(1)
    expect(weak.stderr.trim().split('\n')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ])
    // Every rule met, and still among the first an attacker tries: the estimator says why.
    const guessable = run(['--email', 'Boss@Example.com'], 'Password1!\n', dataDir)
    expect(guessable.status).toBe(1)
    expect(guessable.stderr.trim()).toBe(
      'This password is too easy to guess. This is close to a commonly used password. Add a few more words that are less common. Capitalize more than the first letter.',
    )

    const strong = run(['--email', 'Boss@Example.com', '--name', 'The Boss'], 'Tailor#2026\n', dataDir)
    expect(strong.status).toBe(0)
    expect(strong.stdout).toContain('Created the administrator boss@example.com')
    // No server has run on this data folder, so the default address.
    expect(strong.stdout).toContain('Sign in at http://localhost:3000/admin')
    const db = new DatabaseSync(path.join(dataDir, 'styleblueprint.sqlite'))
    expect(db.prepare("select email, name, role, email_verified from users").all()).toEqual([
      { email: 'boss@example.com', name: 'The Boss', role: 'admin', email_verified: 1 },
    ])
    // The password is stored only as a hash.
    const stored = db.prepare("select password from auth_accounts where provider_id = 'credential'").get() as { password: string }
    expect(stored.password).not.toContain('Tailor#2026')
    db.close()
  })

  it('names the address the server announced in the same data folder, or PUBLIC_URL when set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-admin-cli-'))
    // A server started with PORT=4123 in another shell recorded its address.
    writeFileSync(path.join(dataDir, 'server-address.json'), JSON.stringify({ url: 'http://localhost:4123', pid: 1, startedAt: new Date().toISOString() }))
    const second = run(['--email', 'two@example.com'], 'Tailor#2026\n', dataDir)
    expect(second.stdout).toContain('Sign in at http://localhost:4123/admin')
    const third = spawnSync(process.execPath, ['server/cli/admin-create.ts', '--email', 'three@example.com'], {
      cwd: root,
      input: 'Tailor#2026\n',
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_SAMPLE_CATALOG: 'false', PUBLIC_URL: 'https://style.example' },
    })
    expect(third.stdout).toContain('Sign in at https://style.example/admin')
  })

  it('explains its usage when the e-mail is missing', () => {
    const result = run([], '', mkdtempSync(path.join(tmpdir(), 'sb-admin-cli-')))
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('npm run admin:create -- --email')
  })
})
