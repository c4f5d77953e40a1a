import { chromaOf, type Lab, labOfHex } from '../colour/cielab.ts'
import type { ColorPaletteId } from './palettes.ts'

/**
 * Named and fashion colours, each mapped to the palettes it suits (docs/fit/stylist-rules.md
 * section 2): warm wearers take yellow-based colours and warm neutrals, cool wearers
 * blue-based colours and cool neutrals, neutral wearers the soft, muted colours of either
 * undertone and the balanced neutrals, not the most saturated extremes. The guide's table
 * is followed word for word; every other colour is placed by that principle.
 *
 * Each colour also has the sRGB value its swatch is drawn in (a typical shade of the name),
 * hence its CIELAB (D65) value, its value (light, medium, deep) and its chroma (clear or
 * soft): what colour fit measures distances with (palettes.ts).
 */

export const COLOUR_FAMILIES = ['neutral', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'metallic'] as const
export type ColourFamily = (typeof COLOUR_FAMILIES)[number]

export interface ColourEntry {
  /** The colour id stored in attributes (kebab-case). */
  id: string
  palettes: readonly ColorPaletteId[]
  family: ColourFamily
  /** The swatch, #RRGGBB. */
  hex: string
  /** The undertone it carries: yellow-based (warm), blue-based (cool), or balanced or muted (neutral). */
  undertone: Undertone
  /** Every way a title may write it, lower-case; the id's own words are included. */
  names: readonly string[]
  /**
   * Names that are also things (a cherry, a rose, a lemon): before "print", "motif" or
   * "embroidery" they name the motif, not the garment's colour.
   */
  motifNames: readonly string[]
}

export const UNDERTONES = ['warm', 'cool', 'neutral'] as const
export type Undertone = (typeof UNDERTONES)[number]

type PaletteCode = 'w' | 'c' | 'n' | 'wn' | 'cn' | 'wc'
/** The undertone a palette code says: a colour both warm and cool wearers take (true red) is balanced. */
const UNDERTONE_OF: Readonly<Record<PaletteCode, Undertone>> = { w: 'warm', c: 'cool', n: 'neutral', wn: 'warm', cn: 'cool', wc: 'neutral' }
const PALETTE_CODES: Readonly<Record<PaletteCode, readonly ColorPaletteId[]>> = {
  w: ['warm'],
  c: ['cool'],
  n: ['neutral'],
  wn: ['warm', 'neutral'],
  cn: ['cool', 'neutral'],
  wc: ['warm', 'cool'],
}

