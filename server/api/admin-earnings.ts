import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { earningsQuerySchema } from '#core/admin/earnings.ts'
import type { AdminEnv } from '../http-env.ts'
import type { Earnings } from '../services/earnings.ts'
import { validationHook } from './validation.ts'

/** /api/admin/earnings?days=7|30|90: recorded clicks and the affiliate service's figures. Mounted behind requireAdmin. */
export function adminEarningsApi(earnings: Earnings) {
  return new Hono<AdminEnv>().get('/', zValidator('query', earningsQuerySchema, validationHook), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await earnings.view(c.req.valid('query').days))
  })
}
