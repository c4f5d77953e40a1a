import { z } from 'zod'
import type { Product } from '../catalog/product.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import type { FormalityId } from '../reference/formality.ts'
import { ageGroupSchema, bodyShapeSchema, colorPaletteSchema, colorSeasonSchema, occasionSchema, seasonSchema, styleSchema } from '../reference/schemas.ts'
import type { SeasonId } from '../reference/seasons.ts'
import { OUTFIT_SLOTS, type OutfitSlot, type OutfitTemplate } from '../rule-book/outfits.ts'
import type { OutfitRefusal } from './outfit-engine.ts'

/** A product id as a query names it: an identifier, never free text. */
const productIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'a product id is letters, digits, "-" and "_"' })

/** The most pieces an outfit holds (a top, a bottom, outerwear, shoes, an accessory). */
export const MAX_OUTFIT_PIECES = 5

/** A comma-separated list in a query string, each item checked, bounded in length and count. */
function listOf<T extends z.ZodType<unknown, string>>(item: T, max: number) {
  return z
    .string()
    .max(max * 70)
    .transform((s) => (s === '' ? [] : s.split(',')))
    .pipe(z.array(item).max(max))
}

/**
 * Who asks, in the query: a visitor's answers (her shape, palette or colour season, styles,
 * occasions, age group), what segmentOf reads of a profile. A signed-in shopper's stored
 * profile is used in their place, as POST /api/recommendations does.
 */
const profileQuery = {
  shape: bodyShapeSchema.optional(),
  palette: colorPaletteSchema.optional(),
  colorSeason: colorSeasonSchema.optional(),
  styles: listOf(styleSchema, 8).optional(),
  occasions: listOf(occasionSchema, 7).optional(),
  ageGroup: ageGroupSchema.optional(),
  /** The season to dress for; default the season of the day asked. */
  season: seasonSchema.optional(),
}

/**
 * GET /api/outfits: three outfits around `piece` (keeping `locked`; `seed` reshuffles the
 * rest), or, with `swap`, the outfit `outfit` with the piece in that slot swapped for the next.
 */
export const outfitsQuerySchema = z
  .object({
    piece: productIdSchema,
    locked: listOf(productIdSchema, MAX_OUTFIT_PIECES - 1).optional(),
    seed: z.coerce.number().int().min(0).max(2 ** 31 - 1).optional(),
    swap: z.enum(OUTFIT_SLOTS).optional(),
    outfit: listOf(productIdSchema, MAX_OUTFIT_PIECES).optional(),
    ...profileQuery,
  })
  .strict()
  .refine((q) => (q.swap === undefined) === (q.outfit === undefined), { message: 'swap and outfit go together' })
export type OutfitsQuery = z.output<typeof outfitsQuerySchema>

/** GET /api/capsule: her capsule for a season. */
export const capsuleQuerySchema = z.object(profileQuery).strict()
export type CapsuleQuery = z.output<typeof capsuleQuerySchema>

/** The profile a query describes (what the engines read of one). */
export function profileOfQuery(q: CapsuleQuery): StyleProfile {
  return {
    stylePreferences: q.styles ?? [],
    ...(q.shape ? { bodyShape: q.shape } : {}),
    ...(q.palette ? { colorPalette: q.palette } : {}),
    ...(q.colorSeason ? { colorSeason: q.colorSeason } : {}),
    ...(q.occasions ? { preferredOccasions: q.occasions } : {}),
    ...(q.ageGroup ? { ageGroup: q.ageGroup } : {}),
  }
}

/** The query a profile makes (the client's side of profileOfQuery). */
export function queryOfProfile(p: StyleProfile): Record<string, string> {
  const q: Record<string, string> = {}
  if (p.bodyShape) q.shape = p.bodyShape
  if (p.colorPalette) q.palette = p.colorPalette
  if (p.colorSeason) q.colorSeason = p.colorSeason
  if (p.stylePreferences.length) q.styles = p.stylePreferences.join(',')
  if (p.preferredOccasions?.length) q.occasions = p.preferredOccasions.join(',')
  if (p.ageGroup) q.ageGroup = p.ageGroup
  return q
}

/**
 * A piece as an outfit shows it: its name, the image it is shown by (its primary one, else
 * none and the row draws it) and the id its link and buttons use. Not the whole product: an
 * answer of three outfits carries a dozen pieces, and their descriptions, tags and fit were
 * four fifths of its bytes, made and compressed for every first asker.
 */
export type OutfitProduct = Pick<Product, 'id' | 'name' | 'images'>

export interface OutfitPieceView {
  slot: OutfitSlot
  product: OutfitProduct
}

/** One outfit as the API answers it. */
export interface OutfitView {
  template: OutfitTemplate['id']
  season: SeasonId
  formality: FormalityId[]
  /** Slots in OUTFIT_SLOTS order. */
  pieces: OutfitPieceView[]
  /** One line built from the rules that chose it. */
  why: string
}

export interface OutfitsResponse {
  piece: string
  outfits: OutfitView[]
  /** Why nothing can be built around the piece for her (a sentence), else null. */
  refused: { code: OutfitRefusal | 'locked-pieces-clash'; message: string } | null
}

export interface CapsuleResponse {
  season: SeasonId
  pieces: Array<{ slot: OutfitSlot; product: Product }>
  /** How many outfits the pieces make. */
  outfitCount: number
  /** The best of them (at most CAPSULE_OUTFITS_SHOWN), each by its pieces' ids. */
  outfits: Array<{ pieceIds: string[]; why: string }>
}

/** A capsule in lines of text, as the blueprint's PDF lists it (outfit-view.ts's capsuleLines). */
export interface CapsuleLines {
  /** Each piece's name, in the capsule's order. */
  pieces: string[]
  outfitCount: number
  /** The first outfits, each its pieces' names and its one line. */
  outfits: string[]
}

/** How many of a capsule's outfits the answer lists. */
export const CAPSULE_OUTFITS_SHOWN = 48

/** GET /api/outfits settled: the query and the profile it is answered for (her account's when she is signed in). */
export interface OutfitsRequest {
  query: OutfitsQuery
  profile: StyleProfile
}

/** GET /api/capsule settled. */
export interface CapsuleRequest {
  query: CapsuleQuery
  profile: StyleProfile
}
