import type { CSSProperties, ReactNode } from 'react'

export interface PageHeroProps {
  eyebrow: string
  title: ReactNode
  lead?: ReactNode
  /** Buttons under the lead. */
  actions?: ReactNode
  /** Artwork beside the text on wide screens. */
  aside?: ReactNode
  /** Overrides the background, e.g. the colour guide's season gradient. */
  style?: CSSProperties
  /** Centres the text, for pages whose content below is a narrow centred column. */
  centered?: boolean
  className?: string
}

/** The top band of a content page: eyebrow, display-serif title, lead and actions. */
export function PageHero({ eyebrow, title, lead, actions, aside, style, centered = false, className = '' }: PageHeroProps) {
  return (
    <section className={`relative overflow-hidden ${className}`} style={style}>
      {style ? null : (
        <div aria-hidden="true" className="absolute -top-48 -right-32 h-[28rem] w-[28rem] rounded-full bg-blush/60 blur-3xl" />
      )}
      <div
        className={`relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 sm:pb-20 ${aside ? 'lg:grid-cols-[1.2fr_1fr]' : ''}`}
      >
        <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
          {/* On a custom background the eyebrow turns ink: sage is too light on the paler gradients. */}
          <p className={`text-xs font-semibold tracking-[0.2em] uppercase ${style ? 'text-ink' : 'text-sage-deep'}`}>{eyebrow}</p>
          <h1 className="mt-4 text-[2.3rem] leading-[1.08] font-semibold text-balance sm:text-5xl">{title}</h1>
          {lead ? <p className={`mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft ${centered ? 'mx-auto' : ''}`}>{lead}</p> : null}
          {actions ? <div className={`mt-8 flex flex-wrap items-center gap-3 ${centered ? 'justify-center' : ''}`}>{actions}</div> : null}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  )
}
