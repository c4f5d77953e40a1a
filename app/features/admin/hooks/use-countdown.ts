import { useEffect, useState } from 'react'

/**
 * Milliseconds left until `until` (ISO), ticking every second: 0 once passed or when
 * `until` is null, and null on the first render (the server's clock and the browser's
 * differ, so the count only appears once mounted and hydration matches).
 */
export function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    if (!until) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until])
  if (!until) return 0
  if (now === null) return null
  return Math.max(0, Date.parse(until) - now)
}
