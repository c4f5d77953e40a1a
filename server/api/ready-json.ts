import type { Context } from 'hono'

/**
 * Sends a JSON answer's ready bytes as they are, in the encoding negotiated for them (the
 * compression middleware leaves an encoded body alone): recommendations and outfits alike.
 */
export function sendReadyJson(c: Context, answer: { body: Uint8Array; encoding: 'br' | 'gzip' | null }): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8', vary: 'Accept-Encoding' }
  if (answer.encoding) headers['content-encoding'] = answer.encoding
  return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, headers)
}
