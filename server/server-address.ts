import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from './config.ts'

// The address a running server announced, kept in DATA_DIR, so a command run from another
// shell (npm run admin:create) names the port the server really got, not its own default.

const FILE = 'server-address.json'

/** Writes the announced address atomically (a reader never sees half a file). */
export async function recordServerAddress(dataDir: string, url: string, now: Date): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  const target = path.join(dataDir, FILE)
  const temp = `${target}.${process.pid}.tmp`
  await writeFile(temp, `${JSON.stringify({ url, pid: process.pid, startedAt: now.toISOString() })}\n`)
  await rename(temp, target)
}

/** The address to show people: PUBLIC_URL when set, else what the last server in DATA_DIR announced, else the default. */
export async function announcedAddress(config: Pick<Config, 'publicUrl' | 'publicUrlFromEnv' | 'dataDir'>): Promise<string> {
  if (config.publicUrlFromEnv) return config.publicUrl
  try {
    const { url } = JSON.parse(await readFile(path.join(config.dataDir, FILE), 'utf8')) as { url?: unknown }
    if (typeof url === 'string' && /^https?:\/\/[^/]+$/.test(url)) return url
  } catch {
    // No server has run on this data folder yet (or the file is unreadable): the default.
  }
  return config.publicUrl
}
