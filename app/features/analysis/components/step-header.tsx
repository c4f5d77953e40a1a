import type { ReactNode } from 'react'

/** The eyebrow, heading and lead that open each analysis step. */
export function StepHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-[2.1rem] leading-[1.1] font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">{lead}</p>
      {children}
    </header>
  )
}
