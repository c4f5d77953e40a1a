import { Redis } from 'ioredis'

/** Ready bytes of one answer: the brotli of its JSON, the one encoding kept (decision 067; the answer store's EncodedAnswer is this type). */
export interface AnswerBytes {
  br: Uint8Array
}

export interface RedisAnswerTier {
  get(key: string): Promise<AnswerBytes | undefined>
  set(key: string, answer: AnswerBytes, ttlMs: number): Promise<void>
  /** Resolves once connected (start-up checks and tests); until then get() misses and set() keeps nothing. */
  whenReady(): Promise<void>
  close(): Promise<void>
}

/**
 * Keys are the answer store's (segment hash, catalogue version and view), under one prefix.
 * The prefix names the value's format: v2 values are the brotli bytes alone, so a process of
 * this version never reads the brotli-and-gzip values an older one left under the first prefix.
 */
const PREFIX = 'styleblueprint:answer:v2:'

/** One value: the brotli bytes as they are. */
export function packAnswer(answer: AnswerBytes): Buffer {
  return Buffer.from(answer.br.buffer, answer.br.byteOffset, answer.br.byteLength)
}

/** The answer a value holds, in a buffer of its own (so it can be transferred); undefined for an empty value, which no answer is. */
export function unpackAnswer(value: Buffer): AnswerBytes | undefined {
  return value.length > 0 ? { br: new Uint8Array(value) } : undefined
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
