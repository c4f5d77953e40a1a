import { createHash } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'

/** A running job's claim; it ends when released, or with the process (or connection) holding it. */
export interface JobLease {
  /** True once the claim could not be kept (its connection broke): another process may end the job. */
  readonly lost: boolean
  release(): Promise<void>
}

/**
 * Tells a job whose process died from one still running, without clocks or heartbeats.
 * Take the lease before recording the job as running, so a running job nobody holds is dead.
 */
export interface JobLeases {
  hold(jobId: string): Promise<JobLease>
  /**
   * A lease only one process may hold at a time (a job that must not run twice, such as the
   * link-health check): null while a live process, this one included, holds it.
   */
  tryHold(key: string): Promise<JobLease | null>
  /** The ids, among these, whose lease a live process holds. */
  held(jobIds: readonly string[]): Promise<Set<string>>
}

/**
 * The embedded database belongs to one process (DESIGN.md), so this process's own leases
 * are all there are: at start-up none is held, and every running job is a dead one.
 */
export function createLocalJobLeases(): JobLeases {
  const mine = new Set<string>()
  const hold = async (jobId: string): Promise<JobLease> => {
    mine.add(jobId)
    return {
      lost: false,
      async release() {
        mine.delete(jobId)
      },
    }
  }
  return {
    hold,
    tryHold: async (key) => (mine.has(key) ? null : hold(key)),
    async held(jobIds) {
      return new Set(jobIds.filter((id) => mine.has(id)))
    },
  }
}

// Advisory-lock keys (two int4s): one space for job leases, then the job id's hash. The hash
// is kept non-negative so pg_locks.objid (an oid, unsigned) shows the same number.
const LEASE_SPACE = 0x5b1e_0001
function leaseKey(jobId: string): number {
  return createHash('sha256').update(jobId).digest().readUInt32BE(0) & 0x7fff_ffff
}

/**
 * On PostgreSQL a lease is a session advisory lock on a connection of its own (outside the
 * pool, so a long import never starves requests). The server drops the lock the moment that
 * connection ends, and a killed process's connections end with it; any process reads
 * pg_locks to see which leases are alive.
 */
export function createPostgresJobLeases(options: {
  connectionString: string
  db: Kysely<Database>
  connectTimeoutMs: number
  onConnectionError?: (err: Error) => void
}): JobLeases {
  /** Takes the lock on a connection of its own; `got` says whether this session holds it now. */
  async function lock(key: string): Promise<{ lease: JobLease; got: boolean }> {
    const client = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true })
    let lost = false
    let released = false
    client.on('error', (err) => {
      lost = true
      options.onConnectionError?.(err)
    })
    client.on('end', () => {
      if (!released) lost = true
    })
    await client.connect()
    let got: boolean
    try {
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', [LEASE_SPACE, leaseKey(key)])
      got = rows[0]?.got === true
    } catch (err) {
      await client.end().catch(() => {})
      throw err
    }
    const lease: JobLease = {
      get lost() {
        return lost
      },
      async release() {
        released = true
        await client.end().catch(() => {})
      },
    }
    return { lease, got }
  }
  return {
    async hold(jobId) {
      // try, not wait: a hash shared with another live job must not block; that job's lock
      // then vouches for this one until it ends.
      return (await lock(jobId)).lease
    },
    async tryHold(key) {
      const { lease, got } = await lock(key)
      if (got) return lease
      await lease.release()
      return null
    },
    async held(jobIds) {
      if (jobIds.length === 0) return new Set()
      const { rows } = await sql<{ key: number }>`
        select objid::int8 as key from pg_locks
        where locktype = 'advisory' and granted and classid = ${LEASE_SPACE} and objsubid = 2
          and database = (select oid from pg_database where datname = current_database())`.execute(options.db)
      const keys = new Set(rows.map((r) => Number(r.key)))
      return new Set(jobIds.filter((id) => keys.has(leaseKey(id))))
    },
  }
}
