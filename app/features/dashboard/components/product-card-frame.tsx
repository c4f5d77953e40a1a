import type { ReactNode } from 'react'

/**
 * The skeleton every grid card shares (catalogue, AI and partner cards): the image with
 * what sits over it, the heading (brand, title and price in the variant's order), the
 * variant's own lines, and the actions at the foot, pushed down so a row's buttons line up.
 */
export function ProductCardFrame({
  label,
  image,
  overlay,
  heading,
  children,
  actions,
  bodyClassName = 'p-3 sm:p-4',
  actionsClassName = 'pt-3',
}: {
  /** The card's accessible name; partner cards have none (their title names them). */
  label?: string | undefined
  image: ReactNode
  /** Over the image: the heart, score badges. */
  overlay?: ReactNode
  heading: ReactNode
  children?: ReactNode
  actions: ReactNode
  bodyClassName?: string
  actionsClassName?: string
}) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line" aria-label={label}>
      <div className="relative">
        {image}
        {overlay}
      </div>
      <div className={`flex flex-1 flex-col ${bodyClassName}`}>
        {heading}
        {children}
        <div className={`mt-auto ${actionsClassName}`}>{actions}</div>
      </div>
    </article>
  )
}
