import { translate } from '#core/i18n/translate.ts'
import { readProfileCookie } from '#core/profile/profile-cookie.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { shopProfile } from '#core/shop/shop-query.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { RecommendationsApi } from '../load-context.ts'

/**
 * The profile a shopper's request is for, found as POST /api/recommendations finds it: the
 * signed-in caller's stored one, else the one in the body; 400 when there is neither.
 */
export async function profileOfRequest(
  recommendations: Pick<RecommendationsApi, 'accountProfile'>,
  user: AppEnv['Variables']['user'],
  sent: StyleProfile | undefined,
): Promise<StyleProfile> {
  const profile = (user ? await recommendations.accountProfile(user.id) : null) ?? sent
  if (!profile) throw new ApiError(400, 'profile-required', translate('product.recs.profileRequired'))
  return profile
}

/**
 * The profile the shop matches a request against (issue 27): the signed-in shopper's stored
 * one, else the copy of a visitor's profile her browser sends in its cookie; null when
 * neither holds an answer (the shop then lists newest first, without matches).
 */
export async function shopProfileOfRequest(
  recommendations: Pick<RecommendationsApi, 'accountProfile'>,
  user: { id: string } | null | undefined,
  cookieHeader: string | null | undefined,
): Promise<StyleProfile | null> {
  const stored = user ? await recommendations.accountProfile(user.id).catch(() => null) : null
  return shopProfile(stored ?? readProfileCookie(cookieHeader))
}
