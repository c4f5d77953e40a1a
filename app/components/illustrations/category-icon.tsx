import { Crown, Dumbbell, Handbag, Jacket, type LucideIcon, Ribbon, Shirt, SportShoe, Waves } from 'lucide-react'
import type { SVGProps } from 'react'
import type { CategoryId } from '#core/reference/categories.ts'

type Drawing = (props: SVGProps<SVGSVGElement>) => React.JSX.Element

// The icon set has no dress and no trousers, so those two are drawn here in its manner:
// a 24-unit grid, 2-unit round strokes, no fill.
function frame(paths: React.ReactNode): Drawing {
  return function LineDrawing(props) {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
        {paths}
      </svg>
    )
  }
}

const Dress = frame(
  <>
    <path d="M9 2v3.5L7.5 10h9L15 5.5V2" />
    <path d="M7.5 10 4.5 21h15l-3-11" />
    <path d="M9 5.5h6" />
  </>,
)

const Trousers = frame(
  <>
    <path d="M6 2h12l1 20h-5l-2-13-2 13H5z" />
    <path d="M6 6h12" />
  </>,
)

// Each category its own drawing: the six the shop and the back office show most are all different.
const ICONS: Readonly<Record<CategoryId, LucideIcon | Drawing>> = {
  dresses: Dress,
  tops: Shirt,
  bottoms: Trousers,
  outerwear: Jacket,
  shoes: SportShoe,
  accessories: Handbag,
  activewear: Dumbbell,
  lingerie: Ribbon,
  swimwear: Waves,
  formal: Crown,
}

/** A category's icon; decorative, since the category's name is always next to it. */
export function CategoryIcon({ category, className = 'h-5 w-5' }: { category: CategoryId; className?: string }) {
  const Icon = ICONS[category]
  return <Icon aria-hidden="true" data-category-icon={category} className={className} />
}
