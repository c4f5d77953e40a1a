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

/** A condition as a function, built once: the index reads every product's fit through these. */
function compile(c: Condition): Predicate {
  if ('zone' in c) {
    const zones = new Set<GarmentZone>(c.zone)
    return (s) => s.zone !== null && zones.has(s.zone)
  }
  if ('is' in c) {
    const values = new Set<unknown>(c.in)
    const field = c.is
    return (s) => values.has(s.a[field])
  }
  if ('has' in c) {
    const values = new Set<string>(c.in)
    const field = c.has
    return (s) => (s.a[field] as readonly string[]).some((v) => values.has(v))
  }
  if ('none' in c) {
    const field = c.none
    return (s) => (s.a[field] as readonly string[]).length === 0
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
  if ('all' in c) {
    const parts = c.all.map(predicateOf)
    return (s) => parts.every((p) => p(s))
  }
  const parts = c.any.map(predicateOf)
  return (s) => parts.some((p) => p(s))
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
  let p = PREDICATES.get(when)
  if (!p) {
    const parts = when.map(predicateOf)
    p = (x) => parts.every((q) => q(x))
    PREDICATES.set(when, p)
  }
  return p(s)
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
