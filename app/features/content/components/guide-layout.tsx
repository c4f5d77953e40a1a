import type { CSSProperties, ReactNode } from 'react'
import { StartAnalysisBand, StartAnalysisButton } from './cta-band.tsx'
import { MoreGuides } from './more-guides.tsx'
import { PageHero } from './page-hero.tsx'

export interface GuideLayoutProps {
  /** The guide's own address, left out of the "other guides" list. */
  path: string
  eyebrow: string
  title: string
  lead: string
  /** Names the explorer for assistive technology. */
  pickerLabel: string
  /** A hero background of the guide's own (the colour guide's palette gradient). */
  heroStyle?: CSSProperties
  heroClassName?: string
  /** The guide's explorer. */
  children: ReactNode
}

/** An interactive guide page: the hero with the start button, the explorer, the other guides and the closing band. */
export function GuideLayout({ path, eyebrow, title, lead, pickerLabel, heroStyle, heroClassName, children }: GuideLayoutProps) {
  return (
    <main>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        actions={<StartAnalysisButton />}
        {...(heroStyle ? { style: heroStyle } : {})}
        {...(heroClassName ? { className: heroClassName } : {})}
      />
      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={pickerLabel}>
        {children}
      </section>
      <MoreGuides current={path} />
      <StartAnalysisBand />
    </main>
  )
}
