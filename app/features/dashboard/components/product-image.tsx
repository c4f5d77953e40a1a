import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { drawingUrl } from '#core/catalog/garment-drawing.ts'
import { primaryImage, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { DEFAULT_CATEGORY, isCategoryId } from '#core/reference/categories.ts'
import { CategoryIcon } from '../../../components/illustrations/category-icon.tsx'

/**
 * The product's primary image; "No Image" without one. When it fails to load, the drawing
 * of the garment takes its place (/drawings/<id>.svg, from its attributes), and the "Image
 * Error" placeholder only when that fails too.
 */
export function ProductImage({ product, className = '' }: { product: Product; className?: string }) {
  const image = primaryImage(product)
  const drawing = drawingUrl(product.id)
  const [src, setSrc] = useState(image?.url)
  const [failed, setFailed] = useState(false)
  const onError = () => (src !== drawing ? setSrc(drawing) : setFailed(true))
  const box = `relative aspect-square min-[520px]:aspect-[4/5] overflow-hidden bg-blush/50 ${className}`
  if (!image || failed) {
    return (
      <div className={`${box} flex flex-col items-center justify-center gap-2 text-ink-soft`} role="img" aria-label={`${product.name}: ${failed ? t('product.imageError') : t('product.noImage')}`}>
        {failed ? (
          <ImageOff aria-hidden="true" className="h-8 w-8" strokeWidth={1.5} />
        ) : (
          // Without a photo, the drawing of its category tells the cards apart.
          <CategoryIcon category={isCategoryId(product.category) ? product.category : DEFAULT_CATEGORY} className="h-8 w-8" />
        )}
        <span aria-hidden="true" className="text-xs font-medium tracking-wide uppercase">
          {failed ? t('product.imageError') : t('product.noImage')}
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
