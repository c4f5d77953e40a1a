import { Hono } from 'hono'
import { translate as t } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { AccountDataService } from '../load-context.ts'

/**
 * The signed-in person's own account data. There is no way to name another account: every
 * answer is built from the session's user. (Name, e-mail, password and deletion go through
 * the auth library's endpoints under /api/auth, with the rules in server/auth/auth.ts.)
 */
export function accountApi(account: AccountDataService, now: () => Date = () => new Date()) {
  return new Hono<AppEnv>().get('/export', async (c) => {
    const auth = c.var.auth
    if (!auth) throw new ApiError(401, 'unauthenticated', t('errors.signInRequired'))
    const data = await account.export(auth.user, auth.sessionId)
    c.header('Cache-Control', 'private, no-store')
    c.header('Content-Disposition', `attachment; filename="styleblueprint-my-data-${now().toISOString().slice(0, 10)}.json"`)
    return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
}
