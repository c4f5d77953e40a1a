import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createRedisAnswerTier, packAnswer, type RedisAnswerTier, unpackAnswer } from '#integrations/cache/redis-answer-tier.ts'
import { freePort } from '#tests/support/server-process.ts'
import { REDIS_URLS } from '#tests/support/test-redis.ts'
import { createLogger } from '../logger.ts'
import { createAnswerStore } from './recommendation-answer-store.ts'

// The answer store's shared tier in Redis (REDIS_URL, decision 061), against a real Redis when
// TEST_REDIS_URL names one (tests/support/test-redis.ts).
const answer = (n: number) => ({ br: Uint8Array.from({ length: 300 }, (_, i) => (i * n) % 256) })

describe('a packed answer', () => {
  it('is the brotli bytes, read back into a buffer of their own; an empty value is no answer', () => {
    const a = answer(7)
    const packed = packAnswer(a)
    const back = unpackAnswer(packed)!
    expect(Buffer.from(back.br).equals(Buffer.from(a.br))).toBe(true)
    // Its own buffer: the worker's answers are transferred, which a shared one would not survive.
    expect(back.br.buffer).not.toBe(packed.buffer)
    expect(back.br.byteLength).toBe(back.br.buffer.byteLength)
    expect(unpackAnswer(Buffer.alloc(0))).toBeUndefined()
  })
})

describe.each(REDIS_URLS)('the shared answer tier in Redis at %s', (url) => {
  const tiers: RedisAnswerTier[] = []
  const tier = async () => {
    const t = createRedisAnswerTier(url)
    tiers.push(t)
    await t.whenReady()
    return t
  }
  afterEach(async () => {
    for (const t of tiers.splice(0)) await t.close()
  })

  it('gives one process the answer another kept, byte for byte, until its time is up', async () => {
    const [a, b] = [await tier(), await tier()]
    const key = `test-${randomUUID()}`
    expect(await b.get(key)).toBeUndefined()
    await a.set(key, answer(3), 60_000)
    const found = await b.get(key)
    expect(Buffer.from(found!.br).equals(Buffer.from(answer(3).br))).toBe(true)

    const brief = `test-${randomUUID()}`
    await a.set(brief, answer(4), 30)
    // Redis ends it, not this test's clock: poll (bounded) until it is gone.
    const deadline = Date.now() + 5000
    while ((await b.get(brief)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await b.get(brief)).toBeUndefined()
  })

  it('serves through the answer store: a second process finds the first one’s answer and keeps it', async () => {
    const logger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))
    const first = createAnswerStore({ logger, shared: await tier() })
    const second = createAnswerStore({ logger, shared: await tier() })
    const key = `test-${randomUUID()}`
    first.set(key, answer(5))
    const deadline = Date.now() + 5000
    let found = await second.get(key)
    while (!found && Date.now() < deadline) found = await second.get(key)
    expect(found && Buffer.from(found.br).equals(Buffer.from(answer(5).br))).toBe(true)
  })
})

describe('the shared answer tier with Redis away', () => {
  it('misses at once, and the answer store serves from this process instead of failing the shopper', async () => {
    const port = await freePort()
    const away = createRedisAnswerTier(`redis://127.0.0.1:${port}`, { commandTimeoutMs: 200 })
    try {
      // Never connected: a miss at once, and nothing kept.
      expect(await away.get('anything')).toBeUndefined()
      await away.set('anything', answer(1), 1000)
      const lines: string[] = []
      const logger = createLogger({ logLevel: 'warn' }, new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }))
      const store = createAnswerStore({ logger, shared: away })
      store.set('kept-here', answer(2))
      expect(await store.get('anything')).toBeUndefined()
      // The process's own tier still answers.
      expect(await store.get('kept-here')).toEqual(answer(2))
      expect(lines).toEqual([])
    } finally {
      await away.close()
    }
  })
})
