import { z } from 'zod'
import { translate } from '../i18n/translate.ts'
import { graphemeCount } from '../text/graphemes.ts'
import { BODY_SHAPE_DETAILS, type BodyShapeDetails, type BodyShapeId } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS, type ColorPaletteDetails, type NamedColor } from '../rule-book/palettes.ts'
import { bodyShapeSchema, colorPaletteSchema, colorSeasonSchema, styleSchema } from '../reference/schemas.ts'
import { seasonPalette, type SeasonPalette } from '../rule-book/season-palettes.ts'
import { seasonLine } from './season-line.ts'
import type { SeasonId } from '../rule-book/seasons.ts'
import { garmentFit } from '../garment/product-fit.ts'
import type { CapsuleLines } from '../outfits/contract.ts'
import { type ChosenKeyPiece, keyPiecesFor } from '../rule-book/key-pieces.ts'
import { isQuizStyleId, STYLE_DETAILS, STYLES, type StyleDetails } from '../rule-book/styles.ts'
import { fromInches } from './body-shape-suggestion.ts'
import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_UNITS,
  measurementsSchema,
  type MeasurementUnit,
  type Measurements,
  type StyleProfile,
} from './style-profile.ts'

/**
 * The blueprint: one model that the blueprint page, the downloaded image, the PDF and a
 * shared link's page and preview card are all drawn from, so none can say something the
 * others do not.
 */
export interface Blueprint {
  shape: BodyShapeDetails
  palette: ColorPaletteDetails
  /** Her colour season when the refine quiz gave one (its name and swatches from the rule book); null otherwise. */
  season: SeasonPalette | null
  /** The season close behind hers when the reading named one (never her season); null otherwise. */
  seasonRunnerUp: SeasonId | null
  styles: StyleDetails[]
  /**
   * Her key pieces from the rule book (rule-book/key-pieces.ts): pieces of her styles that
   * do not work against her shape, flattering ones first, each in a colour of her palette.
   */
  keyPieces: ChosenKeyPiece[]
  /** Only ever her own copy's: a shared blueprint has none. */
  measurements: Measurements | null
  measurementUnit: MeasurementUnit
  /** A first name she chose to show; null unless she opted in. */
  firstName: string | null
}

/** The three answers a blueprint is made of. */
export interface BlueprintChoices {
  bodyShape: BodyShapeId
  colorPalette: ColorPaletteDetails['id']
  stylePreferences: StyleDetails['id'][]
  /** The refine quiz's season, when she took it. */
  colorSeason?: SeasonId
  /** The quiz's runner-up beside the season, when the call was close. */
  colorSeasonRunnerUp?: SeasonId
}

/** The blueprint for a profile, or null until it has a shape, a palette and at least one style. */
export function buildBlueprint(profile: StyleProfile | null | undefined, options: { firstName?: string | null } = {}): Blueprint | null {
  if (!profile?.bodyShape || !profile.colorPalette || profile.stylePreferences.length === 0) return null
  const styles = [...new Set(profile.stylePreferences)]
  return {
    shape: BODY_SHAPE_DETAILS[profile.bodyShape],
    palette: COLOR_PALETTE_DETAILS[profile.colorPalette],
    season: profile.colorSeason ? seasonPalette(profile.colorSeason) : null,
    seasonRunnerUp: profile.colorSeason && profile.colorSeasonRunnerUp && profile.colorSeasonRunnerUp !== profile.colorSeason ? profile.colorSeasonRunnerUp : null,
    styles: styles.map((id) => STYLE_DETAILS[id]),
    keyPieces: keyPiecesFor(
      { bodyShape: profile.bodyShape, colorPalette: profile.colorPalette, colorSeason: profile.colorSeason ?? null, stylePreferences: styles.filter(isQuizStyleId) },
      (a, shape) => garmentFit(a).body[shape],
    ),
    measurements: profile.measurements ?? null,
    measurementUnit: profile.measurementUnit ?? 'in',
    firstName: options.firstName ?? null,
  }
}

/** A shared blueprint: the three answers and, if she chose, a first name; never measurements. */
export function blueprintFromChoices(choices: BlueprintChoices, firstName: string | null = null): Blueprint {
  return buildBlueprint({ ...choices }, { firstName })!
}

