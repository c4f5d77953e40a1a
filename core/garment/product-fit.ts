import type { MessageKey } from '../i18n/translate.ts'
import { BODY_SHAPES, type BodyShapeId } from '../rule-book/body-shapes.ts'
import type { ColorPaletteId } from '../rule-book/palettes.ts'
import { OCCASIONS, type OccasionId } from '../rule-book/occasions.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'
import { STYLES, type StyleId } from '../rule-book/styles.ts'
import type { GarmentAttributes } from './attributes.ts'
import { palettesOfColour } from '../rule-book/colours.ts'
import { type GarmentZone, shapesTheOutline } from './garment-kinds.ts'
import { type GarmentText, readGarment } from './read-garment.ts'
import { allOf, holdsAll, type RuleSubject, subjectOf } from '../rule-book/conditions.ts'
import {
  BODY_FIELDS, BODY_RULES, type BodyRule, CUE_THRESHOLD, type Cue, MAX_STYLES, NO_SIGNATURE, OCCASION_CUES, STYLE_OCCASIONS,
  STYLE_PRECEDENCE, STYLE_SIGNATURES, SWIM_STYLES,
} from '../rule-book/rules.ts'

export type BodyGrade = 'flatters' | 'neutral' | 'avoid'

/** What a product suits, in the stylist's terms: the evaluation measures exactly this. */
export interface ProductFit {
  body: Record<BodyShapeId, BodyGrade>
  palettes: ColorPaletteId[]
  styles: StyleId[]
  occasions: OccasionId[]
}

/**
 * How well a garment suits one body shape, in five steps plus unknown: 'strong' is a main
 * line (silhouette or leg) the guide names for the shape, or several features that agree.
 */
export const BODY_LEVELS = ['unknown', 'strong-avoid', 'avoid', 'neutral', 'flatters', 'strong-flatters'] as const
export type BodyLevel = (typeof BODY_LEVELS)[number]

/** The engine's view of a garment: everything ProductFit says, graded finer. */
export interface GarmentFit extends ProductFit {
  zone: GarmentZone | null
  /** Per shape; 'unknown' when nothing the body rules read was read. */
  bodyLevels: Record<BodyShapeId, BodyLevel>
  /** Net rule points per shape (0 when unknown): what ranks reasons, not what grades. */
  bodyPoints: Record<BodyShapeId, number>
  /** Whether the primary colour was read (palettes empty and known = a colour no palette claims). */
  colourKnown: boolean
  /** Seasons it is worn in, inferred from fabric and garment; every season when nothing says. */
  seasons: SeasonId[]
  /** 0..1: the share of what matters for this kind of garment that was read. */
  coverage: number
  /** How many of the rule book's style signatures the piece shows for the styles it carries: how strongly it says them. */
  styleSignatures: number
}

const STRONG = 3

/**
 * The guide read as a stylist reads it (docs/fit/stylist-rules.md): a main line on the
 * shape's avoid list makes the garment avoid whatever else it has; otherwise what is
 * against it with nothing for it makes it avoid, what is for it with nothing against it
 * makes it flatter, and both or neither leave it neutral.
 */
function levelOf(applying: readonly BodyRule[], shape: BodyShapeId, known: boolean): BodyLevel {
  if (!known) return 'unknown'
  let lineAgainst = false
  let lineFor = false
  let against = false
  let forIt = false
  let sum = 0
  for (const r of applying) {
    const e = r.effect[shape]
    if (e === undefined) continue
    sum += e
    if (e < 0) {
      against = true
      if (r.line) lineAgainst = true
    } else {
      forIt = true
      if (r.line) lineFor = true
    }
  }
  if (lineAgainst) return 'strong-avoid'
  if (against && !forIt) return 'avoid'
  if (forIt && !against) return lineFor || sum >= STRONG ? 'strong-flatters' : 'flatters'
  return 'neutral'
}

function gradeOf(level: BodyLevel): BodyGrade {
  return level === 'flatters' || level === 'strong-flatters' ? 'flatters' : level === 'avoid' || level === 'strong-avoid' ? 'avoid' : 'neutral'
}

/** Whether the body rules have anything to read: clothes with a cut, line or detail read; the accessories stylists name. */
function bodyKnown(s: RuleSubject): boolean {
  if (!shapesTheOutline(s.zone)) return true
  return BODY_FIELDS.some((f) => s.a[f] !== null) || s.a.embellishments.length > 0 || s.a.details.length > 0
}

