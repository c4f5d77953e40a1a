import fc from 'fast-check'

/** One route as the app lists it: a method and a path pattern (`:param`, a trailing `*`). */
export interface RouteSpec {
  method: string
  path: string
}

/**
 * The routes a Hono app answers, read from the app itself (`app.routes`), so a route added
 * tomorrow is fuzzed without anyone listing it. Middleware entries (`ALL`) are left out,
 * and each method and path appears once (a route with validators is listed per handler).
 */
export function routesOf(app: { routes: ReadonlyArray<{ method: string; path: string }> }): RouteSpec[] {
  const seen = new Map<string, RouteSpec>()
  for (const r of app.routes) {
    if (r.method === 'ALL') continue
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path })
  }
  return [...seen.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`))
}

/** encodeURIComponent, which throws on a lone surrogate: those go as U+FFFD, as a browser sends them. */
const encodeSegment = (text: string) => encodeURIComponent(text.toWellFormed())

/** Field names our API and the auth library read, so generated bodies reach past "unknown field". */
export const FIELD_NAMES = [
  'name', 'email', 'password', 'newPassword', 'currentPassword', 'username', 'token', 'callbackURL', 'rememberMe',
  'message', 'subject', 'category', 'website', 'consent', 'source',
  'productId', 'productIds', 'ids', 'id', 'action', 'active', 'scope', 'checks', 'product', 'rows',
  'productName', 'affiliateUrl', 'imageUrl', 'season', 'brand', 'description',
  'profile', 'bodyShape', 'colorPalette', 'stylePreferences', 'mode', 'limit', 'offset', 'occasion', 'budget',
  'q', 'query', 'search', 'keywords', 'status', 'page', 'days', 'minPrice', 'maxPrice', 'provider',
] as const

const NASTY = [
  '', ' ', '\u0000', 'a\u0000b', '\u001b[2J', '\u007f', '\u0085', '\t\n\r', '\ud800', '😀', 'ǅ', 'İ',
  '\u202eevil', 'An\u200bna', '\u2066x\u2069', '\ufeff', '👩\u200d👩\u200d👧', '\u{E0041}',
  'null', 'undefined', 'NaN', '-1', '0', '1e309', '9007199254740993', 'true', '[]', '{}',
  '../../etc/passwd', '%00', '%', "'; drop table products; --", '" or 1=1 --', '<script>alert(1)</script>',
  'javascript:alert(1)', 'http://169.254.169.254/latest/meta-data/', 'https://evil.example/x.jpg', '//evil.example',
  'admin@example.com', 'x'.repeat(5000), 'dresses', 'spring', 'delete', 'selected', 'all', 'hourglass', 'classic',
  // What the display fuzz (tests/e2e/display-fuzz.test.ts) renders: stored, these must come back whole.
  'Priya 🌼 Raman', '👩‍👩‍👧‍👦', '🏳️‍🌈', 'Z̷̡̛̗̩̭͎a̸̛̞̗̼l̶̡̫̣g̷̖̟o̸̦̦', 'مريم \u202Egnp.exe', 'A\u200Bn\u200Dn\uFEFFa', '李娜', 'W'.repeat(10_000), 'P\uD83C',
]

/** Text that is mostly hostile: control characters, odd Unicode, injection shapes, boundaries. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
)

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileText), tie('value'), { maxKeys: 4 }),
  ),
})).value

/** A JSON object of known field names with hostile values: the shape most handlers parse. */
const fieldObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), jsonValue, { minKeys: 1, maxKeys: 6 })

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string; text: string }

const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  { arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 1 },
  { arbitrary: fieldObject.map((value): FuzzBody => ({ kind: 'json', value })), weight: 4 },
  { arbitrary: jsonValue.map((value): FuzzBody => ({ kind: 'json', value })), weight: 2 },
  {
    arbitrary: fc
      .record({ contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), text: fc.oneof(hostileText, fc.constantFrom('{', '{"a":', '[1,2', 'a=1&b=%00', '--x\r\n')) })
      .map((r): FuzzBody => ({ kind: 'text', ...r })),
    weight: 1,
  },
  {
    // JSON under another declared type (issue 25's probe): no route may read it as JSON.
    arbitrary: fc
      .record({ contentType: fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'), value: fieldObject })
      .map(({ contentType, value }): FuzzBody => ({ kind: 'text', contentType, text: JSON.stringify(value) })),
    weight: 1,
  },
)

export interface FuzzRequest {
  path: string
  method: string
  body: FuzzBody
}

/**
 * A request for one route: every `:param` and a trailing `*` filled with hostile or
 * plausible text (`wildcards` are the sub-paths a `*` route really serves), a hostile
 * query string, and a body for methods that carry one.
 */
export function requestFor(route: RouteSpec, options: { plausibleIds: readonly string[]; wildcards: readonly string[] }): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof({ arbitrary: hostileText, weight: 3 }, { arbitrary: fc.constantFrom(...options.plausibleIds, 'latest'), weight: 1 })
  const params = route.path.match(/:\w+/g) ?? []
  const wildcard = route.path.endsWith('*') ? fc.oneof(fc.constantFrom(...options.wildcards), hostileText.map(encodeSegment)) : fc.constant('')
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileText), hostileText, { maxKeys: 4 })
  const carriesBody = route.method !== 'GET' && route.method !== 'HEAD'
  return fc.record({ values: fc.tuple(...params.map(() => segment)), rest: wildcard, query, body: carriesBody ? body : fc.constant<FuzzBody>({ kind: 'none' }) }).map(({ values, rest, query: q, body: b }) => {
    let i = 0
    let path = route.path.replace(/:\w+/g, () => encodeSegment(values[i++] ?? ''))
    if (path.endsWith('*')) path = path.slice(0, -1) + rest.replace(/^\//, '')
    const search = new URLSearchParams(Object.entries(q)).toString()
    return { path: search ? `${path}?${search}` : path, method: route.method, body: b }
  })
}

/** The RequestInit for a generated request, with the caller's own headers. */
export function toRequestInit(request: FuzzRequest, headers: Record<string, string>): RequestInit {
  const init: RequestInit = { method: request.method, headers: { ...headers } }
  const h = init.headers as Record<string, string>
  if (request.body.kind === 'json') {
    h['content-type'] = 'application/json'
    init.body = JSON.stringify(request.body.value) ?? 'null'
  } else if (request.body.kind === 'text') {
    h['content-type'] = request.body.contentType
    init.body = request.body.text
  }
  return init
}
