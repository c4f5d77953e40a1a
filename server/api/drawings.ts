import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../http-env.ts'
import type { DrawingsService } from '../load-context.ts'

/** Product ids as the catalogue writes them: letters, digits, '-', '_' and '.', at most 100. */
const fileSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.svg$/)

/**
 * GET /drawings/:productId.svg: the product's fashion flat, drawn from its attributes
 * (issue 27). The starter catalogue's images, and what a card shows when a product's own
 * image fails to load. An unknown or inactive product, or a malformed name, is a plain 404.
 * Cached for an hour and revalidated by ETag, since a correction of the attributes redraws it.
 * The SVG holds no script, and the site's Content-Security-Policy (every answer's) allows none.
 */
export function drawingsRoute(drawings: DrawingsService) {
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const parsed = fileSchema.safeParse(c.req.param('file'))
    if (!parsed.success) return c.text('Not found', 404)
    const found = await drawings.drawing(parsed.data.slice(0, -'.svg'.length))
    if (!found) return c.text('Not found', 404)
    c.header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400')
    c.header('ETag', found.etag)
    if (c.req.header('If-None-Match') === found.etag) return c.body(null, 304)
    return c.body(found.svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' })
  })
}