/** Cues with their points as index/value pairs over the id list: read once, added up per garment. */
function compileCues<Id extends string>(cues: readonly Cue<Id>[], ids: readonly Id[]) {
  return cues.map((cue) => ({ holds: allOf(cue.when), points: (Object.entries(cue.points) as Array<[Id, number]>).map(([id, p]) => [ids.indexOf(id), p] as const) }))
}
const COMPILED_OCCASION_CUES = compileCues(OCCASION_CUES, OCCASIONS)

/** The values whose cues add up to the threshold, and those the cues rule out (a negative sum). */
function scoreCues<Id extends string>(cues: ReturnType<typeof compileCues<Id>>, ids: readonly Id[], s: RuleSubject): { ids: Id[]; vetoed: Id[] } {
  const points = new Float64Array(ids.length)
  for (const cue of cues) {
    if (!cue.holds(s)) continue
    for (const [k, p] of cue.points) points[k]! += p
  }
  return { ids: ids.filter((_, k) => points[k]! >= CUE_THRESHOLD), vetoed: ids.filter((_, k) => points[k]! < 0) }
}

/**
 * The styles a piece carries, as the guide labels them (docs/fit/stylist-rules.md 3.1):
 * activewear is casual and swimwear takes one style; otherwise every style with a stated
 * signature, the first two in the guide's precedence; with none, minimal for a plain
 * neutral piece and casual for anything else. The shop's own style words never count.
 */
export function stylesOf(s: RuleSubject): StyleId[] {
  return stylesShown(s, signaturesHeld(s))
}

const SIGNATURE_TESTS = STYLE_SIGNATURES.map((sig) => allOf(sig.when))

/** Which of STYLE_SIGNATURES the piece shows, each tested once (stylesOf and the signature count read it). */
function signaturesHeld(s: RuleSubject): Uint8Array {
  const held = new Uint8Array(SIGNATURE_TESTS.length)
  SIGNATURE_TESTS.forEach((test, j) => (held[j] = test(s) ? 1 : 0))
  return held
}

function stylesShown(s: RuleSubject, held: Uint8Array): StyleId[] {
  // Sportswear, not a tailored trouser that borrows a sport's name ('yoga dress pants').
  if (s.a.category === 'activewear' || (s.a.details.includes('athletic') && s.a.silhouette !== 'tailored')) return ['casual']
  if (s.zone === 'swim') return [SWIM_STYLES.find((x) => holdsAll(x.when, s))?.style ?? 'classic']
  const shown = new Set<StyleId>()
  STYLE_SIGNATURES.forEach((signature, j) => held[j] === 1 && shown.add(signature.style))
  const kept = STYLE_PRECEDENCE.filter((id) => shown.has(id)).slice(0, MAX_STYLES)
  if (kept.length > 0) return kept
  return [holdsAll(NO_SIGNATURE.minimal, s) ? 'minimal' : 'casual']
}

const COLD: ReadonlySet<string> = new Set(['wool', 'tweed', 'boucle', 'corduroy', 'fleece', 'sherpa', 'shearling', 'faux-fur', 'down-fill', 'cashmere', 'mohair', 'alpaca', 'velvet'])
const WARM: ReadonlySet<string> = new Set(['linen', 'seersucker', 'gauze', 'straw', 'chambray'])

/** Seasons from what the garment is: wool and boots for the cold, linen and sandals for the warm. */
function seasonsOf(a: GarmentAttributes): SeasonId[] {
  const type = a.garmentType
  // Weight alone says cold only when no material does: denim is heavy and worn all year.
  const cold =
    (a.fabricWeight === 'heavy' && a.materials.length === 0) ||
    a.materials.some((m) => COLD.has(m)) ||
    (type !== null && ['coat', 'puffer', 'boots', 'ankle-boots', 'gloves', 'cape'].includes(type)) ||
    a.neckline === 'turtleneck'
  const warm =
    (a.fabricWeight === 'light' && !cold) ||
    a.materials.some((m) => WARM.has(m)) ||
    (type !== null && ['sandals', 'espadrilles', 'shorts', 'swimsuit', 'bikini', 'cover-up', 'tank'].includes(type)) ||
    a.sleeve === 'sleeveless' ||
    a.sleeve === 'strappy'
  if (type === 'trench') return ['spring', 'autumn']
  if (cold && !warm) return ['autumn', 'winter']
  if (warm && !cold) return ['spring', 'summer']
  return [...SEASONS]
}

