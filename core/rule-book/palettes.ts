/** Order matters: the colour test breaks ties in this order (warm, then cool, then neutral). */
export const COLOR_PALETTES = ['warm', 'cool', 'neutral'] as const
export type ColorPaletteId = (typeof COLOR_PALETTES)[number]

export function isColorPaletteId(v: unknown): v is ColorPaletteId {
  return typeof v === 'string' && (COLOR_PALETTES as readonly string[]).includes(v)
}

/** A colour with a name people use and the #RRGGBB its swatch is drawn in. */
export interface NamedColor {
  readonly name: string
  readonly hex: string
}

type Five<T> = readonly [T, T, T, T, T]

/**
 * What the colour test gives: the palette's words, its best colours by name, the neutrals
 * to build on, the colours to avoid, and the metals. The quiz result, the
 * blueprint (page, image and PDF) and the colour guides all read these, so every page
 * names the same colours.
 */
export interface ColorPaletteDetails<Id extends ColorPaletteId = ColorPaletteId> {
  readonly id: Id
  readonly name: string
  readonly description: string
  /** The five best colours, named; the swatches are these. */
  readonly colors: Five<NamedColor>
  /** `colors`' hex values, in order (the swatches). */
  readonly swatches: Five<string>
  /** `colors`' names, in order (the words the recommendation engines look for). */
  readonly bestColors: Five<string>
  /** Four neutrals a wardrobe can be built on. */
  readonly neutrals: readonly NamedColor[]
  /** Colours that fight the undertone near the face. */
  readonly avoidColors: readonly NamedColor[]
  readonly metals: string
  readonly characteristics: readonly [string, string, string]
}

type PaletteSource<Id extends ColorPaletteId> = Omit<ColorPaletteDetails<Id>, 'swatches' | 'bestColors'>

function palette<Id extends ColorPaletteId>(source: PaletteSource<Id>): ColorPaletteDetails<Id> {
  const [a, b, c, d, e] = source.colors
  return { ...source, swatches: [a.hex, b.hex, c.hex, d.hex, e.hex], bestColors: [a.name, b.name, c.name, d.name, e.name] }
}

export const COLOR_PALETTE_DETAILS: { readonly [K in ColorPaletteId]: ColorPaletteDetails<K> } = {
  warm: palette({
    id: 'warm',
    name: 'Warm Tones',
    description:
      'Your skin has golden, peachy or yellow undertones. Earthy, sun-warmed shades make you glow.',
    colors: [
      { name: 'Rust', hex: '#B5512F' },
      { name: 'Mustard', hex: '#D1A03A' },
      { name: 'Olive', hex: '#6E7440' },
      { name: 'Camel', hex: '#C19A6B' },
      { name: 'Coral', hex: '#EE7B62' },
    ],
    neutrals: [
      { name: 'Cream', hex: '#F3E6CF' },
      { name: 'Khaki', hex: '#B5A47A' },
      { name: 'Warm taupe', hex: '#8F7A66' },
      { name: 'Chocolate', hex: '#5B3A29' },
    ],
    avoidColors: [
      { name: 'Icy pastels', hex: '#D7E9F7' },
      { name: 'Fuchsia', hex: '#C2185B' },
      { name: 'Stark black', hex: '#111111' },
    ],
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
    colors: [
      { name: 'Navy', hex: '#1F3A68' },
      { name: 'Emerald', hex: '#1F7A5A' },
      { name: 'Burgundy', hex: '#7B2D43' },
      { name: 'Lavender', hex: '#A99BD6' },
      { name: 'Icy grey', hex: '#C6CCD4' },
    ],
    neutrals: [
      { name: 'Pure white', hex: '#FFFFFF' },
      { name: 'Cool grey', hex: '#8E98A3' },
      { name: 'Charcoal', hex: '#3A3A3C' },
      { name: 'Black', hex: '#141414' },
    ],
    avoidColors: [
      { name: 'Orange', hex: '#E8782A' },
      { name: 'Mustard', hex: '#C9962B' },
      { name: 'Warm beige', hex: '#D9C3A0' },
    ],
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
    colors: [
      { name: 'Taupe', hex: '#8B7F72' },
      { name: 'Soft white', hex: '#F4F1EA' },
      { name: 'Blush', hex: '#E8C4BC' },
      { name: 'Jade', hex: '#3F8F7A' },
      { name: 'Slate grey', hex: '#5D6D7E' },
    ],
    neutrals: [
      { name: 'Stone', hex: '#CFC8BC' },
      { name: 'Greige', hex: '#B7AFA3' },
      { name: 'Mushroom', hex: '#A39382' },
      { name: 'Soft navy', hex: '#3E4F6F' },
    ],
    avoidColors: [
      { name: 'Neon yellow', hex: '#E6F53B' },
      { name: 'Bright orange', hex: '#F26B1D' },
      { name: 'Electric blue', hex: '#1F4BFF' },
    ],
    metals: 'Both gold and silver, and mixed metals',
    characteristics: [
      'A mix of warm and cool undertones',
      'Veins look blue-green',
      'Both gold and silver jewelry work',
    ],
  }),
}
