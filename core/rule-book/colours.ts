import type { ColorPaletteId } from './palettes.ts'

/**
 * Named and fashion colours, each mapped to the palettes it suits (docs/fit/stylist-rules.md
 * section 2): warm wearers take yellow-based colours and warm neutrals, cool wearers
 * blue-based colours and cool neutrals, neutral wearers the soft, muted colours of either
 * undertone and the balanced neutrals, not the most saturated extremes. The guide's table
 * is followed word for word; every other colour is placed by that principle.
 */

export const COLOUR_FAMILIES = ['neutral', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'metallic'] as const
export type ColourFamily = (typeof COLOUR_FAMILIES)[number]

export interface ColourEntry {
  /** The colour id stored in attributes (kebab-case). */
  id: string
  palettes: readonly ColorPaletteId[]
  family: ColourFamily
  /** Every way a title may write it, lower-case; the id's own words are included. */
  names: readonly string[]
  /**
   * Names that are also things (a cherry, a rose, a lemon): before "print", "motif" or
   * "embroidery" they name the motif, not the garment's colour.
   */
  motifNames: readonly string[]
}

type PaletteCode = 'w' | 'c' | 'n' | 'wn' | 'cn' | 'wc'
const PALETTE_CODES: Readonly<Record<PaletteCode, readonly ColorPaletteId[]>> = {
  w: ['warm'],
  c: ['cool'],
  n: ['neutral'],
  wn: ['warm', 'neutral'],
  cn: ['cool', 'neutral'],
  wc: ['warm', 'cool'],
}

