import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'

// A small OpenID Connect provider on 127.0.0.1 that behaves like Google's for the
// authorization-code flow with PKCE: discovery, an account-choice page, code exchange
// with client authentication, RS256 id tokens (with the nonce), userinfo and JWKS.
// Point the app at it with GOOGLE_OAUTH_BASE_URL.

export interface FakeOidcUser {
  sub: string
  email: string
  name: string
  given_name?: string
  family_name?: string
  picture?: string
  email_verified: boolean
}

export interface FakeOidc {
  url: string
  clientId: string
  clientSecret: string
  /** The account the choice page offers (its e-mail and name can still be edited on the page). */
  user: FakeOidcUser
  /** Every token request received: what the client sent (secrets elided). */
  tokenRequests: Array<Record<string, string>>
  close(): Promise<void>
}

interface PendingAuthorization {
  clientId: string
  redirectUri: string
  state: string
  nonce: string | undefined
  codeChallenge: string | undefined
  scope: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  let data = ''
  for await (const chunk of req) data += String(chunk)
  return new URLSearchParams(data)
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

function redirect(res: ServerResponse, to: URL) {
  res.writeHead(302, { location: to.toString() })
  res.end()
}

export async function startFakeOidc(options: { clientId?: string; clientSecret?: string; port?: number } = {}): Promise<FakeOidc> {
  const clientId = options.clientId ?? 'fake-google-client-id'
  const clientSecret = options.clientSecret ?? 'fake-google-client-secret'
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' }
  const pending = new Map<string, PendingAuthorization>()
  const codes = new Map<string, { request: PendingAuthorization; user: FakeOidcUser }>()
  const accessTokens = new Map<string, FakeOidcUser>()
  const tokenRequests: Array<Record<string, string>> = []
  let base = ''

  const fake: FakeOidc = {
    url: '',
    clientId,
    clientSecret,
    user: { sub: '100000000000000000001', email: 'google.shopper@example.com', name: 'Grace Hopper', given_name: 'Grace', family_name: 'Hopper', email_verified: true },
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }

  const idToken = (user: FakeOidcUser, request: PendingAuthorization) =>
    new SignJWT({
      email: user.email,
      email_verified: user.email_verified,
      name: user.name,
      given_name: user.given_name,
      family_name: user.family_name,
      picture: user.picture,
      ...(request.nonce ? { nonce: request.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setIssuer(base)
      .setAudience(request.clientId)
      .setSubject(user.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey)

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base)
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer: base,
          authorization_endpoint: `${base}/o/oauth2/v2/auth`,
          token_endpoint: `${base}/token`,
          userinfo_endpoint: `${base}/v1/userinfo`,
          jwks_uri: `${base}/oauth2/v3/certs`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          code_challenge_methods_supported: ['S256'],
          claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'picture'],
        })
      }
      if (req.method === 'GET' && url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [jwk] })
      if (req.method === 'GET' && url.pathname === '/favicon.ico') {
        res.writeHead(204)
        return res.end()
      }

      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const p = url.searchParams
        if (p.get('client_id') !== clientId) return json(res, 401, { error: 'invalid_client' })
        const redirectUri = p.get('redirect_uri')
        const state = p.get('state')
        if (!redirectUri || !state || p.get('response_type') !== 'code') return json(res, 400, { error: 'invalid_request' })
        const id = randomBytes(12).toString('hex')
        pending.set(id, {
          clientId,
          redirectUri,
          state,
          nonce: p.get('nonce') ?? undefined,
          codeChallenge: p.get('code_challenge') ?? undefined,
          scope: p.get('scope') ?? '',
        })
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(`<!doctype html><html lang="en"><head><title>Sign in - Google Accounts (test)</title></head><body>
<main><h1>Choose an account</h1><p>to continue to StyleBlueprint</p>
<form method="post" action="/o/oauth2/v2/decision">
<input type="hidden" name="request" value="${id}">
<label>Email <input name="email" type="email" value="${escape(fake.user.email)}"></label>
<label>Name <input name="name" value="${escape(fake.user.name)}"></label>
<button name="decision" value="allow">Continue</button>
<button name="decision" value="deny">Cancel</button>
</form></main></body></html>`)
      }

      if (req.method === 'POST' && url.pathname === '/o/oauth2/v2/decision') {
        const form = await readBody(req)
        const request = pending.get(form.get('request') ?? '')
        if (!request) return json(res, 400, { error: 'invalid_request' })
        pending.delete(form.get('request')!)
        const back = new URL(request.redirectUri)
        back.searchParams.set('state', request.state)
        if (form.get('decision') !== 'allow') {
          back.searchParams.set('error', 'access_denied')
          return redirect(res, back)
        }
        const email = form.get('email') || fake.user.email
        const user: FakeOidcUser = {
          ...fake.user,
          email,
          name: form.get('name') || fake.user.name,
          // One Google account per address, with a stable subject.
          sub: createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21),
        }
        const code = randomBytes(16).toString('hex')
        codes.set(code, { request, user })
        back.searchParams.set('code', code)
        return redirect(res, back)
      }

      if (req.method === 'POST' && url.pathname === '/token') {
        const form = await readBody(req)
        let id = form.get('client_id')
        let secret = form.get('client_secret')
        const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1]
        if (basic) [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) as [string, string]
        tokenRequests.push({ grant_type: form.get('grant_type') ?? '', client_id: id ?? '', redirect_uri: form.get('redirect_uri') ?? '', has_verifier: String(form.has('code_verifier')) })
        if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' })
        const entry = codes.get(form.get('code') ?? '')
        if (form.get('grant_type') !== 'authorization_code' || !entry) return json(res, 400, { error: 'invalid_grant' })
        codes.delete(form.get('code')!)
        if (form.get('redirect_uri') !== entry.request.redirectUri) return json(res, 400, { error: 'redirect_uri_mismatch' })
        if (entry.request.codeChallenge) {
          const verifier = form.get('code_verifier') ?? ''
          const challenge = createHash('sha256').update(verifier).digest('base64url')
          if (challenge !== entry.request.codeChallenge) return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' })
        }
        const accessToken = randomBytes(16).toString('hex')
        accessTokens.set(accessToken, entry.user)
        return json(res, 200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: entry.request.scope,
          id_token: await idToken(entry.user, entry.request),
        })
      }

      if (req.method === 'GET' && url.pathname === '/v1/userinfo') {
        const user = accessTokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '')
        if (!user) return json(res, 401, { error: 'invalid_token' })
        return json(res, 200, user)
      }
      json(res, 404, { error: 'not_found' })
    })().catch((err: unknown) => json(res, 500, { error: 'server_error', error_description: String(err) }))
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  fake.url = base
  return fake
}
