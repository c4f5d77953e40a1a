import { startServerProcess, stopServerProcess } from '../support/server-process.ts'

// One built server for the suite, on a free port, with its own empty data folder.
export default async function globalSetup() {
  const server = await startServerProcess()
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = server.dataDir
  return async () => {
    await stopServerProcess(server)
  }
}
