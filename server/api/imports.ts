import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { translate as t } from '#core/i18n/translate.ts'
import { isFinishedJob } from '#core/import/import-job.ts'
import { controlCharacterCells, IMPORT_LIMITS } from '#core/import/import-row.ts'
import { importRowsRequestSchema, singleProductSchema } from '#core/import/import-request.ts'
import { templateCsv } from '#core/import/sheet-mapping.ts'
import { ApiError } from '../errors.ts'
import type { AdminEnv } from '../http-env.ts'
import type { ImportFileReader } from '../services/import-file-reader.ts'
import { IMPORT_FILE_BODY_LIMIT, IMPORT_ROWS_BODY_LIMIT } from '../middleware/body-limits.ts'
import type { ProductImport } from '../services/product-import.ts'
import { limitBody, validationHook } from './validation.ts'

/** How often the event stream looks at the job row: the row is the truth, so any process's job streams. */
export const PROGRESS_POLL_MS = 200
const rowsBodyLimit = limitBody(IMPORT_ROWS_BODY_LIMIT, t('import.rows.tooMany', { max: IMPORT_LIMITS.maxRows }))

/**
 * /api/admin/imports: the product import. Mounted inside adminApi, so requireAdmin has run.
 * GET /template, POST /parse (multipart "file"; the rows and the cells it changed), POST /validate, POST / (start), GET /latest,
 * GET /:id, GET /:id/events (server-sent events until the job ends), POST /:id/stop,
 * POST /product (Add Product: one product through the same rules and insert). Uploaded files
 * are read off the event loop by `files`.
 */
export function importsApi(imports: ProductImport, files: ImportFileReader) {
  return new Hono<AdminEnv>()
    .get('/template', (c) => {
      c.header('content-type', 'text/csv; charset=utf-8')
      c.header('content-disposition', 'attachment; filename="product-import-template.csv"')
      return c.body(templateCsv())
    })
    .post(
      '/parse',
      limitBody(IMPORT_FILE_BODY_LIMIT, t('import.file.tooLarge', { max: IMPORT_LIMITS.maxFileBytes / (1024 * 1024) })),
      async (c) => {
        const form = await c.req.parseBody().catch(() => null)
        const file = form?.['file']
        if (!(file instanceof File)) throw new ApiError(400, 'bad-request', t('import.file.missing'))
        const result = await files.read(file.name, new Uint8Array(await file.arrayBuffer()))
        if (!result.ok) {
          const status = result.code === 'too-large' ? 413 : 400
          throw new ApiError(status, status === 413 ? 'payload-too-large' : 'validation-failed', result.message, undefined, { reason: result.code })
        }
        const unprintable = controlCharacterCells(result.rows)
        if (unprintable.length > 0) throw new ApiError(400, 'validation-failed', unprintable[0]!.message, unprintable.slice(0, 20))
        return c.json({ fileName: file.name, rows: result.rows, changes: result.changes })
      },
    )
    .post('/validate', rowsBodyLimit, zValidator('json', importRowsRequestSchema, validationHook), async (c) => {
      const results = await imports.validate(c.req.valid('json').rows)
      return c.json({ results })
    })
    .post('/', rowsBodyLimit, zValidator('json', importRowsRequestSchema, validationHook), async (c) => {
      const actor = c.var.admin.actor
      const origin = { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }
      const { rows, updateRows } = c.req.valid('json')
      const started = await imports.start(rows, actor, origin, updateRows ? { updateRows } : {})
      if (!started.ok) throw new ApiError(409, 'conflict', t('import.job.alreadyRunning'), undefined, { jobId: started.job.id })
      return c.json({ job: started.job }, 202)
    })
    .post('/product', zValidator('json', singleProductSchema, validationHook), async (c) => {
      const origin = { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }
      const added = await imports.addOne(c.req.valid('json'), c.var.admin.actor, origin)
      if (!added.ok) throw new ApiError(400, 'validation-failed', added.issues[0]!.message, added.issues)
      return c.json({ product: added.product }, 201)
    })
    .get('/latest', async (c) => c.json({ job: await imports.latest() }))
    .get('/:id', async (c) => {
      const job = await imports.job(c.req.param('id'))
      if (!job) throw new ApiError(404, 'not-found', t('import.job.notFound'))
      return c.json({ job })
    })
    .post('/:id/stop', async (c) => {
      const job = await imports.stop(c.req.param('id'))
      if (!job) throw new ApiError(404, 'not-found', t('import.job.notFound'))
      return c.json({ job })
    })
    .get('/:id/events', async (c) => {
      const id = c.req.param('id')
      const first = await imports.job(id)
      if (!first) throw new ApiError(404, 'not-found', t('import.job.notFound'))
      return streamSSE(c, async (stream) => {
        let aborted = false
        stream.onAbort(() => {
          aborted = true
        })
        let job = first
        let lastSent = ''
        for (;;) {
          const payload = JSON.stringify({ job })
          if (payload !== lastSent) {
            await stream.writeSSE({ event: isFinishedJob(job.status) ? 'done' : 'progress', data: payload, id: job.updatedAt })
            lastSent = payload
          }
          if (isFinishedJob(job.status) || aborted) return
          await stream.sleep(PROGRESS_POLL_MS)
          job = (await imports.job(id)) ?? job
        }
      })
    })
}
