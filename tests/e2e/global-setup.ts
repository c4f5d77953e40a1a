import { mkdirSync, writeFileSync } from 'node:fs'
import { startFakeOidc } from '../fakes/oidc-server.ts'
import { startServerProcess, stopServerProcess } from '../support/server-process.ts'

// One built server for the suite, on a free port, with its own empty data folder, and a
// local OpenID Connect server standing in for Google. TRUST_PROXY lets each test present
// its own client address (fixtures.ts), so per-address rate limits and locks stay per test.
export default async function globalSetup() {
  const oidc = await startFakeOidc()
  const server = await startServerProcess({
    TRUST_PROXY: 'true',
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_OAUTH_BASE_URL: oidc.url,
  })
  // The browser opens the site at PUBLIC_URL (localhost), and in the at-127.0.0.1 project at
  // 127.0.0.1, which the server must accept as its own address too.
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_LOOPBACK_URL = server.loopbackUrl
  process.env.E2E_DATA_DIR = server.dataDir
  let stopping = false
  // If the server dies mid-suite every later test fails with "connection refused"; say why once.
  server.child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe e2e server exited unexpectedly (code ${code}, signal ${signal}). Its output:\n${server.output()}\n`)
  })
  process.env.E2E_OIDC_URL = oidc.url
  return async () => {
    stopping = true
    await stopServerProcess(server)
    await oidc.close()
    // The server's own output, for when a test failed because of it.
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/e2e-server.log', server.output())
  }
}
