import { createMiddleware } from 'hono/factory'
import { translate } from '#core/i18n/translate.ts'
import { codePointLabel, controlCharacterIn, isBlankText } from '#core/text/control-characters.ts'
import { formatCharacterIn, isInvisibleText, type TextKind } from '#core/text/format-characters.ts'
import type { ApiIssue } from '#core/api/errors.ts'
import { ApiError } from '../errors.ts'
import { cacheBody } from './body-limits.ts'
import { declaredBodyType } from './body-type.ts'
import type { AppEnv } from '../http-env.ts'

/** Enough to show the caller what to fix without echoing a flood back. */
const MAX_ISSUES = 20

/**
 * What a value is, as far as this check can tell without knowing the route: names of things
 * (path segments, field names) are identifiers; a query value or a file name is one line of a
 * name's kind; a body value may be prose. Routes' schemas hold names and refs to stricter kinds.
 */
type Check = (value: string, path: string, kind: TextKind) => void

/**
 * Refuses, with a 400, any request that carries a control character: in the URL path or
 * query (where tab and line breaks are refused too), in a JSON body (keys and string values,
 * however deep), or in a form body (field names, values and file names). Tab, LF and CR are
 * allowed in body values; schemas of single-line fields refuse them where it matters. One
 * place for every route, the auth library's and the pages' form posts included, so nothing
 * with a control character reaches a handler or the database.
 *
 * Format characters (bidi overrides, zero-width and other invisible characters) are refused
 * here too, by the kind of value (core/text/format-characters.ts): none in identifiers, the
 * joiners of emoji and scripts in a query or a file name, and in body values also what prose
 * may carry. No override or isolate gets in anywhere.
 */
export function textHygiene() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const issues: ApiIssue[] = []
    const check: Check = (value, path, kind) => {
      if (issues.length >= MAX_ISSUES) return
      const control = controlCharacterIn(value, { multiLine: kind === 'prose' })
      const format = control === null ? formatCharacterIn(value, kind) : null
      if (control === null && format === null) return
      const message = isBlankText(value)
        ? translate('errors.text.blank')
        : isInvisibleText(value)
          ? translate('errors.text.invisibleOnly')
          : control !== null
            ? translate('errors.text.controlCharacter', { code: codePointLabel(control) })
            : translate('errors.text.formatCharacter', { code: codePointLabel(format!) })
      issues.push({ path, message })
    }

    const url = new URL(c.req.url)
    for (const segment of url.pathname.split('/')) check(decodeSegment(segment), 'path', 'identifier')
    for (const [key, value] of url.searchParams) {
      check(key, 'query', 'identifier')
      check(value, `query.${key}`, 'name')
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
      check(key, key, 'identifier')
      if (typeof value === 'string') check(value, key, 'prose')
      else check(value.name, key, 'name')
    }
    return null
  }

  const text = new TextDecoder().decode(bytes)
  if (type === 'form') {
    for (const [key, value] of new URLSearchParams(text)) {
      check(key, key, 'identifier')
      check(value, key, 'prose')
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
  check(text, 'body', 'prose')
  return text
}

/** Every key and string in a JSON value, without recursion (a deeply nested body cannot overflow the stack). */
function walkJson(root: unknown, check: Check): void {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') check(value, path || 'body', 'prose')
    else if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: path ? `${path}.${i}` : String(i) }))
    else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key
        check(key, at, 'identifier')
        stack.push({ value: v, path: at })
      }
    }
  }
}
