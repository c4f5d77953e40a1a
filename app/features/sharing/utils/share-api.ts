import type { BlueprintShareInput } from '#core/profile/blueprint.ts'
import type { CreatedShare, SharedLink } from '#core/profile/blueprint-share.ts'
import { apiRequest } from '../../../utils/api-client.ts'

export function createShare(input: BlueprintShareInput) {
  return apiRequest<CreatedShare>('POST', '/api/blueprint-shares', input)
}

/** The signed-in shopper's live links. */
export function listShares() {
  return apiRequest<{ items: SharedLink[] }>('GET', '/api/blueprint-shares')
}

/** Turns a link off with this browser's token, or with her session when she owns it. */
export function revokeShare(id: string, revokeToken?: string) {
  return apiRequest<null>('DELETE', `/api/blueprint-shares/${encodeURIComponent(id)}`, revokeToken ? { revokeToken } : {})
}
