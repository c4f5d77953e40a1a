import { Hono } from 'hono'
import { earningsCsv, earningsRangeSchema } from '#core/admin/earnings.ts'
import type { AdminEnv } from '../http-env.ts'
import type { Earnings } from '../services/earnings.ts'

/**
 * /api/admin/earnings?from=YYYY-MM-DD&to=YYYY-MM-DD: recorded clicks with their estimated
 * commission, and the affiliate service's figures; /csv gives the same figures as a file.
 * Mounted behind requireAdmin. The range's default ends today by the app's clock, so the
 * schema is made per request; a ZodError it throws is the usual 400 validation-failed.
 */
export function adminEarningsApi(earnings: Earnings) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const range = earningsRangeSchema(earnings.today()).parse(c.req.query())
      c.header('Cache-Control', 'no-store')
      return c.json(await earnings.view(range))
    })
    .get('/csv', async (c) => {
      const range = earningsRangeSchema(earnings.today()).parse(c.req.query())
      const csv = earningsCsv(await earnings.figures(range))
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="earnings-${range.from}-to-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      })
    })
}
