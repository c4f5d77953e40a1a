import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '#server/node-flags.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** Asks the OS for a free port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface ServerProcess {
  /** The address tests use and PUBLIC_URL: http://localhost:{port}. */
  url: string
  /** The same server at http://127.0.0.1:{port}, another origin than PUBLIC_URL. */
  loopbackUrl: string
  child: ChildProcess
  output: () => string
  dataDir: string
}

/**
 * Starts the production server (SERVER_ENTRY: server/main.ts as `npm run build` bundles it) and resolves once it prints its address.
 * A free port can be taken by another test file's server between asking and listening (two
 * files run at once, decision 063): then it starts again on another, three times at most.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env)
    } catch (err) {
      if (attempt === 3 || !(err instanceof Error) || !err.message.includes('EADDRINUSE')) throw err
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sb-e2e-'))
  const url = `http://localhost:${port}`
  const loopbackUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    // PUBLIC_URL is the address most tests use; e-mailed links point there. The suite's servers
    // load the spec's 12 samples (the mock set its tests know), not the starter catalogue. The server
    // listens on 127.0.0.1, which is also how the any-address tests reach it.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_CATALOG: 'sample', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  await new Promise<void>((resolve, reject) => {
    // Loading a module graph on cores five helpers share can take most of a minute (04:19 UTC on 2026-12-02: 48 s at load 18).
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000)
    child.stdout?.on('data', () => {
      if (output.includes('is running at')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return { url, loopbackUrl, child, output: () => output, dataDir }
}

/**
 * A server's 'quiz segments computed ahead' log lines (LOG_LEVEL info): the catalogue version,
 * whether this process computed the answers or read them where another stored them
 * (decision 062), how many pages, and when (epoch ms).
 */
export function quizAheadLines(server: ServerProcess): Array<{ version: number; source: 'computed' | 'stored'; answers: number; time: number }> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('quiz segments computed ahead'))
    .map((line) => JSON.parse(line) as { version: number; source: 'computed' | 'stored'; answers: number; time: number })
}

/** Sends a signal and resolves with the exit code. */
export function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    // A process ended by a signal has no exit code, only a signalCode.
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve(server.child.exitCode)
    server.child.once('exit', (code) => resolve(code))
    server.child.kill(signal)
  })
}
