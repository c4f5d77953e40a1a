import type { ReactNode } from 'react'

/** A titled block of a guide's detail panel. */
export function DetailBlock({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h3 className="font-sans text-xs font-semibold tracking-[0.16em] text-sage-deep uppercase">{title}</h3>
      <div className="mt-3">{children}</div>
    </div>
  )
}

/** A list with a small marker before each item; `tone` picks the marker colour. */
export function MarkedList({ items, tone = 'terracotta' }: { items: readonly string[]; tone?: 'terracotta' | 'sage' | 'muted' }) {
  const marker = { terracotta: 'bg-terracotta', sage: 'bg-sage-deep', muted: 'bg-ink-soft/50' }[tone]
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-ink-soft">
          <span aria-hidden="true" className={`mt-[0.6rem] h-1.5 w-1.5 shrink-0 rounded-full ${marker}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** Words as small rounded tags. */
export function TagList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-cream px-3 py-1.5 text-sm text-ink ring-1 ring-line">
          {item}
        </li>
      ))}
    </ul>
  )
}
