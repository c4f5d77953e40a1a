import { type GarmentAttributes, unknownAttributes } from '../garment/attributes.ts'
import { categoryOfType } from '../garment/garment-kinds.ts'
import type { BodyShapeId } from './body-shapes.ts'
import { any, type Condition, has, holdsAll, is, not, type RuleSubject, subjectOf, type, zone } from './conditions.ts'
import { COLOR_PALETTE_DETAILS, type ColorPaletteId, type NamedColor } from './palettes.ts'
import { SEASON_PALETTES } from './season-palettes.ts'
import type { SeasonId } from './seasons.ts'
import type { QuizStyleId } from './styles.ts'

/**
 * The key pieces of each style: what a stylist names first for it, each as a garment the
 * rule book can read (an exemplar's attributes) and a test a product passes to be one.
 * Because a key piece is a garment, the same rules that grade products grade it: the
 * blueprint lists a piece only when it belongs to her style, does not work against her
 * shape, and comes in a colour of her palette (keyPiecesFor), and its link opens the
 * products that are that piece (matchesKeyPiece). key-pieces.test.ts holds every piece to
 * its style, and the property tests hold every blueprint to the scores.
 */
export interface KeyPiece {
  /** Stable, kebab-case: the dashboard's `?piece=` value. */
  readonly id: string
  readonly style: QuizStyleId
  /** What she reads, lower case; `{colour}` is filled from her palette (see `colour`). */
  readonly name: string
  /** What it is, as the reader would read it (the rest of the attributes unknown). */
  readonly exemplar: Partial<GarmentAttributes>
  /** What a product must be to count as this piece. */
  readonly match: readonly Condition[]
  /**
   * Pieces whose point is their colour take one from her palette: her lightest neutral (a
   * crisp shirt), her darkest neutral (jeans, a coat) or her first named colour.
   */
  readonly colour?: 'light-neutral' | 'dark-neutral' | 'accent'
}

const piece = (p: KeyPiece): KeyPiece => p

