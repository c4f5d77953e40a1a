import { describe, expect, it } from 'vitest'
import { createLocalProfileStore, STYLE_PROFILE_STORAGE_KEY } from './profile-store.ts'
import { memoryStorage } from '#tests/support/memory-storage.ts'

function recorder() {
  const lines: Array<[string, string]> = []
  return {
    lines,
    log: {
      info: (msg: string) => lines.push(['info', msg]),
      warn: (msg: string) => lines.push(['warn', msg]),
    },
  }
}

const NOW = () => new Date('2026-11-22T09:00:00.000Z')

describe('local profile store', () => {
  it('saves under the one fixed key in format 1.0 and loads without the save time and version', async () => {
    const storage = memoryStorage()
    const store = createLocalProfileStore({ storage: () => storage, now: NOW })
    await store.save({ bodyShape: 'apple', stylePreferences: [] })
    expect(JSON.parse(storage.getItem(STYLE_PROFILE_STORAGE_KEY)!)).toEqual({
      bodyShape: 'apple',
      stylePreferences: [],
      savedAt: '2026-11-22T09:00:00.000Z',
      version: '1.0',
    })
    expect(await store.load()).toEqual({ bodyShape: 'apple', stylePreferences: [] })
  })

  it('update merges over the stored profile, creating one when there is none', async () => {
    const storage = memoryStorage()
    const store = createLocalProfileStore({ storage: () => storage, now: NOW })
    expect(await store.update({ colorPalette: 'cool' })).toEqual({ colorPalette: 'cool', stylePreferences: [] })
    await store.update({ stylePreferences: ['edgy'] })
    expect(await store.update({ bodyShape: 'pear' })).toEqual({
      bodyShape: 'pear',
      colorPalette: 'cool',
      stylePreferences: ['edgy'],
    })
  })

  it('treats corrupt data as no profile and says so on the info channel, not as an error', async () => {
    const storage = memoryStorage()
    storage.setItem(STYLE_PROFILE_STORAGE_KEY, '{"bodyShape": "hourglass", "stylePrefer')
    const { lines, log } = recorder()
    const store = createLocalProfileStore({ storage: () => storage, log })
    expect(await store.load()).toBeNull()
    expect(lines).toEqual([['info', 'Stored style profile ignored (the stored text is not JSON); starting without one.']])
    // The next save replaces the corrupt record.
    await store.update({ bodyShape: 'hourglass' })
    expect(await store.load()).toEqual({ bodyShape: 'hourglass', stylePreferences: [] })
  })

  it('migrates an older record on load', async () => {
    const storage = memoryStorage()
    storage.setItem(STYLE_PROFILE_STORAGE_KEY, JSON.stringify({ version: '0.5', bodyShape: 'inverted_triangle', colorPalette: 'warm' }))
    const store = createLocalProfileStore({ storage: () => storage })
    expect(await store.load()).toEqual({ bodyShape: 'inverted-triangle', colorPalette: 'warm', stylePreferences: [] })
  })

  it('clear removes the record', async () => {
    const storage = memoryStorage()
    const store = createLocalProfileStore({ storage: () => storage })
    await store.save({ stylePreferences: ['classic'] })
    await store.clear()
    expect(storage.getItem(STYLE_PROFILE_STORAGE_KEY)).toBeNull()
    expect(await store.load()).toBeNull()
  })

  it('tells its mirror the profile after every read, save and clear (the dashboard cookie follows storage)', async () => {
    const storage = memoryStorage()
    const seen: unknown[] = []
    const store = createLocalProfileStore({ storage: () => storage, mirror: (profile) => seen.push(profile) })
    expect(await store.load()).toBeNull()
    await store.update({ bodyShape: 'pear' })
    storage.setItem(STYLE_PROFILE_STORAGE_KEY, JSON.stringify({ version: '1.0', colorPalette: 'cool', stylePreferences: [] }))
    await store.load()
    await store.clear()
    expect(seen).toEqual([null, { bodyShape: 'pear', stylePreferences: [] }, { colorPalette: 'cool', stylePreferences: [] }, null])
  })

  it('keeps working in memory when the browser refuses storage', async () => {
    const { lines, log } = recorder()
    const store = createLocalProfileStore({
      storage: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      log,
    })
    await store.update({ bodyShape: 'rectangle' })
    expect(await store.load()).toEqual({ bodyShape: 'rectangle', stylePreferences: [] })
    expect(lines).toEqual([])
  })

  it('warns, and keeps the profile for this page, when storage is full', async () => {
    const storage = memoryStorage(10)
    const { lines, log } = recorder()
    const store = createLocalProfileStore({ storage: () => storage, log })
    expect(await store.update({ bodyShape: 'rectangle' })).toEqual({ bodyShape: 'rectangle', stylePreferences: [] })
    expect(lines[0]?.[0]).toBe('warn')
    expect(lines[0]?.[1]).toContain('QuotaExceededError')
  })

  it('tells subscribers about changes made in another tab, and only for its key', () => {
    const target = new EventTarget()
    const store = createLocalProfileStore({ storage: () => memoryStorage(), events: target })
    let calls = 0
    const stop = store.subscribe(() => calls++)
    target.dispatchEvent(Object.assign(new Event('storage'), { key: STYLE_PROFILE_STORAGE_KEY }))
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else' }))
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }))
    stop()
    target.dispatchEvent(Object.assign(new Event('storage'), { key: STYLE_PROFILE_STORAGE_KEY }))
    expect(calls).toBe(2)
  })

  it('tells when its copy was saved, and nothing when there is none or it is unreadable', async () => {
    const storage = memoryStorage()
    const store = createLocalProfileStore({ storage: () => storage, now: NOW, log: recorder().log })
    expect(store.savedAt()).toBeNull()
    await store.save({ bodyShape: 'pear', stylePreferences: [] })
    expect(store.savedAt()).toEqual(NOW())
    storage.setItem(STYLE_PROFILE_STORAGE_KEY, 'not json')
    expect(store.savedAt()).toBeNull()
    expect(createLocalProfileStore({ storage: () => null }).savedAt()).toBeNull()
  })
})