// [id, palettes, family, swatch, other names]. A name written '~name' is also a thing (see motifNames).
type Row = readonly [id: string, palettes: PaletteCode, family: ColourFamily, hex: string, names?: readonly string[]]
const ROWS: readonly Row[] = [
  // Black, white, grey and the pale neutrals
  ['black', 'c', 'neutral', '#141414', ['jet black', 'onyx', 'noir', 'ink black', 'washed black', 'black wash']],
  ['white', 'c', 'neutral', '#FFFFFF', ['pure white', 'optic white', 'bright white', 'snow white', 'chalk white']],
  ['ivory', 'wn', 'neutral', '#F4F1EA', ['soft white', 'antique white']],
  ['cream', 'wn', 'neutral', '#F3E6CF', ['creme', 'crème']],
  ['off-white', 'wn', 'neutral', '#F5F0E6', ['off white', 'offwhite', 'winter white']],
  ['ecru', 'wn', 'neutral', '#E9DFC8', ['natural white']],
  ['bone', 'wn', 'neutral', '#E3DAC9'],
  ['vanilla', 'wn', 'neutral', '#F3E5AB'],
  ['champagne', 'wn', 'neutral', '#E9D8B4'],
  ['oyster', 'n', 'neutral', '#DDD5C7'],
  ['grey', 'cn', 'neutral', '#8E98A3', ['gray', 'mid grey', 'mid gray', 'grey marl', 'gray marl', 'marl grey']],
  ['light-grey', 'cn', 'neutral', '#C6CCD4', ['light grey', 'light gray', 'pale grey', 'pale gray', 'silver grey', 'silver gray', 'icy grey', 'icy gray', 'ash grey']],
  ['heather-grey', 'cn', 'neutral', '#A7A6A8', ['heather grey', 'heather gray', 'grey heather', 'gray heather']],
  ['dove-grey', 'cn', 'neutral', '#B4B2AE', ['dove grey', 'dove gray']],
  ['charcoal', 'cn', 'neutral', '#3A3A3C', ['charcoal grey', 'charcoal gray', 'dark grey', 'dark gray', 'anthracite']],
  ['slate', 'cn', 'neutral', '#5D6D7E', ['slate grey', 'slate gray']],
  ['graphite', 'c', 'neutral', '#4A4B4F'],
  ['taupe', 'n', 'neutral', '#8B7F72', ['grey taupe', 'dark taupe']],
  ['stone', 'n', 'neutral', '#CFC8BC', ['~stone']],
  ['mushroom', 'n', 'neutral', '#A39382', ['~mushroom']],
  ['greige', 'n', 'neutral', '#B7AFA3'],
  ['putty', 'n', 'neutral', '#C4B8A3'],
  ['pebble', 'n', 'neutral', '#B2ABA2', ['~pebble']],
  ['nude', 'wn', 'neutral', '#E3BC9A', ['skin tone', 'flesh']],
  // Beiges and browns
  ['beige', 'wn', 'neutral', '#D9C3A0', ['light beige', 'dark beige']],
  ['khaki', 'wn', 'neutral', '#B5A47A', ['light khaki', 'khaki beige']],
  ['camel', 'wn', 'brown', '#C19A6B'],
  ['sand', 'wn', 'neutral', '#D8C3A0', ['~sand', 'sandy', 'desert sand', 'dune']],
  ['oatmeal', 'wn', 'neutral', '#DCCFB7', ['oat', 'oatmilk', 'porridge']],
  ['biscuit', 'wn', 'neutral', '#D9BF98', ['~biscuit']],
  ['fawn', 'wn', 'brown', '#C8A97E'],
  ['latte', 'wn', 'brown', '#C5A582', ['~latte']],
  ['tan', 'w', 'brown', '#B08159', ['light brown', 'light tan', 'saddle', 'saddle brown']],
  ['brown', 'w', 'brown', '#7A5230', ['mid brown']],
  ['chocolate', 'w', 'brown', '#5B3A29', ['~chocolate', 'chocolate brown', 'dark brown', 'deep brown']],
  ['cognac', 'w', 'brown', '#9A4A1F'],
  ['chestnut', 'w', 'brown', '#7E3F22', ['~chestnut']],
  ['espresso', 'w', 'brown', '#3E2A21', ['~espresso', 'coffee']],
  ['mocha', 'w', 'brown', '#6F4E3D'],
  ['walnut', 'w', 'brown', '#5C3F2C', ['~walnut']],
  ['mahogany', 'w', 'brown', '#6A2E20'],
  ['tobacco', 'w', 'brown', '#6F4A27'],
  ['toffee', 'w', 'brown', '#A0672F'],
  ['caramel', 'w', 'brown', '#B8763A', ['~caramel']],
  ['honey', 'w', 'brown', '#C98E34', ['~honey']],
  ['cinnamon', 'w', 'brown', '#A0572B', ['~cinnamon']],
  // Metallics
  ['gold', 'w', 'metallic', '#C9A23F', ['golden', 'gold tone', 'gold-tone', 'yellow gold', 'antique gold']],
  ['rose-gold', 'wn', 'metallic', '#C9907E', ['rose gold', 'rosegold', 'rose-gold tone']],
  ['bronze', 'w', 'metallic', '#9C6B30'],
  ['copper', 'w', 'metallic', '#B26B3F'],
  ['silver', 'c', 'metallic', '#B8BCC2', ['silver tone', 'silver-tone', 'sterling silver', 'sterling']],
  ['pewter', 'cn', 'metallic', '#7D7F82', ['gunmetal']],
  ['platinum', 'c', 'metallic', '#D9DADC'],
  // Reds, oranges and yellows
  ['rust', 'w', 'orange', '#B5512F', ['rust orange', 'rust red']],
  ['terracotta', 'w', 'orange', '#C46A4A', ['terra cotta', 'terra-cotta', 'clay']],
  ['brick', 'w', 'red', '#9E3F2F', ['brick red', '~brick']],
  ['burnt-orange', 'w', 'orange', '#C2561A', ['burnt orange', 'dark orange']],
  ['orange', 'w', 'orange', '#E8782A', ['~orange', 'bright orange']],
  ['tangerine', 'w', 'orange', '#F28C28', ['~tangerine']],
  ['pumpkin', 'w', 'orange', '#D9661E', ['~pumpkin']],
  ['apricot', 'w', 'orange', '#F3A86B', ['~apricot']],
  ['peach', 'w', 'orange', '#F7B995', ['~peach', 'peachy', 'light orange']],
  ['coral', 'w', 'orange', '#EE7B62', ['~coral', 'coral pink', 'coral red']],
  ['salmon', 'w', 'pink', '#F08C7E', ['salmon pink']],
  ['paprika', 'w', 'red', '#B5361C', ['~paprika']],
  ['ginger', 'w', 'orange', '#B9652B', ['~ginger']],
  ['tomato-red', 'w', 'red', '#D4372A', ['tomato red', 'tomato', '~tomato']],
  ['poppy', 'w', 'red', '#DC3B2E', ['poppy red', '~poppy']],
  ['red', 'wc', 'red', '#C8102E', ['true red', 'bright red', 'classic red', 'lipstick red', 'fire red']],
  ['scarlet', 'wc', 'red', '#D1222E', ['scarlet red']],
  ['cherry-red', 'c', 'red', '#B1122F', ['cherry red', '~cherry']],
  ['crimson', 'c', 'red', '#A4112E'],
  ['ruby', 'c', 'red', '#9B1B41', ['ruby red']],
  ['raspberry', 'c', 'pink', '#B3295F', ['~raspberry']],
  ['burgundy', 'c', 'red', '#7B2D43', ['dark red', 'deep red', 'bordeaux']],
  ['wine', 'c', 'red', '#722F3A', ['wine red', 'red wine', 'vino']],
  ['oxblood', 'c', 'red', '#5E1A1D', ['ox blood']],
  ['maroon', 'c', 'red', '#6B1F2A'],
  ['claret', 'c', 'red', '#6E1B33'],
  ['merlot', 'c', 'red', '#6A2434'],
  ['cranberry', 'c', 'red', '#94233E', ['~cranberry']],
  ['berry', 'c', 'red', '#8E2A55', ['~berry', 'berries']],
  ['mustard', 'w', 'yellow', '#D1A03A', ['mustard yellow']],
  ['marigold', 'w', 'yellow', '#E5A235', ['~marigold']],
  ['ochre', 'w', 'yellow', '#C58B2A', ['ocher', 'ochre yellow']],
  ['saffron', 'w', 'yellow', '#E6A63B'],
  ['amber', 'w', 'yellow', '#D98E21'],
  ['sunflower', 'w', 'yellow', '#F2B632', ['~sunflower', 'sunflower yellow']],
  ['yellow', 'w', 'yellow', '#F2D03B', ['bright yellow', 'sunshine yellow']],
  ['butter-yellow', 'wn', 'yellow', '#F4E3A1', ['butter yellow', 'buttercup', 'pale yellow', 'light yellow', 'soft yellow']],
  ['canary', 'w', 'yellow', '#F7DF4A', ['canary yellow']],
  ['lemon', 'c', 'yellow', '#F3EE6B', ['~lemon', 'lemon yellow', 'primrose']],
  // Greens
  ['olive', 'w', 'green', '#6E7440', ['~olive', 'olive green', 'dark olive']],
  ['moss', 'w', 'green', '#7A7D3F', ['moss green', '~moss']],
  ['khaki-green', 'w', 'green', '#6B6B45', ['khaki green', 'army green', 'military green', 'utility green']],
  ['sage', 'wn', 'green', '#A3AD8E', ['sage green', '~sage']],
  ['pistachio', 'wn', 'green', '#B8C98F', ['~pistachio']],
  ['lime', 'w', 'green', '#A7C93E', ['lime green', '~lime']],
  ['chartreuse', 'w', 'green', '#C3D23A'],
  ['avocado', 'w', 'green', '#6C7A2E', ['~avocado']],
  ['fern', 'w', 'green', '#5F7F3C', ['~fern', 'fern green']],
  ['green', 'wc', 'green', '#2E8B57', ['bright green', 'grass green', 'true green', 'mid green']],
  ['emerald', 'c', 'green', '#1F7A5A', ['emerald green']],
  ['forest-green', 'c', 'green', '#2C4F37', ['forest green', 'dark green', 'deep green']],
  ['bottle-green', 'c', 'green', '#234A39', ['bottle green']],
  ['hunter-green', 'c', 'green', '#2F4B3A', ['hunter green']],
  ['kelly-green', 'c', 'green', '#2E9A4A', ['kelly green']],
  ['pine', 'c', 'green', '#2E5A46', ['pine green', '~pine']],
  ['mint', 'c', 'green', '#A8DCC3', ['mint green', '~mint', 'pale green', 'light green', 'pastel green']],
  ['seafoam', 'c', 'green', '#9FD8CB', ['seafoam green', 'sea foam']],
  ['jade', 'cn', 'green', '#3F8F7A', ['jade green', '~jade']],
  ['eucalyptus', 'cn', 'green', '#7E9C8F', ['~eucalyptus']],
  ['teal', 'cn', 'blue', '#1F6F73', ['teal blue', 'teal green', 'dark teal']],
  // Blues
  ['navy', 'cn', 'blue', '#1F3A68', ['navy blue', 'dark navy', 'dark blue', 'french navy']],
  ['midnight-blue', 'c', 'blue', '#1C2541', ['midnight blue', 'midnight', 'deep blue']],
  ['cobalt', 'c', 'blue', '#1F4FA0', ['cobalt blue']],
  ['royal-blue', 'c', 'blue', '#2451B3', ['royal blue']],
  ['sapphire', 'c', 'blue', '#1F3F8F', ['sapphire blue']],
  ['electric-blue', 'c', 'blue', '#1F4BFF', ['electric blue', 'bright blue', 'klein blue']],
  ['blue', 'c', 'blue', '#2F5FA8', ['mid blue', 'true blue']],
  ['icy-blue', 'c', 'blue', '#D7E9F7', ['icy blue', 'ice blue']],
  ['powder-blue', 'c', 'blue', '#B7CDE6', ['powder blue', 'pale blue', 'pastel blue']],
  ['baby-blue', 'c', 'blue', '#A9CBEA', ['baby blue', 'light blue']],
  ['sky-blue', 'c', 'blue', '#8EC1E8', ['sky blue']],
  ['cornflower', 'c', 'blue', '#6A8FD8', ['cornflower blue']],
  ['periwinkle', 'c', 'blue', '#9AA4DE'],
  ['cerulean', 'c', 'blue', '#2E86C1'],
  ['turquoise', 'c', 'blue', '#2EB5B0', ['~turquoise']],
  ['aqua', 'c', 'blue', '#6FD3D3', ['aquamarine']],
  ['indigo', 'c', 'blue', '#2E3A63', ['indigo blue', 'dark indigo', 'dark wash', 'raw indigo']],
  ['denim-blue', 'cn', 'blue', '#5B7BA6', ['denim blue', 'mid wash', 'medium wash', 'light wash', 'stonewash', 'stone wash', 'vintage blue', 'washed blue']],
  ['chambray', 'cn', 'blue', '#8DA3BF', ['chambray blue']],
  ['steel-blue', 'cn', 'blue', '#577A99', ['steel blue']],
  ['dusty-blue', 'cn', 'blue', '#7D93AB', ['dusty blue', 'slate blue', 'muted blue', 'airforce blue', 'air force blue']],
  ['petrol', 'cn', 'blue', '#1E5462', ['petrol blue']],
  ['duck-egg', 'cn', 'blue', '#B7D3D0', ['duck egg', 'duck egg blue']],
  // Purples
  ['lavender', 'c', 'purple', '#A99BD6', ['~lavender']],
  ['lilac', 'c', 'purple', '#C2A8D8', ['~lilac', 'pale purple', 'light purple']],
  ['wisteria', 'c', 'purple', '#A896C8', ['~wisteria']],
  ['orchid', 'c', 'purple', '#B565A7', ['~orchid']],
  ['amethyst', 'c', 'purple', '#8E63B0'],
  ['violet', 'c', 'purple', '#7A4FB3', ['~violet']],
  ['purple', 'c', 'purple', '#6B3FA0', ['bright purple']],
  ['plum', 'c', 'purple', '#6A2F5C', ['~plum', 'dark purple', 'deep purple']],
  ['grape', 'c', 'purple', '#5B2C6F', ['~grape']],
  ['aubergine', 'c', 'purple', '#43243F', ['eggplant']],
  ['mulberry', 'c', 'purple', '#7A2E55', ['~mulberry']],
  ['mauve', 'n', 'purple', '#A88497', ['dusty lilac', 'dusty purple', 'muted purple']],
  // Pinks
  ['blush', 'n', 'pink', '#E8C4BC', ['blush pink', 'ballet pink', 'ballet slipper']],
  ['dusty-rose', 'n', 'pink', '#C69A9A', ['dusty rose', 'dusty pink', 'old rose', 'antique rose', 'rosewood', 'muted pink']],
  ['nude-pink', 'n', 'pink', '#E8C1B5', ['nude pink', 'shell pink', 'millennial pink', 'soft pink']],
  ['baby-pink', 'c', 'pink', '#F4C7D1', ['baby pink', 'pale pink', 'light pink', 'pastel pink', 'powder pink']],
  ['rose-pink', 'c', 'pink', '#E890A8', ['rose pink', '~rose']],
  ['pink', 'c', 'pink', '#EC8FB0', ['mid pink', 'candy pink', 'bubblegum', 'bubblegum pink']],
  ['hot-pink', 'c', 'pink', '#E93D8B', ['hot pink', 'bright pink', 'neon pink', 'shocking pink', 'barbie pink']],
  ['fuchsia', 'c', 'pink', '#C2185B', ['fuschia', 'fuchsia pink']],
  ['magenta', 'c', 'pink', '#C2228C'],
  ['cerise', 'c', 'pink', '#D42E6E'],
  ['peony', 'c', 'pink', '#E27A9E', ['~peony', 'peony pink']],
  ['flamingo', 'w', 'pink', '#F4897A', ['~flamingo', 'flamingo pink']],
  ['watermelon', 'w', 'pink', '#EE6F73', ['~watermelon', 'watermelon pink']],
  // Added for the twelve seasons' palettes (season-palettes.ts): shades a season names that no colour above drew.
  ['light-coral', 'w', 'orange', '#F7A28B', ['light coral']],
  ['hot-coral', 'w', 'orange', '#FF5F4F', ['hot coral', 'bright coral', 'neon coral']],
  ['dusty-coral', 'wn', 'orange', '#D38B75', ['dusty coral', 'muted coral']],
  ['spring-green', 'w', 'green', '#7AC74F', ['spring green']],
  ['warm-grey', 'n', 'neutral', '#A29B90', ['warm grey', 'warm gray']],
  ['cocoa', 'n', 'brown', '#86695F', ['cocoa brown', '~cocoa']],
  ['icy-pink', 'c', 'pink', '#F7DDE8', ['icy pink', 'ice pink']],
  ['icy-violet', 'c', 'purple', '#E3DCF5', ['icy violet', 'icy lavender', 'ice lavender']],
  ['icy-green', 'c', 'green', '#DAF2E6', ['icy green', 'ice green']],
  ['icy-lemon', 'c', 'yellow', '#F8F4B8', ['icy lemon', 'icy yellow']],
  ['light-lemon', 'c', 'yellow', '#F5EFA0', ['light lemon', 'pale lemon']],
  ['dusty-teal', 'cn', 'blue', '#5F8D8B', ['dusty teal', 'muted teal']],
  ['light-teal', 'c', 'blue', '#7FBDBC', ['light teal']],
  ['spruce', 'c', 'green', '#2F5E5B', ['spruce green', '~spruce']],
  ['grey-navy', 'cn', 'blue', '#4B5A75', ['grey navy', 'gray navy']],
  ['dusty-plum', 'n', 'purple', '#7E5E78', ['dusty plum', 'muted plum']],
]

