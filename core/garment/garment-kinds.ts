import type { CategoryId } from '../reference/categories.ts'
import type { GarmentType } from './attributes.ts'

/**
 * Where a garment sits on the body, which decides which attributes it can have and which
 * rules speak about it: a hem length means one thing on a dress and another on a jacket,
 * a horizontal stripe on a top widens the shoulders and on trousers the hips.
 */
export const GARMENT_ZONES = ['full', 'upper', 'lower', 'outer', 'shoes', 'accessory', 'intimate', 'swim'] as const
export type GarmentZone = (typeof GARMENT_ZONES)[number]

const TYPE_ZONES: Readonly<Record<GarmentType, GarmentZone>> = {
  dress: 'full', jumpsuit: 'full', romper: 'full',
  blouse: 'upper', shirt: 'upper', 't-shirt': 'upper', tank: 'upper', camisole: 'upper', sweater: 'upper', cardigan: 'upper',
  sweatshirt: 'upper', hoodie: 'upper', bodysuit: 'upper', tunic: 'upper', polo: 'upper', top: 'upper',
  trousers: 'lower', jeans: 'lower', skirt: 'lower', shorts: 'lower', leggings: 'lower', joggers: 'lower', culottes: 'lower',
  jacket: 'outer', blazer: 'outer', coat: 'outer', trench: 'outer', puffer: 'outer', gilet: 'outer', kimono: 'outer', cape: 'outer',
  boots: 'shoes', 'ankle-boots': 'shoes', heels: 'shoes', pumps: 'shoes', flats: 'shoes', sneakers: 'shoes', sandals: 'shoes',
  loafers: 'shoes', mules: 'shoes', espadrilles: 'shoes',
  bag: 'accessory', clutch: 'accessory', tote: 'accessory', crossbody: 'accessory', backpack: 'accessory', belt: 'accessory',
  scarf: 'accessory', hat: 'accessory', necklace: 'accessory', earrings: 'accessory', bracelet: 'accessory', ring: 'accessory',
  watch: 'accessory', sunglasses: 'accessory', gloves: 'accessory', 'hair-accessory': 'accessory',
  'sports-bra': 'upper', bra: 'intimate', briefs: 'intimate', slip: 'intimate', robe: 'intimate',
  swimsuit: 'swim', bikini: 'swim', 'cover-up': 'swim',
}

const TYPE_CATEGORIES: Readonly<Partial<Record<GarmentZone, CategoryId>>> = {
  full: 'dresses',
  upper: 'tops',
  lower: 'bottoms',
  outer: 'outerwear',
  shoes: 'shoes',
  accessory: 'accessories',
  intimate: 'lingerie',
  swim: 'swimwear',
}

const CATEGORY_ZONES: Readonly<Record<CategoryId, GarmentZone | null>> = {
  dresses: 'full',
  tops: 'upper',
  bottoms: 'lower',
  outerwear: 'outer',
  shoes: 'shoes',
  accessories: 'accessory',
  activewear: null,
  lingerie: 'intimate',
  swimwear: 'swim',
  formal: null,
}

export function zoneOfType(type: GarmentType): GarmentZone {
  return TYPE_ZONES[type]
}

/** The zone of a garment: its type's, else its category's; null when neither says. */
export function garmentZone(type: GarmentType | null, category: CategoryId | null): GarmentZone | null {
  if (type) return TYPE_ZONES[type]
  return category ? CATEGORY_ZONES[category] : null
}

/** The category a garment type belongs to (sports bras are activewear). */
export function categoryOfType(type: GarmentType): CategoryId {
  if (type === 'sports-bra') return 'activewear'
  return TYPE_CATEGORIES[TYPE_ZONES[type]] ?? 'accessories'
}

/** Clothes that shape the outline: the body-shape rules speak about these. */
export function shapesTheOutline(zone: GarmentZone | null): boolean {
  return zone === 'full' || zone === 'upper' || zone === 'lower' || zone === 'outer' || zone === 'swim'
}

export const BOTTOM_LEG_TYPES: ReadonlySet<GarmentType> = new Set(['trousers', 'jeans', 'shorts', 'leggings', 'joggers', 'culottes', 'jumpsuit'])
