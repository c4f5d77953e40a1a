import { useEffect, useState } from 'react'

/** Milliseconds left until `until` (ISO), ticking every second; 0 once passed or when null. */
export function useCountdown(until: string | null): number {
  const left = () => (until ? Math.max(0, Date.parse(until) - Date.now()) : 0)
  const [ms, setMs] = useState(left)
  useEffect(() => {
    setMs(left())
    if (!until) return
    const timer = setInterval(() => {
      const next = left()
      setMs(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
    // `left` reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until])
  return ms
}
