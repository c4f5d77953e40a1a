import type { Page } from '@playwright/test'
import { type FakeImageServer, startFakeImageServer } from '../fakes/image-server.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { signInToBackOffice } from './admin-sign-in.ts'
import { test } from './fixtures.ts'

const PASSWORD = 'Tailor#2026'

/**
 * A server of the test file's own, started before its tests and stopped after: its image check
 * may reach the loopback image host started with it (IMAGE_CHECK_ALLOWED_ADDRESSES; the suite's
 * shared server keeps the strict default), and it has one administrator, who signs in with `signIn`.
 */
export function importTestServer(admin: { email: string; name: string }, env: Record<string, string> = {}) {
  let server: ServerProcess | undefined
  let images: FakeImageServer | undefined
  test.beforeAll(async () => {
    images = await startFakeImageServer()
    server = await startServerProcess({ TRUST_PROXY: 'true', IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1', IMAGE_CHECK_TIMEOUT_MS: '60000', ...env })
    createAdminWithCli(server.dataDir, admin.email, PASSWORD, admin.name)
  })
  test.afterAll(async () => {
    images?.release()
    if (server) await stopServerProcess(server)
    await images?.close()
  })
  return {
    get server(): ServerProcess {
      if (!server) throw new Error('the import test server starts before the tests')
      return server
    },
    get images(): FakeImageServer {
      if (!images) throw new Error('the image host starts before the tests')
      return images
    },
    signIn(page: Page) {
      return signInToBackOffice(page, { baseUrl: this.server.url, email: admin.email, password: PASSWORD })
    },
  }
}
