import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { importRowSchema } from '#core/import/import-request.ts'
import type { AdminEnv } from '../http-env.ts'
import { DIAGNOSTIC_CHECKS, type Diagnostics } from '../services/diagnostics.ts'
import { validationHook } from './validation.ts'

const runSchema = z.object({
  /** Which checks; all six when absent. */
  checks: z.array(z.enum(DIAGNOSTIC_CHECKS)).min(1).optional(),
  /** The row Test One Product checks (the first row of the import table). */
  product: importRowSchema.optional(),
})

/** /api/admin/diagnostics: real checks against the running database. Mounted inside adminApi. */
export function diagnosticsApi(diagnostics: Diagnostics) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => c.json({ checks: await diagnostics.run() }))
    .post('/', zValidator('json', runSchema, validationHook), async (c) => {
      const body = c.req.valid('json')
      return c.json({ checks: await diagnostics.run(body.checks, body.product) })
    })
}
