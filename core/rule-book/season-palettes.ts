import { namedSwatch, type NamedColor } from './palettes.ts'
import { SEASON_DEFINITIONS, SEASONS, type SeasonId } from './seasons.ts'

/**
 * Each of the twelve seasons' palette (docs/fit/stylist-rules.md, "Seasons"): its words, its
 * best colours and neutrals as rule-book colours (colours.ts), the colours that fight it, its
 * metals and the hero gradient the guide draws behind it. Data only, like palettes.ts: the
 * guide and the result page import it without the colour maths; season colour fit (measuring a
 * garment against these swatches in CIEDE2000) lives in palette-fit.ts.
 *
 * The swatches follow the published twelve-season palettes (Sci\ART as popularised by Kathryn
 * Kalisz; the tonal system of Colour Me Beautiful, Mary Spillane): each season's colours sit at
 * its point on warmth, depth and clarity, and season-palettes.test.ts holds them there in CIELAB.
 */

export interface SeasonPalette<Id extends SeasonId = SeasonId> {
  readonly id: Id
  /** "Light Spring", as seasons.ts names it. */
  readonly name: string
  /** One or two sentences: what the season is and how its colours look. */
  readonly description: string
  /** The season's best colours, named. */
  readonly colors: readonly NamedColor[]
  /** Neutrals a wardrobe in the season is built on, lightest first and deepest last (a key piece's light and dark neutral). */
  readonly neutrals: readonly NamedColor[]
  /** colors then neutrals: every swatch colour fit measures against (at least 24). */
  readonly swatches: readonly NamedColor[]
  /** Colours that fight the season near the face: a piece in one is never recommended to her. */
  readonly avoidColors: readonly NamedColor[]
  readonly metals: string
  /** Two or three #RRGGBB stops for the guide's hero gradient, light to deep. */
  readonly gradient: readonly string[]
}

type Pair = readonly [colour: string, name: string]
interface Source {
  description: string
  colors: readonly Pair[]
  neutrals: readonly Pair[]
  avoid: readonly Pair[]
  metals: string
  gradient: readonly string[]
}

const swatch = ([colour, name]: Pair) => namedSwatch(colour, name)