function entry([id, code, family, hex, other = []]: Row): ColourEntry {
  const plain = other.map((n) => n.replace(/^~/, ''))
  return {
    id,
    palettes: PALETTE_CODES[code],
    family,
    hex,
    undertone: UNDERTONE_OF[code],
    names: [...new Set([id.replaceAll('-', ' '), ...plain])],
    motifNames: other.filter((n) => n.startsWith('~')).map((n) => n.slice(1)),
  }
}

export const COLOURS: readonly ColourEntry[] = ROWS.map(entry)
const BY_ID = new Map(COLOURS.map((c) => [c.id, c]))

export function colourById(id: string): ColourEntry | undefined {
  return BY_ID.get(id)
}

const LABS = new Map<string, Lab>()

/** A known colour's CIELAB (D65) value, from its swatch; computed once. */
export function colourLab(id: string): Lab | undefined {
  let lab = LABS.get(id)
  if (!lab) {
    const entry = BY_ID.get(id)
    if (!entry) return undefined
    lab = labOfHex(entry.hex)
    LABS.set(id, lab)
  }
  return lab
}

export type ColourValue = 'light' | 'medium' | 'deep'
export type ColourChroma = 'clear' | 'soft'

/**
 * Each colour's value and chroma from its swatch's CIELAB (valueOf, chromaClassOf), written
 * out so the rules can read them in the browser without the colour maths (colours.test.ts
 * holds every entry to what culori computes). Keys: value (l, m, d) then chroma (c, s).
 */
