import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { recommendationTestSchema } from '#core/admin/recommendation-test.ts'
import type { AdminEnv } from '../http-env.ts'
import type { RecommendationManager } from '../services/recommendation-manager.ts'
import { validationHook } from './validation.ts'

/**
 * The AI Recommendation Manager (mounted by adminApi at /ai/recommendations): status,
 * a test of the engine chain for a sample profile, and clearing the stored results.
 */
export function adminRecommendationsApi(manager: RecommendationManager) {
  return new Hono<AdminEnv>()
    .get('/status', async (c) => c.json({ status: await manager.status() }))
    .post('/test', zValidator('json', recommendationTestSchema, validationHook), async (c) => c.json({ result: await manager.test(c.req.valid('json')) }))
    .delete('/', async (c) => {
      const by = { actor: c.var.admin.actor, origin: { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent } }
      return c.json(await manager.clear(by))
    })
}
