import { Coffee, Crown, Feather, Flower2, Gem, type LucideIcon, Sparkles, Square, Zap } from 'lucide-react'
import type { StyleId } from '#core/rule-book/styles.ts'

// One drawing per style, from the icon set the whole app uses: emoji render as empty
// boxes where no emoji font is installed, and never match the rest of the page.
const ICONS: Readonly<Record<StyleId, LucideIcon>> = {
  classic: Gem,
  trendy: Sparkles,
  bohemian: Feather,
  minimal: Square,
  edgy: Zap,
  romantic: Flower2,
  casual: Coffee,
  formal: Crown,
}

/** A style's icon; decorative, since the style's name is always next to it. */
export function StyleIcon({ style, className = 'h-5 w-5' }: { style: StyleId; className?: string }) {
  const Icon = ICONS[style]
  return <Icon aria-hidden="true" data-style-icon={style} className={className} />
}
