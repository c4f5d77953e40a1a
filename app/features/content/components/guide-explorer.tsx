import type { ReactNode } from 'react'
import { DetailBlock } from './detail-list.tsx'
import { OptionCards, type OptionCardsProps } from './option-cards.tsx'

/**
 * A guide's explorer: the picker cards, then the picked entry's article, named by its
 * heading (`headingId`); `after` stands under the article.
 */
export function GuideExplorer<Value extends string>({
  headingId,
  children,
  after,
  ...picker
}: OptionCardsProps<Value> & { headingId: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div>
      <OptionCards {...picker} />

      <article className="mt-10 overflow-hidden rounded-[2rem] bg-white ring-1 ring-line" aria-labelledby={headingId}>
        {children}
      </article>
      {after}
    </div>
  )
}

/** The article's lower half: its `DetailCell`s in two columns, divided by hairlines (the grid's gap shows its background). */
export function DetailGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-px border-t border-line bg-line md:grid-cols-2">{children}</div>
}

/** One titled cell of a `DetailGrid`. */
export function DetailCell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailBlock title={title} className="bg-white p-6 sm:p-10">
      {children}
    </DetailBlock>
  )
}
