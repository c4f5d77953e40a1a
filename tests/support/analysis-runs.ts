import type { AnalysisRunView } from '#core/ai/analysis-run.ts'
import { browserHeaders, type CookieJar, nextAddress } from './accounts.ts'
import type { createTestApp } from './test-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The back office's current analysis run once it has stopped running, as an administrator reads it (gives up after about 5 s). */
export async function finishedAnalysisRun(t: Pick<TestApp, 'app' | 'config'>, jar: CookieJar): Promise<AnalysisRunView> {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.request('/api/admin/ai/runs/current', { headers: browserHeaders(t.config, jar, nextAddress()) })
    const { run } = (await res.json()) as { run: AnalysisRunView }
    if (run.status !== 'running') return run
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error('the run did not finish')
}
