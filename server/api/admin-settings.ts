import { Hono } from 'hono'
import type { AdminEnv } from '../http-env.ts'
import type { AdminSettings } from '../services/admin-settings.ts'

/** /api/admin/settings: the affiliate tag and live status badges. Mounted behind requireAdmin. */
export function adminSettingsApi(settings: AdminSettings) {
  return new Hono<AdminEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await settings.view())
  })
}
