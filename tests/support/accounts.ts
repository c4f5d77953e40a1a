import type { Hono } from 'hono'
import type { Config } from '#server/config.ts'
import type { Accounts } from '#server/services/accounts.ts'
import { waitForMail } from './outbox.ts'

type App = Pick<Hono<any>, 'request'>

/** A tiny cookie jar: what Set-Cookie headers set, sent back as one Cookie header. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq).trim()
      const value = pair!.slice(eq + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return this
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  get size(): number {
    return this.cookies.size
  }
}

let counter = 0
/** A distinct client address per call, so per-address rate limits and locks do not collide between tests. */
export function nextAddress(): string {
  counter += 1
  return `198.51.100.${(counter % 250) + 1}`
}

/** JSON request headers as a browser on our own site sends them (Origin), from a given client address. */
export function browserHeaders(config: Config, jar?: CookieJar, address?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: new URL(config.publicUrl).origin,
    ...(jar && jar.size ? { cookie: jar.header() } : {}),
    ...(address ? { 'x-forwarded-for': address } : {}),
  }
}

export async function postJson(app: App, config: Config, path: string, body: unknown, jar?: CookieJar, address?: string) {
  const response = await app.request(path, { method: 'POST', headers: browserHeaders(config, jar, address), body: JSON.stringify(body) })
  jar?.store(response)
  return response
}

/** Registers and opens the e-mailed link, which signs her in: a ready shopper and their cookies. */
export async function signUpAndVerify(app: App, config: Config, email: string, password = 'Linen-Saffron-Tide-42', name = 'Test Shopper') {
  const address = nextAddress()
  const signUp = await postJson(app, config, '/api/auth/sign-up/email', { name, email, password, callbackURL: '/login?verified=1' }, undefined, address)
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`)
  const { link } = await waitForMail(config.dataDir, email, /verify/i)
  const url = new URL(link)
  const jar = new CookieJar()
  const verify = await app.request(url.pathname + url.search, { headers: { 'x-forwarded-for': address } })
  jar.store(verify)
  if (verify.status !== 302 || jar.size === 0) throw new Error(`verification failed: ${verify.status}, ${jar.size} cookies`)
  return { jar, address }
}

/** An administrator created the way `npm run admin:create` does, then signed in to the back office. */
export async function signInAdmin(app: App, config: Config, accounts: Accounts, email = 'admin@example.com', password = 'Tailor#2026') {
  const created = await accounts.admin.createAdmin({ email, name: 'Site Admin', password })
  if (!created.ok) throw new Error(`admin not created: ${created.errors.join(', ')}`)
  const jar = new CookieJar()
  const address = nextAddress()
  const login = await postJson(app, config, '/api/admin-auth/login', { username: email, password }, jar, address)
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
  return { jar, address, userId: created.userId }
}
