import type { FormalityId } from '../reference/formality.ts'
import type { StyleId } from '../rule-book/styles.ts'
import type {
  Detail,
  Drape,
  Embellishment,
  FabricWeight,
  GarmentType,
  Heel,
  Neckline,
  Pattern,
  Rise,
  Sleeve,
  Toe,
  WaistDefinition,
  Width,
} from './attributes.ts'
import { FABRICS } from './fabrics.ts'
import type { GarmentZone } from './garment-kinds.ts'

/**
 * Words that name a cut. What a cut word means depends on the garment it qualifies
 * (read-garment.ts resolves it): 'skinny' is a leg on jeans, a width on a belt and a
 * length on a scarf; 'flare' is a leg on trousers and a silhouette on a dress; 'wrap' is a
 * silhouette on a dress and nothing on a scarf.
 */
export const CUT_WORDS = [
  'bodycon', 'fitted', 'sheath', 'wrap', 'a-line', 'fit-and-flare', 'skater', 'empire', 'shift', 'trapeze', 'peplum',
  'tiered', 'slip', 'straight', 'relaxed', 'oversized', 'boxy', 'pencil', 'full', 'pleated', 'tailored', 'cocoon',
  'balloon', 'skinny', 'slim', 'wide', 'flare', 'tapered', 'bootcut', 'palazzo', 'barrel', 'jogger', 'column',
] as const
export type CutWord = (typeof CUT_WORDS)[number]

/** Words that name a length; resolved per garment like cut words ('long' is maxi on a dress, longline on a cardigan). */
export const LENGTH_WORDS = ['mini', 'midi', 'maxi', 'knee', 'ankle', 'full', 'cropped', 'longline', 'hip', 'short', 'long', 'choker', 'collar'] as const
export type LengthWord = (typeof LENGTH_WORDS)[number]

export type Fact =
  | { kind: 'garment'; value: GarmentType }
  | { kind: 'cut'; value: CutWord }
  | { kind: 'length'; value: LengthWord }
  | { kind: 'neckline'; value: Neckline }
  | { kind: 'sleeve'; value: Sleeve }
  | { kind: 'waist'; value: WaistDefinition }
  | { kind: 'rise'; value: Rise }
  | { kind: 'weight'; value: FabricWeight }
  | { kind: 'drape'; value: Drape }
  | { kind: 'pattern'; value: Pattern }
  | { kind: 'embellishment'; value: Embellishment }
  | { kind: 'heel'; value: Heel }
  | { kind: 'toe'; value: Toe }
  | { kind: 'width'; value: Width }
  | { kind: 'formality'; value: FormalityId }
  | { kind: 'detail'; value: Detail }
  | { kind: 'style'; value: StyleId }
  | { kind: 'material'; value: string }
  /** A trim, part or fastening: a colour just before it is the trim's, not the garment's. */
  | { kind: 'trim' }
  /** Print, motif, pattern: a colour-word thing just before it (cherry, rose) is the motif. */
  | { kind: 'motif' }
  /** Negation: the phrase after it is ruled out rather than read ('non-stretch', 'no padding'). */
  | { kind: 'not' }
  /** A phrase that reads as a colour but is not one ('black tie'). */
  | { kind: 'hide-colour' }
  /** A garment noun that names only where it is worn ('shoes'). */
  | { kind: 'generic'; zone: GarmentZone }

export interface Phrase {
  /** Lower-case words. */
  words: readonly string[]
  facts: readonly Fact[]
  /** Endings the last word may carry: garment nouns take plurals only, other words also -d/-ed. */
  endings: readonly string[]
}

const NOUN_ENDINGS = ['', 's', 'es'] as const
const WORD_ENDINGS = ['', 's', 'es', 'd', 'ed'] as const

type Entry = readonly [phrases: string, facts: readonly Fact[], kind?: 'noun' | 'exact']
const g = (value: GarmentType): Fact => ({ kind: 'garment', value })
const cut = (value: CutWord): Fact => ({ kind: 'cut', value })
const len = (value: LengthWord): Fact => ({ kind: 'length', value })
const neck = (value: Neckline): Fact => ({ kind: 'neckline', value })
const sleeve = (value: Sleeve): Fact => ({ kind: 'sleeve', value })
const waist = (value: WaistDefinition): Fact => ({ kind: 'waist', value })
const rise = (value: Rise): Fact => ({ kind: 'rise', value })
const weight = (value: FabricWeight): Fact => ({ kind: 'weight', value })
const drape = (value: Drape): Fact => ({ kind: 'drape', value })
const pat = (value: Pattern): Fact => ({ kind: 'pattern', value })
const emb = (value: Embellishment): Fact => ({ kind: 'embellishment', value })
const heel = (value: Heel): Fact => ({ kind: 'heel', value })
const toe = (value: Toe): Fact => ({ kind: 'toe', value })
const width = (value: Width): Fact => ({ kind: 'width', value })
const formal = (value: FormalityId): Fact => ({ kind: 'formality', value })
const detail = (value: Detail): Fact => ({ kind: 'detail', value })
const style = (value: StyleId): Fact => ({ kind: 'style', value })
const TRIM: Fact = { kind: 'trim' }
const MOTIF: Fact = { kind: 'motif' }

