import { type CompiledVocabulary, compileVocabulary, findTerms, normaliseText, type TermMatch } from './word-match.ts'

/** The back-office category list, in its filter order. */
export const CATEGORIES = [
  'dresses',
  'tops',
  'bottoms',
  'outerwear',
  'shoes',
  'accessories',
  'activewear',
  'lingerie',
  'swimwear',
  'formal',
] as const
export type CategoryId = (typeof CATEGORIES)[number]

export function isCategoryId(v: unknown): v is CategoryId {
  return typeof v === 'string' && (CATEGORIES as readonly string[]).includes(v)
}

export const CATEGORY_LABELS: Readonly<Record<CategoryId, string>> = {
  dresses: 'Dresses',
  tops: 'Tops',
  bottoms: 'Bottoms',
  outerwear: 'Outerwear',
  shoes: 'Shoes',
  accessories: 'Accessories',
  activewear: 'Activewear',
  lingerie: 'Lingerie',
  swimwear: 'Swimwear',
  formal: 'Formal',
}

/**
 * The dashboard categories: the shopper's category filter ("All" is the absence of a filter,
 * so it has no id), and the categories page one mixes in even shares.
 */
export const SHOPPER_CATEGORIES = ['dresses', 'tops', 'bottoms', 'outerwear', 'shoes', 'accessories'] as const

/** Where imports put a product whose category text is missing or not recognised. */
export const DEFAULT_CATEGORY: CategoryId = 'dresses'

/**
 * Garment nouns per category. Plurals with 's' or 'es' need no entry; irregular ones do
 * ('scarves'). 'short' and 'flat' are left out on purpose: as adjectives ('short sleeve',
 * 'flat front') they would misfile products, so only 'shorts' and 'flats' count.
 */
export const CATEGORY_TERMS: Readonly<Record<CategoryId, readonly string[]>> = {
  dresses: ['dress', 'gown', 'sundress', 'jumpsuit', 'romper', 'playsuit'],
  tops: [
    'top', 'shirt', 'blouse', 'sweater', 'tee', 't-shirt', 'cardigan', 'tank', 'camisole', 'cami',
    'tunic', 'hoodie', 'sweatshirt', 'bodysuit', 'polo',
  ],
  bottoms: ['pants', 'trousers', 'jeans', 'skirt', 'shorts', 'leggings', 'culottes', 'joggers', 'skort', 'bottoms'],
  outerwear: ['jacket', 'coat', 'blazer', 'trench', 'parka', 'puffer', 'raincoat', 'windbreaker', 'kimono', 'outerwear'],
  shoes: [
    'shoe', 'boot', 'sneaker', 'heel', 'sandal', 'flats', 'loafer', 'pump', 'mule', 'espadrille',
    'clog', 'oxford', 'trainer', 'slides', 'mary jane',
  ],
  accessories: [
    'bag', 'handbag', 'purse', 'tote', 'clutch', 'backpack', 'wallet', 'jewelry', 'jewellery',
    'necklace', 'earring', 'bracelet', 'belt', 'scarf', 'scarves', 'hat', 'beanie', 'sunglasses',
    'gloves', 'watch', 'beret', 'cap', 'claw clip', 'accessory', 'accessories',
  ],
  activewear: ['activewear', 'sportswear', 'sports bra', 'yoga pants'],
  lingerie: ['lingerie', 'bra', 'bralette', 'panties', 'underwear'],
  swimwear: ['swimwear', 'swimsuit', 'bikini', 'bikini bottoms', 'swim shorts'],
  // Only an exact 'formal' names this category: as a word in a name it is an adjective.
  formal: ['formalwear', 'tuxedo'],
}

// Compiled on first use, not at module load: the browser imports this module for the labels, and
// compiling some seventy Unicode patterns cost a phone's dashboard about 0.2 s of main thread.
let vocabulary: ReadonlyArray<{ id: CategoryId; vocabulary: CompiledVocabulary }> | null = null
function categoryVocabulary() {
  return (vocabulary ??= CATEGORIES.map((id) => ({ id, vocabulary: compileVocabulary(CATEGORY_TERMS[id]) })))
}

const EXACT = new Map<string, CategoryId>(
  CATEGORIES.flatMap((id) => [
    [id, id],
    [CATEGORY_LABELS[id].toLowerCase(), id],
  ]),
)

// Phrases after these qualify the garment rather than name it: 'Dress with Belt' is a dress.
const SEGMENT_BREAK =
  /\s+(?:with|in|for|and|featuring|plus|including|from|by)\s+|[,;|()[\]{}<>/&+:]|\s-\s/u

/**
 * Maps free text (a category cell, a product name, a retailer breadcrumb) to a category.
 *
 * Precedence, in order:
 * 1. The whole text equal to an id or label, any case ('Formal', 'activewear').
 *    A breadcrumb ('A > B > C') is read step by step from its last step.
 * 2. The text is cut into segments at connectors ('with', 'in', 'for', 'and', commas,
 *    ' - ', slashes...). The first segment that names any garment decides.
 * 3. Within that segment the garment noun that ends last wins, because an English head
 *    noun comes last: 'shirt dress' is a dress, 'dress shirt' a top, 'jean jacket'
 *    outerwear. When two terms end together the longer wins ('yoga pants' over 'pants').
 * Returns null when nothing is recognised; callers choose their own fallback
 * (imports use DEFAULT_CATEGORY).
 */
export function normaliseCategory(text: string): CategoryId | null {
  const normalised = normaliseText(text).trim().replace(/\s+/g, ' ')
  if (normalised === '') return null
  const exact = EXACT.get(normalised)
  if (exact) return exact
  // A breadcrumb ('Clothing, Shoes & Jewelry > Women > Clothing > Dresses') names the
  // category most exactly in its last step: read the steps from the end.
  if (normalised.includes('>')) {
    const steps = normalised.split('>').map((step) => step.trim()).filter(Boolean)
    for (let i = steps.length - 1; i >= 0; i--) {
      const found = normaliseCategory(steps[i]!)
      if (found) return found
    }
    return null
  }

  for (const segment of normalised.split(SEGMENT_BREAK)) {
    let best: { id: CategoryId; match: TermMatch } | null = null
    for (const { id, vocabulary } of categoryVocabulary()) {
      for (const match of findTerms(segment, vocabulary)) {
        if (
          !best ||
          match.end > best.match.end ||
          (match.end === best.match.end && match.start < best.match.start)
        ) {
          best = { id, match }
        }
      }
    }
    if (best) return best.id
  }
  return null
}