// ---- Input schemas: what the render and share endpoints accept, and nothing more ----

/** Characters of a shared first name, counted as she sees them (grapheme clusters). */
export const FIRST_NAME_MAX_LENGTH = 40
/**
 * Letters of the scripts the preview card can draw: Latin, Greek and Cyrillic (Inter),
 * Chinese and Japanese (Noto Sans SC), Korean (Noto Sans KR); a name in another script
 * would be drawn as empty boxes, so the field says which work before she types.
 */
const NAME_LETTER = String.raw`[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`
// Between letters: spaces, hyphens, apostrophes and dots, and the Japanese long-vowel mark
// and middle dot (ユーリ, アンナ・マリア), which belong to no script of their own.
const NAME_PATTERN = new RegExp(String.raw`^${NAME_LETTER}(?:${NAME_LETTER}|\p{M}|['’. \-ー・·])*$`, 'u')

/**
 * What is wrong with a first name, as the one message the share dialog and the API show:
 * empty, longer than the limit, or not letters. Null for a name that can be shared.
 */
export function firstNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return translate('blueprint.share.firstNameRequired')
  const length = graphemeCount(trimmed)
  if (length > FIRST_NAME_MAX_LENGTH) return translate('blueprint.share.firstNameTooLong', { max: FIRST_NAME_MAX_LENGTH, count: length })
  return NAME_PATTERN.test(trimmed) ? null : translate('blueprint.share.firstNameInvalid')
}

