import { colourById } from './colours.ts'

/** Order matters: the colour test breaks ties in this order (warm, then cool, then neutral). */
export const COLOR_PALETTES = ['warm', 'cool', 'neutral'] as const
export type ColorPaletteId = (typeof COLOR_PALETTES)[number]

export function isColorPaletteId(v: unknown): v is ColorPaletteId {
  return typeof v === 'string' && (COLOR_PALETTES as readonly string[]).includes(v)
}

/** A swatch: a rule-book colour (colours.ts) under the name people use for it here, drawn in its swatch. */
export interface NamedColor {
  readonly name: string
  readonly hex: string
  /** The colour's id in the rule book's lexicon; the name is one way of writing it. */
  readonly colour: string
}

type Five<T> = readonly [T, T, T, T, T]

/**
 * What the colour test gives: the palette's words, its best colours by name, the neutrals
 * to build on, the colours to avoid, and the metals. The quiz result, the
 * blueprint (page, image and PDF), the colour guides and the engines' colour fit all read
 * these, so every page names the same colours and every score measures against them.
 */
export interface ColorPaletteDetails<Id extends ColorPaletteId = ColorPaletteId> {
  readonly id: Id
  readonly name: string
  readonly description: string
  /** The five best colours, named; the swatches are these. */
  readonly colors: Five<NamedColor>
  /** `colors`' hex values, in order (the swatches). */
  readonly swatches: Five<string>
  /** `colors`' names, in order. */
  readonly bestColors: Five<string>
  /** Four neutrals a wardrobe can be built on. */
  readonly neutrals: readonly NamedColor[]
  /** Colours that fight the undertone near the face: a piece in one is never recommended. */
  readonly avoidColors: readonly NamedColor[]
  readonly metals: string
  readonly characteristics: readonly [string, string, string]
}

interface PaletteSource<Id extends ColorPaletteId> extends Omit<ColorPaletteDetails<Id>, 'swatches' | 'bestColors' | 'colors' | 'neutrals' | 'avoidColors'> {
  colors: Five<readonly [colour: string, name: string]>
  neutrals: ReadonlyArray<readonly [colour: string, name: string]>
  avoidColors: ReadonlyArray<readonly [colour: string, name: string]>
}

/** A rule-book colour as a swatch named `name` (a guide's "Chrome" is the lexicon's silver). Throws for a colour the rule book does not know. */
export function namedSwatch(colour: string, name: string): NamedColor {
  const entry = colourById(colour)
  if (!entry) throw new Error(`palette swatch ${name}: ${colour} is not a rule-book colour`)
  return { name, hex: entry.hex, colour }
}

const swatch = ([colour, name]: readonly [string, string]) => namedSwatch(colour, name)

function palette<Id extends ColorPaletteId>(source: PaletteSource<Id>): ColorPaletteDetails<Id> {
  const colors = source.colors.map(swatch) as unknown as Five<NamedColor>
  const [a, b, c, d, e] = colors
  return {
    ...source,
    colors,
    neutrals: source.neutrals.map(swatch),
    avoidColors: source.avoidColors.map(swatch),
    swatches: [a.hex, b.hex, c.hex, d.hex, e.hex],
    bestColors: [a.name, b.name, c.name, d.name, e.name],
  }
}

export const COLOR_PALETTE_DETAILS: { readonly [K in ColorPaletteId]: ColorPaletteDetails<K> } = {
  warm: palette({
    id: 'warm',
    name: 'Warm Tones',
    description:
      'Your skin has golden, peachy or yellow undertones. Earthy, sun-warmed shades make you glow.',
    colors: [['rust', 'Rust'], ['mustard', 'Mustard'], ['olive', 'Olive'], ['camel', 'Camel'], ['coral', 'Coral']],
    neutrals: [['cream', 'Cream'], ['oatmeal', 'Oatmeal'], ['khaki', 'Khaki'], ['chocolate', 'Chocolate']],
    avoidColors: [['icy-blue', 'Icy blue'], ['fuchsia', 'Fuchsia'], ['black', 'Stark black']],
    metals: 'Gold, brass, copper and rose gold',
    characteristics: [
      'Golden, peachy or olive undertones',
      'Veins on the wrist look green',
      'Gold jewelry flatters most',
    ],
  }),
  cool: palette({
    id: 'cool',
    name: 'Cool Tones',
    description:
      'Your skin has pink, red or blue undertones. Crisp jewel tones and icy shades bring out your natural coloring.',
    colors: [['navy', 'Navy'], ['emerald', 'Emerald'], ['burgundy', 'Burgundy'], ['lavender', 'Lavender'], ['light-grey', 'Icy grey']],
    neutrals: [['white', 'Pure white'], ['grey', 'Cool grey'], ['charcoal', 'Charcoal'], ['black', 'Black']],
    avoidColors: [['orange', 'Orange'], ['mustard', 'Mustard'], ['beige', 'Warm beige']],
    metals: 'Silver, white gold and platinum',
    characteristics: [
      'Pink, rosy or bluish undertones',
      'Veins on the wrist look blue or purple',
      'Silver jewelry flatters most',
    ],
  }),
  neutral: palette({
    id: 'neutral',
    name: 'Neutral Tones',
    description:
      'Your undertones balance warm and cool, so you can wear a wide range of shades, especially soft, muted ones.',
    colors: [['taupe', 'Taupe'], ['ivory', 'Soft white'], ['blush', 'Blush'], ['jade', 'Jade'], ['slate', 'Slate grey']],
    neutrals: [['stone', 'Stone'], ['greige', 'Greige'], ['mushroom', 'Mushroom'], ['navy', 'Soft navy']],
    avoidColors: [['yellow', 'Neon yellow'], ['orange', 'Bright orange'], ['electric-blue', 'Electric blue']],
    metals: 'Both gold and silver, and mixed metals',
    characteristics: [
      'A mix of warm and cool undertones',
      'Veins look blue-green',
      'Both gold and silver jewelry work',
    ],
  }),
}

