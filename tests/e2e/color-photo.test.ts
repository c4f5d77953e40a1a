import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import { encodePng } from '#tests/support/png.ts'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// The photo step (issue 26, item 2): her photo read on her device. The sample photo comes from
// the face-api package in node_modules at test time (never committed).
const SAMPLE = path.resolve(import.meta.dirname, '../../node_modules/@vladmandic/face-api/demo/sample1.jpg')
// Keep in step with STYLE_PROFILE_STORAGE_KEY in app/features/analysis/profile-store.ts.
const KEY = 'styleblueprint.style-profile'
/** The photo feature's files: the face finder's chunk, the wasm binaries and the weights. */
const PHOTO_FEATURE = /face-landmarks|tfjs|\.wasm|_model[-.]|face-api/

/** Every request the page makes, with its body, to show the photo never leaves. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

function expectNothingUploaded(requests: readonly Request[], base: string) {
  const origin = new URL(base).origin
  for (const request of requests) {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') continue
    expect(['localhost', '127.0.0.1'], `request to ${url.host}`).toContain(url.hostname)
    expect(url.origin).toBe(origin)
    const body = request.postDataBuffer()
    expect(body?.length ?? 0, `${request.method()} ${url.pathname} body`).toBeLessThan(4096)
    expect(request.headers()['content-type'] ?? '', `${url.pathname}`).not.toMatch(/multipart|image\//)
  }
}

/** A plain picture with no face: a skin-coloured left half, dark hair at the top right, an eye (white with a dark iris) at the bottom right. */
function noFace(): Buffer {
  return encodePng(200, 200, (x, y) => {
    if (x < 100) return [205, 160, 140]
    if (y < 100) return [40, 30, 25]
    const d = Math.hypot(x - 150, y - 150)
    if (d < 6) return [50, 35, 30]
    if (d < 20) return [225, 222, 220]
    return [205, 160, 140]
  })
}

async function storedProfile(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), KEY)
}

test('a sample photo gives a season with its confidence, saved to her profile, and nothing is uploaded', async ({ page, baseURL }) => {
  const requests = recordRequests(page)
  await page.goto('/analysis/color/photo')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Season From a Photo' })).toBeVisible()
  await expect(page.getByText('Your photo never leaves your phone.')).toBeVisible()
  // Before she chooses a photo, nothing of the face finder has loaded.
  expect(requests.filter((r) => PHOTO_FEATURE.test(r.url())).map((r) => r.url())).toEqual([])
  await expectNoSeriousAxeViolations(page)

  await page.getByLabel('Choose or Take a Photo').setInputFiles(SAMPLE)
  const result = page.getByRole('region', { name: /^Your season: / })
  await expect(result).toBeVisible({ timeout: 30_000 })
  await expect(result).toContainText(/\d+% sure/)
  await expect(result).toContainText('White balance from the whites of your eyes.')
  await expect(result.getByText('Saved to your style profile.')).toBeVisible()
  const season = await result.getAttribute('data-season')
  const stored = await storedProfile(page)
  expect(stored.colorSeason).toBe(season)
  expect(['warm', 'cool', 'neutral']).toContain(stored.undertones)
  expect(['light', 'medium', 'deep']).toContain(stored.skinTone)
  // The face finder did load now, from our own server.
  expect(requests.some((r) => /face-landmarks/.test(r.url()))).toBe(true)
  expect(requests.some((r) => /\.wasm/.test(r.url()))).toBe(true)
  expectNothingUploaded(requests, baseURL!)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousAxeViolations(page)
})

