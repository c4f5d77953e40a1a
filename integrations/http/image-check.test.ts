import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeImageServer, startFakeImageServer } from '#tests/fakes/image-server.ts'
import { createImageChecker, isAddressPermitted, parseAddressList } from './image-check.ts'

let images: FakeImageServer
beforeAll(async () => {
  images = await startFakeImageServer()
})
afterAll(() => images.close())

const allowLoopback = () => createImageChecker({ timeoutMs: 2000, concurrency: 4, allowedAddresses: ['127.0.0.1'] })
const strict = () => createImageChecker({ timeoutMs: 2000, concurrency: 4, allowedAddresses: [] })

describe('isAddressPermitted', () => {
  const none = parseAddressList([])
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])(
    'refuses %s',
    (address) => {
      expect(isAddressPermitted(address, none)).toBe(false)
    },
  )
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111'])('permits the public address %s', (address) => {
    expect(isAddressPermitted(address, none)).toBe(true)
  })
  it('lets the allow-list exempt an address or range', () => {
    expect(isAddressPermitted('127.0.0.1', parseAddressList(['127.0.0.0/8']))).toBe(true)
    expect(isAddressPermitted('10.0.0.1', parseAddressList(['127.0.0.1']))).toBe(false)
    expect(() => parseAddressList(['localhost'])).toThrow(/not an IP address/)
  })
})

describe('createImageChecker', () => {
  it('answers ok for an image that responds to HEAD, and not for a 404', async () => {
    const checker = allowLoopback()
    try {
      expect(await checker.check(`${images.url}/images/a.jpg`)).toEqual({ ok: true, status: 200 })
      expect(await checker.check(`${images.url}/missing/a.jpg`)).toEqual({ ok: false, reason: 'status', detail: 'HTTP 404', status: 404 })
      expect(images.requests.filter((r) => r.path === '/images/a.jpg').map((r) => r.method)).toEqual(['HEAD'])
    } finally {
      checker.close()
    }
  })

  it('refuses loopback without an allow-list, by literal address and by name, without connecting', async () => {
    const checker = strict()
    const before = images.requests.length
    try {
      expect(await checker.check(`${images.url}/images/b.jpg`)).toMatchObject({ ok: false, reason: 'refused-address' })
      const byName = images.url.replace('127.0.0.1', 'localhost')
      expect(await checker.check(`${byName}/images/b.jpg`)).toMatchObject({ ok: false, reason: 'refused-address' })
      expect(images.requests.length).toBe(before)
    } finally {
      checker.close()
    }
  })

  it.each(['http://10.0.0.7/images/c.jpg', 'http://169.254.169.254/latest/meta-data/images', 'http://[::1]/images/d.png', 'http://192.168.0.10/x.png'])(
    'refuses the private address in %s',
    async (url) => {
      const checker = allowLoopback()
      try {
        expect(await checker.check(url)).toMatchObject({ ok: false, reason: 'refused-address' })
      } finally {
        checker.close()
      }
    },
  )

  it('re-checks every redirect hop: a redirect to a private address is refused, to an allowed one followed', async () => {
    const checker = allowLoopback()
    try {
      const toMetadata = `${images.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/images/x.jpg')}`
      expect(await checker.check(toMetadata)).toMatchObject({ ok: false, reason: 'refused-address' })
      const toTen = `${images.url}/redirect?to=${encodeURIComponent('http://10.0.0.1/images/x.jpg')}`
      expect(await checker.check(toTen)).toMatchObject({ ok: false, reason: 'refused-address' })
      const toImage = `${images.url}/redirect?to=${encodeURIComponent('/images/e.jpg')}`
      expect(await checker.check(toImage)).toEqual({ ok: true, status: 200 })
    } finally {
      checker.close()
    }
  })

  it('gives up after the timeout and after too many redirects', async () => {
    const checker = createImageChecker({ timeoutMs: 200, concurrency: 2, allowedAddresses: ['127.0.0.1'], maxRedirects: 1 })
    try {
      expect(await checker.check(`${images.url}/hang/f.jpg`)).toMatchObject({ ok: false, reason: 'timeout' })
      const twice = `${images.url}/redirect?to=${encodeURIComponent(`/redirect?to=${encodeURIComponent('/images/g.jpg')}`)}`
      expect(await checker.check(twice)).toMatchObject({ ok: false, reason: 'too-many-redirects' })
    } finally {
      checker.close()
    }
  })

  it('checks each distinct URL once', async () => {
    const checker = allowLoopback()
    try {
      const before = images.requests.length
      const results = await checker.checkAll([`${images.url}/images/h.jpg`, `${images.url}/images/h.jpg`, `${images.url}/missing/i.jpg`])
      expect(images.requests.length - before).toBe(2)
      expect([...results.values()].map((r) => r.ok)).toEqual([true, false])
    } finally {
      checker.close()
    }
  })

  it('follows a redirect to a page and refuses it: an image must answer image/*; a shop link need not', async () => {
    const checker = allowLoopback()
    try {
      expect(await checker.check(`${images.url}/moved/gone.jpg`)).toEqual({
        ok: false,
        reason: 'not-an-image',
        detail: 'text/html, not an image',
        status: 200,
        contentType: 'text/html',
      })
      expect(await checker.check(`${images.url}/moved/gone.jpg`, { expect: 'page' })).toEqual({ ok: true, status: 200 })
    } finally {
      checker.close()
    }
  })

  it('asks again with a one-byte ranged GET where HEAD is refused', async () => {
    const checker = allowLoopback()
    try {
      expect(await checker.check(`${images.url}/head-refused/j.png`)).toEqual({ ok: true, status: 200 })
      expect(images.requests.filter((r) => r.path === '/head-refused/j.png').map((r) => r.method)).toEqual(['HEAD', 'GET'])
    } finally {
      checker.close()
    }
  })

  it('names a host that does not exist as a DNS failure', async () => {
    const checker = allowLoopback()
    try {
      expect(await checker.check('http://no-such-host.invalid/images/k.jpg')).toMatchObject({ ok: false, reason: 'dns' })
    } finally {
      checker.close()
    }
  })
})
