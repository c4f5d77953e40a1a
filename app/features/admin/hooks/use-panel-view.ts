import { useCallback, useEffect, useRef, useState } from 'react'
import { type MessageKey, translate as t } from '#core/i18n/translate.ts'
import { apiRequest } from '../../../utils/api-client.ts'

/**
 * A back-office panel's view from GET `path`: loaded on mount, whenever `path` changes and on
 * `reload()`. Only the newest request may set it, so a slow answer (a 90-day window) never
 * overwrites a newer one. A failure keeps the last view and says why, as `failedKey`'s message.
 */
export function usePanelView<View>(path: string, failedKey: MessageKey) {
  const [view, setView] = useState<View | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const request = ++latest.current
    setLoading(true)
    const result = await apiRequest<View>('GET', path)
    if (request !== latest.current) return
    setLoading(false)
    if (result.ok) {
      setView(result.data)
      setError(null)
    } else setError(t(failedKey, { message: result.message }))
  }, [path, failedKey])

  useEffect(() => {
    void reload()
  }, [reload])

  return { view, error, loading, reload }
}