/** In each style, in the order a stylist names them: the blueprint takes the first that suit her. */
export const KEY_PIECES: readonly KeyPiece[] = [
  // Classic
  piece({ id: 'blazer', style: 'classic', name: 'tailored blazer', exemplar: { garmentType: 'blazer', silhouette: 'tailored', details: ['single-breasted'] }, match: [type('blazer')] }),
  piece({ id: 'trench-coat', style: 'classic', name: 'belted trench coat', exemplar: { garmentType: 'trench', waist: 'belted', length: 'knee' }, match: [type('trench')] }),
  piece({ id: 'crisp-shirt', style: 'classic', name: 'crisp {colour} shirt', colour: 'light-neutral', exemplar: { garmentType: 'shirt', neckline: 'collar', materials: ['poplin'], pattern: 'solid' }, match: [type('shirt'), has('materials', 'poplin', 'oxford-cloth', 'crepe')] }),
  piece({ id: 'sheath-dress', style: 'classic', name: 'sheath dress', exemplar: { garmentType: 'dress', silhouette: 'sheath', length: 'knee' }, match: [type('dress'), is('silhouette', 'sheath')] }),
  piece({ id: 'pencil-skirt', style: 'classic', name: 'pencil skirt', exemplar: { garmentType: 'skirt', silhouette: 'pencil', length: 'knee' }, match: [type('skirt'), is('silhouette', 'pencil')] }),
  piece({ id: 'tailored-trousers', style: 'classic', name: 'tailored wide-leg trousers', exemplar: { garmentType: 'trousers', silhouette: 'tailored', leg: 'wide', rise: 'high' }, match: [type('trousers'), is('silhouette', 'tailored')] }),
  piece({ id: 'fine-knit', style: 'classic', name: 'fine cashmere sweater', exemplar: { garmentType: 'sweater', materials: ['cashmere'], neckline: 'v-neck' }, match: [type('sweater', 'cardigan'), has('materials', 'cashmere', 'wool')] }),
  piece({ id: 'loafers', style: 'classic', name: 'leather loafers', exemplar: { garmentType: 'loafers', materials: ['leather'], heel: 'flat' }, match: [type('loafers')] }),
  piece({ id: 'pearl-earrings', style: 'classic', name: 'pearl earrings', exemplar: { garmentType: 'earrings', embellishments: ['pearls'] }, match: [type('earrings'), any(has('embellishments', 'pearls'), has('materials', 'pearl'))] }),
  // Trendy
  piece({ id: 'oversized-blazer', style: 'trendy', name: 'oversized blazer', exemplar: { garmentType: 'blazer', silhouette: 'oversized', waist: 'belted' }, match: [type('blazer'), is('silhouette', 'oversized', 'boxy')] }),
  piece({ id: 'cargo-trousers', style: 'trendy', name: 'cargo trousers', exemplar: { garmentType: 'trousers', details: ['cargo'], leg: 'wide' }, match: [type('trousers'), has('details', 'cargo')] }),
  piece({ id: 'crop-top', style: 'trendy', name: 'cropped top', exemplar: { garmentType: 'top', length: 'cropped', neckline: 'square' }, match: [any(type('top', 't-shirt', 'tank', 'sweater', 'cardigan', 'blouse')), is('length', 'cropped')] }),
  piece({ id: 'pleated-mini', style: 'trendy', name: 'pleated mini skirt', exemplar: { garmentType: 'skirt', silhouette: 'pleated', length: 'mini' }, match: [type('skirt'), is('length', 'mini'), any(is('silhouette', 'pleated'), has('embellishments', 'pleats'))] }),
  piece({ id: 'barrel-jeans', style: 'trendy', name: 'barrel-leg jeans', exemplar: { garmentType: 'jeans', leg: 'barrel', materials: ['denim'] }, match: [type('jeans', 'trousers'), is('leg', 'barrel')] }),
  piece({ id: 'chunky-sneakers', style: 'trendy', name: 'chunky sneakers', exemplar: { garmentType: 'sneakers', details: ['chunky'] }, match: [type('sneakers'), any(has('details', 'chunky'), is('heel', 'platform'))] }),
  piece({ id: 'balloon-sleeve-blouse', style: 'trendy', name: 'balloon-sleeve blouse', exemplar: { garmentType: 'blouse', sleeve: 'balloon', neckline: 'v-neck' }, match: [type('blouse', 'top', 'shirt'), is('sleeve', 'balloon', 'bishop')] }),
  piece({ id: 'square-toe-mules', style: 'trendy', name: 'square-toe mules', exemplar: { garmentType: 'mules', toe: 'square' }, match: [zone('shoes'), is('toe', 'square')] }),
  piece({ id: 'statement-earrings', style: 'trendy', name: 'statement earrings', exemplar: { garmentType: 'earrings', details: ['statement'] }, match: [type('earrings', 'necklace'), has('details', 'statement', 'chunky')] }),
  // Bohemian
  piece({ id: 'flowing-maxi', style: 'bohemian', name: 'flowing maxi dress', exemplar: { garmentType: 'dress', length: 'maxi', drape: 'fluid', waist: 'empire', materials: ['cotton'] }, match: [type('dress'), is('length', 'maxi'), not(has('materials', 'satin', 'silk', 'velvet', 'sequin'))] }),
  piece({ id: 'peasant-blouse', style: 'bohemian', name: 'peasant blouse', exemplar: { garmentType: 'blouse', details: ['peasant'], embellishments: ['embroidery'], neckline: 'v-neck' }, match: [type('blouse', 'top'), any(has('details', 'peasant'), has('embellishments', 'embroidery', 'smocking'))] }),
  piece({ id: 'tiered-skirt', style: 'bohemian', name: 'tiered midi skirt', exemplar: { garmentType: 'skirt', silhouette: 'tiered', length: 'midi' }, match: [type('skirt'), any(is('silhouette', 'tiered'), has('embellishments', 'tiers'))] }),
  piece({ id: 'kimono', style: 'bohemian', name: 'kimono jacket', exemplar: { garmentType: 'kimono', drape: 'fluid', length: 'longline' }, match: [type('kimono')] }),
  piece({ id: 'fringe-bag', style: 'bohemian', name: 'fringe bag', exemplar: { garmentType: 'bag', embellishments: ['fringe'], materials: ['suede'] }, match: [type('bag', 'crossbody', 'tote'), has('embellishments', 'fringe')] }),
  piece({ id: 'western-boots', style: 'bohemian', name: 'western boots', exemplar: { garmentType: 'boots', details: ['western'] }, match: [type('boots', 'ankle-boots'), has('details', 'western')] }),
  piece({ id: 'espadrilles', style: 'bohemian', name: 'espadrilles', exemplar: { garmentType: 'espadrilles' }, match: [type('espadrilles')] }),
  // Minimal
  piece({ id: 'plain-tee', style: 'minimal', name: '{colour} tee', colour: 'light-neutral', exemplar: { garmentType: 't-shirt', pattern: 'solid', neckline: 'crew', materials: ['cotton'] }, match: [type('t-shirt'), not(has('embellishments', 'logo'))] }),
  piece({ id: 'straight-trousers', style: 'minimal', name: 'straight-leg trousers', exemplar: { garmentType: 'trousers', silhouette: 'tailored', leg: 'straight', pattern: 'solid' }, match: [type('trousers'), is('leg', 'straight'), not(has('details', 'cargo'))] }),
  piece({ id: 'slip-dress', style: 'minimal', name: 'slip dress', exemplar: { garmentType: 'dress', silhouette: 'slip', pattern: 'solid', length: 'midi' }, match: [type('dress', 'skirt'), is('silhouette', 'slip')] }),
  piece({ id: 'turtleneck', style: 'minimal', name: '{colour} turtleneck', colour: 'dark-neutral', exemplar: { garmentType: 'sweater', neckline: 'turtleneck', pattern: 'solid', drape: 'clingy' }, match: [is('neckline', 'turtleneck', 'high-neck')] }),
  piece({ id: 'cocoon-coat', style: 'minimal', name: '{colour} cocoon coat', colour: 'dark-neutral', exemplar: { garmentType: 'coat', silhouette: 'cocoon', pattern: 'solid' }, match: [type('coat'), is('silhouette', 'cocoon')] }),
  piece({ id: 'leather-sneakers', style: 'minimal', name: 'leather sneakers', exemplar: { garmentType: 'sneakers', materials: ['leather'], pattern: 'solid' }, match: [type('sneakers'), has('materials', 'leather')] }),
  piece({ id: 'structured-bag', style: 'minimal', name: 'structured leather bag', exemplar: { garmentType: 'bag', drape: 'structured', materials: ['leather'], pattern: 'solid' }, match: [type('bag', 'tote', 'crossbody'), is('drape', 'structured')] }),
  // Edgy
  piece({ id: 'leather-jacket', style: 'edgy', name: 'leather biker jacket', exemplar: { garmentType: 'jacket', materials: ['leather'], details: ['moto'], length: 'cropped' }, match: [type('jacket'), any(has('materials', 'leather', 'faux-leather'), has('details', 'moto'))] }),
  piece({ id: 'combat-boots', style: 'edgy', name: 'combat boots', exemplar: { garmentType: 'boots', details: ['combat'] }, match: [type('boots', 'ankle-boots'), has('details', 'combat')] }),
  piece({ id: 'distressed-jeans', style: 'edgy', name: '{colour} distressed jeans', colour: 'dark-neutral', exemplar: { garmentType: 'jeans', embellishments: ['distressed'], leg: 'straight', materials: ['denim'] }, match: [type('jeans'), has('embellishments', 'distressed')] }),
  piece({ id: 'leather-trousers', style: 'edgy', name: 'leather trousers', exemplar: { garmentType: 'trousers', materials: ['faux-leather'], leg: 'wide', rise: 'high' }, match: [type('trousers', 'leggings'), has('materials', 'leather', 'faux-leather', 'vinyl')] }),
  piece({ id: 'studded-belt', style: 'edgy', name: 'studded belt', exemplar: { garmentType: 'belt', embellishments: ['studs'], materials: ['leather'] }, match: [type('belt'), has('embellishments', 'studs')] }),
  piece({ id: 'choker', style: 'edgy', name: 'choker', exemplar: { garmentType: 'necklace', length: 'choker' }, match: [type('necklace'), is('length', 'choker')] }),
  piece({ id: 'mesh-top', style: 'edgy', name: 'mesh top', exemplar: { garmentType: 'top', materials: ['mesh'], sleeve: 'long' }, match: [type('top', 'bodysuit', 't-shirt'), has('materials', 'mesh')] }),
  // Romantic
  piece({ id: 'wrap-dress', style: 'romantic', name: 'wrap dress', exemplar: { garmentType: 'dress', silhouette: 'wrap', neckline: 'v-neck', length: 'midi' }, match: [type('dress'), is('silhouette', 'wrap')] }),
  piece({ id: 'ruffle-blouse', style: 'romantic', name: 'ruffle blouse', exemplar: { garmentType: 'blouse', embellishments: ['ruffles'], neckline: 'v-neck' }, match: [type('blouse', 'top', 'shirt'), has('embellishments', 'ruffles')] }),
  piece({ id: 'puff-sleeve-blouse', style: 'romantic', name: 'puff-sleeve blouse', exemplar: { garmentType: 'blouse', sleeve: 'puff', neckline: 'square' }, match: [type('blouse', 'top', 'shirt'), is('sleeve', 'puff')] }),
  piece({ id: 'lace-top', style: 'romantic', name: 'lace top', exemplar: { garmentType: 'top', embellishments: ['lace'], neckline: 'scoop' }, match: [type('top', 'blouse', 'camisole', 'bodysuit'), has('embellishments', 'lace')] }),
  piece({ id: 'floral-midi', style: 'romantic', name: 'floral midi dress', exemplar: { garmentType: 'dress', pattern: 'floral', length: 'midi', silhouette: 'a-line' }, match: [type('dress'), is('pattern', 'floral')] }),
  piece({ id: 'full-skirt', style: 'romantic', name: 'full midi skirt', exemplar: { garmentType: 'skirt', silhouette: 'full', length: 'midi' }, match: [type('skirt'), is('silhouette', 'full')] }),
  piece({ id: 'mary-janes', style: 'romantic', name: 'Mary Jane flats', exemplar: { garmentType: 'flats', details: ['mary-jane'] }, match: [type('flats', 'heels', 'pumps'), has('details', 'mary-jane')] }),
]