/** A first name, not a sentence: letters with spaces, hyphens, apostrophes or dots between (see `firstNameProblem`). */
export const firstNameSchema = z
  .string()
  .superRefine((name, ctx) => {
    const problem = firstNameProblem(name)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .transform((name) => name.trim())

/** A runner-up means something only beside a season, and only when it is another one. */
function runnerUpBesideSeason(input: { colorSeason?: SeasonId | undefined; colorSeasonRunnerUp?: SeasonId | undefined }): boolean {
  return input.colorSeasonRunnerUp === undefined || (input.colorSeason !== undefined && input.colorSeasonRunnerUp !== input.colorSeason)
}
const RUNNER_UP_RULE = { message: 'A runner-up season needs a different colorSeason beside it.', path: ['colorSeasonRunnerUp'] }

const choicesShape = {
  bodyShape: bodyShapeSchema,
  colorPalette: colorPaletteSchema,
  stylePreferences: z
    .array(styleSchema)
    .min(1)
    .max(STYLES.length)
    .refine((list) => new Set(list).size === list.length, 'Each style once.'),
  colorSeason: colorSeasonSchema.optional(),
  colorSeasonRunnerUp: colorSeasonSchema.optional(),
}

/**
 * What a share stores. Strict: a request that carries anything else (measurements, an
 * e-mail) is refused rather than quietly trimmed, so no client can share more than this.
 */
export const blueprintShareInputSchema = z
  .strictObject({
    ...choicesShape,
    firstName: firstNameSchema.optional(),
  })
  .refine(runnerUpBesideSeason, RUNNER_UP_RULE)
export type BlueprintShareInput = z.infer<typeof blueprintShareInputSchema>

/** YYYY-MM-DD, the day the visitor sees on her calendar (the server's clock may be in another zone). */
export const isoDaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)

/**
 * What the image and PDF endpoints draw: her own blueprint, measurements included when
 * she has them (the PDF prints them; the image, made to be passed around, never does).
 */
export const blueprintRenderInputSchema = z
  .strictObject({
    ...choicesShape,
    measurements: measurementsSchema.strict().optional(),
    measurementUnit: z.enum(MEASUREMENT_UNITS).optional(),
    createdOn: isoDaySchema.optional(),
  })
  .refine(runnerUpBesideSeason, RUNNER_UP_RULE)
export type BlueprintRenderInput = z.infer<typeof blueprintRenderInputSchema>

export function blueprintFromRenderInput(input: BlueprintRenderInput): Blueprint {
  return buildBlueprint(
    {
      bodyShape: input.bodyShape,
      colorPalette: input.colorPalette,
      stylePreferences: input.stylePreferences,
      ...(input.colorSeason ? { colorSeason: input.colorSeason } : {}),
      ...(input.colorSeasonRunnerUp ? { colorSeasonRunnerUp: input.colorSeasonRunnerUp } : {}),
      ...(input.measurements ? { measurements: input.measurements } : {}),
      ...(input.measurementUnit ? { measurementUnit: input.measurementUnit } : {}),
    },
  )!
}

/** The render request for a blueprint, as the page sends it. */
export function renderInputFor(blueprint: Blueprint, createdOn: string): BlueprintRenderInput {
  return {
    ...choicesOf(blueprint),
    ...(blueprint.measurements ? { measurements: blueprint.measurements, measurementUnit: blueprint.measurementUnit } : {}),
    createdOn,
  }
}

export function choicesOf(blueprint: Blueprint): BlueprintChoices {
  return {
    bodyShape: blueprint.shape.id,
    colorPalette: blueprint.palette.id,
    stylePreferences: blueprint.styles.map((s) => s.id),
    ...(blueprint.season ? { colorSeason: blueprint.season.id } : {}),
    ...(blueprint.season && blueprint.seasonRunnerUp ? { colorSeasonRunnerUp: blueprint.seasonRunnerUp } : {}),
  }
}

/** The profile a blueprint's answers make (what the engines read: her capsule on a shared link or in the PDF). */
export function profileOfChoices(choices: BlueprintChoices): StyleProfile {
  return {
    bodyShape: choices.bodyShape,
    colorPalette: choices.colorPalette,
    stylePreferences: [...choices.stylePreferences],
    ...(choices.colorSeason ? { colorSeason: choices.colorSeason } : {}),
    ...(choices.colorSeason && choices.colorSeasonRunnerUp ? { colorSeasonRunnerUp: choices.colorSeasonRunnerUp } : {}),
  }
}

// ---- Words shared by every rendering ----

/** "Anna's Style Blueprint" when she shows her name; otherwise the page's own wording. */
export function blueprintTitle(blueprint: Blueprint, fallback: 'mine' | 'shared'): string {
  if (blueprint.firstName) return translate('blueprint.titleNamed', { name: blueprint.firstName })
  return translate(fallback === 'mine' ? 'blueprint.titleMine' : 'blueprint.titleShared')
}

/**
 * "Hourglass · Warm Tones · Classic and Romantic", with her season after the palette when she
 * has one ("Warm Tones · Light Spring", or "Warm Tones · Light Spring · close to Light Summer").
 */
export function blueprintSummary(blueprint: Blueprint): string {
  const season = blueprintSeasonLine(blueprint)
  return [blueprint.shape.name, blueprint.palette.name, ...(season ? [season] : []), joinNames(blueprint.styles.map((s) => s.name))].join(' · ')
}

/** Her season as the blueprint's every rendering words it ("Soft Autumn · close to Soft Summer"); null without one. */
export function blueprintSeasonLine(blueprint: Blueprint): string | null {
  return blueprint.season ? seasonLine(blueprint.season.id, { runnerUp: blueprint.seasonRunnerUp }) : null
}

/** YYYY-MM-DD of the date in the local time zone, the day the visitor sees on their calendar. */
export function localIsoDay(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0')
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

export type BlueprintFormat = 'png' | 'pdf'

/** The download's name: style-blueprint-{YYYY-MM-DD}.png or .pdf. */
export function blueprintFileName(isoDay: string, format: BlueprintFormat): string {
  return translate('blueprint.fileName', { date: isoDay, ext: format })
}

/** "November 22, 2026" for a YYYY-MM-DD day, whatever the time zone of the machine. */
export function formatIsoDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number)
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  )
}

/** "Classic, Trendy, and Romantic": names joined the way a sentence would. */
export function joinNames(names: readonly string[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names)
}

/** One line per measurement present, in the unit the visitor chose, e.g. "Bust 36 in". */
export function describeMeasurements(measurements: Measurements | null, unit: MeasurementUnit): string[] {
  if (!measurements) return []
  const unitLabel = translate(unit === 'cm' ? 'analysis.body.unitCmShort' : 'analysis.body.unitInchesShort')
  return MEASUREMENT_FIELDS.flatMap((field) => {
    const inches = measurements[field]
    if (inches === undefined) return []
    const label = translate(`analysis.body.${field}`)
    return [`${label} ${fromInches(inches, unit)} ${unitLabel}`]
  })
}

