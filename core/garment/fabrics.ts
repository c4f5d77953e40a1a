import type { Drape, FabricWeight } from './attributes.ts'

/**
 * Materials by how they hang and how heavy they are, so a garment's weight and drape can
 * be read from what it is made of when the title does not say ("Satin Slip Dress" is
 * fluid). Names are the ways a title or a composition writes them; the id is stored.
 */
export interface Fabric {
  id: string
  names: readonly string[]
  weight: FabricWeight | null
  drape: Drape | null
}

type Row = readonly [id: string, weight: FabricWeight | null, drape: Drape | null, names?: readonly string[]]
const ROWS: readonly Row[] = [
  ['silk', 'light', 'fluid', ['mulberry silk', 'silky', 'washed silk']],
  ['satin', 'light', 'fluid', ['sateen', 'charmeuse', 'satiny']],
  ['chiffon', 'light', 'fluid'],
  ['georgette', 'light', 'fluid'],
  // Fluid only where a stylist would say so: silk, satin, chiffon; viscose and crepe are soft.
  ['viscose', 'light', 'soft', ['rayon', 'ecovero']],
  ['modal', 'light', 'soft'],
  ['lyocell', 'light', 'soft', ['tencel']],
  ['cupro', 'light', 'fluid'],
  ['crepe', 'medium', 'soft', ['crêpe']],
  ['crepe-de-chine', 'light', 'fluid', ['crepe de chine']],
  ['jersey', 'light', 'soft', ['cotton jersey', 'jersey knit']],
  ['cotton', 'medium', null, ['organic cotton', 'pima cotton', 'supima', 'cotton blend']],
  ['linen', 'light', 'soft', ['linen blend', 'flax']],
  ['gauze', 'light', 'soft', ['cheesecloth', 'muslin', 'double gauze']],
  ['voile', 'light', 'soft', ['cotton voile']],
  ['terry', 'heavy', 'soft', ['french terry', 'terry cloth', 'towelling', 'loopback']],
  ['waffle', 'medium', 'soft', ['waffle knit']],
  ['poplin', 'light', 'structured', ['cotton poplin']],
  ['oxford-cloth', 'medium', 'structured'],
  ['pique', 'medium', 'structured', ['piqué', 'cotton pique', 'cotton piqué', 'pique knit']],
  ['seersucker', 'light', 'soft'],
  ['chambray', 'light', 'soft'],
  ['denim', 'heavy', 'structured', ['rigid denim', 'raw denim']],
  ['twill', 'medium', 'structured', ['cotton twill', 'drill']],
  ['canvas', 'heavy', 'structured'],
  ['gabardine', 'medium', 'structured'],
  ['wool', 'heavy', 'structured', ['merino', 'merino wool', 'wool blend', 'virgin wool', 'lambswool', 'felt', 'melton']],
  ['tweed', 'heavy', 'structured', ['harris tweed']],
  ['boucle', 'heavy', 'structured', ['bouclé']],
  ['corduroy', 'heavy', 'structured', ['cord', 'needlecord']],
  ['cashmere', 'medium', 'soft'],
  ['mohair', 'medium', 'soft'],
  ['alpaca', 'medium', 'soft'],
  ['angora', 'medium', 'soft'],
  ['knit', 'medium', 'soft', ['knitted', 'fine knit', 'fine-knit']],
  ['rib-knit', 'medium', 'soft', ['ribbed', 'rib knit', 'rib', 'ribbed knit']],
  ['velvet', 'medium', 'soft', ['velour', 'crushed velvet', 'velvety']],
  ['leather', 'heavy', 'structured', ['genuine leather', 'nappa', 'lambskin', 'patent', 'patent leather']],
  ['faux-leather', 'heavy', 'structured', ['faux leather', 'vegan leather', 'pu', 'pleather', 'leather look', 'leather-look', 'coated']],
  ['suede', 'heavy', 'soft', ['faux suede', 'microsuede', 'nubuck']],
  ['vinyl', 'heavy', 'structured', ['pvc', 'latex']],
  ['ponte', 'medium', 'structured', ['ponte roma']],
  ['scuba', 'medium', 'structured', ['neoprene']],
  // Stretch as a listing says it; elastane in a composition is not a stretch fabric.
  ['stretch', null, null, ['stretchy', 'power stretch', 'super stretch', 'superstretch', 'high stretch', 'stretch jersey']],
  ['elastane', null, null, ['spandex', 'lycra']],
  ['mesh', 'light', 'clingy', ['power mesh', 'fishnet']],
  ['tulle', 'light', 'structured'],
  ['organza', 'light', 'structured'],
  ['taffeta', 'medium', 'structured'],
  ['brocade', 'heavy', 'structured', ['jacquard']],
  ['lace', 'light', null],
  ['polyester', null, null, ['recycled polyester', 'poly']],
  ['nylon', null, null, ['polyamide']],
  ['fleece', 'heavy', 'soft', ['polar fleece', 'brushed fleece']],
  ['sherpa', 'heavy', 'soft', ['teddy', 'borg']],
  ['shearling', 'heavy', 'structured', ['sheepskin']],
  ['faux-fur', 'heavy', 'soft', ['faux fur', 'fur']],
  ['down-fill', 'heavy', null, ['down filled', 'down-filled', 'goose down', 'duck down', 'quilted down']],
  ['straw', 'light', 'structured', ['raffia', 'rattan', 'wicker', 'jute', 'woven']],
  ['flannel', 'heavy', 'soft', ['brushed flannel', 'flannelette']],
  ['sequin', 'medium', null, ['sequinned', 'sequined', 'sequins']],
  ['metal', null, null, ['gold plated', 'gold-plated', 'silver plated', 'brass', 'stainless steel', 'sterling silver']],
  ['pearl', null, null, ['pearls', 'faux pearl', 'freshwater pearl']],
  ['crochet', 'medium', 'soft'],
]

export const FABRICS: readonly Fabric[] = ROWS.map(([id, weight, drape, names = []]) => ({
  id,
  weight,
  drape,
  names: [...new Set([id.replaceAll('-', ' '), ...names])],
}))

const BY_ID = new Map(FABRICS.map((f) => [f.id, f]))

export function fabricById(id: string): Fabric | undefined {
  return BY_ID.get(id)
}
