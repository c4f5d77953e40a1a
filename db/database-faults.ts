import { AsyncLocalStorage } from 'node:async_hooks'

// PostgreSQL SQLSTATEs that mean "the server is not there for you right now", not "your
// query is wrong": class 08 (connection exception), admin/crash shutdown (57P01, 57P02),
// starting up or shutting down (57P03), too many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/
// What the socket says when the server went away or never answered.
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'])
// node-postgres raises plain Errors (no code) for a lost connection, a connect timeout, and a
// client used after its connection died.
const UNAVAILABLE_PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
]
// SQLite's "try again": SQLITE_BUSY (5) and SQLITE_LOCKED (6), extended codes included,
// once the busy timeout has run out.
const SQLITE_BUSY = 5
const SQLITE_LOCKED = 6

/**
 * True when an error says the database could not serve the request for now (unreachable,
 * restarting, out of connections, or locked by another writer) rather than that the request
 * or the query was wrong. Follows `cause` chains and the errors of an AggregateError (what
 * `net` throws when every address of a host refused).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false
  const { code, errcode } = err as { code?: unknown; errcode?: unknown }
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && [SQLITE_BUSY, SQLITE_LOCKED].includes(errcode & 0xff)) return true
  if (UNAVAILABLE_PG_MESSAGES.some((m) => err.message.startsWith(m))) return true
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(err.cause, depth + 1)
}

const watched = new AsyncLocalStorage<{ unavailable: boolean }>()

/**
 * Runs `work` and says whether any database call made inside it (in its async context)
 * found the database unavailable, even when the caller caught that error and answered
 * something else: a library that turns every failure into a 500 cannot hide an outage.
 */
export async function watchDatabaseFaults<T>(work: () => Promise<T>): Promise<{ value: T; sawUnavailable: boolean }> {
  const scope = { unavailable: false }
  const value = await watched.run(scope, work)
  return { value, sawUnavailable: scope.unavailable }
}

/** Called by the database handle for every failed query or connection attempt. */
export function noteDatabaseFault(err: unknown): void {
  if (!isDatabaseUnavailable(err)) return
  const scope = watched.getStore()
  if (scope) scope.unavailable = true
}
