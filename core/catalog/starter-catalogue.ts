import type { GarmentType, Heel, LegShape, Length, Neckline, Pattern, Silhouette, Sleeve } from '../garment/attributes.ts'
import type { CategoryId } from '../reference/categories.ts'
import { colourById } from '../rule-book/colours.ts'
import type { ProductSeed } from './product-seed.ts'

/**
 * The starter catalogue: what a fresh install shows (issue 27), so a newcomer's first visit
 * has pages to browse and outfits can be put together. Every piece is a shop listing and
 * nothing more, from made-up studios; who it suits is the rule book's to read.
 *
 * Each design is written with the attributes it was meant to have (its intent); the garment
 * reader must read exactly those back from the listing (starter-catalogue.test.ts), so the
 * set tests the reader too, and its drawings (garment-drawing.ts) are drawn from them.
 * Designs come in colourways, each a product of its own with its own id and drawing.
 */

/** The attributes a drawing shows, as the designer meant them. Unnamed fields are meant to be unknown. */
export interface StarterIntent {
  garmentType: GarmentType
  silhouette: Silhouette | null
  neckline: Neckline | null
  sleeve: Sleeve | null
  length: Length | null
  leg: LegShape | null
  heel: Heel | null
  pattern: Pattern | null
  primaryColour: string
}

type DesignIntent = Partial<Omit<StarterIntent, 'garmentType' | 'primaryColour'>> & { garmentType: GarmentType }

interface Design {
  slug: string
  name: string
  category: CategoryId
  material: string
  description: string
  price: number
  tags: readonly string[]
  intent: DesignIntent
  /** Colour-lexicon ids, one product each. */
  colours: readonly string[]
}

/** Made-up studios: none of them is, or pretends to be, a real brand. */
const STARTER_BRANDS = [
  'Studio Wren',
  'Marlowe Atelier',
  'Fern & Field Studio',
  'Odessa Row',
  'Kestrel Studio',
  'Linden Loom',
  'Halcyon Thread',
  'Saltmarsh Studio',
  'Petal & Pin Studio',
  'Northlight Atelier',
  'Cobble Lane Studio',
  'Juniper Workroom',
] as const

const D = (
  slug: string,
  name: string,
  category: CategoryId,
  material: string,
  price: number,
  intent: DesignIntent,
  colours: readonly string[],
  tags: readonly string[],
  description: string,
): Design => ({ slug, name, category, material, price, intent, colours, tags, description })