const BY_ID = new Map(KEY_PIECES.map((p) => [p.id, p]))
export const KEY_PIECE_IDS = KEY_PIECES.map((p) => p.id)

export function keyPieceById(id: string): KeyPiece | undefined {
  return BY_ID.get(id)
}

/** The piece's exemplar as full attributes, in a given colour (unknown without one). */
export function exemplarAttributes(p: KeyPiece, colour: string | null = null): GarmentAttributes {
  const type = p.exemplar.garmentType ?? null
  return { ...unknownAttributes(), category: type ? categoryOfType(type) : null, ...p.exemplar, primaryColour: colour }
}

/** Whether a product's (effective) attributes make it this piece. */
export function matchesKeyPiece(p: KeyPiece, a: GarmentAttributes): boolean {
  return subjectIsKeyPiece(p, subjectOf(a))
}

/** The same, for a piece already read as a rule subject (a pass over a catalogue reads each once for every piece). */
export function subjectIsKeyPiece(p: KeyPiece, s: RuleSubject): boolean {
  return holdsAll(p.match, s)
}

/** The swatch a coloured piece takes from a palette, or from her season's palette when she has one. */
export function pieceColour(p: KeyPiece, palette: ColorPaletteId, season: SeasonId | null = null): NamedColor | null {
  const d: { readonly colors: readonly NamedColor[]; readonly neutrals: readonly NamedColor[] } = season ? SEASON_PALETTES[season] : COLOR_PALETTE_DETAILS[palette]
  switch (p.colour) {
    case 'light-neutral':
      return d.neutrals[0]!
    case 'dark-neutral':
      return d.neutrals[d.neutrals.length - 1]!
    case 'accent':
      return d.colors[0]!
    default:
      return null
  }
}

