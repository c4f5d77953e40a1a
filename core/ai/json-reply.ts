/**
 * The first JSON object in a model's reply, which may wrap it in prose or a code fence.
 * Scans from the first `{` to its matching `}` (braces inside strings do not count);
 * returns undefined when there is no complete object or it does not parse.
 */
export function extractFirstJsonObject(text: string): Record<string, unknown> | undefined {
  let start = text.indexOf('{')
  while (start !== -1) {
    const end = matchingBrace(text, start)
    if (end === -1) return undefined
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1))
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
    } catch {
      // Not JSON (prose such as "{like this}"): try the next opening brace.
    }
    start = text.indexOf('{', start + 1)
  }
  return undefined
}

function matchingBrace(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
      continue
    }
    if (ch === '"') inString = true
    else if (ch === '{') depth++
    else if (ch === '}') {
      depth--
      if (depth === 0) return i
    }
  }
  return -1
}
