import { Hono } from 'hono'
import type { AdminEnv } from '../http-env.ts'
import type { UserDataValidation } from '../services/user-data-validation.ts'

/** /api/admin/user-data: the User Data Validator. Mounted behind requireAdmin. */
export function adminUserDataApi(validation: UserDataValidation) {
  // POST as well as GET: running it reads every profile, so a client may prefer not to
  // have it prefetched or cached; both answer the same fresh report.
  return new Hono<AdminEnv>()
    .get('/validation', async (c) => c.json(await validation.run()))
    .post('/validation', async (c) => c.json(await validation.run()))
}
