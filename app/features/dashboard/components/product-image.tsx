import { useState } from 'react'
import { categoryDrawingDataUrl, drawingUrl } from '#core/catalog/garment-drawing.ts'
import { primaryImage, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { DEFAULT_CATEGORY, isCategoryId } from '#core/reference/categories.ts'
import { CategoryIcon } from '../../../components/illustrations/category-icon.tsx'

/**
 * The product's primary image; "No Image" without one. When it fails to load, the drawing
 * of the garment takes its place (/drawings/<id>.svg, from its attributes), and when that
 * fails too (offline, a product gone meanwhile), the drawing of its category, carried in the
 * page: a shopper never sees an error box (issue 28).
 */
export function ProductImage({ product, className = '' }: { product: Product; className?: string }) {
  const image = primaryImage(product)
  const drawing = drawingUrl(product.id)
  const category = isCategoryId(product.category) ? product.category : DEFAULT_CATEGORY
  const [src, setSrc] = useState(image?.url)
  const onError = () => {
    if (src !== drawing && !src?.startsWith('data:')) setSrc(drawing)
    else if (src === drawing) setSrc(categoryDrawingDataUrl(category, product.name))
  }
  const box = `relative aspect-square min-[520px]:aspect-[4/5] overflow-hidden bg-blush/50 ${className}`
  if (!image) {
    return (
      <div className={`${box} flex flex-col items-center justify-center gap-2 text-ink-soft`} role="img" aria-label={`${product.name}: ${t('product.noImage')}`}>
        {/* Without a photo, the drawing of its category tells the cards apart. */}
        <CategoryIcon category={category} className="h-8 w-8" />
        <span aria-hidden="true" className="text-xs font-medium tracking-wide uppercase">
          {t('product.noImage')}
        </span>
      </div>
    )
  }
  return (
    <div className={box}>
      <img
        src={src ?? image.url}
        alt={product.name}
        loading="lazy"
        onError={onError}
        className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
    </div>
  )
}
