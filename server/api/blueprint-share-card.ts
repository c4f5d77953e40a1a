import { Hono } from 'hono'
import { shareIdSchema } from '#core/profile/blueprint-share.ts'
import type { AppEnv } from '../http-env.ts'
import type { BlueprintService } from '../load-context.ts'
import { rendered } from './blueprint.ts'

/**
 * GET /blueprint/s/:id/card.png: the 1200x630 preview social sites show for a shared link
 * (its page names it as og:image). Public like the link itself; a revoked or unknown link
 * has no card (404). Caches may keep a card for ten minutes, so a revocation reaches them
 * within that time; the page itself is never cached.
 */
export function blueprintShareCard(blueprints: BlueprintService) {
  return new Hono<AppEnv>().get('/:id/card.png', async (c) => {
    const id = shareIdSchema.safeParse(c.req.param('id'))
    const png = id.success ? await rendered(() => blueprints.shareCard(id.data)) : null
    if (!png) return c.text('Not found', 404, { 'cache-control': 'no-store' })
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=600' })
  })
}