const ENTRIES: readonly Entry[] = [
  // --- garments (nouns). Compound names come first in meaning: a boat shoe is a shoe.
  ['dress|sundress|frock|little black dress|lbd|day dress', [g('dress')], 'noun'],
  // A gown is eveningwear by name (docs/fit/stylist-rules.md 3.2, formal).
  ['gown', [g('dress'), formal('evening')], 'noun'],
  ['shift dress', [g('dress'), cut('shift')], 'noun'],
  ['shirt dress|shirtdress|shirtwaister|shirt waister', [g('dress'), neck('collar')], 'noun'],
  ['sweater dress|jumper dress|knit dress|knitted dress', [g('dress'), { kind: 'material', value: 'knit' }], 'noun'],
  ['t shirt dress|tee dress|tshirt dress', [g('dress'), formal('casual'), { kind: 'material', value: 'jersey' }], 'noun'],
  ['blazer dress|tuxedo dress', [g('dress'), cut('tailored')], 'noun'],
  ['ball gown|evening gown', [g('dress'), formal('evening')], 'noun'],
  ['cocktail dress', [g('dress'), formal('formal')], 'noun'],
  ['maxi dress', [g('dress'), len('maxi')], 'noun'],
  ['slip dress', [g('dress'), cut('slip')], 'noun'],
  ['jumpsuit|boilersuit|boiler suit|catsuit|unitard', [g('jumpsuit')], 'noun'],
  ['overalls|dungarees', [g('jumpsuit'), formal('casual')], 'noun'],
  ['romper|playsuit', [g('romper')], 'noun'],
  ['blouse', [g('blouse')], 'noun'],
  ['peasant blouse|peasant top', [g('blouse'), detail('peasant')], 'noun'],
  ['shirt|button down|button up', [g('shirt')], 'noun'],
  ['oxford shirt', [g('shirt'), { kind: 'material', value: 'oxford-cloth' }], 'noun'],
  ['overshirt|over shirt|shirt jacket|shacket|field jacket|utility jacket|barn jacket|chore jacket', [g('jacket'), detail('utility')], 'noun'],
  ['t shirt|tee|tshirt|tees', [g('t-shirt')], 'noun'],
  // A henley is a casual top of its own, not a plain tee.
  ['henley|henley top|henley shirt', [g('top'), formal('casual')], 'noun'],
  ['tank|tank top|vest top|singlet', [g('tank')], 'noun'],
  ['cami|camisole|cami top', [g('camisole')], 'noun'],
  ['sweater|jumper|pullover|knit top|turtleneck sweater', [g('sweater')], 'noun'],
  ['cardigan|cardi', [g('cardigan')], 'noun'],
  ['sweatshirt|crewneck sweatshirt|sweat', [g('sweatshirt')], 'noun'],
  ['hoodie|hoody|hooded sweatshirt', [g('hoodie')], 'noun'],
  ['bodysuit', [g('bodysuit')], 'noun'],
  ['tunic', [g('tunic')], 'noun'],
  ['tunic dress', [g('dress'), formal('casual')], 'noun'],
  ['tunic shirt', [g('tunic')], 'noun'],
  ['polo dress|tennis dress', [g('dress'), neck('collar'), detail('polo')], 'noun'],
  // A tennis skirt is a pleated mini with shorts inside: a skort.
  ['tennis skirt', [g('skirt'), cut('pleated'), len('mini'), formal('casual')], 'noun'],
  ['polo|polo shirt', [g('polo'), detail('polo')], 'noun'],
  ['top', [g('top')], 'noun'],
  ['crop top|cropped top', [g('top'), len('cropped')], 'noun'],
  ['tube top|bandeau top|boob tube', [g('top'), neck('strapless')], 'noun'],
  ['corset top|bustier top', [g('top'), cut('fitted'), waist('defined'), detail('corset')], 'noun'],
  ['shell top|shell blouse', [g('top'), detail('shell')], 'noun'],
  ['tunic top', [g('tunic')], 'noun'],
  ['trousers|trouser|pants|slacks', [g('trousers')], 'noun'],
  ['dress pants|dress trousers', [g('trousers'), cut('tailored')], 'noun'],
  ['parachute pants|parachute trousers', [g('trousers'), detail('cargo')], 'noun'],
  ['chinos|chino|chino trousers|chino pants', [g('trousers'), formal('casual'), { kind: 'material', value: 'twill' }], 'noun'],
  ['cigarette pants|cigarette trousers', [g('trousers'), cut('slim'), cut('tailored')], 'noun'],
  ['suit trousers|suit pants|tailored trousers', [g('trousers'), cut('tailored'), formal('business')], 'noun'],
  ['palazzos|palazzo pants|palazzo trousers', [g('trousers'), cut('palazzo')], 'noun'],
  ['cargo pants|cargo trousers|cargos', [g('trousers'), detail('cargo'), emb('hip-pockets')], 'noun'],
  ['jeans|jean|denims', [g('jeans')], 'noun'],
  // Jeggings are worn as jeans: a skinny, stretch jean, not activewear.
  ['jeggings|jegging', [g('jeans'), cut('skinny'), { kind: 'material', value: 'stretch' }], 'noun'],
  ['mom jeans', [g('jeans'), cut('tapered'), rise('high')], 'noun'],
  ['boyfriend jeans|girlfriend jeans', [g('jeans'), cut('relaxed')], 'noun'],
  ['skirt|miniskirt|midiskirt|maxiskirt', [g('skirt')], 'noun'],
  ['skort', [g('skirt'), formal('casual')], 'noun'],
  ['shorts|bermudas|bermuda shorts|hotpants|hot pants', [g('shorts')], 'noun'],
  // Cycling shorts are sportswear, whatever 'biker' means on a jacket.
  ['biker shorts|bike shorts|cycling shorts', [g('shorts'), detail('athletic')], 'noun'],
  ['leggings|legging|tights', [g('leggings')], 'noun'],
  ['joggers|jogger pants|sweatpants|sweat pants|trackpants|track pants|tracksuit bottoms', [g('joggers')], 'noun'],
  ['culottes|culotte', [g('culottes')], 'noun'],
  ['jacket|jean jacket|trucker jacket|shell jacket', [g('jacket')], 'noun'],
  // Rain and wind jackets are casual outerwear by kind.
  ['anorak|windbreaker|wind breaker|rain jacket|rain mac', [g('jacket'), formal('casual')], 'noun'],
  ['bolero|shrug', [g('jacket'), detail('bolero')], 'noun'],
  ['biker jacket|moto jacket|motorcycle jacket', [g('jacket'), detail('moto')], 'noun'],
  ['blazer|sport coat|sports coat', [g('blazer')], 'noun'],
  ['suit jacket', [g('blazer'), formal('business')], 'noun'],
  ['tuxedo jacket|tux jacket|smoking jacket', [g('blazer'), detail('tuxedo'), formal('evening')], 'noun'],
  // A parka and a bomber are casual outerwear whatever they are made of.
  ['parka|parka coat|parka jacket', [g('coat'), formal('casual')], 'noun'],
  ['bomber|bomber jacket', [g('jacket'), formal('casual')], 'noun'],
  ['coat|duster', [g('coat')], 'noun'],
  ['raincoat|rain coat', [g('coat'), formal('casual')], 'noun'],
  // Tailored coats by name.
  ['overcoat|peacoat|pea coat|topcoat|car coat|cape coat', [g('coat'), cut('tailored')], 'noun'],
  ['trench|trench coat|trenchcoat', [g('trench')], 'noun'],
  ['puffer|puffer jacket|puffer coat|down jacket|down coat|quilted jacket|padded jacket', [g('puffer')], 'noun'],
  ['gilet|waistcoat|body warmer|bodywarmer|puffer vest|sweater vest', [g('gilet')], 'noun'],
  ['kimono|kimono jacket', [g('kimono')], 'noun'],
  ['cape|capelet', [g('cape')], 'noun'],
  ['poncho', [g('cape'), detail('peasant')], 'noun'],
  ['boots|boot|knee boots|knee high boots|over the knee boots|thigh high boots|thigh boots|riding boots|cowboy boots|western boots', [g('boots')], 'noun'],
  ['wellies|wellington boots|wellingtons|rain boots|rain boot|snow boots|snow boot|duck boots', [g('boots'), formal('casual')], 'noun'],
  ['combat boots|combat boot', [g('boots'), detail('combat')], 'noun'],
  ['biker boots|biker boot|moto boots', [g('boots'), detail('moto')], 'noun'],
  ['ankle boots|ankle boot|booties|bootie|ankle booties', [g('ankle-boots')], 'noun'],
  ['chelsea boots|chelsea boot|chelsea', [g('ankle-boots'), detail('chelsea')], 'noun'],
  // A sock boot hugs the ankle like a sock.
  ['sock boots|sock boot', [g('ankle-boots'), drape('clingy')], 'noun'],
  ['heels|stilettos|stiletto heels|heeled sandals', [g('heels'), heel('high')], 'noun'],
  // A slingback is a strap at the heel, on any height of heel.
  ['slingbacks|slingback|slingback heels', [g('pumps')], 'noun'],
  ['slingback pumps|slingback pump|slingback court shoes', [g('pumps')], 'noun'],
  ['kitten heels|kitten heel pumps|low heels', [g('heels'), heel('low')], 'noun'],
  ['block heels', [g('heels'), heel('mid')], 'noun'],
  ['pumps|court shoes|court shoe|pump', [g('pumps'), heel('high')], 'noun'],
  ['flats|ballet flats|ballerinas|ballerina flats|ballet pumps', [g('flats'), heel('flat')], 'noun'],
  ['mary janes|mary jane flats', [g('flats'), heel('flat'), detail('mary-jane')], 'noun'],
  ['mary jane', [detail('mary-jane')], 'exact'],
  ['sneakers|sneaker|trainers|trainer|plimsolls|kicks', [g('sneakers'), heel('flat')], 'noun'],
  ['running shoes|running trainers|training shoes|gym shoes|athletic shoes', [g('sneakers'), heel('flat'), detail('athletic')], 'noun'],
  ['sandals|sandal|thongs sandals|gladiator sandals', [g('sandals')], 'noun'],
  ['flip flops|flip flop', [g('sandals'), heel('flat'), formal('casual')], 'noun'],
  // A slide is a backless flat, as a mule is.
  ['slides|sliders', [g('mules'), heel('flat')], 'noun'],
  ['loafers|loafer|brogues|oxfords|moccasins|penny loafers', [g('loafers'), heel('flat')], 'noun'],
  ['boat shoes|boat shoe|deck shoes|deck shoe', [g('loafers'), heel('flat'), formal('casual')], 'noun'],
  ['mules|mule|clogs|clog', [g('mules')], 'noun'],
  ['espadrilles|espadrille', [g('espadrilles')], 'noun'],
  ['espadrille wedges|espadrille wedge', [g('espadrilles'), heel('wedge')], 'noun'],
  ['shoes|shoe|dress shoes|footwear', [{ kind: 'generic', zone: 'shoes' }], 'noun'],
  ['flat shoes|flat shoe', [g('flats'), heel('flat')], 'noun'],
  // A hobo is slouchy by definition.
  ['hobo bag|hobo', [g('bag'), drape('soft')], 'noun'],
  ['bag|handbag|purse|shoulder bag|bucket bag|saddle bag|baguette bag|wallet|pouch', [g('bag')], 'noun'],
  // A satchel and a top-handle bag hold their shape; a belt bag is worn across the body.
  ['satchel|top handle bag|top handle', [g('bag'), drape('structured')], 'noun'],
  ['belt bag|bum bag|fanny pack', [g('crossbody')], 'noun'],
  ['clutch|clutch bag|evening bag|minaudiere', [g('clutch')], 'noun'],
  ['tote|tote bag|shopper bag|shopper', [g('tote')], 'noun'],
  ['crossbody|crossbody bag|cross body bag|cross body|camera bag|messenger bag', [g('crossbody')], 'noun'],
  ['backpack|rucksack', [g('backpack')], 'noun'],
  ['belt|waist belt|obi belt', [g('belt')], 'noun'],
  ['thin belt|narrow belt', [g('belt'), width('skinny')], 'noun'],
  ['scarf|scarves|shawl|stole|pashmina|snood|bandana|neckerchief|infinity scarf', [g('scarf')], 'noun'],
  ['blanket scarf', [g('scarf'), detail('chunky')], 'noun'],
  ['hat|beret|panama|trilby|cloche', [g('hat')], 'noun'],
  // The fedora and the wide, floppy brim are the bohemian hats.
  ['fedora|fedora hat|floppy hat|wide brim hat|wide brimmed hat|wide brim sun hat|wide brim', [g('hat'), detail('wide-brim')], 'noun'],
  ['beanie|bucket hat|baseball cap|cap|visor', [g('hat'), formal('casual')], 'noun'],
  ['sun hat', [g('hat')], 'noun'],
  ['beret', [g('hat'), detail('beret')], 'noun'],
  ['necklace|chain necklace|locket|necklaces', [g('necklace')], 'noun'],
  ['pendant|pendant necklace|lariat|long necklace|sautoir|layered necklace', [g('necklace'), len('long')], 'noun'],
  ['choker|choker necklace', [g('necklace'), len('choker')], 'noun'],
  ['statement necklace|bib necklace|collar necklace|statement collar', [g('necklace'), len('collar'), detail('statement')], 'noun'],
  ['earrings|earring|hoops|hoop earrings|stud earrings|drop earrings|huggies|ear cuff|studs', [g('earrings')], 'noun'],
  ['large hoops|large hoop earrings|oversized hoops|oversized hoop earrings', [g('earrings'), detail('statement')], 'noun'],
  // Large hoops in any metal: 'Large Gold Hoop Earrings'.
  ['large hoop|large gold hoop|large silver hoop|big hoop|oversized hoop|oversized gold hoop', [detail('statement')]],
  ['bracelet|bangle|cuff bracelet|charm bracelet', [g('bracelet')], 'noun'],
  // A set of bangles is worn stacked: statement jewellery.
  ['bracelet set|bangle set|bangles set|stacking bracelets', [g('bracelet'), detail('statement')], 'noun'],
  ['ring|signet ring|stacking ring', [g('ring')], 'noun'],
  ['watch|wristwatch', [g('watch')], 'noun'],
  ['sunglasses|sunnies|shades', [g('sunglasses')], 'noun'],
  ['aviators|aviator sunglasses', [g('sunglasses'), detail('aviator')], 'noun'],
  ['aviator', [detail('aviator')], 'exact'],
  ['cat eye|cateye|cat eye sunglasses', [g('sunglasses'), detail('cat-eye')], 'noun'],
  ['oversized sunglasses|square sunglasses|shield sunglasses|oversized square sunglasses', [g('sunglasses'), detail('statement')], 'noun'],
  ['gloves|glove|mittens', [g('gloves')], 'noun'],
  ['scrunchie|headband|hair clip|hair slide|barrette|hair tie|hair accessory', [g('hair-accessory')], 'noun'],
  ['claw clip|hair claw|claw', [g('hair-accessory'), detail('statement')], 'noun'],
  ['sports bra|sport bra|running bra|yoga bra', [g('sports-bra'), detail('athletic')], 'noun'],
  ['bra|bralette|balconette|plunge bra|bra top', [g('bra')], 'noun'],
  ['briefs|knickers|panties|thong|boyshorts|brief', [g('briefs')], 'noun'],
  ['slip|half slip|chemise|nightie|nightdress', [g('slip'), cut('slip')], 'noun'],
  ['robe|dressing gown|bathrobe|kimono robe', [g('robe'), detail('lounge')], 'noun'],
  ['swimsuit|one piece|bathing suit|swimming costume|swim suit|monokini', [g('swimsuit')], 'noun'],
  ['bikini|bikini top|bikini bottoms|bikini set|tankini|tankini top', [g('bikini')], 'noun'],
  ['cover up|sarong|beach dress|cover up dress|beach cover up', [g('cover-up')], 'noun'],
  ['tea dress', [g('dress')], 'noun'],
  ['kaftan|caftan', [g('cover-up'), cut('trapeze'), detail('peasant')], 'noun'],

  // --- sleeves: "X sleeve" is a sleeve whatever X would mean alone (a flare sleeve is not a flared skirt)
  ['cap sleeve|cap sleeved', [sleeve('cap')]],
  ['short sleeve|short sleeved|half sleeve', [sleeve('short')]],
  ['elbow sleeve|elbow length sleeve', [sleeve('elbow')]],
  ['three quarter sleeve|three quarter length sleeve|three quarter|bracelet sleeve|cropped sleeve', [sleeve('three-quarter')]],
  ['long sleeve|long sleeved|full sleeve', [sleeve('long')]],
  ['puff sleeve|puffed sleeve|puffy sleeve|puff shoulder|leg of mutton sleeve|gigot sleeve', [sleeve('puff')]],
  ['flutter sleeve|angel sleeve|butterfly sleeve', [sleeve('flutter')]],
  ['ruffle sleeve|ruffled sleeve|frill sleeve|frilled sleeve', [sleeve('flutter'), emb('ruffles')]],
  ['bell sleeve|flare sleeve|flared sleeve|trumpet sleeve|fluted sleeve', [sleeve('bell')]],
  ['raglan sleeve|raglan', [sleeve('raglan')]],
  ['dolman sleeve|dolman|batwing sleeve|batwing|kimono sleeve|drop shoulder|dropped shoulder', [sleeve('dolman')]],
  ['balloon sleeve|bubble sleeve|lantern sleeve', [sleeve('balloon')]],
  ['bishop sleeve|peasant sleeve|poet sleeve', [sleeve('bishop')]],
  ['cold shoulder', [sleeve('cold-shoulder')]],
  ['sleeveless|sleeve less', [sleeve('sleeveless')], 'exact'],
  ['spaghetti strap|strappy|thin strap|cami strap|racerback|racer back', [sleeve('strappy')]],
  ['statement sleeve', [sleeve('balloon')]],

  // --- necklines: "boat" alone is not a neckline (a boat shoe is a shoe); "boat neck" is
  ['v neck|v neckline|vneck|deep v|v front', [neck('v-neck')]],
  ['plunge|plunging|plunge neck|plunging neckline|deep v neck', [neck('plunge')]],
  ['scoop neck|scoop neckline|scoop|scoopneck', [neck('scoop')]],
  ['crew neck|crewneck|round neck|crew', [neck('crew')]],
  ['boat neck|boatneck|bateau|bateau neck|slash neck', [neck('boat')]],
  ['square neck|square neckline|squareneck', [neck('square')]],
  ['sweetheart|sweetheart neck|sweetheart neckline', [neck('sweetheart')]],
  ['halter|halterneck|halter neck', [neck('halter')]],
  ['off the shoulder|off shoulder|bardot|offshoulder', [neck('off-shoulder')]],
  ['one shoulder|asymmetric neckline|one shoulder neckline', [neck('one-shoulder')]],
  ['high neck|high neckline|mock neck|funnel neck|stand collar|mockneck', [neck('high-neck')]],
  ['turtleneck|turtle neck|roll neck|rollneck|polo neck', [neck('turtleneck')]],
  ['cowl|cowl neck|cowlneck', [neck('cowl')]],
  ['collar|collared|shirt collar|peter pan collar|notch collar|lapel|revere collar|pointed collar', [neck('collar')]],
  ['strapless|bandeau|tube', [neck('strapless')]],
  ['keyhole', [neck('keyhole')]],
  ['wrap neck|wrap neckline|crossover neckline|surplice', [neck('wrap')]],

  // --- cuts and silhouettes (resolved per garment)
  ['bodycon|body con|body conscious|body hugging|figure hugging|bodycon fit', [cut('bodycon')]],
  ['fitted|slim fit|tailored fit|form fitting|close fitting', [cut('fitted')]],
  ['sheath', [cut('sheath')]],
  ['wrap|wrapover|wrap over|wrap front|faux wrap|crossover', [cut('wrap')]],
  ['a line|aline', [cut('a-line')]],
  ['fit and flare|fit n flare|fit & flare', [cut('fit-and-flare')]],
  ['skater', [cut('skater')]],
  ['empire|empire line|empire waist|empire waisted', [cut('empire'), waist('empire')]],
  ['babydoll|baby doll', [cut('empire'), waist('empire'), detail('babydoll')]],
  ['rain|snow', [formal('casual')]],
  // Weatherproof pieces are what one packs for a trip.
  ['waterproof|water resistant|weatherproof|water repellent|showerproof|windproof', [detail('packable')]],
  ['shift', [cut('shift')]],
  // 'smock' alone: 'smocked' is a gathering (smocking), not a smock's shape.
  ['trapeze|swing|tent', [cut('trapeze')]],
  ['smock dress', [g('dress'), cut('trapeze')], 'noun'],
  ['smock top', [g('top'), cut('trapeze')], 'noun'],
  ['peplum', [cut('peplum')]],
  ['tiered|tier', [cut('tiered'), emb('tiers')]],
  ['bias cut|bias', [cut('slip')]],
  ['straight|straight fit|straight cut|straight leg|straightleg|regular fit', [cut('straight')]],
  ['column', [cut('column')]],
  ['relaxed|relaxed fit|loose|loose fit|boyfriend|easy fit', [cut('relaxed')]],
  ['slouchy|slouch', [cut('relaxed'), detail('slouchy')]],
  ['oversized|oversize|oversized fit|baggy', [cut('oversized')]],
  ['boxy|boxy fit', [cut('boxy')]],
  ['pencil', [cut('pencil')]],
  ['full|circle|puffball', [cut('full')]],
  ['pleated|pleat|pleats|accordion pleat|knife pleat|box pleat', [cut('pleated'), emb('pleats')]],
  ['tailored|tailoring|sharp tailored', [cut('tailored')]],
  ['cocoon', [cut('cocoon')]],
  ['balloon|bubble|bubble hem', [cut('balloon')]],
  ['skinny|super skinny|skinny fit', [cut('skinny')]],
  ['slim|slim leg|cigarette|cigarette leg|narrow leg|pencil leg', [cut('slim')]],
  ['wide|wide leg|wideleg|wide fit leg', [cut('wide')]],
  ['flare|flared|flare leg|flared leg|flares|bell bottom|bell bottoms|kick flare', [cut('flare')]],
  ['tapered|tapered leg|carrot|carrot leg|mom|mom fit|peg leg', [cut('tapered')]],
  ['bootcut|boot cut|boot leg|bootleg', [cut('bootcut')]],
  ['palazzo|palazzo leg', [cut('palazzo')]],
  ['barrel|barrel leg|horseshoe|curved leg|balloon leg', [cut('barrel')]],
  ['jogger|cuffed ankle', [cut('jogger')]],
  ['corset|corseted|bustier|basque', [cut('fitted'), waist('defined'), detail('corset')]],
  ['mermaid|trumpet|fishtail', [cut('fitted')]],

  // --- waist and rise
  ['belted|self belt|self tie belt|tie belt|belt included|with belt', [waist('belted')]],
  ['belt not included', [{ kind: 'not' }, waist('belted')]],
  ['cinched|cinched waist|defined waist|nipped waist|fitted waist|waisted|waist defining|sculpted waist', [waist('defined')]],
  ['tie waist|tie front|waist tie|tie detail waist|bow waist', [waist('defined'), emb('tie-waist')]],
  ['drop waist|dropped waist|low waist|drop waisted', [waist('dropped')]],
  ['high waisted|high waist|high rise|highrise|high waisted fit|super high rise|ultra high rise', [rise('high')]],
  ['paperbag|paper bag|paperbag waist|paper bag waist', [rise('high'), waist('defined')]],
  ['mid rise|mid waist|midrise|regular rise', [rise('mid')]],
  ['low rise|low waisted|hipster|lowrise', [rise('low')]],

  // --- lengths
  ['mini|micro|micro mini', [len('mini')]],
  ['midi|mid length|mid calf|calf length|midaxi|tea length', [len('midi')]],
  ['maxi|floor length|floor sweeping|ankle grazing maxi', [len('maxi')]],
  ['knee length|knee|above knee|below knee|knee skimming', [len('knee')]],
  ['ankle length|ankle grazer|ankle grazing|seven eighths|cropped leg|7 8', [len('ankle')]],
  ['full length', [len('full')]],
  ['cropped|crop|cropped fit', [len('cropped')]],
  ['longline|long line|long length|duster length|longer length', [len('longline')]],
  ['hip length|hip skimming', [len('hip')]],
  ['short', [len('short')], 'exact'],
  ['long', [len('long')], 'exact'],
  ['long chain|long pendant', [len('long')]],

  // --- patterns ("pencil stripe" is a stripe, not a pencil skirt; a colour before "print" may be its motif)
  ['pencil stripe|pin stripe|pinstripe|pinstriped|chalk stripe|vertical stripe|vertical striped|vertical stripes', [pat('vertical-stripe')]],
  ['breton|breton stripe|horizontal stripe|horizontal striped|nautical stripe|rugby stripe|marinière|mariniere', [pat('horizontal-stripe')]],
  ['stripe|striped|stripy|candy stripe|candystripe', [pat('stripe')]],
  ['floral|flower|flowers|ditsy|ditsy floral|rose print|botanical|blossom|daisy|daisies|tropical', [pat('floral')]],
  ['polka dot|polka dots|polka|dotted|spot|spotted|spots|dot print', [pat('polka-dot')]],
  ['tortoiseshell|tortoise shell|tortoise|leopard|leopard print|animal print|zebra|zebra print|snake print|snakeskin|snake|python|cheetah|tiger print|giraffe print|cow print|croc effect|croc', [pat('animal')]],
  ['check|checked|windowpane|buffalo check', [pat('check')]],
  ['gingham', [pat('gingham')]],
  ['plaid|tartan|flannel check', [pat('plaid')]],
  ['houndstooth|dogtooth|puppytooth', [pat('houndstooth')]],
  ['geometric|geo print|argyle|chevron|herringbone', [pat('geometric')]],
  ['abstract|abstract print|marble|brushstroke', [pat('abstract')]],
  ['paisley|bandana print|scarf print|ikat|aztec|tribal print|folk print', [pat('paisley')]],
  ['colour block|color block|colourblock|colorblock|colour blocked|color blocked|contrast panel', [pat('colour-block')]],
  ['tie dye|tiedye|tie dyed', [pat('tie-dye')]],
  // Graphic and slogan prints; a fruit or other novelty motif is a print, not a graphic.
  ['graphic|slogan|graphic print|logo print|band tee', [pat('graphic')]],
  ['camo|camouflage', [pat('camouflage')]],
  ['solid|plain|block colour|block color|monochrome|tonal', [pat('solid')]],
  ['print|printed|pattern|patterned|motif|allover print|all over print', [MOTIF]],

  // --- embellishment and detail
  ['ruffle|ruffled|ruffles|frill|frilled|frills|frilly|flounce|flounced|flounces', [emb('ruffles')]],
  ['sequin|sequins|sequined|sequinned|sequence|paillette|glitter|sparkle|sparkly|embellished|crystal embellished|diamante', [emb('sequins')]],
  // 'Laces' are a shoe's (a trim); lace the fabric is written 'lace'.
  ['lace', [emb('lace')], 'exact'],
  ['lacy|lace trim|lace insert|guipure|eyelash lace|lace trimmed|lace overlay', [emb('lace')]],
  ['embroidered|embroidery', [emb('embroidery')]],
  // Broderie anglaise and eyelet cotton are openwork, read as lace by stylists (romantic), not folk embroidery.
  ['broderie|broderie anglaise|schiffli|eyelet lace|eyelet cotton', [emb('lace')]],
  ['eyelet', [emb('lace')], 'exact'],
  ['beaded|beading|beads|bead|rhinestone|rhinestones|crystals|jewelled|jeweled|bejewelled|bejeweled|gemstone', [emb('beading')]],
  ['fringe|fringed|fringing|tassel|tasselled|tassels', [emb('fringe')]],
  ['bow|bows|pussybow|pussy bow|bow detail', [emb('bow')]],
  // An open back is how a piece is cut at the back, not a cut-out.
  ['cut out|cutout|cut outs|cutouts|keyhole back', [emb('cut-out')]],
  ['stud|studded|studs|spike|spiked|spikes|grommet|grommets', [emb('studs')]],
  ['hardware|chain detail|chain strap|buckle detail|eyelets|zip detail|hook and eye|ring detail|o ring|chain trim|chains', [emb('hardware')]],
  ['cargo|cargo pockets|utility pockets', [detail('cargo'), emb('hip-pockets')]],
  // Patch pockets sit on the hips, but they do not make a piece cargo (a denim skirt, a coat).
  ['patch pocket|patch pockets|hip pockets|front pockets|side pockets', [emb('hip-pockets')]],
  // How a piece goes on, not a slip: 'slip-on mules', 'pull-on trousers'.
  ['slip on|slip ons|pull on|pull ons', []],
  ['utility', [detail('utility')]],
  ['feather|feathers|feathered|marabou', [emb('feathers')]],
  ['crochet|crocheted|macrame', [emb('crochet'), { kind: 'material', value: 'crochet' }]],
  ['smocked|smocking|shirred|shirring', [emb('smocking')]],
  // A smocked back panel holds a bodice in; it is not a smocked bodice.
  ['smocked back|shirred back|smocked back panel|shirred back panel', []],
  ['shoulder pads|shoulder pad|padded shoulders|padded shoulder|power shoulder|power shoulders|structured shoulder|structured shoulders|strong shoulder', [emb('shoulder-pads')]],
  ['no padding|non padded|unpadded|padding free', [{ kind: 'not' }, emb('shoulder-pads')]],
  ['metallic|lurex|lame|foil|foiled|shimmer|shimmering|liquid metal|holographic|mirrored', [emb('metallic')]],
  ['sheer|semi sheer|see through|mesh panel|organza overlay|chiffon overlay|sheer overlay', [emb('sheer')]],
  ['distressed|ripped|destroyed|frayed|raw hem|acid wash|acid washed', [emb('distressed')]],
  ['pearl|pearls|pearl embellished|faux pearl|pearl button|pearl buttons', [emb('pearls')]],
  ['quilted|quilting|padded', [emb('quilting')]],
  ['logo|monogram|branded|logo detail', [emb('logo')]],
  ['strappy heel', [emb('straps'), heel('high')]],
  ['strappy heels', [emb('straps'), heel('high'), g('heels')], 'noun'],
  ['strappy sandals|strappy sandal', [emb('straps'), g('sandals')], 'noun'],
  ['ankle strap|t bar|t strap|lace up|lace ups', [emb('straps')]],

  // --- shoes
  ['block heel|block heeled|block heels|chunky heel|mid heel|mid heels|low block heel', [heel('mid')]],
  ['kitten heel|kitten heels|low heel|low heels|small heel', [heel('low')]],
  ['stiletto|stiletto heel|high heel|high heels|heeled|killer heels', [heel('high')]],
  ['platform|platforms|flatform|flatforms|chunky sole|chunky soled|lug sole|lugged sole|cleated sole|tread sole', [heel('platform'), detail('chunky')]],
  ['wedge|wedges|wedge heel|wedge heels', [heel('wedge')]],
  ['flat|flat sole', [heel('flat')], 'exact'],
  ['pointed toe|pointed|pointy|pointy toe|point toe', [toe('pointed')]],
  ['round toe|rounded toe', [toe('round')]],
  ['square toe|squared toe', [toe('square')]],
  ['almond toe', [toe('almond')]],
  ['open toe|open toed|peep toe|peeptoe|toe post', [toe('open')]],

  // --- belts
  ['wide belt|waist cincher|obi', [width('wide')]],
  ['corset belt', [width('wide'), detail('corset')]],

  // --- fabric hand and weight
  ['lightweight|light weight|featherweight|airy|breathable', [weight('light')]],
  ['heavyweight|heavy weight|thick', [weight('heavy')]],
  ['cable knit|cable', [weight('heavy'), { kind: 'material', value: 'knit' }]],
  ['chunky', [weight('heavy'), detail('chunky')]],
  ['chunky knit', [weight('heavy'), detail('chunky'), { kind: 'material', value: 'knit' }]],
  ['midweight|mid weight', [weight('medium')]],
  ['flowy|flowing|floaty|drapey|draped|drapy|fluid|swishy', [drape('fluid')]],
  ['structured|crisp|stiff|rigid', [drape('structured')]],
  ['soft|brushed|cosy|cozy|buttery soft', [drape('soft')]],
  ['clingy|second skin|sculpting|shaping|contour|compression|shapewear|seamless', [drape('clingy')]],
  ['non stretch|no stretch|nonstretch|without stretch', [{ kind: 'not' }, { kind: 'material', value: 'stretch' }]],
  ['unlined|un lined|not lined', []],

  // --- design details, formality and named styles
  ['moto|biker|motorcycle', [detail('moto')]],
  ['western|cowboy', [detail('western')]],
  ['pressed crease|pressed creases|front crease|front creases|creased|pleat front|pleated front', [cut('tailored')]],
  // Oxford cloth ('oxfords' the shoes are a noun of their own).
  ['oxford', [{ kind: 'material', value: 'oxford-cloth' }], 'exact'],
  ['combat', [detail('combat')]],
  ['peasant|prairie', [detail('peasant')]],
  ['tuxedo|tux|le smoking|dinner jacket|black tie', [detail('tuxedo'), formal('evening'), { kind: 'hide-colour' }]],
  // Satin lapels are the tuxedo's mark.
  ['satin lapel|satin lapels|satin peak lapels|satin shawl lapels|satin trim lapels', [detail('tuxedo')]],
  ['white tie', [formal('evening'), { kind: 'hide-colour' }]],
  ['athletic|performance|running|training|gym|workout|yoga|sports|sport|activewear|active|moisture wicking|sweat wicking|quick dry|pilates|hiking', [detail('athletic')]],
  ['packable|travel|wrinkle resistant|crease resistant|wrinkle free|crease free|non iron|easy care|easy iron', [detail('packable')]],
  ['lounge|loungewear|lounging|pyjama|pajama|pj|sleepwear|sleep|nightwear', [detail('lounge')]],
  ['statement|oversized statement', [detail('statement')]],
  ['double breasted|double breast', [detail('double-breasted')]],
  ['single breasted|single button|one button', [detail('single-breasted')]],
  ['evening|gala|red carpet|opera', [formal('evening')]],
  // The words that say what an evening piece is; "party" or "occasion" only say where it might go.
  ['cocktail|wedding guest|prom', [formal('formal')]],
  ['office|workwear|work|business|suit|suiting|career|boardroom|professional', [formal('business')]],
  ['smart|smart casual|elevated', [formal('smart-casual')]],
  // Where a piece is worn (a beach, a holiday) says nothing of its style; 'casual' words do.
  ['boho|bohemian|hippie|hippy|festival|gypsy|boho chic', [style('bohemian')]],
  ['minimal|minimalist|minimalistic|clean lines|clean line|clean lined|clean cut|pared back|pared down|streamlined|understated|essential|essentials|basic|basics|capsule', [style('minimal')]],
  ['classic|timeless|preppy|heritage|traditional', [style('classic')]],
  ['edgy|grunge|punk|rock|rocker|goth|gothic', [style('edgy')]],
  ['romantic|feminine|cottagecore|whimsical|dreamy|ethereal|milkmaid', [style('romantic')]],
  ['trendy|on trend|y2k|fashion forward|it girl', [style('trendy')]],

  // --- trims and parts: a colour just before one of these is the trim's colour
  ['buckle|buckles|button|buttons|buttoned|zip|zips|zipper|zipped|trim|trims|trimmed|piping|piped|stitching|stitch|clasp|sole|soles|lining|lined|cuff|cuffs|collar trim|tipping|binding|toggle|toggles|hardware trim|contrast|contrasting|heel tab|detailing|accents|accent|frame|lens|lenses|strap|straps|handle|handles|laces|insole', [TRIM]],
]