/** The short text shared along with a link. */
export function shareSummary(blueprint: Blueprint): string {
  return translate('blueprint.shareText', {
    shape: blueprint.shape.name,
    palette: blueprint.palette.name,
    styles: joinNames(blueprint.styles.map((s) => s.name)),
  })
}

// ---- The image: one portrait card that reads at a glance ----

/**
 * The most key pieces the image lists; it lists fewer when they do not fit, and a "+N more"
 * chip counts the rest of the card's `keyPieces`.
 */
export const CARD_KEY_PIECES = 10
/** The season colours the image draws as a row of dots under the palette. */
export const CARD_SEASON_COLORS = 8

/** What the downloaded image (1080x1350) and a shared link's preview card (1200x630) show. */
export interface BlueprintCard {
  title: string
  summary: string
  shape: { id: BodyShapeId; name: string; silhouettes: string[] }
  palette: { name: string; colors: readonly NamedColor[]; neutrals: readonly NamedColor[] }
  /** Her season's line ("Season: Light Spring") and a row of its best colours; null without one. */
  season: { line: string; colors: readonly NamedColor[] } | null
  styles: string[]
  /** Every key piece of the blueprint: the image draws those that fit and counts the rest. */
  keyPieces: string[]
  /** "Created on November 22, 2026". */
  created: string
  /** "Made with StyleBlueprint. Find yours at styleblueprint.example", or the product's name without an address. */
  footer: string
  /** The headings the card prints, from the message catalogue. */
  labels: { brand: string; shape: string; palette: string; neutrals: string; styles: string; keyPieces: string }
}

export function blueprintCard(blueprint: Blueprint, options: { createdOn: string; siteUrl?: string; audience: 'mine' | 'shared' }): BlueprintCard {
  return {
    title: blueprintTitle(blueprint, options.audience),
    summary: blueprintSummary(blueprint),
    shape: { id: blueprint.shape.id, name: blueprint.shape.name, silhouettes: blueprint.shape.bestSilhouettes.slice(0, 3) },
    palette: { name: blueprint.palette.name, colors: blueprint.palette.colors, neutrals: blueprint.palette.neutrals },
    season: blueprint.season
      ? { line: translate('analysis.season.line', { season: blueprintSeasonLine(blueprint)! }), colors: blueprint.season.colors.slice(0, CARD_SEASON_COLORS) }
      : null,
    styles: blueprint.styles.map((s) => s.name),
    keyPieces: blueprint.keyPieces.map((p) => p.name),
    created: translate('blueprint.fileGenerated', { date: formatIsoDay(options.createdOn) }),
    footer: footerLine(options.siteUrl),
    labels: {
      brand: translate('common.appName'),
      shape: translate('blueprint.bodyShape'),
      palette: translate('blueprint.colorPalette'),
      neutrals: translate('analysis.color.neutrals'),
      styles: translate('blueprint.styles'),
      keyPieces: translate('blueprint.keyPieces'),
    },
  }
}

function footerLine(siteUrl: string | undefined): string {
  if (!siteUrl) return translate('blueprint.file.footer')
  return translate('blueprint.file.findYours', { site: new URL(siteUrl).host })
}

// ---- The PDF: everything the page shows, as a printable document ----

export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'rows'; rows: Array<{ label: string; value: string }> }
  | { kind: 'list'; title: string; items: readonly string[]; marker: 'check' | 'cross' | 'dot' }
  | { kind: 'swatches'; title: string; colors: readonly NamedColor[] }
  | { kind: 'chips'; title: string; items: readonly string[] }

export interface DocumentSection {
  title: string
  blocks: DocumentBlock[]
}

export interface BlueprintDocument {
  brand: string
  title: string
  summary: string
  created: string
  /** The shape drawn beside the profile. */
  shape: BodyShapeId
  /** The palette's colours, drawn as a bar under the title. */
  colors: readonly NamedColor[]
  sections: DocumentSection[]
  footer: string
  siteUrl: string | null
}

/**
 * The PDF's content, in reading order: every part of the blueprint page. With `capsule`, her
 * capsule from the catalogue closes it: its first outfits, each with the line that explains
 * it, and its pieces.
 */
