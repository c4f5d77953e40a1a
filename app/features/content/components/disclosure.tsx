import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { paragraphs } from '#core/content/search.ts'

export interface DisclosureProps {
  title: string
  children: ReactNode
  defaultOpen?: boolean
  /** Heading level of the title, so the outline of the page stays correct. */
  level?: 2 | 3
}

/**
 * One expandable question or article: a button with aria-expanded that shows and hides
 * its panel. The panel stays in the server HTML (hidden), so crawlers read every answer.
 */
export function Disclosure({ title, children, defaultOpen = false, level = 3 }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="rounded-[var(--radius-card)] bg-white ring-1 ring-line transition-shadow has-[button:hover]:shadow-sm">
      <Heading className="font-sans text-base font-semibold sm:text-[1.05rem]">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-4 rounded-[var(--radius-card)] px-5 py-4 text-left sm:px-6 sm:py-5"
        >
          <span>{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 shrink-0 text-terracotta transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={`${id}-panel`} hidden={!open} className="px-5 pb-5 sm:px-6">
        {children}
      </div>
    </div>
  )
}

/** Stored plain text as paragraphs. */
export function Prose({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed text-ink-soft">
      {paragraphs(text).map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  )
}
