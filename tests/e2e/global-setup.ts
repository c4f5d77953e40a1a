import { startServerProcess, stopServerProcess } from '../support/server-process.ts'

// One built server for the suite, on a free port, with its own empty data folder.
export default async function globalSetup() {
  const server = await startServerProcess()
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = server.dataDir
  let stopping = false
  // If the server dies mid-suite every later test fails with "connection refused"; say why once.
  server.child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe e2e server exited unexpectedly (code ${code}, signal ${signal}). Its output:\n${server.output()}\n`)
  })
  return async () => {
    stopping = true
    await stopServerProcess(server)
  }
}