// Names are written as the lexicon spells the colour, so a name read back is the same colour.
const SOURCES: { readonly [K in SeasonId]: Source } = {
  'light-spring': {
    description: 'Light first, warm second: delicate, clear colours with a golden glow, like a spring morning. Nothing dark or heavy near the face.',
    colors: [['peach', 'Peach'], ['light-coral', 'Light coral'], ['salmon', 'Salmon'], ['butter-yellow', 'Butter yellow'], ['canary', 'Canary'], ['yellow', 'Bright yellow'], ['light-lemon', 'Light lemon'], ['saffron', 'Saffron'], ['pistachio', 'Pistachio'], ['chartreuse', 'Chartreuse'], ['mint', 'Mint'], ['aqua', 'Aqua'], ['sky-blue', 'Sky blue']],
    neutrals: [['ivory', 'Ivory'], ['cream', 'Cream'], ['vanilla', 'Vanilla'], ['champagne', 'Champagne'], ['bone', 'Bone'], ['oatmeal', 'Oatmeal'], ['biscuit', 'Biscuit'], ['nude', 'Nude'], ['fawn', 'Fawn'], ['latte', 'Latte'], ['warm-grey', 'Warm grey']],
    avoid: [['black', 'Black'], ['charcoal', 'Charcoal'], ['burgundy', 'Burgundy'], ['aubergine', 'Aubergine'], ['espresso', 'Espresso']],
    metals: 'Light gold, polished brass and rose gold',
    gradient: ['#F3E6CF', '#F7B995', '#9FD8CB'],
  },
  'warm-spring': {
    description: 'Warm first: golden, sunny colours of medium depth with plenty of life. Yellow-based brights and warm browns, never icy or blue-grey.',
    colors: [['coral', 'Coral'], ['tangerine', 'Tangerine'], ['marigold', 'Marigold'], ['sunflower', 'Sunflower'], ['amber', 'Amber'], ['tomato-red', 'Tomato red'], ['lime', 'Lime'], ['fern', 'Fern'], ['green', 'Grass green'], ['turquoise', 'Turquoise'], ['honey', 'Honey'], ['caramel', 'Caramel'], ['gold', 'Gold']],
    neutrals: [['ecru', 'Ecru'], ['biscuit', 'Biscuit'], ['latte', 'Latte'], ['beige', 'Beige'], ['sand', 'Sand'], ['khaki', 'Khaki'], ['camel', 'Camel'], ['tan', 'Tan'], ['bronze', 'Bronze'], ['cognac', 'Cognac'], ['brown', 'Brown']],
    avoid: [['black', 'Black'], ['icy-blue', 'Icy blue'], ['fuchsia', 'Fuchsia'], ['plum', 'Plum'], ['slate', 'Slate grey']],
    metals: 'Yellow gold, brass and copper',
    gradient: ['#F2B632', '#EE7B62', '#2EB5B0'],
  },
  'clear-spring': {
    description: 'Clear first, warm second: bright, saturated, sparkling colours with high contrast. Dusty, greyed shades dull her.',
    colors: [['hot-coral', 'Hot coral'], ['scarlet', 'Scarlet'], ['red', 'True red'], ['poppy', 'Poppy'], ['orange', 'Orange'], ['hot-pink', 'Hot pink'], ['pink', 'Pink'], ['yellow', 'Bright yellow'], ['lemon', 'Lemon'], ['spring-green', 'Spring green'], ['kelly-green', 'Kelly green'], ['royal-blue', 'Royal blue'], ['violet', 'Violet'], ['amethyst', 'Amethyst']],
    neutrals: [['off-white', 'Off-white'], ['light-grey', 'Light grey'], ['silver', 'Silver'], ['camel', 'Camel'], ['tan', 'Tan'], ['grey', 'Grey'], ['denim-blue', 'Denim blue'], ['pewter', 'Pewter'], ['navy', 'Navy'], ['charcoal', 'Charcoal']],
    avoid: [['mushroom', 'Mushroom'], ['dusty-rose', 'Dusty rose'], ['mauve', 'Mauve'], ['khaki-green', 'Khaki green'], ['taupe', 'Taupe']],
    metals: 'Polished gold and bright silver',
    gradient: ['#FF5F4F', '#F2D03B', '#2E9A4A'],
  },
  'light-summer': {
    description: 'Light first, cool second: soft pastels with a blue undertone, like sea and sky on a hazy day. Nothing dark, heavy or golden.',
    colors: [['powder-blue', 'Powder blue'], ['baby-blue', 'Baby blue'], ['periwinkle', 'Periwinkle'], ['cornflower', 'Cornflower'], ['lavender', 'Lavender'], ['lilac', 'Lilac'], ['baby-pink', 'Baby pink'], ['rose-pink', 'Rose pink'], ['pink', 'Pink'], ['peony', 'Peony'], ['blush', 'Blush'], ['mint', 'Mint'], ['duck-egg', 'Duck egg'], ['light-teal', 'Light teal'], ['light-lemon', 'Light lemon']],
    neutrals: [['light-grey', 'Light grey'], ['platinum', 'Platinum'], ['oyster', 'Oyster'], ['stone', 'Stone'], ['dove-grey', 'Dove grey'], ['pebble', 'Pebble'], ['heather-grey', 'Heather grey'], ['chambray', 'Chambray'], ['denim-blue', 'Denim blue'], ['grey-navy', 'Grey navy']],
    avoid: [['black', 'Black'], ['orange', 'Orange'], ['mustard', 'Mustard'], ['chocolate', 'Chocolate'], ['rust', 'Rust']],
    metals: 'Silver, white gold and platinum',
    gradient: ['#F4C7D1', '#B7CDE6', '#A99BD6'],
  },
  'cool-summer': {
    description: 'Cool first: blue-based colours of medium depth, softened rather than bright, like a rose garden in shade. Gold and orange fight her.',
    colors: [['cornflower', 'Cornflower'], ['blue', 'True blue'], ['cerulean', 'Cerulean'], ['steel-blue', 'Steel blue'], ['orchid', 'Orchid'], ['raspberry', 'Raspberry'], ['berry', 'Berry'], ['cranberry', 'Cranberry'], ['mulberry', 'Mulberry'], ['jade', 'Jade'], ['teal', 'Teal'], ['spruce', 'Spruce green'], ['amethyst', 'Amethyst'], ['rose-pink', 'Rose pink']],
    neutrals: [['light-grey', 'Light grey'], ['heather-grey', 'Heather grey'], ['grey', 'Grey'], ['pewter', 'Pewter'], ['cocoa', 'Cocoa brown'], ['denim-blue', 'Denim blue'], ['slate', 'Slate'], ['graphite', 'Graphite'], ['grey-navy', 'Grey navy'], ['navy', 'Navy']],
    avoid: [['orange', 'Orange'], ['mustard', 'Mustard'], ['camel', 'Camel'], ['rust', 'Rust'], ['khaki', 'Khaki']],
    metals: 'Silver, pewter and white gold',
    gradient: ['#B7CDE6', '#6A8FD8', '#8E2A55'],
  },
  'soft-summer': {
    description: 'Soft first, cool second: greyed, smoky colours of middle depth that blend rather than contrast. Bright and very dark colours overpower her.',
    colors: [['dusty-blue', 'Dusty blue'], ['dusty-teal', 'Dusty teal'], ['eucalyptus', 'Eucalyptus'], ['sage', 'Sage'], ['dusty-rose', 'Dusty rose'], ['mauve', 'Mauve'], ['dusty-plum', 'Dusty plum'], ['wisteria', 'Wisteria'], ['chambray', 'Chambray'], ['steel-blue', 'Steel blue'], ['jade', 'Jade'], ['petrol', 'Petrol']],
    neutrals: [['oyster', 'Oyster'], ['stone', 'Stone'], ['dove-grey', 'Dove grey'], ['greige', 'Greige'], ['pebble', 'Pebble'], ['grey', 'Grey'], ['mushroom', 'Mushroom'], ['taupe', 'Taupe'], ['cocoa', 'Cocoa brown'], ['slate', 'Slate'], ['pewter', 'Pewter'], ['grey-navy', 'Grey navy']],
    avoid: [['black', 'Black'], ['orange', 'Orange'], ['hot-pink', 'Hot pink'], ['electric-blue', 'Electric blue'], ['yellow', 'Bright yellow']],
    metals: 'Pewter, brushed silver and rose gold',
    gradient: ['#C69A9A', '#7D93AB', '#5F8D8B'],
  },
  'soft-autumn': {
    description: 'Soft first, warm second: muted, earthy colours with a golden cast, like dry grasses and sandstone. Bright, icy and stark colours overwhelm her.',
    colors: [['dusty-coral', 'Dusty coral'], ['terracotta', 'Terracotta'], ['cinnamon', 'Cinnamon'], ['rose-gold', 'Rose gold'], ['nude-pink', 'Nude pink'], ['moss', 'Moss'], ['olive', 'Olive'], ['khaki-green', 'Khaki green'], ['pistachio', 'Pistachio'], ['sage', 'Sage'], ['dusty-teal', 'Dusty teal'], ['ochre', 'Ochre'], ['mustard', 'Mustard']],
    neutrals: [['oatmeal', 'Oatmeal'], ['putty', 'Putty'], ['biscuit', 'Biscuit'], ['latte', 'Latte'], ['fawn', 'Fawn'], ['khaki', 'Khaki'], ['camel', 'Camel'], ['warm-grey', 'Warm grey'], ['mushroom', 'Mushroom'], ['taupe', 'Taupe'], ['mocha', 'Mocha']],
    avoid: [['black', 'Black'], ['white', 'Pure white'], ['fuchsia', 'Fuchsia'], ['electric-blue', 'Electric blue'], ['icy-blue', 'Icy blue']],
    metals: 'Brushed gold, bronze and rose gold',
    gradient: ['#DCCFB7', '#D38B75', '#7A7D3F'],
  },
  'warm-autumn': {
    description: 'Warm first: rich, golden, spicy colours of medium to deep value, like autumn leaves in sun. Icy, blue-pink and cool grey colours drain her.',
    colors: [['rust', 'Rust'], ['pumpkin', 'Pumpkin'], ['burnt-orange', 'Burnt orange'], ['ginger', 'Ginger'], ['paprika', 'Paprika'], ['saffron', 'Saffron'], ['mustard', 'Mustard'], ['amber', 'Amber'], ['gold', 'Gold'], ['olive', 'Olive'], ['avocado', 'Avocado'], ['moss', 'Moss'], ['teal', 'Teal'], ['copper', 'Copper']],
    neutrals: [['cream', 'Cream'], ['khaki', 'Khaki'], ['camel', 'Camel'], ['caramel', 'Caramel'], ['tan', 'Tan'], ['toffee', 'Toffee'], ['bronze', 'Bronze'], ['cognac', 'Cognac'], ['brown', 'Brown'], ['tobacco', 'Tobacco']],
    avoid: [['black', 'Black'], ['icy-blue', 'Icy blue'], ['fuchsia', 'Fuchsia'], ['baby-pink', 'Baby pink'], ['silver', 'Silver']],
    metals: 'Yellow gold, copper, bronze and brass',
    gradient: ['#D98E21', '#B5512F', '#6E7440'],
  },
  'deep-autumn': {
    description: 'Deep first, warm second: dark, rich colours with a golden undertone, like a forest at dusk. Pastels and icy colours wash her out.',
    colors: [['mahogany', 'Mahogany'], ['chestnut', 'Chestnut'], ['brick', 'Brick'], ['paprika', 'Paprika'], ['rust', 'Rust'], ['cognac', 'Cognac'], ['oxblood', 'Oxblood'], ['maroon', 'Maroon'], ['khaki-green', 'Khaki green'], ['olive', 'Olive'], ['forest-green', 'Forest green'], ['petrol', 'Petrol'], ['teal', 'Teal'], ['ochre', 'Ochre'], ['bronze', 'Bronze']],
    neutrals: [['cream', 'Cream'], ['camel', 'Camel'], ['brown', 'Brown'], ['tobacco', 'Tobacco'], ['walnut', 'Walnut'], ['chocolate', 'Chocolate'], ['charcoal', 'Charcoal'], ['navy', 'Navy'], ['espresso', 'Espresso']],
    avoid: [['icy-blue', 'Icy blue'], ['baby-pink', 'Baby pink'], ['lilac', 'Lilac'], ['powder-blue', 'Powder blue'], ['heather-grey', 'Heather grey']],
    metals: 'Antique gold, bronze and copper',
    gradient: ['#B5361C', '#6A2E20', '#2C4F37'],
  },
  'deep-winter': {
    description: 'Deep first, cool second: dark, intense colours with a blue undertone set against black and white. Soft, muted and golden colours fade her.',
    colors: [['burgundy', 'Burgundy'], ['wine', 'Wine'], ['merlot', 'Merlot'], ['claret', 'Claret'], ['ruby', 'Ruby'], ['crimson', 'Crimson'], ['purple', 'Purple'], ['grape', 'Grape'], ['aubergine', 'Aubergine'], ['bottle-green', 'Bottle green'], ['hunter-green', 'Hunter green'], ['pine', 'Pine'], ['sapphire', 'Sapphire'], ['cobalt', 'Cobalt']],
    neutrals: [['white', 'Pure white'], ['icy-blue', 'Icy blue'], ['silver', 'Silver'], ['pewter', 'Pewter'], ['graphite', 'Graphite'], ['espresso', 'Espresso'], ['navy', 'Navy'], ['charcoal', 'Charcoal'], ['midnight-blue', 'Midnight blue'], ['black', 'Black']],
    avoid: [['peach', 'Peach'], ['camel', 'Camel'], ['mustard', 'Mustard'], ['dusty-rose', 'Dusty rose'], ['sage', 'Sage']],
    metals: 'Silver, platinum and gunmetal',
    gradient: ['#7B2D43', '#43243F', '#1C2541'],
  },
  'cool-winter': {
    description: 'Cool first: icy and jewel colours with a clear blue undertone and strong contrast, like frost on evergreens. Warm, golden and earthy colours fight her.',
    colors: [['cobalt', 'Cobalt'], ['sapphire', 'Sapphire'], ['royal-blue', 'Royal blue'], ['emerald', 'Emerald'], ['jade', 'Jade'], ['teal', 'Teal'], ['fuchsia', 'Fuchsia'], ['magenta', 'Magenta'], ['raspberry', 'Raspberry'], ['cherry-red', 'Cherry red'], ['ruby', 'Ruby'], ['purple', 'Purple'], ['plum', 'Plum'], ['icy-pink', 'Icy pink'], ['icy-violet', 'Icy violet']],
    neutrals: [['white', 'Pure white'], ['icy-blue', 'Icy blue'], ['platinum', 'Platinum'], ['silver', 'Silver'], ['grey', 'Grey'], ['charcoal', 'Charcoal'], ['navy', 'Navy'], ['midnight-blue', 'Midnight blue'], ['black', 'Black']],
    avoid: [['orange', 'Orange'], ['mustard', 'Mustard'], ['camel', 'Camel'], ['rust', 'Rust'], ['olive', 'Olive']],
    metals: 'Silver, platinum and white gold',
    gradient: ['#D7E9F7', '#1F4FA0', '#C2185B'],
  },
  'clear-winter': {
    description: 'Clear first, cool second: vivid, saturated colours and icy tints against pure black and white, at the highest contrast. Muted, dusty colours dull her.',
    colors: [['electric-blue', 'Electric blue'], ['royal-blue', 'Royal blue'], ['cobalt', 'Cobalt'], ['kelly-green', 'Kelly green'], ['emerald', 'Emerald'], ['turquoise', 'Turquoise'], ['hot-pink', 'Hot pink'], ['cerise', 'Cerise'], ['magenta', 'Magenta'], ['red', 'True red'], ['violet', 'Violet'], ['purple', 'Purple'], ['icy-lemon', 'Icy lemon'], ['icy-green', 'Icy green'], ['icy-pink', 'Icy pink'], ['icy-violet', 'Icy violet']],
    neutrals: [['white', 'Pure white'], ['icy-blue', 'Icy blue'], ['light-grey', 'Light grey'], ['silver', 'Silver'], ['graphite', 'Graphite'], ['charcoal', 'Charcoal'], ['navy', 'Navy'], ['black', 'Black']],
    avoid: [['mushroom', 'Mushroom'], ['camel', 'Camel'], ['khaki', 'Khaki'], ['dusty-rose', 'Dusty rose'], ['olive', 'Olive']],
    metals: 'Bright silver, platinum and white gold',
    gradient: ['#FFFFFF', '#1F4BFF', '#C2228C'],
  },
}

function build<Id extends SeasonId>(id: Id): SeasonPalette<Id> {
  const s = SOURCES[id]
  const colors = s.colors.map(swatch)
  const neutrals = s.neutrals.map(swatch)
  return {
    id,
    name: SEASON_DEFINITIONS[id].name,
    description: s.description,
    colors,
    neutrals,
    swatches: [...colors, ...neutrals],
    avoidColors: s.avoid.map(swatch),
    metals: s.metals,
    gradient: s.gradient,
  }
}

export const SEASON_PALETTES: { readonly [K in SeasonId]: SeasonPalette<K> } = Object.fromEntries(SEASONS.map((id) => [id, build(id)])) as {
  readonly [K in SeasonId]: SeasonPalette<K>
}

/** A season's palette. */
export function seasonPalette<Id extends SeasonId>(id: Id): SeasonPalette<Id> {
  return SEASON_PALETTES[id]
}
