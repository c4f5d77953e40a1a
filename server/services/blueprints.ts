import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { LRUCache } from 'lru-cache'
import type { CapsuleLines, CapsuleResponse } from '#core/outfits/contract.ts'
import { capsuleLines } from '#core/outfits/outfit-view.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import {
  type Blueprint,
  blueprintCard,
  blueprintDocument,
  choicesOf,
  profileOfChoices,
  blueprintFromChoices,
  blueprintFromRenderInput,
  type BlueprintChoices,
  type BlueprintRenderInput,
  type BlueprintShareInput,
} from '#core/profile/blueprint.ts'
import { REVOKE_TOKEN_BYTES, SHARE_ID_BYTES, SHARE_RATE_LIMIT, sharePath, type CreatedShare, type SharedLink } from '#core/profile/blueprint-share.ts'
import {
  countBlueprintSharesSince,
  findLiveBlueprintShare,
  insertBlueprintShare,
  listLiveBlueprintSharesByOwner,
  revokeBlueprintShare,
  type BlueprintShare,
} from '#db/repositories/blueprint-shares-repository.ts'
import type { Database } from '#db/schema.ts'
import type { BlueprintService, RequestMeta } from '../load-context.ts'
import type { Logger } from '../logger.ts'
import type { BlueprintRenderer } from './blueprint-render/renderer.ts'

export interface BlueprintServiceDeps {
  db: Kysely<Database>
  renderer: BlueprintRenderer
  /** Her capsule from the catalogue, for the PDF (the recommendation service's); without it the PDF has none. */
  capsule?: (profile: StyleProfile) => Promise<CapsuleResponse>
  publicUrl: string
  logger: Logger
  now: () => Date
}

/** How many of her capsule's outfits the PDF lists. */
const CAPSULE_OUTFITS_IN_FILE = 8

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Downloads (image, PDF) of her own blueprint, and shared links: created with an
 * unguessable id, listed and revoked by their owner, revoked by the creating browser's
 * token, and shown to anyone holding the link until then.
 */
export function createBlueprintService(deps: BlueprintServiceDeps): BlueprintService {
  const today = () => deps.now().toISOString().slice(0, 10)
  const linkOf = (share: BlueprintShare): SharedLink => ({
    id: share.id,
    url: `${deps.publicUrl}${sharePath(share.id)}`,
    choices: share.choices,
    firstName: share.firstName,
    createdAt: share.createdAt,
  })

  // Preview cards by what they show (not by link id, so a revoked link's card is never
  // served from here: the route checks the link first). Social sites fetch a card once
  // per post; the cache keeps a busy link from queueing renders. 64 cards, about 5 MB.
  const cards = new LRUCache<string, Uint8Array>({ max: 64 })

  // The capsule is the catalogue's part of the file: when it cannot be had, the PDF still comes, without it.
  async function capsuleLinesFor(blueprint: Blueprint): Promise<CapsuleLines | null> {
    if (!deps.capsule) return null
    try {
      return capsuleLines(await deps.capsule(profileOfChoices(choicesOf(blueprint))), CAPSULE_OUTFITS_IN_FILE)
    } catch (err) {
      deps.logger.warn({ err }, 'the blueprint PDF goes without its capsule')
      return null
    }
  }

  return {
    renderImage(input: BlueprintRenderInput) {
      const card = blueprintCard(blueprintFromRenderInput(input), { createdOn: input.createdOn ?? today(), siteUrl: deps.publicUrl, audience: 'mine' })
      return deps.renderer.image(card)
    },

    async renderPdf(input: BlueprintRenderInput) {
      const blueprint = blueprintFromRenderInput(input)
      const doc = blueprintDocument(blueprint, { createdOn: input.createdOn ?? today(), siteUrl: deps.publicUrl, capsule: await capsuleLinesFor(blueprint) })
      return deps.renderer.pdf(doc)
    },

    async createShare(input: BlueprintShareInput, meta: RequestMeta) {
      const now = deps.now()
      const windowMs = SHARE_RATE_LIMIT.windowMinutes * 60_000
      const since = new Date(now.getTime() - windowMs).toISOString()
      // Counted in the database, so every app process shares the limit; revoked links
      // count too, so revoking does not buy more.
      const recent = await countBlueprintSharesSince(deps.db, meta.userId ? { ownerId: meta.userId } : { clientAddress: meta.clientAddress }, since)
      if (recent >= SHARE_RATE_LIMIT.max) return { status: 'rate-limited', retryAfterSeconds: windowMs / 1000 } as const

      const id = randomBytes(SHARE_ID_BYTES).toString('base64url')
      const revokeToken = randomBytes(REVOKE_TOKEN_BYTES).toString('base64url')
      const createdAt = now.toISOString()
      await insertBlueprintShare(deps.db, {
        id,
        user_id: meta.userId ?? null,
        revoke_token_hash: hashToken(revokeToken),
        body_shape: input.bodyShape,
        color_palette: input.colorPalette,
        style_preferences: JSON.stringify(input.stylePreferences),
        color_season: input.colorSeason ?? null,
        color_season_runner_up: input.colorSeason ? (input.colorSeasonRunnerUp ?? null) : null,
        first_name: input.firstName ?? null,
        client_address: meta.clientAddress,
        created_at: createdAt,
        revoked_at: null,
      })
      deps.logger.info({ requestId: meta.requestId, shareOwner: meta.userId ? 'account' : 'visitor' }, 'blueprint link created')
      const share: CreatedShare = {
        ...linkOf({ id, choices: pickChoices(input), firstName: input.firstName ?? null, createdAt }),
        revokeToken,
      }
      return { status: 'created', share } as const
    },

    async listShares(ownerId: string) {
      return (await listLiveBlueprintSharesByOwner(deps.db, ownerId)).map(linkOf)
    },

    revokeShare(id: string, proof: { ownerId: string } | { revokeToken: string }) {
      const by = 'ownerId' in proof ? proof : { tokenHash: hashToken(proof.revokeToken) }
      return revokeBlueprintShare(deps.db, id, by, deps.now())
    },

    async findShare(id: string) {
      const share = await findLiveBlueprintShare(deps.db, id)
      return share ? linkOf(share) : null
    },

    async shareCard(id: string) {
      const share = await findLiveBlueprintShare(deps.db, id)
      if (!share) return null
      const key = JSON.stringify([share.choices, share.firstName])
      const cached = cards.get(key)
      if (cached) return cached
      const blueprint = blueprintFromChoices(share.choices, share.firstName)
      const png = await deps.renderer.card(blueprintCard(blueprint, { createdOn: share.createdAt.slice(0, 10), siteUrl: deps.publicUrl, audience: 'shared' }))
      cards.set(key, png)
      return png
    },
  }
}

function pickChoices(input: BlueprintShareInput): BlueprintChoices {
  return {
    bodyShape: input.bodyShape,
    colorPalette: input.colorPalette,
    stylePreferences: input.stylePreferences,
    ...(input.colorSeason ? { colorSeason: input.colorSeason } : {}),
    ...(input.colorSeason && input.colorSeasonRunnerUp ? { colorSeasonRunnerUp: input.colorSeasonRunnerUp } : {}),
  }
}
