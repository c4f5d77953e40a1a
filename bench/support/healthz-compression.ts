import { startServerProcess, stopServerProcess } from '#tests/support/server-process.ts'

// The compression phase of bench:recommend (issue 29 item 2, decision 060): GET /healthz with
// a browser's Accept-Encoding against without it, in one run. The two alternate in short runs
// (ABBA order), so a neighbour's burst on a shared machine lands on both alike, and each side's
// figure is its requests summed over its runs. Target: with >= 90% of without's requests/s.

/** One autocannon run's figures, as bench/support/load-generator.ts prints them. */
export interface LoadFigures {
  rps: number
  total: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}
export type Load = (job: { url: string; headers?: Record<string, string>; seconds?: number }) => Promise<LoadFigures>

const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' }
const RUNS = 5

/** Measures /healthz without and with `Accept-Encoding: br, gzip`, `seconds` each in all; returns the lines to print. */
export async function healthzCompression(base: string, load: Load, seconds: number): Promise<string[]> {
  const url = `${base}/healthz`
  const each = Math.max(2, Math.round(seconds / RUNS))
  // A short warm-up first, so neither side pays for the JIT.
  await load({ url, headers: BROWSER_ENCODING, seconds: 2 })
  const plain: LoadFigures[] = []
  const browser: LoadFigures[] = []
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? [plain, browser] : [browser, plain]
    for (const side of order) side.push(await load({ url, seconds: each, ...(side === browser ? { headers: BROWSER_ENCODING } : {}) }))
  }
  const summary = (runs: LoadFigures[]) => {
    const p99s = runs.map((r) => r.p99).sort((a, b) => a - b)
    return {
      rps: runs.reduce((sum, r) => sum + r.total, 0) / (runs.length * each),
      p99: p99s[Math.floor(p99s.length / 2)]!,
      failed: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    }
  }
  const without = summary(plain)
  const with_ = summary(browser)
  const row = (name: string, r: ReturnType<typeof summary>) =>
    `  ${name.padEnd(52)} ${Math.round(r.rps).toString().padStart(6)} req/s   p99 ${String(r.p99).padStart(4)} ms (median of the runs)${r.failed ? `   (non-2xx or errors: ${r.failed})` : ''}`
  const ratio = with_.rps / without.rps
  return [
    `compression: GET /healthz with a browser's Accept-Encoding against without it, same run, ${RUNS} alternating runs of ${each} s each:`,
    row('GET /healthz, no Accept-Encoding (baseline)', without),
    row('GET /healthz, Accept-Encoding: br, gzip', with_),
    `  with / without = ${(ratio * 100).toFixed(0)}% of the requests per second (target >= 90%: ${ratio >= 0.9 ? 'met' : 'MISSED'}); p99 ${with_.p99} ms against ${without.p99} ms`,
  ]
}

/**
 * `npm run bench:recommend -- --only compression`: the phase alone, against the built server
 * with the 12 sample products (a probe reads no catalogue), in about a minute.
 */
export async function healthzCompressionOnly(load: Load, seconds: number, env: Record<string, string>): Promise<string[]> {
  const server = await startServerProcess({ ...env, SEED_CATALOG: 'sample' })
  try {
    // The worker computes the quiz segments once after start; measure after it has.
    while (!server.output().includes('quiz segments computed ahead')) {
      if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return await healthzCompression(server.loopbackUrl, load, seconds)
  } finally {
    await stopServerProcess(server)
  }
}
