import { Hono } from 'hono'
import type { AdminEnv } from '../http-env.ts'
import type { LinkHealth } from '../services/link-health.ts'

/**
 * /api/admin/link-health: the products the link check deactivated, its last run and its
 * schedule (GET); POST /runs starts a check now (202; one at a time, a second press answers
 * the run under way). Mounted behind requireAdmin.
 */
export function adminLinkHealthApi(linkHealth: LinkHealth) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await linkHealth.view())
    })
    .post('/runs', async (c) => {
      const { started, run } = await linkHealth.runNow('admin')
      return c.json({ started, run }, started ? 202 : 200)
    })
}
