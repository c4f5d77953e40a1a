import type { ReactNode } from 'react'

/** Eyebrow, h2 and an optional lead, as every content section opens. */
export function SectionHeading({ id, eyebrow, title, lead }: { id?: string; eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-3xl font-semibold text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 leading-relaxed text-ink-soft">{lead}</p> : null}
    </div>
  )
}
