import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { blueprintFileName, blueprintRenderInputSchema, type BlueprintFormat } from '#core/profile/blueprint.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { BlueprintService } from '../load-context.ts'
import { RenderBusyError } from '../services/blueprint-render/renderer.ts'
import { limitBody, validationHook } from './validation.ts'

/** A render request is a few ids and three numbers; 4 kB leaves room and refuses floods. */
export const BLUEPRINT_BODY_LIMIT = 4 * 1024
const CONTENT_TYPES: Record<BlueprintFormat, string> = { png: 'image/png', pdf: 'application/pdf' }

/** A full render queue is a short wait, not a failure: 503 with Retry-After. */
export async function rendered<T>(render: () => Promise<T>): Promise<T> {
  try {
    return await render()
  } catch (err) {
    if (err instanceof RenderBusyError) throw new ApiError(503, 'unavailable', t('blueprint.download.busy'), undefined, { retryAfterSeconds: 5 })
    throw err
  }
}

/**
 * Her own blueprint as a file: POST the profile fields, get a PNG or a PDF. Anyone may ask
 * (visitors keep their profile in the browser); the work is bounded by the body limit,
 * the strict schema and the renderer's queue.
 */
export function blueprintApi(blueprints: BlueprintService) {
  const api = new Hono<AppEnv>()
  for (const format of ['png', 'pdf'] as const) {
    api.post(
      `/${format === 'png' ? 'image' : 'pdf'}`,
      limitBody(BLUEPRINT_BODY_LIMIT),
      zValidator('json', blueprintRenderInputSchema, validationHook),
      async (c) => {
        const input = c.req.valid('json')
        const bytes = await rendered(() => (format === 'png' ? blueprints.renderImage(input) : blueprints.renderPdf(input)))
        const name = blueprintFileName(input.createdOn ?? new Date().toISOString().slice(0, 10), format)
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          'content-type': CONTENT_TYPES[format],
          'content-disposition': `attachment; filename="${name}"`,
          // Her measurements may be in the PDF: never kept by a shared cache.
          'cache-control': 'private, no-store',
        })
      },
    )
  }
  return api
}