// [id, palettes, family, other names]. A name written '~name' is also a thing (see motifNames).
type Row = readonly [id: string, palettes: PaletteCode, family: ColourFamily, names?: readonly string[]]
const ROWS: readonly Row[] = [
  // Black, white, grey and the pale neutrals
  ['black', 'c', 'neutral', ['jet black', 'onyx', 'noir', 'ink black', 'washed black', 'black wash']],
  ['white', 'c', 'neutral', ['pure white', 'optic white', 'bright white', 'snow white', 'chalk white']],
  ['ivory', 'wn', 'neutral', ['soft white', 'antique white']],
  ['cream', 'wn', 'neutral', ['creme', 'crème']],
  ['off-white', 'wn', 'neutral', ['off white', 'offwhite', 'winter white']],
  ['ecru', 'wn', 'neutral', ['natural white']],
  ['bone', 'wn', 'neutral'],
  ['vanilla', 'wn', 'neutral'],
  ['champagne', 'wn', 'neutral'],
  ['oyster', 'n', 'neutral'],
  ['grey', 'cn', 'neutral', ['gray', 'mid grey', 'mid gray', 'grey marl', 'gray marl', 'marl grey']],
  ['light-grey', 'cn', 'neutral', ['light grey', 'light gray', 'pale grey', 'pale gray', 'silver grey', 'silver gray', 'icy grey', 'icy gray', 'ash grey']],
  ['heather-grey', 'cn', 'neutral', ['heather grey', 'heather gray', 'grey heather', 'gray heather']],
  ['dove-grey', 'cn', 'neutral', ['dove grey', 'dove gray']],
  ['charcoal', 'cn', 'neutral', ['charcoal grey', 'charcoal gray', 'dark grey', 'dark gray', 'anthracite']],
  ['slate', 'cn', 'neutral', ['slate grey', 'slate gray']],
  ['graphite', 'c', 'neutral'],
  ['taupe', 'n', 'neutral', ['grey taupe', 'dark taupe']],
  ['stone', 'n', 'neutral', ['~stone']],
  ['mushroom', 'n', 'neutral', ['~mushroom']],
  ['greige', 'n', 'neutral'],
  ['putty', 'n', 'neutral'],
  ['pebble', 'n', 'neutral', ['~pebble']],
  ['nude', 'wn', 'neutral', ['skin tone', 'flesh']],
  // Beiges and browns
  ['beige', 'wn', 'neutral', ['light beige', 'dark beige']],
  ['khaki', 'wn', 'neutral', ['light khaki', 'khaki beige']],
  ['camel', 'wn', 'brown'],
  ['sand', 'wn', 'neutral', ['~sand', 'sandy', 'desert sand', 'dune']],
  ['oatmeal', 'wn', 'neutral', ['oat', 'oatmilk', 'porridge']],
  ['biscuit', 'wn', 'neutral', ['~biscuit']],
  ['fawn', 'wn', 'brown'],
  ['latte', 'wn', 'brown', ['~latte']],
  ['tan', 'w', 'brown', ['light brown', 'light tan', 'saddle', 'saddle brown']],
  ['brown', 'w', 'brown', ['mid brown']],
  ['chocolate', 'w', 'brown', ['~chocolate', 'chocolate brown', 'dark brown', 'deep brown']],
  ['cognac', 'w', 'brown'],
  ['chestnut', 'w', 'brown', ['~chestnut']],
  ['espresso', 'w', 'brown', ['~espresso', 'coffee']],
  ['mocha', 'w', 'brown'],
  ['walnut', 'w', 'brown', ['~walnut']],
  ['mahogany', 'w', 'brown'],
  ['tobacco', 'w', 'brown'],
  ['toffee', 'w', 'brown'],
  ['caramel', 'w', 'brown', ['~caramel']],
  ['honey', 'w', 'brown', ['~honey']],
  ['cinnamon', 'w', 'brown', ['~cinnamon']],
  // Metallics
  ['gold', 'w', 'metallic', ['golden', 'gold tone', 'gold-tone', 'yellow gold', 'antique gold']],
  ['rose-gold', 'wn', 'metallic', ['rose gold', 'rosegold', 'rose-gold tone']],
  ['bronze', 'w', 'metallic'],
  ['copper', 'w', 'metallic'],
  ['silver', 'c', 'metallic', ['silver tone', 'silver-tone', 'sterling silver', 'sterling']],
  ['pewter', 'cn', 'metallic', ['gunmetal']],
  ['platinum', 'c', 'metallic'],
  // Reds, oranges and yellows
  ['rust', 'w', 'orange', ['rust orange', 'rust red']],
  ['terracotta', 'w', 'orange', ['terra cotta', 'terra-cotta', 'clay']],
  ['brick', 'w', 'red', ['brick red', '~brick']],
  ['burnt-orange', 'w', 'orange', ['burnt orange', 'dark orange']],
  ['orange', 'w', 'orange', ['~orange', 'bright orange']],
  ['tangerine', 'w', 'orange', ['~tangerine']],
  ['pumpkin', 'w', 'orange', ['~pumpkin']],
  ['apricot', 'w', 'orange', ['~apricot']],
  ['peach', 'w', 'orange', ['~peach', 'peachy', 'light orange']],
  ['coral', 'w', 'orange', ['~coral', 'coral pink', 'coral red']],
  ['salmon', 'w', 'pink', ['salmon pink']],
  ['paprika', 'w', 'red', ['~paprika']],
  ['ginger', 'w', 'orange', ['~ginger']],
  ['tomato-red', 'w', 'red', ['tomato red', 'tomato', '~tomato']],
  ['poppy', 'w', 'red', ['poppy red', '~poppy']],
  ['red', 'wc', 'red', ['true red', 'bright red', 'classic red', 'lipstick red', 'fire red']],
  ['scarlet', 'wc', 'red', ['scarlet red']],
  ['cherry-red', 'c', 'red', ['cherry red', '~cherry']],
  ['crimson', 'c', 'red'],
  ['ruby', 'c', 'red', ['ruby red']],
  ['raspberry', 'c', 'pink', ['~raspberry']],
  ['burgundy', 'c', 'red', ['dark red', 'deep red', 'bordeaux']],
  ['wine', 'c', 'red', ['wine red', 'red wine', 'vino']],
  ['oxblood', 'c', 'red', ['ox blood']],
  ['maroon', 'c', 'red'],
  ['claret', 'c', 'red'],
  ['merlot', 'c', 'red'],
  ['cranberry', 'c', 'red', ['~cranberry']],
  ['berry', 'c', 'red', ['~berry', 'berries']],
  ['mustard', 'w', 'yellow', ['mustard yellow']],
  ['marigold', 'w', 'yellow', ['~marigold']],
  ['ochre', 'w', 'yellow', ['ocher', 'ochre yellow']],
  ['saffron', 'w', 'yellow'],
  ['amber', 'w', 'yellow'],
  ['sunflower', 'w', 'yellow', ['~sunflower', 'sunflower yellow']],
  ['yellow', 'w', 'yellow', ['bright yellow', 'sunshine yellow']],
  ['butter-yellow', 'wn', 'yellow', ['butter yellow', 'buttercup', 'pale yellow', 'light yellow', 'soft yellow']],
  ['canary', 'w', 'yellow', ['canary yellow']],
  ['lemon', 'c', 'yellow', ['~lemon', 'lemon yellow', 'primrose']],
  // Greens
  ['olive', 'w', 'green', ['~olive', 'olive green', 'dark olive']],
  ['moss', 'w', 'green', ['moss green', '~moss']],
  ['khaki-green', 'w', 'green', ['khaki green', 'army green', 'military green', 'utility green']],
  ['sage', 'wn', 'green', ['sage green', '~sage']],
  ['pistachio', 'wn', 'green', ['~pistachio']],
  ['lime', 'w', 'green', ['lime green', '~lime']],
  ['chartreuse', 'w', 'green'],
  ['avocado', 'w', 'green', ['~avocado']],
  ['fern', 'w', 'green', ['~fern', 'fern green']],
  ['green', 'wc', 'green', ['bright green', 'grass green', 'true green', 'mid green']],
  ['emerald', 'c', 'green', ['emerald green']],
  ['forest-green', 'c', 'green', ['forest green', 'dark green', 'deep green']],
  ['bottle-green', 'c', 'green', ['bottle green']],
  ['hunter-green', 'c', 'green', ['hunter green']],
  ['kelly-green', 'c', 'green', ['kelly green']],
  ['pine', 'c', 'green', ['pine green', '~pine']],
  ['mint', 'c', 'green', ['mint green', '~mint', 'pale green', 'light green', 'pastel green']],
  ['seafoam', 'c', 'green', ['seafoam green', 'sea foam']],
  ['jade', 'cn', 'green', ['jade green', '~jade']],
  ['eucalyptus', 'cn', 'green', ['~eucalyptus']],
  ['teal', 'cn', 'blue', ['teal blue', 'teal green', 'dark teal']],
  // Blues
  ['navy', 'cn', 'blue', ['navy blue', 'dark navy', 'dark blue', 'french navy']],
  ['midnight-blue', 'c', 'blue', ['midnight blue', 'midnight', 'deep blue']],
  ['cobalt', 'c', 'blue', ['cobalt blue']],
  ['royal-blue', 'c', 'blue', ['royal blue']],
  ['sapphire', 'c', 'blue', ['sapphire blue']],
  ['electric-blue', 'c', 'blue', ['electric blue', 'bright blue', 'klein blue']],
  ['blue', 'c', 'blue', ['mid blue', 'true blue']],
  ['icy-blue', 'c', 'blue', ['icy blue', 'ice blue']],
  ['powder-blue', 'c', 'blue', ['powder blue', 'pale blue', 'pastel blue']],
  ['baby-blue', 'c', 'blue', ['baby blue', 'light blue']],
  ['sky-blue', 'c', 'blue', ['sky blue']],
  ['cornflower', 'c', 'blue', ['cornflower blue']],
  ['periwinkle', 'c', 'blue'],
  ['cerulean', 'c', 'blue'],
  ['turquoise', 'c', 'blue', ['~turquoise']],
  ['aqua', 'c', 'blue', ['aquamarine']],
  ['indigo', 'c', 'blue', ['indigo blue', 'dark indigo', 'dark wash', 'raw indigo']],
  ['denim-blue', 'cn', 'blue', ['denim blue', 'mid wash', 'medium wash', 'light wash', 'stonewash', 'stone wash', 'vintage blue', 'washed blue']],
  ['chambray', 'cn', 'blue', ['chambray blue']],
  ['steel-blue', 'cn', 'blue', ['steel blue']],
  ['dusty-blue', 'cn', 'blue', ['dusty blue', 'slate blue', 'muted blue', 'airforce blue', 'air force blue']],
  ['petrol', 'cn', 'blue', ['petrol blue']],
  ['duck-egg', 'cn', 'blue', ['duck egg', 'duck egg blue']],
  // Purples
  ['lavender', 'c', 'purple', ['~lavender']],
  ['lilac', 'c', 'purple', ['~lilac', 'pale purple', 'light purple']],
  ['wisteria', 'c', 'purple', ['~wisteria']],
  ['orchid', 'c', 'purple', ['~orchid']],
  ['amethyst', 'c', 'purple'],
  ['violet', 'c', 'purple', ['~violet']],
  ['purple', 'c', 'purple', ['bright purple']],
  ['plum', 'c', 'purple', ['~plum', 'dark purple', 'deep purple']],
  ['grape', 'c', 'purple', ['~grape']],
  ['aubergine', 'c', 'purple', ['eggplant']],
  ['mulberry', 'c', 'purple', ['~mulberry']],
  ['mauve', 'n', 'purple', ['dusty lilac', 'dusty purple', 'muted purple']],
  // Pinks
  ['blush', 'n', 'pink', ['blush pink', 'ballet pink', 'ballet slipper']],
  ['dusty-rose', 'n', 'pink', ['dusty rose', 'dusty pink', 'old rose', 'antique rose', 'rosewood', 'muted pink']],
  ['nude-pink', 'n', 'pink', ['nude pink', 'shell pink', 'millennial pink', 'soft pink']],
  ['baby-pink', 'c', 'pink', ['baby pink', 'pale pink', 'light pink', 'pastel pink', 'powder pink']],
  ['rose-pink', 'c', 'pink', ['rose pink', '~rose']],
  ['pink', 'c', 'pink', ['mid pink', 'candy pink', 'bubblegum', 'bubblegum pink']],
  ['hot-pink', 'c', 'pink', ['hot pink', 'bright pink', 'neon pink', 'shocking pink', 'barbie pink']],
  ['fuchsia', 'c', 'pink', ['fuschia', 'fuchsia pink']],
  ['magenta', 'c', 'pink'],
  ['cerise', 'c', 'pink'],
  ['peony', 'c', 'pink', ['~peony', 'peony pink']],
  ['flamingo', 'w', 'pink', ['~flamingo', 'flamingo pink']],
  ['watermelon', 'w', 'pink', ['~watermelon', 'watermelon pink']],
]

