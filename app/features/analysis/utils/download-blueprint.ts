import { translate as t } from '#core/i18n/translate.ts'
import { blueprintFileName, localIsoDay, renderInputFor, type Blueprint, type BlueprintFormat } from '#core/profile/blueprint.ts'

export type DownloadResult = { ok: true; fileName: string } | { ok: false; message: string }

const PATHS: Record<BlueprintFormat, string> = { png: '/api/blueprint/image', pdf: '/api/blueprint/pdf' }

/**
 * Asks the server to draw her blueprint as a PNG or a PDF and saves it. The request
 * carries only the profile fields the file shows, with her own calendar day for the
 * date. Never throws: a refusal or a network failure comes back as a message to show.
 */
export async function downloadBlueprint(blueprint: Blueprint, format: BlueprintFormat, now: Date): Promise<DownloadResult> {
  const day = localIsoDay(now)
  let response: Response
  try {
    response = await fetch(PATHS[format], {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(renderInputFor(blueprint, day)),
    })
  } catch {
    return { ok: false, message: t('blueprint.download.offline') }
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
    return { ok: false, message: payload?.error?.message ?? t('blueprint.download.failed') }
  }
  const fileName = blueprintFileName(day, format)
  saveFile(await response.blob(), fileName)
  return { ok: true, fileName }
}

/**
 * Saves a blob through the browser's download. The object URL is revoked a little later:
 * revoking it at once can cancel the download in some browsers.
 */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
