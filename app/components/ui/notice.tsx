import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

const TONES = {
  success: { box: 'bg-sage/15 text-sage-deep ring-sage/40', Icon: CircleCheck },
  error: { box: 'bg-blush text-terracotta-dark ring-blush-deep', Icon: CircleAlert },
  warning: { box: 'bg-amber-100 text-amber-900 ring-amber-300', Icon: TriangleAlert },
  info: { box: 'bg-white text-ink ring-line', Icon: Info },
} as const

/**
 * A message box. Errors are announced at once (role="alert"); other tones politely
 * (role="status"), so screen readers hear results without losing their place.
 */
export function Notice({ tone, children, className = '' }: { tone: keyof typeof TONES; children: ReactNode; className?: string }) {
  const { box, Icon } = TONES[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-2xl px-4 py-3 text-sm ring-1 ${box} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  )
}
