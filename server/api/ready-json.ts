import type { Context } from 'hono'

/**
 * Sends a JSON answer's ready bytes as they are: brotli, which the compression middleware
 * leaves alone, or plain JSON, which it treats as any dynamic body (decision 067):
 * recommendations and outfits alike.
 */
export function sendReadyJson(c: Context, answer: { body: Uint8Array; encoding: 'br' | null }): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8', vary: 'Accept-Encoding' }
  if (answer.encoding) headers['content-encoding'] = answer.encoding
  return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, headers)
}
