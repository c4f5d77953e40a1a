// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { memoryStorage } from '#tests/support/memory-storage.ts'
import { createLocalProfileStore, STYLE_PROFILE_STORAGE_KEY, type ProfileStore } from '../profile-store.ts'
import { ProfileStoreContext } from '../profile-store-context.ts'
import { useStyleProfile } from './use-style-profile.ts'

const PEAR: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }

function Probe({ rendered }: { rendered: StyleProfile | null }) {
  const { status, profile } = useStyleProfile({ rendered })
  return <p>{`${status} ${profile?.bodyShape ?? 'none'}`}</p>
}

function page(store: ProfileStore, rendered: StyleProfile | null) {
  return (
    <ProfileStoreContext.Provider value={store}>
      <Probe rendered={rendered} />
    </ProfileStoreContext.Provider>
  )
}

/** A store over its own storage, holding `stored` (or nothing). */
function storeHolding(stored: StyleProfile | null): ProfileStore {
  const storage = memoryStorage()
  if (stored) storage.setItem(STYLE_PROFILE_STORAGE_KEY, JSON.stringify({ ...stored, version: '1.0', savedAt: '2026-11-28T10:00:00.000Z' }))
  return createLocalProfileStore({ storage: () => storage })
}

describe('useStyleProfile with the profile the page was rendered with', () => {
  it('renders that profile on the server, and the waiting state without one', () => {
    expect(renderToString(page(storeHolding(null), PEAR))).toContain('ready pear')
    expect(renderToString(page(storeHolding(null), null))).toContain('loading none')
  })

  it('hydrates with it, without a mismatch or a fall back to waiting, then follows the stored profile', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(storeHolding(null), PEAR))
    const recoverable: unknown[] = []
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''))
    observer.observe(container, { subtree: true, characterData: true, childList: true })
    // The browser's storage meanwhile holds another profile (changed in another tab, say).
    // Synchronous: the hydration and its effects are done when act returns; the stored profile's
    // read then lands outside it, as in the browser.
    act(() => {
      hydrateRoot(container, page(storeHolding({ ...PEAR, bodyShape: 'hourglass' }), PEAR), { onRecoverableError: (e) => recoverable.push(e) })
    })
    await waitFor(() => expect(container.textContent).toBe('ready hourglass'))
    observer.disconnect()
    expect(recoverable).toEqual([])
    expect(seen.filter((text) => text.startsWith('loading'))).toEqual([])
  })
})