/** Where no palette is known (a style card), a coloured piece is named in the colour most shops sell it in. */
const GENERIC_COLOUR: Readonly<Record<NonNullable<KeyPiece['colour']>, string>> = { 'light-neutral': 'white', 'dark-neutral': 'black', accent: '' }

export function pieceName(p: KeyPiece, palette: ColorPaletteId | null, season: SeasonId | null = null): string {
  const swatch = palette ? pieceColour(p, palette, season) : null
  const colour = swatch ? swatch.name.toLowerCase() : p.colour ? GENERIC_COLOUR[p.colour] : ''
  return p.name.replace('{colour}', colour).replace(/\s+/g, ' ').trim()
}

export interface ChosenKeyPiece {
  id: string
  style: QuizStyleId
  /** With her colour where the piece takes one ('cream tee'). */
  name: string
  /** The colour the piece is worn in: the piece's own, else her first named colour (what the scores are checked with). */
  colour: NamedColor
  /** Flatters her shape (the rest are neutral for it; none works against it). */
  flatters: boolean
}

/** How many pieces each style gives, by how many styles she chose: about eight in all, never fewer than two a style. */
export function piecesPerStyle(styleCount: number): number {
  return styleCount <= 1 ? 5 : styleCount === 2 ? 4 : styleCount === 3 ? 3 : 2
}
/** The most a blueprint lists (what its image has room for). */
export const MAX_KEY_PIECES = 10

