import type { GarmentAttributes, GarmentType } from '../garment/attributes.ts'
import { garmentZone, type GarmentZone } from '../garment/garment-kinds.ts'
import { colourById, type ColourChroma, type ColourFamily, colourTone, type ColourValue } from './colours.ts'

/**
 * The small language the rule book is written in: a condition says what a garment must be
 * (its attributes, where it is worn, its colour's family or value), never which words its
 * title uses. Conditions are compiled once into predicates; the catalogue index reads every
 * product's fit through them.
 */

export type ScalarField =
  | 'garmentType' | 'silhouette' | 'neckline' | 'sleeve' | 'waist' | 'length' | 'rise' | 'leg' | 'fabricWeight' | 'drape'
  | 'pattern' | 'heel' | 'toe' | 'width' | 'formality' | 'primaryColour'
export type ListField = 'embellishments' | 'details' | 'materials' | 'namedStyles' | 'secondaryColours'

export type Condition =
  | { zone: readonly GarmentZone[] }
  | { is: ScalarField; in: readonly string[] }
  | { has: ListField; in: readonly string[] }
  /** The list holds nothing: no secondary colour, no embellishment. */
  | { none: ListField }
  | { family: readonly ColourFamily[] }
  /** The primary colour's value (light, medium, deep), from its CIELAB L*. */
  | { colourValue: readonly ColourValue[] }
  /** The primary colour's chroma (clear or soft), from its CIELAB C*. */
  | { colourChroma: readonly ColourChroma[] }
  | { not: Condition }
  | { any: readonly Condition[] }
  | { all: readonly Condition[] }

/** A garment as the rules see it: its attributes and where it is worn. */
export interface RuleSubject {
  a: GarmentAttributes
  zone: GarmentZone | null
}

type Predicate = (s: RuleSubject) => boolean

// One reader per field: `a[field]` at one site would see every field and go megamorphic, and
// the index asks these of every product on each catalogue read.
const SCALAR: Readonly<Record<ScalarField, (a: GarmentAttributes) => string | null>> = {
  garmentType: (a) => a.garmentType,
  silhouette: (a) => a.silhouette,
  neckline: (a) => a.neckline,
  sleeve: (a) => a.sleeve,
  waist: (a) => a.waist,
  length: (a) => a.length,
  rise: (a) => a.rise,
  leg: (a) => a.leg,
  fabricWeight: (a) => a.fabricWeight,
  drape: (a) => a.drape,
  pattern: (a) => a.pattern,
  heel: (a) => a.heel,
  toe: (a) => a.toe,
  width: (a) => a.width,
  formality: (a) => a.formality,
  primaryColour: (a) => a.primaryColour,
}
const LIST: Readonly<Record<ListField, (a: GarmentAttributes) => readonly string[]>> = {
  embellishments: (a) => a.embellishments,
  details: (a) => a.details,
  materials: (a) => a.materials,
  namedStyles: (a) => a.namedStyles,
  secondaryColours: (a) => a.secondaryColours,
}

/** A condition as a function, built once: the index reads every product's fit through these. */
function compile(c: Condition): Predicate {
  if ('zone' in c) {
    const zones = new Set<GarmentZone>(c.zone)
    return (s) => s.zone !== null && zones.has(s.zone)
  }
  if ('is' in c) {
    const values = new Set<unknown>(c.in)
    const field = SCALAR[c.is]
    return (s) => values.has(field(s.a))
  }
  if ('has' in c) {
    const values = new Set<string>(c.in)
    const field = LIST[c.has]
    return (s) => {
      for (const v of field(s.a)) if (values.has(v)) return true
      return false
    }
  }
  if ('none' in c) {
    const field = LIST[c.none]
    return (s) => field(s.a).length === 0
  }
  if ('family' in c) {
    const families = new Set<ColourFamily>(c.family)
    return (s) => {
      const family = s.a.primaryColour ? colourById(s.a.primaryColour)?.family : undefined
      return family !== undefined && families.has(family)
    }
  }
  if ('colourValue' in c) {
    const values = new Set<ColourValue>(c.colourValue)
    return (s) => {
      const tone = s.a.primaryColour ? colourTone(s.a.primaryColour) : undefined
      return tone !== undefined && values.has(tone.value)
    }
  }
  if ('colourChroma' in c) {
    const values = new Set<ColourChroma>(c.colourChroma)
    return (s) => {
      const tone = s.a.primaryColour ? colourTone(s.a.primaryColour) : undefined
      return tone !== undefined && values.has(tone.chroma)
    }
  }
  if ('not' in c) {
    const inner = predicateOf(c.not)
    return (s) => !inner(s)
  }
  if ('all' in c) return every(c.all.map(predicateOf))
  const parts = c.any.map(predicateOf)
  return (s) => {
    for (const p of parts) if (p(s)) return true
    return false
  }
}

/** Every part holds: a loop, not parts.every, since the index asks this of every product. */
function every(parts: readonly Predicate[]): Predicate {
  return (s) => {
    for (const p of parts) if (!p(s)) return false
    return true
  }
}

const PREDICATES = new WeakMap<object, Predicate>()

function predicateOf(c: Condition): Predicate {
  let p = PREDICATES.get(c)
  if (!p) {
    p = compile(c)
    PREDICATES.set(c, p)
  }
  return p
}

export function holdsAll(when: readonly Condition[], s: RuleSubject): boolean {
  return allOf(when)(s)
}

/** The predicate of a rule's conditions, built once: a table read for every product keeps these beside its rules. */
export function allOf(when: readonly Condition[]): Predicate {
  let p = PREDICATES.get(when)
  if (!p) {
    p = every(when.map(predicateOf))
    PREDICATES.set(when, p)
  }
  return p
}

// Condition builders, so the tables read like the guide.
export const is = (field: ScalarField, ...values: string[]): Condition => ({ is: field, in: values })
export const has = (field: ListField, ...values: string[]): Condition => ({ has: field, in: values })
export const type = (...values: GarmentType[]): Condition => ({ is: 'garmentType', in: values })
export const zone = (...values: GarmentZone[]): Condition => ({ zone: values })
export const not = (c: Condition): Condition => ({ not: c })
export const any = (...cs: Condition[]): Condition => ({ any: cs })
export const all = (...cs: Condition[]): Condition => ({ all: cs })
export const colour = (...ids: string[]): Condition => ({ is: 'primaryColour', in: ids })
export const family = (...f: ColourFamily[]): Condition => ({ family: f })
export const value = (...v: ColourValue[]): Condition => ({ colourValue: v })
export const chroma = (...c: ColourChroma[]): Condition => ({ colourChroma: c })

/** A garment as the rules see it, from its attributes. */
export function subjectOf(a: GarmentAttributes): RuleSubject {
  return { a, zone: garmentZone(a.garmentType, a.category) }
}