const TONES: Readonly<Record<string, string>> = {
  ds: 'black charcoal graphite brown chocolate espresso mocha walnut mahogany tobacco wine oxblood merlot forest-green bottle-green hunter-green pine navy midnight-blue indigo petrol aubergine spruce grey-navy',
  ls: 'white ivory cream off-white ecru bone vanilla champagne oyster light-grey dove-grey stone greige putty pebble nude beige sand oatmeal biscuit fawn silver platinum peach butter-yellow pistachio mint seafoam icy-blue powder-blue baby-blue sky-blue aqua duck-egg lilac blush nude-pink baby-pink icy-pink icy-violet icy-green icy-lemon light-teal',
  ms: 'grey heather-grey slate taupe mushroom khaki camel latte tan rose-gold pewter olive moss khaki-green sage jade eucalyptus teal periwinkle denim-blue chambray steel-blue dusty-blue lavender wisteria mauve dusty-rose dusty-coral warm-grey cocoa dusty-teal dusty-plum',
  mc: 'cognac toffee caramel honey cinnamon gold bronze copper rust terracotta burnt-orange orange tangerine pumpkin coral salmon paprika ginger tomato-red poppy red scarlet raspberry mustard ochre amber avocado fern green emerald kelly-green electric-blue blue cornflower cerulean turquoise orchid amethyst violet rose-pink pink hot-pink fuchsia magenta cerise peony flamingo watermelon hot-coral',
  dc: 'chestnut brick cherry-red crimson ruby burgundy maroon claret cranberry berry cobalt royal-blue sapphire purple plum grape mulberry',
  lc: 'apricot marigold saffron sunflower yellow canary lemon lime chartreuse light-coral spring-green light-lemon',
}
const TONE_OF = new Map<string, { value: ColourValue; chroma: ColourChroma }>()
for (const [code, ids] of Object.entries(TONES)) {
  const tone = { value: ({ l: 'light', m: 'medium', d: 'deep' } as const)[code[0] as 'l' | 'm' | 'd'], chroma: ({ c: 'clear', s: 'soft' } as const)[code[1] as 'c' | 's'] }
  for (const id of ids.split(' ')) TONE_OF.set(id, tone)
}

/** A known colour's value and chroma, from the table above; undefined for an unknown id. */
export function colourTone(id: string): { value: ColourValue; chroma: ColourChroma } | undefined {
  return TONE_OF.get(id)
}

/** Light above L* 70, deep below L* 40 (where a colour reads as a pastel or as a dark). */
export function valueOf(lab: Lab): ColourValue {
  return lab.l > 70 ? 'light' : lab.l < 40 ? 'deep' : 'medium'
}

/** Clear from C* 35 up (a pure, saturated colour), soft below it (greyed, muted or near neutral). */
export function chromaClassOf(lab: Lab): ColourChroma {
  return chromaOf(lab) >= 35 ? 'clear' : 'soft'
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
