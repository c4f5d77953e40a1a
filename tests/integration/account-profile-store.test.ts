import { afterEach, describe, expect, it } from 'vitest'
import { createAccountProfileStore } from '#app/features/analysis/account-profile-store.ts'
import { createLocalProfileStore, STYLE_PROFILE_STORAGE_KEY } from '#app/features/analysis/profile-store.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { memoryStorage } from '#tests/support/memory-storage.ts'

// The account-backed store against the real app (SQLite), called in-process: the browser
// copy lives in a Map-backed Storage, and "the server cannot be reached" is a request
// function that throws, as fetch does when the network is down.

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const quiet = { info: () => {}, warn: () => {} }
const COMPLETE: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], measurements: { waist: 27 } }

describe('the account profile store', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  async function setUp(email = 'ada@example.com') {
    t = await createTestApp('sqlite')
    const { jar } = await signUpAndVerify(t.app, t.config, email)
    const storage = memoryStorage()
    let clock = new Date('2000-01-01T00:00:00.000Z')
    const local = createLocalProfileStore({ storage: () => storage, now: () => clock, log: quiet })
    const online = { value: true }
    const app = t.app
    const config = t.config
    const request = async (path: string, init: RequestInit) => {
      if (!online.value) throw new TypeError('Failed to fetch')
      return app.request(path, { ...init, headers: { ...browserHeaders(config, jar as CookieJar), ...(init.headers as Record<string, string>) } })
    }
    const store = createAccountProfileStore({ local, request, log: quiet })
    const setClock = (d: Date) => {
      clock = d
    }
    return { store, local, storage, online, setClock, app, config, jar }
  }

  it("moves a visitor's browser profile into an empty account and removes it from the browser", async () => {
    const { store, local, storage } = await setUp()
    await local.save({ bodyShape: 'apple', colorPalette: 'cool', stylePreferences: ['edgy'] })

    expect(await store.load()).toEqual({ bodyShape: 'apple', colorPalette: 'cool', stylePreferences: ['edgy'] })
    expect(storage.getItem(STYLE_PROFILE_STORAGE_KEY)).toBeNull()
    // A second load finds it in the account.
    expect(await store.load()).toEqual({ bodyShape: 'apple', colorPalette: 'cool', stylePreferences: ['edgy'] })
  })

  it('keeps a newer account copy and drops an older browser copy', async () => {
    const { store, local, storage, setClock } = await setUp()
    await store.save(COMPLETE)
    setClock(new Date('2000-01-01T00:00:00.000Z'))
    await local.save({ bodyShape: 'apple', stylePreferences: [] })

    expect(await store.load()).toEqual(COMPLETE)
    expect(storage.getItem(STYLE_PROFILE_STORAGE_KEY)).toBeNull()
  })

  it('falls back to the browser while the server is unreachable, and syncs on the next load', async () => {
    const { store, storage, online, setClock } = await setUp()
    await store.save({ bodyShape: 'rectangle', stylePreferences: [] })

    online.value = false
    setClock(new Date(Date.now() + 60_000))
    expect(await store.update({ colorPalette: 'neutral' })).toEqual({ bodyShape: 'rectangle', colorPalette: 'neutral', stylePreferences: [] })
    expect(storage.getItem(STYLE_PROFILE_STORAGE_KEY)).toContain('neutral')
    // Still offline: the browser copy is what the user sees.
    expect(await store.load()).toEqual({ bodyShape: 'rectangle', colorPalette: 'neutral', stylePreferences: [] })

    online.value = true
    expect(await store.load()).toEqual({ bodyShape: 'rectangle', colorPalette: 'neutral', stylePreferences: [] })
    expect(storage.getItem(STYLE_PROFILE_STORAGE_KEY)).toBeNull()
  })

  it('announces the save that completes the analysis, once', async () => {
    const { store } = await setUp()
    let announced = 0
    store.onAutoSaved(() => (announced += 1))
    await store.load()
    await store.update({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] })
    expect(announced).toBe(0)
    await store.update({ measurements: { waist: 27 } })
    expect(announced).toBe(1)
    await store.update({ stylePreferences: ['classic', 'edgy'] })
    expect(announced).toBe(1)
  })

  it('tells the first listener of a move into the account that happened before anyone listened, once', async () => {
    const { store, local } = await setUp()
    await local.save(COMPLETE)
    await store.load()
    let first = 0
    let second = 0
    store.onAutoSaved(() => (first += 1))
    store.onAutoSaved(() => (second += 1))
    expect([first, second]).toEqual([1, 0])
  })

  it('clearing deletes the account copy and the browser copy; unreachable, it fails and the account keeps it', async () => {
    const { store, local, storage, online } = await setUp()
    await store.save(COMPLETE)

    online.value = false
    await local.save(COMPLETE)
    await expect(store.clear()).rejects.toThrow(/could not be cleared/)
    online.value = true
    expect(await store.load()).toEqual(COMPLETE)

    await local.save(COMPLETE)
    await store.clear()
    expect(storage.getItem(STYLE_PROFILE_STORAGE_KEY)).toBeNull()
    expect(await store.load()).toBeNull()
  })
})
