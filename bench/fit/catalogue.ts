import { readFileSync } from 'node:fs'
import path from 'node:path'
import Papa from 'papaparse'
import { z } from 'zod'
import { BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { CATEGORIES } from '#core/reference/categories.ts'
import { COLOR_PALETTES } from '#core/rule-book/palettes.ts'
import { OCCASIONS } from '#core/rule-book/occasions.ts'
import { STYLES } from '#core/rule-book/styles.ts'

/**
 * The labelled parts: tuning and dev are for tuning the rules; held-out and held-out-2 are
 * never tuned on (docs/decisions/012, 024, 031 and 039). Dev holds later products in other
 * shops' phrasing and the first held-out part, retired once it had been read. Each held-out
 * part is exactly its file, written from the guide by labellers who never see the reader's code.
 */
export const PARTS = ['tuning', 'dev', 'held-out', 'held-out-2'] as const
export type Part = (typeof PARTS)[number]

/** Held-out products are numbered from here (`fit-501`...): no id of the tuning side reaches it. */
export const HELD_OUT_FIRST_NUMBER = 501
/**
 * The second held-out catalogue (issue 24, decision 039), numbered from `fit-701`: written and
 * labelled from the rule book alone by labellers who never saw the reader, in shop styles the
 * tuning side does not use (department stores, marketplace sellers, fast fashion, boutiques).
 */
export const HELD_OUT_2_FIRST_NUMBER = 701
/** The held-out parts: never tuned on, never shown product by product. */
export const HELD_OUT_PARTS: readonly Part[] = ['held-out', 'held-out-2']
/** The share of all labelled products the issue asks to hold out of all tuning. */
export const MIN_HELD_OUT_SHARE = 0.25

export const numberOf = (id: string): number => Number(id.slice('fit-'.length))

/** The held-out part's share of every labelled product, and whether it meets the quarter. */
export function heldOutShare(heldOut: number, tuningSide: number): { share: number; enough: boolean } {
  const share = heldOut + tuningSide === 0 ? 0 : heldOut / (heldOut + tuningSide)
  return { share, enough: share >= MIN_HELD_OUT_SHARE }
}

const gradeSchema = z.enum(['flatters', 'neutral', 'avoid'])
const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, { message: 'lists each value once' })

/** One product as a shop feed gives it, with the stylist's labels (see bench/fit/README.md). */
export const labelledProductSchema = z
  .object({
    id: z.string().regex(/^fit-\d{3}$/),
    name: z.string().min(1),
    category: z.string().min(1),
    season: z.string().optional(),
    brand: z.string().optional(),
    price: z.number().positive().optional(),
    currency: z.string().length(3).optional(),
    colour: z.string().optional(),
    description: z.string().max(500).optional(),
    material: z.string().optional(),
    styleTags: z.array(z.string()).optional(),
    affiliateUrl: z.url().regex(/^https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}\b/),
    imageUrl: z.url(),
    label: z
      .object({
        /** The dashboard category the product truly belongs to (the shop's wording may say otherwise). */
        category: z.enum(CATEGORIES),
        body: z.object(Object.fromEntries(BODY_SHAPES.map((s) => [s, gradeSchema])) as Record<(typeof BODY_SHAPES)[number], typeof gradeSchema>),
        palettes: uniqueList(z.enum(COLOR_PALETTES)),
        styles: uniqueList(z.enum(STYLES)),
        occasions: uniqueList(z.enum(OCCASIONS)),
      })
      .strict(),
  })
  .strict()
export type LabelledProduct = z.infer<typeof labelledProductSchema>

/** The labelled products of one part, in the order they were written. */
export function loadPart(part: Part): LabelledProduct[] {
  const file = path.join(import.meta.dirname, 'catalogue', `${part}.json`)
  return z.array(labelledProductSchema).parse(JSON.parse(readFileSync(file, 'utf8')))
}

/** The product's id at the retailer, which survives the import: the key from a card back to its labels. */
export function asinOf(affiliateUrl: string): string | null {
  return /\/dp\/([A-Z0-9]{10})\b/.exec(affiliateUrl)?.[1] ?? null
}

/** The import template's columns, then the optional feed columns. */
export const CSV_COLUMNS = [
  'Product Name', 'Affiliate Link', 'Image URL', 'Category', 'Season',
  'Brand', 'Price', 'Currency', 'Colour', 'Description', 'Material', 'Style Tags',
] as const

/**
 * The part as the CSV file an administrator would upload. Image URLs keep their path but
 * point at `imageOrigin`, the loopback image host that answers the import's HEAD checks.
 */
export function toCsv(products: readonly LabelledProduct[], imageOrigin: string): string {
  const rows = products.map((p) => {
    const image = new URL(p.imageUrl)
    return [
      p.name, p.affiliateUrl, `${imageOrigin}${image.pathname}`, p.category, p.season ?? '',
      p.brand ?? '', p.price?.toFixed(2) ?? '', p.currency ?? '', p.colour ?? '', p.description ?? '', p.material ?? '', (p.styleTags ?? []).join(', '),
    ]
  })
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' })
}
