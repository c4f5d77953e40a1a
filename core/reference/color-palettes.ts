import { z } from 'zod'

/** Order matters: the colour test breaks ties in this order (warm, then cool, then neutral). */
export const COLOR_PALETTES = ['warm', 'cool', 'neutral'] as const
export type ColorPaletteId = (typeof COLOR_PALETTES)[number]
export const colorPaletteSchema = z.enum(COLOR_PALETTES)

export function isColorPaletteId(v: unknown): v is ColorPaletteId {
  return typeof v === 'string' && (COLOR_PALETTES as readonly string[]).includes(v)
}

export interface ColorPaletteDetails<Id extends ColorPaletteId = ColorPaletteId> {
  readonly id: Id
  readonly name: string
  readonly description: string
  /** Five #RRGGBB values, drawn as swatches. */
  readonly swatches: readonly [string, string, string, string, string]
  readonly characteristics: readonly [string, string, string]
  readonly bestColors: readonly [string, string, string, string, string]
}

export const COLOR_PALETTE_DETAILS: { readonly [K in ColorPaletteId]: ColorPaletteDetails<K> } = {
  warm: {
    id: 'warm',
    name: 'Warm Tones',
    description:
      'Your skin has golden, peachy or yellow undertones. Earthy, sun-warmed shades make you glow.',
    swatches: ['#C8553D', '#E0A458', '#B5651D', '#8A9A5B', '#F2D0A4'],
    characteristics: [
      'Golden, peachy or olive undertones',
      'Veins on the wrist look green',
      'Gold jewelry flatters most',
    ],
    bestColors: ['Rust', 'Mustard', 'Olive', 'Camel', 'Coral'],
  },
  cool: {
    id: 'cool',
    name: 'Cool Tones',
    description:
      'Your skin has pink, red or blue undertones. Crisp jewel tones and icy shades bring out your natural coloring.',
    swatches: ['#1F3A68', '#2E8B57', '#7B2D43', '#8E7CC3', '#C0C6CF'],
    characteristics: [
      'Pink, rosy or bluish undertones',
      'Veins on the wrist look blue or purple',
      'Silver jewelry flatters most',
    ],
    bestColors: ['Navy', 'Emerald', 'Burgundy', 'Lavender', 'Icy grey'],
  },
  neutral: {
    id: 'neutral',
    name: 'Neutral Tones',
    description:
      'Your undertones balance warm and cool, so you can wear a wide range of shades, especially soft, muted ones.',
    swatches: ['#D8C3A5', '#A39382', '#E8D5CF', '#5D6D7E', '#F4F1EA'],
    characteristics: [
      'A mix of warm and cool undertones',
      'Veins look blue-green',
      'Both gold and silver jewelry work',
    ],
    bestColors: ['Taupe', 'Soft white', 'Blush', 'Jade', 'Slate grey'],
  },
}
