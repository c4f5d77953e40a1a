import { createMiddleware } from 'hono/factory'
import { translate } from '#core/i18n/translate.ts'
import { codePointLabel, controlCharacterIn, isBlankText } from '#core/text/control-characters.ts'
import type { ApiIssue } from '#core/api/errors.ts'
import { ApiError } from '../errors.ts'
import { cacheBody } from './body-limits.ts'
import { declaredBodyType } from './body-type.ts'
import type { AppEnv } from '../http-env.ts'

/** Enough to show the caller what to fix without echoing a flood back. */
const MAX_ISSUES = 20

type Check = (value: string, path: string, multiLine: boolean) => void

/**
 * Refuses, with a 400, any request that carries a control character: in the URL path or
 * query (where tab and line breaks are refused too), in a JSON body (keys and string values,
 * however deep), or in a form body (field names, values and file names). Tab, LF and CR are
 * allowed in body values; schemas of single-line fields refuse them where it matters. One
 * place for every route, the auth library's and the pages' form posts included, so nothing
 * with a control character reaches a handler or the database.
 */
export function textHygiene() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const issues: ApiIssue[] = []
    const check: Check = (value, path, multiLine) => {
      if (issues.length >= MAX_ISSUES) return
      const found = controlCharacterIn(value, { multiLine })
      if (found === null) return
      const message = isBlankText(value)
        ? translate('errors.text.blank')
        : translate('errors.text.controlCharacter', { code: codePointLabel(found) })
      issues.push({ path, message })
    }

    const url = new URL(c.req.url)
    for (const segment of url.pathname.split('/')) check(decodeSegment(segment), 'path', false)
    for (const [key, value] of url.searchParams) {
      check(key, 'query', false)
      check(value, `query.${key}`, false)
    }
    // The body limits read the body once, before this check (c.var.body).
    const body = c.var.body
    if (issues.length === 0 && body !== undefined && body.byteLength > 0) {
      const text = await inspectBody(body, c.req.header('content-type') ?? '', check)
      if (text !== null) cacheBody(c.req, 'text', text)
    }

    if (issues.length > 0) {
      c.var.log.info({ issues: issues.map((i) => i.path) }, 'request with control characters refused')
      if (!c.req.path.startsWith('/api/')) return c.text(translate('errors.text.request'), 400)
      throw new ApiError(400, 'validation-failed', translate('errors.text.request'), issues)
    }
    await next()
  })
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // A malformed escape is the route's problem; the raw text is what we can check.
    return segment
  }
}

/**
 * Checks the body's names and texts as the type it declares (body-type.ts), the one type any
 * route will read it as; returns the body as text, for the route to reuse (null for a multipart form).
 */
async function inspectBody(bytes: Uint8Array<ArrayBuffer>, contentType: string, check: Check): Promise<string | null> {
  const type = declaredBodyType(contentType)
  if (type === 'multipart') {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => null)
    // File contents are the importer's to judge (it checks every cell); names and fields are ours.
    for (const [key, value] of form ?? []) {
      check(key, key, false)
      if (typeof value === 'string') check(value, key, true)
      else check(value.name, key, false)
    }
    return null
  }

  const text = new TextDecoder().decode(bytes)
  if (type === 'form') {
    for (const [key, value] of new URLSearchParams(text)) {
      check(key, key, false)
      check(value, key, true)
    }
    return text
  }
  if (type === 'json') {
    try {
      walkJson(JSON.parse(text), check)
      return text
    } catch {
      // Not JSON after all: its route answers that; the text itself is still checked.
    }
  }
  check(text, 'body', true)
  return text
}

/** Every key and string in a JSON value, without recursion (a deeply nested body cannot overflow the stack). */
function walkJson(root: unknown, check: Check): void {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') check(value, path || 'body', true)
    else if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: path ? `${path}.${i}` : String(i) }))
    else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key
        check(key, at, false)
        stack.push({ value: v, path: at })
      }
    }
  }
}
