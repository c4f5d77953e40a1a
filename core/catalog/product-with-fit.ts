import type { GarmentAttributes } from '../garment/attributes.ts'
import { garmentFit, type GarmentFit } from '../garment/product-fit.ts'
import { garmentTextOf, readGarment } from '../garment/read-garment.ts'
import { isSeasonId } from '../reference/seasons.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import type { Product } from './product.ts'

/**
 * A stored product as a shopper sees it: `styles`, `bodyShapes` and `colorPalettes` from the
 * rule book's fit of its effective attributes (read, with the administrator's corrections;
 * read from its text on the spot when none are stored yet), and `seasons` as the shop stated
 * them or, when it stated none, as the rule book reads them from the garment. The stored row
 * keeps only what the shop said, so this is where its fit is filled in; the catalogue index
 * shows the same.
 */
export function productWithFit(product: Product, attributes: GarmentAttributes | null): Product {
  return withFit(product, garmentFit(attributes ?? readGarment(garmentTextOf(product))))
}

/** The same, from a fit already read (the catalogue index reads each distinct one once). */
export function withFit(product: Product, fit: GarmentFit): Product {
  const stated = product.seasons.filter(isSeasonId)
  return {
    ...product,
    styles: fit.styles,
    bodyShapes: BODY_SHAPES.filter((s) => fit.body[s] === 'flatters'),
    colorPalettes: [...fit.palettes],
    seasons: stated.length > 0 ? stated : fit.seasons,
  }
}
