import { Redis } from 'ioredis'

/** Ready bytes of one answer: brotli and gzip of the same JSON (the answer store's EncodedAnswer is this type). */
export interface AnswerBytes {
  br: Uint8Array
  gz: Uint8Array
}

export interface RedisAnswerTier {
  get(key: string): Promise<AnswerBytes | undefined>
  set(key: string, answer: AnswerBytes, ttlMs: number): Promise<void>
  /** Resolves once connected (start-up checks and tests); until then get() misses and set() keeps nothing. */
  whenReady(): Promise<void>
  close(): Promise<void>
}

/** Keys are the answer store's (segment hash, catalogue version and view), under one prefix. */
const PREFIX = 'styleblueprint:answer:'

/** One value: the brotli bytes' length (4 bytes, big-endian), the brotli bytes, the gzip bytes. */
export function packAnswer(answer: AnswerBytes): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(answer.br.length, 0)
  return Buffer.concat([head, answer.br, answer.gz])
}

/** The answer a packed value holds, each part in a buffer of its own; undefined when the value is not one. */
export function unpackAnswer(value: Buffer): AnswerBytes | undefined {
  if (value.length < 4) return undefined
  const brLength = value.readUInt32BE(0)
  if (4 + brLength > value.length) return undefined
  return { br: new Uint8Array(value.subarray(4, 4 + brLength)), gz: new Uint8Array(value.subarray(4 + brLength)) }
}

/**
 * The answer store's shared tier in Redis (REDIS_URL, decision 061): several processes and
 * hosts keep and find each other's answers. A shopper never waits on Redis: commands fail after
 * `commandTimeoutMs` instead of queueing while it is away (the store then counts a miss), and
 * the client reconnects in the background.
 */
export function createRedisAnswerTier(url: string, options: { commandTimeoutMs?: number; onError?: (err: Error) => void } = {}): RedisAnswerTier {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 250,
    connectTimeout: 2000,
    // Reconnect at most every 2 s, forever: the tier comes back when Redis does.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  // Without a listener an 'error' event would end the process; a command that fails tells its caller.
  redis.on('error', (err: Error) => options.onError?.(err))
  return {
    async get(key) {
      // Not connected (starting, or Redis away): a miss at once, never a wait.
      if (redis.status !== 'ready') return undefined
      const value = await redis.getBuffer(PREFIX + key)
      return value ? unpackAnswer(value) : undefined
    },
    async set(key, answer, ttlMs) {
      if (redis.status !== 'ready') return
      await redis.set(PREFIX + key, packAnswer(answer), 'PX', Math.max(1, Math.round(ttlMs)))
    },
    whenReady() {
      return redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => redis.once('ready', () => resolve()))
    },
    async close() {
      redis.disconnect()
    },
  }
}
