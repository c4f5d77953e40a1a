import { translate } from '../i18n/translate.ts'
import { BODY_SHAPE_DETAILS, type BodyShapeDetails } from '../reference/body-shapes.ts'
import { COLOR_PALETTE_DETAILS, type ColorPaletteDetails } from '../reference/color-palettes.ts'
import { keyPiecesFor, STYLE_DETAILS, type StyleDetails } from '../reference/styles.ts'
import { fromInches } from './body-shape-suggestion.ts'
import { MEASUREMENT_FIELDS, type MeasurementUnit, type Measurements, type StyleProfile } from './style-profile.ts'

/** Everything the blueprint view and the downloaded file show, drawn from the reference data. */
export interface Blueprint {
  shape: BodyShapeDetails
  palette: ColorPaletteDetails
  styles: StyleDetails[]
  /** The unique keywords of the chosen styles, in order. */
  keyPieces: string[]
  measurements: Measurements | null
  measurementUnit: MeasurementUnit
}

/** The blueprint for a profile, or null until it has a shape, a palette and at least one style. */
export function buildBlueprint(profile: StyleProfile | null | undefined): Blueprint | null {
  if (!profile?.bodyShape || !profile.colorPalette || profile.stylePreferences.length === 0) return null
  return {
    shape: BODY_SHAPE_DETAILS[profile.bodyShape],
    palette: COLOR_PALETTE_DETAILS[profile.colorPalette],
    styles: profile.stylePreferences.map((id) => STYLE_DETAILS[id]),
    keyPieces: keyPiecesFor(profile.stylePreferences),
    measurements: profile.measurements ?? null,
    measurementUnit: profile.measurementUnit ?? 'in',
  }
}

/** YYYY-MM-DD of the date in the local time zone, the day the visitor sees on their calendar. */
export function localIsoDay(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0')
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/** The download's name: style-blueprint-{YYYY-MM-DD}.txt. */
export function blueprintFileName(date: Date): string {
  return translate('blueprint.fileName', { date: localIsoDay(date) })
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

/** The short text shared or copied from the blueprint view. */
export function shareSummary(blueprint: Blueprint): string {
  return translate('blueprint.shareText', {
    shape: blueprint.shape.name,
    palette: blueprint.palette.name,
    styles: joinNames(blueprint.styles.map((s) => s.name)),
  })
}

export interface BlueprintTextOptions {
  /** When the file is made; shown in the header. */
  date: Date
  /** The site's address, printed at the end so the file leads back to the app. */
  siteUrl?: string
}

/**
 * The blueprint as a plain-text document meant to be read, printed or pasted: titled
 * sections, aligned profile lines, and bulleted lists. Lines end with \n.
 */
export function renderBlueprintText(blueprint: Blueprint, options: BlueprintTextOptions): string {
  const { shape, palette, styles, keyPieces } = blueprint
  const lines: string[] = []
  const heading = (text: string) => lines.push('', text.toUpperCase(), '-'.repeat(text.length))
  const bullets = (items: readonly string[]) => lines.push(...items.map((i) => `  - ${i}`))
  const sub = (text: string) => lines.push('', text)

  const title = translate('blueprint.fileHeading')
  lines.push(title, '='.repeat(title.length))
  lines.push(translate('blueprint.fileGenerated', { date: formatLongDate(options.date) }))

  heading(translate('blueprint.profile'))
  const measurements = describeMeasurements(blueprint.measurements, blueprint.measurementUnit)
  const rows: Array<[string, string]> = [
    [translate('blueprint.bodyShape'), shape.name],
    [translate('blueprint.colorPalette'), palette.name],
    [translate('blueprint.styles'), joinNames(styles.map((s) => s.name))],
  ]
  if (measurements.length > 0) rows.push([translate('blueprint.measurements'), measurements.join(', ')])
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  for (const [label, value] of rows) lines.push(`${`${label}:`.padEnd(width + 1)}${value}`)

  heading(translate('blueprint.file.shapeSection', { shape: shape.name }))
  lines.push(shape.description)
  sub(translate('blueprint.bestSilhouettes'))
  bullets(shape.bestSilhouettes)
  sub(translate('blueprint.avoidSilhouettes'))
  bullets(shape.avoidSilhouettes)
  sub(translate('blueprint.stylingTips'))
  bullets(shape.stylingTips)

  heading(translate('blueprint.file.colorSection', { palette: palette.name }))
  lines.push(palette.description)
  sub(translate('blueprint.perfectColors'))
  bullets(palette.bestColors)
  sub(translate('blueprint.file.swatches'))
  lines.push(`  ${palette.swatches.join('  ')}`)
  sub(translate('analysis.color.characteristics'))
  bullets(palette.characteristics)

  heading(translate('blueprint.file.styleSection'))
  for (const style of styles) lines.push(`${style.name}: ${style.description}`)

  heading(translate('blueprint.keyPieces'))
  bullets(keyPieces)

  lines.push('', '='.repeat(title.length))
  lines.push(translate('blueprint.file.footer'))
  if (options.siteUrl) lines.push(options.siteUrl)
  return `${lines.join('\n')}\n`
}

function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date)
}
