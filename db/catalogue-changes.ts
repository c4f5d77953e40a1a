import pg from 'pg'

/**
 * Catalogue changes pushed by the database: told a version number when a process's write
 * commits, or `null` when notices may have been missed (the connection came back), so the
 * listener should read the version row itself.
 */
export type CatalogueChangeListener = (version: number | null) => void

export interface CatalogueChanges {
  /** Starts listening (once per process); the returned function stops. */
  subscribe(listener: CatalogueChangeListener): () => void
}

const CHANNEL = 'catalogue_version'

/**
 * LISTEN catalogue_version on a connection of its own (a pooled connection would drop it).
 * A broken connection is replaced after `retryMs`, and the listener is then told `null`:
 * whatever was committed meanwhile is read from the version row.
 */
export function createPostgresCatalogueChanges(options: { connectionString: string; connectTimeoutMs: number; retryMs?: number; onConnectionError?: (err: Error) => void }): CatalogueChanges {
  const retryMs = options.retryMs ?? 1000
  return {
    subscribe(listener) {
      let stopped = false
      let client: pg.Client | null = null
      let retry: NodeJS.Timeout | null = null

      const again = () => {
        if (stopped || retry) return
        retry = setTimeout(() => {
          retry = null
          void connect()
        }, retryMs)
        retry.unref()
      }

      async function connect(): Promise<void> {
        const c = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true })
        client = c
        // A replaced connection's late events are not this one's.
        c.on('error', (err) => {
          options.onConnectionError?.(err)
          if (client === c) again()
        })
        c.on('end', () => {
          if (client === c) again()
        })
        c.on('notification', (msg) => {
          if (msg.channel !== CHANNEL || client !== c) return
          const version = Number(msg.payload)
          listener(Number.isSafeInteger(version) ? version : null)
        })
        try {
          await c.connect()
          await c.query(`listen ${CHANNEL}`)
          if (stopped) return void (await c.end().catch(() => {}))
          // Anything committed while no one listened is read from the row.
          listener(null)
        } catch (err) {
          options.onConnectionError?.(err as Error)
          await c.end().catch(() => {})
          if (client === c) again()
        }
      }
      void connect()
      return () => {
        stopped = true
        if (retry) clearTimeout(retry)
        const c = client
        client = null
        void c?.end().catch(() => {})
      }
    },
  }
}
