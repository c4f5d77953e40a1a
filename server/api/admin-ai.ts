import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AdminEnv } from '../http-env.ts'
import type { AiAnalysis, AnalysisScope } from '../services/ai-analysis.ts'
import { validationHook } from './validation.ts'
import { ANALYSIS_SCOPES } from '#core/ai/analysis-run.ts'

/** The most products one "selected" run may name. */
export const MAX_SELECTED_PRODUCTS = 1000

const startRunSchema = z
  .object({
    scope: z.enum(ANALYSIS_SCOPES).default('unanalysed'),
    productIds: z.array(z.string().trim().min(1).max(200)).max(MAX_SELECTED_PRODUCTS).optional(),
  })
  .refine((v) => v.scope !== 'selected' || (v.productIds?.length ?? 0) > 0, {
    path: ['productIds'],
    message: translate('ai.run.noneSelected'),
  })

/**
 * The back office's AI analysis: statistics, a connection test, runs over the durable
 * queue (start, progress as server-sent events, stop) and the queue's state and retry.
 * Mounted by adminApi, so every route is for administrators in a live back-office session.
 */
export function adminAiApi(ai: AiAnalysis, options: { progressIntervalMs?: number } = {}) {
  const interval = options.progressIntervalMs ?? 500
  const by = (c: { var: AdminEnv['Variables'] }) => ({
    actor: c.var.admin.actor,
    origin: { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent },
  })

  return new Hono<AdminEnv>()
    .get('/stats', async (c) => c.json({ stats: await ai.stats() }))
    .post('/test-connection', async (c) => c.json({ connection: await ai.testConnection() }))
    .post('/runs', zValidator('json', startRunSchema, validationHook), async (c) => {
      const body = c.req.valid('json')
      const scope: AnalysisScope = body.scope === 'selected' ? { kind: 'selected', ids: body.productIds ?? [] } : { kind: body.scope }
      const result = await ai.startRun(scope, by(c))
      if (!result.started) throw new ApiError(409, 'conflict', translate('ai.run.alreadyRunning'))
      return c.json({ run: result.progress })
    })
    .get('/runs/current', async (c) => c.json({ run: (await ai.runProgress()) ?? null }))
    .get('/runs/current/events', (c) =>
      // One `progress` event now and after every change, until the run ends; then the stream closes.
      streamSSE(c, async (stream) => {
        let last = ''
        let seq = 0
        while (!stream.aborted) {
          const run = (await ai.runProgress()) ?? null
          const data = JSON.stringify({ run })
          if (data !== last) {
            await stream.writeSSE({ event: 'progress', data, id: String(++seq) })
            last = data
          }
          if (!run || run.status !== 'running') break
          await stream.sleep(interval)
        }
      }),
    )
    .post('/runs/current/stop', async (c) => c.json({ run: (await ai.stopRun(by(c))) ?? null }))
    .get('/queue', async (c) => c.json({ queue: await ai.queueStatus() }))
    .post('/queue/retry-failed', async (c) => c.json({ retried: await ai.retryFailed() }))
}
