import cluster, { type Worker } from 'node:cluster'
import os from 'node:os'
import { loadConfigOrExit } from './config.ts'

// `npm run start:cluster` (scripts/start-cluster.js builds when needed, then runs this from
// the server bundle): one server process per core (CLUSTER_WORKERS to choose) on one
// PostgreSQL database, sharing one port through node:cluster. The processes keep nothing a
// sibling needs (README, "Past one machine"); SQLite is one process on one machine, so the
// cluster refuses it. The first process migrates and seeds alone; the rest start once it
// listens, which a process does only once it can serve (server/start-server.ts). A process
// that dies is replaced; SIGTERM or SIGINT stops them all gracefully.

/** Replacements allowed within a minute before the cluster gives up (a process that cannot start at all). */
const MAX_REPLACEMENTS_PER_MINUTE = 5

if (cluster.isPrimary) {
  const config = loadConfigOrExit()
  if (!config.databaseUrl) {
    process.stderr.write('npm run start:cluster needs PostgreSQL: set DATABASE_URL. SQLite serves one process; use npm start.\n')
    process.exit(1)
  }
  const wanted = config.clusterWorkers ?? os.availableParallelism()

  const listening = new Set<number>()
  const replacedAt: number[] = []
  /** Set once the cluster is stopping: the code it exits with when its last process has ended. */
  let stopping: number | null = null
  let announced = false
  let othersStarted = false

  const stopAll = (exitCode: number) => {
    stopping ??= exitCode
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(stopping)
    // Each process finishes its requests in flight and closes its database (server/main.ts);
    // a second signal (a terminal's Ctrl-C reaches every process too) joins the same shutdown.
    for (const worker of workers) worker?.process.kill('SIGTERM')
  }

  const fork = (): Worker => {
    const worker = cluster.fork()
    worker.once('listening', () => {
      listening.add(worker.id)
      // The first process to listen has migrated and seeded: the others may start now.
      if (!othersStarted) {
        othersStarted = true
        for (let i = 1; i < wanted; i++) fork()
      }
      process.stdout.write(`process ${worker.process.pid} listening (${listening.size} of ${wanted})\n`)
      if (!announced && listening.size >= wanted) {
        announced = true
        process.stdout.write(`StyleBlueprint cluster: ${wanted} processes on one PostgreSQL database\n`)
      }
    })
    return worker
  }

  // The first process runs the migrations and the first-run seed on its own.
  fork()

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id)
    if (stopping !== null) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping)
      return
    }
    process.stderr.write(`process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another\n`)
    const now = Date.now()
    while (replacedAt.length > 0 && now - replacedAt[0]! > 60_000) replacedAt.shift()
    if (replacedAt.length >= MAX_REPLACEMENTS_PER_MINUTE) {
      process.stderr.write(`${MAX_REPLACEMENTS_PER_MINUTE} processes ended within a minute; stopping the cluster\n`)
      stopAll(1)
      return
    }
    replacedAt.push(now)
    fork()
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stopAll(0))
} else {
  await import('./main.ts')
}
