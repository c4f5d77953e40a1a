import type { ReactNode } from 'react'

/**
 * A back-office panel's header: its heading (named by `headingId` for the section's
 * aria-labelledby) and lead on the left, `below` under them, and the panel's actions on the right.
 */
export function PanelHeader({
  headingId,
  title,
  lead,
  below,
  textClassName,
  children,
}: {
  headingId: string
  title: string
  lead: string
  below?: ReactNode
  textClassName?: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className={textClassName}>
        <h2 id={headingId} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{lead}</p>
        {below}
      </div>
      {children}
    </div>
  )
}
