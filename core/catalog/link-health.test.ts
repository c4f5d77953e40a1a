import { describe, expect, it } from 'vitest'
import { failedBelowHttp, linkHealthReasonText, linkHealthTargets, looksOffline, pacingKey, takeHostSlot, verdictOf } from './link-health.ts'
import { STARTER_LINK_PREFIX } from './starter-catalogue.ts'

describe('verdictOf: what counts as dead', () => {
  it('calls a 404 or 410 dead, and a throttling or failing host unsure', () => {
    expect(verdictOf('link', { ok: false, reason: 'status', status: 404 }, 1)).toEqual({ state: 'dead', reason: 'link-gone' })
    expect(verdictOf('image', { ok: false, reason: 'status', status: 410 }, 1)).toEqual({ state: 'dead', reason: 'image-gone' })
    for (const status of [403, 429, 500, 503]) expect(verdictOf('link', { ok: false, reason: 'status', status }, 1)).toEqual({ state: 'unsure' })
    expect(verdictOf('link', { ok: false, reason: 'too-many-redirects' }, 1)).toEqual({ state: 'unsure' })
  })

  it('calls a page where an image should be dead, and a link that answers with a page alive', () => {
    expect(verdictOf('image', { ok: false, reason: 'not-an-image', status: 200 }, 1)).toEqual({ state: 'dead', reason: 'image-not-an-image' })
    expect(verdictOf('link', { ok: true, status: 200 }, 1)).toEqual({ state: 'alive' })
  })

  it('asks once more after a timeout, a dropped connection or a failed lookup, then calls it dead', () => {
    expect(verdictOf('link', { ok: false, reason: 'timeout' }, 1)).toEqual({ state: 'retry' })
    expect(verdictOf('link', { ok: false, reason: 'timeout' }, 2)).toEqual({ state: 'dead', reason: 'link-timeout' })
    expect(verdictOf('image', { ok: false, reason: 'timeout' }, 2)).toEqual({ state: 'dead', reason: 'image-timeout' })
    expect(verdictOf('link', { ok: false, reason: 'dns' }, 1)).toEqual({ state: 'retry' })
    expect(verdictOf('link', { ok: false, reason: 'dns' }, 2)).toEqual({ state: 'dead', reason: 'link-unreachable' })
    expect(verdictOf('image', { ok: false, reason: 'network' }, 2)).toEqual({ state: 'dead', reason: 'image-unreachable' })
  })

  it('calls a private or loopback address dead at once', () => {
    expect(verdictOf('image', { ok: false, reason: 'refused-address' }, 1)).toEqual({ state: 'dead', reason: 'refused-address' })
    expect(linkHealthReasonText('refused-address')).toMatch(/private or loopback/)
  })
})

describe('linkHealthTargets', () => {
  it('asks about a shop product’s image, then its link', () => {
    expect(linkHealthTargets({ affiliateUrl: 'https://www.amazon.com/dp/B1', imageUrl: 'https://m.media-amazon.com/images/I/a.jpg' })).toEqual([
      { kind: 'image', url: 'https://m.media-amazon.com/images/I/a.jpg' },
      { kind: 'link', url: 'https://www.amazon.com/dp/B1' },
    ])
  })

  it('never asks about our own sample pages and drawings', () => {
    expect(linkHealthTargets({ affiliateUrl: `${STARTER_LINK_PREFIX}starter-1`, imageUrl: '/drawings/starter-1.svg' })).toEqual([])
    expect(linkHealthTargets({ affiliateUrl: 'https://www.amazon.com/dp/B1', imageUrl: null })).toEqual([{ kind: 'link', url: 'https://www.amazon.com/dp/B1' }])
  })
})

describe('pacing per host', () => {
  it('keys by host and port', () => {
    expect(pacingKey('https://WWW.Amazon.com/dp/1')).toBe('www.amazon.com')
    expect(pacingKey('http://127.0.0.1:8080/x')).toBe('127.0.0.1:8080')
    expect(pacingKey('not a url')).toBe('')
  })

  it('gives each host one slot per gap, queueing concurrent callers, and other hosts their own', () => {
    const slots = new Map<string, number>()
    expect(takeHostSlot(slots, 'a', 1_000, 500)).toBe(1_000)
    expect(takeHostSlot(slots, 'a', 1_000, 500)).toBe(1_500)
    expect(takeHostSlot(slots, 'a', 1_100, 500)).toBe(2_000)
    expect(takeHostSlot(slots, 'b', 1_100, 500)).toBe(1_100)
    expect(takeHostSlot(slots, 'a', 9_000, 500)).toBe(9_000)
    expect(takeHostSlot(slots, 'c', 5, 0)).toBe(5)
  })
})

describe('looksOffline: a run that says more about our network than the shops', () => {
  const hosts = (...list: Array<[number, number]>) => new Map(list.map(([asked, failed], i) => [`h${i}`, { asked, failedBelowHttp: failed }]))

  it('is offline when no host answered over HTTP, or most of three or more failed below it', () => {
    expect(looksOffline(hosts([12, 12]))).toBe(true)
    expect(looksOffline(hosts([5, 5], [3, 3], [1, 0]))).toBe(true)
    expect(looksOffline(hosts([5, 5], [3, 0], [1, 0], [2, 0]))).toBe(false)
    expect(looksOffline(hosts([5, 5], [3, 0]))).toBe(false)
    expect(looksOffline(hosts())).toBe(false)
  })

  it('counts only failures below HTTP', () => {
    expect(failedBelowHttp({ ok: false, reason: 'dns' })).toBe(true)
    expect(failedBelowHttp({ ok: false, reason: 'timeout' })).toBe(true)
    expect(failedBelowHttp({ ok: false, reason: 'status', status: 404 })).toBe(false)
    expect(failedBelowHttp({ ok: true, status: 200 })).toBe(false)
  })
})