const DESIGNS: readonly Design[] = [
  // --- dresses
  D('wrap-midi-dress', 'Jersey Wrap Midi Dress', 'dresses', 'Viscose jersey', 89, { garmentType: 'dress', silhouette: 'wrap', neckline: 'wrap', sleeve: 'three-quarter', length: 'midi' }, ['emerald', 'burgundy', 'navy'], ['wrap', 'midi', 'jersey'],
    'A soft jersey wrap dress with three-quarter sleeves and a tie at the waist. It falls to mid-calf and moves as you walk.'),
  D('floral-tiered-maxi-dress', 'Floral Tiered Maxi Dress', 'dresses', 'Cotton voile', 118, { garmentType: 'dress', silhouette: 'tiered', neckline: 'v-neck', sleeve: 'flutter', length: 'maxi', pattern: 'floral' }, ['cream', 'dusty-blue', 'terracotta'], ['floral', 'tiered', 'maxi'],
    'Three airy tiers of printed cotton voile, flutter sleeves and a V-neck. Lightweight and lined to the knee.'),
  D('satin-slip-dress', 'Bias-Cut Satin Slip Dress', 'dresses', 'Satin', 132, { garmentType: 'dress', silhouette: 'slip', neckline: 'cowl', sleeve: 'strappy', length: 'midi' }, ['champagne', 'black', 'sapphire', 'blush', 'emerald'], ['satin', 'slip-dress', 'midi'],
    'Cut on the bias to skim the body, with a draped cowl neckline, spaghetti straps and a midi hem.'),
  D('sequin-shift-mini-dress', 'Sequin Shift Mini Dress', 'dresses', 'Sequinned mesh on a jersey lining', 148, { garmentType: 'dress', silhouette: 'shift', neckline: 'high-neck', sleeve: 'long', length: 'mini' }, ['silver', 'gold', 'black'], ['sequins', 'party', 'mini'],
    'Sequins from neck to hem on a straight shift, with a high neck and long sleeves. Made for the party season.'),
  D('linen-shirt-dress', 'Relaxed Linen Shirt Dress', 'dresses', 'Linen', 98, { garmentType: 'dress', silhouette: 'relaxed', neckline: 'collar', sleeve: 'short', length: 'knee' }, ['white', 'olive', 'rust'], ['linen', 'shirt-dress'],
    'Washed linen with short sleeves, a button front and a knee-length hem. Side-seam pockets.'),
  D('ponte-sheath-dress', 'Ponte Sheath Dress', 'dresses', 'Ponte', 112, { garmentType: 'dress', silhouette: 'sheath', neckline: 'boat', sleeve: 'sleeveless', length: 'knee' }, ['black', 'navy', 'red'], ['sheath', 'office'],
    'A sleeveless sheath in a firm ponte that holds its line, with a boat neck and a knee-length hem.'),
  D('velvet-column-gown', 'Velvet Column Gown', 'dresses', 'Velvet', 188, { garmentType: 'dress', silhouette: 'straight', neckline: 'one-shoulder', length: 'maxi' }, ['emerald', 'aubergine', 'midnight-blue', 'olive'], ['velvet', 'gown', 'evening'],
    'A one-shoulder velvet gown in a straight column, floor length, for black-tie evenings.'),
  D('velvet-wrap-gown', 'Velvet Wrap Maxi Gown', 'dresses', 'Velvet', 178, { garmentType: 'dress', silhouette: 'wrap', neckline: 'wrap', sleeve: 'long', length: 'maxi' }, ['black', 'emerald', 'burgundy', 'midnight-blue', 'rust', 'chocolate'], ['velvet', 'gown', 'evening'],
    'A velvet gown that wraps and ties at the waist, with long sleeves and a wrap neckline. It falls to the floor.'),
  D('chiffon-a-line-gown', 'Chiffon A-Line Maxi Gown', 'dresses', 'Chiffon', 168, { garmentType: 'dress', silhouette: 'a-line', neckline: 'v-neck', sleeve: 'flutter', length: 'maxi' }, ['navy', 'blush', 'sapphire', 'champagne', 'coral', 'cream'], ['chiffon', 'gown', 'evening'],
    'A flowing chiffon gown with a V-neck and flutter sleeves, fitted through the bodice and falling in an A-line to the floor.'),
  D('breton-tee-dress', 'Breton Stripe T-Shirt Dress', 'dresses', 'Cotton', 58, { garmentType: 'dress', silhouette: 'straight', neckline: 'crew', sleeve: 'short', length: 'knee', pattern: 'horizontal-stripe' }, ['navy', 'red'], ['stripes', 'tee-dress'],
    'An easy striped tee dress with a crew neck, short sleeves and a straight cut to the knee.'),
  D('poplin-smock-dress', 'Poplin Smock Dress', 'dresses', 'Cotton poplin', 86, { garmentType: 'dress', silhouette: 'trapeze', neckline: 'square', sleeve: 'puff', length: 'midi' }, ['butter-yellow', 'lilac', 'white'], ['smock', 'puff-sleeve'],
    'A swingy smock dress with puff sleeves and a square neckline, falling to a midi hem.'),
  D('rib-knit-midi-dress', 'Rib-Knit Turtleneck Midi Dress', 'dresses', 'Rib knit', 96, { garmentType: 'dress', silhouette: 'fitted', neckline: 'turtleneck', sleeve: 'long', length: 'midi' }, ['camel', 'charcoal', 'chocolate'], ['knit', 'turtleneck'],
    'A fitted rib-knit dress with a turtleneck and long sleeves that reaches mid-calf.'),
  D('utility-jumpsuit', 'Wide-Leg Twill Jumpsuit', 'dresses', 'Cotton twill', 124, { garmentType: 'jumpsuit', neckline: 'collar', sleeve: 'short', leg: 'wide' }, ['khaki-green', 'rust', 'black'], ['jumpsuit', 'twill'],
    'A twill jumpsuit with a shirt collar, short sleeves, a drawstring waist and wide legs.'),
  D('lace-fit-and-flare-dress', 'Lace Fit-and-Flare Dress', 'dresses', 'Lace', 138, { garmentType: 'dress', silhouette: 'fit-and-flare', neckline: 'sweetheart', sleeve: 'cap', length: 'knee' }, ['blush', 'ivory', 'cobalt'], ['lace', 'fit-and-flare'],
    'Corded lace over a soft lining, with a sweetheart neckline, cap sleeves and a skirt that flares to the knee.'),
  D('polka-dot-wrap-dress', 'Polka Dot Wrap Mini Dress', 'dresses', 'Crepe', 79, { garmentType: 'dress', silhouette: 'wrap', neckline: 'wrap', sleeve: 'long', length: 'mini', pattern: 'polka-dot' }, ['black', 'cherry-red'], ['polka-dot', 'wrap'],
    'A crepe wrap dress in a scattered dot, with long sleeves and a mini hem.'),

  // --- tops
  D('silk-bow-blouse', 'Silk Pussy-Bow Blouse', 'tops', 'Silk', 118, { garmentType: 'blouse', silhouette: 'relaxed', sleeve: 'long' }, ['ivory', 'navy', 'dusty-rose', 'black', 'cream'], ['silk', 'bow', 'blouse'],
    'Washable silk in a relaxed fit with long sleeves and a bow to tie at the neck.'),
  D('linen-camp-shirt', 'Boxy Linen Camp Shirt', 'tops', 'Linen', 68, { garmentType: 'shirt', silhouette: 'boxy', neckline: 'collar', sleeve: 'short' }, ['white', 'sage', 'stone'], ['linen', 'shirt'],
    'A boxy linen shirt with a notch collar and short sleeves, to wear open or buttoned.'),
  D('poplin-button-down-shirt', 'Fitted Poplin Button-Down Shirt', 'tops', 'Cotton poplin', 74, { garmentType: 'shirt', silhouette: 'fitted', neckline: 'collar', sleeve: 'long' }, ['white', 'baby-blue', 'black'], ['poplin', 'shirt', 'office'],
    'Crisp cotton poplin with a pointed collar and long sleeves, cut close to the body.'),
  D('pinstripe-shirt', 'Pinstripe Oversized Shirt', 'tops', 'Cotton poplin', 78, { garmentType: 'shirt', silhouette: 'oversized', neckline: 'collar', sleeve: 'long', pattern: 'vertical-stripe' }, ['navy', 'powder-blue'], ['pinstripe', 'shirt'],
    'A generous pinstripe shirt with a pointed collar and long sleeves.'),
  D('organic-crew-tee', 'Organic Cotton Crew Neck Tee', 'tops', 'Organic cotton', 32, { garmentType: 't-shirt', silhouette: 'straight', neckline: 'crew', sleeve: 'short' }, ['white', 'black', 'heather-grey', 'olive'], ['tee', 'essentials'],
    'A straight-cut tee with a crew neck and short sleeves, in midweight organic cotton.'),
  D('breton-boat-neck-top', 'Breton Stripe Boat Neck Top', 'tops', 'Cotton', 54, { garmentType: 'top', neckline: 'boat', sleeve: 'long', pattern: 'horizontal-stripe' }, ['navy', 'red'], ['breton', 'stripes'],
    'The sailor stripe with a boat neck and long sleeves, in a close cotton knit.'),
  D('cashmere-crew-sweater', 'Cashmere Crew Neck Sweater', 'tops', 'Cashmere', 168, { garmentType: 'sweater', neckline: 'crew', sleeve: 'long' }, ['camel', 'heather-grey', 'powder-blue', 'burgundy', 'black', 'chocolate', 'white', 'espresso'], ['cashmere', 'knitwear'],
    'Soft two-ply cashmere with a crew neck, long sleeves and ribbed edges.'),
  D('chunky-cable-cardigan', 'Chunky Cable-Knit Cardigan', 'tops', 'Wool blend', 128, { garmentType: 'cardigan', silhouette: 'relaxed', neckline: 'v-neck', sleeve: 'long' }, ['oatmeal', 'mustard', 'forest-green'], ['cardigan', 'cable-knit'],
    'A relaxed cable cardigan with a V-neck and long sleeves, buttoned down the front.'),
  D('silk-camisole', 'Silk Camisole', 'tops', 'Silk', 78, { garmentType: 'camisole', neckline: 'v-neck', sleeve: 'strappy' }, ['black', 'champagne', 'blush'], ['silk', 'camisole'],
    'A silk camisole with a V-neck and fine spaghetti straps that adjust.'),
  D('ruffled-chiffon-blouse', 'Ruffled Chiffon Blouse', 'tops', 'Chiffon', 82, { garmentType: 'blouse', neckline: 'v-neck', sleeve: 'flutter' }, ['lavender', 'peach', 'white'], ['ruffles', 'blouse'],
    'Soft chiffon with a ruffled V-neck and flutter sleeves.'),
  D('cropped-rib-tank', 'Cropped Rib Tank Top', 'tops', 'Rib knit', 28, { garmentType: 'tank', neckline: 'scoop', sleeve: 'sleeveless', length: 'cropped' }, ['white', 'black', 'lime'], ['tank', 'cropped'],
    'A cropped, sleeveless rib tank with a scoop neck.'),
  D('embroidered-peasant-blouse', 'Embroidered Peasant Blouse', 'tops', 'Cotton gauze', 72, { garmentType: 'blouse', silhouette: 'relaxed', neckline: 'square', sleeve: 'bishop' }, ['white', 'terracotta', 'cobalt'], ['embroidery', 'peasant'],
    'Cotton gauze with hand-finished embroidery, a square neckline, full bishop sleeves and a relaxed body.'),
  D('mesh-high-neck-top', 'Sheer Mesh High-Neck Top', 'tops', 'Mesh', 48, { garmentType: 'top', silhouette: 'fitted', neckline: 'high-neck', sleeve: 'long' }, ['black', 'oxblood'], ['mesh', 'sheer'],
    'A fitted mesh top with a high neck and long sleeves, for layering or for the night.'),
  D('performance-tank', 'Seamless Performance Tank', 'tops', 'Nylon and elastane', 42, { garmentType: 'tank', neckline: 'scoop', sleeve: 'sleeveless' }, ['black', 'electric-blue', 'hot-pink'], ['training', 'sportswear'],
    'A sweat-wicking, sleeveless training tank with a scoop neck.'),
  D('crewneck-sweatshirt', 'Cotton Crewneck Sweatshirt', 'tops', 'French terry', 58, { garmentType: 'sweatshirt', silhouette: 'relaxed', neckline: 'crew', sleeve: 'long' }, ['heather-grey', 'sage', 'navy'], ['sweatshirt', 'weekend'],
    'Loopback cotton in a relaxed fit with a crew neck and long sleeves.'),

  // --- bottoms
  D('tailored-wide-leg-trousers', 'High-Rise Tailored Wide-Leg Trousers', 'bottoms', 'Wool blend', 128, { garmentType: 'trousers', silhouette: 'tailored', leg: 'wide' }, ['black', 'camel', 'navy', 'charcoal', 'chocolate', 'light-grey'], ['trousers', 'tailoring'],
    'Pressed front creases, a high waist and wide legs that fall to the floor.'),
  D('straight-leg-jeans', 'High-Rise Straight-Leg Jeans', 'bottoms', 'Denim', 88, { garmentType: 'jeans', leg: 'straight' }, ['denim-blue', 'indigo', 'ecru', 'white'], ['jeans', 'denim'],
    'Rigid denim with a high rise, five pockets and a straight leg.'),
  D('distressed-skinny-jeans', 'Distressed Skinny Jeans', 'bottoms', 'Stretch denim', 78, { garmentType: 'jeans', leg: 'skinny' }, ['black', 'denim-blue', 'grey'], ['jeans', 'distressed'],
    'Skinny jeans, ripped and frayed, with a raw hem.'),
  D('pleated-midi-skirt', 'Pleated Crepe Midi Skirt', 'bottoms', 'Crepe', 92, { garmentType: 'skirt', silhouette: 'pleated', length: 'midi' }, ['navy', 'sage', 'mauve', 'camel', 'white'], ['skirt', 'pleats'],
    'Knife pleats from a flat waistband to a midi hem, in a crepe that keeps its fold.'),
  D('ponte-pencil-skirt', 'Ponte Pencil Skirt', 'bottoms', 'Ponte', 68, { garmentType: 'skirt', silhouette: 'pencil', length: 'knee' }, ['black', 'grey', 'burgundy'], ['skirt', 'office'],
    'A knee-length pencil skirt in ponte, with a back vent.'),
  D('faux-leather-mini-skirt', 'Faux Leather A-Line Mini Skirt', 'bottoms', 'Faux leather', 64, { garmentType: 'skirt', silhouette: 'a-line', length: 'mini' }, ['black', 'chocolate', 'cognac'], ['skirt', 'faux-leather'],
    'A short A-line skirt in supple faux leather with a side zip.'),
  D('linen-drawstring-shorts', 'Relaxed Linen Shorts', 'bottoms', 'Linen', 48, { garmentType: 'shorts', silhouette: 'relaxed' }, ['white', 'khaki', 'coral'], ['shorts', 'linen'],
    'Easy linen shorts with a drawstring waist and deep pockets.'),
  D('cotton-cargo-trousers', 'Cotton Cargo Trousers', 'bottoms', 'Cotton twill', 82, { garmentType: 'trousers', silhouette: 'relaxed' }, ['khaki-green', 'stone', 'black'], ['cargo', 'trousers'],
    'Relaxed twill trousers with cargo pockets on both legs.'),
  D('training-leggings', 'Performance Training Leggings', 'bottoms', 'Nylon and elastane', 64, { garmentType: 'leggings', leg: 'skinny', length: 'ankle' }, ['black', 'plum', 'teal'], ['leggings', 'training'],
    'Sculpting ankle-length leggings with a high waistband and a hidden pocket, made for training.'),
  D('paisley-tiered-maxi-skirt', 'Paisley Tiered Maxi Skirt', 'bottoms', 'Viscose', 84, { garmentType: 'skirt', silhouette: 'tiered', length: 'maxi', pattern: 'paisley' }, ['rust', 'indigo', 'mustard'], ['paisley', 'tiered', 'maxi'],
    'A flowing paisley skirt in three tiers, with an elastic waist.'),
  D('crepe-culottes', 'Crepe Culottes', 'bottoms', 'Crepe', 76, { garmentType: 'culottes', length: 'ankle', leg: 'wide' }, ['black', 'olive', 'ochre', 'chocolate', 'espresso', 'navy'], ['culottes'],
    'Wide, ankle-length culottes in a soft crepe with a flat front.'),
  D('satin-palazzo-trousers', 'Satin Palazzo Trousers', 'bottoms', 'Satin', 98, { garmentType: 'trousers', leg: 'palazzo' }, ['ivory', 'emerald', 'black'], ['palazzo', 'satin'],
    'Fluid satin palazzo trousers with an elasticated back waist.'),
  D('corduroy-flared-trousers', 'Corduroy Flared Trousers', 'bottoms', 'Corduroy', 86, { garmentType: 'trousers', leg: 'flare' }, ['tobacco', 'rust', 'mustard'], ['corduroy', 'flares'],
    'Fine-wale corduroy with a high waist and a flared leg.'),

  // --- outerwear
  D('belted-trench-coat', 'Belted Cotton Trench Coat', 'outerwear', 'Cotton gabardine', 198, { garmentType: 'trench', length: 'longline' }, ['stone', 'khaki', 'navy', 'black'], ['trench', 'belted'],
    'Double-breasted gabardine with a storm flap, a self belt and a long line to below the knee.'),
  D('wool-wrap-coat', 'Wool Wrap Coat', 'outerwear', 'Wool', 248, { garmentType: 'coat', silhouette: 'wrap', length: 'longline' }, ['camel', 'charcoal', 'ivory', 'berry'], ['coat', 'wool'],
    'A long wrap coat in double-faced wool, with a tie belt and deep pockets.'),
  D('leather-biker-jacket', 'Leather Biker Jacket', 'outerwear', 'Leather', 268, { garmentType: 'jacket', silhouette: 'fitted', sleeve: 'long' }, ['black', 'oxblood', 'cognac'], ['leather', 'biker'],
    'A fitted biker jacket in soft leather, with an asymmetric zip and long sleeves.'),
  D('denim-trucker-jacket', 'Denim Trucker Jacket', 'outerwear', 'Denim', 92, { garmentType: 'jacket', silhouette: 'relaxed', neckline: 'collar', sleeve: 'long' }, ['denim-blue', 'black', 'ecru'], ['denim', 'jacket'],
    'A relaxed denim jacket with a point collar, chest pockets and long sleeves.'),
  D('tailored-blazer', 'Single-Breasted Tailored Blazer', 'outerwear', 'Wool blend', 178, { garmentType: 'blazer', silhouette: 'tailored', neckline: 'collar', sleeve: 'long' }, ['black', 'navy', 'camel', 'red'], ['blazer', 'tailoring'],
    'A sharp one-button blazer with notch lapels and long sleeves.'),
  D('houndstooth-blazer', 'Houndstooth Wool Blazer', 'outerwear', 'Wool', 188, { garmentType: 'blazer', silhouette: 'tailored', neckline: 'collar', sleeve: 'long', pattern: 'houndstooth' }, ['black', 'brown'], ['blazer', 'houndstooth'],
    'Classic houndstooth wool, tailored, with notch lapels, flap pockets and long sleeves.'),
  D('quilted-puffer-jacket', 'Quilted Puffer Jacket', 'outerwear', 'Recycled nylon', 158, { garmentType: 'puffer', neckline: 'high-neck', sleeve: 'long', length: 'hip' }, ['black', 'olive', 'lilac'], ['puffer', 'quilted'],
    'A warm quilted puffer with a stand collar and long sleeves, hip length.'),
  D('floral-kimono', 'Floral Kimono Jacket', 'outerwear', 'Viscose', 74, { garmentType: 'kimono', sleeve: 'dolman', length: 'longline', pattern: 'floral' }, ['black', 'navy', 'sage'], ['kimono', 'floral'],
    'A light, open kimono jacket in a floral print, with wide dolman sleeves and a long line.'),
  D('suede-fringe-jacket', 'Suede Fringe Jacket', 'outerwear', 'Suede', 228, { garmentType: 'jacket', silhouette: 'relaxed', sleeve: 'long' }, ['tan', 'cognac'], ['suede', 'fringe'],
    'A relaxed suede jacket with long sleeves and fringe across the yoke.'),
  D('boucle-cropped-jacket', 'Bouclé Cropped Jacket', 'outerwear', 'Bouclé', 198, { garmentType: 'jacket', neckline: 'crew', sleeve: 'long', length: 'cropped' }, ['ivory', 'pink', 'black'], ['boucle', 'jacket'],
    'A collarless bouclé jacket with a crew neck and long sleeves, cropped at the waist.'),
  D('packable-rain-jacket', 'Packable Hooded Rain Jacket', 'outerwear', 'Recycled nylon', 96, { garmentType: 'jacket', sleeve: 'long', length: 'hip' }, ['canary', 'navy', 'red'], ['rain-jacket', 'travel'],
    'A waterproof hooded jacket with long sleeves, hip length, that folds into its own pocket.'),

  // --- shoes
  D('leather-ballet-flats', 'Round Toe Leather Ballet Flats', 'shoes', 'Leather', 88, { garmentType: 'flats', heel: 'flat' }, ['black', 'nude', 'red', 'silver'], ['flats', 'leather'],
    'Soft leather ballet flats with a round toe and a cushioned insole.'),
  D('pointed-leather-pumps', 'Pointed Toe Leather Pumps', 'shoes', 'Leather', 118, { garmentType: 'pumps', heel: 'high' }, ['black', 'nude', 'cobalt'], ['pumps', 'heels'],
    'A pointed leather pump on a slim high heel.'),
  D('strappy-heeled-sandals', 'Strappy Heeled Sandals', 'shoes', 'Metallic leather', 128, { garmentType: 'sandals', heel: 'high' }, ['gold', 'silver', 'black', 'nude'], ['sandals', 'heels', 'evening'],
    'Barely-there straps with a buckled ankle strap on a slim high heel, with an open toe.'),
  D('velvet-evening-pumps', 'Velvet Block Heel Evening Pumps', 'shoes', 'Velvet', 138, { garmentType: 'pumps', heel: 'mid' }, ['black', 'charcoal', 'chocolate', 'burgundy'], ['pumps', 'evening', 'velvet'],
    'Velvet pumps on a steady block heel, with a softly pointed toe, made for evenings out in the colder months.'),
  D('leather-chelsea-boots', 'Leather Chelsea Boots', 'shoes', 'Leather', 158, { garmentType: 'ankle-boots', heel: 'mid' }, ['black', 'chocolate', 'tan'], ['boots', 'chelsea'],
    'Pull-on leather Chelsea boots with elastic sides and a block heel.'),
  D('knee-high-riding-boots', 'Knee High Riding Boots', 'shoes', 'Leather', 228, { garmentType: 'boots', heel: 'flat' }, ['cognac', 'black', 'chestnut'], ['boots', 'riding'],
    'Smooth leather riding boots with a flat sole and a full-length inside zip.'),
  D('lace-up-combat-boots', 'Lace-Up Combat Boots', 'shoes', 'Leather', 148, { garmentType: 'boots' }, ['black', 'oxblood'], ['boots', 'combat'],
    'Leather combat boots with eight eyelets and a padded collar.'),
  D('leather-low-top-sneakers', 'Leather Low-Top Sneakers', 'shoes', 'Leather', 98, { garmentType: 'sneakers', heel: 'flat' }, ['white', 'black', 'blush'], ['sneakers', 'leather'],
    'Clean leather sneakers with a low top and a cupsole.'),
  D('performance-running-sneakers', 'Performance Running Sneakers', 'shoes', 'Engineered mesh', 128, { garmentType: 'sneakers', heel: 'flat' }, ['grey', 'hot-pink', 'electric-blue'], ['running', 'sneakers'],
    'Light running shoes with a breathable upper and a cushioned sole.'),
  D('canvas-espadrille-wedges', 'Canvas Espadrille Wedges', 'shoes', 'Canvas and jute', 72, { garmentType: 'espadrilles', heel: 'wedge' }, ['navy', 'ecru', 'red'], ['espadrilles', 'wedges'],
    'Canvas espadrilles on a jute wedge with ankle ties.'),
  D('flat-leather-sandals', 'Flat Leather Sandals', 'shoes', 'Leather', 68, { garmentType: 'sandals', heel: 'flat' }, ['tan', 'black', 'gold'], ['sandals', 'leather'],
    'Simple flat sandals with two leather bands.'),
  D('leather-penny-loafers', 'Leather Penny Loafers', 'shoes', 'Leather', 128, { garmentType: 'loafers', heel: 'flat' }, ['black', 'burgundy', 'tan'], ['loafers', 'leather'],
    'Polished leather penny loafers with a stacked sole.'),
  D('square-toe-mules', 'Square Toe Block Heel Mules', 'shoes', 'Suede', 98, { garmentType: 'mules', heel: 'mid' }, ['lilac', 'black', 'butter-yellow'], ['mules', 'square-toe'],
    'Backless suede mules with a square toe on a block heel.'),

  // --- accessories
  D('structured-leather-tote', 'Structured Leather Tote', 'accessories', 'Leather', 198, { garmentType: 'tote' }, ['black', 'tan', 'burgundy', 'navy'], ['tote', 'leather'],
    'A structured leather tote that takes a laptop, with two shoulder handles.'),
  D('woven-straw-tote', 'Woven Straw Tote', 'accessories', 'Straw', 58, { garmentType: 'tote' }, ['beige', 'honey'], ['straw', 'tote'],
    'A roomy woven straw tote with leather handles, for the beach and the market.'),
  D('beaded-evening-clutch', 'Beaded Evening Clutch', 'accessories', 'Satin', 88, { garmentType: 'clutch' }, ['gold', 'silver', 'black', 'fuchsia'], ['clutch', 'evening'],
    'A small beaded clutch with a kiss clasp and a slim chain.'),
  D('velvet-evening-clutch', 'Velvet Evening Clutch', 'accessories', 'Velvet', 78, { garmentType: 'clutch' }, ['emerald', 'burgundy', 'midnight-blue', 'charcoal', 'chocolate'], ['clutch', 'evening', 'velvet'],
    'A soft velvet clutch with a gold-tone frame clasp and a slim chain to wear it on the shoulder.'),
  D('nylon-crossbody-bag', 'Nylon Crossbody Bag', 'accessories', 'Recycled nylon', 64, { garmentType: 'crossbody' }, ['black', 'khaki-green', 'cobalt'], ['crossbody', 'travel'],
    'A light nylon crossbody with an adjustable strap and three zip pockets.'),
  D('geometric-silk-scarf', 'Geometric Silk Square Scarf', 'accessories', 'Silk', 68, { garmentType: 'scarf', pattern: 'geometric' }, ['navy', 'coral', 'emerald'], ['scarf', 'silk'],
    'A silk twill square in a geometric print, with hand-rolled edges.'),
  D('chunky-knit-scarf', 'Chunky Knit Wool Scarf', 'accessories', 'Wool', 58, { garmentType: 'scarf', length: 'collar' }, ['grey', 'camel', 'mustard', 'burgundy'], ['scarf', 'knitwear'],
    'A thick, warm scarf in a chunky wool knit.'),
  D('large-gold-hoops', 'Large Hoop Earrings', 'accessories', 'Gold plated brass', 48, { garmentType: 'earrings' }, ['gold', 'silver'], ['earrings', 'hoops'],
    'Light, hollow hoops, five centimetres across.'),
  D('freshwater-pearl-necklace', 'Freshwater Pearl Necklace', 'accessories', 'Freshwater pearl', 98, { garmentType: 'necklace' }, ['ivory', 'white'], ['necklace', 'pearls'],
    'A single strand of freshwater pearls on silk thread.'),
  D('skinny-leather-belt', 'Skinny Leather Belt', 'accessories', 'Leather', 42, { garmentType: 'belt' }, ['black', 'tan', 'cognac'], ['belt', 'leather'],
    'A slim leather belt with a small buckle.'),
  D('wide-brim-felt-hat', 'Wide Brim Wool Felt Hat', 'accessories', 'Wool felt', 78, { garmentType: 'hat' }, ['camel', 'black', 'chocolate'], ['hat', 'wool'],
    'A wool felt hat with a wide brim and a grosgrain band.'),
  D('cat-eye-sunglasses', 'Cat-Eye Sunglasses', 'accessories', 'Acetate', 58, { garmentType: 'sunglasses' }, ['black', 'plum'], ['sunglasses'],
    'Acetate cat-eye frames with full UV protection.'),
  D('leather-strap-watch', 'Leather Strap Watch', 'accessories', 'Leather and stainless steel', 148, { garmentType: 'watch' }, ['rose-gold', 'silver', 'gold'], ['watch'],
    'A slim round watch on a leather strap.'),
  D('velvet-choker', 'Velvet Choker Necklace', 'accessories', 'Velvet', 28, { garmentType: 'necklace', length: 'choker' }, ['black', 'wine'], ['choker'],
    'A narrow velvet choker with a small charm.'),
  D('gym-backpack', 'Nylon Gym Backpack', 'accessories', 'Recycled nylon', 72, { garmentType: 'backpack' }, ['black', 'grey', 'teal'], ['backpack', 'gym'],
    'A light gym backpack with a shoe pocket and padded straps.'),
]

