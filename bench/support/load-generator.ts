import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// A load generator in a process of its own (bench:recommend spawns it), so it never shares an
// event loop or a core's time slices with the server it measures. Argument: a JSON job
// { url, connections, seconds, profiles?, paths?, headers? }; with profiles, each request POSTs one of
// them at random; with paths, each request GETs one of them (under url's origin) at random;
// else each GETs url, with headers when given.
// Prints autocannon's figures as one JSON line.
interface Job {
  url: string
  connections: number
  seconds: number
  profiles?: unknown[]
  paths?: string[]
  headers?: Record<string, string>
}
interface CannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; max: number }
  non2xx: number
  errors: number
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: Record<string, unknown>) => Promise<CannonResult>

// A job too large for the command line (thousands of paths) comes as '@file'.
const arg = process.argv[2]!
const job = JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg) as Job
const profiles = job.profiles
const paths = job.paths
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  ...(profiles
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => ({
              ...req,
              body: JSON.stringify({ profile: profiles[Math.floor(Math.random() * profiles.length)], limit: 12 }),
            }),
          },
        ],
      }
    : paths
      ? {
          headers: { 'accept-encoding': 'br, gzip' },
          requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }],
        }
      : job.headers
        ? { headers: job.headers }
        : {}),
})
process.stdout.write(
  `${JSON.stringify({ rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, non2xx: result.non2xx, errors: result.errors })}\n`,
)
