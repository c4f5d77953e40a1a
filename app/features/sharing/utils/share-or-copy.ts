export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'copy-failed'

export interface ShareContent {
  title: string
  text: string
  url: string
}

/**
 * Opens the system share sheet where the browser has one; otherwise (or when sharing
 * fails for another reason than the visitor closing the sheet) copies the text and the
 * link to the clipboard. The caller shows the outcome.
 */
export async function shareOrCopy(content: ShareContent): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    // navigator.clipboard is missing on insecure origins; the TypeError lands below.
    await navigator.clipboard.writeText(`${content.text} ${content.url}`)
    return 'copied'
  } catch {
    return 'copy-failed'
  }
}
