import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { browserHeaders, signInAdmin } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { xlsxBomb } from '#tests/support/xlsx-bomb.ts'
import { createImportFileReader, type ImportFileReader } from '../services/import-file-reader.ts'

type Closable = { close(callback?: () => void): unknown }

describe('uploading a zip bomb to the import', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  let server: Closable | undefined
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await ctx?.database.destroy()
    server = ctx = undefined
  })

  it('answers 400 with a clear message, and /healthz answers while the workbook is being read', async () => {
    // The real reader, watched: when it starts, a /healthz request goes out over loopback.
    // Read on the event loop, the workbook would end before that request could be answered.
    const events: string[] = []
    const real = createImportFileReader()
    let base = ''
    let health: Promise<void> = Promise.resolve()
    const reader: ImportFileReader = {
      read(name, bytes) {
        events.push('read started')
        health = fetch(`${base}/healthz`).then((res) => {
          events.push(`healthz answered ${res.status}`)
        })
        return real.read(name, bytes).finally(() => events.push('read ended'))
      },
    }
    ctx = await createTestApp('sqlite', { importFiles: reader })
    const admin = await signInAdmin(ctx.app, ctx.config, ctx.accounts)
    const app = ctx.app
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`
        resolve()
      })
    })

    const form = new FormData()
    form.set('file', new File([xlsxBomb({ chunks: 500 })], 'bomb.xlsx'))
    const headers: Record<string, string> = browserHeaders(ctx.config, admin.jar)
    delete headers['content-type']
    const res = await fetch(`${base}/api/admin/imports/parse`, { method: 'POST', headers, body: form })
    await health

    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: {
        code: 'validation-failed',
        message: 'This workbook unpacks to more than 64 MB (or hides its real size), more than one import can read. Split it into smaller files, or save it as CSV.',
        details: { reason: 'unpacks-too-large' },
      },
    })
    expect(events).toEqual(['read started', 'healthz answered 200', 'read ended'])
  })
})
