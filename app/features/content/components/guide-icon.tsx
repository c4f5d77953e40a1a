import { Coffee, Feather, Flower2, Gem, Leaf, type LucideIcon, Snowflake, Sprout, Square, Sun, Zap } from 'lucide-react'
import type { GuideIcon as GuideIconId } from '#core/content/style-personalities.ts'

const ICONS: Record<GuideIconId, LucideIcon> = {
  gem: Gem,
  flower: Flower2,
  feather: Feather,
  zap: Zap,
  coffee: Coffee,
  square: Square,
  sprout: Sprout,
  sun: Sun,
  leaf: Leaf,
  snowflake: Snowflake,
}

/** The drawing for a guide entry's icon key; always decorative. */
export function GuideIcon({ icon, className = 'h-5 w-5' }: { icon: GuideIconId; className?: string }) {
  const Icon = ICONS[icon]
  return <Icon aria-hidden="true" className={className} />
}
