import type { z } from 'zod'
import { readThrough, type CacheValue, type TtlCache } from '../cache/ttl-cache.ts'
import { describeFailure, MalformedResponseError, requestJson, joinUrl, type FetchLike, type IntegrationLogger } from './json-request.ts'

export type Query = Record<string, string | number | undefined | null>

export interface JsonApiOptions {
  /** Names the integration in log lines. */
  integration: string
  baseUrl: string
  headers: Record<string, string>
  timeoutMs: number
  fetch: FetchLike
  logger: IntegrationLogger
  cache: TtlCache<CacheValue>
  cacheTtlMs: number
}

/** A JSON REST service seen the spec's way: reads never throw (they log and fall back), writes do. */
export interface JsonApi {
  /**
   * GET `path`, parse the reply with `schema` and map it; on any failure (network, timeout,
   * status, a reply that does not fit) log a warning and return `fallback`. Successful reads
   * are cached by URL unless `cache` is false.
   */
  read<S extends z.ZodType, T extends CacheValue>(
    what: string,
    path: string,
    query: Query,
    schema: S,
    map: (reply: z.infer<S>) => T,
    fallback: T,
    options?: { cache?: boolean },
  ): Promise<T>
  /** POST `body` to `path` and return the reply parsed with `schema`; throws on any failure. */
  write<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>
  /** Forget a cached read (after a write that changes it). */
  forget(path: string, query?: Query): void
}

export function createJsonApi(options: JsonApiOptions): JsonApi {
  const headers = { accept: 'application/json', ...options.headers }

  async function get<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
    const reply = await requestJson(options.fetch, { method: 'GET', url, headers, timeoutMs: options.timeoutMs })
    const parsed = schema.safeParse(reply)
    if (!parsed.success) throw new MalformedResponseError(`unexpected reply shape from ${new URL(url).pathname}`)
    return parsed.data
  }

  return {
    async read(what, path, query, schema, map, fallback, readOptions) {
      const url = joinUrl(options.baseUrl, path, query)
      try {
        const load = async () => map(await get(url, schema))
        if (readOptions?.cache === false) return await load()
        // One cache holds every read's value; the URL key fixes which T it holds.
        return (await readThrough<CacheValue>(options.cache, url, options.cacheTtlMs, load)) as typeof fallback
      } catch (error) {
        options.logger.warn({ integration: options.integration, operation: what, path, ...describeFailure(error) }, `${options.integration} ${what} failed`)
        return fallback
      }
    },
    async write(path, body, schema) {
      const reply = await requestJson(options.fetch, {
        method: 'POST',
        url: joinUrl(options.baseUrl, path),
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: options.timeoutMs,
      })
      const parsed = schema.safeParse(reply)
      if (!parsed.success) throw new MalformedResponseError(`unexpected reply shape from ${path}`)
      return parsed.data
    },
    forget(path, query) {
      options.cache.delete(joinUrl(options.baseUrl, path, query))
    },
  }
}