/** A lexicon colour as a shop writes it: 'dusty-rose' is "Dusty Rose". */
function colourLabel(id: string): string {
  return id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

function intentOf(design: Design, colour: string): StarterIntent {
  return {
    silhouette: null,
    neckline: null,
    sleeve: null,
    length: null,
    leg: null,
    heel: null,
    pattern: null,
    ...design.intent,
    primaryColour: colour,
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Where a starter piece's shop link goes: our own page saying it is a sample (a host that never resolves, RFC 2606). */
export const STARTER_LINK_PREFIX = 'https://starter.styleblueprint.invalid/sample/'

function build(): { products: ProductSeed[]; intents: Map<string, StarterIntent> } {
  const products: ProductSeed[] = []
  const intents = new Map<string, StarterIntent>()
  let n = 0
  DESIGNS.forEach((design, d) => {
    for (const colour of design.colours) {
      if (!colourById(colour)) throw new Error(`starter catalogue: ${colour} is not in the colour lexicon`)
      const id = `starter-${design.slug}-${colour}`
      // Prices, sales and ratings vary by a fixed rule, so the catalogue is the same on every install.
      const price = round2(design.price + ((n * 7) % 5) * 2)
      products.push({
        id,
        name: `${design.name} in ${colourLabel(colour)}`,
        brand: STARTER_BRANDS[d % STARTER_BRANDS.length]!,
        description: design.description,
        material: design.material,
        category: design.category,
        price,
        originalPrice: n % 5 === 2 ? round2(Math.round(price * 1.3) - 0.01) : null,
        currency: 'USD',
        imageUrl: `/drawings/${id}.svg`,
        colors: [colourLabel(colour)],
        tags: [...design.tags],
        rating: round2(3.9 + ((n * 7) % 10) / 10),
        reviewCount: 24 + ((n * 137) % 960),
        affiliateUrl: `${STARTER_LINK_PREFIX}${id}`,
      })
      intents.set(id, intentOf(design, colour))
      n++
    }
  })
  return { products, intents }
}

const BUILT = build()

/** The starter catalogue, in display order (newest first once seeded). */
export const STARTER_PRODUCTS: readonly ProductSeed[] = BUILT.products

/** What each starter piece was meant to be, by product id: what the reader must read and the drawing shows. */
export const STARTER_INTENTS: ReadonlyMap<string, StarterIntent> = BUILT.intents

/** Our own page for a starter piece's shop link, where /go/:productId sends her. */
export function samplePagePath(productId: string): string {
  return `/sample/${encodeURIComponent(productId)}`
}

/** Whether a stored shop link is a starter piece's (its page says it is a sample). */
export function isStarterLink(url: string): boolean {
  return url.startsWith(STARTER_LINK_PREFIX)
}