export function blueprintDocument(blueprint: Blueprint, options: { createdOn: string; siteUrl?: string; capsule?: CapsuleLines | null }): BlueprintDocument {
  const { shape, palette, styles, keyPieces } = blueprint
  const t = translate
  const measurements = describeMeasurements(blueprint.measurements, blueprint.measurementUnit)
  const rows = [
    { label: t('blueprint.bodyShape'), value: shape.name },
    { label: t('blueprint.colorPalette'), value: palette.name },
    ...(blueprint.season ? [{ label: t('analysis.season.label'), value: blueprintSeasonLine(blueprint)! }] : []),
    { label: t('blueprint.styles'), value: joinNames(styles.map((s) => s.name)) },
    ...(measurements.length > 0 ? [{ label: t('blueprint.measurements'), value: measurements.join(', ') }] : []),
  ]
  return {
    brand: t('common.appName'),
    title: blueprintTitle(blueprint, 'mine'),
    summary: blueprintSummary(blueprint),
    created: t('blueprint.fileGenerated', { date: formatIsoDay(options.createdOn) }),
    shape: shape.id,
    colors: palette.colors,
    sections: [
      { title: t('blueprint.profile'), blocks: [{ kind: 'rows', rows }] },
      {
        title: t('blueprint.file.shapeSection', { shape: shape.name }),
        blocks: [
          { kind: 'paragraph', text: shape.description },
          { kind: 'list', title: t('blueprint.bestSilhouettes'), items: shape.bestSilhouettes, marker: 'check' },
          { kind: 'list', title: t('blueprint.avoidSilhouettes'), items: shape.avoidSilhouettes, marker: 'cross' },
          { kind: 'list', title: t('blueprint.stylingTips'), items: shape.stylingTips, marker: 'dot' },
        ],
      },
      {
        title: t('blueprint.file.colorSection', { palette: palette.name }),
        blocks: [
          { kind: 'paragraph', text: palette.description },
          { kind: 'swatches', title: t('analysis.color.bestColors'), colors: palette.colors },
          { kind: 'swatches', title: t('analysis.color.neutrals'), colors: palette.neutrals },
          { kind: 'swatches', title: t('analysis.color.avoid'), colors: palette.avoidColors },
          { kind: 'list', title: t('analysis.color.characteristics'), items: [...palette.characteristics, `${t('analysis.color.metals')}: ${palette.metals}`], marker: 'dot' },
        ],
      },
      ...(blueprint.season
        ? [
            {
              title: t('blueprint.file.seasonSection', { season: blueprintSeasonLine(blueprint)! }),
              blocks: [
                { kind: 'paragraph' as const, text: blueprint.season.description },
                { kind: 'swatches' as const, title: t('analysis.color.bestColors'), colors: blueprint.season.colors },
                { kind: 'swatches' as const, title: t('analysis.color.neutrals'), colors: blueprint.season.neutrals },
                { kind: 'swatches' as const, title: t('analysis.color.avoid'), colors: blueprint.season.avoidColors },
                { kind: 'list' as const, title: t('analysis.color.metals'), items: [blueprint.season.metals], marker: 'dot' as const },
              ],
            },
          ]
        : []),
      {
        title: t('blueprint.file.styleSection'),
        blocks: styles.map((s) => ({ kind: 'paragraph' as const, text: `${s.name}: ${s.description}` })),
      },
      { title: t('blueprint.keyPieces'), blocks: [{ kind: 'chips', title: t('blueprint.keyPiecesLead'), items: keyPieces.map((p) => p.name) }] },
      ...(options.capsule && options.capsule.pieces.length > 0 ? [capsuleSection(options.capsule)] : []),
    ],
    footer: footerLine(options.siteUrl),
    siteUrl: options.siteUrl ?? null,
  }
}

function capsuleSection(capsule: CapsuleLines): DocumentSection {
  const t = translate
  return {
    title: t('outfit.capsule.title'),
    blocks: [
      { kind: 'paragraph', text: t('outfit.capsule.fileLead', { pieces: capsule.pieces.length, outfits: capsule.outfitCount }) },
      { kind: 'list', title: t('outfit.capsule.outfits'), items: capsule.outfits, marker: 'dot' },
      { kind: 'list', title: t('outfit.capsule.pieces'), items: capsule.pieces, marker: 'dot' },
    ],
  }
}
