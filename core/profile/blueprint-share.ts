import { z } from 'zod'
import type { BlueprintChoices } from './blueprint.ts'

/**
 * Shared blueprint links. A link's id is 18 random bytes (144 bits) in base64url, so it
 * cannot be guessed or enumerated; the creating browser also gets a revocation token
 * (32 random bytes) that the server keeps only as a hash.
 */
export const SHARE_ID_BYTES = 18
export const REVOKE_TOKEN_BYTES = 32
export const shareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/)
export const revokeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

/** How many links one shopper (or, for visitors, one address) may create per window. */
export const SHARE_RATE_LIMIT = { max: 10, windowMinutes: 60 } as const

/** A link's page; its preview card is the same path plus /card.png. */
export function sharePath(id: string): string {
  return `/blueprint/s/${id}`
}

export function shareCardPath(id: string): string {
  return `${sharePath(id)}/card.png`
}

/** A shared link as its owner's lists show it. */
export interface SharedLink {
  id: string
  /** The link's absolute address. */
  url: string
  choices: BlueprintChoices
  firstName: string | null
  createdAt: string
}

/** What creating a link answers: the link, and the token only the creating browser ever sees. */
export interface CreatedShare extends SharedLink {
  revokeToken: string
}

/** DELETE /api/blueprint-shares/:id's body: the browser's token, or nothing when the owner is signed in. */
export const revokeShareBodySchema = z.strictObject({ revokeToken: revokeTokenSchema.optional() })