function surfaceForms(phrase: string, kind: Entry[2]): Phrase[] {
  const words = phrase.split(/[\s-]+/).filter(Boolean)
  const endings = kind === 'exact' ? [''] : kind === 'noun' ? NOUN_ENDINGS : WORD_ENDINGS
  const forms: string[][] = [words]
  // Written together too: 'wide leg' as 'wideleg', 'v neck' as 'vneck', 't shirt' as 'tshirt'.
  if (words.length > 1 && words.length <= 3) forms.push([words.join('')])
  return forms.map((w) => ({ words: w, facts: [], endings }))
}

/** Every phrase, longest first within each first word, so the most specific reading wins. */
export const PHRASES: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const all: Phrase[] = []
  for (const [phrases, facts, kind] of ENTRIES) {
    for (const p of phrases.split('|')) for (const form of surfaceForms(p, kind)) all.push({ ...form, facts })
  }
  for (const f of FABRICS) {
    for (const name of f.names) for (const form of surfaceForms(name, 'noun')) all.push({ ...form, facts: [{ kind: 'material', value: f.id }] })
  }
  const byFirst = new Map<string, Phrase[]>()
  const put = (key: string, p: Phrase) => {
    const list = byFirst.get(key) ?? []
    list.push(p)
    byFirst.set(key, list)
  }
  for (const p of all) {
    // A one-word phrase is filed under each of its written forms ('flare', 'flared', 'flares'),
    // so a token finds it with one lookup.
    if (p.words.length === 1) for (const e of p.endings) put(p.words[0]! + e, { words: [p.words[0]! + e], facts: p.facts, endings: [''] })
    else put(p.words[0]!, p)
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length)
  return byFirst
})()

/** Words that put a phrase out of play: 'non-stretch', 'no padding', 'without a belt'. */
export const NEGATIONS: ReadonlySet<string> = new Set(['non', 'no', 'not', 'without', 'sans', 'un'])

/** Clauses in a description that speak of other pieces ("pair it with skinny jeans"). */
export const OTHER_PIECE_CUES = ['pair', 'pairs', 'paired', 'team', 'teamed', 'style it', 'wear it', 'wear with', 'goes with', 'looks great with', 'perfect with', 'complete the look', 'model wears', 'model is wearing', 'shown with', 'worn with', 'also available']