test('without a face she taps her cheek, hair and eye, and gets a season from her answers and the photo', async ({ page, baseURL }) => {
  const requests = recordRequests(page)
  // Her quick colour test said cool; the photo adds depth and clarity.
  await page.goto('/')
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ colorPalette: 'cool', stylePreferences: [], version: '1.0', savedAt: '2026-12-01T10:00:00.000Z' })), KEY)
  await page.goto('/analysis/color/photo')
  await page.getByLabel('Choose or Take a Photo').setInputFiles({ name: 'plain.png', mimeType: 'image/png', buffer: noFace() })
  await expect(page.getByText('We could not find a face in this photo. Tap it yourself instead:')).toBeVisible({ timeout: 30_000 })
  const photo = page.getByLabel('Your photo')
  const box = (await photo.boundingBox())!
  const at = (x: number, y: number) => ({ position: { x: (x / 200) * box.width, y: (y / 200) * box.height } })
  await expect(page.getByText('Tap your cheek')).toBeVisible()
  await photo.click(at(50, 100))
  await expect(page.getByText('Tap your hair')).toBeVisible()
  await photo.click(at(150, 50))
  await expect(page.getByText('Tap one of your eyes')).toBeVisible()
  await photo.click(at(150, 150))
  const result = page.getByRole('region', { name: /^Your season: / })
  await expect(result).toBeVisible()
  await expect(result).toContainText('Your photo and your color test answers together.')
  await expect(result.getByText('Saved to your style profile.')).toBeVisible()
  const stored = await storedProfile(page)
  expect(stored.colorSeason).toMatch(/summer|winter/)
  expect(stored.colorPalette).toBe('cool')
  expectNothingUploaded(requests, baseURL!)
  await expectNoSidewaysScroll(page)
})

test('without a mouse she taps with the keyboard: the photo takes focus, arrows move a marker, Enter taps', async ({ page }) => {
  await page.goto('/analysis/color/photo')
  await page.getByLabel('Choose or Take a Photo').setInputFiles({ name: 'plain.png', mimeType: 'image/png', buffer: noFace() })
  await expect(page.getByText('We could not find a face in this photo. Tap it yourself instead:')).toBeVisible({ timeout: 30_000 })
  const photo = page.getByRole('application', { name: 'Your photo. Tap your cheek' })
  await expect(photo).toHaveAccessibleDescription(/arrow keys/)
  await photo.focus()
  await expect(page.getByTestId('tap-marker')).toBeVisible()
  // The marker starts at the centre (100, 100) of the 200 px picture; an arrow moves it 4 px, with Shift 20.
  const press = async (key: string, times: number) => {
    for (let i = 0; i < times; i++) await page.keyboard.press(key)
  }
  await press('Shift+ArrowLeft', 2) // (60, 100): the skin half
  await page.keyboard.press('Enter')
  await expect(page.getByRole('application', { name: 'Your photo. Tap your hair' })).toBeFocused()
  await press('Shift+ArrowRight', 5) // (160, 100)
  await press('Shift+ArrowUp', 3) // (160, 40): the hair
  await page.keyboard.press('Enter')
  await expect(page.getByRole('application', { name: 'Your photo. Tap one of your eyes' })).toBeFocused()
  await press('ArrowLeft', 3) // (148, 40)
  await press('Shift+ArrowDown', 5) // (148, 140)
  await press('ArrowDown', 2) // (148, 148): the eye
  await page.keyboard.press(' ')
  const result = page.getByRole('region', { name: /^Your season: / })
  await expect(result).toBeVisible()
  await expect(result.getByText('Saved to your style profile.')).toBeVisible()
  // The cheek tap landed on the skin half: a light skin, read from the photo alone.
  await expect(result).toContainText('Skin: light')
  await expectNoSeriousAxeViolations(page)
})

test('pages where she has not opted in load none of the photo feature', async ({ page }) => {
  const requests = recordRequests(page)
  for (const path of ['/', '/analysis', '/analysis/body', '/analysis/color', '/analysis/color/photo', '/dashboard', '/faq', '/skin-tone-guide']) {
    await page.goto(path)
  }
  // And moving from the colour step to the photo step in the app loads only the page.
  await page.goto('/analysis/color')
  await page.getByRole('link', { name: 'Use a Photo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Season From a Photo' })).toBeVisible()
  expect(requests.filter((r) => PHOTO_FEATURE.test(r.url())).map((r) => r.url())).toEqual([])
})