function entry([id, code, family, other = []]: Row): ColourEntry {
  const plain = other.map((n) => n.replace(/^~/, ''))
  return {
    id,
    palettes: PALETTE_CODES[code],
    family,
    names: [...new Set([id.replaceAll('-', ' '), ...plain])],
    motifNames: other.filter((n) => n.startsWith('~')).map((n) => n.slice(1)),
  }
}

export const COLOURS: readonly ColourEntry[] = ROWS.map(entry)
const BY_ID = new Map(COLOURS.map((c) => [c.id, c]))

export function colourById(id: string): ColourEntry | undefined {
  return BY_ID.get(id)
}

/** The palettes a colour id suits; empty for an unknown id. */
export function palettesOfColour(id: string | null | undefined): readonly ColorPaletteId[] {
  return (id && BY_ID.get(id)?.palettes) || []
}

/** Shades a title may put before any colour ('pale sage', 'deep teal'); they do not change its palettes. */
export const SHADE_WORDS = ['light', 'pale', 'dark', 'deep', 'bright', 'soft', 'dusty', 'muted', 'washed', 'faded', 'rich', 'vivid', 'neon', 'pastel', 'warm', 'cool', 'mid', 'medium'] as const

export interface ColourMatch {
  id: string
  /** Token positions [start, end) in the token list searched. */
  start: number
  end: number
  /** The name is also a thing (cherry, rose): a following "print" makes it a motif. */
  motif: boolean
}