/**
 * Her key pieces: for each chosen style in her order, its pieces that do not work against
 * her shape, the ones that flatter it first, each in a colour of her palette (her season's
 * when she has one). `bodyGrade`
 * is the rule book's grade of a garment for her shape (product-fit.ts garmentFit), passed
 * in so the rule book needs no engine. Each piece once, at most MAX_KEY_PIECES in all.
 */
export function keyPiecesFor(
  choices: { bodyShape: BodyShapeId; colorPalette: ColorPaletteId; colorSeason?: SeasonId | null | undefined; stylePreferences: readonly QuizStyleId[] },
  bodyGrade: (a: GarmentAttributes, shape: BodyShapeId) => 'flatters' | 'neutral' | 'avoid',
): ChosenKeyPiece[] {
  const styles = [...new Set(choices.stylePreferences)]
  const per = piecesPerStyle(styles.length)
  const season = choices.colorSeason ?? null
  const first = season ? SEASON_PALETTES[season].colors[0]! : COLOR_PALETTE_DETAILS[choices.colorPalette].colors[0]
  const out: ChosenKeyPiece[] = []
  const seen = new Set<string>()
  for (const style of styles) {
    const graded = KEY_PIECES.filter((p) => p.style === style && !seen.has(p.id)).map((p) => {
      const colour = pieceColour(p, choices.colorPalette, season) ?? first
      return { p, colour, grade: bodyGrade(exemplarAttributes(p, colour.colour), choices.bodyShape) }
    })
    const suited = [...graded.filter((g) => g.grade === 'flatters'), ...graded.filter((g) => g.grade === 'neutral')]
    for (const g of suited.slice(0, per)) {
      seen.add(g.p.id)
      out.push({ id: g.p.id, style, name: pieceName(g.p, choices.colorPalette, season), colour: g.colour, flatters: g.grade === 'flatters' })
    }
  }
  return out.slice(0, MAX_KEY_PIECES)
}

/** The first three pieces' names of a style, without colour: the style card's and the guide's examples. */
export function styleExamples(style: QuizStyleId, count = 3): string[] {
  return KEY_PIECES.filter((p) => p.style === style)
    .slice(0, count)
    .map((p) => pieceName(p, null))
}