/** The fields that matter for a kind of garment, to say how much of it was read. */
function coverageOf(s: RuleSubject): number {
  const a = s.a
  const checks: boolean[] = [a.garmentType !== null, a.primaryColour !== null]
  if (s.zone === 'shoes') checks.push(a.heel !== null || a.toe !== null, a.materials.length > 0)
  else if (s.zone === 'accessory') checks.push(a.materials.length > 0 || a.drape !== null)
  else if (s.zone !== null) {
    checks.push(a.silhouette !== null || a.leg !== null, a.length !== null, a.materials.length > 0 || a.drape !== null || a.fabricWeight !== null)
    if (s.zone === 'full' || s.zone === 'upper') checks.push(a.neckline !== null, a.sleeve !== null)
    if (s.zone === 'lower' && a.garmentType !== 'skirt') checks.push(a.rise !== null)
  } else checks.push(false)
  return checks.filter(Boolean).length / checks.length
}

/** Each body rule's conditions as one predicate, beside the rule (the index asks every rule of every product). */
const BODY_TESTS = BODY_RULES.map((rule) => allOf(rule.when))

/**
 * The fit of a garment from its attributes: the body-shape grade from the stylist rules
 * (unknown when nothing they read was read; shoes and accessories neutral except the belts,
 * necklaces and scarves stylists name), the palettes of its primary colour, and the styles
 * and occasions its garment, cut, fabric and detail add up to (a style the shop names counts).
 */
export function garmentFit(a: GarmentAttributes): GarmentFit {
  const s = subjectOf(a)
  const known = bodyKnown(s)
  const applying = known ? BODY_RULES.filter((_, k) => BODY_TESTS[k]!(s)) : []
  const bodyPoints = {} as Record<BodyShapeId, number>
  const bodyLevels = {} as Record<BodyShapeId, BodyLevel>
  const body = {} as Record<BodyShapeId, BodyGrade>
  for (const id of BODY_SHAPES) {
    let sum = 0
    for (const r of applying) sum += r.effect[id] ?? 0
    bodyPoints[id] = sum
    bodyLevels[id] = levelOf(applying, id, known)
    body[id] = gradeOf(bodyLevels[id])
  }
  const held = signaturesHeld(s)
  const styles = stylesShown(s, held)
  const styleSignatures = Math.max(1, STYLE_SIGNATURES.filter((sig, j) => held[j] === 1 && styles.includes(sig.style)).length)
  const occasionCues = scoreCues(COMPILED_OCCASION_CUES, OCCASIONS, s)
  return {
    zone: s.zone,
    body,
    bodyLevels,
    bodyPoints,
    palettes: [...palettesOfColour(a.primaryColour)],
    colourKnown: a.primaryColour !== null,
    styles: STYLES.filter((id) => styles.includes(id)),
    occasions: occasionsOf(occasionCues.ids, styles, occasionCues.vetoed),
    seasons: seasonsOf(a),
    coverage: coverageOf(s),
    styleSignatures,
  }
}

/**
 * The occasions a piece suits: those its own cues name, and those its style personalities
 * are worn to (a classic piece goes to work, a romantic one on a date). Pieces made for a
 * narrow purpose (sport, evening) keep their own.
 */
function occasionsOf(own: readonly OccasionId[], styles: readonly StyleId[], vetoed: readonly OccasionId[]): OccasionId[] {
  const out = new Set(own)
  if (!own.includes('sport') && !own.includes('formal')) for (const style of styles) for (const o of STYLE_OCCASIONS[style]) if (!vetoed.includes(o)) out.add(o)
  return OCCASIONS.filter((o) => out.has(o))
}

/** A product's fit from its text: readGarment, then garmentFit. The evaluation calls this. */
export function readProductFit(text: GarmentText): ProductFit {
  const fit = garmentFit(readGarment(text))
  return { body: fit.body, palettes: fit.palettes, styles: fit.styles, occasions: fit.occasions }
}

/**
 * Why a garment flatters a shape: the reasons of the rules that give it points, strongest
 * first, each once. Empty for a garment that does not flatter the shape, and always empty
 * for shoes and accessories outside the few stylists name (a hat is never "cut to flatter").
 */
export function bodyReasons(a: GarmentAttributes, shape: BodyShapeId): MessageKey[] {
  const s = subjectOf(a)
  if (!bodyKnown(s)) return []
  const applying = BODY_RULES.filter((r) => r.effect[shape] !== undefined && holdsAll(r.when, s))
  if (gradeOf(levelOf(applying, shape, true)) !== 'flatters') return []
  const flattering = applying.filter((r) => r.effect[shape]! > 0).sort((x, y) => y.effect[shape]! - x.effect[shape]!)
  return [...new Set(flattering.map((r) => r.reason))]
}
