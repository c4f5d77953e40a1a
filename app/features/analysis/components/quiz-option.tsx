import type { ReactNode } from 'react'

/** One answer of a one-at-a-time quiz (the quick colour test, the refine questions): a radio drawn as a card. */
export function QuizOption({ name, value, checked, onSelect, children }: { name: string; value: string; checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <label
      className={[
        'flex cursor-pointer items-center gap-4 rounded-2xl px-5 py-4 ring-1 transition',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta',
        checked ? 'bg-blush/70 ring-2 ring-terracotta' : 'bg-cream ring-line hover:ring-ink/30',
      ].join(' ')}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="h-5 w-5 shrink-0 accent-terracotta" />
      <span className="text-base font-medium">{children}</span>
    </label>
  )
}