// Names as token lists, longest first, so "rose gold" wins over "rose" and "navy blue" over "navy".
const NAME_INDEX: ReadonlyArray<{ tokens: readonly string[]; id: string; motif: boolean }> = COLOURS.flatMap((c) =>
  c.names.map((n) => ({ tokens: n.split(/[\s-]+/), id: c.id, motif: c.motifNames.includes(n) })),
).sort((a, b) => b.tokens.length - a.tokens.length)
const BY_FIRST = new Map<string, Array<(typeof NAME_INDEX)[number]>>()
for (const n of NAME_INDEX) {
  const list = BY_FIRST.get(n.tokens[0]!) ?? []
  list.push(n)
  BY_FIRST.set(n.tokens[0]!, list)
}
const SHADES = new Set<string>(SHADE_WORDS)

/**
 * Every colour named in a token list (lower-case words), longest name first at each
 * position, with a shade word before it taken in ('pale sage' is sage). Tokens are words
 * only: callers split on spaces, hyphens and slashes, so 'navy-blue' and 'black/white'
 * arrive as separate words.
 */
export function findColours(tokens: readonly string[]): ColourMatch[] {
  const found: ColourMatch[] = []
  for (let i = 0; i < tokens.length; ) {
    const m = matchAt(tokens, i)
    if (m) {
      found.push(m)
      i = m.end
      continue
    }
    // A shade before a colour: 'deep teal', 'pale sage'; the named shade combinations
    // ('light blue', 'dark green') were matched above as names of their own.
    if (SHADES.has(tokens[i]!) && i + 1 < tokens.length) {
      const next = matchAt(tokens, i + 1)
      if (next) {
        found.push({ ...next, start: i })
        i = next.end
        continue
      }
    }
    i++
  }
  return found
}

function matchAt(tokens: readonly string[], i: number): ColourMatch | null {
  for (const n of BY_FIRST.get(tokens[i]!) ?? []) {
    if (n.tokens.every((t, k) => tokens[i + k] === t)) return { id: n.id, start: i, end: i + n.tokens.length, motif: n.motif }
  }
  return null
}

/** The colours of a free-text colour value ('Navy', 'Black/White', 'Dusty Rose'), first one first. */
export function parseColourValue(text: string): string[] {
  const tokens = text.toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return [...new Set(findColours(tokens).map((m) => m.id))]
}
